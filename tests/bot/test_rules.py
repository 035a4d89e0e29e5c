"""A game's lifecycle rules, pure."""

from __future__ import annotations

from bot.rules import IDLE_SECONDS, Status, is_idle, status_of, too_many_rows
from tests.helpers import history


def test_status_of_a_history():
    assert status_of([]) is Status.ACTIVE
    assert status_of(history("CRANE=c.... SLATE=.....")) is Status.ACTIVE
    assert status_of(history("CRANE=c.... CIGAR=CIGAR")) is Status.SOLVED
    six = history(" ".join(["CRANE=....."] * 6))
    assert status_of(six) is Status.FAILED
    assert status_of([*six[:5], *history("CIGAR=CIGAR")]) is Status.SOLVED  # a sixth-row win


def test_ended_means_by_play_and_statuses_are_their_stored_values():
    assert Status.SOLVED.ended and Status.FAILED.ended
    assert not Status.ACTIVE.ended and not Status.RESET.ended
    assert Status("active") is Status.ACTIVE and Status.RESET == "reset"


def test_idle_and_row_limits():
    assert not is_idle(1000.0, 1000.0 + IDLE_SECONDS)
    assert is_idle(1000.0, 1000.0 + IDLE_SECONDS + 1)
    assert not too_many_rows(4, 2) and too_many_rows(4, 3) and too_many_rows(0, 7)
