"""The solver a bench measures: the one the bot would run with the same environment."""

from __future__ import annotations

from solver import Solver


def configured_solver() -> Solver:
    """The solver over the likely answers ``HUDDLE_ANSWERS`` (or .env) chooses, as the bot
    builds it: a bench of a server that plays the original list measures that list."""
    from bot.ops.config import Config

    return Config.load().solver()
