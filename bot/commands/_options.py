"""Options more than one command takes."""

from __future__ import annotations

from bot.commands._spec import Option
from bot.formatting import game_title
from solver import MOST_BOARDS, SHARED_GAMES

PUBLISHED = ("summary", "week", "month", "all")  # what /preview shows, the first by default
BOARD = Option(
    "board", "Which board (several-board games)", "number", required=False, low=1, high=MOST_BOARDS
)
SCORED = Option(
    "game",
    "Which game (default: Wordle)",
    "choice",
    SHARED_GAMES,
    False,
    SHARED_GAMES[0],
    label=game_title,
)
