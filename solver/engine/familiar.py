"""Familiar advice: among guesses close to the best, a word players know leads.

The exact search often names a word few players have met (DOILT, CHYND, PILON): typing it
feels like a trick, and advice that reads like one is trusted less.  So, in familiar mode
(a server's default, ``/settings advice``):

- a word is *familiar* when its Zipf frequency in its language (wordfreq, the same table
  the priors read: solver/lists/priors.py) is at least ``FAMILIAR_ZIPF`` (``PICKED_ZIPF``
  for a likely answer editors picked: the NYT's, the original Wordle's) and it is no
  name (solver/lists/proper.py: DELFT and PURDY are frequent as names);
- where the best guess is not familiar, the familiar guesses listed and those the screen
  ranks best are valued by their groups' searches, and so is the best guess, so the two
  compare like with like (the curve's estimate alone, past 60 words, ranks them wrong);
  a request values larger positions more cheaply, every guess alike (``LIVE_GRADES``: as
  its own search valued its list where that searched, past it by the screen, which ranked
  them there), so valuing costs a reply about what its own search does and a lead never
  contradicts the figures its list shows;
  the best of them leads where it costs at most ``MARGIN`` expected guesses more
  (``HARD_MARGIN`` in hard mode; docs/benchmarks.md: the total this costs over the NYT's
  answers, and the share of named guesses that are familiar).  At the bundled trees'
  positions with ``SETTLED_FROM`` likely answers or more, that valuing is settled
  offline (``Settled``, scripts/make_familiar.py); at the book's positions their own
  values compare; at the opening, the favoured openers players know, each
  valued by playing every answer after it (solver/search/openers.py), so the opener
  /hint names is a word players know by the same rule.  Where a request's deadline cuts
  the valuing short, the list's own values (one search's) compare;
- in hard mode it leads only where a proof (solver/search/losses.py, over the likely
  answers) shows it loses no more of them than the best guess does: a familiar word
  never loses a game the best one saves.  The familiar words within the margin are asked
  best first, up to ``PROOF_TRIES`` of them (the best may lose a family the next one
  saves), and the first proven leads.  A proof not made within ``PROOF_WORK`` (or the
  deadline) keeps the best guess; offline, where no request waits, every close familiar
  word is asked, each within ``SETTLED_PROOF_WORK`` (a proof at a tree's second guess,
  hundreds of words left, runs past a request's work though the word loses nothing:
  docs/benchmarks.md);
- where the best guess still leads, the best familiar one found is listed where its value
  puts it, and a paste's reply, which names only the lead and the best possible answer,
  keeps it too, to name beside a rare word that cannot be the answer (one that could may
  win at once: its rarity is the puzzle's).

Several boards rank every pick by one search already: there a familiar word within the
margin simply leads (``familiar_lead``).  The trees and the book hold exact picks; this
re-ranks at advice time, so positions reached by following it are searched live, as any
off the bot's line are.
"""

from __future__ import annotations

import gzip
import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from solver.engine.limits import ADVICE_LIMITS
from solver.game.feedback import Guess, to_colours
from solver.search.limits import Grades
from solver.search.losses import OutOfWork
from solver.support.deadline import Deadline

if TYPE_CHECKING:
    from solver.search.strategy import Strategy

Pick = tuple[str, float]  # a word and its expected guesses to finish
T = TypeVar("T")

# a word at least this common is familiar: below it are words like CHYND, DOILT, CAIRD
# (docs/benchmarks.md says how the threshold was chosen)
FAMILIAR_ZIPF = 2.5
# the same for a likely answer of a list editors picked as words players know (the NYT's,
# the original Wordle's: ``solver.lists.wordlists.edited``): wordfreq counts text, where an
# inflected form shares its word's count (NUKED, SKIED) and a thing seldom written about
# is rare (TAPIR, GUPPY), yet the editors chose them for players to guess; below this bar
# the original list, picked from the words its maker knew, thins out, and the NYT's
# additions there are words like BEFOG, KVELL, ODEUM (docs/benchmarks.md: the bar chosen)
PICKED_ZIPF = 2.0
# expected guesses a familiar lead may cost the best guess, valued by the same search
MARGIN = 0.06
# the same in hard mode, where a familiar lead must also be proven to lose no more (the
# proof, not the margin, keeps games): within the same guesses' budget as normal mode's
# (docs/benchmarks.md)
HARD_MARGIN = 0.1
# the opener's margin, in both modes: an opener is paid in every game it starts, not at
# one position among many, so it may spend only what of the whole budget (normal mode's
# total over the answers, docs/benchmarks.md) the mid-game leads leave; a rare opener
# then leads, labelled, with the familiar one beside it and its cost
OPENING_MARGIN = 0.005
# the time a request gives valuing familiar words live (a paste's reply must stay quick:
# the fairness bench's goal); where it cannot finish in it, the list's own values compare
VALUING_SECONDS = 0.05
# familiar guesses valued beside the best, the screen's best first: offline, and in a
# request (fewer: the best familiar word is nearly always among the screen's first few,
# docs/benchmarks.md)
ALTERNATIVES = 8
LIVE_ALTERNATIVES = 4
# how a request values those guesses (``Strategy.split_values``): as its own list valued
# its picks, so a familiar word and the best compare by the figures the list shows them
# with: by their groups' searches where the request searched (``deep_until``; a look-ahead
# there put GLOWS before TALKS, which the list's search ranks well ahead), by the screen
# past it, where the list shows the screen's figures; so valuing costs a reply about what
# its own search does (searching every group of five guesses cost many times that; offline
# every position is searched), for the same advice over a group's games (docs/benchmarks.md:
# the grades compared)
LIVE_GRADES = Grades(searched_until=ADVICE_LIMITS.deep_until)
# hard mode: the words split a proof that a familiar lead loses no more may take
PROOF_WORK = 200_000
# hard mode: the familiar words within the margin a proof is asked of, best first (offline,
# scripts/make_familiar.py, every one of them)
PROOF_TRIES = 3
# a proof's work offline: no request waits on it
SETTLED_PROOF_WORK = 100_000_000


# the familiar words found at the bundled trees' positions, valued offline, so a cold /hint
# on a tree costs what the exact advice costs (scripts/make_familiar.py)
SETTLED_FILE = "data/familiar.json.gz"
# likely answers left, at least, for a tree's position to be settled (with two, valuing
# is as cheap as reading a file)
SETTLED_FROM = 3
# what a settled position's figures depend on besides the solver's policy
RULE = repr(
    (
        FAMILIAR_ZIPF,
        PICKED_ZIPF,
        MARGIN,
        HARD_MARGIN,
        ALTERNATIVES,
        PROOF_WORK,
        PROOF_TRIES,
        SETTLED_PROOF_WORK,
    )
)


@dataclass(frozen=True)
class Settled:
    """What familiar advice weighs at one position: the best pick and the familiar guesses
    valued by one search, and in hard mode those proven to lose no more likely answers
    (only the best familiar one is ever asked)."""

    valued: list[Pick]
    safe: frozenset[str] = frozenset()


@cache
def bundled_settled() -> dict[str, dict]:
    """The settled positions the package ships, by universe key (``Solver.book_key``),
    each position's figures kept as its JSON text (``settled`` parses the one a request
    reads): thousands of positions' small lists, words and floats held as objects cost a
    process several times their text, and a request reads one."""
    try:
        raw = resources.files("solver").joinpath(SETTLED_FILE).read_bytes()
        return dict(json.loads(gzip.decompress(raw), object_hook=_as_text)["universes"])
    except (OSError, ValueError, KeyError):  # none shipped: every position is searched
        return {}


def _as_text(found: dict) -> dict | str:
    """A position's figures (``valued``, ``safe``) back to compact JSON text as soon as
    they are read, so their objects are let go before the next position's are made."""
    return json.dumps(found, separators=(",", ":")) if "valued" in found else found


def settled(key: str, policy: str, history: Sequence[Guess]) -> Settled | None:
    """A position settled offline under this policy and rule; None elsewhere."""
    found = bundled_settled().get(key)
    if found is None or found["policy"] != policy or found["rule"] != RULE:
        return None
    text = found["positions"].get(played_key(history))
    if text is None:
        return None
    here = json.loads(text)
    return Settled([(w, float(v)) for w, v in here["valued"]], frozenset(here["safe"]))


def played_key(history: Sequence[Guess]) -> str:
    """A history as the settled file names it: ``tarse BBBBY pilon BGBYB``."""
    return " ".join(f"{g.word} {to_colours(g.pattern)}" for g in history)


def valuing_deadline(deadline: Deadline | None) -> Deadline | None:
    """The part of a request's time familiar valuing may take: ``VALUING_SECONDS`` at
    most, never past the request's own (no limit where the request has none: the benches
    and the CLI).  A deadline of its own, so running out of it leaves the request's answer
    whole: the best pick stands, not cut short."""
    if deadline is None or math.isinf(deadline.at):
        return deadline
    return Deadline(min(deadline.remaining(), VALUING_SECONDS), clock=deadline.clock)


def margin(hard: bool, opening: bool = False) -> float:
    """What a familiar lead may cost the best guess in this mode (at the opening, the
    opener's share of the budget: ``OPENING_MARGIN``)."""
    if opening:
        return OPENING_MARGIN
    return HARD_MARGIN if hard else MARGIN


def is_familiar(zipf: float, picked: bool = False) -> bool:
    """Whether a word of this Zipf frequency is one players know; ``picked``: it is a
    likely answer editors picked for players to guess, which says so at a lower bar."""
    return zipf >= (PICKED_ZIPF if picked else FAMILIAR_ZIPF)


def alternatives(
    strategy: Strategy,
    answers: np.ndarray,
    legal: np.ndarray | None,
    left: int,
    familiar: Callable[[int], bool],
    count: int = ALTERNATIVES,
) -> list[int]:
    """The ``count`` familiar guesses (guess-list rows) the screen ranks best."""
    guesses, est, _ = strategy.position_screen(np.sort(answers), legal, left)
    order = np.argsort(est, kind="stable")
    found: list[int] = []
    for k in order:
        if familiar(int(guesses[k])):
            found.append(int(guesses[k]))
            if len(found) == count:
                break
    return found


def first_safe(
    likely: Strategy,
    rows: np.ndarray,
    legal: np.ndarray | None,
    left: int,
    best: int,
    others: Sequence[int],
    work: int = PROOF_WORK,
) -> int | None:
    """Hard mode: the first of ``others`` a proof shows loses no more likely answers when
    played first than the best plan after ``best`` does, each proof within ``work``; None
    where none is proven (nothing claimed that is not proven)."""
    losses = likely.losses
    try:
        lost = losses.lost_after(rows, legal, left, best, work)
    except OutOfWork:
        return None
    for other in others:
        try:
            if losses.loses_at_most(rows, legal, left, other, lost, work):
                return other
        except OutOfWork:
            continue
    return None


def close_familiar(
    valued: Sequence[Pick],
    familiar: Callable[[str], bool],
    commonness: Callable[[str], float],
    within: float = HARD_MARGIN,
) -> list[Pick]:
    """The familiar words ``valued`` holds ``within`` its best, best first (the more
    common of two alike): those hard mode asks a proof of."""
    if not valued:
        return []
    bound = min(v for _, v in valued) + within
    close = [p for p in valued if familiar(p[0]) and p[1] <= bound]
    return sorted(close, key=lambda p: (round(p[1], 9), -commonness(p[0])))


def best_familiar(
    valued: Sequence[Pick], familiar: Callable[[str], bool], commonness: Callable[[str], float]
) -> Pick | None:
    """The best valued familiar word, the more common of two alike."""
    known = [p for p in valued if familiar(p[0])]
    return min(known, key=lambda p: (round(p[1], 9), -commonness(p[0])), default=None)


def familiar_first(
    picks: Sequence[Pick],
    valued: Sequence[Pick],
    safe: Callable[[str], bool],
    familiar: Callable[[str], bool],
    commonness: Callable[[str], float],
    within: float = MARGIN,
) -> list[Pick]:
    """The picks led by the best ``safe`` familiar word ``valued`` holds (guesses valued
    by one search, the best pick among them) where it is ``within`` the best valued (the
    mode's ``margin``); else the picks as they are, with that word among them where its value
    puts it (a paste's reply names it beside the rare one: ``keep_familiar``).  Each pick
    ``valued`` holds carries the figure it was compared by, and the list below its lead is
    in the order of its figures (``in_order``).  Ties go to the more common word."""
    found = best_familiar(valued, lambda w: familiar(w) and safe(w), commonness)
    found = found or best_familiar(valued, familiar, commonness)
    if not picks or found is None:
        return list(picks)
    word, value = found
    weighed = {**dict(picks), **dict(valued)}
    first = (picks[0][0], weighed[picks[0][0]])
    rest = [(w, weighed[w]) for w, _ in picks[1:] if w != word]
    if value <= min(v for _, v in valued) + within and safe(word):
        return [(word, value), *in_order([first, *rest])]
    return [first, *in_order([*rest, (word, value)])]  # where its value puts it


def in_order(picks: Sequence[Pick]) -> list[Pick]:
    """Picks in the order of the figures a list shows them with: once familiar advice has
    weighed some of them anew (a search's figures beside a screen's), their old order
    could show a better figure below a worse one, with nothing in words to say why (the
    rare words a familiar lead goes before are said to be rare)."""
    return sorted(picks, key=lambda p: round(p[1], 9))


def familiar_lead(
    ranked: Sequence[T], value: Callable[[T], float], familiar: Callable[[T], bool]
) -> list[T]:
    """A list ranked by one search's values, led by its best familiar pick where that is
    within ``MARGIN`` of its first (several boards: every pick is valued alike)."""
    found = next((c for c in ranked if familiar(c)), None)
    if not ranked or found is None or found is ranked[0]:
        return list(ranked)
    if value(found) > value(ranked[0]) + MARGIN:
        return list(ranked)
    return [found, *(c for c in ranked if c is not found)]


def keep_familiar(
    kept: list[Pick], picks: Sequence[Pick], familiar: Callable[[str], bool]
) -> list[Pick]:
    """What a paste's reply names (``kept``: the lead, and the best that could be the
    answer), with the first familiar pick of the list second where the lead is not
    familiar: the word a reply names beside a rare one, as /hint's list has it."""
    found = next((p for p in picks if familiar(p[0])), None)
    if not kept or familiar(kept[0][0]) or found is None or found in kept[1:2]:
        return kept
    return [kept[0], found, *(p for p in kept[1:] if p != found)]


def expired(deadline: Deadline | None) -> bool:
    """Whether a request's time is up (nothing more is weighed then)."""
    return deadline is not None and deadline.expired()
