"""How likely each valid word is to be the answer: the weights expected-guesses uses.

The rule (documented in README):
- a word on the likely-answer list weighs 1;
- any other valid word weighs at most ``UNLIKELY`` (0.1), scaled by how common it is:
  ``UNLIKELY * clip(zipf / 4, 0.05, 1)``, with zipf its Zipf frequency in the list's
  language (its ``frequency.tsv``, made with wordfreq; a word of zipf 4, like FIFTY, is
  common);
- in English, a plural-looking word (ends in S, but not SS, US or IS) weighs a quarter of
  that, because the NYT has not picked plurals.  Other languages' games have no such rule
  anyone has measured, so their words weigh by frequency alone.

So GUANO (zipf 2.6) weighs 0.065 against a likely answer's 1, AAHED 0.005.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

import numpy as np

from solver.game.variants import ENGLISH, Words
from solver.lists.wordlists import WordList

UNLIKELY = 0.1
FLOOR = 0.05
COMMON_ZIPF = 4.0
PLURAL = 0.25


@cache
def frequencies(source: Words = ENGLISH[5]) -> dict[str, float]:
    """The Zipf frequency of each of a set of words that has one (read when one of them is
    first weighed: a process playing English five letters holds no other's).  Each figure
    written alike is one float, shared: a list's tens of thousands of words have a few
    hundred figures, and a float of its own for each word took most of a dict's memory in
    every language in use."""
    text = resources.files("solver.data").joinpath(source.frequency).read_text("utf-8")
    pairs = (line.split("\t") for line in text.splitlines() if line and line[0] != "#")
    figures: dict[str, float] = {}
    return {word: figures.setdefault(zipf, float(zipf)) for word, zipf in pairs}


def commonness(word: str, source: Words | None = None) -> float:
    """How common a word is in its language: its Zipf frequency (0 for a word it lacks);
    English of its length unless ``source`` says which words it is among."""
    if source is None or not source.frequency:  # a server's list: read as English
        source = ENGLISH.get(len(word))
    return frequencies(source).get(word, 0.0) if source else 0.0


def looks_plural(word: str) -> bool:
    """Ends in S but not SS, US or IS (GLASS, BONUS, BASIS are not plurals)."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


def unlikely_weight(word: str, source: Words | None = None) -> float:
    """The weight of a valid word that is not on the likely list."""
    zipf = commonness(word, source)
    weight = UNLIKELY * min(1.0, max(FLOOR, zipf / COMMON_ZIPF))
    english = source is None or source.language == "en"
    return weight * (PLURAL if english and looks_plural(word) else 1.0)


def weights(words: tuple[str, ...], likely: WordList, source: Words | None = None) -> np.ndarray:
    """Each word's weight as the answer; ``source``: the words they are (English by
    default)."""
    return np.array(
        [1.0 if w in likely else unlikely_weight(w, source) for w in words], dtype=float
    )
