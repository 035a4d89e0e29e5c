"""What the one list's commands are answered by: the service's features whole
(``Features``), each feature's commands naming only the part they reach (``bot.games``'s
``Playing``, ``bot.votes``'s ``Voting`` …); ``Command`` is contravariant in it, so a
command answered by a part is one answered by the whole, and mypy checks ``Huddle``
against ``Features`` where the service calls a command."""

from __future__ import annotations

from typing import Protocol

from bot.commands._help import Pages
from bot.domain import Incoming, Reply
from bot.games import Games
from bot.settings import Settings
from bot.shares import Shares
from bot.slash import (
    NO_WORD,
    About,
    Call,
    Command,
    NoOptions,
    Option,
    Options,
    Takes,
    Word,
    as_given,
    options_of,
)
from bot.votes import Votes
from bot.wordle_app import DailySummary, Importer, WordleApp
from bot.wordlists import ServerLists

__all__ = [
    "NO_WORD",
    "About",
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
    """What a command's ``call`` is given: the service's features (``bot.service.Huddle``),
    every part any feature's commands reach."""

    games: Games
    shares: Shares
    settings: Settings
    app: WordleApp
    importer: Importer
    summary: DailySummary
    lists: ServerLists
    votes: Votes

    @property
    def help(self) -> Pages: ...

    async def on_screenshot(
        self, msg: Incoming, image: bytes | None, asked: bool = False
    ) -> Reply | None: ...
