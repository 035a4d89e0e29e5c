"""Which answers fit the letterless grids a channel shares.

A grid row is the feedback of some valid guess, so an answer fits a grid iff each row is a
pattern some guess produces against it.  Per answer that set of patterns is one bitmap
(answers x 243), computed once from the pattern table: a grid's test is then a vectorised
subset test.  Hard-mode grids (``*``) must also be playable in order under hard-mode
rules: greens stay green (a grid-level check), and each guess reuses every letter earlier
rows revealed, as often as revealed.  With the answer fixed, what a row revealed depends on
the guess played, so the answers that pass the subset test are searched row by row over
the sets of revealed-letter counts the guesses so far can leave.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

import numpy as np

from solver.engine import Solver
from solver.feedback import Pattern, all_green, encode
from solver.patterns import cache_dir, pattern_matrix, save_array
from solver.wordlists import encode_words

BLOCK = 400  # answers scored at once when building the bitmaps for every valid word


@dataclass(frozen=True)
class Fit:
    """The answers a set of grids leaves: masks over the likely answers and valid words."""

    likely: np.ndarray
    possible: np.ndarray


class Deducer:
    def __init__(self, solver: Solver) -> None:
        self.solver = solver
        self.green = all_green(solver.length)

    @cached_property
    def likely_counts(self) -> np.ndarray:
        """(likely answers, codes): how many valid guesses show this pattern for this answer."""
        table = self.solver.table_by_answer
        n_codes = self.green + 1
        counts = np.zeros((table.shape[0], n_codes), dtype=np.int32)
        for start in range(0, table.shape[0], BLOCK):
            block = table[start : start + BLOCK].astype(np.int64)
            flat = block + n_codes * np.arange(len(block))[:, None]
            counts[start : start + len(block)] = np.bincount(
                flat.ravel(), minlength=len(block) * n_codes
            ).reshape(len(block), n_codes)
        return counts

    @cached_property
    def likely_patterns(self) -> np.ndarray:
        """(likely answers, codes): can some valid guess show this pattern for this answer?"""
        return self.likely_counts > 0

    def ranked(self, fit: Fit, grids: list[tuple[tuple[Pattern, ...], bool]]) -> list[str]:
        """The likely answers that fit, most probable first.

        If each player's guesses were drawn uniformly from the guesses that show each row,
        P(grids | answer) is the product over rows of (guesses showing that row for this
        answer) / (all guesses); answers are ordered by it (ties: list order)."""
        keep = np.flatnonzero(fit.likely)
        score = np.zeros(len(keep))
        for rows, _ in grids:
            for row in rows:
                if encode(row) != self.green:
                    score += np.log(self.likely_counts[keep, encode(row)])
        order = keep[np.argsort(-score, kind="stable")]
        return [self.solver.answers.words[i] for i in order]

    @cached_property
    def possible_patterns(self) -> np.ndarray:
        """The same for every valid word as the answer; built in blocks, cached on disk."""
        guesses = self.solver.guesses
        path = cache_dir() / f"producible-{guesses.digest}.npy"
        try:
            bits = np.load(path)
            if bits.shape == (len(guesses), self.green + 1):
                return bits
        except (OSError, ValueError):
            pass
        bits = np.zeros((len(guesses), self.green + 1), dtype=bool)
        for start in range(0, len(guesses), BLOCK):
            block = guesses.codes[start : start + BLOCK]
            table = pattern_matrix(guesses.codes, block).T  # (answers, guesses)
            bits[start : start + len(block)] = _bitmap(table, self.green + 1)
        save_array(path, bits)
        return bits

    def fit_all(self, grids: list[tuple[tuple[Pattern, ...], bool]]) -> Fit:
        """The answers every grid allows.  The subset tests go first (cached per grid);
        the hard-mode search then runs only on the likely answers still standing, and its
        verdicts are remembered per grid and answer."""
        likely = np.ones(len(self.solver.answers), dtype=bool)
        possible = np.ones(len(self.solver.guesses), dtype=bool)
        for rows, hard in grids:
            fit = self._subset_fit(_key(rows), hard)
            likely &= fit.likely
            possible &= fit.possible
        for rows, hard in grids:
            if hard:
                for i in np.flatnonzero(likely):
                    if not self._hard_ok(_key(rows), int(i)):
                        likely[i] = False
        return Fit(likely, possible)

    @lru_cache(maxsize=4096)  # noqa: B019 - one Deducer per process; grids recur
    def _subset_fit(self, rows: tuple[Pattern, ...], hard: bool) -> Fit:
        codes = [encode(r) for r in rows if encode(r) != self.green]
        likely = self.likely_patterns[:, codes].all(axis=1)
        possible = self.possible_patterns[:, codes].all(axis=1)
        if hard and not greens_kept(rows):
            likely[:], possible[:] = False, False
        return Fit(likely, possible)

    @lru_cache(maxsize=200_000)  # noqa: B019
    def _hard_ok(self, rows: tuple[Pattern, ...], answer: int) -> bool:
        return self.playable_in_hard_mode(self.solver.answers.words[answer], rows)

    def playable_in_hard_mode(self, answer: str, rows: tuple[Pattern, ...]) -> bool:
        """Is there a guess for each row, in order, each reusing every letter revealed so
        far at least as often as revealed?  (Greens are checked for the whole grid.)

        A state is how many of each of the answer's letters the rows so far revealed;
        fewer revealed is never worse, so only the minimal states are kept (one to three
        in practice)."""
        solver = self.solver
        rows = tuple(r for r in rows if encode(r) != self.green)  # the answer is always legal
        while rows and not any(rows[0]):
            rows = rows[1:]  # an all-grey row reveals nothing, so it binds no later guess
        if len(rows) <= 1:
            return True  # the first revealing row has nothing before it to obey
        if answer in solver.answers:
            table_row = solver.table_by_answer[solver.answers.index[answer]]
        else:
            table_row = pattern_matrix(solver.guesses.codes, encode_words([answer])).ravel()
        letters = sorted(set(answer))
        have = np.array([answer.count(c) for c in letters])
        counts = solver.guesses.counts[[ord(c) - 97 for c in letters]]  # (letters, guesses)
        weights = 4 ** np.arange(len(letters))  # a state as one integer (counts are < 4)
        states = [np.zeros(len(letters), dtype=int)]
        for pattern in rows:
            c = counts[:, np.flatnonzero(table_row == encode(pattern))]
            revealed = np.minimum(c, have[:, None])
            found = np.unique(
                np.concatenate(
                    [
                        weights @ np.maximum(revealed[:, (c >= s[:, None]).all(axis=0)], s[:, None])
                        for s in states
                    ]
                )
            )
            if len(found) == 0:
                return False
            states = _minimal((found[:, None] // weights) % 4)
        return True


def _minimal(states: np.ndarray) -> list[np.ndarray]:
    """The states no other state is below in every letter."""
    keep = []
    for s in states:
        below = (states <= s).all(axis=1) & (states != s).any(axis=1)
        if not below.any():
            keep.append(s)
    return keep


def _key(rows) -> tuple[Pattern, ...]:
    return tuple(tuple(r) for r in rows)


def greens_kept(rows: tuple[Pattern, ...]) -> bool:
    """Hard mode: a green tile stays green in every later row."""
    seen: set[int] = set()
    for row in rows:
        greens = {i for i, t in enumerate(row) if t == 2}
        if not seen <= greens:
            return False
        seen = greens
    return True


def _bitmap(table_by_answer: np.ndarray, n_codes: int) -> np.ndarray:
    """(answers, codes): which codes occur in each answer's row of the table."""
    bits = np.zeros((table_by_answer.shape[0], n_codes), dtype=bool)
    rows = np.repeat(np.arange(table_by_answer.shape[0]), table_by_answer.shape[1])
    bits[rows, table_by_answer.ravel()] = True
    return bits
