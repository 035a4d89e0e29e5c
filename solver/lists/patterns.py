"""Vectorised pattern tables: the feedback of every guess against every answer, as codes.

The yellow rule is the one subtle part, and it never looks past one letter: the tiles a
letter gets depend only on the places of the guess it fills and the places of the answer
that hold it.  Green where both have it; the guess's other places, left to right, yellow
while the answer has copies no green used.  With five letters that is a table of 32 x 32
codes (``letter_rule``), the whole rule, built once.  A guess is its distinct letters, each
with the mask of places it fills; against a block of answers each (letter, mask) pair
played is one lookup in that table, and a guess's code is the sum of its pairs' codes: a
few gathers per guess, whatever repeats it has.
"""

from __future__ import annotations

import functools
import logging
import os
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from solver.lists.wordlists import LETTERS, BigLists, WordList, encode_words, of_big_list
from solver.support.cache import BoundedCache

log = logging.getLogger(__name__)

BLOCK_PAIRS = 8_000_000  # guess x answer pairs scored at once: bounds the scratch memory
WORKERS = min(4, os.cpu_count() or 1)
THREADED_PAIRS = 4_000_000  # tables smaller than this are scored on the calling thread
FEW_COLUMNS = 1024  # up to this many guesses, ``columns`` gathers their cells alone


def columns(
    by_answer: np.ndarray,
    by_guess: np.ndarray | None,
    answers: np.ndarray,
    guesses: np.ndarray,
) -> np.ndarray:
    """``by_answer[answers][:, guesses]`` (answers x guesses) from a pattern table kept
    answer-major, and guess-major too where that is at hand, read the cheapest way: the
    guesses' rows when they are shorter than the answers' rows (many answers, a shortlist
    of guesses); else a few guesses' cells one by one; else the answers' whole rows.  A
    large position's answers' rows run to tens of megabytes, to keep a few columns."""
    n_answers, n_guesses = by_answer.shape
    if by_guess is not None and len(guesses) * n_answers < len(answers) * n_guesses:
        return np.ascontiguousarray(by_guess[guesses][:, answers].T)
    if len(guesses) <= FEW_COLUMNS:
        return by_answer[answers[:, None], guesses]
    rows = by_answer[answers]
    return rows if len(guesses) == n_guesses else np.take(rows, guesses, axis=1)


def code_dtype(length: int) -> type[np.unsignedinteger]:
    """The smallest unsigned type that holds every pattern code for this word length."""
    top = 3**length
    return np.uint8 if top <= 2**8 else np.uint16 if top <= 2**16 else np.uint32


@functools.cache
def letter_rule(length: int) -> np.ndarray:
    """(masks, masks): the code of one letter's tiles, the guess holding it at the places
    of the first mask and the answer at those of the second: green where both have it;
    the guess's other places, left to right, yellow while copies no green used are left.
    Every pair of masks at once, a place at a time (eleven letters: four million pairs)."""
    every = np.arange(1 << length, dtype=np.int32)
    guess, answer = every[:, None], every[None, :]
    left = np.bitwise_count(answer & ~guess).astype(np.int8)  # the answer's copies no green used
    code = np.zeros((len(every), len(every)), dtype=np.int32)
    for i in range(length):
        held, there = (guess >> i) & 1 == 1, (answer >> i) & 1 == 1
        green = held & there
        yellow = held & ~there & (left > 0)
        left -= yellow
        code *= 3
        code += green
        code += green
        code += yellow
    return code.astype(code_dtype(length))


def letter_masks(words: np.ndarray) -> np.ndarray:
    """(letters, words): the mask of the places each word holds each letter at."""
    n, length = words.shape
    masks = np.zeros((LETTERS, n), dtype=np.uint8 if length <= 8 else np.uint32)
    columns = np.arange(n)
    for i in range(length):
        masks[words[:, i], columns] |= 1 << i
    return masks


def letter_places(guesses: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The (letter, places) pairs the guesses play, as ``mask * LETTERS + letter`` with
    the mask of the places the letter fills (0 pads a guess with fewer distinct letters),
    and the index of each guess's pairs among them, (length, guesses): row j holds each
    guess's j-th pair, contiguous for ``np.take``.  The index in the smallest type that
    holds it: a big list's is remembered for the life of the process (``of_big_list``),
    a language's guesses' index a quarter of its size as numpy's default integers."""
    n, length = guesses.shape
    masks = letter_masks(guesses).T.astype(np.int32)
    played = np.where(masks > 0, masks * LETTERS + np.arange(LETTERS), 0)
    played = -np.sort(-played, axis=1)[:, :length]  # the letters played first, the pads after
    pairs, index = np.unique(played, return_inverse=True)
    small = np.int16 if len(pairs) <= np.iinfo(np.int16).max else np.int32
    return pairs, np.ascontiguousarray(index.reshape(n, length).T, dtype=small)


REMEMBERED = 4  # big lists' letter places and masks kept: a process uses a few
_remembered: BigLists = BoundedCache("big lists' letter places and masks", 2 * REMEMBERED)


def pattern_matrix(
    guesses: np.ndarray, answers: np.ndarray, rows: np.ndarray | None = None
) -> np.ndarray:
    """Codes for every guess (rows) against every answer (columns); inputs are letter
    arrays.  With ``rows``, only those guesses: ``pattern_matrix(guesses[rows], answers)``
    from the whole list's letter places (remembered for a big list)."""
    length = guesses.shape[1]
    pairs, places = of_big_list(_remembered, "places", guesses, letter_places)
    if rows is not None:
        places = places[:, rows]
    n_guess = places.shape[1]
    out = np.empty((n_guess, len(answers)), dtype=code_dtype(length))
    if n_guess == 0 or len(answers) == 0:
        return out
    rule = letter_rule(length).ravel()
    guess_masks, letters = np.divmod(pairs, LETTERS)
    lookup = (guess_masks << length).astype(np.int32)[:, None]  # each pair's row of the rule
    answer_masks = of_big_list(_remembered, "masks", answers, letter_masks)
    step = max(1, BLOCK_PAIRS // n_guess)

    def run(start: int) -> None:
        held = answer_masks[letters, start : start + step]  # (pairs, block)
        codes = np.take(rule, lookup | held)  # each pair's tiles against each answer
        block = np.take(codes, places[0], axis=0)
        for j in range(1, length):
            block += np.take(codes, places[j], axis=0)
        out[:, start : start + step] = block

    starts = range(0, len(answers), step)
    if len(starts) == 1 or n_guess * len(answers) < THREADED_PAIRS:
        for start in starts:  # small: starting threads would cost more than they save
            run(start)
    else:  # numpy releases the GIL inside array operations, so threads use every core
        with ThreadPoolExecutor(WORKERS) as pool:
            list(pool.map(run, starts))
    return out


def score_against(guess: str, answers: WordList) -> np.ndarray:
    """One guess (any word, listed or not) against a whole list: the on-the-fly row."""
    return pattern_matrix(encode_words([guess.lower()]), answers.codes)[0]


def transposed(
    table: np.ndarray, block: int = 64, columns: np.ndarray | None = None, width: int = 0
) -> np.ndarray:
    """``table.T`` laid out row by row, copied a band of columns at a time: a whole
    transpose at once strides across the table and takes several times as long.  Only
    ``columns`` where given (read a band at a time, never copied whole first), each row
    zero-padded to ``width`` where that is wider than the table's rows."""
    count = table.shape[1] if columns is None else len(columns)
    rows = table.shape[0]
    out = np.empty((count, max(width, rows)), dtype=table.dtype)
    out[:, rows:] = 0
    for start in range(0, count, block):
        band = slice(start, start + block)
        out[band, :rows] = (table[:, band] if columns is None else table[:, columns[band]]).T
    return out


PARTIAL_SHARE = 4  # hard mode scores only legal columns while under a quarter are legal


def few_legal(legal: np.ndarray | None) -> bool:
    """Few enough guesses are legal (hard mode, past the opening) to score only theirs."""
    return legal is not None and legal.sum() * PARTIAL_SHARE < len(legal)


def score_columns(
    guesses: WordList, rows: np.ndarray, legal: np.ndarray | None = None
) -> np.ndarray:
    """Every guess scored against each of these words of the list (words x guesses): the
    columns of less likely words, scored when asked (cheaper than reading them from a
    file).  Where few guesses are legal only they are scored, for this position alone;
    the other columns are zero and never read."""
    codes = guesses.codes
    if legal is not None and few_legal(legal):
        legal_rows = np.flatnonzero(legal)
        scored = np.zeros((len(rows), len(guesses)), dtype=code_dtype(guesses.length))
        scored[:, legal_rows] = pattern_matrix(codes, codes[rows], legal_rows).T
        return scored
    return np.ascontiguousarray(pattern_matrix(codes, codes[rows]).T)


# the tables kept, bounded by what they hold rather than by their number, so that a small
# list's table (a server's upload, a short game) never pushes out a big list's, which costs
# far more to score again: as much as four tables of the NYT's size, as the count allowed
TABLES = 64
TABLE_BYTES = 4 * 15_000 * 3_200


def _held(key: tuple[str, str], table: np.ndarray) -> int:
    return table.nbytes


_tables: BoundedCache[tuple[str, str], np.ndarray] = BoundedCache(
    "pattern tables", TABLES, TABLE_BYTES, _held
)


def pattern_table(guesses: WordList, answers: WordList) -> np.ndarray:
    """The full table for two lists, built once per process (a fraction of a second: not
    worth a file, which would take longer to read than to score)."""
    key = (guesses.digest, answers.digest)
    table = _tables.get(key)
    if table is None:
        started = time.perf_counter()
        table = pattern_matrix(guesses.codes, answers.codes)
        table.setflags(write=False)
        log.debug(
            "built %dx%d pattern table in %.3fs",
            len(guesses),
            len(answers),
            time.perf_counter() - started,
        )
        _tables.put(key, table)
    return table


_by_answer: BoundedCache[tuple[str, str], np.ndarray] = BoundedCache(
    "pattern tables by answer", TABLES, TABLE_BYTES, _held
)


def pattern_table_by_answer(guesses: WordList, answers: WordList) -> np.ndarray:
    """``pattern_table`` transposed (answers x guesses: a candidate set is a contiguous
    slice), also once per process: every solver over the same lists reads the same one."""
    key = (guesses.digest, answers.digest)
    table = _by_answer.get(key)
    if table is None:
        table = transposed(pattern_table(guesses, answers))
        table.setflags(write=False)
        _by_answer.put(key, table)
    return table
