"""Options more than one command takes: the types of their options dataclasses' fields."""

from __future__ import annotations

from typing import Annotated

from bot.commands._spec import About
from bot.domain import Upload
from bot.formatting import game_title
from solver import MOST_BOARDS, SHARED_GAMES

PUBLISHED = ("summary", "week", "month", "all")  # what /preview shows, the first by default
Board = Annotated[int | None, About("Which board (several-board games)", low=1, high=MOST_BOARDS)]
Scored = Annotated[
    str, About("Which game (default: Wordle)", choices=SHARED_GAMES, label=game_title)
]
SCORED = SHARED_GAMES[0]  # a scored game's default
ScoredHere = Annotated[  # left out: the game the channel plays (a Termo channel's is Termo)
    str | None,
    About("Which game (default: this channel's)", choices=SHARED_GAMES, label=game_title),
]
Screenshot = Annotated[Upload | None, About("A screenshot of your board instead")]
