"""The catalogs bench: both ways of reading the translations run in fresh processes and
are reported (the figures are docs/benchmarks.md's, never a test's)."""

from __future__ import annotations

import json

import pytest

from bot.bench.catalogs import WAYS, bench_catalogs


@pytest.mark.bench
def test_each_way_is_measured_and_reported(capsys):
    assert bench_catalogs(as_json=True, runs=1) == 0
    result = json.loads(capsys.readouterr().out)
    assert list(result) == list(WAYS)
    assert all(set(r) == {"processor_ms", "rss_kb"} for r in result.values())
