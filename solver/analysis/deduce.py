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

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from solver.engine.core import Solver
from solver.game.feedback import GREEN, GREY, Pattern, all_green, decode, encode
from solver.game.rules import hard_mode_grid_breach
from solver.game.variants import Words
from solver.lists.patterns import WORKERS, pattern_matrix
from solver.lists.priors import weights
from solver.lists.wordlists import encode_words
from solver.support.cache import BoundedCache
from solver.support.deadline import Deadline
from solver.support.diskcache import cache_dir, load_array, save_array

BLOCK = 200  # answers scored at once (per core) when building the reveal table
GRID_FITS_BYTES = 12 << 20  # verdicts of single grids remembered
# the lists a process deduces over: the bot's one; a second for a process that reads
# another list beside it (the original answers), so neither evicts the other
DEDUCERS = 2
OPENER_SHARE = 0.75  # first rows that are a popular opener

Grid = tuple[tuple[Pattern, ...], bool]  # a share's rows, and whether it was hard mode

# Openers people play, most played first, with a weight each: the words the NYT's WordleBot
# and players' surveys report most (a modelling assumption, measured by
# `python -m solver bench --deduce`, not a law)
OPENERS: tuple[tuple[str, float], ...] = (
    ("adieu", 10),
    ("stare", 8),
    ("audio", 8),
    ("raise", 7),
    ("arise", 7),
    ("slate", 6),
    ("crane", 6),
    ("crate", 4),
    ("trace", 4),
    ("irate", 2),
    ("roate", 2),
    ("soare", 2),
    ("salet", 2),
    ("house", 2),
    ("heart", 2),
    ("least", 2),
    ("tears", 2),
    ("later", 2),
    ("alert", 2),
    ("steam", 1),
)


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
    def guess_weights(self) -> np.ndarray:
        """How likely a player is to think of each valid word as a guess: the weights the
        answers have (a likely answer 1, another word by how common it is), since people
        guess words they know (solver/lists/priors.py)."""
        return weights(self.solver.guesses.words, self.solver.answers, self.solver.source)

    @cached_property
    def opener_weights(self) -> np.ndarray:
        """A first row's guess: a popular opener three times in four, else any word as
        later rows draw it."""
        index = self.solver.guesses.index
        known = [(index[w], n) for w, n in OPENERS if w in index]
        popular = np.zeros(len(self.solver.guesses))
        for i, n in known:
            popular[i] = n
        later = self.guess_weights
        return OPENER_SHARE * popular / popular.sum() + (1 - OPENER_SHARE) * later / later.sum()

    @cached_property
    def opening_odds(self) -> np.ndarray:
        """(likely answers, codes): the chance a first row shows this pattern."""
        return self._pattern_odds(self.opener_weights)

    @cached_property
    def later_odds(self) -> np.ndarray:
        """(likely answers, codes): the chance a later row shows this pattern."""
        return self._pattern_odds(self.guess_weights)

    def _pattern_odds(self, guess_weights: np.ndarray) -> np.ndarray:
        """Per likely answer and pattern, the weight of the guesses that show it, over all
        guesses' weight (a row at a time: no block of weights as large as the table)."""
        share = guess_weights / guess_weights.sum()
        table = self.solver.table_by_answer
        odds = np.empty((table.shape[0], self.n_codes))
        for answer, codes in enumerate(table):
            odds[answer] = np.bincount(codes, weights=share, minlength=self.n_codes)
        return odds

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

        def build(start: int) -> None:
            block = guesses.codes[start : start + BLOCK]
            codes = pattern_matrix(guesses.codes, block).T  # (answers, guesses)
            table[start : start + len(block)] = reveal_sets(codes, block, guesses.counts)

        with ThreadPoolExecutor(WORKERS) as pool:  # numpy lets go of the GIL: every core
            list(pool.map(build, range(0, len(guesses), BLOCK)))
        save_array(path, table)
        return table

    @cached_property
    def likely_reveals(self) -> np.ndarray:
        return self.possible_reveals[self.solver.answer_in_guesses]

    @cached_property
    def keeps(self) -> np.ndarray:
        """(codes, green masks, coloured counts): whether a pattern is green at every place
        of the mask and shows at least that many coloured tiles, as a guess that keeps
        what was seen shows (its greens in place, every revealed letter again)."""
        length = self.solver.length
        tiles = np.array([decode(code, length) for code in range(self.n_codes)])
        green_bits = ((tiles == GREEN) << np.arange(length)).sum(axis=1)
        coloured = (tiles != GREY).sum(axis=1)
        masks = np.arange(1 << length)
        greens = (green_bits[:, None] & masks[None, :]) == masks[None, :]
        enough = coloured[:, None] >= np.arange(length + 1)[None, :]
        return greens[:, :, None] & enough[:, None, :]

    @cached_property
    def later_kept(self) -> np.ndarray:
        """(likely answers, green masks, coloured counts): the chance a later row keeps
        what was seen (``keeps``), the weight ``ranked`` divides a kept row's odds by."""
        return np.tensordot(self.later_odds, self.keeps, axes=1)

    def ranked(self, fit: Fit, grids: Sequence[Grid]) -> list[str]:
        """The likely answers that fit, most probable first.

        People play words they know: a first row is a popular opener or a common word,
        a later row a common word (solver/lists/priors.py's weights) that keeps what the
        player has seen (greens in place, as many coloured tiles).  So P(grids | answer)
        is the product over rows of the weight of the guesses that show the row for this
        answer, over the weight of the guesses they might have played there
        (``opening_odds`` for first rows; ``later_odds`` after, those that keep what was
        seen, or every guess for a row that does not: a probe).  Answers are ordered by
        it (ties: list order)."""
        keep = np.flatnonzero(fit.likely)
        green = all_green(self.solver.length)
        score = np.zeros(len(keep))
        later, keeps, kept_by = self.later_odds[keep], self.keeps, self.later_kept[keep]
        with np.errstate(divide="ignore"):  # a grid not yet read may leave no way: -inf
            for rows, _ in grids:
                seen, shown = 0, 0  # the places shown green so far; the most coloured
                for n, row in enumerate(rows):
                    code = encode(row)
                    if code == green:
                        break
                    if n == 0:
                        score += np.log(self.opening_odds[keep, code])
                    elif keeps[code, seen, shown]:
                        score += np.log(later[:, code]) - np.log(kept_by[:, seen, shown])
                    else:
                        score += np.log(later[:, code])
                    seen |= sum(1 << i for i, t in enumerate(row) if t == GREEN)
                    shown = max(shown, sum(t != GREY for t in row))
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

    def with_words(self, fit: Fit, typed: Sequence[tuple[str, Pattern]]) -> Fit:
        """``fit`` narrowed by rows whose word is known (typed beside a share's row): an
        answer fits such a row iff the word scores it, the ground truth itself."""
        guesses = self.solver.guesses
        words = sorted({w for w, _ in typed})
        scored = dict(zip(words, pattern_matrix(encode_words(words), guesses.codes), strict=True))
        possible = fit.possible.copy()
        for word, pattern in typed:
            possible &= scored[word] == encode(pattern)
        return Fit(fit.likely & possible[self.solver.answer_in_guesses], possible, fit.read)

    def grid_fit(self, grid: Grid) -> Fit:
        rows, hard = grid
        key = (tuple(tuple(r) for r in rows), hard)
        found = self._fits.get(key)
        if found is None:
            possible = fits_grid(self.possible_reveals, key[0], hard, self.solver.length)
            found = self._fits.put(key, Fit(possible[self.solver.answer_in_guesses], possible, 1))
        return found

    def likely_alone(
        self,
        grids: Sequence[Grid],
        deadline: Deadline | None = None,
        typed: Sequence[Sequence[tuple[str, Pattern]]] = (),
    ) -> list[int | None]:
        """How many likely answers each share leaves on its own: its grid's colours and
        the words typed beside its rows (``typed[i]``, the i-th grid's), since a row whose
        word is known tells far more than its colours (over the likely answers only: a
        sixth of the work); None for grids past the deadline, not counted."""
        out: list[int | None] = []
        for i, (rows, hard) in enumerate(grids):
            if deadline is not None and deadline.expired():
                out.append(None)
                continue
            fits = fits_grid(self.likely_reveals, tuple(rows), hard, self.solver.length)
            words = typed[i] if i < len(typed) else ()
            out.append(int((fits & self._likely_scoring(words)).sum()))
        return out

    def _likely_scoring(self, typed: Sequence[tuple[str, Pattern]]) -> np.ndarray:
        """The likely answers each typed word scores as its row shows (all with none)."""
        answers = self.solver.answers
        fits = np.ones(len(answers), dtype=bool)
        for word, pattern in typed:
            scored = pattern_matrix(encode_words([word]), answers.codes)[0]
            fits &= scored == encode(pattern)
        return fits


_deducers: BoundedCache[tuple[str, str, Words | None], Deducer] = BoundedCache(
    "grid deducers", DEDUCERS
)


def deducer_for(solver: Solver) -> Deducer:
    """The ``Deducer`` over ``solver``'s lists, one a process: its odds and reveal tables
    and the grids' verdicts are data of the lists alone, each a fraction of a second to
    build, so every service over the same lists reads the same ones instead of building
    its own (a test run makes hundreds of services)."""
    key = (solver.guesses.digest, solver.answers.digest, solver.source)
    return _deducers.get_or_compute(key, lambda: Deducer(solver))


def fits_grid(
    reveals: np.ndarray, rows: tuple[Pattern, ...], hard: bool, length: int
) -> np.ndarray:
    """Which answers (rows of ``reveals``) the grid allows."""
    codes = binding_codes(rows, length)
    if not hard:
        return each_row_producible(reveals[:, codes])
    if hard_mode_grid_breach(rows) is not None:  # a green lost, a letter not played again
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
    seen = np.zeros((n, 3**length, n_sets), dtype=bool)
    seen.reshape(n, -1)[np.arange(n)[:, None], key] = True
    packed = np.zeros((n, 3**length, 4), dtype=np.uint8)  # a 32-bit word's bytes, low first
    bits = np.packbits(seen, axis=-1, bitorder="little")
    packed[..., : bits.shape[-1]] = bits
    return packed.view("<u4")[..., 0].astype(np.uint32)
