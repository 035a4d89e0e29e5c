"""Small builders the tests share."""

from __future__ import annotations

import ast
import functools
import itertools
from pathlib import Path

from solver import Guess, parse_guess


def history(text: str) -> list[Guess]:
    """'HARES=.ar.. GUILT=.....' -> the played guesses."""
    return [Guess(*parse_guess(token)) for token in text.split()]


@functools.cache
def syntax_tree(path: Path) -> ast.Module:
    """A module's syntax tree, parsed once a process: several checks walk every module of
    the bot (the catalogs' templates, numbers written by hand, the lanes' work), each only
    reading the trees."""
    return ast.parse(path.read_text(encoding="utf-8"))


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
