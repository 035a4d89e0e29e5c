"""``python -m solver bench --hard --losses --opener W``: the fewest games any hard-mode
plan from an opener loses, proven by the fewest-losses search (solver/search/losses.py).

Every feedback group the opener leaves is searched with five rows left, within ``--work``
per group (words split, summed over the guesses tried) and ``--seconds``.  A group searched
to the end gives its fewest and the first guess of a plan that loses no more; one cut
short gives what was proven (no plan loses fewer).  The sum over the groups is the
opener's fewest where every group was proven, else a lower bound (the exact bench's tree
from the same opener gives a plan, so an upper bound).

scripts/find_fewest_losses.py writes them to solver/data/fewest.json, and the exact search
that builds the trees takes them as given (``learn_fewest``): a proof offline may take
far longer than one a build affords at each position.
"""

from __future__ import annotations

import math
import time
from collections.abc import Collection, Iterator, Mapping
from dataclasses import asdict, dataclass

import numpy as np

from solver.bench.policy import make_strategy
from solver.game.feedback import decode, to_colours
from solver.game.variants import ROWS
from solver.lists.wordlists import WordList
from solver.search.losses import Fewest
from solver.search.strategy import Strategy
from solver.support.deadline import Deadline


@dataclass
class Group:
    """One feedback group after the opener: its size and what the search proved."""

    colours: str
    words: int
    at_least: int
    fewest: int | None  # None: the search ran out of work before proving it
    first: str | None = None  # the first guess of the best plan known, which loses ...
    loses: int | None = None  # ... this: ``fewest`` where proven, else fewer than the tree


@dataclass
class LossesResult:
    opener: str
    answers: str
    at_least: int  # no plan from the opener loses fewer
    fewest: int | None  # the fewest, where every group was proven
    unproven: int  # groups cut short
    seconds: float
    groups: list[Group]

    def to_json(self) -> dict:
        return asdict(self)


def run(
    answer_list: WordList,
    guess_list: WordList,
    opener: str,
    work: float,
    seconds: float = math.inf,
    skip: Collection[str] = (),
    plans: Mapping[str, tuple[int, str]] | None = None,
) -> LossesResult:
    """Each group after ``opener`` but those in ``skip`` (by colours), within ``work`` and
    ``seconds`` a group; where ``plans`` has a plan for a group (the words it loses, its
    first guess: a tree's), the search looks only for one that loses fewer."""
    strategy, words = make_strategy(answer_list, guess_list, hard=True)
    started = time.perf_counter()
    groups = []
    lossy: set[str] = set()  # groups the plan at hand loses words in
    for code, part, legal in opener_groups(strategy, words, opener):
        colours = to_colours(decode(code, answer_list.length))
        if colours in skip:
            continue
        strategy._timed(Deadline(seconds))
        plan = (plans or {}).get(colours)
        found, better = _fewest(
            strategy, part, legal, work, None if plan is None else (plan[0], words.index[plan[1]])
        )
        proven = None if found.first < 0 else round(found.lost)
        best = (found.lost, found.first) if found.first >= 0 else better
        first, loses = (words.words[best[1]], round(best[0])) if best else (None, None)
        groups.append(Group(colours, len(part), round(found.at_least), proven, first, loses))
        if plan is not None and plan[0] > 0:
            lossy.add(colours)  # listed, so a build learns a plan that loses fewer
    unproven = sum(g.fewest is None for g in groups)
    return LossesResult(
        opener.upper(),
        answer_list.name,
        sum(g.at_least for g in groups),
        None if unproven else sum(g.fewest or 0 for g in groups),
        unproven,
        time.perf_counter() - started,
        [g for g in groups if g.at_least or g.fewest != 0 or g.colours in lossy],
    )


def _fewest(
    strategy: Strategy,
    answers: np.ndarray,
    legal: np.ndarray | None,
    work: float,
    plan: tuple[int, int] | None,
) -> tuple[Fewest, tuple[float, int] | None]:
    """What a group loses at best: by deepening from nothing, or with a plan at hand, by
    plans that each lose less than the last, the first found below it, until none does
    (the last plan's is then the fewest).  Beside it, where the work or time ran out
    first, the best plan found if it beats the one at hand: not proven the fewest, but a
    plan a build can play (what it loses and its first guess)."""
    losses = strategy.losses
    if plan is None:
        return losses.fewest(answers, legal, ROWS - 1, work), None
    unit = float(strategy.weights[answers].min())
    at_hand = (float(plan[0]), plan[1])
    lost, first, proven = losses.walk_down(answers, legal, ROWS - 1, at_hand, unit / 2, work)
    better = (lost, first) if lost < at_hand[0] else None
    return (Fewest(lost, lost, first) if proven else Fewest(math.inf, 0.0, -1)), better


def recount(proof: dict) -> dict:
    """An opener's proof (``LossesResult`` JSON) with its totals summed again from its
    groups: a group not listed lost nothing."""
    groups = proof["groups"]
    unproven = sum(g["fewest"] is None for g in groups)
    return {
        **proof,
        "at_least": sum(g["at_least"] for g in groups),
        "fewest": None if unproven else sum(g["fewest"] for g in groups),
        "unproven": unproven,
    }


def opener_groups(
    strategy: Strategy, words: WordList, opener: str
) -> Iterator[tuple[int, np.ndarray, np.ndarray | None]]:
    """The groups an opener leaves that a plan could lose words of (five rows left, at
    least as many words): each one's code, its answers and the guesses legal there."""
    first = words.index[opener.lower()]
    for code, part in strategy.children(np.arange(strategy.table.shape[0]), first):
        if code != strategy.green and len(part) >= ROWS:
            yield code, part, strategy.legal_after(None, first, code)


def learn_fewest(strategy: Strategy, words: WordList, opener: str, proven: dict) -> int:
    """Give the strategy what ``proven`` (``LossesResult`` JSON per opener, as
    solver/data/fewest.json holds them) proved of the groups after ``opener``, with their
    plans' first guesses; how many groups it learnt."""
    after = proven.get(opener.lower())
    told = {g["colours"]: g for g in after["groups"] if g.get("first")} if after else {}
    learnt = 0
    for code, part, legal in opener_groups(strategy, words, opener):
        group = told.get(to_colours(decode(code, words.length)))
        known = known_plan(group) if group is not None else None
        if group is not None and known is not None:  # unproven, a plan is still one to play
            plan = Fewest(known[0], group["at_least"], words.index[known[1]])
            strategy.losses.learn(part, legal, ROWS - 1, plan)
            learnt += 1
    return learnt


def known_plan(group: dict) -> tuple[float, str] | None:
    """A group's best plan known in solver/data/fewest.json: what it loses (``loses``,
    or in files written before it, ``fewest``) and its first guess; None if none."""
    if not group.get("first"):
        return None
    return group.get("loses", group["fewest"]), group["first"]


def render(result: LossesResult) -> str:
    lines = [
        f"{result.opener} hard over {result.answers}: "
        + (
            f"the fewest any plan loses is {result.fewest}"
            if result.fewest is not None
            else f"no plan loses fewer than {result.at_least} "
            f"({result.unproven} groups not proven within the work and time given)"
        ),
    ]
    for g in result.groups:
        if g.fewest is not None and g.first:
            told = f"fewest {g.fewest}, {g.first.upper()} first"
        elif g.first:
            told = f"at least {g.at_least}; a plan losing {g.loses}, {g.first.upper()} first"
        else:
            told = f"at least {g.at_least}"
        lines.append(f"  {result.opener} {g.colours}: {g.words} words, {told}")
    lines.append(f"{result.seconds:.1f} s")
    return "\n".join(lines)
