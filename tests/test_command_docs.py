"""docs/commands.md's command tables are written from the command table (bot/reference.py,
``python scripts/make_command_docs.py``): the page fails here the moment a command, an
option or a description changes and the page is not written again."""

from __future__ import annotations

import pytest

from bot.commands import COMMANDS
from bot.reference import BEGIN, END, PAGE, NoMarkers, with_tables


def test_docs_commands_md_is_as_the_command_table_writes_it():
    page = PAGE.read_text(encoding="utf-8")
    assert with_tables(page) == page, "stale: run python scripts/make_command_docs.py"


def test_the_tables_name_every_command_but_help_and_every_option():
    page = PAGE.read_text(encoding="utf-8").partition(BEGIN)[2].partition(END)[0]
    shown = [c for c in COMMANDS if c.name != "help"]  # /help: the page being read
    assert [c.name for c in shown if f"| `/{c.name}" not in page] == []
    assert [o.name for c in shown for o in c.typed if f"`{o.name}`" not in page] == []


def test_what_stood_between_the_markers_is_written_over_and_the_prose_kept():
    page = f"prose before\n{BEGIN}\n| `/gone` | a command no more |\n{END}\nprose after\n"
    written = with_tables(page)
    assert "/gone" not in written and "| `/hint [count]` |" in written
    assert written.startswith("prose before\n") and written.endswith(f"{END}\nprose after\n")


def test_a_page_without_its_markers_is_refused():
    with pytest.raises(NoMarkers):
        with_tables("### Playing\n| `/new` | … |\n")
