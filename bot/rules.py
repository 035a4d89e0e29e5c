"""A channel game's lifecycle rules, pure (no I/O): what a history's status is and when a
game has sat idle too long.  The Wordle rules themselves (six rows, all green) are in
solver/rules.py."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from solver import Guess
from solver.rules import ROWS, is_solved


class Status(StrEnum):
    """Where a channel's game stands (stored as its value)."""

    ACTIVE = "active"
    SOLVED = "solved"
    FAILED = "failed"
    RESET = "reset"

    @property
    def ended(self) -> bool:
        """Over by play (won or lost), not by a reset."""
        return self in (Status.SOLVED, Status.FAILED)


IDLE_SECONDS = 18 * 3600  # a game untouched this long is over; the next paste starts anew


def status_of(history: Sequence[Guess]) -> Status:
    """Solved by an all-green row, failed once the rows run out, else still going."""
    if any(is_solved(g.pattern) for g in history):
        return Status.SOLVED
    return Status.FAILED if len(history) >= ROWS else Status.ACTIVE


def is_idle(updated_at: float, now: float) -> bool:
    return now - updated_at > IDLE_SECONDS


def too_many_rows(kept: int, adding: int) -> bool:
    """A paste that would take a game past its six rows is refused before any solving."""
    return kept + adding > ROWS
