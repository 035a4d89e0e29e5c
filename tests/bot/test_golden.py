"""Golden transcripts: a console script and its full output, checked in.

They pin the bot's wording, so a rewording is a visible, deliberate diff.  The script
exercises every command and paste form; the search has all the time it needs, so the
output is the same on any machine.  ``HUDDLE_UPDATE_GOLDEN=1`` rewrites the expected
file after a deliberate change (review the diff before committing it).
"""

from __future__ import annotations

import io
import os
from pathlib import Path

from bot.console import run_console
from bot.service import Huddle

GOLDEN = Path(__file__).parent.parent / "golden"


async def test_console_transcript_is_unchanged(store, solver):
    huddle = Huddle(store, solver, search_seconds=60.0)
    await huddle.warm_up()
    out = io.StringIO()
    script = (GOLDEN / "console_script.txt").read_text(encoding="utf-8")
    await run_console(huddle, io.StringIO(script), out)
    expected = GOLDEN / "console_transcript.txt"
    if os.environ.get("HUDDLE_UPDATE_GOLDEN"):
        expected.write_text(out.getvalue(), encoding="utf-8")
    assert out.getvalue() == expected.read_text(encoding="utf-8")
