"""``/help``'s entry in the command list: its page is built from the list itself
(bot/help_pages.py), so it is the one command this package answers beside gathering."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Protocol

from bot.domain import Asker, Reply
from bot.slash import About, Command
from bot.store import Unavailable
from solver import WORDLE, Variant


class Pages(Protocol):
    """``/help``'s pages (``bot.help_pages.HelpPages``, which reads this list, so named
    here by what it does)."""

    async def page(self, topic: str = "", kind: Variant = WORDLE) -> Reply: ...


class GameHere(Protocol):
    """Which game a channel plays: /help's examples are in its words."""

    async def kind_here(self, channel_id: int) -> Variant: ...


class Helping(Protocol):
    """The part of the service ``/help`` reaches: its pages, and the channel's game."""

    @property
    def help(self) -> Pages: ...

    @property
    def games(self) -> GameHere: ...


@dataclass(frozen=True)
class HelpOptions:
    topic: Annotated[
        str, About("A group (playing, results, moderators) or a command, e.g. hint")
    ] = ""


async def help_command(h: Helping, at: Asker, o: HelpOptions) -> Reply:
    return await h.help.page(o.topic, await _game_here(h.games, at.channel_id))


async def _game_here(games: GameHere, channel_id: int) -> Variant:
    """The channel's game for /help's examples; Wordle's while the database is away, since
    help is what a player reads when nothing else answers."""
    try:
        return await games.kind_here(channel_id)
    except Unavailable:
        return WORDLE


HELP_COMMANDS = (Command("help", "How to use wordle-huddle", HelpOptions, help_command),)
