"""One-step scores of many guesses against a candidate set.

A guess splits the candidates into groups by the pattern each would show.  With group
weights w (sizes, or prior weights) summing to W, the expected weight left is
sum(w^2)/W and the entropy is -sum(w/W log2 w/W).  The all-green group is the game won:
nothing is left there, which is what makes a guess that could be the answer worth more
than one that can't.

Input is (candidates, guesses) codes: one row per candidate, a contiguous slice of the
transposed table.  The histogram is built one candidate at a time, each step vectorised
over every guess, so no temporary is larger than one row of codes.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

import numpy as np

from solver.lists.alike import alike_rows
from solver.lists.wordlists import LETTERS

FEW_GUESSES = 64  # up to this many guesses, groups are counted in one vectorised pass
PAIRWISE_LIMIT = 24  # words up to which groups are counted by pairwise compares
# ... in blocks of groups padded to the largest size of their class
PADDED_SIZES = (3, 6, 10, 16, PAIRWISE_LIMIT)
# ... larger groups by marking (guess, group, code) cells, this many at a time (a pass in
# one core's cache), where there are at most this many codes (long words' are counted
# by sorting: their cells would far outnumber the words)
MARK_CELLS = 1 << 20
MARK_CODES = 256
# a group's most distinct codes are sought this many columns at a time (a group drops out
# between blocks), at most this many words x columns counted in one call
MOST_BLOCK = 128
MOST_CELLS = 1 << 20
# Sizing groups by bincount, per pass: at most this many cells counted, and this many
# (code, column) counters.  Counting every column in one pass zeroes and scatters over
# megabytes of counters, mostly never touched; kept small, a pass stays in one core's
# cache and leaves the shared one to the other processes (docs/benchmarks-history.md).
SIZE_CHUNK = 1 << 16
SIZE_BINS = 1 << 15
DENSE_LIMIT = 40_000_000  # codes x guesses cells above which groups are counted by sorting


def histogram(patterns: np.ndarray, weights: np.ndarray | None = None) -> np.ndarray:
    """(candidates, guesses) codes -> (codes, guesses) total weight of each group."""
    n, guesses = patterns.shape
    n_codes = int(patterns.max(initial=0)) + 1
    if guesses <= FEW_GUESSES:  # few columns: one bincount beats a loop over the rows
        flat = (patterns.astype(np.int64) + n_codes * np.arange(guesses)).ravel()
        w = None if weights is None else np.repeat(np.asarray(weights, float), guesses)
        totals = np.bincount(flat, weights=w, minlength=n_codes * guesses)
        out = totals.reshape(guesses, n_codes).T
        return out if weights is not None else out.astype(np.int32)
    hist = np.zeros((n_codes, guesses), dtype=np.float64 if weights is not None else np.int32)
    columns = np.arange(guesses)
    for r in range(n):
        # each guess appears once per row, so plain fancy-index += cannot collide
        hist[patterns[r], columns] += 1 if weights is None else weights[r]
    return hist


def group_sizes(rows: np.ndarray, n_codes: int) -> np.ndarray:
    """(candidates, guesses) codes -> for each candidate and guess, the size of the
    candidate's group under that guess.

    Few candidates: compare every pair, n*n byte compares per guess, cache friendly.
    Otherwise: count a block of columns' codes in one bincount (code + column * codes) and
    read each candidate's count back, block by block.  Sizes come in the narrowest
    unsigned type that holds ``n``: they are gathered from again and again.
    """
    n, g = rows.shape
    if n <= PAIRWISE_LIMIT and g > FEW_GUESSES:
        size = np.zeros((n, g), dtype=np.uint8)  # at most 24: bytes, a quarter of the traffic
        for r in range(n):
            size += rows == rows[r]
        return size
    size = np.empty((n, g), dtype=np.min_scalar_type(n))
    step = max(1, min(SIZE_CHUNK // max(n, 1), SIZE_BINS // max(n_codes, 1)))
    for at in range(0, g, step):
        flat = rows[:, at : at + step].astype(np.int64)
        flat += n_codes * np.arange(flat.shape[1])
        counts = np.bincount(flat.ravel(), minlength=n_codes * flat.shape[1])
        size[:, at : at + step] = counts[flat]
    return size


def group_sizes_within(rows: np.ndarray, labels: np.ndarray, n_codes: int) -> np.ndarray:
    """``group_sizes`` of words already split by ``labels`` (one per row): a word's group
    under a guess is the words with its label and its code.  Sized label by label, so a
    pass counts one label's codes, not every (label, code) pair's."""
    size = np.ones(rows.shape, dtype=np.min_scalar_type(len(rows)))
    for _, members in groups_of(np.arange(len(rows)), labels):
        if len(members) > 1:  # a word alone under its label is alone under every guess
            size[members] = group_sizes(rows[members], n_codes)
    return size


def distinct_codes(rows: np.ndarray) -> np.ndarray:
    """How many distinct codes each column of ``rows`` (words × guesses) holds: how many
    groups each guess splits the words into.  A few words are compared pairwise, a pass
    per distance between them (each word against the one ``d`` rows before it, every word
    at once: a word whose code an earlier one has is no new group), as
    ``_distinct_padded`` does (a sort along them pays per column)."""
    n = len(rows)
    if n > PAIRWISE_LIMIT:
        ordered = np.sort(rows, axis=0)
        return 1 + (ordered[1:] != ordered[:-1]).sum(axis=0)
    if n < 2:
        return np.ones(rows.shape[1], dtype=np.int64)
    seen = np.zeros(rows.shape, dtype=bool)  # its code met in an earlier word
    for d in range(1, n):
        np.logical_or(seen[d:], rows[d:] == rows[:-d], out=seen[d:])
    # bytes summed in a byte (at most PAIRWISE_LIMIT words)
    return n - seen.view(np.uint8).sum(axis=0, dtype=np.uint8).astype(np.int64)


def groups_of(answers: np.ndarray, row: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """The answers grouped by their codes in ``row`` (one per answer): (code, answers)."""
    order = np.argsort(row, kind="stable")
    codes = row[order]
    ordered = answers[order]
    bounds = [0, *(np.flatnonzero(codes[1:] != codes[:-1]) + 1).tolist(), len(answers)]
    return [(int(codes[a]), ordered[a:b]) for a, b in pairwise(bounds)]


def distinct_per_group(rows: np.ndarray, sizes: np.ndarray, n_codes: int) -> np.ndarray:
    """``distinct_codes`` of many groups at once: ``rows`` (words × guesses) holds the
    groups' words one group after another, ``sizes`` words each; (groups, guesses).  A few
    numpy calls for them all cost less than a call per group, however many small groups
    there are: groups of like sizes are compared as one block (``_distinct_padded``),
    except groups of more than ``PAIRWISE_LIMIT`` words, whose codes are marked
    (``_distinct_marked``) or, long words' many codes, sorted as (group, code) keys."""
    sizes = np.asarray(sizes, dtype=np.int64)
    distinct = np.empty((len(sizes), rows.shape[1]), dtype=np.int64)
    starts = np.cumsum(sizes) - sizes
    large = sizes > PAIRWISE_LIMIT
    if large.any():
        words = np.concatenate(
            [np.arange(a, a + n) for a, n in zip(starts[large], sizes[large], strict=True)]
        )
        counted = _distinct_marked if _markable(int(large.sum()), n_codes) else _distinct_sorted
        distinct[large] = counted(rows[words], sizes[large], n_codes)
    smallest = 1
    for largest in PADDED_SIZES:
        alike = np.flatnonzero((sizes >= smallest) & (sizes <= largest))
        smallest = largest + 1
        if len(alike):
            distinct[alike] = _distinct_padded(rows, starts[alike], sizes[alike], n_codes)
    return distinct


def most_distinct_per_group(
    rows: np.ndarray, groups: list[np.ndarray], n_codes: int, cells: int = MOST_CELLS
) -> np.ndarray:
    """The most distinct codes any column of ``rows`` (words × guesses) gives each of
    ``groups`` (each some of the rows): what the best second guess makes of a group.
    The columns are taken a block at a time, those that give all the words the most
    codes first, and a group drops out as soon as no column left can give it more: none
    gives a group more codes than it has words, or than that column gives all the words.
    At most ``cells`` words × columns are counted in one ``distinct_per_group``."""
    sizes = np.array([len(g) for g in groups], dtype=np.int64)
    most = np.zeros(len(groups), dtype=np.int64)
    if not len(groups):
        return most
    every = distinct_codes(rows)
    order = np.argsort(-every, kind="stable")
    live = np.arange(len(groups))
    for at in range(0, rows.shape[1], MOST_BLOCK):
        block = rows[:, order[at : at + MOST_BLOCK]]
        ends = np.cumsum(sizes[live])
        per_batch = max(1, cells // block.shape[1])  # words counted in one call
        k = 0
        while k < len(live):  # one group at least a call
            end = max(k + 1, int(np.searchsorted(ends, ends[k] - sizes[live[k]] + per_batch)))
            batch = live[k:end]
            words = np.concatenate([groups[g] for g in batch])
            counted = distinct_per_group(block[words], sizes[batch], n_codes)
            most[batch] = np.maximum(most[batch], counted.max(axis=1))
            k = end
        after = int(every[order[at + MOST_BLOCK]]) if at + MOST_BLOCK < len(order) else 0
        live = live[most[live] < np.minimum(sizes[live], after)]
        if not len(live):
            break
    return most


def _distinct_padded(
    rows: np.ndarray, starts: np.ndarray, sizes: np.ndarray, n_codes: int
) -> np.ndarray:
    """``distinct_per_group`` of groups of like sizes: each padded to the longest with a
    code no word has, in one (groups, place, guesses) block, then each place compared with
    the one ``d`` before it, a pass per distance over views of the block (as
    ``distinct_codes`` compares a few words pairwise).  Compared in place in the
    words' rows, each pass gathered and scattered the words it compared: that cost
    more than the padding does."""
    length = int(sizes.max())
    place = np.arange(length)
    padding = place >= sizes[:, None]
    if n_codes > np.iinfo(rows.dtype).max:  # no code left over to pad with
        rows = rows.astype(np.min_scalar_type(n_codes))
    block = rows[np.where(padding, 0, starts[:, None] + place)]
    block[padding] = n_codes
    seen = np.zeros(block.shape, dtype=bool)  # its code met earlier in its group
    for d in range(1, length):
        np.logical_or(seen[:, d:], block[:, d:] == block[:, :-d], out=seen[:, d:])
    # the padding's one code counts once in each padded group
    padded = np.any(padding, axis=1).astype(np.int64)
    # bytes summed in a byte (at most PAIRWISE_LIMIT places): count_nonzero sums wide ints
    return length - padded[:, None] - seen.view(np.uint8).sum(axis=1, dtype=np.uint8)


def _markable(groups: int, n_codes: int) -> bool:
    """Whether ``groups`` groups' codes are counted by marking cells (``_distinct_marked``):
    where the codes are few (five letters' 243) and one guess's cells fit a pass."""
    return n_codes <= MARK_CODES and groups * n_codes <= MARK_CELLS


def _distinct_marked(rows: np.ndarray, sizes: np.ndarray, n_codes: int) -> np.ndarray:
    """``distinct_per_group`` by marking the (guess, group, code) cells met and counting
    each group's marks: a pass over the cells and a scatter of the words, where sorting
    each guess's keys pays a sort per guess.  Groups here have more than
    ``PAIRWISE_LIMIT`` words, so with few codes the cells are not many more than the
    words; ``MARK_CELLS`` at a time, so a pass stays in one core's cache.  Where a pass
    holds few guesses (many groups), the codes are read guess by guess from one copy
    turned round, as a few columns sliced from every word's row are read a cache line a
    word; the marks are bytes summed in a byte (a group has at most ``MARK_CODES``
    codes), where counting non-zero cells along an axis sums them as wide integers."""
    groups, guesses = len(sizes), rows.shape[1]
    cells = groups * n_codes
    per_pass = max(1, MARK_CELLS // cells)
    total = np.uint8 if n_codes <= np.iinfo(np.uint8).max else np.uint16
    cell = np.repeat(np.arange(groups, dtype=np.int64) * n_codes, sizes)
    distinct = np.empty((guesses, groups), dtype=np.int64)
    offsets = np.arange(min(per_pass, guesses), dtype=np.int64) * cells
    turned = per_pass < FEW_GUESSES
    if turned:  # (guesses, words)
        codes, base = np.ascontiguousarray(rows.T), offsets[:, None] + cell
    else:  # (words, guesses)
        codes, base = rows.T, (cell[:, None] + offsets).T
    for at in range(0, guesses, per_pass):
        part = codes[at : at + per_pass]
        k = len(part)
        met = np.zeros(k * cells, dtype=np.uint8)
        met[base[:k] + part] = 1
        distinct[at : at + k] = met.reshape(k, groups, n_codes).sum(axis=2, dtype=total)
    return distinct.T


def _distinct_sorted(rows: np.ndarray, sizes: np.ndarray, n_codes: int) -> np.ndarray:
    """``distinct_per_group`` by sorting (group, code) keys per guess: the groups' bounds
    are the same in every column."""
    bits = int(n_codes - 1).bit_length()
    narrow = np.min_scalar_type(-(len(sizes) << bits))  # a narrow sort is a fast one
    group = np.repeat(np.arange(len(sizes), dtype=narrow), sizes)
    key = (group << narrow.type(bits))[None, :] | rows.T.astype(narrow)
    key.sort(axis=1)
    new = np.empty(key.shape, dtype=np.int32)
    new[:, 0] = 1
    np.not_equal(key[:, 1:], key[:, :-1], out=new[:, 1:])  # a group's first is new too
    return np.add.reduceat(new, np.cumsum(sizes) - sizes, axis=1).T


def open_groups(
    split: np.ndarray, solved: int, at_least: int
) -> tuple[np.ndarray, np.ndarray, list[np.ndarray]]:
    """The groups of at least ``at_least`` words (rows) that each column of ``split``
    leaves unsolved (code not ``solved``), as ``groups_of`` finds them but every column in
    a few numpy calls: each group met's column and distinct group, and the distinct
    groups' rows, in the order first met (column by column, code by code)."""
    n = split.shape[0]
    order = np.argsort(split, axis=0, kind="stable").T  # column by column, rows by code
    rows = order.ravel()
    code = np.take_along_axis(split.T, order, axis=1).ravel()
    new = np.ones(len(code), dtype=bool)
    new[1:] = code[1:] != code[:-1]
    new[::n] = True
    starts = np.flatnonzero(new)
    sizes = np.diff(np.append(starts, len(code)))
    # a group's identity: its rows as bits, a 64-bit lane per 64 rows
    bit = np.left_shift(np.uint64(1), (rows % 64).astype(np.uint64))
    ident = np.stack(
        [
            np.bitwise_or.reduceat(np.where(rows // 64 == lane, bit, 0), starts)
            for lane in range((n + 63) // 64)
        ],
        axis=1,
    )
    keep = (code[starts] != solved) & (sizes >= at_least)
    starts, sizes, ident = starts[keep], sizes[keep], ident[keep]
    if not len(starts):
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), []
    first, which = alike_rows(ident)  # distinct groups, in the order first met
    groups = [rows[starts[k] : starts[k] + sizes[k]] for k in first]
    return starts // n, which, groups


def _dense_ok(patterns: np.ndarray) -> bool:
    return (int(patterns.max(initial=0)) + 1) * patterns.shape[1] <= DENSE_LIMIT


def _sorted_groups(
    patterns: np.ndarray, weights: np.ndarray | None
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Group totals when codes are too many for a dense histogram (long words): sort each
    guess's column and sum the runs.  Returns (totals, guess of each run, code of each run)."""
    by_guess = np.ascontiguousarray(patterns.T)
    n = by_guess.shape[1]
    order = np.argsort(by_guess, axis=1, kind="stable")
    ordered = np.take_along_axis(by_guess, order, axis=1)
    starts = np.ones_like(ordered, dtype=bool)
    starts[:, 1:] = ordered[:, 1:] != ordered[:, :-1]
    w = np.ones(n) if weights is None else np.asarray(weights, dtype=float)
    run_id = np.cumsum(starts.ravel()) - 1
    totals = np.bincount(run_id, weights=w[order].ravel())
    run_starts = np.flatnonzero(starts.ravel())
    return totals, run_starts // n, ordered.ravel()[run_starts]


def expected_left(
    patterns: np.ndarray, weights: np.ndarray | None = None, solved: int | None = None
) -> np.ndarray:
    """Expected weight left after each guess, leaving out the ``solved`` (all-green) group."""
    total = patterns.shape[0] if weights is None else float(weights.sum())
    if _dense_ok(patterns):
        hist = histogram(patterns, weights).astype(np.float64)
        if solved is not None and solved < len(hist):
            hist[solved] = 0
        return np.einsum("cg,cg->g", hist, hist) / total
    totals, guess, code = _sorted_groups(patterns, weights)
    totals = np.where(code == solved, 0.0, totals)
    return np.bincount(guess, weights=totals**2, minlength=patterns.shape[1]) / total


def entropy(patterns: np.ndarray, weights: np.ndarray | None = None) -> np.ndarray:
    """Bits of information each guess is expected to give."""
    total = patterns.shape[0] if weights is None else float(weights.sum())
    if _dense_ok(patterns):
        p = histogram(patterns, weights) / total
        with np.errstate(divide="ignore", invalid="ignore"):
            bits = -np.where(p > 0, p * np.log2(p), 0.0).sum(axis=0)
    else:
        totals, guess, _ = _sorted_groups(patterns, weights)
        p = totals / total
        bits = np.bincount(guess, weights=-p * np.log2(p), minlength=patterns.shape[1])
    return np.maximum(bits, 0.0)  # no "-0.00 bits" from rounding


@dataclass(frozen=True)
class Split:
    """How one guess splits the words it is scored against."""

    words: int
    groups: int
    worst: int  # most words left at worst
    chance: float  # that at most one word is left


def split_of(row: np.ndarray, solved: int) -> Split:
    """Words left in a group are its size, except the all-green group where the game is
    won."""
    codes, sizes = np.unique(row, return_counts=True)
    left = np.where(codes == solved, 0, sizes)
    n = len(row)
    chance = float(sizes[left <= 1].sum() / n) if n else 0.0
    return Split(n, len(sizes), int(left.max()) if n else 0, chance)


def letter_split_score(guess_codes: np.ndarray, cand_codes: np.ndarray) -> np.ndarray:
    """A cheap stand-in for how well each guess splits the candidates, O(guesses).

    A letter in place (or anywhere in the word) that k of n candidates share splits them
    k / n-k; k(n-k) rewards letters near half.  Used only to shortlist guesses for the
    exact count, never to rank the final suggestions.
    """
    n, length = cand_codes.shape
    split = np.zeros((length + 1, LETTERS))  # one row per position, the last for "anywhere"
    for j in range(length):
        k = np.bincount(cand_codes[:, j], minlength=LETTERS)
        split[j] = k * (n - k)
    has = (np.stack([(cand_codes == x).any(axis=1) for x in range(LETTERS)])).sum(axis=1)
    split[length] = has * (n - has)
    score = np.zeros(len(guess_codes))
    for j in range(length):
        score += split[j][guess_codes[:, j]]
        first = np.ones(len(guess_codes), dtype=bool)  # count each distinct letter once
        for i in range(j):
            first &= guess_codes[:, i] != guess_codes[:, j]
        score += np.where(first, split[length][guess_codes[:, j]], 0.0)
    return score
