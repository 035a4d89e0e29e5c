"""The engine on the worst cases: deadlines, unlisted words, solved games."""

import numpy as np

from solver import Guess, parse_guess
from solver.analysis.turns import analyse
from solver.engine.limits import ADVICE_LIMITS
from solver.game.feedback import score
from solver.search.strategy import Strategy
from solver.support.deadline import Deadline


def history(*lines: str) -> list[Guess]:
    return [Guess(*parse_guess(line)) for line in lines]


def test_an_expired_deadline_answers_with_legal_candidates_at_once(solver):
    past = history("CRANE=..a..", "MOIST=..i.t")
    cut = Deadline(0)
    found = solver.suggest(past, 5, hard=True, deadline=cut)
    assert cut.hit and len(found) == 5
    legal = solver.knowledge(past).hard_mode_allows(solver.guesses.codes)
    assert all(legal[solver.guesses.index[s.word]] for s in found)


def test_a_search_cut_short_is_not_remembered_as_a_deep_one(solver):
    table, codes = solver.table_by_answer, solver.guesses.codes
    answers = np.array([i for i, w in enumerate(solver.answers.words) if w.endswith("atch")])
    shared = Strategy(table, codes, solver.answer_in_guesses, hard=True, limits=ADVICE_LIMITS)
    shared.ranked(answers, None, 4, 3, Deadline(0))  # values everything by the screen
    after = shared.ranked(answers, None, 4, 3)
    fresh = Strategy(table, codes, solver.answer_in_guesses, hard=True, limits=ADVICE_LIMITS)
    assert after == fresh.ranked(answers, None, 4, 3)


def test_a_game_won_on_an_unlisted_word(solver):
    past = history("ILTTS=.....", "CRANE=.....", "XYZZO=GGGGG")
    assert solver.producible("xyzzo", (2, 2, 2, 2, 2))
    cands = solver.candidates(past)
    assert cands.words == ("xyzzo",)
    assert solver.suggest(past) == []
    review = analyse(solver, past)
    assert review.solved and review.turns[-1].after == 0 and review.complete


def test_an_unlisted_word_that_does_not_fit_is_no_candidate(solver):
    past = history("XYZZO=.....")
    assert "xyzzo" not in solver.candidates(past).words


def test_analysis_of_unlisted_words_in_both_modes(solver):
    past = history("ILTTS=.....", "QAJAQ=.....", "FUZZY=.....", "VIVID=.....")
    for hard in (False, True):
        review = analyse(solver, past, hard)
        assert [t.word for t in review.turns] == ["iltts", "qajaq", "fuzzy", "vivid"]
        assert all(t.played_value >= t.best_value > 0 for t in review.turns)
        assert review.turns[0].before == len(solver.answers)


def test_evaluating_an_unlisted_word_matches_scoring_it(solver):
    past = history("CRANE=..a..")
    cands = solver.candidates(past)
    ev = solver.evaluate(past, "qzxvj")
    groups: dict[tuple, int] = {}
    for w in cands.words:
        key = score("qzxvj", w)
        groups[key] = groups.get(key, 0) + 1
    expected = sum(n * n for n in groups.values()) / len(cands.words)
    assert abs(ev.played_left - expected) < 1e-9


def test_analysis_under_an_expired_deadline_says_so(solver):
    review = analyse(
        solver, history("SALET=.....", "CRONY=..o..", "BOUGH=.o..h"), False, Deadline(0)
    )
    assert not review.complete and len(review.turns) == 3
