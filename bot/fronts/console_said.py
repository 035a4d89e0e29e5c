"""The console's own lines that take more than a template: a command as the language
speaking names it, how ``!poll`` takes its counts, the interactive console's welcome."""

from __future__ import annotations

from bot.i18n import command_name, t, tn


def named(name: str) -> str:
    """A command as the language speaking names it (``/ajuda`` in Portuguese)."""
    return "/" + command_name(name)


def votes_each(answers: int) -> str:
    """How ``!poll`` is told its counts, one per answer on the ballot."""
    return tn(
        "(give the {count} answer its votes: !poll 3 …)",
        "(give each of the {count} answers its votes: !poll 3 1 0 …)",
        answers,
    )


def welcome() -> str:
    """The interactive console's first line: what to do, and that it checks no permission
    Discord would (it plays every member of its server)."""
    return t(
        "wordle-huddle console — paste guesses, {help} for commands, quit to leave. "
        "In this console every player may use the moderators' commands.",
        help=named("help"),
    )
