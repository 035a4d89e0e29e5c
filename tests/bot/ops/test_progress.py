"""A start's progress: a bar on a terminal, plain log lines elsewhere, the cache said once;
and a newcomer's first start, measured end to end."""

from __future__ import annotations

import io
import json
import logging

import pytest

from bot.ops.progress import Progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_gets_a_bar_redrawn_in_place_and_cleared(caplog):
    screen = Terminal()
    progress = Progress(screen)
    with caplog.at_level(logging.INFO, "bot.ops.progress"):
        progress.step(0, 4, "pattern table")
        progress.step(3, 4, "grid deduction table")
        progress.done()
    drawn = screen.getvalue().split("\r")
    assert drawn[1].startswith("warming up [........................] 1/4 pattern table")
    assert drawn[2].startswith("warming up [##################......] 4/4 grid deduction")
    assert drawn[-1] == "" and drawn[-2].strip() == ""  # the line is left clean
    (said,) = [r.getMessage() for r in caplog.records]  # the cache folder, once
    assert said.startswith("ready in ") and "tables cached in " in said and " MB)" in said


def test_a_log_gets_a_start_line_and_a_ready_line(caplog):
    piped = io.StringIO()
    progress = Progress(piped)
    with caplog.at_level(logging.INFO, "bot.ops.progress"):
        for n, label in enumerate(("pattern table", "Wordle openings", "Dordle openings")):
            progress.step(n, 3, label)
        progress.done()
    assert piped.getvalue() == ""
    start, ready = [r.getMessage() for r in caplog.records]
    assert start == "warming up: 3 steps"
    assert ready.startswith("ready in ") and "tables cached in " in ready and " MB)" in ready


@pytest.mark.slow
@pytest.mark.bench
def test_a_first_start_answers_every_kind_of_first_input(capsys):
    from bot.bench.start import FIRST_INPUTS, bench_start

    assert bench_start(as_json=True) == 0
    runs = json.loads(capsys.readouterr().out)
    assert set(runs) == {first.name for first in FIRST_INPUTS}
    for timed in runs.values():
        for run in ("cold", "warm"):
            assert timed[run]["prompt_s"] > 0 and timed[run]["reply_s"] >= 0
            assert timed[run]["rss_mb"] > 0
    assert 5 < runs["/deduce"]["warm"]["cache_mb"] < 120  # kept for the next start, small
