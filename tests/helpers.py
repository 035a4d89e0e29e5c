"""Small builders the tests share."""

from __future__ import annotations

import itertools

from solver import Guess, parse_guess


def history(text: str) -> list[Guess]:
    """'HARES=.ar.. GUILT=.....' -> the played guesses."""
    return [Guess(*parse_guess(token)) for token in text.split()]


def standing_clock() -> float:
    """A clock for deadlines that never moves: ``Deadline(0)`` is already past and any
    longer one never comes, so what a test's search finishes never depends on how busy the
    machine is (module-level, so a deadline holding it pickles into a lane's process)."""
    return 0.0


_hours = itertools.count(step=3600)


def racing_clock() -> float:
    """A clock for deadlines that moves an hour each time it is read: every deadline has
    passed at its first check, so a test sees what a search does with no time at all, on
    any machine."""
    return float(next(_hours))


class CountingClock:
    """A clock for deadlines that moves one tick each time it is read: a deadline of ``n``
    is a budget of ``n`` checks, so how far a search gets is the same on any machine."""

    def __init__(self) -> None:
        self.ticks = 0

    def __call__(self) -> float:
        self.ticks += 1
        return float(self.ticks)
