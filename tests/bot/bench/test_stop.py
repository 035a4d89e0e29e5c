"""The stop bench: the console asked to leave at each moment, on a real terminal."""

from __future__ import annotations

import json

import pytest

from bot.bench.stop import MOMENTS, bench_stop


@pytest.mark.slow  # five consoles, three of them building their tables from nothing
def test_the_console_leaves_at_every_moment_with_0_saying_nothing(capsys):
    assert bench_stop(as_json=True) == 0
    runs = json.loads(capsys.readouterr().out)
    assert list(runs) == [name for name, _, _ in MOMENTS]
    for name, run in runs.items():
        assert run["exit"] == 0 and run["said"] == [], (name, run)
        assert run["seconds"] >= 0  # measured; how long is the bench's figure, not a test's
