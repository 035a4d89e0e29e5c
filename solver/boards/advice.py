"""Advice for a multi-board position: each board's candidates and the best next guesses
for the whole game, each with what it does for which board (the data a reply words).

The policy (solver/boards/strategy.py) weighs the likely answers.  A board no likely answer fits
falls back to the valid words, as a Wordle game does: the position is then played over a
universe of just the boards' words (their columns scored now), not the shared table, and
the shared policy's memo is left alone.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TypeVar

import numpy as np

from solver.boards.openings import (
    Opening,
    keep_opening,
    kept_opening,
    opening_key,
    search_opening,
)
from solver.boards.strategy import BoardsStrategy, Choice
from solver.engine.advice import Advice
from solver.engine.core import Solver
from solver.engine.familiar import LIVE_ALTERNATIVES, MARGIN, familiar_lead
from solver.filtering.results import LIKELY, Candidates
from solver.game.feedback import Guess
from solver.game.plays import Play, board_histories, solved_boards
from solver.game.rules import is_solved
from solver.game.variants import Variant
from solver.lists.scoring import split_of
from solver.support.cache import BoundedCache
from solver.support.deadline import Deadline

T = TypeVar("T")

# a multi-board /hint's time: its goal is within 3 s, but no request may hold the solver
# (which every channel shares) for more than a second
HINT_SECONDS = 0.8
TURN_BYTES = 2 << 20  # analysed turns remembered, by what they hold
MAX_FALLBACK = 60  # valid words weighed per board that no likely answer fits


@dataclass(frozen=True)
class BoardSplit:
    board: int  # 0-based
    words: int  # the board's words now
    groups: int  # the groups the guess splits them into


@dataclass(frozen=True)
class BoardsSuggestion:
    word: str
    expected_guesses: float  # to finish every board from here, this guess included
    could_be: tuple[int, ...]  # boards (0-based) whose answer it could be
    splits: tuple[BoardSplit, ...]  # for every unsolved board
    # a word players know (solver/engine/familiar.py); None where familiar advice was not asked
    familiar: bool | None = None

    @property
    def best_split(self) -> BoardSplit | None:
        """The board it tells the most about (the reason a reply gives): the largest it
        splits into more than one group, among the boards whose answer it cannot be when
        there are such."""
        useful = [s for s in self.splits if s.groups > 1]
        others = [s for s in useful if s.board not in self.could_be]
        return max(others or useful, key=lambda s: (s.words, s.groups), default=None)


@dataclass(frozen=True)
class BoardsTurn:
    """One guess of a multi-board game against the policy's choice from the same place."""

    word: str
    before: tuple[int | None, ...]  # each board's words before it (None: solved)
    after: tuple[int | None, ...]
    value: float | None  # expected guesses to finish, having played it (None: unlisted word)
    best: str | None  # the policy's choice there
    best_value: float | None
    # each board's words the guess played and the policy's choice leave on average (None:
    # a board solved before the turn), so a turn is judged board by board
    played_left: tuple[float | None, ...] = ()
    best_left: tuple[float | None, ...] = ()

    @property
    def lost(self) -> float:
        """Guesses the choice cost against the policy's, expected (0 when it was the best)."""
        if self.value is None or self.best_value is None:
            return 0.0
        return max(0.0, self.value - self.best_value)


@dataclass(frozen=True)
class BoardsAnalysis:
    turns: list[BoardsTurn]  # the first turns of the game, all of them when complete
    solved: bool
    complete: bool = True
    played: int = 0  # the game's turns, analysed or not

    @property
    def unread(self) -> int:
        """Turns the deadline left out: a request that waited its turn answers with the
        turns already known rather than late."""
        return self.played - len(self.turns)

    @property
    def lost(self) -> float:
        return sum(t.lost for t in self.turns)


def _turn_size(key: tuple, turn: tuple[BoardsTurn, bool]) -> int:
    """A remembered turn: its key's plays (a word and a tuple per board each) and sizes."""
    plays = key[1]
    return 200 + 120 * len(plays) * (1 + len(plays[0][1]) if plays else 1)


def with_one_familiar(ranked: Sequence[T], top: int, familiar: Callable[[T], bool]) -> list[T]:
    """The first ``top`` of a ranked list, its last place given to the best familiar pick
    where none of the first is one: a group shown only words it has never met cannot
    play any of them, and the familiar one comes with its own (higher) figure."""
    shown = list(ranked[:top])
    later = next((c for c in ranked[top:] if familiar(c)), None)
    if later is None or top < 2 or any(map(familiar, shown)):  # the lead stays the lead
        return shown
    return [*shown[: top - 1], later]


class BoardsAdvisor:
    """Multi-board advice over one ``Solver``'s lists and table."""

    def __init__(self, solver: Solver) -> None:
        self.solver = solver
        self._openings: dict[str, Opening] = {}
        # the multi-board searches' own turn: their policy, memo and openings are theirs,
        # and what they read of the solver (tables, columns, rows) is shared read-only or
        # behind thread-safe caches, so a Wordle search never waits behind one of these
        self.lock = threading.Lock()
        # each analysed turn, by the game up to it: a request cut short by its deadline
        # leaves the turns it finished, and the next one goes on from there
        # (the turn, whether its search was cut short)
        self._turns: BoundedCache[tuple, tuple[BoardsTurn, bool]] = BoundedCache(
            "multi-board analysis turns", 1 << 20, TURN_BYTES, _turn_size
        )

    @cached_property
    def policy(self) -> BoardsStrategy:
        s = self.solver
        return BoardsStrategy(
            s.table_by_answer,
            s.guesses.codes,
            s.answer_in_guesses,
            table_by_guess=s.table,
            advisable=s.advisable,
        )

    def fits(
        self, histories: Sequence[Sequence[Guess]], deadline: Deadline | None = None
    ) -> Advice[BoardsSuggestion]:
        """Each open board's candidates and, where no word fits a board, its guesses that
        contradict each other: advice without suggestions, what must hold before rows are
        written (a filter per board, no search)."""
        deadline = deadline or Deadline.none()
        boards: list[Candidates | None] = []
        conflicts: dict[int, list[int]] = {}
        for b, history in enumerate(histories):
            if any(is_solved(g.pattern) for g in history):
                boards.append(None)
                continue
            cands = self.solver.candidates(history)
            boards.append(cands)
            if not cands.words:
                conflicts[b] = self.solver.conflicts(history, deadline)
        return Advice(tuple(boards), [], conflicts, not deadline.hit)

    def advise(
        self,
        histories: Sequence[Sequence[Guess]],
        kind: Variant,
        played: int,
        top: int = 5,
        deadline: Deadline | None = None,
        familiar: bool = False,
        checked: Advice[BoardsSuggestion] | None = None,
    ) -> Advice[BoardsSuggestion]:
        """Candidates per board and the ``top`` guesses, ``played`` guesses into a game of
        ``kind``; with ``familiar``, a word players know first where it is close to the
        best (solver/engine/familiar.py).  Past the deadline: the best found so far
        (``complete`` False).  ``checked``: the boards' ``fits``, where made first."""
        deadline = deadline or Deadline.none()
        fit = checked or self.fits(histories, deadline)
        boards, conflicts = list(fit.boards), fit.conflicts
        left = kind.rows - played
        if conflicts or left <= 0 or all(c is None for c in boards):
            return Advice(tuple(boards), [], conflicts, not deadline.hit)
        found = self._suggest(boards, left, top, deadline, familiar)
        if familiar:  # each said to be familiar or not, for a reply to label a rare one
            known = [replace(s, familiar=self.solver.familiar(s.word)) for s in found]
            led = familiar_lead(known, lambda s: s.expected_guesses, lambda s: bool(s.familiar))
            found = with_one_familiar(led, top, lambda s: bool(s.familiar))
        return Advice(tuple(boards), found, conflicts, not deadline.hit)

    def _suggest(
        self,
        boards: list[Candidates | None],
        left: int,
        top: int,
        deadline: Deadline,
        familiar: bool = False,
    ) -> list[BoardsSuggestion]:
        live = [(b, c) for b, c in enumerate(boards) if c is not None]
        with self.lock:
            policy, sets = self._universe([c for _, c in live])
            nonempty = [rows for rows in sets if len(rows)]
            full = len(self.solver.answers)
            if len(live) == len(boards) and all(len(rows) == full for rows in sets):
                ranked = self._opening(nonempty, left).ranked[:top]
            else:
                ranked = policy.ranked(nonempty, left, top, deadline) if nonempty else []
                if familiar and ranked:
                    ranked = self._with_familiar(policy, nonempty, left, ranked)
        if not ranked:  # every board is down to words the lists lack: play one of them
            b, cands = live[0]
            word = next(filter(self.solver.may_name, cands.words), None)
            return [] if word is None else [BoardsSuggestion(word, float(len(live)), (b,), ())]
        out = []
        green = policy.green
        for choice in ranked:
            word = self.solver.guesses.words[choice.guess]
            if not self.solver.may_name(word):  # a disk-cached opening's, say
                continue
            splits = tuple(
                BoardSplit(b, len(rows), split_of(policy.table[rows, choice.guess], green).groups)
                for (b, _), rows in zip(live, sets, strict=True)
                if len(rows)
            )
            could = tuple(b for b, c in live if word in c.words)
            out.append(BoardsSuggestion(word, choice.value, could, splits))
        return out

    def _with_familiar(
        self, policy: BoardsStrategy, sets: list[np.ndarray], left: int, ranked: list[Choice]
    ) -> list[Choice]:
        """The ranked picks with, where none within ``MARGIN`` of the first is a word
        players know, the best of the screen's first familiar guesses valued as the picks
        are, where its value puts it: ``familiar_lead`` then weighs it, and a rare lead has
        it to name beside it (a familiar pick listed past the margin is not the best there
        may be: once a board was solved, the possible answer SWIFT listed well past it
        kept WHARF, which the screen ranks better, from being weighed)."""
        words = self.solver.guesses.words
        close = ranked[0].value + MARGIN
        if any(self.solver.familiar(words[c.guess]) and c.value <= close for c in ranked):
            return ranked
        wanted = policy.screened_first(
            sets, left, lambda g: self.solver.familiar(words[g]), LIVE_ALTERNATIVES
        )
        listed = {c.guess for c in ranked}
        wanted = [c for c in wanted if c.guess not in listed]
        if not wanted:
            return ranked
        best = min(wanted, key=lambda c: c.value)
        ahead = [c for c in ranked if c.value <= best.value]
        return [*ahead, best, *ranked[len(ahead) :]]

    def analyse(
        self,
        plays: Sequence[Play],
        kind: Variant,
        deadline: Deadline | None = None,
        again: bool = False,
    ) -> BoardsAnalysis:
        """Each guess of a game against the policy's best from the same position.  Past
        the deadline the turns not yet known are left out (even their words left cost
        time when the words are unlisted); the turns searched are remembered (a turn whose
        search the deadline cut, as the best it found), so asking again goes on from the
        first turn not yet searched.  ``again``: a turn whose search was cut is searched
        again while time is left (work after the reply, with time of its own, finishing
        what it left); past it, as remembered, so an answer never holds fewer turns."""
        deadline = deadline or Deadline.none()
        found: dict[tuple[Guess, ...], Candidates] = {}  # this call's, per board history

        def candidates(history: Sequence[Guess]) -> Candidates:
            key = tuple(history)
            if key not in found:
                found[key] = self.solver.candidates(history)
            return found[key]

        turns, cut = [], False
        for t, play in enumerate(plays):
            key = (kind.name, tuple((p.word, p.patterns) for p in plays[: t + 1]))
            known = self._turns.get(key)
            redo = again and known is not None and known[1] and not deadline.expired()
            if known is not None and not redo:  # an earlier request's work
                turns.append(known[0])
                cut |= known[1]
                continue
            if deadline.expired():
                break
            histories = board_histories(plays[:t], kind.boards)
            before = self._sizes(histories, candidates, deadline)
            after = self._sizes(board_histories(plays[: t + 1], kind.boards), candidates, deadline)
            if before is None or after is None:  # the deadline came while reading the boards
                break
            value = best = best_value = None
            live = [candidates(h) for h, n in zip(histories, before) if n is not None]
            searched = False
            if all(c.words for c in live) and not deadline.expired():
                with self.lock:
                    policy, sets = self._universe(live)
                    sets = [rows for rows in sets if len(rows)]
                    left = kind.rows - t
                    opening = self._opening(sets, left) if t == 0 and sets else None
                    if sets and play.word in self.solver.guesses:
                        row = self.solver.guesses.index[play.word]
                        base = opening.base if opening else None
                        value = policy.value_of(sets, left, row, deadline, base)
                    if sets:
                        choice = opening.ranked[0] if opening else policy.best(sets, left, deadline)
                        best, best_value = self.solver.guesses.words[choice.guess], choice.value
                    searched = not deadline.hit
            if value is not None and best_value is not None and value <= best_value:
                best, best_value = play.word, value  # better than the policy's own pick
            boards = [None if n is None else candidates(h) for h, n in zip(histories, before)]
            played_left = self._left_per_board(play.word, boards)
            best_left = self._left_per_board(best, boards) if best is not None else ()
            turn = BoardsTurn(
                play.word, before, after, value, best, best_value, played_left, best_left
            )
            turns.append(turn)
            if searched or not live or not all(c.words for c in live):
                self._turns.put(key, (turn, False))  # the next request goes on from here
            elif best is not None:  # searched until the deadline: kept as the best found
                self._turns.put(key, (turn, True))
                cut = True
        solved = None not in solved_boards(plays, kind.boards)
        return BoardsAnalysis(turns, solved, not (deadline.hit or cut), len(plays))

    def _left_per_board(
        self, word: str, boards: Sequence[Candidates | None]
    ) -> tuple[float | None, ...]:
        """The words ``word`` leaves on average on each board still open (None: solved)."""
        return tuple(
            None if c is None else float(self.solver.left_after([word], c)[0]) for c in boards
        )

    @staticmethod
    def _sizes(
        histories: Sequence[Sequence[Guess]],
        candidates: Callable[[Sequence[Guess]], Candidates],
        deadline: Deadline,
    ) -> tuple[int | None, ...] | None:
        """Each board's likely words left (all words when none is likely; None: solved),
        or None when the deadline comes first: over sixteen boards of unlisted words,
        reading a turn's boards is a large share of a deadline, so it is checked board by
        board."""
        out: list[int | None] = []
        for h in histories:
            if deadline.expired():
                return None
            if any(is_solved(g.pattern) for g in h):
                out.append(None)
            else:
                c = candidates(h)
                out.append(c.likely or c.possible)
        return tuple(out)

    def _opening(self, sets: list[np.ndarray], rows: int) -> Opening:
        """The first guess of a game with ``len(sets)`` boards, and the screen's best there
        (what a look-ahead weighs next): kept (solver/boards/openings.py), else searched
        once (seconds, no deadline) and kept."""
        key = opening_key(self.solver, len(sets), rows)
        if key not in self._openings:
            found = kept_opening(self.solver, key)
            if found is None:
                found = search_opening(self.policy, sets, rows)
                keep_opening(key, found)
            self._openings[key] = found
        return self._openings[key]

    def _universe(self, live: list[Candidates]) -> tuple[BoardsStrategy, list[np.ndarray]]:
        """The policy to ask and each board's words as its rows (empty for a board down to
        words the lists lack).  Only likely answers: the shared policy.  A board on the
        fallback pool: a policy over these boards' words, scored now."""
        s = self.solver
        if all(c.pool == LIKELY for c in live):
            return self.policy, [np.array([s.answers.index[w] for w in c.words]) for c in live]
        per_board = [
            list(c.words)
            if c.pool == LIKELY
            else s.most_likely([w for w in c.words if w in s.guesses], MAX_FALLBACK)
            for c in live
        ]
        words = list(dict.fromkeys(w for ws in per_board for w in ws))
        at = {w: i for i, w in enumerate(words)}
        rows = np.array([s.guesses.index[w] for w in words], dtype=int)
        policy = BoardsStrategy(s.answer_table(words), s.guesses.codes, rows, advisable=s.advisable)
        return policy, [np.array([at[w] for w in ws], dtype=int) for ws in per_board]
