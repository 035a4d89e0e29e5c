"""Other languages' words: letters past z (Ñ, Ä Ö Ü ß) are letters of their own, other
accents fold away as each game folds them, and every rule the engine applies agrees with
scoring each past guess against each word, as for English."""

from __future__ import annotations

import random
from string import ascii_lowercase

import numpy as np
import pytest

from solver.engine.core import Solver
from solver.game.feedback import Guess, encode, score
from solver.game.variants import (
    GERMAN,
    PORTUGUESE,
    SPANISH,
    VARIANTS,
    Words,
    spelled_length,
    with_digraphs_joined,
    with_marks,
)
from solver.lists.patterns import pattern_matrix
from solver.lists.priors import commonness
from solver.lists.wordlists import decode_word, encode_words, lists_of, written_forms

LANGUAGES = (PORTUGUESE, SPANISH, GERMAN)


@pytest.fixture(scope="module", params=LANGUAGES, ids=lambda w: w.name)
def engine(request) -> Solver:
    return Solver(*lists_of(request.param))


def test_each_list_plays_only_its_own_letters():
    for words in LANGUAGES:
        answers, guesses = lists_of(words)
        letters = set("".join(guesses.words))
        assert letters <= set(words.alphabet), words.name
        assert set(answers.words) <= set(guesses.words)
    assert "ñ" in "".join(lists_of(SPANISH)[1].words)
    assert {"ä", "ö", "ü", "ß"} <= set("".join(lists_of(GERMAN)[1].words))


def test_letters_past_z_encode_and_decode():
    for word in ("niños", "größe", "übel"):
        assert decode_word(encode_words([word])[0]) == word


def test_the_table_is_the_reference_score_on_a_sample(engine):
    rng = random.Random(7)
    guesses = rng.sample(engine.guesses.words, 150)
    answers = rng.sample(engine.answers.words, 150)
    table = pattern_matrix(encode_words(guesses), encode_words(answers))
    for i, g in enumerate(guesses):
        assert [int(c) for c in table[i]] == [encode(score(g, a)) for a in answers]


def test_candidates_are_the_ground_truth_after_repeated_and_special_letters(engine):
    """A word is possible iff scoring each past guess against it gives the feedback seen."""
    rng = random.Random(11)
    special = [w for w in engine.answers.words if not w.isascii()] or list(engine.answers.words)
    for secret in rng.sample(special, 8):
        past = [Guess(g, score(g, secret)) for g in rng.sample(engine.guesses.words, 2)]
        past.append(Guess(secret[::-1], score(secret[::-1], secret)))  # letters repeated
        kept = set(engine.candidates(past).words)
        truth = {
            a for a in engine.answers.words if all(score(p.word, a) == p.pattern for p in past)
        }
        assert kept == truth and secret in kept


@pytest.mark.parametrize("engine", [PORTUGUESE], indirect=True, ids=["termo"])
def test_termo_folds_every_accent_and_shows_it(engine):
    assert engine.fold("LAÇOS") == "lacos" and engine.fold("NIÑOS") == "ninos"
    assert engine.fold("FÉRIA") == "feria" and engine.fold("ÓTIMO") == "otimo"
    assert engine.written("otimo") == "ótimo" and engine.written("termo") == "termo"
    assert "otimo" in engine.answers


def test_spanish_keeps_enye_and_folds_the_rest():
    assert SPANISH.fold("NIÑOS") == "niños" and SPANISH.fold("ÁRBOL") == "arbol"
    assert GERMAN.fold("GRÖßE") == "größe" and GERMAN.fold("CAFÉS") == "cafes"
    assert written_forms(SPANISH)["arbol"] == "árbol"


@pytest.mark.parametrize("engine", [GERMAN], indirect=True, ids=["german"])
def test_ss_typed_for_eszett_reads_as_the_word_the_list_spells_with_it(engine):
    """GRÜSSE is GRÜẞE in capitals: read so where the list holds GRÜẞE; a word of the
    right length keeps its SS (RISSE), and a spelling the list lacks stays as typed."""

    def read(word: str) -> str:
        return with_digraphs_joined(GERMAN.fold(word), 5, GERMAN.alphabet, engine.is_known)

    assert read("GRÜSSE") == "grüße" and read("MASSEN") == "maßen"
    assert read("RISSE") == "risse" and read("KLASSE") == "klasse"  # KLAßE: no such word
    assert read("GROSSSE") == "grossse"  # too long by two, one SS
    assert read("SCHOEN") == "schön" and read("BAEUME") == "bäume"  # OE, AE for Ö, Ä
    assert read("GRUSSE") == "gruße"  # no such word, but GRÜẞE is: a typo for it
    assert with_digraphs_joined("glassy", 5, ascii_lowercase) == "glassy"  # English plays no ß
    # a chat token of forty S: no five-letter spelling, found without trying each pairing
    assert with_digraphs_joined("s" * 40, 5, GERMAN.alphabet) == "s" * 40
    assert spelled_length("s" * 40, 5) == 40 and spelled_length("grusse", 5) == 5
    assert with_digraphs_joined("grüsse", 5, GERMAN.alphabet) == "grüße"  # a first reading's guess


@pytest.mark.parametrize("engine", [SPANISH], indirect=True, ids=["spanish"])
def test_n_typed_for_enye_is_meant_where_the_n_word_fits_no_board_or_is_no_likely_answer(
    engine,
):
    """SUENO (of sonar) is listed: meant as SUEÑO where its colours fit no word after the
    board's rows and SUEÑO's do, or where it is no likely answer and SUEÑO, a likely
    answer, fits too (all green or not: read as N, a row that fits rules SUEÑO's board
    out); CANAL and CANON, likely answers, are the words typed."""
    dueño = [Guess("dueño", (0, 2, 2, 2, 2))]
    assert with_marks("sueno", SPANISH.alphabet) == ["sueño"]
    assert with_marks("termo", PORTUGUESE.alphabet) == []  # Termo plays no Ñ
    assert engine.marks_dropped("sueno", [(dueño, (2, 2, 2, 2, 2))]) == ["sueño"]
    # all green where both fit: SUENO, no likely answer, is SUEÑO typed without the Ñ
    assert engine.marks_dropped("sueno", [([], (2, 2, 2, 2, 2))]) == ["sueño"]
    assert engine.marks_dropped("sueno", [([], (2, 2, 2, 0, 2))]) == ["sueño"]  # SUELO fits
    assert engine.marks_dropped("canal", [(dueño, (0, 0, 0, 0, 0))]) == []
    assert engine.marks_dropped("canon", [([], (1, 0, 0, 0, 0))]) == []  # beside CAÑÓN


def test_priors_read_the_languages_frequencies_without_the_english_plural_rule():
    from solver.lists.priors import unlikely_weight

    assert commonness("mundo", SPANISH) > 4 and commonness("mundo", PORTUGUESE) > 4
    assert commonness("mundo") == 0.0  # not an English word
    # a Spanish word ending in S weighs by its frequency alone
    assert unlikely_weight("antes", SPANISH) == pytest.approx(
        0.1 * min(1.0, max(0.05, commonness("antes", SPANISH) / 4))
    )


def test_a_languages_frequencies_hold_each_figure_once():
    from solver.lists.priors import frequencies

    figures = frequencies(PORTUGUESE).values()
    assert len({id(z) for z in figures}) == len(set(figures)) < len(figures) // 10


def test_every_language_is_a_variant_new_names():
    from solver.game.variants import GAMES, variant_named

    for name, words in (("termo", PORTUGUESE), ("spanish", SPANISH), ("german", GERMAN)):
        assert name in GAMES and VARIANTS[name].words is words
    assert variant_named("español") is VARIANTS["spanish"]
    assert variant_named("de") is VARIANTS["german"]


def test_a_languages_engine_suggests_its_own_words(engine):
    best = engine.suggest([], top=3)
    assert all(s.word in engine.guesses for s in best)
    assert isinstance(engine.source, Words) and np.isfinite(best[0].expected_guesses)


def test_termo_leaves_out_what_only_english_or_a_name_counts():
    """wordfreq's Portuguese counts English quoted in it and names: a word VERO alone holds
    that English writes (CLEAR, CABLE, ADELE) or whose forms none counts (IBOPE) is no
    answer, only a guess; Portuguese words English also writes (CAUSE, a form of causar;
    GRADE; CISCO, a speck; CACHE, as cachê folds) and words the older lists miss (BREGA,
    TCHAU, METRÔ) stay answers."""
    answers, guesses = lists_of(PORTUGUESE)
    out = {"clear", "cable", "adele", "ibope", "ebola", "trade"}
    assert not out & set(answers.words)
    assert out <= set(guesses.words)
    assert {"cause", "grade", "range", "cisco", "brega", "tchau", "cache", "metro"} <= set(
        answers.words
    )
