"""The best guess that could win at once: a word left, legal in hard mode, valued by the
same search as the suggestions (so the vote's trade-off is real)."""

from __future__ import annotations

from solver import Guess, score
from solver.engine.winners import best_answer


def test_it_could_be_the_answer_and_is_valued_as_the_suggestions_are(solver):
    history = [Guess("sloth", score("sloth", "chunk"))]
    found = best_answer(solver, history, hard=False)
    assert found is not None and found.could_be_answer
    assert found.word in solver.candidates(history).words
    # every suggestion the search ranks first finishes no later on average
    (best,) = solver.suggest(history, top=1)
    assert best.expected_guesses <= found.expected_guesses


def test_in_hard_mode_it_keeps_to_what_was_revealed(solver):
    history = [Guess("crane", score("crane", "chunk"))]
    found = best_answer(solver, history, hard=True)
    assert found is not None and found.word[0] == "c" and found.word[3] == "n"


def test_one_word_left_is_that_word(solver):
    history = [Guess("crane", score("crane", "chunk")), Guess("sloth", score("sloth", "chunk"))]
    found = best_answer(solver, history, hard=False)
    assert found is not None and found.word == "chunk"
