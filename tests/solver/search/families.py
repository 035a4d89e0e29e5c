"""Hard mode's _O_ER family, shared by the tests of the trap check and of the fewest-losses
search, and the brute force both are checked against."""

from __future__ import annotations

from functools import cache

import numpy as np

from solver.game.feedback import encode, from_colours, score
from solver.lists.wordlists import WordList
from solver.search.strategy import Strategy

# What the NYT's 2023 answers (alex1770's wordlist_nyt20230701_hidden) leave after TARSE
# BBBYB... in hard mode: TARSE BBYBY, RILED YBBGB.  The _O_ER words among them are a trap:
# after BOWER BGBGG ten are left that three rows cannot all reach.
OER_WORDS = """
    boner bower boxer buyer cheer cover cower creek creep cyber ember fever fewer foyer
    freer fryer gofer goner green homer hover hyper joker moper mover mower never newer
    offer owner poker power preen queer umber upper wooer
"""
OER = OER_WORDS.split()


def legal_after(strategy: Strategy, words: WordList, legal, line: str):
    played = line.split()
    for word, colours in zip(played[::2], played[1::2], strict=True):
        legal = strategy.legal_after(legal, words.index[word], encode(from_colours(colours)))
    return legal


scored = cache(score)  # the reference scorer, each pair once a process


def brute_force_lost(
    strategy: Strategy, words: WordList, answers: tuple[str, ...], legal, rows: int
) -> int:
    """The fewest of ``answers`` that no play within ``rows`` hard-mode guesses finds:
    every legal guess tried at every level, feedback by the reference scorer (each pair
    scored once a process: the same guess meets the same answer in many of the groups
    tried, and of the calls).

    Hard mode only narrows what is legal (``legal_after`` is the guesses legal before and
    allowed by the new row), so every level's guesses are among those legal here: the
    masks are kept over those alone, and what each (guess, colours) allows of them is
    read once."""
    here = np.flatnonzero(legal)  # the guesses legal here, the masks' positions
    at = {words.words[g]: k for k, g in enumerate(here.tolist())}

    @cache
    def allows(k: int, pattern: tuple) -> np.ndarray:
        """Of the guesses legal here, those still legal once guess ``k`` showed ``pattern``."""
        after = strategy.legal_after(legal, int(here[k]), encode(pattern))
        assert after is not None  # a hard-mode strategy's
        return after[here]

    @cache
    def lost(left: tuple[str, ...], legal_bytes: bytes, rows: int) -> int:
        allowed = np.frombuffer(legal_bytes, dtype=bool)
        if rows == 0:
            return len(left)
        if rows == 1:
            return len(left) - any(a in at and allowed[at[a]] for a in left)
        best = len(left)
        for k in np.flatnonzero(allowed).tolist():
            guess = words.words[here[k]]
            groups: dict[tuple, list[str]] = {}
            for a in left:
                groups.setdefault(scored(guess, a), []).append(a)
            total = 0
            for pattern, part in groups.items():
                if pattern == (2,) * 5:
                    continue
                after = allowed & allows(k, pattern)
                total += lost(tuple(part), after.tobytes(), rows - 1)
                if total >= best:
                    break
            best = min(best, total)
            if best == 0:
                break
        return best

    return lost(answers, np.ones(len(here), dtype=bool).tobytes(), rows)


def rows_of(words: list[str]) -> np.ndarray:
    return np.array([OER.index(w) for w in words])
