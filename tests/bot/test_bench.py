"""The bot's benchmarks run end to end on a small sample and report what they promise."""

import json

from bot.__main__ import main
from bot.bench import bench_grids


def test_grid_bench_keeps_the_answer_and_reports_counts(capsys):
    assert bench_grids(as_json=True, puzzles=2, players=3) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["answer_always_kept"] is True
    assert result["grids_per_puzzle"] == 3 and len(result["likely_left_after_all"]) == 2
    for likely, valid, rank in zip(
        result["likely_left_after_all"],
        result["valid_left_after_all"],
        result["true_answer_rank_after_all"],
        strict=True,
    ):
        assert 1 <= rank <= likely <= valid


def test_parse_bench_command_prints_json(capsys):
    assert main(["bench", "parse", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["max_ms"] >= result["p50_ms"] > 0
