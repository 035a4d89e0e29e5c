"""docs/commands.md's command tables, written from the command table (bot/commands) as
/help reads it (bot/help_pages), so the reference a reader opens cannot drift from the
commands the bot has: ``python scripts/make_command_docs.py`` writes them between two
markers, the page's prose around them kept as it is, and a test fails when it is stale.
"""

from __future__ import annotations

from pathlib import Path

from bot.commands import Command, Option
from bot.formatting import choice_runs
from bot.help_pages import GROUPS, blurb, group_title, listed, permission, synopsis
from bot.i18n import ENGLISH, speaking_in

PAGE = Path(__file__).resolve().parent.parent / "docs" / "commands.md"
BEGIN = "<!-- the command tables: written by scripts/make_command_docs.py from bot/commands -->"
END = "<!-- end of the command tables -->"


class NoMarkers(ValueError):
    """The page has lost the markers the tables are written between."""


def with_tables(page: str) -> str:
    """``page`` with the command tables between its markers written afresh."""
    head, begin, rest = page.partition(BEGIN)
    _, end, tail = rest.partition(END)
    if not begin or not end:
        raise NoMarkers(f"docs/commands.md needs the lines {BEGIN!r} and {END!r}")
    return f"{head}{BEGIN}\n\n{tables()}\n\n{END}{tail}"


def tables() -> str:
    """A table per /help group: each command as typed, what it does, its options, who."""
    with speaking_in(ENGLISH):
        return "\n\n".join(_group(g) for g in GROUPS)


def _group(group: str) -> str:
    rows = [
        f"### {group_title(group)}",
        "",
        "| command | what it does | options | who |",
        "|---|---|---|---|",
        *(_row(c) for c in listed(group)),
    ]
    return "\n".join(rows)


def _row(command: Command) -> str:
    said = command.description
    if command.blurb:
        said += f" {blurb(command)}"
    if command.private:
        said += "; only you see it"
    options = "<br>".join(_option(o) for o in command.typed) or "—"
    cells = [f"`{_cell(synopsis(command))}`", said, _cell(options), _who(command)]
    return f"| {' | '.join(cells)} |"


def _option(option: Option) -> str:
    """An option by name: its choices, its default where its description does not say it."""
    shown = f"`{option.name}`"
    if option.choices:
        shown += ": " + ", ".join(f"`{c}`" for c in choice_runs(option.choices))
    told = option.description
    if option.default not in (None, "", False) and not option.choices and "default" not in told:
        told += f" (default {option.default})"
    return f"{shown} — {told}" if told else shown


def _who(command: Command) -> str:
    who = f"{permission(command)}" if command.needs else "anyone"
    return f"{who}; also in DMs" if command.anywhere else who


def _cell(text: str) -> str:
    """Text in a table cell: its pipes escaped."""
    return text.replace("|", "\\|")


def write(page: Path = PAGE) -> bool:
    """Write the tables into the page; whether it changed."""
    before = page.read_text(encoding="utf-8")
    after = with_tables(before)
    if after != before:
        page.write_text(after, encoding="utf-8")
    return after != before
