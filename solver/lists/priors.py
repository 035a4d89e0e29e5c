"""How likely each valid word is to be the answer: the weights expected-guesses uses.

The rule (documented in README):
- a word on the likely-answer list weighs 1;
- any other valid word weighs at most ``UNLIKELY`` (0.1), scaled by how common it is:
  ``UNLIKELY * clip(zipf / 4, 0.05, 1)``, with zipf its English Zipf frequency
  (solver/data/frequency.tsv, made with wordfreq; a word of zipf 4, like FIFTY, is common);
- a plural-looking word (ends in S, but not SS, US or IS) weighs a quarter of that,
  because the NYT has not picked plurals.

So GUANO (zipf 2.6) weighs 0.065 against a likely answer's 1, AAHED 0.005.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

import numpy as np

from solver.game.variants import ENGLISH
from solver.lists.wordlists import WordList

UNLIKELY = 0.1
FLOOR = 0.05
COMMON_ZIPF = 4.0
PLURAL = 0.25


@cache
def frequencies(length: int = 5) -> dict[str, float]:
    """The Zipf frequency of each bundled English word of ``length`` letters (read when a
    word of that length is first weighed: a process playing five letters holds no other)."""
    words = ENGLISH.get(length)
    if words is None:
        return {}
    text = resources.files("solver.data").joinpath(words.frequency).read_text()
    pairs = (line.split("\t") for line in text.splitlines() if line and line[0] != "#")
    return {word: float(zipf) for word, zipf in pairs}


def commonness(word: str) -> float:
    """How common a word is in English: its Zipf frequency (0 for a word it lacks)."""
    return frequencies(len(word)).get(word, 0.0)


def looks_plural(word: str) -> bool:
    """Ends in S but not SS, US or IS (GLASS, BONUS, BASIS are not plurals)."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


def unlikely_weight(word: str) -> float:
    """The weight of a valid word that is not on the likely list."""
    zipf = commonness(word)
    weight = UNLIKELY * min(1.0, max(FLOOR, zipf / COMMON_ZIPF))
    return weight * (PLURAL if looks_plural(word) else 1.0)


def weights(words: tuple[str, ...], likely: WordList) -> np.ndarray:
    return np.array([1.0 if w in likely else unlikely_weight(w) for w in words], dtype=float)
