"""Lists of words in their language's alphabetical order (fresh_findings4 finding 14: German
candidates read "BROTE, BÄDER, BÄNDE …", the code points' order).  The goldens pin the
lists a German game shows (FÄHRE before FREIE, GRÖSSE before GRUBE)."""

from __future__ import annotations

import pytest

from bot.formatting import spell_as
from bot.word_order import in_order
from solver.game.variants import ENGLISH_FIVE, GERMAN, PORTUGUESE, SPANISH


@pytest.mark.parametrize(
    "kind, given, ordered",
    [
        (
            GERMAN,
            ["brote", "bäder", "baden", "bänke", "debüt"],
            ["baden", "bäder", "bänke", "brote", "debüt"],
        ),
        (GERMAN, ["mast", "maße", "masse"], ["masse", "maße", "mast"]),  # ß files as ss
        (SPANISH, ["ñandu", "nube", "año", "apio", "ano"], ["ano", "año", "apio", "nube", "ñandu"]),
        (PORTUGUESE, ["cabra", "caçar", "cacau"], ["cabra", "caçar", "cacau"]),
        (ENGLISH_FIVE, ["crane", "bread", "about"], ["about", "bread", "crane"]),
        (GERMAN, ["masse", "brote", "baden"], ["baden", "brote", "masse"]),  # plain letters
    ],
)
def test_words_follow_their_languages_order(kind, given, ordered):
    spell_as(kind)
    try:
        assert in_order(given) == ordered
    finally:
        spell_as(None)
