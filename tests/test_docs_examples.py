"""The console examples in docs/ (``$ python -m bot console <<'EOF'`` blocks, as README's)
are run through the console and must read word for word as the page says: a reference
page's example cannot drift from the bot."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.fronts.console import run_console
from bot.service import Huddle
from tests.helpers import standing_clock
from tests.test_readme import EXAMPLE

DOCS = Path(__file__).parent.parent / "docs"


def examples() -> list[tuple[str, re.Match[str]]]:
    return [
        (page.name, found)
        for page in sorted(DOCS.glob("*.md"))
        for found in EXAMPLE.finditer(page.read_text(encoding="utf-8"))
    ]


async def console_says(huddle: Huddle, script: str) -> str:
    out = io.StringIO()
    await run_console(huddle, io.StringIO(script + "\n"), out)
    return out.getvalue().rstrip("\n")


def test_games_md_shows_a_quordle_reply_as_the_console_says_it():
    """It quoted a best guess and a share's line the bot never said (#69)."""
    assert any(
        page == "games.md" and "/new quordle" in found["script"] for page, found in examples()
    )


@pytest.mark.parametrize("page,example", examples(), ids=lambda v: v if isinstance(v, str) else "")
async def test_a_docs_console_example_is_what_the_console_says(page, example, store, solver):
    huddle = Huddle(store, solver, deadline_clock=standing_clock)  # every search to its end
    assert await console_says(huddle, example["script"]) == example["said"], page
