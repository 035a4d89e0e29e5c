"""Advice and analysis: the solver's heavy work, off the event loop, under one deadline per
request, remembered in one bounded cache that also shares work already in flight.

Positions and games recur (in replies, /hint, /status and /analysis, across channels), so
answers are remembered, least recently used first.  Two requests for the same thing at
once wait for one computation.  An answer the deadline cut short is used, not remembered,
so a later request with time to spare searches properly.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from solver import Guess, Solver
from solver.analysis import Analysis, analyse
from solver.boardadvice import BoardsAdvice, BoardsAdvisor, BoardsAnalysis
from solver.cache import BoundedCache
from solver.deadline import Deadline
from solver.engine import ADVICE_LIMITS
from solver.plays import Play
from solver.results import Candidates, Suggestion
from solver.rules import KINDS, WORDLE, Kind

SEARCH_SECONDS = 0.6  # the solver's share of one request; the rest is parsing and I/O
BOARDS_REPLY_SECONDS = 0.12  # a paste's reply in a multi-board game (its p99 goal: 200 ms)
# /hint in a multi-board game: its goal is within 3 s, but no request may hold the solver
# (which every channel shares) for more than a second
BOARDS_HINT_SECONDS = 0.8
ADVICE_TOP = ADVICE_LIMITS.listed  # guesses ranked per position: as many as /hint may list
MEMO_ENTRIES = 4096  # advice and analyses remembered ...
MEMO_BYTES = 3 << 20  # ... and what they may hold, so the cache is full early and then flat


class Finished(Protocol):
    @property
    def complete(self) -> bool:
        """False when a deadline cut the work short."""


T = TypeVar("T", bound=Finished)


@dataclass(frozen=True)
class Advice:
    candidates: Candidates
    suggestions: list[Suggestion]
    conflicts: list[int]
    complete: bool = True  # False: the deadline cut the search short (best found so far)


def _memo_size(_: tuple, value: Any) -> int:
    """What a remembered answer adds to the heap: its word tuples hold one pointer per word
    (the strings are the word lists' own), plus its suggestions' and turns' small objects.
    Counting whole strings per word overstated the heap six-fold, so the cache filled slowly
    and the process kept growing long after it had warmed up."""
    found = getattr(value, "candidates", None)
    every = found if isinstance(found, tuple) else (found,) if found is not None else ()
    words = sum(len(c.words) + len(c.unlikely) for c in every)
    suggestions = len(getattr(value, "suggestions", ()))
    turns = len(getattr(value, "turns", ()))
    return 400 + 8 * words + 200 * suggestions + 300 * turns


def played(history: Sequence[Guess]) -> tuple:
    """A history as a hashable memo key."""
    return tuple((g.word, tuple(g.pattern)) for g in history)


class Advisor:
    def __init__(self, solver: Solver, search_seconds: float = SEARCH_SECONDS) -> None:
        self.solver = solver
        self.search_seconds = search_seconds
        self._memo: BoundedCache[tuple, Any] = BoundedCache(
            "advice and analyses", MEMO_ENTRIES, MEMO_BYTES, _memo_size
        )
        self._in_flight: dict[tuple, asyncio.Future[Any]] = {}
        self.boards = BoardsAdvisor(solver)

    def deadline(self) -> Deadline:
        """The solver's time for one request, starting now."""
        return Deadline(self.search_seconds)

    def forget(self) -> None:
        """Drop every remembered answer and searched position: the next request is cold, as
        in a process that just started (for benchmarks)."""
        self._memo.clear()
        self.solver.forget_searches()

    async def warm_up(self) -> None:
        """Load the table and the less likely words' columns and precompute the opening
        advice, off the event loop."""
        await asyncio.to_thread(lambda: self.solver.table)
        await asyncio.to_thread(self.solver.keep_columns)
        for hard in (False, True):
            await self.advise([], hard)
        for kind in KINDS.values():  # a multi-board game's first guess: seconds, so now
            if kind is not WORDLE:
                await self.advise_boards([[]] * kind.boards, kind, 0, deadline=Deadline.none())

    async def _memoised(self, key: tuple, compute: Callable[[], T]) -> T:
        found = self._memo.get(key)
        if found is not None:
            return found
        pending = self._in_flight.get(key)
        if pending is None:
            pending = asyncio.ensure_future(asyncio.to_thread(compute))
            self._in_flight[key] = pending
            pending.add_done_callback(lambda _: self._in_flight.pop(key, None))
        value: T = await asyncio.shield(pending)
        if value.complete:
            self._memo.put(key, value)
        return value

    async def advise(
        self, history: Sequence[Guess], hard: bool, deadline: Deadline | None = None
    ) -> Advice:
        """Candidates and the ``ADVICE_TOP`` best guesses.  One answer per position: a
        paste's reply names the guess /hint names first (they differ only in how many they
        list), and whichever asks first serves the other from the memo."""
        history = list(history)
        timer = deadline or self.deadline()
        return await self._memoised(
            ("advice", played(history), hard), lambda: self._advice(history, hard, timer)
        )

    async def advise_boards(
        self,
        histories: Sequence[Sequence[Guess]],
        kind: Kind,
        played_rows: int,
        top: int = 5,
        deadline: Deadline | None = None,
    ) -> BoardsAdvice:
        """Each board's candidates and the best guesses for the whole multi-board game.
        The reply to a paste and /hint ask the same policy, the reply under a shorter
        deadline; a complete answer is remembered, so a reply after /hint repeats it."""
        histories = [list(h) for h in histories]
        timer = deadline or Deadline(BOARDS_REPLY_SECONDS)
        key = ("boards", kind.name, tuple(played(h) for h in histories), played_rows, top)
        return await self._memoised(
            key, lambda: self.boards.advise(histories, kind, played_rows, top, timer)
        )

    async def analyse_boards(
        self, plays: Sequence[Play], kind: Kind, deadline: Deadline | None = None
    ) -> BoardsAnalysis:
        """A multi-board game, guess by guess, against the policy's choices."""
        plays = list(plays)
        timer = deadline or self.deadline()
        key = ("boards analysis", kind.name, tuple((p.word, p.patterns) for p in plays))
        return await self._memoised(key, lambda: self.boards.analyse(plays, kind, timer))

    async def analyse(
        self, history: Sequence[Guess], hard: bool, deadline: Deadline | None = None
    ) -> Analysis:
        """The turn-by-turn analysis of a game (the solve message and /analysis share it)."""
        history = list(history)
        timer = deadline or self.deadline()
        return await self._memoised(
            ("analysis", played(history), hard), lambda: analyse(self.solver, history, hard, timer)
        )

    def _advice(self, history: list[Guess], hard: bool, deadline: Deadline) -> Advice:
        cands = self.solver.candidates(history)
        if not cands.words:
            return Advice(cands, [], self.solver.conflicts(history, deadline), not deadline.hit)
        found = self.solver.suggest(history, ADVICE_TOP, hard, cands, deadline)
        return Advice(cands, found, [], not deadline.hit)
