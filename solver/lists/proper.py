"""Proper nouns: words a player reads as a name (a person, a place, a brand), never as a
word of the language, though a spell-checker list or a frequency count holds them.

Why a list: wordfreq folds case, so LAURA, DELFT or PURDY count as common words by their
names' frequency, and a rare lowercase homograph (Portuguese "laura", the feminine of lauro) lets a
name into a list of lowercase words.  A likely answer should be a word, and familiar advice
should name a word players know as a word.

The rule reads each source's own capitalisation and tags, per language, never a hand list
(scripts/make_proper.py states it and makes ``solver/data/proper/<language>.txt``, the
words as each game plays them): English by SCOWL's case, German by wngerman's case,
German Wiktionary's name tags and OpenThesaurus, Portuguese and Spanish by their
spell-checkers' case, their thesauri, wordfreq and the names lists where the spell-checkers
tie (IBGE's census and gender.c's first names, CLDR's places: MAURO, PEDRO, PARIS).  The
answers a player's game is drawn from by fact (the NYT's and the original Wordle's) are
never marked, whatever their case in a source.  The bundled answer lists hold none of
these words (make_languages.py, make_lengths.py); they stay valid guesses.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

FOLDER = "proper"  # in solver/data
ENGLISH = "en"


@cache
def proper_nouns(language: str) -> frozenset[str]:
    """The words of ``language`` its sources hold only as names (empty for a language
    without a list); ``#`` lines are the file's provenance."""
    path = resources.files("solver.data").joinpath(f"{FOLDER}/{language}.txt")
    if not path.is_file():
        return frozenset()
    lines = path.read_text("utf-8").splitlines()
    return frozenset(w.strip() for w in lines if w.strip() and not w.startswith("#"))


def is_proper(word: str, language: str = ENGLISH) -> bool:
    """Whether ``word`` (lowercase, as its game plays it) is a name and not a word of
    ``language``: never a likely answer, never a familiar word however frequent."""
    return word.lower() in proper_nouns(language)
