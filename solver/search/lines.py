"""The bot's own line, precomputed: every position its advice leads to, read from a tree.

After the bot's opener, following its advice is the likeliest way through a game, and on
that line the advice is the exact search's: ``scripts/make_trees.py`` plays every likely
answer with the bench's exact policy (the one that reaches the proven optima, trap check
and all) from the opener the bot suggests, and writes the decision tree it played to
``solver/data/trees/``, one game per line as alex1770/wordle publishes them
(``tarse BBYBB doily BBGBB ... GGGGG``), so the result can be checked, not just claimed.

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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from solver.game.feedback import Guess, to_colours

log = logging.getLogger(__name__)

TREES = "data/trees"
Position = tuple[tuple[str, str], ...]  # (word, colours) per guess played


@dataclass(frozen=True)
class Line:
    """One universe's tree: at each position it reaches, the guess it plays there and the
    guesses its games still take from there (their sum and how many games)."""

    plays: dict[Position, tuple[str, int, int]] = field(default_factory=dict)

    @classmethod
    def parse(cls, games: Iterable[str]) -> Line:
        """From published games, ``tarse BBYBB doily GGGGG`` one per line."""
        plays: dict[Position, tuple[str, int, int]] = {}
        for game in games:
            fields = game.split()
            moves = list(zip(fields[::2], fields[1::2], strict=True))
            for k, (word, _) in enumerate(moves):
                here = tuple(moves[:k])
                _, rest, count = plays.get(here, (word, 0, 0))
                plays[here] = (word, rest + len(moves) - k, count + 1)
        return cls(plays)

    def pick(self, history: Sequence[Guess]) -> tuple[str, float] | None:
        """The tree's guess after this history and its expected guesses to finish (over
        the likely answers that reach it); None off the tree."""
        found = self.plays.get(tuple((g.word, to_colours(g.pattern)) for g in history))
        return None if found is None else (found[0], found[1] / found[2])

    @property
    def opener(self) -> str | None:
        found = self.plays.get(())
        return None if found is None else found[0]


def read_tree(raw: bytes) -> tuple[str, list[str]]:
    """A tree file's universe key (its first line, ``# <key>``) and its games."""
    first, *games = gzip.decompress(raw).decode().splitlines()
    return first.removeprefix("#").strip(), [g for g in games if g.strip()]


@cache
def bundled_lines() -> dict[str, Line]:
    """The trees the package ships, by universe key (``Solver.book_key``); none if the
    folder is missing (advice is then searched, as off the line)."""
    found: dict[str, Line] = {}
    try:
        for entry in resources.files("solver").joinpath(TREES).iterdir():
            if entry.name.endswith(".txt.gz"):
                key, games = read_tree(entry.read_bytes())
                found[key] = Line.parse(games)
    except (OSError, ValueError) as exc:
        log.warning("no decision trees (%s): the bot's line is searched", exc)
    return found
