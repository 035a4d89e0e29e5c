"""Vectorised pattern tables: the feedback of every guess against every answer, as codes.

The yellow rule is the one subtle part.  For guess position i (not green) with letter x,
the tile is yellow iff the earlier non-green copies of x in the guess number fewer than
the answer's copies of x that no green has used.  Those counts depend only on which guess
positions share a letter, so guesses are grouped by that "repeat shape" (most words have
none) and each group is scored with a handful of whole-array operations.
"""

from __future__ import annotations

import logging
import os
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from solver.lists.wordlists import WordList, encode_words, letter_counts
from solver.support.diskcache import cache_dir, load_array, save_array

log = logging.getLogger(__name__)

BLOCK_PAIRS = 8_000_000  # guess x answer pairs in flight at once: bounds scratch memory
WORKERS = min(4, os.cpu_count() or 1)
THREADED_PAIRS = 1_000_000  # tables smaller than this are scored on the calling thread
# the lookup costs (letters x answers) per place, so it pays only for many guesses at once
LOOKUP_GUESSES = 256
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


def repeat_shape(word: np.ndarray) -> tuple[tuple[int, int], ...]:
    """Pairs (k, i), k < i, of positions holding the same letter."""
    n = len(word)
    return tuple((k, i) for i in range(n) for k in range(i) if word[k] == word[i])


_shape_cache: dict[bytes, dict[tuple, list[int]]] = {}


def shape_groups(guesses: np.ndarray) -> dict[tuple, list[int]]:
    """Rows of ``guesses`` by repeat shape; remembered for big lists, which recur (the
    whole guess list is scored against a few new words on many requests)."""
    key = guesses.tobytes() if len(guesses) > 1000 else b""
    if key in _shape_cache:
        return _shape_cache[key]
    groups: dict[tuple, list[int]] = {}
    for row, word in enumerate(guesses):
        groups.setdefault(repeat_shape(word), []).append(row)
    if key:
        _shape_cache.clear()  # one list at a time is all a process uses
        _shape_cache[key] = groups
    return groups


def pattern_matrix(
    guesses: np.ndarray, answers: np.ndarray, counts: np.ndarray | None = None
) -> np.ndarray:
    """Codes for every guess (rows) against every answer (columns); inputs are letter arrays.
    ``counts`` is ``letter_counts(answers)`` when the caller already has it."""
    n_guess, length = guesses.shape
    out = np.empty((n_guess, len(answers)), dtype=code_dtype(length))
    if n_guess == 0 or len(answers) == 0:
        return out
    # counts[letter, answer]: copies of each letter in each answer
    if counts is None:
        counts = letter_counts(answers)
    groups = shape_groups(guesses)
    block = max(1, BLOCK_PAIRS // len(answers) // WORKERS)
    jobs = [
        (np.asarray(rows[start : start + block]), shape)
        for shape, rows in groups.items()
        for start in range(0, len(rows), block)
    ]

    def run(job: tuple[np.ndarray, tuple]) -> None:
        chunk, shape = job
        out[chunk] = _score_block(guesses[chunk], answers, counts, shape)

    if len(jobs) == 1 or n_guess * len(answers) < THREADED_PAIRS:
        for job in jobs:  # small: starting threads would cost more than they save
            run(job)
    else:  # numpy releases the GIL inside array operations, so threads use every core
        with ThreadPoolExecutor(WORKERS) as pool:
            list(pool.map(run, jobs))
    return out


def _score_block(
    guesses: np.ndarray, answers: np.ndarray, counts: np.ndarray, shape: tuple
) -> np.ndarray:
    length = guesses.shape[1]
    if not shape and len(guesses) >= LOOKUP_GUESSES:
        return _score_distinct(guesses, answers, counts)
    green = guesses[:, None, :] == answers[None, :, :]  # (g, a, L)
    code = np.zeros(green.shape[:2], dtype=code_dtype(length))
    for i in range(length):
        same_before = [k for k, j in shape if j == i]
        same_after = [j for k, j in shape if k == i]
        # answer copies of this letter left once every green of the same letter took one
        left = counts[guesses[:, i]].astype(np.int8)  # (g, a)
        for j in [i, *same_before, *same_after]:
            left -= green[:, :, j]
        # earlier non-green copies of the letter in the guess claim those copies first
        for k in same_before:
            left -= ~green[:, :, k]
        yellow = ~green[:, :, i] & (left > 0)
        tile = green[:, :, i].astype(code.dtype) * 2 + yellow
        code *= 3
        code += tile
    return code


def _score_distinct(guesses: np.ndarray, answers: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """``_score_block`` for guesses without a repeated letter (most of them), by lookup: a
    tile is green where the letters match, else yellow iff the answer has the letter."""
    length = guesses.shape[1]
    dtype = code_dtype(length)
    present = (counts > 0).astype(dtype)  # (letters, answers)
    letters = np.arange(len(counts))[:, None]
    code = np.zeros((len(guesses), len(answers)), dtype=dtype)
    for i in range(length):
        # the tile letter x shows at place i against each answer (present + same place),
        # already weighted by the place's power of three
        lookup = (present + (letters == answers[None, :, i])) * dtype(3 ** (length - 1 - i))
        code += lookup[guesses[:, i]]
    return code


def score_against(guess: str, answers: WordList) -> np.ndarray:
    """One guess (any word, listed or not) against a whole list: the on-the-fly row."""
    return pattern_matrix(encode_words([guess.lower()]), answers.codes, answers.counts)[0]


_memory: dict[tuple[str, str], np.ndarray] = {}


def pattern_table(guesses: WordList, answers: WordList, use_disk: bool = True) -> np.ndarray:
    """The full table for two lists, built once per process and cached on disk by content."""
    key = (guesses.digest, answers.digest)
    if key in _memory:
        return _memory[key]
    path = cache_dir() / f"patterns-{key[0]}-{key[1]}.npy"
    table = load_array(path, (len(guesses), len(answers))) if use_disk else None
    if table is None:
        started = time.perf_counter()
        table = pattern_matrix(guesses.codes, answers.codes)
        log.debug(
            "built %dx%d pattern table in %.3fs",
            len(guesses),
            len(answers),
            time.perf_counter() - started,
        )
        if use_disk:
            save_array(path, table)
    table.setflags(write=False)
    _memory[key] = table
    return table
