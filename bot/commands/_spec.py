"""The commands the service's features answer as a whole (the game's and the results'):
``Command`` here is ``bot.slash.Command`` answered by ``Features``, so their ``call``\\ s
reach any feature (``h.games``, ``h.shares``) and mypy checks each against it.  A feature
whose commands live in its own package names only the part it reaches (``bot.votes``'s
``Voting``); ``Features`` has every part, so the one list holds both."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from bot.domain import Asker, Reply, Upload
from bot.games import Games
from bot.settings import Settings
from bot.shares import Shares
from bot.slash import (
    NO_WORD,
    About,
    Call,
    NoOptions,
    Option,
    Options,
    Takes,
    Word,
    as_given,
    options_of,
)
from bot.slash import Command as AnyCommand
from bot.votes import Votes
from bot.wordle_app import DailySummary, Importer, WordleApp
from bot.wordlists import ServerLists

__all__ = [
    "NO_WORD",
    "About",
    "AnyCommand",
    "Call",
    "Command",
    "Features",
    "NoOptions",
    "Option",
    "Options",
    "Takes",
    "Word",
    "as_given",
    "options_of",
]


class Features(Protocol):
    """What a command's ``call`` is given: the service's features (``bot.service.Huddle``)."""

    games: Games
    shares: Shares
    settings: Settings
    app: WordleApp
    importer: Importer
    summary: DailySummary
    lists: ServerLists
    votes: Votes

    async def help(self, topic: str = "") -> Reply: ...

    async def solve(self, at: Asker, guesses: str, hard: bool, shot: Upload | None) -> Reply: ...

    async def guess(self, at: Asker, word: str, feedback: str, shot: Upload | None) -> Reply: ...


@dataclass(frozen=True)
class Command(AnyCommand[Features, Takes]):
    """A command answered by the features as a whole.  Build each where its options' type
    is inferred from ``takes`` (a tuple left unannotated, as the command lists are): under
    a ``Command[Any]`` annotation mypy would type every ``call``'s options as ``Any``."""
