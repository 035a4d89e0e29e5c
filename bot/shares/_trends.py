"""Head to head and history, from the results alone (pure): two players on the puzzles
both played, and one player's last puzzles with a rolling average.

A game's cost is the leaderboard's (Wordle: guesses, a loss as 7): on a shared puzzle,
the lower cost wins it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.shares._ranking import Played
from solver import Variant

WINDOW = 7  # puzzles in a rolling average: a week of Wordle
RECENT = 30  # puzzles /history shows


@dataclass(frozen=True)
class HeadToHead:
    """Two players on the puzzles both played, oldest first: (puzzle, a's cost, b's)."""

    shared: list[tuple[int, int, int]]

    @property
    def a_wins(self) -> int:
        return sum(a < b for _, a, b in self.shared)

    @property
    def b_wins(self) -> int:
        return sum(b < a for _, a, b in self.shared)

    @property
    def ties(self) -> int:
        return sum(a == b for _, a, b in self.shared)

    @property
    def a_mean(self) -> float:
        return sum(a for _, a, _ in self.shared) / len(self.shared) if self.shared else 0.0

    @property
    def b_mean(self) -> float:
        return sum(b for _, _, b in self.shared) / len(self.shared) if self.shared else 0.0


def head_to_head(a: Sequence[Played], b: Sequence[Played], kind: Variant) -> HeadToHead:
    """The puzzles both played, each as the guesses it took (``taken``): the measure the
    reply says and the picture draws, a multi-board game's rows, a loss one past them."""
    theirs = {r.puzzle: taken(r, kind) for r in b}
    shared = sorted((r.puzzle, taken(r, kind), theirs[r.puzzle]) for r in a if r.puzzle in theirs)
    return HeadToHead(shared)


def taken(played: Played, kind: Variant) -> int:
    """The guesses a game took to finish every board, a loss counting one past the rows:
    what /history says and draws on its scale of rows (a Wordle's cost; a multi-board
    game's rows, not its boards' points added)."""
    return kind.miss_cost if played.result is None else played.result


def rolling(costs: Sequence[int], window: int = WINDOW) -> list[float]:
    """Each cost's rolling average over it and the ``window - 1`` before it (fewer at
    the start)."""
    out = []
    for n in range(len(costs)):
        seen = costs[max(0, n - window + 1) : n + 1]
        out.append(sum(seen) / len(seen))
    return out
