"""The worst-case benchmarks run end to end on a small scale and report what they promise."""

import json

from bot.bench.stress import bench_hostile, bench_soak


def test_hostile_bench_answers_every_case_as_it_should(capsys):
    assert bench_hostile(as_json=True, shares=60) == 0
    result = json.loads(capsys.readouterr().out)
    replies = {c["case"]: c["reply"] for c in result["cases"]}
    assert replies["17-line contradictory paste (?ILLS family)"] == "I couldn't read that"
    assert replies["6-line paste with a typo in the last line"] == "That doesn't fit"
    assert replies["a row past six in a live game"] == "Too many rows"
    assert replies["400 distinct guesses in one paste"] == "I couldn't read that"
    assert replies["/deduce over 60 shares"] == "Puzzle 1,500"
    assert replies["/analysis of a six-row game (hard)"] == "Game analysis (so far)"
    assert replies["/guess unlisted word"] == "3/6 played"
    assert result["slowest"]["case"] in replies and len(result["cases"]) > 30


def test_soak_bench_reads_memory_and_latency_as_it_goes(capsys):
    assert bench_soak(as_json=True, messages=300, channels=40, guilds=4, every=100) == 0
    result = json.loads(capsys.readouterr().out)
    assert [r["messages"] for r in result["readings"]] == [100, 200, 300]
    assert all(
        r["rss_untrimmed_mb"] > 0 and r["max_ms"] >= r["p99_ms"] >= r["p50_ms"]
        for r in result["readings"]
    )
    # each reading is taken twice, before and after a trim; the peak is of the first
    assert all(r["rss_mb"] > 0 for r in result["readings"])
    assert result["max_rss_mb"] == max(r["rss_untrimmed_mb"] for r in result["readings"])
    assert any("search memo" in c for c in result["caches"])
