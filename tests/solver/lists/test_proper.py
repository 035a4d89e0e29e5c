"""Proper nouns (solver/lists/proper.py, made by scripts/make_proper.py): names its sources
hold only capitalised are marked, common words with a capitalised homograph are not, the
game's own answers never are, and no bundled answer list holds a marked word."""

from __future__ import annotations

import pytest

from solver.game.variants import WORDS
from solver.lists.proper import is_proper, proper_nouns
from solver.lists.wordlists import answers as nyt
from solver.lists.wordlists import lists_of, original

# (language, names, words that share a name's spelling but are words first)
KNOWN = (
    ("en", ("delft", "ceres", "purdy", "laura", "texas"), ("march", "bill", "rose", "frank")),
    # Termo's reported names; costa, terra, porto: words sharing a place's or a surname's
    # spelling; canta, preta: forms of common words that a place shares
    (
        "pt",
        ("bauru", "ceara", "laura", "pedro", "romeu", "alice", "paulo", "jorge", "mauro", "paris"),
        ("costa", "terra", "porto", "serra", "campo", "santa", "canta", "preta"),
    ),
    # pedro, diego, maria: first names hunspell-es also holds lowercase (a wine, a flower)
    (
        "es",
        ("pablo", "david", "jesus", "tunez", "pedro", "diego", "maria", "rusia"),
        ("julio", "marta", "novia", "costa", "bella", "reina"),
    ),
    # German nouns are all capitalised: Wiktionary's tags tell Peter from Bauer,
    # OpenThesaurus a Login or a Metro that Wiktionary's nouns lack, igerman98's feminine
    # a noun of persons (Esser, Esserin)
    (
        "de",
        ("peter", "japan", "james", "intel"),
        ("bauer", "fuchs", "adler", "koch", "rose", "login", "metro", "esser"),
    ),
)


@pytest.mark.parametrize(("language", "names", "words"), KNOWN, ids=lambda k: str(k)[:2])
def test_known_names_marked_and_words_kept(language, names, words):
    for name in names:
        assert is_proper(name, language), name
        assert is_proper(name.upper(), language), name  # as a player types it
    for word in words:
        assert not is_proper(word, language), word


def test_the_games_own_answers_are_never_names():
    """DUTCH, MOLLY, TEDDY are capitalised in SCOWL, but the NYT picked them."""
    marked = proper_nouns("en")
    assert {"dutch", "molly", "teddy"} <= set(nyt().words)
    assert not marked & (set(nyt().words) | set(original().words))


def test_a_language_without_a_list_marks_nothing():
    assert proper_nouns("xx") == frozenset()
    assert not is_proper("delft", "xx")


@pytest.mark.parametrize("name", sorted(WORDS), ids=str)
def test_no_bundled_answer_list_holds_a_name(name):
    words = WORDS[name]
    answers, _ = lists_of(words)
    marked = proper_nouns(words.language)
    assert marked, words.language  # every bundled language has its list
    assert not marked & set(answers.words), name


@pytest.mark.parametrize(("language", "names", "words"), KNOWN, ids=lambda k: str(k)[:2])
def test_a_name_is_still_a_guess(language, names, words):
    """Only the likely answers leave names out: a player may still type one."""
    five = next(w for w in WORDS.values() if w.language == language and w.length == 5)
    guesses = set(lists_of(five)[1].words)
    assert [n for n in names if n in guesses], language
