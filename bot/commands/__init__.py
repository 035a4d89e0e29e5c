"""The one list of slash commands, and what answers each.

The cog builds its slash commands from here (names, descriptions, option types), the
console its dispatcher (argument reading and usage lines), and ``/help`` its text; each
front then hands a command to ``Huddle.answer``, which calls the command's ``call`` on the
service's features.  A feature whose package holds its commands (``bot/votes/``) gives
them here; the game's and the results' are still in this package (``_games.py``,
``_shares.py``).
"""

from __future__ import annotations

from typing import Any

from bot.commands._games import GAME_COMMANDS
from bot.commands._shares import SHARE_COMMANDS
from bot.commands._spec import Features, Option, Options, Takes
from bot.slash import Command
from bot.votes import VOTE_COMMANDS

__all__ = [
    "BY_NAME",
    "COMMANDS",
    "MENUS",
    "Command",
    "Features",
    "Option",
    "Options",
    "Takes",
]


def placed(
    commands: tuple[Command[Features, Any], ...],
    after: str,
    more: tuple[Command[Features, Any], ...],
) -> tuple[Command[Features, Any], ...]:
    """A feature's ``more`` commands in the list where /help and Discord show them: after
    the command named ``after``."""
    at = next(n for n, c in enumerate(commands) if c.name == after) + 1
    return (*commands[:at], *more, *commands[at:])


# the order /help, docs/commands.md and Discord's list show them in
COMMANDS: tuple[Command[Features, Any], ...] = (
    *placed(GAME_COMMANDS, "hint", VOTE_COMMANDS),
    *SHARE_COMMANDS,
)
BY_NAME = {c.name: c for c in COMMANDS}
# the message commands' names (right-click a message → Apps; bot/fronts/message_commands.py),
# here beside the slash commands' so the catalogs name them in each language too
MENUS = ("Add to the game", "Count this result")
