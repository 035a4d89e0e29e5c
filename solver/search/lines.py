"""The bot's own line and the players' favourite openers, precomputed: every position the
advice leads to from there, read from a tree.

After the bot's opener, following its advice is the likeliest way through a game, and on
that line the advice is the exact search's: ``scripts/make_trees.py`` plays every likely
answer with the bench's exact policy (the one that reaches the proven optima, trap check
and all) from the opener the bot suggests, and writes the decision tree it played to
``solver/data/trees/``, one game per line as alex1770/wordle publishes them
(``tarse BBYBB doily BBGBB ... GGGGG``), so the result can be checked, not just claimed.
Players open with their own word as often, so the default pool also has a tree after each
opener the bot covers (``openers.covered_openers``: those it suggests and those players
favour), in files named ``POOL.MODE.after-WORD.txt.gz``.  Those are read when a game
first opens with their word and a few are kept (``AFTER_KEPT``): all of them at once would
hold tens of megabytes of positions most processes never meet.

A request on that line reads the tree's guess first: a request's narrow search cannot
afford what the exact one sees (in hard mode, families such as _O_ER that lose games three
guesses after the one that decides them).  Off the line (another opener, another guess, a
feedback no likely answer gives) the advice is searched as before.  A tree belongs to its
lists and mode (its first line says which); it is a plan, checked whole by a test, so no
policy fingerprint applies: a changed search leaves it as sound as it was.
"""

from __future__ import annotations

import gzip
import logging
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from solver.game.feedback import Guess, to_colours
from solver.game.variants import ROWS
from solver.support.cache import BoundedCache

log = logging.getLogger(__name__)

TREES = "data/trees"
Position = tuple[tuple[str, str], ...]  # (word, colours) per guess played


AFTER = ".after-"  # in a tree's file name: the tree from a player's opener, not the bot's
AFTER_KEPT = 6  # players' openers' trees kept parsed at once (each about 2 MB of positions)


@dataclass(frozen=True)
class Line:
    """One universe's tree: at each position it reaches, the guess it plays there and the
    guesses its games still take from there (their sum and how many games); and, by
    opener, the files of the trees from the players' openers, read when first reached."""

    plays: dict[Position, tuple[str, int, int]] = field(default_factory=dict)
    after: dict[str, str] = field(default_factory=dict)

    @classmethod
    def parse(cls, games: Iterable[str]) -> Line:
        """From published games, ``tarse BBYBB doily GGGGG`` one per line.  Each (word,
        colours) move is held once, however many games play it: a tree's positions are
        prefixes of its games, and held per game every position kept strings and pairs
        of its own, most of a tree's memory while its language is played."""
        plays: dict[Position, tuple[str, int, int]] = {}
        held: dict[tuple[str, str], tuple[str, str]] = {}
        for game in games:
            fields = game.split()
            moves = [held.setdefault(m, m) for m in zip(fields[::2], fields[1::2], strict=True)]
            for k, (word, _) in enumerate(moves):
                here = tuple(moves[:k])
                _, rest, count = plays.get(here, (word, 0, 0))
                plays[here] = (word, rest + len(moves) - k, count + 1)
        return cls(plays)

    def pick(self, history: Sequence[Guess]) -> tuple[str, float] | None:
        """The tree's guess after this history and its expected guesses to finish (over
        the likely answers that reach it); None off the tree."""
        here = tuple((g.word, to_colours(g.pattern)) for g in history)
        found = self.plays.get(here)
        if found is None and history and history[0].word in self.after:
            found = _after_tree(self.after[history[0].word]).plays.get(here)
        return None if found is None else (found[0], found[1] / found[2])

    def covers(self, opener: str) -> bool:
        """Whether a shipped tree starts with ``opener``: this line's or a player's."""
        return opener == self.opener or opener in self.after

    @property
    def opener(self) -> str | None:
        found = self.plays.get(())
        return None if found is None else found[0]


def read_tree(raw: bytes) -> tuple[str, list[str]]:
    """A tree file's universe key (its first line, ``# <key>``) and its games."""
    first, *games = gzip.decompress(raw).decode().splitlines()
    return first.removeprefix("#").strip(), [g for g in games if g.strip()]


def plans_after_opener(games: Iterable[str]) -> dict[str, tuple[int, str]]:
    """Per feedback group a tree's opener leaves (by its colours), the tree's plan there:
    the games it loses (past the rows) and the guess it plays first.  The opener's own
    win is no group."""
    plans: dict[str, tuple[int, str]] = {}
    for game in games:
        tokens = game.split()
        if len(tokens) > 2:
            lost, _ = plans.get(tokens[1], (0, ""))
            plans[tokens[1]] = (lost + (len(tokens) // 2 > ROWS), tokens[2])
    return plans


def tree_name(pool: str, hard: bool, opener: str | None = None) -> str:
    """The file a universe's tree is in: the bot's own line, or the play after ``opener``."""
    after = f"{AFTER}{opener}" if opener else ""
    return f"{pool}.{'hard' if hard else 'normal'}{after}.txt.gz"


class ShippedLines(Mapping[str, Line]):
    """The trees the package ships, by universe key, each parsed when a solver over its
    lists first asks for it, then kept (at most the shipped files, two per language).
    Parsing them all at start held every language's positions in every process: English
    alone carried Termo's, the Spanish and German trees and the original list's, several
    megabytes of positions it never reads.  Pickles as its file names, nothing parsed."""

    def __init__(self, files: dict[str, str], after: dict[str, dict[str, str]]) -> None:
        self._files = files  # universe key -> the bot's own line's file
        self._after = after  # universe key -> player's opener -> that opener's tree's file
        self._parsed: dict[str, Line] = {}

    def __getitem__(self, key: str) -> Line:
        found = self._parsed.get(key)
        if found is None:
            line = Line(_read_line(self._files[key]).plays, self._after.get(key, {}))
            found = self._parsed.setdefault(key, line)  # two threads at once: one kept
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._files)

    def __len__(self) -> int:
        return len(self._files)

    def __reduce__(self) -> tuple[type[ShippedLines], tuple]:
        return type(self), (self._files, self._after)

    def parsed(self) -> frozenset[str]:
        """The universes whose tree has been read so far."""
        return frozenset(self._parsed)


def _read_line(name: str) -> Line:
    """A shipped tree parsed from its file (a broken install: searched, as off the tree)."""
    try:
        _, games = read_tree(resources.files("solver").joinpath(TREES, name).read_bytes())
    except (OSError, ValueError) as exc:
        log.warning("cannot read the tree %s (%s): its positions are searched", name, exc)
        return Line()
    return Line.parse(games)


def _first_line(name: str) -> str:
    """A tree file's universe key, its first line alone read."""
    entry = resources.files("solver").joinpath(TREES, name)
    with gzip.open(entry.open("rb"), "rt") as text:
        return text.readline().removeprefix("#").strip()


@cache
def bundled_lines() -> ShippedLines:
    """The trees the package ships, by universe key (``Solver.book_key``): the bot's own
    lines and the players' openers' trees, named for reading when reached; none if the
    folder is missing (advice is then searched, as off the line)."""
    files: dict[str, str] = {}
    after: dict[str, dict[str, str]] = {}
    try:
        for entry in resources.files("solver").joinpath(TREES).iterdir():
            if not entry.name.endswith(".txt.gz"):
                continue
            key = _first_line(entry.name)
            if AFTER in entry.name:
                opener = entry.name.split(AFTER)[1].removesuffix(".txt.gz")
                after.setdefault(key, {})[opener] = entry.name
            else:
                files[key] = entry.name
    except (OSError, ValueError) as exc:
        log.warning("no decision trees (%s): the bot's line is searched", exc)
    return ShippedLines(files, after)


_after_trees: BoundedCache[str, Line] = BoundedCache("players' openers' trees", AFTER_KEPT)


def _after_tree(name: str) -> Line:
    """A player's opener's tree, parsed when a game first reaches it (and kept a while)."""
    return _after_trees.get_or_compute(name, lambda: _read_line(name))
