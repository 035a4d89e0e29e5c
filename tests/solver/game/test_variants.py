"""The variant registry: every variant's words are bundled and sound, and each name a
player or a stored game gives finds its variant."""

from __future__ import annotations

import pytest

from solver.game.variants import (
    GAMES,
    VARIANTS,
    WORDLE,
    WORDS,
    titles,
    variant_named,
    wordle_of_length,
)
from solver.lists.priors import commonness
from solver.lists.wordlists import lists_of
from solver.support.problems import Problem


@pytest.mark.parametrize("name", list(WORDS))
def test_each_words_lists_are_bundled_of_their_length_with_answers_among_the_guesses(name):
    words = WORDS[name]
    answers, guesses = lists_of(words)
    assert answers.length == guesses.length == words.length
    assert set(answers.words) <= set(guesses.words)
    assert words.example in guesses
    assert len(answers) >= 500  # a game a day for years, and advice worth giving
    # the answers have frequencies, which the priors of the words around them are read from
    assert sum(commonness(w, words) > 0 for w in answers.words) >= 0.95 * len(answers)


def test_every_length_the_engine_plays_has_a_wordle():
    assert [wordle_of_length(n).length for n in range(4, 12)] == list(range(4, 12))
    assert wordle_of_length(5) is WORDLE
    with pytest.raises(Problem, match="no such length"):
        wordle_of_length(12)


def test_names_and_aliases_find_their_variant_and_games_list_the_five_letter_ones():
    assert variant_named("Quordle") is VARIANTS["quordle"]
    assert variant_named(" wordle-6 ") is VARIANTS["wordle6"]
    assert variant_named("nyt") is WORDLE
    assert variant_named("yahtzee") is None
    english = ("wordle", "dordle", "quordle", "octordle", "sedecordle")
    assert (*english, "termo", "spanish", "german") == GAMES
    assert titles() == ["Wordle", "Dordle", "Quordle", "Octordle", "Sedecordle"]
    assert VARIANTS["wordle7"].title == "Wordle (7 letters)"
