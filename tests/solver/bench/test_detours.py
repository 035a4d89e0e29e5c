"""The detour bench: its exact play is the exact search's (the bot's own tree agrees), and
a run counts what it played."""

from __future__ import annotations

import pytest

from solver.bench.detours import _words_lost, play_exact, run
from solver.bench.policy import make_strategy
from solver.bench.walk import hint_solver
from solver.game.feedback import Guess, score
from solver.lists.wordlists import DEFAULT_POOL, answer_pool, valid
from tests.solver.bench.test_walk import check_tree
from tests.solver.search.test_lines import tree_file

WIDEST = 200  # likely answers in a position the test plays from, at most


@pytest.mark.parametrize("hard", [False, True])
def test_the_exact_play_from_a_position_is_the_exact_searchs_tree(hard):
    """From the position after the opener on each sampled answer's line of the tree, or
    one guess further on that line where the opener leaves more than ``WIDEST`` words
    (TARSE all grey, 319: its exact search costs several times the other five's together,
    and the bench's detours, at turn 2 or 3, leave fewer)."""
    answers = answer_pool(DEFAULT_POOL)
    strategy, words = make_strategy(answers, valid(), hard)
    _, games = tree_file(DEFAULT_POOL, hard)
    played = check_tree(games)
    lines = {game.split()[-2]: game.split()[::2] for game in games}
    for answer in answers.words[::631]:
        history = [Guess(w, score(w, answer)) for w in lines[answer][:2]]
        fits = [a for a in answers.words if score(history[0].word, a) == history[0].pattern]
        if len(fits) <= WIDEST:
            history = history[:1]
        assert play_exact(strategy, words, answers, history, answer) == played[answer], answer


def test_a_run_counts_its_games_in_both_modes():
    result = run(games=12, seed=3)
    assert result.games == 12 and 0 < result.hard_games < 12
    for total in (result.advice_guesses, result.exact_guesses):
        assert 2 * 12 <= total <= 12 * 12  # the opener and a detour at least, each game
    assert result.to_json()["gap"] == round(result.gap, 5)
    assert len(result.lost) == result.advice_lost  # each game the advice lost, listed
    for game in result.lost:  # with what each play loses of the words left there
        assert "the advice loses" in game and "the exact search" in game


def test_a_lost_games_position_says_what_each_play_loses_of_its_words():
    """After RAISE, TREND and a detour to COWER toward FOYER in hard mode, ten _O_ER words
    and three rows: no plan wins them all, and the advice loses as many as the exact
    search (two), though not the same two, so which play a drawn game counts against is
    the draw's doing."""
    answers = answer_pool(DEFAULT_POOL)
    solver = hint_solver(answers, valid())
    history = [Guess(w, score(w, "foyer")) for w in ("raise", "trend", "cower")]
    exact = make_strategy(answers, valid(), True)
    assert _words_lost(solver, exact, history, True) == (2, 2, 10)
