"""The rules of a Wordle game that are not about scoring: how long a game is and when it
is won.  Everything that counts rows or checks for a solve asks here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from solver.game.feedback import GREEN, GREY
from solver.support.problems import Problem

ROWS = 6  # guesses in a Wordle game
PUZZLE_ZERO = date(2021, 6, 19)  # the NYT's puzzle 0: one puzzle a day since


def is_solved(pattern: Sequence[int]) -> bool:
    """All green: the guess was the answer."""
    return all(tile == GREEN for tile in pattern)


def game_over(patterns: Sequence[Sequence[int]]) -> bool:
    """Won, or out of rows."""
    return any(is_solved(p) for p in patterns) or len(patterns) >= ROWS


def hard_mode_grid_breach(rows: Sequence[Sequence[int]]) -> tuple[int, int | None] | None:
    """The first row of a letterless grid that no hard-mode game could show, or None: its
    index, and the place of a green it lost (None: it shows fewer coloured tiles than the
    row before).  Hard mode keeps a green letter in place, so its tile stays green, and
    plays every revealed letter again, each of which the answer holds, so each is
    coloured again: a row never has fewer coloured tiles than the one before."""
    for k in range(1, len(rows)):
        before, row = rows[k - 1], rows[k]
        lost = next((i for i, (a, b) in enumerate(zip(before, row)) if a == GREEN != b), None)
        if lost is not None:
            return k, lost
        if sum(t != GREY for t in row) < sum(t != GREY for t in before):
            return k, None
    return None


@dataclass(frozen=True)
class Kind:
    """A game: how many boards one guess is typed into, how many rows they share, and how
    long its words are."""

    name: str
    boards: int
    rows: int
    length: int = 5

    @property
    def title(self) -> str:
        """The game's name as players write it: "Quordle"."""
        return self.name.capitalize()

    @property
    def miss_cost(self) -> int:
        """What a lost game (or a missed board) counts for in scores: one past the rows,
        as the games' own shares count it."""
        return self.rows + 1


WORDLE = Kind("wordle", 1, ROWS)
KINDS = {
    k.name: k
    for k in (
        WORDLE,
        Kind("dordle", 2, 7),
        Kind("quordle", 4, 9),
        Kind("octordle", 8, 13),
        Kind("sedecordle", 16, 21),
    )
}


def titles(*, several_boards: bool = False) -> list[str]:
    """The games' names as players write them, fewest boards first (only those of several
    boards, if asked): every list of games a reply or a help line gives comes from here."""
    return [k.title for k in KINDS.values() if k.boards > 1 or not several_boards]


def kind_for_boards(boards: int) -> Kind:
    """The game with this many boards."""
    for kind in KINDS.values():
        if kind.boards == boards:
            return kind
    raise Problem("no such game", boards=boards, known=[k.boards for k in KINDS.values()])


def puzzle_date(puzzle: int) -> date:
    return PUZZLE_ZERO + timedelta(days=puzzle)


def puzzle_on(day: date) -> int:
    return (day - PUZZLE_ZERO).days


def newest_puzzle(now: float) -> int:
    """The highest puzzle number anyone can have played at ``now`` (a timestamp): today's
    in UTC, plus a day for the time zones already on tomorrow."""
    return puzzle_on(datetime.fromtimestamp(now, UTC).date()) + 1
