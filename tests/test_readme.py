"""README's console example is run through the console and must say what README says it
says, word for word: the first thing a newcomer reads cannot drift from the bot."""

from __future__ import annotations

import io
import re
from pathlib import Path

from bot.fronts.console import run_console
from bot.service import Huddle
from tests.helpers import standing_clock

README = Path(__file__).parent.parent / "README.md"
EXAMPLE = re.compile(
    r"\$ python -m bot console <<'EOF'\n(?P<script>.*?)\nEOF\n(?P<said>.*?)\n```", re.DOTALL
)


def test_readme_has_one_console_example():
    assert len(EXAMPLE.findall(README.read_text(encoding="utf-8"))) == 1


async def test_readmes_console_example_is_what_the_console_says(store, solver):
    example = EXAMPLE.search(README.read_text(encoding="utf-8"))
    assert example is not None
    huddle = Huddle(store, solver, deadline_clock=standing_clock)  # every search to its end
    out = io.StringIO()
    await run_console(huddle, io.StringIO(example["script"] + "\n"), out)
    assert out.getvalue().rstrip("\n") == example["said"]
