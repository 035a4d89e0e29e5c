"""``/help``'s entry in the command list: its page is built from the list itself
(bot/help_pages.py), so it is the one command this package answers beside gathering."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Protocol

from bot.domain import Asker, Reply
from bot.slash import About, Command


class Pages(Protocol):
    """``/help``'s pages (``bot.help_pages.HelpPages``, which reads this list, so named
    here by what it does)."""

    async def page(self, topic: str = "") -> Reply: ...


class Helping(Protocol):
    """The part of the service ``/help`` reaches: its pages."""

    @property
    def help(self) -> Pages: ...


@dataclass(frozen=True)
class HelpOptions:
    topic: Annotated[
        str, About("A group (playing, results, moderators) or a command, e.g. hint")
    ] = ""


async def help_command(h: Helping, at: Asker, o: HelpOptions) -> Reply:
    return await h.help.page(o.topic)


HELP_COMMANDS = (Command("help", "How to use wordle-huddle", HelpOptions, help_command),)
