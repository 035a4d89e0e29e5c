"""The rules of a Wordle game that are not about scoring: when it is won, what hard mode
allows, and the NYT's puzzle numbers.  Everything that checks for a solve asks here; what
a game is (its boards, rows and words) is solver/game/variants.py's."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta

from solver.game.feedback import GREEN, GREY
from solver.game.variants import ROWS

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


def puzzle_date(puzzle: int) -> date:
    return PUZZLE_ZERO + timedelta(days=puzzle)


def puzzle_on(day: date) -> int:
    return (day - PUZZLE_ZERO).days


LATE_SECONDS = 60 * 3600  # from the puzzle's day's start in UTC: every zone's day over, and a night


def played_late(puzzle: int, when: float) -> bool:
    """Whether a result posted at ``when`` (a timestamp) is a late play of an old puzzle,
    as the NYT's Wordle Archive lets players play: posted after the puzzle's day had ended
    in every time zone, and a night more for those who post the next morning."""
    start = datetime.combine(puzzle_date(puzzle), datetime.min.time(), UTC).timestamp()
    return when > start + LATE_SECONDS


def newest_puzzle(now: float) -> int:
    """The highest puzzle number anyone can have played at ``now`` (a timestamp): today's
    in UTC, plus a day for the time zones already on tomorrow."""
    return puzzle_on(datetime.fromtimestamp(now, UTC).date()) + 1
