"""Familiar advice (solver/engine/familiar.py): a word players know leads where it is
close to the best, and a rare word that still leads has one named beside it."""

from __future__ import annotations

import pytest

from solver import Guess, Solver, parse_score
from solver.engine.familiar import (
    LIVE_GRADES,
    MARGIN,
    RULE,
    Pick,
    best_familiar,
    bundled_settled,
    close_familiar,
    margin,
    settled,
)
from solver.engine.limits import ADVICE_LIMITS
from solver.search.limits import Grades


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


def _dordle(solver: Solver, played: tuple[str, ...], answers: tuple[str, str], familiar: bool):
    from solver import score
    from solver.boards.advice import BoardsAdvisor
    from solver.game.variants import variant_named
    from solver.support.deadline import Deadline

    dordle = variant_named("dordle")
    assert dordle is not None
    histories = [[Guess(w, score(w, a)) for w in played] for a in answers]
    advice = BoardsAdvisor(solver).advise(histories, dordle, 2, 5, Deadline.none(), familiar)
    return advice.suggestions


def test_several_boards_weigh_familiar_words_the_ranking_left_out(solver: Solver):
    """Where the boards' own ranking holds no word players know, the screen's best
    familiar guesses are valued as its picks are: one close to the best leads (GOOFY,
    within the margin of BLOOP), and where none is, the list still offers the best of them,
    last, with its own figure (CORNY after four rare words)."""
    best = _dordle(solver, ("crane", "moist"), ("bayou", "flunk"), familiar=False)
    assert not any(solver.familiar(s.word) for s in best)
    led = _dordle(solver, ("crane", "moist"), ("bayou", "flunk"), familiar=True)
    assert led[0].familiar and led[0].expected_guesses <= best[0].expected_guesses + MARGIN
    assert [s.word for s in led[1:]] == [s.word for s in best[: len(led) - 1]]
    far = _dordle(solver, ("light", "slate"), ("harry", "dress"), familiar=True)
    assert not far[0].familiar and far[-1].familiar and len(far) == 5
    assert far[-1].expected_guesses > far[0].expected_guesses + MARGIN


def test_several_boards_weigh_familiar_words_past_a_familiar_pick_beyond_the_margin(
    solver: Solver,
):
    """A familiar word the ranking lists past the margin (board 1 solved, board 2's
    possible answer SWIFT) is not the best familiar one there may be: the screen's are
    weighed too, and the list names a better one (fresh finding 19)."""
    played, answers = ("visit", "ruled"), ("visit", "twist")
    best = _dordle(solver, played, answers, familiar=False)
    listed = [s for s in best if solver.familiar(s.word)]
    assert listed and listed[0].expected_guesses > best[0].expected_guesses + MARGIN
    led = _dordle(solver, played, answers, familiar=True)
    known = [s for s in led if s.familiar]
    assert known and known[0].expected_guesses < listed[0].expected_guesses


@pytest.mark.parametrize("hard", [False, True])
def test_the_settled_positions_are_made_under_the_current_policy_and_rule(solver, hard):
    """Fails when the search, its limits, the priors or the rule change: run
    scripts/make_familiar.py."""
    made = bundled_settled()[solver.book_key(hard)]
    assert (made["policy"], made["rule"]) == (solver.policy, RULE)
    assert made["positions"]


def test_a_settled_position_weighs_what_a_request_would(solver: Solver):
    """The slowest positions are valued offline: what the file holds is what valuing by
    the groups' searches finds (a request values such a position by a look-ahead, and reads
    the file first), so the file is the search's and no one's guess."""
    history = _played("tarse BBBBY")
    held = settled(solver.book_key(False), solver.policy, history)
    assert held is not None
    listed = [(s.word, s.expected_guesses) for s in solver.suggest(history, ADVICE_LIMITS.listed)]
    found = solver.familiar_values(history, False, listed, grades=None)
    assert held.valued[0][0] == found.valued[0][0] == listed[0][0]  # the best pick
    both = dict(held.valued).keys() & dict(found.valued).keys()
    assert {w: round(v, 6) for w, v in held.valued if w in both} == pytest.approx(
        {w: v for w, v in found.valued if w in both}, abs=1e-6
    )
    best = (best_familiar(f.valued, solver.familiar, solver.commonness) for f in (held, found))
    assert next(best) == pytest.approx(next(best))


def test_hard_mode_keeps_the_best_where_a_familiar_word_is_not_proven_to_lose_no_more(
    solver: Solver,
):
    """Where familiar words value within the margin of the best in hard mode but no
    proof shows one loses no more likely answers, the best leads, and a paste's reply
    names a familiar word beside it (the settled positions hold such places)."""
    key = solver.book_key(True)
    for played in bundled_settled()[key]["positions"]:
        history = _played(*(" ".join(p) for p in zip(*[iter(played.split())] * 2)))
        found = settled(key, solver.policy, history)
        assert found is not None
        best = best_familiar(found.valued, solver.familiar, solver.commonness)
        close = close_familiar(found.valued, solver.familiar, solver.commonness, margin(True))
        if close and best is not None and not found.safe:
            break
    else:
        pytest.fail("no settled hard position has a close familiar word a proof does not clear")
    exact = solver.suggest(history, 5, hard=True)
    assert exact[0].word == found.valued[0][0] and not solver.familiar(exact[0].word)
    named = solver.suggest(history, 5, hard=True, lead_only=True, familiar=True)
    assert named[0].word == exact[0].word and named[1].familiar
    listed = solver.suggest(history, 5, hard=True, familiar=True)
    assert listed[0].word == exact[0].word and best[0] in [s.word for s in listed]


def test_hard_mode_asks_the_next_familiar_word_where_the_best_one_is_not_proven(
    solver: Solver,
):
    """The best familiar word may lose a family the next one saves: the proofs go down
    the close familiar words, and the first proven leads (the settled positions hold
    such places), never a word the proofs did not clear."""
    key = solver.book_key(True)
    for played in bundled_settled()[key]["positions"]:
        history = _played(*(" ".join(p) for p in zip(*[iter(played.split())] * 2)))
        found = settled(key, solver.policy, history)
        assert found is not None
        close = close_familiar(found.valued, solver.familiar, solver.commonness, margin(True))
        if found.safe and close[0][0] not in found.safe:
            break
    else:
        pytest.fail("no settled hard position where a proof cleared a familiar word but the best")
    (proven,) = found.safe
    listed = solver.suggest(history, 5, hard=True, familiar=True)
    assert listed[0].word == proven and listed[0].familiar
    assert close[0][0] != proven and close[0][1] <= dict(found.valued)[proven]


@pytest.mark.parametrize("hard", [False, True])
def test_the_opener_named_spends_only_the_openers_share_of_the_budget(solver: Solver, hard: bool):
    """The bot's own opener is a word few players know (TARSE).  A favoured opener players
    know leads only where, played over every answer, it is within the opener's margin of
    the bot's (an opener is paid in every game) and in hard mode loses no more of them;
    else the bot's leads and the familiar one follows where its value puts it (the reply
    names it beside the rare one)."""
    from solver.search.openers import cached_openers, familiar_openers

    ours = cached_openers(solver.answers, solver.guesses, hard)
    known = familiar_openers(solver.answers, solver.guesses, hard)
    assert ours and known and not solver.familiar(ours[0]["word"])
    safe = [o for o in known if o["lost"] <= ours[0]["lost"]]
    best_known = min(safe, key=lambda o: o["value"])
    listed = solver.suggest([], 12, hard=hard, familiar=True)
    if best_known["value"] <= ours[0]["value"] + margin(hard, opening=True):
        assert listed[0].word == best_known["word"] and listed[0].familiar
    else:
        assert listed[0].word == ours[0]["word"] and listed[0].familiar is False
        assert best_known["word"] in [s.word for s in listed]
    # the opener's margin is tighter than a position's: an opener is paid every game
    assert margin(hard, opening=True) < margin(hard)
    assert solver.suggest([], 3, hard=hard)[0].word == ours[0]["word"]  # advice:best


def test_past_the_deadline_a_familiar_word_leads_by_the_lists_own_values():
    """On a busy machine the familiar words' valuing may not finish: the list's own
    values (one search's) then decide, so a rare word never leads a familiar one it
    barely beats (Termo after ÓTIMO: CINAS by 0.01 over CANIL, as a loaded console had
    it), in every language's game; in hard mode, with no proof made, the best leads."""
    from solver import score
    from solver.engine.core import Solver
    from solver.game.variants import WORDS
    from solver.lists.wordlists import lists_of
    from solver.support.deadline import Deadline

    termo = Solver(*lists_of(WORDS["pt5"]))
    seen, checked = set(), 0
    for answer in termo.answers.words[::7]:
        history = [Guess("otimo", score("otimo", answer))]
        if history[0].pattern in seen or len(seen) == 40:
            continue
        seen.add(history[0].pattern)
        best = termo.suggest(history, 5, deadline=Deadline(0))
        close = [s for s in best if s.expected_guesses <= best[0].expected_guesses + MARGIN]
        if termo.familiar(best[0].word) or not any(termo.familiar(s.word) for s in close):
            continue
        checked += 1
        for lead_only in (False, True):
            led = termo.suggest(
                history, 5, deadline=Deadline(0), lead_only=lead_only, familiar=True
            )
            assert led[0].familiar and led[0].word in [s.word for s in close]
        hard = termo.suggest(history, 5, hard=True, deadline=Deadline(0), familiar=True)
        assert hard[0].word == termo.suggest(history, 5, hard=True, deadline=Deadline(0))[0].word
    assert checked  # a rare lead with a familiar word close behind it was met


def test_past_the_deadline_a_settled_position_is_still_read(solver: Solver):
    """A tree's position is settled offline: a request out of time reads it as one with
    time does (the tree's rare pick, PILON, never leads for want of time)."""
    from solver.support.deadline import Deadline

    history = _played("tarse BBBBY")
    timely = solver.suggest(history, 5, familiar=True)
    late = solver.suggest(history, 5, deadline=Deadline(0), familiar=True)
    assert late[0].word == timely[0].word and late[0].familiar


def test_a_name_is_never_a_familiar_word(solver: Solver):
    """DELFT, CERES and PURDY are as frequent as familiar words, by their names'
    frequency: a player reads them as names, so advice never offers one as the word
    players know (solver/lists/proper.py); MARCH is a word as well as a month."""
    from solver.engine.familiar import FAMILIAR_ZIPF

    for name in ("delft", "ceres", "purdy"):
        assert solver.commonness(name) >= FAMILIAR_ZIPF and not solver.familiar(name)
    assert solver.familiar("trace") and solver.familiar("march")


def test_an_answer_editors_picked_is_familiar_at_a_lower_bar(solver: Solver):
    """The NYT's answers were picked as words players know, and wordfreq, counting text,
    puts some of them below the bar (TAPIR, NUKED): in a game on that list they are
    familiar down to ``PICKED_ZIPF``, where a valid word off the list as frequent is not,
    nor an answer text hardly bears out (BEFOG); a game on answers no editor picked reads
    the frequency alone."""
    from solver.engine.familiar import FAMILIAR_ZIPF, PICKED_ZIPF
    from solver.lists.wordlists import WordList

    def between(words: tuple[str, ...]) -> list[str]:
        return [w for w in words if PICKED_ZIPF <= solver.commonness(w) < FAMILIAR_ZIPF]

    picked = between(solver.answers.words)
    assert {"tapir", "nuked"} <= set(picked) and all(map(solver.familiar, picked))
    off = between(tuple(w for w in solver.guesses.words if w not in solver.answers))
    assert off and not any(map(solver.familiar, off))
    below = [w for w in solver.answers.words if solver.commonness(w) < PICKED_ZIPF]
    assert "befog" in below and not any(map(solver.familiar, below))
    own = Solver(WordList("own", tuple(picked)), solver.guesses)
    assert not any(map(own.familiar, picked))


def test_familiar_valuing_takes_only_its_share_of_a_requests_time():
    """Valuing familiar words live ran to the request's whole deadline after any opener
    the book lacks, so a paste's reply took that long (the fairness bench's p99 at the
    deadline): it gets ``VALUING_SECONDS`` at most, on the request's clock, and running
    out of it leaves the request's own deadline unmarked (its answer is whole)."""
    from solver.engine.familiar import VALUING_SECONDS, valuing_deadline
    from solver.support.deadline import Deadline

    now = [100.0]
    request = Deadline(0.6, clock=lambda: now[0])
    valuing = valuing_deadline(request)
    assert valuing is not None and valuing.at == 100.0 + VALUING_SECONDS
    now[0] += VALUING_SECONDS
    assert valuing.expired() and not request.expired() and not request.hit
    now[0] = request.at - 0.01  # late in the request: never past its own
    assert valuing_deadline(request).at == request.at
    unlimited = Deadline.none()  # the benches and the CLI value to the end
    assert valuing_deadline(unlimited) is unlimited and valuing_deadline(None) is None


# -- what a request's valuing costs: cheaper grades past where its own search reaches --


def _valued(solver: Solver, history: list[Guess], grades: Grades | None) -> list[Pick]:
    listed = [(s.word, s.expected_guesses) for s in solver.suggest(history, ADVICE_LIMITS.listed)]
    return solver.familiar_values(history, False, listed, grades=grades).valued


def test_where_a_request_searches_its_valuing_is_the_groups_searches(solver: Solver):
    history = _played("proud BBBBY", "disco GYBBB")  # an endgame, the best rare (MEYNT)
    assert not solver.familiar(solver.suggest(history, 1)[0].word)
    live, searched = dict(_valued(solver, history, LIVE_GRADES)), _valued(solver, history, None)
    assert len(live) > 1 and live.items() <= dict(searched).items()  # fewer, valued alike


def test_a_familiar_lead_agrees_with_the_figures_its_list_shows(solver: Solver):
    """Where the request searched its list (14 likely words left, 60 weighed), the familiar
    words are valued by that search too: a look-ahead there led GLOWS over TALKS, which
    the list showed better by the same figure, below both (fresh finding 1)."""
    history = _played("jumpy BBBBB", "crane BBGGB")
    listed = solver.suggest(history, 6, familiar=True)
    lead, rest = listed[0], listed[1:]
    assert lead.familiar
    # below the lead only a rare word may show a better figure ("a rare word" says why)
    assert all(not s.familiar for s in rest if s.expected_guesses < lead.expected_guesses)
    figures = [s.expected_guesses for s in rest]
    assert figures == sorted(figures)  # the rest in the order of the figures shown
    exact = {s.word: s.expected_guesses for s in solver.suggest(history, 6)}
    assert lead.expected_guesses == pytest.approx(exact.get(lead.word, lead.expected_guesses))


def test_below_a_familiar_lead_the_list_is_in_the_order_of_the_figures_it_shows(
    solver: Solver,
):
    """Past the request's search (30 likely words, 90 weighed) its list holds the screen's
    figures and familiar advice weighs some picks anew by a look-ahead: the list shows
    each with the figure it was weighed by, in their order (the best pick, DATAL, came
    by the look-ahead's figure above MADAL, better by the screen's)."""
    history = _played("stare BYYBY", "stage BYYBY")
    _, answers, _ = solver._universe(solver.candidates(history), False)
    assert len(answers) > ADVICE_LIMITS.deep_until
    listed = solver.suggest(history, 6, familiar=True)
    assert listed[0].familiar and not solver.familiar(solver.suggest(history, 1)[0].word)
    figures = [s.expected_guesses for s in listed[1:]]
    assert figures == sorted(figures)


def test_past_its_search_a_request_values_as_its_own_list_does(solver: Solver):
    """Past ``searched_until`` the request ranked its picks by the screen: the familiar
    words are valued by the same screen, so the best pick keeps its listed value."""
    history = _played("jumpy BBBBB")
    listed = solver.suggest(history, ADVICE_LIMITS.listed)
    assert len(solver.candidates(history).words) > LIVE_GRADES.searched_until
    valued = dict(_valued(solver, history, LIVE_GRADES))
    assert valued[listed[0].word] == pytest.approx(listed[0].expected_guesses)
    assert any(solver.familiar(w) for w in valued)  # the familiar ones valued beside it


def test_past_its_search_a_request_searches_no_group(
    solver: Solver, monkeypatch: pytest.MonkeyPatch
):
    """Past its own search a request's valuing reads the screen instead of searching the
    groups (a search of every group of ten guesses costs many times the request's own),
    and the searches' valuing of the same position does search them."""
    from solver.search.tree import TreeSearch

    searched: list[int] = []
    value = TreeSearch.value

    def counted(self: TreeSearch, *args: object, **kwargs: object) -> tuple[float, int]:
        searched.append(1)
        return value(self, *args, **kwargs)  # type: ignore[arg-type]

    history = _played("pious BBBBB", "handy BGBBB")  # more than a search's reach
    listed = [(s.word, s.expected_guesses) for s in solver.suggest(history, ADVICE_LIMITS.listed)]
    monkeypatch.setattr(TreeSearch, "value", counted)
    screened = solver.familiar_values(history, False, listed, grades=LIVE_GRADES)
    assert not searched and screened.valued[0] == pytest.approx(listed[0])  # the list's own
    solver.familiar_values(history, False, listed, grades=None)
    assert searched
