"""The rules of a Wordle game that are not about scoring: how long a game is and when it
is won.  Everything that counts rows or checks for a solve asks here."""

from __future__ import annotations

from collections.abc import Sequence

from solver.feedback import GREEN

ROWS = 6  # guesses in a Wordle game


def is_solved(pattern: Sequence[int]) -> bool:
    """All green: the guess was the answer."""
    return all(tile == GREEN for tile in pattern)


def game_over(patterns: Sequence[Sequence[int]]) -> bool:
    """Won, or out of rows."""
    return any(is_solved(p) for p in patterns) or len(patterns) >= ROWS
