"""Familiar advice (solver/engine/familiar.py): a word players know leads where it is
close to the best, and a rare word that still leads has one named beside it."""

from __future__ import annotations

from solver import Guess, Solver, parse_score
from solver.engine.familiar import MARGIN


def _played(*rows: str) -> list[Guess]:
    return [Guess(r.split()[0], parse_score(r.split()[1])) for r in rows]


def test_a_familiar_word_leads_where_the_best_is_rare(solver: Solver):
    history = _played("tarse BBBBY")
    (best,) = solver.suggest(history, 1)
    assert not solver.familiar(best.word)  # the exact pick is a word few players know
    listed = solver.suggest(history, 5, familiar=True)
    lead = listed[0]
    assert lead.familiar and solver.familiar(lead.word)
    rare = next(s for s in listed if s.word == best.word)  # still listed, after it
    assert rare.familiar is False
    assert lead.expected_guesses <= rare.expected_guesses + MARGIN
    # a paste's reply names the same lead
    assert solver.suggest(history, 5, lead_only=True, familiar=True)[0].word == lead.word


def test_best_advice_keeps_the_exact_pick(solver: Solver):
    history = _played("tarse BBBBY")
    exact = solver.suggest(history, 5)
    assert not solver.familiar(exact[0].word)
    assert all(s.familiar is None for s in exact)  # nothing to label: today's play
    assert solver.suggest(history, 1)[0].word == exact[0].word


def test_a_rare_word_leads_only_where_clearly_better_with_a_familiar_one_beside_it(
    solver: Solver,
):
    history = _played("tarse BBYBY", "build BBBBB")
    named = solver.suggest(history, 5, lead_only=True, familiar=True)
    lead, beside = named[0], named[1]
    assert lead.familiar is False and beside.familiar
    assert beside.expected_guesses > lead.expected_guesses + MARGIN
    assert lead.word == solver.suggest(history, 5)[0].word


def test_several_boards_lead_with_a_familiar_word_close_to_the_best(solver: Solver):
    from solver import score
    from solver.boards.advice import BoardsAdvisor
    from solver.game.variants import variant_named
    from solver.support.deadline import Deadline

    quordle = variant_named("quordle")
    assert quordle is not None
    answers = ("eaten", "brier", "plain", "anger")
    histories = [[Guess(w, score(w, a)) for w in ("crane", "moist")] for a in answers]
    advisor = BoardsAdvisor(solver)
    best = advisor.advise(histories, quordle, 2, 5, Deadline.none()).suggestions
    assert not solver.familiar(best[0].word)  # today's pick: a word few players know
    led = advisor.advise(histories, quordle, 2, 5, Deadline.none(), familiar=True).suggestions
    assert solver.familiar(led[0].word)
    assert led[0].expected_guesses <= best[0].expected_guesses + MARGIN
    assert [s.word for s in led[1:]] == [s.word for s in best if s.word != led[0].word]
