"""The scoring tables as the solver reads them over its lists (``Solver`` builds on this):
a likely answer's row, any other word's column (scored when first asked and kept), a
candidate set's patterns, each word's prior.  Apart from core.py, which holds the search
(what to play, how a played guess compares), since both read these and neither owns them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

import numpy as np

from solver.engine.positions import Positions
from solver.filtering.results import LIKELY, Candidates
from solver.lists import priors
from solver.lists.patterns import (
    columns,
    few_legal,
    pattern_matrix,
    pattern_table_by_answer,
    score_columns,
)
from solver.lists.wordlists import encode_words


class Tables(Positions):
    """The tables over a solver's lists, read by its search and its advice alike."""

    def most_likely(self, words: Sequence[str], n: int) -> list[str]:
        """The ``n`` of these valid words likeliest to be an answer (by their priors), of
        those advice may name (a universe holds no other: each must be winnable)."""
        rows = np.array([self.guesses.index[w] for w in words], dtype=int)
        rows = rows[self.advisable[rows]]
        return [
            self.guesses.words[r] for r in rows[np.argsort(-self.priors[rows], kind="stable")[:n]]
        ]

    def answer_table(self, words: Sequence[str], legal: np.ndarray | None = None) -> np.ndarray:
        """Every guess scored against each of these valid words (words x guesses): the
        likely answers' rows from the table, the others' columns scored (and the latest
        kept: the same words come up request after request), or with few ``legal``
        guesses, those columns alone (the rest are never read)."""
        rows = np.array([self.guesses.index[w] for w in words], dtype=int)
        likely = np.array([w in self.answers for w in words], dtype=bool)
        table = np.empty((len(words), len(self.guesses)), dtype=self.table.dtype)
        table[likely] = self.table_by_answer[
            [self.answers.index[w] for w in np.array(words)[likely]]
        ]
        if (~likely).any():
            table[~likely] = self._columns_of(rows[~likely], legal)
        return table

    def _columns_of(self, rows: np.ndarray, legal: np.ndarray | None) -> np.ndarray:
        """These words' columns: kept ones, the rest scored together and kept (each a copy,
        so a kept column never holds on to the block it was scored in)."""
        if few_legal(legal):
            return score_columns(self.guesses, rows, legal)
        kept = {int(r): self._columns.get(int(r)) for r in rows}
        found = {r: column for r, column in kept.items() if column is not None}
        missing = np.array([r for r in kept if r not in found], dtype=int)
        if len(missing):
            for r, column in zip(missing, score_columns(self.guesses, missing), strict=True):
                found[int(r)] = self._columns.put(int(r), column.copy())
        return np.stack([found[int(r)] for r in rows])

    @cached_property
    def priors(self) -> np.ndarray:
        """Each guess-list word's weight as an answer (solver/lists/priors.py)."""
        return priors.weights(self.guesses.words, self.answers, self.source)

    @cached_property
    def table_by_answer(self) -> np.ndarray:
        """The table transposed (answers x guesses): a candidate set is a contiguous slice."""
        return pattern_table_by_answer(self.guesses, self.answers)

    def _patterns(self, guess_rows: np.ndarray, cands: Candidates) -> np.ndarray:
        if cands.pool != LIKELY:
            # score(guess, candidate) for just these guesses; scoring is not symmetric
            codes = self.guesses.codes[guess_rows]
            return pattern_matrix(codes, encode_words(list(cands.words))).T
        answers = np.array([self.answers.index[w] for w in cands.words], dtype=int)
        return columns(self.table_by_answer, self.table, answers, guess_rows)
