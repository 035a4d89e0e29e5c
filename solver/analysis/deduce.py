"""Which answers fit the letterless grids a channel shares.

A grid row is the feedback of some valid guess, so an answer fits a grid iff each row is a
pattern some guess produces against it.  Hard-mode grids (``*``) must also be playable in
order: greens stay green, and each guess reuses every letter earlier rows revealed, as
often as revealed.

What a row reveals is the multiset of the guess's letters on its coloured tiles, and those
are letters of the answer, so it is one of the answer's sub-multisets: with the answer's
first copies of each letter standing for the copies revealed, a bit mask over its
positions (at most 32 for five letters).  So per answer and pattern, the set of reveals
some guess can make is one 32-bit word, computed once for every valid word from the full
pattern table (in blocks, cached on disk).  A row is producible iff that word is non-zero,
and a hard grid is playable iff the reveals chain upwards, R1 <= R2 <= ... with each Ri
taken from row i's set: whatever the guess revealed, the next must hold it, so it reveals
at least as much (the answer has every copy).  Both tests run on all answers at once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from solver.engine.core import Solver
from solver.game.feedback import Pattern, all_green, encode
from solver.lists.patterns import pattern_matrix
from solver.support.cache import BoundedCache
from solver.support.deadline import Deadline
from solver.support.diskcache import cache_dir, load_array, save_array

BLOCK = 400  # answers scored at once when building the reveal table for every valid word
GRID_FITS_BYTES = 12 << 20  # verdicts of single grids remembered

Grid = tuple[tuple[Pattern, ...], bool]  # a share's rows, and whether it was hard mode


@dataclass(frozen=True)
class Fit:
    """The answers a set of grids leaves: masks over the likely answers and valid words.
    ``read`` grids were applied (fewer than given when the deadline came first)."""

    likely: np.ndarray
    possible: np.ndarray
    read: int = 0

    def __and__(self, other: Fit) -> Fit:
        return Fit(
            self.likely & other.likely, self.possible & other.possible, self.read + other.read
        )


class Deducer:
    def __init__(self, solver: Solver) -> None:
        if solver.length > 5:
            raise ValueError("grid deduction handles words of up to five letters")
        self.solver = solver
        self.n_codes = all_green(solver.length) + 1  # patterns, all green the last
        self._fits: BoundedCache[Grid, Fit] = BoundedCache(
            "grid fits", 1 << 16, GRID_FITS_BYTES, lambda _, f: f.likely.nbytes + f.possible.nbytes
        )

    @cached_property
    def likely_counts(self) -> np.ndarray:
        """(likely answers, codes): how many valid guesses show this pattern for this answer."""
        table, n_codes = self.solver.table_by_answer, self.n_codes
        counts = np.zeros((table.shape[0], n_codes), dtype=np.int32)
        for start in range(0, table.shape[0], BLOCK):
            block = table[start : start + BLOCK].astype(np.int64)
            flat = block + n_codes * np.arange(len(block))[:, None]
            counts[start : start + len(block)] = np.bincount(
                flat.ravel(), minlength=len(block) * n_codes
            ).reshape(len(block), n_codes)
        return counts

    @cached_property
    def possible_reveals(self) -> np.ndarray:
        """(valid words as the answer, codes): the reveals some guess makes with this
        pattern, one bit per sub-multiset.  Built in blocks (seconds), cached on disk."""
        guesses = self.solver.guesses
        path = cache_dir() / f"reveals-{guesses.digest}.npy"
        cached = load_array(path, (len(guesses), self.n_codes), np.dtype(np.uint32))
        if cached is not None:
            return cached
        table = np.zeros((len(guesses), self.n_codes), dtype=np.uint32)
        for start in range(0, len(guesses), BLOCK):
            block = guesses.codes[start : start + BLOCK]
            codes = pattern_matrix(guesses.codes, block).T  # (answers, guesses)
            table[start : start + len(block)] = reveal_sets(codes, block, guesses.counts)
        save_array(path, table)
        return table

    @cached_property
    def likely_reveals(self) -> np.ndarray:
        return self.possible_reveals[self.solver.answer_in_guesses]

    def ranked(self, fit: Fit, grids: Sequence[Grid]) -> list[str]:
        """The likely answers that fit, most probable first.

        If each player's guesses were drawn uniformly from the guesses that show each row,
        P(grids | answer) is the product over rows of (guesses showing that row for this
        answer) / (all guesses); answers are ordered by it (ties: list order).  Rows with
        the same pattern contribute alike, so the work is per distinct pattern."""
        keep = np.flatnonzero(fit.likely)
        seen = Counter(c for rows, _ in grids for c in binding_codes(rows, self.solver.length))
        score = np.zeros(len(keep))
        with np.errstate(divide="ignore"):  # a grid not yet read may leave no way: -inf
            for code, times in sorted(seen.items()):
                score += times * np.log(self.likely_counts[keep, code])
        order = keep[np.argsort(-score, kind="stable")]
        return [self.solver.answers.words[i] for i in order]

    def everything(self) -> Fit:
        """No grid read yet: every answer fits."""
        return Fit(
            np.ones(len(self.solver.answers), dtype=bool),
            np.ones(len(self.solver.guesses), dtype=bool),
        )

    def fit_all(
        self, grids: Sequence[Grid], deadline: Deadline | None = None, start: Fit | None = None
    ) -> Fit:
        """The answers every grid allows, on top of ``start`` (grids already applied).
        Each grid's verdict is remembered; past the deadline the rest are left unread."""
        fit = start or self.everything()
        likely, possible, read = fit.likely.copy(), fit.possible.copy(), fit.read
        for grid in grids:
            if deadline is not None and deadline.expired():
                break
            one = self.grid_fit(grid)
            likely &= one.likely
            possible &= one.possible
            read += 1
        return Fit(likely, possible, read)

    def grid_fit(self, grid: Grid) -> Fit:
        rows, hard = grid
        key = (tuple(tuple(r) for r in rows), hard)
        found = self._fits.get(key)
        if found is None:
            possible = fits_grid(self.possible_reveals, key[0], hard, self.solver.length)
            found = self._fits.put(key, Fit(possible[self.solver.answer_in_guesses], possible, 1))
        return found

    def likely_alone(self, grids: Sequence[Grid], deadline: Deadline | None = None) -> list[int]:
        """How many likely answers each grid leaves on its own (over the likely answers
        only: a sixth of the work); grids past the deadline count as leaving them all."""
        out = []
        for rows, hard in grids:
            if deadline is not None and deadline.expired():
                out.append(len(self.solver.answers))
                continue
            fits = fits_grid(self.likely_reveals, tuple(rows), hard, self.solver.length)
            out.append(int(fits.sum()))
        return out


def fits_grid(
    reveals: np.ndarray, rows: tuple[Pattern, ...], hard: bool, length: int
) -> np.ndarray:
    """Which answers (rows of ``reveals``) the grid allows."""
    codes = binding_codes(rows, length)
    if not hard:
        return each_row_producible(reveals[:, codes])
    if not greens_kept(rows):
        return np.zeros(len(reveals), dtype=bool)
    return playable_in_order(reveals[:, codes], length)


def binding_codes(rows: tuple[Pattern, ...], length: int) -> list[int]:
    """The codes of the rows that say something: the all-green row is the answer itself,
    which every answer produces and hard mode always allows."""
    green = all_green(length)
    return [code for code in map(encode, rows) if code != green]


def each_row_producible(reveals: np.ndarray) -> np.ndarray:
    """Some valid guess shows each row: every row's set of reveals is non-empty."""
    return (reveals != 0).all(axis=1)


def playable_in_order(reveals: np.ndarray, length: int) -> np.ndarray:
    """Hard mode: the rows' reveals can be chosen so that each holds the one before."""
    reachable = np.full(len(reveals), np.uint32(1))  # before the first row, nothing revealed
    for i in range(reveals.shape[1]):
        reachable = reveals[:, i] & supersets(reachable, length)
    return reachable != 0


def supersets(sets: np.ndarray, length: int) -> np.ndarray:
    """Each bit set of sub-multisets closed upwards: a reveal may be followed by any
    reveal holding it (one pass per position adds that position to every member)."""
    out = sets.copy()
    for position in range(length):
        step = 1 << position
        without = sum(1 << m for m in range(1 << length) if not m & step)
        out |= (out & np.uint32(without)) << np.uint32(step)
    return out


def reveal_sets(table: np.ndarray, answers: np.ndarray, guess_counts: np.ndarray) -> np.ndarray:
    """(answers, codes) bit sets: for each answer and pattern, the sub-multisets of the
    answer that some guess showing that pattern reveals.

    A guess reveals min(its copies, the answer's copies) of each letter, so the answer's
    position j is in the reveal iff the guess has more copies of its letter than the
    answer has before j; each (pattern, reveal) pair seen sets one bit."""
    n, length = answers.shape
    n_sets = 1 << length
    earlier = np.stack(
        [(answers[:, :j] == answers[:, j : j + 1]).sum(axis=1) for j in range(length)], axis=1
    ).astype(np.uint8)
    key = np.ascontiguousarray(table).astype(np.uint16) << np.uint16(length)  # pattern, reveal
    for j in range(length):
        key |= (guess_counts[answers[:, j]] > earlier[:, j, None]).view(np.uint8) << np.uint8(j)
    seen = np.zeros((n, 3**length * n_sets), dtype=bool)
    seen[np.arange(n)[:, None], key] = True
    weights = np.uint32(1) << np.arange(n_sets, dtype=np.uint32)
    return seen.reshape(n, 3**length, n_sets).astype(np.uint32) @ weights


def greens_kept(rows: tuple[Pattern, ...]) -> bool:
    """Hard mode: a green tile stays green in every later row."""
    seen: set[int] = set()
    for row in rows:
        greens = {i for i, t in enumerate(row) if t == 2}
        if not seen <= greens:
            return False
        seen = greens
    return True
