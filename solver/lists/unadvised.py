"""Words the bot never names as advice: each language's slurs and obscenities.

A player may still play one (it stays a valid guess, scored and filtered as any other);
only what the bot chooses to say is restricted.  The lists are per language, because a
word offensive in one is ordinary in another (NEGRO, MASSA and TESTE are everyday
Portuguese and Spanish): ``solver/data/unadvised/<language>.txt``, made by
scripts/make_unadvised.py from public profanity lists (provenance in solver/data/NOTICE).

Every path that names a word goes through ``may_advise`` or ``advisable``: the searches
choose among advisable guesses only (``Universe``), the bot's lists drop the rest before
they are worded, and the precomputed openers, book and trees hold none (a test reads them).
"""

from __future__ import annotations

from functools import cache
from importlib import resources

import numpy as np

from solver.lists.wordlists import WordList

FOLDER = "unadvised"  # in solver/data
ENGLISH = "en"  # a list whose language is not known is read as English, as its priors are


@cache
def unadvised(language: str) -> frozenset[str]:
    """The words of ``language`` the bot never names (empty for a language without a list)."""
    path = resources.files("solver.data").joinpath(f"{FOLDER}/{language}.txt")
    if not path.is_file():
        return frozenset()
    return frozenset(path.read_text("utf-8").split())


def language_of(*lists: WordList) -> str:
    """The language of these lists' words: the first whose source says, else English."""
    return next((w.source.language for w in lists if w.source is not None), ENGLISH)


def may_advise(word: str, language: str = ENGLISH) -> bool:
    """Whether the bot may name ``word`` as advice in a game of ``language``."""
    return word not in unadvised(language)


def advisable(guesses: WordList, answers: WordList | None, language: str) -> np.ndarray:
    """Per guess, whether the search may choose it: every word but the unadvised ones, and
    every likely answer in any case (a server's own answer list is its players' choice, and
    an answer must stay winnable; the bundled answer lists hold no unadvised word)."""
    banned = unadvised(language)
    mask = np.array([w not in banned for w in guesses.words], dtype=bool)
    if answers is not None:
        mask[[guesses.index[w] for w in answers.words if w in guesses.index]] = True
    return mask
