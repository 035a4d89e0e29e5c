"""The one list of slash commands, gathered from the features that answer them.

Each feature's package holds its commands (``bot/games/_commands.py``,
``bot/shares/_commands.py``, ``bot/votes/_commands.py`` …: options, call, flags); this
package keeps what a command is answered by (``_spec.Features``), ``/help``'s entry and
the order.  The cog builds its slash commands from here (names, descriptions, option
types), the console its dispatcher (argument reading and usage lines), and ``/help`` its
text; each front then hands a command to ``Huddle.answer``, which calls the command's
``call`` on the service's features.
"""

from __future__ import annotations

from typing import Any

from bot.commands._help import HELP_COMMANDS
from bot.commands._spec import Features, Option, Options, Takes
from bot.games import GAME_COMMANDS
from bot.settings import SETTINGS_COMMANDS
from bot.shares import SHARE_COMMANDS
from bot.slash import Command
from bot.votes import VOTE_COMMANDS
from bot.wordle_app import APP_COMMANDS
from bot.wordlists import LIST_COMMANDS

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

# the order /help, docs/commands.md and Discord's list show them in: the game's, then the
# results' (a new command's name goes here, beside its kin)
ORDER = (
    *("new", "hint", "vote", "solve", "guess", "status", "candidates", "why", "undo"),
    *("reset", "mode", "spoilers", "settings", "wordlist", "colours", "help"),
    *("stats", "history", "compare", "leaderboard", "deduce", "analysis", "import", "link"),
    *("preview", "export", "forgetme"),
)
EVERY: tuple[Command[Features, Any], ...] = (
    *GAME_COMMANDS,
    *VOTE_COMMANDS,
    *SETTINGS_COMMANDS,
    *LIST_COMMANDS,
    *HELP_COMMANDS,
    *SHARE_COMMANDS,
    *APP_COMMANDS,
)


def in_order(
    commands: tuple[Command[Features, Any], ...], order: tuple[str, ...]
) -> tuple[Command[Features, Any], ...]:
    """The features' commands in the order named, each once: a command the order leaves
    out, or a name no feature answers, is a mistake found at import."""
    by_name = {c.name: c for c in commands}
    if sorted(by_name) != sorted(order) or len(by_name) != len(commands):
        raise ValueError(f"ORDER names {sorted(order)}; the features answer {sorted(by_name)}")
    return tuple(by_name[name] for name in order)


COMMANDS = in_order(EVERY, ORDER)
BY_NAME = {c.name: c for c in COMMANDS}
# the message commands' names (right-click a message → Apps; bot/fronts/message_commands.py),
# here beside the slash commands' so the catalogs name them in each language too
MENUS = ("Add to the game", "Count this result")
