"""No English in a Portuguese, Spanish or German reply where the engine's facts are worded
(a score's place and legend), and words that agree: a verb with the players it names, a
phrase said of several words alike as a whole, German's guesses as Versuche and Spanish's
as intentos where they are counted (palabras are the words played)."""

from __future__ import annotations

import pytest

from bot.formatting import plain_reason, problem
from bot.games._fit_replies import Clash, conflict
from bot.i18n import speaking_in, t
from solver import FeedbackError, Play, Split, parse_score


def _error(score: str, guess: str = "crane") -> FeedbackError:
    with pytest.raises(FeedbackError) as caught:
        parse_score(score, guess=guess)
    return caught.value


@pytest.mark.parametrize(
    ("language", "place", "legend"),
    [
        ("pt", "5ª", "🟩 verde, 🟨 amarela, ⬛ cinza"),
        ("es", "5.º", "🟩 verde, 🟨 amarillo, ⬛ gris"),
        ("de", "5.", "🟩 grün, 🟨 gelb, ⬛ grau"),
    ],
)
def test_a_scores_error_names_the_place_and_legend_in_the_language(language, place, legend):
    with speaking_in(language):
        said = problem(_error("🟩🟩🟩🟩3"))
    assert place in said and said.endswith(legend)
    assert "5th" not in said and "green" not in said


def test_a_letter_mismatch_names_its_place_as_a_number():
    with speaking_in("pt"):
        said = problem(_error("cRAXe"))
    assert said.startswith("o 4º caractere") and "4th" not in said


def _clash_with_two_players() -> list[str]:
    rows = [
        Clash(Play("crane", ((2, 0, 0, 1, 0),)), "ana", False, "CRANE 🟩⬛⬛🟨⬛"),
        Clash(Play("slate", ((0, 0, 1, 0, 0),)), "bia", False, "slate 00100"),
        Clash(Play("chest", ((0, 0, 0, 0, 0),)), "joao", True, "CHEST=....."),
    ]
    return list(conflict(rows, 0, False).lines)


def test_the_players_who_can_mend_a_clash_take_a_plural_verb():
    with speaking_in("pt"):
        lines = _clash_with_two_players()
    assert "ana e bia podem editar" in lines[-1]
    with speaking_in("de"):
        lines = _clash_with_two_players()
    assert "ana und bia können ihre Nachrichten" in lines[-1]


def test_words_alike_are_said_as_one_phrase():
    split = Split(words=10, groups=4, worst=5, chance=0.2)
    with speaking_in("de"):
        several = plain_reason(False, split, several=True)
        one = plain_reason(False, split)
    assert several.startswith("keines kann die Lösung sein") and "je " not in several
    assert one.startswith("kann nicht die Lösung sein")
    with speaking_in("pt"):
        assert plain_reason(True, split, several=True).startswith("cada uma pode ser ela")


def test_german_says_versuche_for_guesses_taken():
    with speaking_in("de"):
        assert t(" ({cost} more guesses on average)", cost="0,28") == (
            " (0,28 Versuche mehr im Schnitt)"
        )
        assert t("guesses") == "Versuche"


def test_spanish_says_intentos_for_guesses_taken():
    """The hint's "0,29 more guesses" and the scores' units count tries, as the skill line
    does ("intentos"), not words."""
    with speaking_in("es"):
        assert (
            t(" ({cost} more guesses on average)", cost="0,29") == " (0,29 intentos más de media)"
        )
        assert (
            t("guesses") == "intentos"
            and t("Fewer guesses are better.") == "Menos intentos es mejor."
        )
        assert (
            t("A loss counts as {cost} guesses.", cost=7) == "Una derrota cuenta como 7 intentos."
        )


def test_two_words_told_apart_are_both():
    """ "tells all 2 apart" reads as a count gone wrong: two words are both, in each
    language; more are all of them."""
    two, three = Split(words=2, groups=2, worst=1, chance=0.5), Split(3, 3, 1, 0.3)
    assert plain_reason(True, two) == "could be it; tells both apart"
    assert plain_reason(True, three).endswith("tells all 3 apart")
    for language, both in (("pt", "distingue as duas"), ("es", "distingue las dos")):
        with speaking_in(language):
            assert plain_reason(True, two).endswith(both)
    with speaking_in("de"):
        assert plain_reason(True, two).endswith("unterscheidet beide")
