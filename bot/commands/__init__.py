"""The one list of slash commands, and what answers each.

The cog builds its slash commands from here (names, descriptions, option types), the
console its dispatcher (argument reading and usage lines), and ``/help`` its text; each
front then hands a command to ``Huddle.answer``, which calls the command's ``call`` on the
service's features.  So a new command is one entry here, the feature method that answers
it, and its replies.
"""

from __future__ import annotations

from bot.commands._games import GAME_COMMANDS
from bot.commands._shares import SHARE_COMMANDS
from bot.commands._spec import Call, Command, Features, Option, Options, Takes

__all__ = [
    "BY_NAME",
    "COMMANDS",
    "MENUS",
    "Call",
    "Command",
    "Features",
    "Option",
    "Options",
    "Takes",
]

COMMANDS: tuple[Command, ...] = (*GAME_COMMANDS, *SHARE_COMMANDS)
BY_NAME = {c.name: c for c in COMMANDS}
# the message commands' names (right-click a message → Apps; bot/fronts/message_commands.py),
# here beside the slash commands' so the catalogs name them in each language too
MENUS = ("Add to the game", "Count this result")
