"""The rules of a Wordle game that are not about scoring: when it is won, what hard mode
allows, and the NYT's puzzle numbers.  Everything that checks for a solve asks here; what
a game is (its boards, rows and words) is solver/game/variants.py's."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta

from solver.game.feedback import GREEN, GREY
from solver.game.variants import ROWS, WORDLE, Variant

PUZZLE_ZERO = date(2021, 6, 19)  # the NYT's puzzle 0: one puzzle a day since
# term.ooo's #0: its own script numbers a share by the days since midnight of 2 January
# 2022 in São Paulo (function ``Eh``; the share is "joguei term.ooo #" and that count), as
# the copy of the game's script in github.com/arthr/term-ooo, database/term.ooo.js, shows
# (the game's code, © Fernando Serboncini, no licence given: only this date is taken)
TERMO_ZERO = date(2022, 1, 2)
# the day each numbered share's puzzle 0 was played.  Wordle Global's is the NYT's:
# github.com/Hugo0/wordle (MIT), webapp/app.py ``get_todays_idx``: the days since
# 1970-01-01 in UTC, less 18992, plus 195, which is 0 on 2021-06-19
DAY_ZERO = {"nyt": PUZZLE_ZERO, "global": PUZZLE_ZERO, "termo": TERMO_ZERO}
# Quordle's #0: its own script counts the days since local midnight of 24 January 2022 as
# the share's number (github.com/fireph/quordle, the game's site as built, its assets'
# ``new Date("01/24/2022")``; all rights reserved: only this date is taken)
QUORDLE_ZERO = date(2022, 1, 24)
# a share format several games post, each numbering its own days: by the game (the Daily
# Dordle family's; Dordle's, Octordle's and Sedecordle's first days are not known here)
GAME_DAY_ZERO = {"quordle": QUORDLE_ZERO}


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


def puzzle_day(kind: Variant, puzzle: int) -> date | None:
    """The day a game's numbered puzzle is played, for a game whose shares number its
    puzzles by day from a known first one (``DAY_ZERO``; hello wordl's number is the
    day's ordinal itself); None for a game whose numbers say no day known here."""
    if kind.share == "hello":
        return date.fromordinal(puzzle) if puzzle >= 1 else None
    zero = GAME_DAY_ZERO.get(kind.name) or DAY_ZERO.get(kind.share or "")
    return None if zero is None else zero + timedelta(days=puzzle)


LATE_SECONDS = 60 * 3600  # from the puzzle's day's start in UTC: every zone's day over, and a night


def played_late(puzzle: int, when: float, kind: Variant = WORDLE) -> bool:
    """Whether a result posted at ``when`` (a timestamp) is a late play of an old puzzle,
    as the NYT's Wordle Archive (and Termo's and Wordle Global's own) lets players play:
    posted after the puzzle's day had ended in every time zone, and a night more for those
    who post the next morning.  A game whose numbers say no known day has no late play."""
    day = puzzle_day(kind, puzzle)
    if day is None:
        return False
    start = datetime.combine(day, datetime.min.time(), UTC).timestamp()
    return when > start + LATE_SECONDS


def newest_puzzle(now: float) -> int:
    """The highest puzzle number anyone can have played at ``now`` (a timestamp): today's
    in UTC, plus a day for the time zones already on tomorrow."""
    return puzzle_on(datetime.fromtimestamp(now, UTC).date()) + 1
