"""``bench store`` serves one workload three ways with real processes and reports each."""

import json

import pytest

from bot.bench.soak import Soak
from bot.bench.store import CHANNELS, GUILDS, bench_store
from bot.service import Huddle


def test_processes_split_the_channels_by_guild_without_overlap(store, solver):
    huddle = Huddle(store, solver)
    halves = [Soak(huddle, CHANNELS, GUILDS, part=(i, 2)).channels for i in range(2)]
    ids = [{c.id for c in half} for half in halves]
    assert not ids[0] & ids[1] and len(ids[0] | ids[1]) == CHANNELS
    guilds = [{c.guild for c in half} for half in halves]
    assert not guilds[0] & guilds[1] and len(guilds[0]) == len(guilds[1]) == GUILDS // 2


@pytest.mark.slow  # four processes, each a whole bot warming its tables
def test_store_bench_runs_sqlite_and_postgres_with_one_and_two_processes(postgres_server, capsys):
    assert bench_store(as_json=True, operations=120, postgres=postgres_server.url()) == 0
    result = json.loads(capsys.readouterr().out)
    runs = [(r["backend"], r["processes"], r["operations"]) for r in result["runs"]]
    assert runs == [("sqlite", 1, 120), ("postgresql", 1, 120), ("postgresql", 2, 120)]
    assert all(r["max_ms"] >= r["p99_ms"] >= r["p50_ms"] > 0 for r in result["runs"])
    assert result["scaling_2_over_1"] > 0 and result["postgresql"] == "the server given"
