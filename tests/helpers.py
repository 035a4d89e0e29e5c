"""Small builders the tests share."""

from __future__ import annotations

from solver import Guess, parse_guess


def history(text: str) -> list[Guess]:
    """'HARES=.ar.. GUILT=.....' -> the played guesses."""
    return [Guess(*parse_guess(token)) for token in text.split()]
