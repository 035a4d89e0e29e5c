"""The bot's benchmarks run end to end on a small sample and report what they promise."""

import json

from bot.__main__ import main
from bot.bench.grids import bench_grids
from tests.helpers import standing_clock


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
    """One timed round over the sample (the bench's own is five): what it reports does not
    depend on how many."""
    assert main(["bench", "parse", "--json", "--rounds", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["max_ms"] >= result["p50_ms"] > 0


def test_cold_and_warm_advice_name_the_same_first_pick(capsys):
    """The hint bench's check, on every position of a few slow games: each asked cold (a
    fresh process) and of an advisor that remembers everything before it (a running one,
    as a paste's reply is) gets the same best guess."""
    import random

    from bot.bench.requests import _cold_requests, _first, six_row_games
    from solver import Solver
    from solver.game.plays import one_board

    solver = Solver()
    games = six_row_games(solver, random.Random(3), 2)
    positions = [game[:k] for game in games for k in range(1, len(game))]
    _cold_requests(
        solver,
        lambda hard: positions,
        lambda wordle, history, hard: wordle.advise(one_board(history), hard),
        lambda mode, r: mode,
        True,
        same=lambda cold, warm: _first(cold) == _first(warm),
        clock=standing_clock,  # whole searches: a busy machine cuts none short
    )
    result = json.loads(capsys.readouterr().out)
    for mode in ("normal", "hard"):
        assert result[mode]["count"] == len(positions) == 10
        assert result[mode]["alike"] == result[mode]["count"]
