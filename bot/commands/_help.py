"""``/help``'s entry in the command list: its page is built from the list itself
(bot/help_pages.py), so it is the one command this package answers beside gathering."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Protocol

from bot.domain import Asker, Reply
from bot.slash import About, Command


class Helping(Protocol):
    """The part of the service ``/help`` reaches: its pages."""

    async def help(self, topic: str = "") -> Reply: ...


@dataclass(frozen=True)
class HelpOptions:
    topic: Annotated[
        str, About("A group (playing, results, moderators) or a command, e.g. hint")
    ] = ""


async def help_command(h: Helping, at: Asker, o: HelpOptions) -> Reply:
    return await h.help(o.topic)


HELP_COMMANDS = (Command("help", "How to use wordle-huddle", HelpOptions, help_command),)
