"""Pictures attached beside a text reply (Pillow, PNG): the board, a player's stats and a
game's analysis.  A picture adds to an answer and never carries it alone: each has a
description for screen readers, and the text reply stays complete without it.

- ``board``: lettered tiles in the game's colours, any number of boards;
- ``charts``: the guess distribution with the last puzzles, and the words left per turn.
"""

from bot.pictures._canvas import FONT, HIGH_CONTRAST, STANDARD, Palette, Picture, palette_for
from bot.pictures.board import board_picture
from bot.pictures.charts import (
    TurnLeft,
    analysis_picture,
    boards_analysis_picture,
    stats_picture,
)

__all__ = [
    "FONT",
    "HIGH_CONTRAST",
    "STANDARD",
    "Palette",
    "Picture",
    "TurnLeft",
    "analysis_picture",
    "board_picture",
    "boards_analysis_picture",
    "palette_for",
    "stats_picture",
]
