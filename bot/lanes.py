"""Where the solver's work runs: a lane for chat's replies and a lane for heavy commands.

The solver's work is described as ``Work``, a call on an ``Engine`` (the solver and the
multi-board policy a process holds), so it can run in a thread of this process or in
another process with an engine of its own.

Heavy commands (/hint, /analysis) run in a process of their own (``ProcessLane``) in the
bot.  In a thread they held up chat twice over: the searches' Python holds the GIL, so a
paste's reply took turns with them, and each engine searches one request at a time (its
scratch space and memo), so a paste's reply waited for a heavy search on the same engine
to end.  Another process has its own engine, its own GIL and the machine's other core.
A request's ``Deadline`` travels with its work: ``time.perf_counter`` is the system's
monotonic clock, the same in every process.
"""

from __future__ import annotations

import asyncio
import logging
import math
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from bot.ops import metrics
from solver import Solver
from solver.boards.advice import BoardsAdvisor
from solver.game.rules import KINDS
from solver.support.deadline import Deadline

log = logging.getLogger(__name__)

T = TypeVar("T")
# the lane's process yields the processor to the bot's when both want it: a reply to chat
# comes before a heavy command, whose deadline then makes it answer with what it has
NICENESS = 5
PARENT_POLL_SECONDS = 1.0  # how often the lane's process looks for the bot's


@dataclass(frozen=True)
class Engine:
    """The solver objects a process's advice runs on."""

    solver: Solver
    boards: BoardsAdvisor  # one multi-board policy: its openings and memo serve every kind

    @classmethod
    def over(cls, solver: Solver) -> Engine:
        return cls(solver, BoardsAdvisor(solver))

    def warm(self) -> None:
        """What a request reads, loaded before the first one: the pattern table, the less
        likely words' columns and each multi-board kind's opening (from the disk cache the
        bot's own start wrote)."""
        self.solver.table  # noqa: B018 (loads it)
        self.solver.keep_columns()
        for kind in KINDS.values():
            if kind.boards > 1:
                self.boards.advise([[]] * kind.boards, kind, 0, 1, Deadline.none())


class Work(Generic[T]):
    """The call ``fn(engine, *args)`` on whichever engine runs it.  ``fn`` is a module-level
    function and ``args`` plain data, so the call pickles to another process."""

    __slots__ = ("args", "fn")

    def __init__(self, fn: Callable[..., T], *args: Any) -> None:
        self.fn = fn
        self.args = args

    def __call__(self, engine: Engine) -> T:
        return self.fn(engine, *self.args)


class Lane(Protocol):
    async def run(self, work: Work[T]) -> T:
        """The work's answer, computed off the event loop."""

    def forget(self) -> None:
        """Drop what the lane's own engine remembers beyond this process's (benchmarks)."""

    def close(self) -> None:
        """Stop taking work (the process is stopping)."""


def _timed(work: Work[T], engine: Engine) -> tuple[T, float]:
    started = time.perf_counter()
    value = work(engine)
    return value, time.perf_counter() - started


class ThreadLane:
    """Work in this process, on its engine: in ``executor``'s threads (None: the loop's
    default executor).  ``name`` labels its metrics."""

    def __init__(self, name: str, engine: Engine, executor: Executor | None = None) -> None:
        self.name = name
        self.engine = engine
        self._executor = executor

    async def run(self, work: Work[T]) -> T:
        loop = asyncio.get_running_loop()
        value, seconds = await loop.run_in_executor(self._executor, _timed, work, self.engine)
        metrics.SOLVER_SECONDS.labels(self.name).observe(seconds)
        return value

    def forget(self) -> None:
        """Nothing: this lane's engine is this process's, forgotten with it."""

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)


# -- the other process's side ----------------------------------------------------------

_engine: Engine | None = None  # in the lane's process: its engine, built at its start


def _start(solver: Solver) -> None:
    """The lane's process begins: an engine over the same lists (a ``Solver`` pickles as
    its recipe, and its tables load from the disk cache), warmed as the bot's own."""
    global _engine
    os.nice(NICENESS)
    threading.Thread(target=_end_with, args=(os.getppid(),), daemon=True).start()
    _engine = Engine.over(solver)
    _engine.warm()


def _end_with(parent: int) -> None:
    """End this process once the bot's is gone (killed with SIGKILL, its host's OOM
    killer): the pool's queue never tells a worker so, since the worker holds both ends of
    its pipe, and an orphan would keep a core busy for nobody."""
    while os.getppid() == parent:
        time.sleep(PARENT_POLL_SECONDS)
    os._exit(0)


def _run(work: Work[T]) -> tuple[T, float]:
    assert _engine is not None, "the lane's process starts with _start"
    return _timed(work, _engine)


def _ready(_: Engine) -> bool:
    return True


class ProcessLane:
    """Work in a process of its own, one request at a time: a request queued behind
    others runs when its turn comes, and its deadline (started when it was asked) makes it
    answer with what it has by then.

    The process starts on first use, in the background: until it is ready (its engine
    built and warmed), work runs here, in ``fallback``, so no request waits for a start.
    If the process dies (killed, out of memory) or cannot start, the request it held is
    answered in ``fallback`` too, as is every request for ``RESTART_SECONDS``; then a new
    process is started."""

    RESTART_SECONDS = 30.0

    def __init__(self, solver: Solver, fallback: ThreadLane) -> None:
        self._solver = solver
        self._fallback = fallback
        self._pool: ProcessPoolExecutor | None = None
        self._starting: asyncio.Future[None] | None = None
        self._ready = False
        self._lost_at = -math.inf  # when the last process was lost

    def _begin(self) -> None:
        pool = ProcessPoolExecutor(
            1,
            # a fresh interpreter: forking a process that runs threads copies their locks
            # in whatever state they are in
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start,
            initargs=(self._solver,),
        )
        self._pool, self._ready = pool, False
        self._starting = asyncio.ensure_future(self._until_ready(pool))

    async def _until_ready(self, pool: ProcessPoolExecutor) -> None:
        try:
            await asyncio.get_running_loop().run_in_executor(pool, _run, Work(_ready))
        except BrokenProcessPool:
            log.warning("the heavy lane's process could not start; heavy commands run here")
            self._lost(pool)
            return
        self._ready = self._pool is pool

    async def start(self) -> None:
        """Start the process if it is not running, and wait until it is ready."""
        if self._pool is None:
            self._begin()
        if self._starting is not None:
            await asyncio.shield(self._starting)

    async def run(self, work: Work[T]) -> T:
        if self._pool is None and time.monotonic() - self._lost_at >= self.RESTART_SECONDS:
            self._begin()
        pool = self._pool
        if pool is None or not self._ready:
            return await self._fallback.run(work)
        try:
            value, seconds = await asyncio.get_running_loop().run_in_executor(pool, _run, work)
        except BrokenProcessPool:
            log.warning("the heavy lane's process stopped; heavy commands run here meanwhile")
            self._lost(pool)
            return await self._fallback.run(work)
        metrics.SOLVER_SECONDS.labels("heavy_process").observe(seconds)
        return value

    def _lost(self, pool: ProcessPoolExecutor) -> None:
        if self._pool is pool:
            self._pool, self._ready, self._lost_at = None, False, time.monotonic()
        pool.shutdown(wait=False, cancel_futures=True)

    def forget(self) -> None:
        """Forget what the process remembers: the next request starts a fresh one."""
        self.close()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool, self._ready = None, False


def thread_lane(engine: Engine) -> ThreadLane:
    """A heavy lane in this process: one worker, since the solver's work holds the GIL and
    a second heavy thread only takes turns with the first while it slows every paste."""
    return ThreadLane("heavy", engine, ThreadPoolExecutor(1, thread_name_prefix="heavy"))
