import numpy as np
import pytest

from solver.game.feedback import encode, score
from solver.lists.patterns import (
    columns,
    letter_places,
    pattern_matrix,
    pattern_table,
    score_against,
    score_columns,
)
from solver.lists.wordlists import LETTERS, WordList, encode_words, original, valid

REPEATY = [
    "sassy",
    "mamma",
    "eerie",
    "geese",
    "llama",
    "civic",
    "added",
    "fluff",
    "abbey",
    "esses",
    "ninny",
    "tatty",
    "swiss",
    "chess",
    "goose",
    "obese",
    "speed",
    "array",
]


def reference(guesses, answers_):
    return np.array([[encode(score(g, a)) for a in answers_] for g in guesses])


def test_table_equals_reference_score_on_repeated_letter_words():
    words = REPEATY + list(original().words[:40])
    table = pattern_matrix(encode_words(words), encode_words(words))
    assert (table == reference(words, words)).all()


def test_table_equals_reference_score_on_a_large_random_sample():
    rng = np.random.default_rng(7)
    guesses = [valid().words[i] for i in rng.choice(len(valid()), 300, replace=False)]
    # bias towards repeated letters, where scoring goes wrong
    guesses += [w for w in valid().words if len(set(w)) <= 3][:200]
    picked = [original().words[i] for i in rng.choice(len(original()), 200, replace=False)]
    table = pattern_matrix(encode_words(guesses), encode_words(picked))
    assert (table == reference(guesses, picked)).all()


def test_a_lists_letter_places_are_indexed_in_small_integers():
    pairs, places = letter_places(valid().codes)
    assert places.dtype == np.int16 and places.shape == (5, len(valid()))
    assert ((pairs[places] // LETTERS).sum(axis=0) == 0b11111).all()  # each place once


def test_random_letter_strings_of_other_lengths():
    rng = np.random.default_rng(3)
    for length in (4, 6, 8, 11):
        # a small alphabet forces many repeats
        codes = rng.integers(0, 4, size=(60, length), dtype=np.uint8)
        words = ["".join(chr(97 + c) for c in row) for row in codes]
        assert (pattern_matrix(codes, codes) == reference(words, words)).all()


def test_unlisted_guess_is_scored_on_the_fly():
    row = score_against("zzxqj", original())
    assert row.shape == (len(original()),)
    assert row[original().index["jazzy"]] == encode(score("zzxqj", "jazzy"))


def test_a_table_is_built_once_per_process_and_never_written(tmp_path, monkeypatch):
    import solver.lists.patterns as patterns

    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path))
    small = WordList("small", tuple(original().words[:50]))
    built = pattern_table(small, small)
    assert (built == reference(small.words, small.words)).all()
    monkeypatch.setattr(patterns, "pattern_matrix", lambda *a: pytest.fail("rebuilt"))
    assert pattern_table(small, small) is built
    assert not list(tmp_path.iterdir())  # scoring is cheaper than reading a file


def test_small_lists_tables_never_push_out_a_big_lists(solver):
    """A server's upload or a short game's table beside the NYT's: the big one stays
    remembered, however many small ones come after it (the bound is what they hold)."""
    big = pattern_table(solver.guesses, solver.answers)
    words = solver.answers.words
    for k in range(8):  # more small lists than a bound by count would keep
        small = WordList(f"small{k}", tuple(words[10 * k : 10 * k + 10]))
        pattern_table(small, small)
    assert pattern_table(solver.guesses, solver.answers) is big


def test_less_likely_columns_are_every_guess_scored_against_the_word():
    words = WordList("some", (*valid().words[::97], "sassy", "esses", "swiss"))
    rows = np.array([0, 5, len(words) - 1, len(words) - 2])
    scored = score_columns(words, rows)
    for row, w in zip(scored, rows, strict=True):
        assert row.tolist() == [encode(score(g, words.words[w])) for g in words.words]
    legal = np.zeros(len(words), dtype=bool)
    legal[[1, 7, 9]] = True  # few legal guesses: only their columns are scored
    partial = score_columns(words, rows, legal)
    assert (partial[:, legal] == scored[:, legal]).all() and not partial[:, ~legal].any()


@pytest.mark.slow
def test_full_table_equals_reference_on_every_pair(solver):
    table = solver.table
    for g, guess in enumerate(solver.guesses.words):
        expected = [encode(score(guess, a)) for a in solver.answers.words]
        assert (table[g] == expected).all(), guess


def test_columns_are_the_tables_columns_whichever_way_they_are_read():
    """``columns`` reads a shortlist guess-major and few cells one by one: the same codes
    as the answers' rows, then the columns."""
    rng = np.random.default_rng(6)
    by_answer = rng.integers(0, 243, (300, 2000)).astype(np.uint8)
    by_guess = np.ascontiguousarray(by_answer.T)
    for n, k in ((250, 40), (5, 40), (20, 1500), (250, 2000), (3, 2000)):
        answers = np.sort(rng.choice(300, n, replace=False))
        guesses = np.arange(2000) if k == 2000 else np.sort(rng.choice(2000, k, replace=False))
        expected = by_answer[answers][:, guesses]
        for table in (by_guess, None):
            found = columns(by_answer, table, answers, guesses)
            assert found.flags.c_contiguous
            assert (found == expected).all()


@pytest.mark.parametrize("length", range(4, 12))
def test_the_letter_rule_is_the_score_of_one_letter_at_every_length(length):
    """One letter's tiles, the guess holding it at one mask of places and the answer at
    another, are what the exact score gives a guess and an answer made of that letter and
    letters the other lacks: every pair of masks up to seven letters, a sample past."""
    from solver.lists.patterns import code_dtype, letter_rule

    rule = letter_rule(length)
    assert rule.shape == (1 << length, 1 << length) and rule.dtype == code_dtype(length)
    masks = np.arange(1 << length)
    if length > 7:
        masks = np.random.default_rng(length).choice(masks, 120, replace=False)

    def word(mask: int, other: str) -> str:
        return "".join("a" if mask >> i & 1 else other for i in range(length))

    for g in masks:
        for a in masks:
            assert rule[g, a] == encode(score(word(g, "b"), word(a, "c"))), (g, a)
