"""What a game's guesses leave, over the word lists and their pattern table.

The candidate filter is the ground truth itself, vectorised: a word stays iff each past
guess, scored against it, gives the feedback seen.  Rows come from the cached pattern
table, or are scored on the fly for guesses the list lacks (the game accepted them, so we
do too).  When no likely answer fits, the valid-guess list becomes the pool; a played word
the list lacks is a candidate too when it fits (it can only be the answer once it shows
all green, so a game won on an unlisted word is still a game won).  What to play next is
``core.Solver``'s, built on this.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Sequence
from functools import cached_property
from string import ascii_lowercase

import numpy as np

from solver.engine.limits import (
    COLUMN_BYTES,
    PRODUCIBLE_CACHE,
    RESPELLINGS_TRIED,
    SCORED_PAIRS,
    UNLISTED_ROW_BYTES,
    VALID_ROW_BYTES,
)
from solver.filtering.conflicts import find_conflict
from solver.filtering.knowledge import Knowledge, Reason, reasons
from solver.filtering.results import (
    LIKELY,
    POSSIBLE,
    Candidates,
    Explanation,
)
from solver.game.feedback import Guess, Pattern, all_green, encode, score
from solver.game.rules import is_solved
from solver.game.variants import fold, with_marks
from solver.lists import scoring
from solver.lists.patterns import pattern_matrix, pattern_table, score_against
from solver.lists.unadvised import ENGLISH, advisable, may_advise
from solver.lists.wordlists import (
    WordList,
    WordListError,
    answers,
    encode_words,
    playable,
    valid,
    written_forms,
)
from solver.support.cache import BoundedCache
from solver.support.deadline import Deadline

log = logging.getLogger(__name__)
CODES_STRETCH = 1 << 20  # a pattern table's entries counted at once (``_codes_in``)


class Positions:
    """Word lists plus their pattern table: the candidates, knowledge, explanations and
    conflicts of any history; stateless about any one game."""

    def __init__(
        self,
        answer_list: WordList | None = None,
        guess_list: WordList | None = None,
    ):
        self.answers = answer_list or answers()
        guesses = guess_list or valid()
        if guesses.length != self.answers.length:
            raise WordListError(
                "lists differ",
                guesses=guesses.name,
                answers=self.answers.name,
                guess_length=guesses.length,
                answer_length=self.answers.length,
            )
        self.guesses, self.answer_in_guesses = playable(self.answers, guesses)
        self.length = self.answers.length
        # the words these are (their language, letters, spellings); None: English
        self.source = guesses.source or self.answers.source
        self.alphabet = self.source.alphabet if self.source else ascii_lowercase
        # the parser asks this of every (word, feedback) it reads, and pastes repeat:
        # one scoring against every valid word, then remembered
        self._producible: BoundedCache[tuple[str, Pattern], bool] = BoundedCache(
            "producible feedback", PRODUCIBLE_CACHE
        )
        # less likely words' columns, scored when a request weighs them
        self._columns: BoundedCache[int, np.ndarray] = BoundedCache(
            "less likely words' columns", 1 << 20, COLUMN_BYTES, lambda _, v: v.nbytes
        )
        # a game's words are filtered again at every step (and every prefix, in analysis)
        self._valid_rows: BoundedCache[str, np.ndarray] = BoundedCache(
            "rows against valid words", 1 << 20, VALID_ROW_BYTES, lambda _, v: v.nbytes
        )
        self._unlisted_rows: BoundedCache[str, np.ndarray] = BoundedCache(
            "unlisted words against the answers", 1 << 20, UNLISTED_ROW_BYTES, lambda _, v: v.nbytes
        )

    @cached_property
    def table(self) -> np.ndarray:
        """guesses x likely answers; built on first use."""
        return pattern_table(self.guesses, self.answers)

    @cached_property
    def advisable(self) -> np.ndarray:
        """Per guess, whether advice may name it (solver/lists/unadvised.py)."""
        return advisable(self.guesses, self.answers, self.language)

    @property
    def language(self) -> str:
        return self.source.language if self.source else ENGLISH

    def may_name(self, word: str) -> bool:
        """Whether advice may name ``word``: an advisable guess, or a word the list lacks
        that its language's list does not hold."""
        row = self.guesses.index.get(word)
        return bool(self.advisable[row]) if row is not None else may_advise(word, self.language)

    # -- filtering -------------------------------------------------------------------

    def _row(self, word: str, pool: WordList) -> np.ndarray:
        if pool is self.answers and word in self.guesses:
            return self.table[self.guesses.index[word]]
        # a game's words are filtered again at every turn (and every prefix, in analysis):
        # a listed word against the valid words, or an unlisted one against either pool,
        # is scored once and remembered
        kept = self._valid_rows if pool is self.guesses else self._unlisted_rows
        found = kept.get(word)
        return found if found is not None else kept.put(word, score_against(word, pool))

    def _fits(self, history: Sequence[Guess], pool: WordList) -> np.ndarray:
        keep = np.ones(len(pool), dtype=bool)
        for guess in history:
            keep &= self._row(guess.word, pool) == encode(guess.pattern)
        return keep

    def check_lengths(self, history: Sequence[Guess]) -> None:
        for guess in history:
            if len(guess.word) != self.length:
                raise WordListError("guess length", word=guess.word, length=self.length)

    def _unlisted(self, history: Sequence[Guess]) -> list[str]:
        """Played words the guess list lacks (the game accepted them), in order."""
        return list(dict.fromkeys(g.word for g in history if g.word not in self.guesses))

    def _unlisted_fits(self, history: Sequence[Guess]) -> list[str]:
        """Unlisted played words that fit every guess, by the reference scorer."""
        return [
            w
            for w in self._unlisted(history)
            if all(_scored(g.word, w) == tuple(g.pattern) for g in history)
        ]

    def candidates(self, history: Sequence[Guess]) -> Candidates:
        self.check_lengths(history)
        likely = self._fits(history, self.answers)
        possible = self._fits(history, self.guesses)
        extra = tuple(self._unlisted_fits(history))
        if likely.any():
            words = _select(self.answers, likely)
            others = _select(self.guesses, possible & ~self._is_likely)
            return Candidates(LIKELY, words, len(words), int(possible.sum()), others)
        words = _select(self.guesses, possible) + extra
        return Candidates(POSSIBLE, words, 0, len(words))

    def respellings(
        self, word: str, boards: Sequence[tuple[Sequence[Guess], Pattern]], most: int = 3
    ) -> list[str]:
        """What a word the list lacks was most likely meant to be: listed words one slip
        away (its letters with the marks the game plays, typed without them: GRUẞE for
        GRÜẞE; then two letters side by side swapped, then one letter changed) that can
        score each board's colours after that board's rows, likely answers first; none
        the bot never names (solver/lists/unadvised.py), but a marked spelling, which is
        the word the player typed.  Where none can, the swaps still: CRAEN is CRANE
        mistyped whatever its colours, and the slip in them is the next reply's to name.
        ``boards`` empty (/why of a word), no colours tell the words apart: the swaps and
        the likely answers one letter away (PLNAT: PLANT; ZZZZZ: not PZAZZ)."""
        typed = encode_words((word,))[0]
        codes = self.guesses.codes
        differ = codes != typed
        slips = differ.sum(axis=1)
        swapped = np.zeros(len(codes), dtype=bool)
        for i in range(len(typed) - 1):
            crossed = (codes[:, i] == typed[i + 1]) & (codes[:, i + 1] == typed[i])
            swapped |= crossed & differ[:, i] & differ[:, i + 1]  # ZZZZZ, PZAZZ: not a swap
        swapped &= slips == 2
        near = [*np.flatnonzero(swapped), *np.flatnonzero(slips == 1)]
        near = [n for n in near if self.advisable[n]][:RESPELLINGS_TRIED]  # named if offered
        likely = self._is_likely
        order = sorted(range(len(near)), key=lambda k: (not swapped[near[k]], not likely[near[k]]))
        if not boards:
            order = [k for k in order if swapped[near[k]] or likely[near[k]]]
        fitting = [
            self.guesses.words[near[k]]
            for k in order
            if self.fits_boards(self.guesses.words[near[k]], boards)
        ]
        marked = self._marked(word, boards)
        if not marked and not fitting:  # the unmistakable slip, though its colours clash
            fitting = [self.guesses.words[near[k]] for k in order if swapped[near[k]]]
        return list(dict.fromkeys([*marked, *fitting]))[:most]

    def _marked(self, word: str, boards: Sequence[tuple[Sequence[Guess], Pattern]]) -> list[str]:
        """``word``'s listed spellings with the marks its game plays (``with_marks``) that
        fit every board, likely answers first."""
        listed = [w for w in with_marks(word, self.alphabet) if w in self.guesses]
        fitting = [w for w in listed if self.fits_boards(w, boards)]
        return sorted(fitting, key=lambda w: w not in self.answers)

    def marks_dropped(
        self, word: str, boards: Sequence[tuple[Sequence[Guess], Pattern]]
    ) -> list[str]:
        """What a listed word was meant to be, typed without a mark its game plays as a
        letter of its own (``with_marks``: SUENO for SUEÑO, whose Ñ scores apart from N):
        its marked spellings that are listed and fit every board, likely answers first,
        where its colours fit no word as typed; where they do, none for a likely answer
        (CANAL is a word of its own beside CAÑAL, CANON beside CAÑÓN), but for a word no
        likely answer: its marked spellings that are likely answers (SUENO, a rare verb
        form, where SUEÑO fits: a player without the Ñ key typed SUEÑO, and read as N the
        row would rule the answer out; all green, the answer the game picked)."""
        marked = self._marked(word, boards)
        if not marked or not self.fits_boards(word, boards):
            return marked
        if word in self.answers:
            return []
        return [w for w in marked if w in self.answers]

    def fits_boards(self, word: str, boards: Sequence[tuple[Sequence[Guess], Pattern]]) -> bool:
        """Whether some listed word scores each board's colours for ``word`` after that
        board's rows."""
        return all(
            self._fits([*rows, Guess(word, pattern)], self.guesses).any()
            for rows, pattern in boards
        )

    def producible(self, word: str, pattern: Pattern) -> bool:
        """Could any word give this feedback to this guess? (Typos usually can't.)  Any
        word scores all green against itself, listed or not: the game had it as answer."""
        if is_solved(pattern):
            return True
        key = (word.lower(), tuple(pattern))
        known = self._producible.get(key)
        if known is None:
            known = self._producible.put(key, bool(self._fits([Guess(*key)], self.guesses).any()))
        return known

    def is_known(self, word: str) -> bool:
        return word.lower() in self.guesses

    def fold(self, word: str) -> str:
        """A word as typed, as these words play it (``Words.fold``)."""
        return fold(word, self.alphabet)

    def written(self, word: str) -> str:
        """A word as its language writes it (``acucar`` → ``açúcar``): how replies show it."""
        return written_forms(self.source).get(word, word) if self.source else word

    def achievable(self, pattern: Pattern) -> bool:
        """Could some listed guess score this against some likely answer?  (For the rows of a
        share, which carry no letters.)"""
        return encode(pattern) in self._achievable_codes

    @cached_property
    def _is_likely(self) -> np.ndarray:
        """Over the guess list: which words are likely answers."""
        mask = np.zeros(len(self.guesses), dtype=bool)
        mask[self.answer_in_guesses] = True
        return mask

    @cached_property
    def _achievable_codes(self) -> frozenset[int]:
        return _codes_in(self.table)

    def knowledge(self, history: Sequence[Guess]) -> Knowledge:
        return Knowledge.from_history(history, self.length)

    def left_after(self, words: Sequence[str], cands: Candidates) -> np.ndarray:
        """The candidates each word (listed or not) leaves on average, the one it may win
        with not counted."""
        if not cands.words:
            return np.zeros(len(words))
        rows = pattern_matrix(encode_words(list(words)), encode_words(list(cands.words))).T
        return scoring.expected_left(rows, solved=all_green(self.length))

    # -- explaining ------------------------------------------------------------------

    def explain(self, history: Sequence[Guess], word: str) -> Explanation:
        word = word.lower()
        if len(word) != self.length or not word.isalpha():
            return Explanation(word, False, [Reason("length", None, need=self.length)])
        why = [r for guess in history for r in reasons(word, guess)]
        return Explanation(
            word, not why, why, word in self.guesses, word in self.answers, self.guesses.name
        )

    def conflicts(self, history: Sequence[Guess], deadline: Deadline | None = None) -> list[int]:
        """A set of guesses (indices) that no known word satisfies together: the smallest
        when one of at most three exists, else a minimal one (solver/filtering/conflicts.py).

        Among equally small sets, the one with the latest guesses wins: when a channel's
        solve goes wrong, the newest paste is the likeliest typo.  Empty when some word fits.
        """
        unlisted = self._unlisted(history)
        masks = (
            np.stack(
                [
                    np.concatenate(
                        [
                            self._row(g.word, self.guesses) == encode(g.pattern),
                            [score(g.word, w) == tuple(g.pattern) for w in unlisted],
                        ]
                    ).astype(bool)
                    for g in history
                ]
            )
            if history
            else np.zeros((0, 0), dtype=bool)
        )
        return find_conflict(masks, deadline)


@functools.lru_cache(maxsize=SCORED_PAIRS)
def _scored(guess: str, answer: str) -> Pattern:
    """The reference scorer, remembered: unlisted words are checked against every guess of
    a game at every turn."""
    return score(guess, answer)


def _codes_in(table: np.ndarray) -> frozenset[int]:
    """The codes a pattern table holds, counted a stretch of entries at a time: each of its
    millions of entries is read once, where sorting them all (``np.unique``) made a list's
    first share read wait far longer, and counting them all at once would first widen
    every entry to eight bytes."""
    flat, codes = table.reshape(-1), set()
    for start in range(0, flat.size, CODES_STRETCH):
        codes.update(np.flatnonzero(np.bincount(flat[start : start + CODES_STRETCH])).tolist())
    return frozenset(codes)


def _select(words: WordList, keep: np.ndarray) -> tuple[str, ...]:
    return tuple(words.array[keep].tolist())
