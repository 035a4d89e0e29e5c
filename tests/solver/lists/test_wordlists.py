import pytest

from solver.lists.wordlists import (
    WordListError,
    allowed,
    letter_counts,
    load_words,
    original,
    valid,
)
from solver.wording import problem_text


def test_bundled_lists_have_their_documented_sizes_and_nest():
    assert (len(original()), len(allowed()), len(valid())) == (2315, 12972, 14855)
    assert set(original().words) <= set(allowed().words) <= set(valid().words)
    assert original().codes.shape == (2315, 5)
    assert original().codes.max() < 26


def test_custom_lists_of_other_lengths_load(tmp_path):
    path = tmp_path / "six.txt"
    path.write_text("Planet\nrocket\n\nplanet\n")
    words = load_words(path)
    assert words.words == ("planet", "rocket")
    assert words.length == 6


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("crane\ncr4ne\n", r"line 2: 'cr4ne' has '4'"),
        ("crane\ncranes\n", r"line 2: 'cranes' has 6 letters but the list started with 5"),
        ("abc\n", r"line 1: 'abc' has 3 letters; words must have 4 to 11"),
        ("\n\n", "holds no words"),
    ],
)
def test_bad_lists_fail_naming_file_and_line(tmp_path, text, message):
    path = tmp_path / "bad.txt"
    path.write_text(text)
    with pytest.raises(WordListError) as err:
        load_words(path)
    said = problem_text(err.value)  # the words every edge gives it
    assert message in said and "bad.txt" in said


def test_missing_file_is_a_word_list_error(tmp_path):
    with pytest.raises(WordListError) as err:
        load_words(tmp_path / "nope.txt")
    assert "cannot read" in problem_text(err.value)


def test_a_big_lists_letter_counts_are_counted_once_and_shared_read_only():
    words = valid()
    counts = letter_counts(words.codes.copy())  # the same letters, another array
    assert counts is words.counts is letter_counts(words.codes) and not counts.flags.writeable
    assert (counts.sum(axis=0) == 5).all() and counts[0, words.index["aahed"]] == 2
    few = letter_counts(words.codes[:10])  # a few words: counted afresh, the caller's own
    assert few is not letter_counts(words.codes[:10]) and (few == counts[:, :10]).all()
