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
    # spelling; canta, preta: forms of common words that a place shares; bacon: VERO's
    # lowercase against wportuguese's Bacon, a tie English's case breaks (Miami's stays);
    # jones: no Portuguese list holds it, English writes it as a name; erica: VERO inflects
    # its lowercase (a heather) but wordfreq counts no form of it; treze, a numeral VERO
    # does not inflect, is a word however its count stands alone; japao: a thesaurus
    # lists japão (a Japanese), but wordfreq counts no japões: the count is Japão's, where
    # praga, catar (pragas, catam) and suica, siria (suíços, sírios) are words in use
    (
        "pt",
        (
            *("bauru", "ceara", "laura", "pedro", "romeu", "alice", "paulo", "jorge", "mauro"),
            *("paris", "miami", "jones", "erica", "japao", "gabao"),
        ),
        (
            *("costa", "terra", "porto", "serra", "campo", "santa", "canta", "preta", "bacon"),
            *("treze", "praga", "catar", "suica", "siria", "malta", "lagos"),
        ),
    ),
    # pedro, diego, maria: first names hunspell-es also holds lowercase (a wine, a flower);
    # bahia (a bay: in the thesaurus read as ISO-8859-1), malta (malt, a noun aspell-es
    # writes lowercase) and belen (a crib) are words though CLDR names a place so; japon's
    # lowercase homograph is the place's adjective (japona); cohen (a soothsayer) is in
    # no list that holds capitals, and English writes it as a name; cuzco (a small dog)
    # hunspell-es inflects, but wordfreq counts no cuzcos: the count is Cuzco's; islam,
    # which the dictionary does not inflect, and palma (palmas) stay words; carla, petra,
    # jorge, lucas, simon, marta: hunspell-es holds them lowercase, but wordfreq counts
    # them nearly as often in other languages and their plurals nearly never (a name's
    # count), where reina, julio, leona, nacho are counted far more in Spanish than
    # anywhere (a word's); paris (parís, a form of parir alone) is the place
    (
        "es",
        (
            *("pablo", "david", "jesus", "tunez", "pedro", "diego", "maria", "rusia", "japon"),
            *("cohen", "cuzco", "carla", "petra", "jorge", "lucas", "simon", "marta", "paris"),
        ),
        (
            *("julio", "leona", "novia", "costa", "bella", "reina", "bahia", "malta", "belen"),
            *("islam", "palma", "nacho", "rocio"),
        ),
    ),
    # German nouns are all capitalised: Wiktionary's tags tell Peter from Bauer,
    # OpenThesaurus a Login or a Metro that Wiktionary's nouns lack (English writes them
    # lowercase; its Delhi and Verdi are names), igerman98's feminine a noun of persons
    # (Esser, Esserin); a name a names list holds is a name though a rare noun shares it
    # (die Klaus; Mare's plural Maria; das Paris) where wordfreq counts no other form of
    # that noun nearly as often, but a first name OpenThesaurus holds is a word (Erika,
    # heather; Roman, a novel); adele, a form of the far rarer adeln, is the name, and so
    # is franz, lowercase in wngerman but a form igerman98's hunspell does not know
    (
        "de",
        (
            *("peter", "japan", "james", "intel", "delhi", "verdi", "klaus", "maria", "willi"),
            *("paris", "china", "adele", "franz"),
        ),
        (
            *("bauer", "fuchs", "adler", "koch", "rose", "login", "metro", "esser", "erika"),
            *("roman", "sonne", "liebe"),
        ),
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


# Each game's likely answers as its players reported them: names out, words in (the rule's
# known cases, read from the bundled lists themselves)
ANSWERED = (
    (
        "pt5",
        ("bauru", "ceara", "laura", "mauro", "paris", "jones", "bruna", "japao"),
        ("costa", "treze", "praga", "catar", "suica", "siria", "malta", "lagos"),
    ),
    (
        "es5",
        ("pedro", "diego", "rusia", "japon", "cohen", "cuzco", "carla", "jorge", "paris"),
        ("bahia", "malta", "islam", "reina", "julio"),
    ),
    (
        "de5",
        ("delhi", "verdi", "peter", "japan", "klaus", "willi", "maria", "paris", "adele", "franz"),
        ("login", "metro", "esser", "erika", "roman", "sonne"),
    ),
)


@pytest.mark.parametrize(("name", "names", "words"), ANSWERED, ids=lambda k: str(k)[:3])
def test_known_names_leave_the_answers_and_words_stay(name, names, words):
    answers = set(lists_of(WORDS[name])[0].words)
    assert not answers & set(names), name
    assert set(words) <= answers, name
