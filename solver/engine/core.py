"""The solver: what to play next, and how a played guess compares with the best, over
what a game's guesses leave (``positions.Positions``: candidates, knowledge, why a word is
out, conflicts) and the tables it reads them in (``tables.Tables``).
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property

import numpy as np

from solver.engine.familiar import keep_familiar
from solver.engine.familiarity import Familiarity
from solver.engine.limits import (
    ADVICE_LIMITS,
    BOOK_LIMITS,
    CAUGHT_WORK,
    LIKELY_ONLY_ABOVE,
    MAX_UNLIKELY,
    SCREENED,
    UNIVERSE_BYTES,
    WINNERS,
)
from solver.engine.tables import Tables
from solver.filtering.results import (
    LIKELY,
    Candidates,
    Caught,
    Evaluation,
    Suggestion,
)
from solver.game.feedback import Guess, all_green
from solver.game.rules import is_solved
from solver.game.variants import ROWS
from solver.lists import scoring
from solver.lists.priors import commonness
from solver.lists.wordlists import WordList, encode_words
from solver.search.book import Book, Pick, bundled_book
from solver.search.built_trees import built_tree, has_built_tree
from solver.search.curve import FAIL
from solver.search.limits import preference
from solver.search.lines import Line, bundled_lines
from solver.search.openers import cached_openers, opener_key
from solver.search.strategy import (
    PLAIN_LEAD_HARD_ROWS,
    SearchLimits,
    Strategy,
    lead_and_winner,
    plain_lead,
)
from solver.search.traps import RULES as TRAP_RULES
from solver.support.cache import BoundedCache
from solver.support.deadline import Deadline

log = logging.getLogger(__name__)


class Solver(Familiarity, Tables):
    """The positions' filter plus the search: suggestions, the opening book, evaluation."""

    def __init__(
        self,
        answer_list: WordList | None = None,
        guess_list: WordList | None = None,
        book: Book | None = None,
        limits: SearchLimits = ADVICE_LIMITS,
        lines: Mapping[str, Line] | None = None,
    ):
        """``limits``: how a request searches (``BOOK_LIMITS`` to make the book);
        ``lines``: the decision trees the advice follows on the bot's own line."""
        super().__init__(answer_list, guess_list)
        self.limits = limits
        self.book = bundled_book() if book is None else book
        self.lines = bundled_lines() if lines is None else lines
        # searches share scratch space and caches: one at a time (numpy holds the GIL anyway)
        self.search_lock = threading.Lock()

    def __reduce__(self) -> tuple[type[Solver], tuple]:
        """A solver pickles as its recipe (lists, book, limits, lines), not its tables,
        caches and lock: another process builds those itself, the tables from the disk
        cache."""
        return type(self), (self.answers, self.guesses, self.book, self.limits, self.lines)

    # -- suggesting ------------------------------------------------------------------

    def suggest(
        self,
        history: Sequence[Guess],
        top: int = 5,
        hard: bool = False,
        candidates: Candidates | None = None,
        deadline: Deadline | None = None,
        lead_only: bool = False,
        familiar: bool = False,
    ) -> list[Suggestion]:
        """The guesses that finish the game in the fewest guesses on average (see
        solver/search/strategy.py), weighing less likely valid words by their priors.  When
        few words are left, each is valued too and ranked among them, and the best that
        could be the answer follows them when none of them could.  The opening suggestions
        are precomputed.  Past the deadline the search answers with the best it found
        (``deadline.hit`` says so).  On a tree (solver/search/lines.py: the bot's own
        line, or the play after an opener it covers) the exact search's guess comes first,
        and the rest of the list is ranked by the screen alone (a request cannot also
        afford the search the tree saved it).  A won game has
        nothing to suggest.  With ``lead_only``, just what a paste's reply names of the
        ``top`` list: its first and, when that cannot be the answer, the first that could
        (searched for those alone, ``Strategy.ranked``).  With ``familiar``, a word
        players know may lead in the best one's place (solver/engine/familiar.py)."""
        cands = candidates or self.candidates(history)
        if not cands.words or any(is_solved(g.pattern) for g in history):
            return []
        if not any(map(self.may_name, cands.words)):  # only words advice never names
            return []
        # the pick that must come first: a tree's where one reaches here, else a rescue's
        lead = on_line = self.on_line(history, hard)
        picks = [on_line] if on_line and top == 1 else self._precomputed(history, hard, top)
        legal = self._legal(history, hard)
        left = max(1, ROWS - len(history))
        searched = None  # the policy asked, its answers and their codes, where it searched
        if picks is None:
            with self.search_lock:
                searched = self._universe(cands, hard, legal=legal)
                strategy, answers, _ = searched
                if on_line:  # the tree chose; the rest of the list is the screen's
                    strategy = strategy.with_limits(SCREENED)
                among = self._rows_of(cands.words) if lead_only else None
                ranked = strategy.ranked(answers, legal, left, top, deadline, among)
            picks = [(self.guesses.words[c.guess], c.value) for c in ranked]
        if history and len(cands.words) <= WINNERS and not on_line:  # searched, or the book's
            picks = self._with_answers(picks, cands, hard, legal, left, top, deadline)
        if not lead and not (hard and left <= PLAIN_LEAD_HARD_ROWS):  # the same search's values
            picks = plain_lead(
                picks,
                lambda p: p[1],
                lambda p: p[0] in cands.words,
                lambda p: commonness(p[0], self.source),
            )
        if searched and not lead:  # the lead as it will be read is the one checked
            with self.search_lock:
                lead = self._safe(*searched, legal, left, picks, deadline, cands)
        if lead:
            picks = _led_by(lead, picks, top, cands)
        every = picks
        alike = not on_line  # one search's values (a tree's pick heads screened ones)
        if familiar and picks:
            with self.search_lock:
                every = picks = self._familiar(history, cands, hard, legal, picks, deadline, alike)
        if lead_only:
            picks = lead_and_winner(picks, lambda p: p[0] in cands.words)
            if familiar:
                picks = keep_familiar(picks, every, self.familiar)
        picks = [p for p in picks if self.may_name(p[0])]  # a precomputed list's too
        return self.suggestions_of(picks, cands, self.familiar if familiar else None)

    def suggestions_of(
        self,
        picks: Sequence[Pick],
        cands: Candidates,
        familiar: Callable[[str], bool] | None = None,
    ) -> list[Suggestion]:
        """Valued picks as suggestions: how each splits the words left, whether it could
        be the answer, and with ``familiar``, whether players know it."""
        rows = self._patterns(np.array([self.guesses.index[w] for w, _ in picks]), cands)
        solved = all_green(self.length)
        expected = scoring.expected_left(rows, solved=solved)
        bits = scoring.entropy(rows)
        return [
            Suggestion(
                word,
                value,
                float(expected[k]),
                float(bits[k]),
                word in cands.words,
                scoring.split_of(rows[:, k], solved),
                None if familiar is None else familiar(word),
            )
            for k, (word, value) in enumerate(picks)
        ]

    def _rows_of(self, words: Sequence[str]) -> frozenset[int]:
        """The guess-list rows of those of ``words`` the list holds."""
        index = self.guesses.index
        return frozenset(index[w] for w in words if w in index)

    def _with_answers(
        self,
        picks: list[Pick],
        cands: Candidates,
        hard: bool,
        legal: np.ndarray | None,
        left: int,
        top: int,
        deadline: Deadline | None,
    ) -> list[Pick]:
        """The picks with every word left valued by the same search and ranked among them,
        plus the best that could be the answer after them when none of the top could: the
        screen orders guesses by how they split, so a word that may win at once can fall
        outside its beam, and a player may rather take that chance anyway."""
        taken = {w for w, _ in picks}
        options = [
            w
            for w in cands.words
            if w not in taken
            and w in self.guesses.index
            and (self.advisable if legal is None else legal)[self.guesses.index[w]]
        ]
        if not options:
            return picks
        with self.search_lock:
            strategy, answers, universe = self._universe(cands, hard, legal=legal)
            valued = strategy.valued(answers, universe, legal, left, options, deadline)
        every = sorted(
            [*picks, *valued],
            key=lambda p: preference(p[1], p[0] in cands.words, self.guesses.index[p[0]]),
        )
        ranked = every[:top]
        if not any(w in cands.words for w, _ in ranked):
            ranked.append(next(p for p in every if p[0] in cands.words))
        return ranked

    def _precomputed(self, history: Sequence[Guess], hard: bool, top: int) -> list[Pick] | None:
        """The advice for the first guess (solver/search/openers.py) and for the second after a
        likely opener (solver/search/book.py), read instead of searched; None elsewhere."""
        if not history:
            opening = cached_openers(self.answers, self.guesses, hard)
            return [(o["word"], o["value"]) for o in opening[:top]] if opening else None
        if len(history) > 1 or top > ADVICE_LIMITS.listed:
            return None
        (first,) = history
        found = self.book.picks(self.book_key(hard), self.policy, first.word, first.pattern)
        return None if found is None else found[:top]

    def _safe(
        self,
        strategy: Strategy,
        answers: np.ndarray,
        universe: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        ranked: list[Pick],
        deadline: Deadline | None,
        cands: Candidates,
    ) -> Pick | None:
        """Hard mode: where the list's lead (``ranked`` as it will be read: a plainer
        word within ``PLAIN_LEAD`` of the search's pick may lead it, and lose a word the
        pick saves) loses a likely answer by the trap check, the first guess of a plan
        the check finds losing less; then, where a proof finds one losing a likely answer
        fewer than that, the proof's; and in place of either, the best valued of the
        list that a proof finds losing no more; valued by the same search, under the
        request's deadline (solver/search/tree.py: ``without_loss``, ``proven_rescue``).
        The check's plans are the few it tried, so its rescue may itself lose a word a
        proof saves."""
        if legal is None or not ranked:
            return None
        listed = [self.guesses.index[word] for word, _ in ranked]
        pick = listed[0]
        first = strategy.without_loss(answers, legal, left, pick, deadline)
        if not (deadline and deadline.expired()):
            likely, rows, _ = self._universe(cands, True, likely_only=True, legal=legal)
            at_hand = pick if first < 0 else first
            proven = likely.proven_rescue(rows, legal, left, at_hand, deadline, listed)
            first = proven if proven >= 0 else first
        if first < 0:
            return None
        word = self.guesses.words[first]
        return strategy.valued(answers, universe, legal, left, [word], deadline)[0]

    def caught(
        self, history: Sequence[Guess], hard: bool, cands: Candidates, lead: str
    ) -> Caught | None:
        """The most of these words (each counted alike) any plan still wins in the rows
        left, and how many the plan that starts with ``lead`` wins, both proven by the
        fewest-losses search (solver/search/losses.py); None where a proof does not fit
        ``CAUGHT_WORK``, so what a reply says of it is never a guess."""
        legal = self._legal(history, hard)
        rows = np.array([self.guesses.index[w] for w in cands.words])
        with self.search_lock:
            table = self.answer_table(cands.words, legal)
            strategy = self._strategies[hard].over(table, rows, None)
        left, first = max(1, ROWS - len(history)), self.guesses.index[lead]
        found = strategy.losses.with_lead(np.arange(len(rows)), legal, left, first, CAUGHT_WORK)
        return None if found is None else Caught(*(len(rows) - round(lost) for lost in found))

    def on_line(self, history: Sequence[Guess], hard: bool) -> Pick | None:
        """The exact search's guess where its tree for these lists and mode reaches this
        history (solver/search/lines.py), with its expected guesses to finish."""
        key = self.book_key(hard)
        line = self.lines.get(key)
        found = None if line is None else line.pick(history)
        opener = history[0].word if history else None
        if found is None and opener and not (line is not None and line.covers(opener)):
            built = built_tree(key, opener)  # an opener first seen: bot/trees.py
            found = None if built is None else built.pick(history)
        return found

    def has_bundled_tree(self, opener: str, hard: bool) -> bool:
        """Whether the package ships the exact search's tree after ``opener``."""
        line = self.lines.get(self.book_key(hard))
        return line is not None and line.covers(opener)

    def has_tree(self, opener: str, hard: bool) -> bool:
        """Whether advice after ``opener`` follows a tree, shipped or built (a stat)."""
        return self.has_bundled_tree(opener, hard) or has_built_tree(self.book_key(hard), opener)

    def book_key(self, hard: bool) -> str:
        """This solver's universe in a book: its lists and the mode."""
        return opener_key(self.answers, self.guesses, hard)

    @cached_property
    def policy(self) -> str:
        """A fingerprint of what advice depends on besides the position and the lists: the
        search's limits, which less likely words a universe weighs, and their priors.  A
        book made under another policy is not read."""
        rules = repr(
            (ADVICE_LIMITS, BOOK_LIMITS, MAX_UNLIKELY, LIKELY_ONLY_ABOVE, FAIL, TRAP_RULES)
        ).encode()
        named = self.advisable.tobytes()  # the words it may choose
        return hashlib.sha256(rules + self.priors.tobytes() + named).hexdigest()[:16]

    def evaluate(
        self,
        history: Sequence[Guess],
        word: str,
        hard: bool = False,
        deadline: Deadline | None = None,
    ) -> Evaluation:
        """How playing ``word`` (listed or not) here compares with the policy's best guess,
        in expected guesses to finish and expected words left (for the turn-by-turn
        analysis).  While likely answers remain, both are valued over them alone, as
        answer-list analyses do: the less likely words (each weighing at most 0.1) would
        cost a fresh policy per position, and the shared one remembers positions across
        games."""
        word = word.lower()
        cands = self.candidates(history)
        legal = self._legal(history, hard)
        left = max(1, ROWS - len(history))
        opening = None if history else cached_openers(self.answers, self.guesses, hard)
        with self.search_lock:
            strategy, answers, universe = self._universe(cands, hard, likely_only=True)

            def value(w: str) -> float:
                ((_, found),) = strategy.valued(answers, universe, legal, left, [w], deadline)
                return found

            if opening:  # the first guess: the precomputed opener, valued as the played one
                best_word = opening[0]["word"]
                best_value = value(best_word)
            else:
                (best,) = strategy.ranked(answers, legal, left, 1, deadline)
                best_word, best_value = self.guesses.words[best.guess], best.value
            played = best_value if word == best_word else value(word)
        words_left = self.left_after([word, best_word], cands)
        return Evaluation(
            len(cands),
            played,
            float(words_left[0]),
            best_word,
            min(best_value, played),  # the played word may beat the searched ones
            float(words_left[1]),
        )

    def _legal(self, history: Sequence[Guess], hard: bool) -> np.ndarray | None:
        if not hard:
            return None
        allowed = self.knowledge(history).hard_mode_allows(self.guesses.codes, self.guesses.counts)
        return allowed & self.advisable

    @cached_property
    def _strategies(self) -> dict[bool, Strategy]:
        """The policy over the likely answers per mode, its memo kept across requests."""
        return {
            hard: Strategy(
                self.table_by_answer,
                self.guesses.codes,
                self.answer_in_guesses,
                hard=hard,
                limits=self.limits,
                table_by_guess=self.table,
                advisable=self.advisable,
            )
            for hard in (False, True)
        }

    def forget_searches(self) -> None:
        """Empty the policies' memos: the next suggestion is searched cold (benchmarks, and
        tests that the answer does not depend on what was searched before)."""
        for strategy in self._strategies.values():
            strategy.memo.clear()
            strategy.losses.forget()
        self._universes.clear()

    def _universe(
        self,
        cands: Candidates,
        hard: bool,
        likely_only: bool = False,
        legal: np.ndarray | None = None,
    ) -> tuple[Strategy, np.ndarray, np.ndarray]:
        """The policy to ask, the answers (its indices) it weighs, and the letter codes of
        every answer in its table (to score a word the guess list lacks).  Only likely
        answers (or ``likely_only`` and some are left): the shared policy.  With less
        likely words too: a policy over just these words, their columns scored now,
        weighted by the priors (in hard mode, against the ``legal`` guesses alone: no
        other is ever legal below this position)."""
        likely = cands.words if cands.pool == LIKELY else ()
        others = cands.unlikely if cands.pool == LIKELY else cands.words
        if not others or len(likely) > LIKELY_ONLY_ABOVE or (likely_only and likely):
            answers = np.array([self.answers.index[w] for w in likely], dtype=int)
            return self._strategies[hard], answers, self.answers.codes
        words = tuple(likely) + tuple(self.most_likely(others, MAX_UNLIKELY))
        key = (hard, words, None if legal is None else legal.tobytes())
        found = self._universes.get(key)
        if found is None:
            rows = np.array([self.guesses.index[w] for w in words])
            table = self.answer_table(words, legal)
            strategy = self._strategies[hard].over(table, rows, self.priors[rows])
            found = self._universes.put(key, (strategy, encode_words(list(words))))
        strategy, codes = found
        return strategy, np.arange(len(words)), codes

    @cached_property
    def _universes(self) -> BoundedCache[tuple, tuple[Strategy, np.ndarray]]:
        """The policies over likely and less likely words built lately, with their memos:
        one request asks the same position several times (its lead, the answers left, the
        familiar words) and the next may ask it again, and each new policy starts with an
        empty memo and scores its table afresh."""
        return BoundedCache(
            "universes",
            64,
            UNIVERSE_BYTES,
            lambda _, v: v[0].table.nbytes + v[0].memo_bytes * 3 // 2,
        )  # a policy's memo and its proofs' (half as much) fill up to their own bounds


def _led_by(first: Pick, picks: list[Pick], top: int, cands: Candidates) -> list[Pick]:
    """``first``, then the other picks up to ``top``, and still the best that could be the
    answer after them when none of those could (``Solver._with_answers``)."""
    ranked = [first, *(p for p in picks if p[0] != first[0])][:top]
    winners = [p for p in picks if p[0] in cands.words]
    if winners and not any(w in cands.words for w, _ in ranked):
        ranked.append(winners[0])
    return ranked
