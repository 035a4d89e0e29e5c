"""The leaderboard's ranking: a result read against how its puzzle went for the others, few
games pulled toward the middle, and a player who posts only on easy days gaining nothing,
on simulated servers whose players' skills are known (bot/bench/ranking.py, which
``python -m bot bench ranking`` runs over more seeds)."""

from __future__ import annotations

import pytest

from bot.bench.ranking import bayesian_average, fair_to_the_day, kendall_tau, simulate
from bot.shares._ranking import fit, moves
from bot.store import Result


def played(author: int, results: dict[int, int | None]) -> list[Result]:
    return [Result(author, f"p{author}", p, r, False) for p, r in results.items()]


def test_a_result_counts_for_how_hard_its_day_was():
    """A 4/6 on a day the others needed 5 for is better than a 3/6 on a day they needed 2."""
    others = [*played(1, {10: 5, 20: 2}), *played(2, {10: 5, 20: 2}), *played(3, {10: 6, 20: 2})]
    board = fit([*others, *played(8, {10: 4}), *played(9, {20: 3})])
    rating = {r.author_id: r.rating for r in board.ratings}
    assert rating[8] < rating[9]
    assert board.difficulty[10] > 0 > board.difficulty[20]


def test_a_few_lucky_games_do_not_top_a_steady_player():
    """Games vary by a guess or so either way; two 2/6 are luck until more games say not."""
    wobble = [0, 1, -1, 0, 1, 0, -1, 0, 2, -1]
    steady = played(1, {p: 3 + wobble[p % 10] for p in range(100, 130)})
    middling = played(2, {p: 4 + wobble[(p + 3) % 10] for p in range(100, 130)})
    lucky = played(3, {100: 2, 101: 2})
    board = fit(steady + middling + lucky)
    assert board.ratings[0].author_id == 1
    spread = {r.author_id: r.spread for r in board.ratings}
    assert spread[3] > 2 * spread[1]  # two games leave far more doubt than thirty


def test_an_empty_board():
    assert fit([]).ratings == []


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_on_simulated_servers_it_orders_players_better_than_the_bayesian_average(seed):
    server = simulate(seed)
    fair = kendall_tau(list(fair_to_the_day(server.results)), server.skill)
    before = kendall_tau(list(bayesian_average(server.results)), server.skill)
    assert fair > before + 0.05 and fair > 0.8


@pytest.mark.parametrize("seed", range(6))
def test_posting_only_on_easy_days_never_passes_a_clearly_stronger_everyday_player(seed):
    """A quarter of a guess a game is a gap a season of games shows; the easy days' player
    is read against how easy their days were, so the gap is not hidden."""
    server = simulate(seed)
    place = {p: n for n, p in enumerate(fair_to_the_day(server.results))}
    for easy in server.easy_days:
        for everyday in server.everyday:
            if server.skill[everyday] < server.skill[easy] - 0.25:
                assert place[everyday] < place[easy]


def test_a_days_results_say_who_moved_and_why():
    """Carol's 2/6 on a day the others needed 5 and 6 lifts her to second; Bob's 6/6
    drops him; a rise is told before a fall."""
    before = [
        *played(1, {1: 3, 2: 3, 3: 4, 4: 3, 5: 3}),
        *played(2, {1: 4, 2: 3, 3: 4, 4: 4, 5: 3}),
        *played(3, {1: 4, 2: 4, 3: 5, 4: 4, 5: 4}),
    ]
    day = [*played(1, {6: 5}), *played(2, {6: 6}), *played(3, {6: 2})]
    rise, fall = moves(before, day)
    assert (rise.name, rise.was, rise.place, rise.result) == ("p3", 3, 2, 2)
    assert (fall.name, fall.was, fall.place, fall.result) == ("p2", 2, 3, 6)
    assert rise.difficulty > 0.4  # a hard day, as the board reads it
    assert moves(before, []) == []
    newcomer = moves(before, [*day, *played(4, {6: 4})])
    assert any(m.was is None and m.name == "p4" for m in newcomer)
