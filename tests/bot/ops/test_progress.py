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


def test_a_log_gets_one_plain_line_per_step(caplog):
    piped = io.StringIO()
    with caplog.at_level(logging.INFO, "bot.ops.progress"):
        Progress(piped).step(1, 8, "Wordle openings")
    assert piped.getvalue() == ""
    assert [r.getMessage() for r in caplog.records] == ["warming up 2/8: Wordle openings"]


@pytest.mark.slow
def test_a_first_start_answers_before_every_table_is_built(capsys):
    from bot.bench.start import bench_start

    assert bench_start(as_json=True) == 0
    runs = json.loads(capsys.readouterr().out)
    for run in ("cold", "warm"):
        assert 0 < runs[run]["prompt_s"] <= runs[run]["first_reply_s"] <= runs[run]["exit_s"]
    assert runs["warm"]["cache_mb"] > 100  # the tables were written for the next start
