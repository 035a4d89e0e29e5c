"""Games whose shares number their puzzles by day (Termo, Wordle Global, hello wordl,
Quordle): an old puzzle played late counts, as the NYT's Wordle Archive's does, but no
streak counts it; a game whose numbers say no known day (Dordle, Octordle, Sedecordle) has
no late play."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta

import pytest

from bot.domain import snowflake_at
from bot.service import Incoming
from solver.game.rules import (
    LATE_SECONDS,
    PUZZLE_ZERO,
    QUORDLE_ZERO,
    TERMO_ZERO,
    played_late,
    puzzle_date,
    puzzle_day,
)
from solver.game.variants import VARIANTS, WORDLE
from tests.bot.chat import ALICE, body

# when the shares are posted: a day of its own, not the wall clock (test_no_clock_asserts)
NOON = datetime(2026, 12, 1, 12, tzinfo=UTC)
TERMO_ROWS = "⬛🟨🟨⬛🟨\n🟩🟩🟩⬛⬛\n🟩🟩🟩🟩🟩"
SPANISH_ROWS = "⬜🟨⬜⬜⬜\n🟩🟩🟩🟩🟩"


def test_each_numbered_game_plays_its_puzzle_on_its_day():
    termo, spanish, german = VARIANTS["termo"], VARIANTS["spanish"], VARIANTS["german"]
    assert puzzle_day(termo, 0) == TERMO_ZERO and puzzle_day(termo, 1302) == TERMO_ZERO + timedelta(
        days=1302
    )
    # Wordle Global numbers its days as the NYT does
    assert puzzle_day(spanish, 123) == puzzle_day(german, 123) == puzzle_date(123)
    assert puzzle_day(WORDLE, 0) == PUZZLE_ZERO
    hello = VARIANTS["wordle6"]  # hello wordl's number is the day's ordinal
    assert puzzle_day(hello, date(2024, 3, 1).toordinal()) == date(2024, 3, 1)
    assert puzzle_day(VARIANTS["quordle"], 0) == QUORDLE_ZERO
    for name in ("dordle", "octordle", "sedecordle"):  # the same share format, days unknown
        assert puzzle_day(VARIANTS[name], 500) is None


@pytest.mark.parametrize("name", ["termo", "spanish", "german", "wordle", "wordle6", "quordle"])
def test_late_means_every_zones_day_over_and_a_night(name):
    kind = VARIANTS[name]
    day = puzzle_day(kind, 900 if kind.share != "hello" else date(2024, 3, 1).toordinal())
    assert day is not None
    puzzle = 900 if kind.share != "hello" else day.toordinal()
    start = datetime.combine(day, datetime.min.time(), UTC).timestamp()
    assert not played_late(puzzle, start + LATE_SECONDS, kind)
    assert played_late(puzzle, start + LATE_SECONDS + 1, kind)


def test_a_game_numbered_otherwise_is_never_late():
    assert not played_late(1, NOON.timestamp(), VARIANTS["octordle"])


def _today(zero: date) -> int:
    """The game's puzzle of the day the shares are posted (``NOON``), by its day zero."""
    return (NOON.date() - zero).days


async def test_a_termo_archive_share_counts_but_touches_no_streak(huddle):
    """As the NYT's: yesterday's and today's make a streak of 2; one from a month ago,
    played late, counts as played and its line says no streak counts it."""
    today = _today(TERMO_ZERO)
    now = snowflake_at(NOON.timestamp())
    replies = []
    for n, puzzle in enumerate((today - 1, today, today - 30)):  # the last from the archive
        text = f"joguei term.ooo #{puzzle} 3/6 🔥 1\n\n{TERMO_ROWS}"
        replies.append(await huddle.on_message(Incoming(10, 1, now + n, ALICE, text)))
    lines = [body(r) for r in replies]
    assert "from the archive, no streak" in lines[2] and "streak 1" not in lines[2]
    assert not any("from the archive" in line for line in lines[:2])
    # the line says the streak now, as the NYT's does
    assert "3/6 · streak 1 · Termo" in lines[0] and "3/6 · streak 2 · Termo" in lines[1]
    stats = body(await huddle.shares.stats(1, ALICE, "termo"))
    assert "played **3**" in stats and "current streak **2**" in stats
    assert "1 played late from the archive (no streak counts it)" in stats


async def test_a_wordle_global_archive_share_counts_but_touches_no_streak(huddle):
    today = _today(PUZZLE_ZERO)
    now = snowflake_at(NOON.timestamp())
    for n, puzzle in enumerate((today - 1, today, today - 30)):
        text = f"Wordle Español #{puzzle} 2/6\nwww.wordle.global/es\n\n{SPANISH_ROWS}"
        await huddle.on_message(Incoming(10, 1, now + n, ALICE, text))
    stats = body(await huddle.shares.stats(1, ALICE, "spanish"))
    assert "played **3**" in stats and "current streak **2**" in stats
    assert "1 played late from the archive (no streak counts it)" in stats


async def test_a_quordle_archive_share_counts_but_touches_no_streak(huddle):
    today = _today(QUORDLE_ZERO)
    now = snowflake_at(NOON.timestamp())
    replies = []
    for n, puzzle in enumerate((today - 1, today, today - 30)):
        text = f"Daily Quordle #{puzzle}\n5️⃣4️⃣\n7️⃣6️⃣\nquordle.com"
        replies.append(await huddle.on_message(Incoming(10, 1, now + n, ALICE, text)))
    lines = [body(r) for r in replies]
    assert "from the archive, no streak" in lines[2]
    assert not any("from the archive" in line for line in lines[:2])
    stats = body(await huddle.shares.stats(1, ALICE, "quordle"))
    assert "current streak **2**" in stats
    assert "1 played late from the archive (no streak counts it)" in stats


async def test_a_dordle_share_line_says_the_streak_as_the_nyts_does(huddle):
    """Its days are not known here, so no share of it is late, but its numbers are
    consecutive days all the same: its line says the streak they make."""
    now = snowflake_at(NOON.timestamp())
    lines = []
    for n, puzzle in enumerate((77, 78, 80)):
        text = f"Daily Dordle #{puzzle:04d} 4&6/7"
        lines.append(body(await huddle.on_message(Incoming(10, 1, now + n, ALICE, text))))
    assert [re.search(r"streak \d+", line)[0] for line in lines] == [
        "streak 1",
        "streak 2",
        "streak 1",
    ]
    assert not any("archive" in line for line in lines)
