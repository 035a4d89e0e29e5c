"""Grid deduction: the true answer always survives; hard-mode rules bite where they must."""

import random

import pytest

from solver import Guess, Solver, score
from solver.deduce import Deducer, greens_kept


@pytest.fixture(scope="module")
def deducer(solver: Solver) -> Deducer:
    return Deducer(solver)


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
        played.append(solver.suggest(history, 1, hard=True, thorough=False)[0].word)
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
    """An answer fits a non-hard grid iff every row is some guess's feedback for it."""
    grid = ((2, 2, 2, 2, 0), (2, 2, 2, 2, 2))
    fit = deducer.fit_all([(grid, False)])
    for i in random.Random(2).sample(range(len(solver.answers)), 60):
        answer = solver.answers.words[i]
        expected = any(score(g, answer) == grid[0] for g in solver.guesses.words)
        assert bool(fit.likely[i]) == expected, answer


def test_hard_mode_grid_that_forgets_a_revealed_letter_fits_nothing(deducer):
    grid = ((1, 0, 0, 0, 0), (0, 0, 0, 0, 0), (2, 2, 2, 2, 2))
    assert deducer.fit_all([(grid, False)]).likely.sum() > 100
    assert deducer.fit_all([(grid, True)]).likely.sum() == 0  # the yellow must be reused
    assert not greens_kept(((2, 0, 0, 0, 0), (0, 2, 0, 0, 0)))
    assert greens_kept(((2, 0, 0, 0, 0), (2, 1, 0, 0, 0), (2, 2, 2, 2, 2)))


def test_hard_mode_search_matches_exhaustive_play_on_small_cases(solver, deducer):
    """For a few answers, compare with trying every guess sequence (two rows)."""
    from solver.feedback import encode

    rng = random.Random(9)
    words = solver.guesses.words
    for answer in ("chess", "fifty", "watch"):
        codes = solver.table_by_answer[solver.answers.index[answer]]
        first = rng.choice(words)
        row1 = score(first, answer)
        for second in rng.sample(words, 25):
            row2 = score(second, answer)
            rows = (row1, row2)
            # exhaustive: some g1 with row1 and g2 with row2 that reuses g1's revealed letters
            ok = False
            g1s = [words[i] for i in (codes == encode(row1)).nonzero()[0]]
            g2s = [words[i] for i in (codes == encode(row2)).nonzero()[0]]
            for g1 in g1s:
                need = {}
                for ch, tile in zip(g1, row1, strict=True):
                    if tile:
                        need[ch] = need.get(ch, 0) + 1
                if any(all(g2.count(c) >= n for c, n in need.items()) for g2 in g2s):
                    ok = True
                    break
            if greens_kept(rows):
                assert deducer.playable_in_hard_mode(answer, rows) == ok, (answer, rows)


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
    assert deducer.likely_patterns.sum() == (deducer.likely_counts > 0).sum()
