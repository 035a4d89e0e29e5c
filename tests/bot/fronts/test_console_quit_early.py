"""`quit` typed while the console warms up leaves without its banner and a fresh prompt
(fresh_findings4 finding 13); a guess typed then is played once the console opens."""

from __future__ import annotations

import io
import os

from bot.fronts.console import run_console


class Terminal(io.TextIOWrapper):
    """A pipe read as a terminal: what was typed before the console opened waits in it."""

    def isatty(self) -> bool:
        return True


def _typed(text: str) -> Terminal:
    read, write = os.pipe()
    os.write(write, text.encode())
    os.close(write)
    return Terminal(io.FileIO(read, "r"), encoding="utf-8")


async def test_quit_typed_during_the_warm_up_leaves_at_once(huddle):
    out = io.StringIO()
    with _typed("quit\n") as stdin:
        await run_console(huddle, stdin, out)
    assert out.getvalue() == ""


async def test_a_line_typed_during_the_warm_up_is_played_after_the_banner(huddle):
    out = io.StringIO()
    with _typed("crane 20010\n") as stdin:
        await run_console(huddle, stdin, out)
    said = out.getvalue()
    assert said.index("wordle-huddle console") < said.index("CRANE")
