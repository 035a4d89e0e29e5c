"""The fairness bench: heavy commands in their own process while pastes stream in, and its
control (the heavy commands only wait); real solver, real SQLite, a real lane process."""

from __future__ import annotations

import json

import pytest

from bot.advisor import SEARCH_SECONDS
from bot.bench.fairness import bench_fairness


@pytest.mark.e2e  # the bot's heavy lane, a process of its own (docs/testing.md: markers)
@pytest.mark.parametrize("control", [False, True])
def test_fairness_bench_reports_pastes_and_heavy_commands(capsys, control):
    assert bench_fairness(as_json=True, heavy=2, rounds=1, control=control) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["control"] is control and result["heavy_ms"]["count"] == 2
    assert result["paste"]["count"] >= 1  # pastes went on while they ran
    assert result["heavy_ms"]["p50_ms"] >= SEARCH_SECONDS * 1000  # each took its deadline
