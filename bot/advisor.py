"""Advice and analysis: the solver's heavy work, off the event loop (in the lanes of
bot/lanes.py), under one deadline per request, remembered in one bounded cache that also
shares work already in flight.

Positions and games recur (in replies, /hint, /status and /analysis, across channels), so
answers are remembered, least recently used first.  Two requests for the same thing at
once wait for one computation.  An answer the deadline cut short is used, not remembered,
so a later request with time to spare searches properly; where two answers to one question
must agree (a paste's reply, then /hint), it is kept apart, bounded, and a later request
whose own search is cut as well gives it again, until a complete answer replaces it.
"""

from __future__ import annotations

import asyncio
import contextvars
import time
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar, cast

from bot.lanes import DEFAULT_WORDS, Engines, Lane, ProcessLane, ThreadLane, Work, thread_lane
from bot.support import metrics
from bot.trees import Opener, OpenerTrees
from solver import BoundedCache, Clock, Deadline, Guess, Solver

SEARCH_SECONDS = 0.6  # the solver's share of one request; the rest is parsing and I/O
# set while a heavy command (/analysis, /hint) runs: its work goes to the heavy lane, so a
# paste's advice never queues behind it
HEAVY: contextvars.ContextVar[bool] = contextvars.ContextVar("heavy", default=False)
# when the request being answered arrived (a reading of the advisor's clock): every deadline
# it makes counts from there, whatever kind of answer it is and however many retries it takes
REQUEST_STARTED: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "request_started", default=None
)
# whether the request being answered is for a server on familiar advice (``/settings
# advice``, read with the channel's settings): a game's advice asks for it, and keys by it
FAMILIAR: contextvars.ContextVar[bool] = contextvars.ContextVar("familiar", default=True)
MEMO_ENTRIES = 4096  # advice and analyses remembered ...
MEMO_BYTES = 3 << 20  # ... and what they may hold, so the cache is full early and then flat
CUT_ENTRIES = 512  # answers cut short kept so a later cut search repeats them ...
CUT_BYTES = 1 << 20  # ... and what they may hold


class Finished(Protocol):
    @property
    def complete(self) -> bool:
        """False when a deadline cut the work short."""


T = TypeVar("T", bound=Finished)


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
    """``heavy_process``: heavy commands run in a process of their own (the bot's choice,
    bot/lanes.py), which imports ``warm`` before it is ready; else in a thread of this one
    (tests, benchmarks of the engine).  ``clock`` is what every deadline it makes reads
    (tests give one that stands still, so a busy machine changes no answer).  ``trees``:
    the exact search's tree after an opener first seen is built in the background
    (bot/trees.py; the bot's choice)."""

    def __init__(
        self,
        solver: Solver,
        search_seconds: float = SEARCH_SECONDS,
        heavy_process: bool = False,
        warm: Sequence[str] = (),
        clock: Clock = time.perf_counter,
        trees: bool = False,
    ) -> None:
        self.solver = solver
        self.clock = clock
        self.engines = Engines(solver)
        self.search_seconds = search_seconds
        self._memo: BoundedCache[tuple, Any] = BoundedCache(
            "advice and analyses", MEMO_ENTRIES, MEMO_BYTES, _memo_size
        )
        # answers a deadline cut short, for what asks them to stand (``remember``'s ``steady``)
        self._cut: BoundedCache[tuple, Any] = BoundedCache(
            "cut answers", CUT_ENTRIES, CUT_BYTES, _memo_size
        )
        self._in_flight: dict[tuple, asyncio.Future[Any]] = {}
        self._light = ThreadLane("chat", self.engines)  # the loop's default executor
        in_thread = thread_lane(self.engines)
        heavy = ProcessLane(solver, in_thread, warm) if heavy_process else in_thread
        self._heavy: Lane = heavy
        self.trees = OpenerTrees(self.engines, self._tree_ready)
        self._builds_trees = trees

    def opened(self, words: str, opener: str, hard: bool) -> None:
        """A game over ``words`` opened with ``opener``: where advice after it has no tree,
        one is built in the background (bot/trees.py), if this advisor builds them."""
        if self._builds_trees:
            self.trees.seen(words, opener, hard)

    def _tree_ready(self, opener: Opener) -> None:
        """A tree is built: advice remembered from before it is dropped (a rare event, so
        all of it rather than each position after the opener)."""
        self._memo.clear()
        self._cut.clear()

    def deadline(self, seconds: float | None = None) -> Deadline:
        """The solver's time for the request being answered: ``seconds`` (its kind's
        budget; else the bot's search budget) from when the request arrived, or from now
        outside one."""
        started = REQUEST_STARTED.get()
        if started is None:
            return self.from_now(seconds)
        budget = self.search_seconds if seconds is None else seconds
        return Deadline.since(started, budget, self.clock)

    def from_now(self, seconds: float | None = None) -> Deadline:
        """``seconds`` (else the search budget) from now, whenever the request arrived: work
        done after its reply went out has time of its own."""
        return Deadline(self.search_seconds if seconds is None else seconds, self.clock)

    def request_begins(self, arrived: float | None = None) -> None:
        """The request this task answers arrived (``arrived``, a reading of ``clock``; None:
        now): its deadlines count from then."""
        REQUEST_STARTED.set(self.clock() if arrived is None else arrived)

    def forget(self) -> None:
        """Drop every remembered answer and searched position: the next request is cold, as
        in a process that just started (for benchmarks)."""
        self._memo.clear()
        self._cut.clear()
        self.solver.forget_searches()
        self._heavy.forget()

    async def load_table(self) -> None:
        """The pattern table every answer reads, off the event loop."""
        await asyncio.to_thread(lambda: self.solver.table)

    async def start_heavy_lane(self) -> None:
        """A heavy lane in its own process starts now (else on the first heavy command),
        and this waits until it is ready: benchmarks measure it running."""
        await self._heavy.start()

    def close(self) -> None:
        """Stop the heavy lane (its process, if it has one) and any tree's build."""
        self._heavy.close()
        self.trees.close()

    def known(self, key: tuple, words: str = DEFAULT_WORDS) -> Any | None:
        """The remembered answer for ``key`` over ``words``, if there is one (computes
        nothing)."""
        found = self._memo.get((words, *key))
        if found is not None:
            metrics.ADVISOR_LOOKUPS.labels("hit").inc()
        return found

    async def remember(self, key: tuple, work: Work[T], *, steady: bool = False) -> T:
        """``work``'s answer, computed in its lane, or its remembered answer; a request for
        what is already being computed waits for that computation.  ``key`` names the work
        (its kind of answer, the position, the options); the work's words are part of it.
        ``steady``: a cut answer stands (``_standing``), so two answers to one question
        under load say the same."""
        key = (work.words, *key)
        found = self._memo.get(key)
        if found is not None:
            metrics.ADVISOR_LOOKUPS.labels("hit").inc()
            return found
        pending = self._in_flight.get(key)
        if pending is None:
            metrics.ADVISOR_LOOKUPS.labels("computed").inc()
            pending = asyncio.ensure_future(self.run(work))
            self._in_flight[key] = pending
            pending.add_done_callback(lambda _: self._in_flight.pop(key, None))
        else:
            metrics.ADVISOR_LOOKUPS.labels("shared").inc()
        value: T = await asyncio.shield(pending)
        if value.complete:
            self._memo.put(key, value)
            self._cut.forget(key)
            return value
        return self._standing(key, value) if steady else value

    def _standing(self, key: tuple, cut: T) -> T:
        """A cut answer where one was cut before for the same key: the earlier one, so a
        paste's reply and the /hint after it (each searched until its deadline, which a
        busy machine moves) name the same pick and figures; else this one, kept for the
        next.  A complete answer replaces it (``remember``)."""
        earlier = self._cut.get(key)
        if earlier is not None:
            return cast(T, earlier)
        self._cut.put(key, cut)
        return cut

    async def run(self, work: Work[T]) -> T:
        """``work``'s answer, computed in the lane of the request asking (a heavy command's
        own, else the chat's), and not remembered: a cheap step that what is remembered
        after it contains."""
        lane = self._heavy if HEAVY.get() else self._light
        return await lane.run(work)

    def memo_fill(self) -> tuple[int, int]:
        """The memo's entries and bytes (the metrics read them)."""
        return len(self._memo), self._memo.bytes
