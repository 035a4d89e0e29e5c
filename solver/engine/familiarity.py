"""Familiar advice as the solver gives it (``Solver`` mixes this in): whether a word is one
players know, and what a position's familiar re-ranking weighs (solver/engine/familiar.py
holds the rule).  Kept apart from the search's core so that file stays about the search."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from solver.engine.familiar import (
    ALTERNATIVES,
    LIVE_ALTERNATIVES,
    LIVE_GRADES,
    PROOF_TRIES,
    PROOF_WORK,
    Pick,
    Settled,
    alternatives,
    close_familiar,
    expired,
    familiar_first,
    first_safe,
    is_familiar,
    margin,
    settled,
    valuing_deadline,
)
from solver.engine.limits import ADVICE_LIMITS
from solver.filtering.results import Candidates
from solver.game.feedback import Guess
from solver.game.variants import ROWS, Words
from solver.lists.priors import commonness
from solver.lists.proper import ENGLISH, is_proper
from solver.lists.wordlists import WordList, edited
from solver.search.limits import Grades
from solver.search.openers import cached_openers, familiar_openers
from solver.support.deadline import Deadline

if TYPE_CHECKING:
    from solver.search.strategy import Strategy


class Familiarity:
    """What familiar advice reads of the solver it is part of (``Solver`` defines each)."""

    answers: WordList
    guesses: WordList
    source: Words | None
    book_key: Callable[[bool], str]
    _precomputed: Callable[[Sequence[Guess], bool, int], list[Pick] | None]
    _universe: Callable[..., tuple[Strategy, np.ndarray, np.ndarray]]
    _legal: Callable[[Sequence[Guess], bool], np.ndarray | None]
    candidates: Callable[[Sequence[Guess]], Candidates]

    if TYPE_CHECKING:

        @property
        def policy(self) -> str: ...

    def commonness(self, word: str) -> float:
        """How common ``word`` is in this solver's language (its Zipf frequency)."""
        return commonness(word, self.source)

    def familiar(self, word: str) -> bool:
        """Whether players know ``word`` as a word: common enough (solver/engine/familiar.py;
        a likely answer of an editors' list at a lower bar) and no name
        (solver/lists/proper.py: DELFT, CERES, PURDY are common by their names' frequency,
        and a player reads them as names)."""
        language = self.source.language if self.source is not None else ENGLISH
        picked = word in self.answers and edited(self.answers)
        return is_familiar(self.commonness(word), picked) and not is_proper(word, language)

    def _familiar(
        self,
        history: Sequence[Guess],
        cands: Candidates,
        hard: bool,
        legal: np.ndarray | None,
        picks: list[Pick],
        deadline: Deadline | None,
        alike: bool = False,
    ) -> list[Pick]:
        """The picks with a familiar word first where it is close to the best
        (``familiar_first``), as valued by one search: settled offline at a tree's
        positions, at the opening by playing every answer after each opener
        (``_opening``), else the book's where the position has one, else
        ``familiar_values``'.  Where the deadline cuts the last two short, the picks' own
        values where one search gave them all (``alike``: no tree's pick among screened
        ones), so a busy machine never lets a rare word lead a familiar one it barely
        beats; what is settled is read whatever the time left."""
        if self.familiar(picks[0][0]):
            return picks
        found = settled(self.book_key(hard), self.policy, history)
        if found is not None and found.valued[0][0] != picks[0][0]:
            found = None  # settled for another best pick: the trees changed since
        opening = False  # valued at the opening: the opener's margin
        if found is None and not history:
            found = self._opening(hard)
            opening = found is not None
        if found is None and not expired(deadline):
            listed = self._precomputed(history, hard, ADVICE_LIMITS.listed)
            if listed is not None:
                found = self._proven(history, cands, hard, legal, picks[0][0], listed)
            else:
                valuing = valuing_deadline(deadline)
                valued = self.familiar_values(history, hard, picks, valuing, cands, legal)
                found = None if expired(valuing) else valued  # in part: not like with like
        if found is None:
            return self._familiar_listed(picks, hard) if alike else picks
        safe = found.safe
        return familiar_first(
            picks,
            found.valued,
            lambda w: not hard or w in safe,
            self.familiar,
            self.commonness,
            margin(hard, opening),
        )

    def _familiar_listed(self, picks: list[Pick], hard: bool) -> list[Pick]:
        """The picks led by a familiar one within the margin by their own values (one
        search's); in hard mode as they are (no proof was made)."""
        return familiar_first(
            picks, picks, lambda _: not hard, self.familiar, self.commonness, margin(hard)
        )

    def _opening(self, hard: bool) -> Settled | None:
        """The opening: the bot's openers and the favoured ones players know, each valued
        by playing every answer after it (solver/search/openers.py), in hard mode safe
        where that play loses no more than the best opener's does (a proof by playing
        every answer; a request could afford none from the root); None for lists with
        no familiar openers valued."""
        listed = cached_openers(self.answers, self.guesses, hard) or []
        known = familiar_openers(self.answers, self.guesses, hard)
        if not listed or not known:
            return None
        fewest = min(o.get("lost", 0) for o in listed)  # hard mode's best loses the fewest
        best = [o for o in listed if o.get("lost", 0) <= fewest]
        valued = [(o["word"], float(o["value"])) for o in (*best, *known)]
        return Settled(valued, frozenset(o["word"] for o in known if o["lost"] <= fewest))

    def familiar_values(
        self,
        history: Sequence[Guess],
        hard: bool,
        picks: Sequence[Pick],
        deadline: Deadline | None = None,
        cands: Candidates | None = None,
        legal: np.ndarray | None = None,
        work: int = PROOF_WORK,
        tries: int | None = PROOF_TRIES,
        grades: Grades | None = LIVE_GRADES,
    ) -> Settled:
        """What familiar advice weighs after ``history``, where the ranked ``picks`` are
        the exact advice: the best pick, the familiar words listed and the screen's best
        familiar guesses (``LIVE_ALTERNATIVES`` of them, ``ALTERNATIVES`` offline), all
        valued alike, as cheaply as ``grades`` lets the position's size (None: each by its
        groups' searches, as offline), none where the deadline cuts them short, and in
        hard mode the first familiar one within the margin proven to
        lose no more likely answers, of the first ``tries`` (None: all), each proof
        within ``work`` (scripts/make_familiar.py settles the slowest offline)."""
        cands = cands or self.candidates(history)
        legal = self._legal(history, hard) if legal is None else legal
        left = max(1, ROWS - len(history))
        strategy, answers, _ = self._universe(cands, hard, legal=legal)
        words, index = self.guesses.words, self.guesses.index
        count = ALTERNATIVES if grades is None else LIVE_ALTERNATIVES
        rows = alternatives(
            strategy, answers, legal, left, lambda g: self.familiar(words[g]), count
        )
        listed = [index[w] for w, _ in picks if self.familiar(w)]
        asked = list(dict.fromkeys([index[picks[0][0]], *listed, *rows]))
        values = (
            strategy.split_values(answers, legal, left, asked, margin(hard), deadline, grades) or []
        )
        valued = [(words[g], v) for g, v in zip(asked, values, strict=False) if v < math.inf]
        return self._proven(history, cands, hard, legal, picks[0][0], valued, work, tries)

    def _proven(
        self,
        history: Sequence[Guess],
        cands: Candidates,
        hard: bool,
        legal: np.ndarray | None,
        lead: str,
        valued: list[Pick],
        work: int = PROOF_WORK,
        tries: int | None = PROOF_TRIES,
    ) -> Settled:
        """``valued`` with, in hard mode, the first of its familiar words within the
        margin (the first ``tries``, best first) a proof shows loses no more likely
        answers than ``lead`` (``first_safe``)."""
        close = close_familiar(valued, self.familiar, self.commonness, margin(hard))[:tries]
        if not hard or not close:
            return Settled(valued)
        left, index = max(1, ROWS - len(history)), self.guesses.index
        likely, rows, _ = self._universe(cands, True, likely_only=True, legal=legal)
        asked = [index[w] for w, _ in close]
        proven = first_safe(likely, rows, legal, left, index[lead], asked, work)
        words = self.guesses.words
        return Settled(valued, frozenset(() if proven is None else {words[proven]}))
