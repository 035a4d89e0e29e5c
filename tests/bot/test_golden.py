"""Golden transcripts: a console script and its full output, and the solver CLI's output
for a few command lines, checked in.

They pin the bot's wording, so a rewording is a visible, deliberate diff.  The script
exercises every command and paste form; the search has all the time it needs, so the
output is the same on any machine.  ``HUDDLE_UPDATE_GOLDEN=1`` rewrites the expected
file after a deliberate change (review the diff before committing it).
"""

from __future__ import annotations

import io
import os
import shlex
from contextlib import redirect_stdout
from datetime import UTC, datetime
from pathlib import Path

from bot.fronts.console import run_console
from bot.service import Huddle
from solver.cli import main as solver_cli

GOLDEN = Path(__file__).parent.parent / "golden"


def matches_golden(name: str, output: str) -> None:
    expected = GOLDEN / name
    if os.environ.get("HUDDLE_UPDATE_GOLDEN"):
        expected.write_text(output, encoding="utf-8")
    assert output == expected.read_text(encoding="utf-8")


async def test_console_transcript_is_unchanged(store, solver):
    # a fixed day: the leaderboard's period says which puzzles it counts
    day = datetime(2026, 11, 24, 12, tzinfo=UTC).timestamp()
    huddle = Huddle(store, solver, search_seconds=60.0, clock=lambda: day)
    await huddle.warm_up()
    out = io.StringIO()
    script = (GOLDEN / "console_script.txt").read_text(encoding="utf-8")
    await run_console(huddle, io.StringIO(script), out)
    matches_golden("console_transcript.txt", out.getvalue())


def test_solver_cli_output_is_unchanged():
    out = io.StringIO()
    for line in (GOLDEN / "cli_commands.txt").read_text(encoding="utf-8").splitlines():
        out.write(f"$ python -m solver {line}\n")
        with redirect_stdout(out):
            solver_cli(shlex.split(line))
    matches_golden("cli_transcript.txt", out.getvalue())
