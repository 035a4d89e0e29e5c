"""Grid deduction: the true answer always survives; hard-mode rules bite where they must."""

import random

import numpy as np
import pytest

from solver import Guess, Solver, score
from solver.analysis.deduce import Deducer, deducer_for, each_row_producible, supersets
from solver.filtering.knowledge import Knowledge, shown_counts
from solver.game.feedback import encode
from solver.game.rules import hard_mode_grid_breach
from solver.lists.patterns import pattern_matrix
from solver.lists.wordlists import encode_words


@pytest.fixture(scope="module")
def deducer(solver: Solver) -> Deducer:
    """The process's own over the solver's lists, as the bot reads it: its tables, data of
    the lists alone, built once for every test that deduces."""
    return deducer_for(solver)


def test_services_over_the_same_lists_read_one_deducer(solver, original_solver):
    """A process builds the deduction's odds once for a pair of lists, whichever solver
    asks; other lists get their own, which answer over their own words."""
    shared = deducer_for(Solver())  # another solver over the same lists
    assert shared is deducer_for(solver)
    original = deducer_for(original_solver)
    assert original is not shared
    assert len(original.everything().likely) == len(original_solver.answers)
    assert deducer_for(solver) is shared  # the second list evicted nothing


def grid_of(answer: str, guesses: list[str]) -> tuple:
    rows = []
    for word in guesses:
        rows.append(score(word, answer))
        if word == answer:
            break
    return tuple(rows)


def hard_game(solver: Solver, answer: str, opener: str) -> list[str]:
    played = [opener]
    while played[-1] != answer and len(played) < 6:
        history = [Guess(w, score(w, answer)) for w in played]
        played.append(solver.suggest(history, 1, hard=True)[0].word)
    return played


def test_true_answer_always_survives_real_grids(solver, deducer):
    rng = random.Random(5)
    for answer in rng.sample(solver.answers.words, 8):
        grids = []
        for _ in range(4):
            opener = rng.choice(solver.guesses.words)
            hard = rng.random() < 0.5
            if hard:
                played = hard_game(solver, answer, opener)
            else:  # a person who plays random words still possible
                played = [opener]
                while played[-1] != answer and len(played) < 6:
                    history = [Guess(w, score(w, answer)) for w in played]
                    played.append(rng.choice(solver.candidates(history).words))
            grids.append((grid_of(answer, played), hard))
        fit = deducer.fit_all(grids)
        assert fit.likely[solver.answers.index[answer]], (answer, grids)
        assert fit.possible[solver.guesses.index[answer]]


def test_subset_rule_against_brute_force(solver, deducer):
    """An answer fits a non-hard grid iff every row is some guess's feedback for it.  Only
    a guess with the answer's letters where the row is green can show those greens (what
    green means), so only those are scored, by the reference scorer."""
    grid = ((2, 2, 2, 2, 0), (2, 2, 2, 2, 2))
    fit = deducer.fit_all([(grid, False)])
    by_greens: dict[str, list[str]] = {}
    for g in solver.guesses.words:
        by_greens.setdefault(g[:4], []).append(g)
    for i in random.Random(2).sample(range(len(solver.answers)), 60):
        answer = solver.answers.words[i]
        could = by_greens.get(answer[:4], [])
        expected = any(score(g, answer) == grid[0] for g in could)
        assert bool(fit.likely[i]) == expected, answer


def test_hard_mode_grid_that_forgets_a_revealed_letter_fits_nothing(deducer):
    grid = ((1, 0, 0, 0, 0), (0, 0, 0, 0, 0), (2, 2, 2, 2, 2))
    assert deducer.fit_all([(grid, False)]).likely.sum() > 100
    assert deducer.fit_all([(grid, True)]).likely.sum() == 0  # the yellow must be reused
    assert hard_mode_grid_breach(((2, 0, 0, 0, 0), (0, 2, 0, 0, 0))) == (1, 0)
    assert hard_mode_grid_breach(((2, 0, 0, 0, 0), (2, 1, 0, 0, 0), (2, 2, 2, 2, 2))) is None


def exhaustive_hard_play(solver: Solver, answer: str, rows: tuple) -> bool:
    """The definition, played out: is there a guess for each row, in order, that the
    solver's hard-mode rule allows after the guesses before it?  Histories that leave the
    same rule (greens and letter minimums) are the same state, so only those are kept."""
    words = solver.guesses.words
    column = pattern_matrix(solver.guesses.codes, encode_words([answer]))[:, 0]
    histories: dict[tuple, list[Guess]] = {((), ()): []}
    for row in rows:
        if row == tuple([2] * len(answer)):
            break  # the answer itself, always legal
        showing = np.flatnonzero(column == encode(row))
        found: dict[tuple, list[Guess]] = {}
        for history in histories.values():
            rule = Knowledge.from_history(history, len(answer))
            allowed = rule.hard_mode_allows(
                solver.guesses.codes[showing], solver.guesses.counts[:, showing]
            )
            reveals = {}  # guesses revealing the same letters leave the same rule
            for i in showing[allowed]:
                reveals.setdefault(frozenset(shown_counts(Guess(words[i], row)).items()), i)
            for i in reveals.values():
                after = Knowledge.from_history([*history, Guess(words[i], row)], len(answer))
                found[(tuple(after.greens), tuple(sorted(after.min_count.items())))] = [
                    *history,
                    Guess(words[i], row),
                ]
        if not found:
            return False
        histories = found
    return True


def hard_grids(solver: Solver, rng: random.Random, answer: str, n: int) -> list[tuple]:
    """Grids as people make them: solver play in hard mode, random possible words (often
    unplayable in hard mode), and random legal hard-mode words."""
    grids = []
    for k in range(n):
        played = [rng.choice(solver.guesses.words)]
        while played[-1] != answer and len(played) < 6:
            history = [Guess(w, score(w, answer)) for w in played]
            if k % 3 == 0:
                word = solver.suggest(history, 1, hard=True)[0].word
            elif k % 3 == 1:
                word = rng.choice(solver.candidates(history).words)
            else:
                rule = Knowledge.from_history(history)
                legal = np.flatnonzero(
                    rule.hard_mode_allows(solver.guesses.codes, solver.guesses.counts)
                )
                word = solver.guesses.words[rng.choice(legal)]
            played.append(word)
        grids.append(grid_of(answer, played))
    return grids


def check_hard_rule(solver: Solver, deducer: Deducer, seed: int, answers: int, grids: int):
    """For grids made from valid words, every word the subset test keeps gets the same
    hard-mode verdict from the reveal chain as from exhaustive play."""
    rng = random.Random(seed)
    verdicts = {"playable": 0, "letters not reused": 0}
    for answer in rng.sample(solver.guesses.words, answers):
        for grid in hard_grids(solver, rng, answer, grids):
            subset = deducer.fit_all([(grid, False)]).possible
            hard = deducer.fit_all([(grid, True)]).possible
            kept = np.flatnonzero(subset)
            sample = {solver.guesses.index[answer], *rng.sample(list(kept), min(6, len(kept)))}
            for i in sample:
                word = solver.guesses.words[i]
                played = exhaustive_hard_play(solver, word, grid)
                expected = hard_mode_grid_breach(grid) is None and played
                assert bool(hard[i]) == expected, (word, grid)
                verdicts[
                    "greens lost"
                    if hard_mode_grid_breach(grid) is not None
                    else "playable"
                    if played
                    else "letters not reused"
                ] += 1
            assert not (hard & ~subset).any()  # hard mode only ever removes words
    return verdicts


def test_hard_rule_matches_exhaustive_play(solver, deducer):
    verdicts = check_hard_rule(solver, deducer, seed=9, answers=4, grids=3)
    assert min(verdicts.values()) >= 5, verdicts  # every kind of verdict is tested


@pytest.mark.slow
def test_hard_rule_matches_exhaustive_play_at_scale(solver, deducer):
    verdicts = check_hard_rule(solver, deducer, seed=10, answers=60, grids=6)
    assert min(verdicts.values()) >= 100, verdicts


def test_reveal_sets_by_hand(solver, deducer):
    """SPEED against ERASE shows 1 0 1 1 0 and reveals S and both Es: the answer's S
    (position 3) and its first two Es (0 and 4), so bit 0b11001.  Whatever guess shows
    that row reveals three letters, one per coloured tile."""
    assert score("speed", "erase") == (1, 0, 1, 1, 0)
    bits = int(deducer.possible_reveals[solver.guesses.index["erase"], encode((1, 0, 1, 1, 0))])
    assert bits >> 0b11001 & 1
    assert all(m.bit_count() == 3 for m in range(32) if bits >> m & 1)
    # no guess gives ERASE five yellows: an empty set, so a grid with that row rules it out
    erase = solver.guesses.index["erase"]
    assert deducer.possible_reveals[erase, encode((1,) * 5)] == 0
    assert not each_row_producible(deducer.possible_reveals[:, [encode((1,) * 5)]])[erase]
    # closing {position 0} upwards gives every set holding position 0
    up = int(supersets(np.array([1 << 0b00001], dtype=np.uint32), 5)[0])
    assert up == sum(1 << m for m in range(32) if m & 1)


def test_most_probable_first_puts_the_answer_near_the_top(solver, deducer):
    """Players who play random still-possible words: the answer should sit high in the
    list, well above its place in alphabetical order."""
    rng = random.Random(4)
    places, sizes = [], []
    for answer in rng.sample(solver.answers.words, 6):
        grids = []
        for _ in range(8):
            played = [rng.choice(solver.guesses.words)]
            while played[-1] != answer and len(played) < 6:
                history = [Guess(w, score(w, answer)) for w in played]
                played.append(rng.choice(solver.candidates(history).words))
            grids.append((grid_of(answer, played), False))
        fit = deducer.fit_all(grids)
        order = deducer.ranked(fit, grids)
        assert len(order) == int(fit.likely.sum())
        places.append(order.index(answer) / len(order))
        sizes.append(len(order))
    assert sum(places) / len(places) < 0.2, (places, sizes)
    # a row some guess shows has odds; one no guess shows has none
    assert ((deducer.likely_reveals != 0) == (deducer.later_odds > 0)).all()
