"""The deduction bench: simulated groups' grids, and where the ranking puts the answer."""

from __future__ import annotations

from solver.bench.deduce import render, run


def test_four_players_grids_mostly_name_the_answer_first(solver):
    """A small seeded run of the bench (the full one, 500 answers, is in benchmarks.md):
    the model of how people play puts the answer first for most groups of four."""
    results, slowest = run(solver, answers=60, seed=7, groups=(1, 4))
    alone, four = results
    assert len(four.ranks) == 60 and all(r >= 1 for r in four.ranks)
    assert four.share(1) >= 0.4 and four.share(10) >= 0.75
    assert four.share(1) > alone.share(1)  # more grids, more told
    assert "players  games  first" in render(results, slowest)
