"""The policy: exact on tiny lists, legal in hard mode, deterministic, priors as documented."""

from __future__ import annotations

import dataclasses
import math
from functools import cache

import numpy as np
import pytest

from solver import Guess, Solver
from solver.bench import make_strategy, play_all
from solver.engine.limits import ADVICE_LIMITS
from solver.game.feedback import encode, from_colours, score
from solver.lists.patterns import pattern_matrix
from solver.lists.priors import unlikely_weight, weights
from solver.lists.wordlists import (
    WordList,
    allowed,
    original,
    parse_words,
    playable,
)
from solver.search.curve import FAIL
from solver.search.limits import distinct_guesses
from solver.search.strategy import ROWS, SearchLimits, Strategy
from tests.helpers import history

TINY_ANSWERS = "batch catch hatch latch match patch watch fight light might night sight tight"
TINY_GUESSES = TINY_ANSWERS + " clomp bewig hymns twerk chawl"


def brute_force_optimum(answer_words: list[str], guess_words: list[str]) -> float:
    """The exact minimum expected guesses, by trying every guess at every position."""

    @cache
    def value(left: frozenset[str]) -> float:
        if len(left) == 1:
            return 1.0
        best = float("inf")
        for g in guess_words:
            groups: dict[tuple, list[str]] = {}
            for a in left:
                groups.setdefault(score(g, a), []).append(a)
            if len(groups) == 1 and g not in left:
                continue  # tells nothing
            total = 1.0 + sum(
                len(part) / len(left) * value(frozenset(part))
                for pat, part in groups.items()
                if pat != (2,) * 5
            )
            best = min(best, total)
        return best

    return value(frozenset(answer_words))


def tiny_strategy(limits: SearchLimits) -> tuple[Strategy, WordList]:
    answer_list = parse_words(TINY_ANSWERS.replace(" ", "\n"), "tiny answers")
    guess_list = parse_words(TINY_GUESSES.replace(" ", "\n"), "tiny guesses")
    guess_list, rows = playable(answer_list, guess_list)
    table = np.ascontiguousarray(pattern_matrix(guess_list.codes, answer_list.codes).T)
    # an exhaustive search, like the benchmark walk: the bot's memo budget (a few MiB, for
    # a process that runs for months) would evict what this search is about to reuse
    strategy = Strategy(table, guess_list.codes, rows, limits=limits, memo_bytes=1 << 30)
    return strategy, guess_list


def test_policy_reaches_the_brute_force_optimum_on_a_tiny_list():
    optimum = brute_force_optimum(TINY_ANSWERS.split(), TINY_GUESSES.split())
    wide = SearchLimits(depth=4, beam=(50,), endgame=100)
    strategy, _ = tiny_strategy(wide)
    n = len(TINY_ANSWERS.split())
    # within the game's rows, as ``play_all`` plays it: the brute force's rows are
    # unbounded, so reaching its optimum here also says six rows never cost a guess.  With
    # rows past any game's length every position is searched again at each count of rows
    # left (the memo keys a position by them), for the same value
    choice = strategy.best(np.arange(n), left=ROWS)
    assert choice.value == pytest.approx(optimum)
    # and playing the policy out for every answer costs exactly that on average
    hist, _ = play_all(strategy, choice.guess, np.arange(n))
    assert sum(k * v for k, v in hist.items()) / n == pytest.approx(optimum)


def test_a_screen_that_calls_itself_exact_is_the_brute_force_optimum():
    """The screen's exactness claims (a perfect candidate, or a guess whose exact value
    beats every other guess's lower bound) agree with brute force on every subset tried."""
    import random

    strategy, _ = tiny_strategy(SearchLimits())
    answer_words, rng, proven = TINY_ANSWERS.split(), random.Random(3), 0
    for _ in range(60):
        subset = sorted(rng.sample(range(len(answer_words)), rng.randint(3, 9)))
        _, est, exact = strategy.screen(np.array(subset), None, left=6)
        if exact:
            optimum = brute_force_optimum([answer_words[i] for i in subset], TINY_GUESSES.split())
            assert est.min() == pytest.approx(optimum), [answer_words[i] for i in subset]
            proven += 1
    assert proven >= 10


def test_small_sets_are_exact():
    strategy, words = tiny_strategy(SearchLimits())
    idx = {w: i for i, w in enumerate(TINY_ANSWERS.split())}
    two = np.array([idx["fight"], idx["light"]])
    assert strategy.best(two).value == pytest.approx(1.5)
    # one word left: play it
    one = strategy.best(np.array([idx["watch"]]))
    assert words.words[one.guess] == "watch" and one.value == 1.0


def test_six_rows_are_respected_in_the_atch_trap():
    """Seven _ATCH words, hard mode: the policy must not lose a game."""
    answer_list = parse_words("\n".join(TINY_ANSWERS.split()[:7]), "atch")
    guess_list, rows = playable(answer_list, parse_words(TINY_GUESSES.replace(" ", "\n"), "g"))
    table = np.ascontiguousarray(pattern_matrix(guess_list.codes, answer_list.codes).T)
    strategy = Strategy(table, guess_list.codes, rows, hard=True)
    hist, _ = play_all(strategy, strategy.best(np.arange(7)).guess, np.arange(7))
    assert max(hist) <= ROWS


def test_the_look_ahead_finds_what_the_screen_ranks_low():
    """Hard mode, after SALET BBBGB and DINER, 29 words (_ER endings) are left.  The proven
    tree (alex1770/wordle, hard.top101.proven) finishes them in 85 guesses with WRYER,
    which the one-step screen ranks 34th; only the look-ahead brings it into the beam."""
    strategy, words = make_strategy(original(), allowed(), hard=True)
    here, legal = np.arange(strategy.table.shape[0]), None
    for word, shown in (("salet", "BBBGB"), ("diner", "BBBGG")):
        guess = words.index[word]
        code = encode(from_colours(shown))
        here = here[strategy.table[here, guess] == code]
        legal = strategy.legal_after(legal, guess, code)
    assert len(here) == 29
    guesses, est, _ = strategy.screen(here, legal, 4)
    screened = [words.words[guesses[k]] for k in np.argsort(est, kind="stable")]
    assert screened.index("wryer") > 30
    found = strategy.best(here, legal, left=4)
    assert words.words[found.guess] == "wryer" and found.value * 29 == pytest.approx(85)
    # the beam it is searched in: the look-ahead's, where the screen's own best 16 miss it
    depth = strategy.limits.depth
    width = strategy.limits.beam_at(depth)
    order = np.argsort(est, kind="stable")
    beam = strategy._beam(here, legal, 4, depth, guesses, order, width)
    assert "wryer" in [words.words[guesses[k]] for k in beam]
    assert "wryer" not in screened[:width]


def test_suggestions_carry_expected_guesses_and_their_split(solver: Solver):
    (best,) = solver.suggest(history("HARES=.ar.. GUILT=..... CROAK=.Roa. BRAVO=bRa.o"), top=1)
    assert best.word == "arbor" and best.expected_guesses == pytest.approx(1.0)
    s = solver.suggest(history("SALET=....."), top=1)[0]
    assert 2.5 < s.expected_guesses < 4
    left = solver.candidates(history("SALET=....."))
    assert s.split.words == len(left.words) + len(left.unlikely) or s.split.words == len(left)
    assert 1 < s.split.groups <= s.split.words and 0 < s.split.worst < s.split.words
    assert 0.0 <= s.split.chance <= 1.0


def test_opening_suggestion_is_precomputed(solver: Solver, monkeypatch):
    def no_search(*args, **kwargs):
        raise AssertionError("the opener must not be searched on a request")

    monkeypatch.setattr(Strategy, "ranked", no_search)
    opening = solver.suggest([], top=3)
    assert len(opening) == 3 and all(2.5 < s.expected_guesses < 4 for s in opening)


def test_priors_follow_the_documented_rule(solver: Solver):
    assert weights(("crane", "guano"), solver.answers)[0] == 1.0
    assert 0 < unlikely_weight("guano") < 0.1
    assert unlikely_weight("aahed") == pytest.approx(0.005)
    assert unlikely_weight("hares") < unlikely_weight("guano")  # plural-looking
    cands = solver.candidates(history("CAVES=20012"))
    assert cands.likely == 2 and len(cands.unlikely) == cands.possible - 2


# the six words the NYT took off the answer list in 2022 (alex1770's nyt20220830 lists)


def test_analysis_scores_the_policy_at_100_and_a_waste_below(original_solver):
    from solver import score
    from solver.analysis.turns import analyse

    answer = "arbor"
    played = ["hares", "guilt", "croak", "bravo", "arbor"]
    review = analyse(original_solver, [Guess(w, score(w, answer)) for w in played])
    assert review.solved and review.turns[0].before == 2315 and review.turns[-1].after == 0
    assert all(t.after == n.before for t, n in zip(review.turns, review.turns[1:], strict=False))
    assert all(0 < t.skill <= 100 + 1e-6 for t in review.turns)
    last = review.turns[-1]
    assert last.skill == pytest.approx(100) and last.luck == pytest.approx(0)
    # playing the policy's own pick at every turn scores 100
    history = []
    while not history or history[-1].word != answer:
        word = original_solver.evaluate(history, "salet").best_word if history else "tarse"
        history.append(Guess(word, score(word, answer)))
    ideal = analyse(original_solver, history)
    assert ideal.skill == pytest.approx(100, abs=0.5) and ideal.lost == pytest.approx(0, abs=0.02)
    # a guess that cannot be the answer and splits nothing costs at least a guess
    wasted = analyse(
        original_solver, [Guess(w, score(w, "chess")) for w in ["caves", "caves", "chess"]]
    )
    assert wasted.turns[1].lost >= 0.9 and wasted.turns[1].skill < 70


def test_the_first_pick_does_not_depend_on_how_many_are_asked(original_solver):
    """After CRANE=.R..E (26 answers) the bot's policy, searching its beam of 8, would
    pick DRIPT; DOUBT, the screen's 9th or 10th, is better.  /analysis asks one guess,
    a reply ten: both search ``listed`` guesses, so both name DOUBT."""
    (crane,) = history("CRANE=.R..E")
    row = original_solver.table_by_answer[:, original_solver.guesses.index["crane"]]
    here = np.flatnonzero(row == encode(crane.pattern))
    policy = Strategy(
        original_solver.table_by_answer,
        original_solver.guesses.codes,
        original_solver.answer_in_guesses,
        limits=ADVICE_LIMITS,
    )
    one = policy.ranked(here, None, ROWS - 1, 1)
    ten = policy.ranked(here, None, ROWS - 1, 10)
    assert (
        original_solver.guesses.words[one[0].guess]
        == original_solver.guesses.words[ten[0].guess]
        == "doubt"
    )
    assert one == ten[:1]
    narrow = policy.with_limits(dataclasses.replace(ADVICE_LIMITS, listed=1))
    assert original_solver.guesses.words[narrow.ranked(here, None, ROWS - 1, 1)[0].guess] == "dript"


def weighted_universe(solver, played: str, hard: bool = False):
    """The policy a request builds after ``played``: its likely answers and its most likely
    less likely words, weighed by their priors (each word's index in it, and its words)."""
    cands = solver.candidates(history(played))
    legal = solver._legal(history(played), hard)
    policy, answers, _ = solver._universe(cands, hard, legal=legal)
    words = [*cands.words, *solver.most_likely(cands.unlikely, len(answers) - len(cands.words))]
    return policy, answers, words


def two_rows_left(guess: str, words: list[str], weights: np.ndarray) -> float:
    """The rule, word by word with the reference scorer: this guess, then the heaviest word
    of its group; the rest of the group is lost."""
    groups: dict[tuple[int, ...], list[float]] = {}
    for word, w in zip(words, weights, strict=True):
        groups.setdefault(score(guess, word), []).append(float(w))
    total = float(weights.sum())
    cost = sum(
        sum(ws) + FAIL * (sum(ws) - max(ws)) for code, ws in groups.items() if code != (2,) * 5
    )
    return 1.0 + cost / total


@pytest.mark.parametrize("hard", [False, True])
def test_two_rows_left_are_valued_exactly_under_unequal_weights(solver, hard):
    """ZESTY or one of 51 less likely words (the 20 likeliest here, so no guess is left
    out of the screen): every guess's value with two rows left is the rule's, and the
    first is the best."""
    policy, answers, words = weighted_universe(solver, "SALET=s..et TROTH=...T.", hard)
    assert not policy.uniform and len(words) == 52
    answers, words = answers[:20], words[:20]
    legal = solver._legal(history("SALET=s..et TROTH=...T."), hard)
    guesses, est, exact = policy.screen(answers, legal, 2)
    assert exact and len(guesses) == (len(policy.all_guesses) if legal is None else legal.sum())
    weights = policy.weights[answers]
    sample = [*range(10), *range(10, len(guesses), 97)]
    rule = [two_rows_left(solver.guesses.words[guesses[k]], words, weights) for k in sample]
    assert est[sample] == pytest.approx(rule, abs=1e-8)
    best = policy._order(est, 1)[0]
    assert est[best] == min(est) and all(est[best] <= r + 1e-8 for r in rule)


def test_one_row_left_plays_the_heaviest_possible_answer(solver):
    policy, answers, words = weighted_universe(solver, "SALET=s..et TROTH=...T.")
    sub = answers[1:9]  # less likely words only: unequal, small weights
    w = policy.weights[sub]
    value, guess = policy.value(sub, None, 1, 2)
    assert solver.guesses.words[guess] == words[1 + int(np.argmax(w))]
    assert value == pytest.approx(1 + FAIL * (w.sum() - w.max()) / w.sum())
    every = [policy.guess_value(sub, None, 1, g, 0, math.inf) for g in range(0, 14855, 5)]
    assert value <= min(every) + 1e-12


def test_a_request_screens_one_guess_of_each_alike_set(solver):
    """Guesses that score every word of a request's universe alike split every subset alike:
    the search screens the first of each set it may choose (no unadvised word,
    solver/lists/unadvised.py), and the others all match one of those."""
    policy, answers, _ = weighted_universe(solver, "SALET=s..et TROTH=...T.")
    kept = policy.all_guesses
    assert 5_000 < len(kept) < len(solver.guesses)
    table = policy.table[answers]
    firsts = {table[:, g].tobytes(): g for g in kept.tolist()}
    assert len(firsts) == len(kept)  # no two kept guesses alike
    for g in range(0, len(solver.guesses), 7):  # every other guess has a kept one before it
        if solver.may_name(solver.guesses.words[g]):
            assert firsts[table[:, g].tobytes()] <= g
        else:
            assert g not in firsts.values()


@pytest.mark.parametrize("size", [1, 7, 8, 9, 20, 61, 64, 65, 300, 900])
def test_distinct_guesses_are_the_first_of_each_set_scored_alike(solver, size):
    """The first guess of each set that scores every answer alike, and only those (compared
    byte for byte: the keys that find them must never join two that differ), over random
    sets of answers of any count, among every guess or some."""
    rng = np.random.default_rng(size)
    table = solver.table_by_answer[np.sort(rng.choice(len(solver.answers), size, False))]
    firsts: dict[bytes, int] = {}
    for g in range(table.shape[1]):
        firsts.setdefault(table[:, g].tobytes(), g)
    assert distinct_guesses(table).tolist() == sorted(firsts.values())
    among = np.flatnonzero(rng.random(table.shape[1]) < 0.5)  # those the search may choose
    firsts = {}
    for k, g in enumerate(among):
        firsts.setdefault(table[:, g].tobytes(), k)
    assert distinct_guesses(table, among).tolist() == sorted(firsts.values())


def test_a_leaf_screen_that_stops_at_the_candidates_finds_the_full_screens_best(solver):
    """A leaf reads only the best guess: where a candidate beats any other guess's floor,
    the screen stops at the candidates, and its best is the full screen's."""
    policy, answers, _ = weighted_universe(solver, "SALET=s..et TROTH=...T.")
    rng = np.random.default_rng(5)
    stopped = 0
    for n in (4, 5, 6, 8, 10, 14) * 10:
        sub = np.sort(rng.choice(answers, n, replace=False))
        for left in (3, 4):
            guesses, est, _ = policy.screen(sub, None, left)
            some, theirs, _ = policy.screen(sub, None, left, best_only=True)
            stopped += len(some) < len(guesses)
            best, first = np.argmin(est), np.argmin(theirs)
            assert some[first] == guesses[best]
            # the same sum over fewer columns: equal but for the last bit of rounding
            assert theirs[first] == pytest.approx(est[best], abs=1e-12)
    assert stopped > 10


def test_the_answers_among_the_guesses_are_found_in_any_order(solver):
    """A screen finds which guesses could be the answer by lookup where the guesses are in
    list order, by a mask where they are not (a shortlist): the same guesses either way."""
    policy, answers, _ = weighted_universe(solver, "SALET=s..et TROTH=...T.")
    rng = np.random.default_rng(8)
    sub = np.sort(rng.choice(answers, 12, replace=False))
    rows = policy.answer_rows[sub]
    guesses = np.union1d(rng.choice(len(solver.guesses), 400, replace=False), rows[::2])
    for order in (guesses, rng.permutation(guesses)):
        at, which = policy._answers_among(sub, order)
        expected = {int(g) for g in rows if g in guesses}
        assert expected >= {int(g) for g in rows[::2]}
        assert {int(g) for g in order[at]} == expected
        assert (order[at] == rows[which]).all()
