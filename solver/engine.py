"""The solver: which words are left, why others are out, what to play next.

The candidate filter is the ground truth itself, vectorised: a word stays iff each past
guess, scored against it, gives the feedback seen.  Rows come from the cached pattern
table, or are scored on the fly for guesses the list lacks (the game accepted them, so we
do too).  When no likely answer fits, the valid-guess list becomes the pool.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import combinations

import numpy as np

from solver import scoring
from solver.feedback import Pattern, all_green, encode
from solver.knowledge import Guess, Knowledge, reasons
from solver.patterns import pattern_matrix, pattern_table, score_against
from solver.wordlists import WordList, WordListError, answers, encode_words, valid

LIKELY, POSSIBLE = "likely", "possible"
SHORTLIST = 300  # guesses scored exactly per suggestion (see Solver.suggest)


@dataclass(frozen=True)
class Candidates:
    """The words still possible, and from which pool: 'likely' answers or any 'possible' word."""

    pool: str
    words: tuple[str, ...]
    likely: int  # how many of the likely answers are left (0 when we fell back)
    possible: int  # how many valid words are left, likely ones included

    def __len__(self) -> int:
        return len(self.words)


@dataclass(frozen=True)
class Suggestion:
    word: str
    expected_left: float
    entropy: float
    could_be_answer: bool
    reason: str = ""

    def to_json(self) -> dict:
        return {
            "word": self.word,
            "expected_left": round(self.expected_left, 3),
            "entropy": round(self.entropy, 3),
            "could_be_answer": self.could_be_answer,
            "reason": self.reason,
        }


@dataclass(frozen=True)
class Explanation:
    word: str
    possible: bool
    reasons: list[str] = field(default_factory=list)
    note: str = ""

    def to_json(self) -> dict:
        out = {"possible": self.possible, "reasons": self.reasons}
        if self.note:
            out["note"] = self.note
        return out


class Solver:
    """Word lists plus their pattern table; stateless about any one game."""

    def __init__(self, answer_list: WordList | None = None, guess_list: WordList | None = None):
        self.answers = answer_list or answers()
        guesses = guess_list or valid()
        if guesses.length != self.answers.length:
            raise WordListError(
                f"{guesses.name} has {guesses.length}-letter words but {self.answers.name} "
                f"has {self.answers.length}-letter words"
            )
        missing = [w for w in self.answers.words if w not in guesses]
        if missing:  # every possible answer must be a legal guess
            guesses = WordList(guesses.name, guesses.words + tuple(missing))
        self.guesses = guesses
        self.length = self.answers.length
        self.answer_in_guesses = np.array([guesses.index[w] for w in self.answers.words])

    @cached_property
    def table(self) -> np.ndarray:
        """guesses x likely answers; built (or loaded from disk) on first use."""
        return pattern_table(self.guesses, self.answers)

    # -- filtering -------------------------------------------------------------------

    def _row(self, word: str, pool: WordList) -> np.ndarray:
        if pool is self.answers and word in self.guesses:
            return self.table[self.guesses.index[word]]
        return score_against(word, pool)

    def _fits(self, history: Sequence[Guess], pool: WordList) -> np.ndarray:
        keep = np.ones(len(pool), dtype=bool)
        for guess in history:
            keep &= self._row(guess.word, pool) == encode(guess.pattern)
        return keep

    def check_lengths(self, history: Sequence[Guess]) -> None:
        for guess in history:
            if len(guess.word) != self.length:
                raise WordListError(
                    f"{guess.word.upper()} has {len(guess.word)} letters; "
                    f"this word list has {self.length}-letter words"
                )

    def candidates(self, history: Sequence[Guess]) -> Candidates:
        self.check_lengths(history)
        likely = self._fits(history, self.answers)
        possible = self._fits(history, self.guesses)
        if likely.any():
            words = _select(self.answers, likely)
            return Candidates(LIKELY, words, len(words), int(possible.sum()))
        words = _select(self.guesses, possible)
        return Candidates(POSSIBLE, words, 0, len(words))

    def producible(self, word: str, pattern: Pattern) -> bool:
        """Could any word we know give this feedback to this guess? (Typos usually can't.)"""
        return _producible(self, word.lower(), tuple(pattern))

    def is_known(self, word: str) -> bool:
        return word.lower() in self.guesses

    def achievable(self, pattern: Pattern) -> bool:
        """Could some listed guess score this against some likely answer?  (For the rows of a
        share, which carry no letters.)"""
        return encode(pattern) in self._achievable_codes

    @cached_property
    def _achievable_codes(self) -> frozenset[int]:
        return frozenset(np.unique(self.table).tolist())

    def knowledge(self, history: Sequence[Guess]) -> Knowledge:
        return Knowledge.from_history(history, self.length)

    # -- explaining ------------------------------------------------------------------

    def explain(self, history: Sequence[Guess], word: str) -> Explanation:
        word = word.lower()
        if len(word) != self.length or not word.isalpha():
            return Explanation(word, False, [f"{word.upper()} is not a {self.length}-letter word"])
        why = [r for guess in history for r in reasons(word, guess)]
        note = ""
        if word not in self.guesses:
            note = f"{word.upper()} is not in the {self.guesses.name} word list"
        elif word not in self.answers:
            note = f"{word.upper()} is a valid guess but not one of the likely answers"
        return Explanation(word, not why, why, note)

    def conflicts(self, history: Sequence[Guess]) -> list[int]:
        """The smallest set of guesses (indices) that no known word satisfies together.

        Among equally small sets, the one with the latest guesses wins: when a channel's
        solve goes wrong, the newest paste is the likeliest typo.  Empty when some word fits.
        """
        for size in range(1, len(history) + 1):
            for subset in sorted(
                combinations(range(len(history)), size), key=lambda s: s[::-1], reverse=True
            ):
                if not self._fits([history[i] for i in subset], self.guesses).any():
                    return list(subset)
        return []

    # -- suggesting ------------------------------------------------------------------

    def suggest(
        self,
        history: Sequence[Guess],
        top: int = 5,
        hard: bool = False,
        candidates: Candidates | None = None,
        shortlist: int | None = SHORTLIST,
    ) -> list[Suggestion]:
        """The guesses that leave the fewest candidates on average, ties to possible answers,
        then to more information.

        Scoring every guess exactly costs candidates x guesses; instead the ``shortlist``
        guesses a letter-split heuristic likes best (plus every candidate) are scored
        exactly.  ``shortlist=None`` scores them all.
        """
        cands = candidates or self.candidates(history)
        if not cands.words:
            return []
        guess_rows = np.arange(len(self.guesses))
        if hard:
            knowledge = self.knowledge(history)
            guess_rows = guess_rows[knowledge.hard_mode_allows(self.guesses.codes)]
        cand_rows = np.array([self.guesses.index[w] for w in cands.words])
        if shortlist and len(guess_rows) > shortlist:
            guess_rows = self._shortlist(guess_rows, cand_rows, shortlist)
        patterns = self._patterns(guess_rows, cands)  # (candidates, guesses)
        exp = scoring.expected_left(patterns, solved=all_green(self.length))
        is_cand = np.isin(guess_rows, cand_rows)
        # entropy is only a tie-break: compute it for the front of the field
        front = np.lexsort((~is_cand, exp))[: max(64, 4 * top)]
        ent = scoring.entropy(patterns[:, front])
        words = np.asarray(self.guesses.words)[guess_rows[front]]
        order = np.lexsort((words, -ent, ~is_cand[front], exp[front]))
        out = []
        for k in order[:top]:
            column = front[k]
            word = self.guesses.words[guess_rows[column]]
            out.append(
                Suggestion(
                    word,
                    float(exp[column]),
                    float(ent[k]),
                    bool(is_cand[column]),
                    describe_split(word, patterns[:, column]),
                )
            )
        return out

    def _shortlist(self, guess_rows: np.ndarray, cand_rows: np.ndarray, k: int) -> np.ndarray:
        heuristic = scoring.letter_split_score(
            self.guesses.codes[guess_rows], self.guesses.codes[cand_rows]
        )
        best = guess_rows[np.argsort(-heuristic, kind="stable")[:k]]
        legal_cands = cand_rows[np.isin(cand_rows, guess_rows)]
        if len(legal_cands) > k:  # many candidates: the heuristic picks among them too
            legal_cands = best[np.isin(best, legal_cands)]
        return np.union1d(best, legal_cands)

    @cached_property
    def table_by_answer(self) -> np.ndarray:
        """The table transposed (answers x guesses): a candidate set is a contiguous slice."""
        return np.ascontiguousarray(self.table.T)

    def _patterns(self, guess_rows: np.ndarray, cands: Candidates) -> np.ndarray:
        if cands.pool != LIKELY:
            # score(guess, candidate) for just these guesses; scoring is not symmetric
            codes = self.guesses.codes[guess_rows]
            return pattern_matrix(codes, encode_words(list(cands.words))).T
        rows = self.table_by_answer[[self.answers.index[w] for w in cands.words]]
        return rows if len(guess_rows) == len(self.guesses) else rows[:, guess_rows]


def _producible(solver: Solver, word: str, pattern: Pattern) -> bool:
    return bool(solver._fits([Guess(word, pattern)], solver.guesses).any())


def _select(words: WordList, keep: np.ndarray) -> tuple[str, ...]:
    return tuple(words.words[i] for i in np.flatnonzero(keep))


def describe_split(word: str, row: np.ndarray) -> str:
    """One line a person understands: how the guess splits the words it is scored against."""
    n = len(row)
    groups, worst, chance = scoring.split_stats(row, all_green(len(word)))
    noun = "word" if n == 1 else "words"
    return (
        f"{word.upper()} splits the {n} {noun} into {groups} group{'s' * (groups != 1)}; "
        f"at worst {worst} remain{'s' * (worst == 1)}; {chance:.0%} chance of ≤ 1 left"
    )
