"""Familiar advice as the solver gives it (``Solver`` mixes this in): whether a word is one
players know, and what a position's familiar re-ranking weighs (solver/engine/familiar.py
holds the rule).  Kept apart from the search's core so that file stays about the search."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from solver.engine.familiar import (
    MARGIN,
    Pick,
    Settled,
    alternatives,
    best_familiar,
    familiar_first,
    is_familiar,
    loses_no_more,
    settled,
)
from solver.engine.limits import ADVICE_LIMITS
from solver.filtering.results import Candidates
from solver.game.feedback import Guess
from solver.game.variants import ROWS, Words
from solver.lists.priors import commonness
from solver.lists.wordlists import WordList
from solver.support.deadline import Deadline

if TYPE_CHECKING:
    from solver.search.strategy import Strategy


class Familiarity:
    """What familiar advice reads of the solver it is part of (``Solver`` defines each)."""

    guesses: WordList
    source: Words | None
    book_key: Callable[[bool], str]
    _precomputed: Callable[[Sequence[Guess], bool, int], list[Pick] | None]
    _universe: Callable[..., tuple[Strategy, np.ndarray, np.ndarray]]
    _legal: Callable[[Sequence[Guess], bool], np.ndarray | None]
    candidates: Callable[[Sequence[Guess]], Candidates]

    if TYPE_CHECKING:

        @property
        def policy(self) -> str: ...

    def commonness(self, word: str) -> float:
        """How common ``word`` is in this solver's language (its Zipf frequency)."""
        return commonness(word, self.source)

    def familiar(self, word: str) -> bool:
        """Whether players know ``word`` (solver/engine/familiar.py)."""
        return is_familiar(self.commonness(word))

    def _familiar(
        self,
        history: Sequence[Guess],
        cands: Candidates,
        hard: bool,
        legal: np.ndarray | None,
        picks: list[Pick],
        deadline: Deadline | None,
    ) -> list[Pick]:
        """The picks with a familiar word first where it is close to the best
        (``familiar_first``), as valued by one search: settled offline where a tree's
        position has many words left, else the opening list's or the book's where the
        position has one, else ``familiar_values``'."""
        if self.familiar(picks[0][0]):
            return picks
        found = settled(self.book_key(hard), self.policy, history)
        if found is not None and found.valued[0][0] != picks[0][0]:
            found = None  # settled for another best pick: the trees changed since
        if found is None:
            listed = self._precomputed(history, hard, ADVICE_LIMITS.listed)
            found = (
                self.familiar_values(history, hard, picks, deadline, cands, legal)
                if listed is None
                else self._proven(history, cands, hard, legal, picks[0][0], listed)
            )
        safe = found.safe
        return familiar_first(
            picks, found.valued, lambda w: not hard or w in safe, self.familiar, self.commonness
        )

    def familiar_values(
        self,
        history: Sequence[Guess],
        hard: bool,
        picks: Sequence[Pick],
        deadline: Deadline | None = None,
        cands: Candidates | None = None,
        legal: np.ndarray | None = None,
    ) -> Settled:
        """What familiar advice weighs after ``history``, where the ranked ``picks`` are
        the exact advice: the best pick, the familiar words listed and the screen's best
        familiar guesses, each valued by its groups' searches (none where the deadline cuts
        them short), and in hard mode the best familiar one if proven to lose no more
        likely answers (scripts/make_familiar.py settles the slowest offline)."""
        cands = cands or self.candidates(history)
        legal = self._legal(history, hard) if legal is None else legal
        left = max(1, ROWS - len(history))
        strategy, answers, _ = self._universe(cands, hard, legal=legal)
        words, index = self.guesses.words, self.guesses.index
        rows = alternatives(strategy, answers, legal, left, lambda g: self.familiar(words[g]))
        listed = [index[w] for w, _ in picks if self.familiar(w)]
        asked = list(dict.fromkeys([index[picks[0][0]], *listed, *rows]))
        values = strategy.split_values(answers, legal, left, asked, MARGIN, deadline) or []
        valued = [(words[g], v) for g, v in zip(asked, values, strict=False) if v < math.inf]
        return self._proven(history, cands, hard, legal, picks[0][0], valued)

    def _proven(
        self,
        history: Sequence[Guess],
        cands: Candidates,
        hard: bool,
        legal: np.ndarray | None,
        lead: str,
        valued: list[Pick],
    ) -> Settled:
        """``valued`` with, in hard mode, its best familiar word where a proof shows it
        loses no more likely answers than ``lead`` (``loses_no_more``)."""
        best = best_familiar(valued, self.familiar, self.commonness)
        if not hard or best is None:
            return Settled(valued)
        left, index = max(1, ROWS - len(history)), self.guesses.index
        likely, rows, _ = self._universe(cands, True, likely_only=True, legal=legal)
        proven = loses_no_more(likely, rows, legal, left, index[lead], index[best[0]])
        return Settled(valued, frozenset({best[0]} if proven else ()))
