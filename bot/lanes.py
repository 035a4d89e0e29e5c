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
import contextlib
import importlib
import itertools
import logging
import math
import multiprocessing
import os
import queue
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Generic, Protocol, TypeVar

from bot.support import metrics
from solver import (
    ENGLISH_FIVE,
    VARIANTS,
    BoardsAdvisor,
    BoundedCache,
    Deadline,
    Play,
    Solver,
    lists_of,
    score,
    wordle_of_length,
    words_named,
)

log = logging.getLogger(__name__)

T = TypeVar("T")
# the lane's process yields the processor to the bot's when both want it: a reply to chat
# comes before a heavy command, whose deadline then makes it answer with what it has
NICENESS = 5
UNLISTED = ("bcdfg", "hjklm")  # words no list holds: the widest positions to warm on
WARM_SEARCH_SECONDS = 0.3
DEFAULT_WORDS = ENGLISH_FIVE.name  # the words of the solver the bot is configured with


@dataclass(frozen=True)
class Engine:
    """The solver objects a process's advice runs on."""

    solver: Solver
    boards: BoardsAdvisor  # one multi-board policy: its openings and memo serve every kind

    @classmethod
    def over(cls, solver: Solver) -> Engine:
        return cls(solver, BoardsAdvisor(solver))

    def warm(self) -> None:
        """What a request reads, ready before the first one: the pattern table and each
        multi-board kind's opening (from the disk cache the bot's own start wrote); then a
        short analysis of the widest position there is (unlisted words on every board), so
        the first request does not pay for the search's first use (the memory it grows
        into, its caches) past its deadline."""
        self.solver.table  # noqa: B018 (builds it)
        several = [v for v in VARIANTS.values() if v.boards > 1]
        for kind in several:
            self.boards.advise([[]] * kind.boards, kind, 0, 1, Deadline.none())
        widest = max(several, key=lambda kind: kind.boards)
        answers = self.solver.answers.words[: widest.boards]
        plays = [Play(w, tuple(score(w, a) for a in answers)) for w in UNLISTED]
        self.boards.analyse(plays, widest, Deadline(WARM_SEARCH_SECONDS))


ENGINES_KEPT = 3  # engines for other words kept beside the default's (tens of MB each)


class Engines:
    """The engines a process serves, one per ``Words`` (solver/game/variants.py): the
    default's, made at start and always kept, and any other's, made on first use from its
    bundled lists, at most ``ENGINES_KEPT`` of them, the least recently used dropped first
    (a game holds none: it asks for its engine at each request)."""

    def __init__(self, default: Solver, kept: int = ENGINES_KEPT) -> None:
        self.default = Engine.over(default)
        self._others: BoundedCache[str, Engine] = BoundedCache("other words' engines", kept)
        self._making = threading.Lock()  # two threads asking at once make one engine

    def of(self, words: str = DEFAULT_WORDS) -> Engine:
        if words == DEFAULT_WORDS:
            return self.default
        found = self._others.get(words)
        if found is not None:
            return found
        with self._making:
            found = self._others.get(words)
            if found is None:
                made = Engine.over(Solver(*lists_of(words_named(words))))
                found = self._others.put(words, made)
        return found

    def solver(self, words: str = DEFAULT_WORDS) -> Solver:
        return self.of(words).solver

    def of_length(self, length: int) -> Solver:
        """The engine for Wordle's words of ``length`` letters (the parser's, for a paste
        of that length)."""
        return self.solver(wordle_of_length(length).words.name)


class Work(Generic[T]):
    """The call ``fn(engine, *args)`` on whichever process runs it, on its engine for
    ``words``.  ``fn`` is a module-level function and ``args`` plain data, so the call
    pickles to another process."""

    __slots__ = ("args", "fn", "words")

    def __init__(self, fn: Callable[..., T], *args: Any, words: str = DEFAULT_WORDS) -> None:
        self.fn = fn
        self.args = args
        self.words = words

    def __call__(self, engines: Engines) -> T:
        return self.fn(engines.of(self.words), *self.args)


class Lane(Protocol):
    async def run(self, work: Work[T]) -> T:
        """The work's answer, computed off the event loop."""

    async def start(self) -> None:
        """Be ready for work now rather than on first use."""

    def forget(self) -> None:
        """Drop what the lane's own engine remembers beyond this process's (benchmarks)."""

    def close(self) -> None:
        """Stop taking work (the process is stopping)."""


def _timed(work: Work[T], engines: Engines) -> tuple[T, float]:
    started = time.perf_counter()
    value = work(engines)
    return value, time.perf_counter() - started


class ThreadLane:
    """Work in this process, on its engine: in ``executor``'s threads (None: the loop's
    default executor).  ``name`` labels its metrics."""

    def __init__(self, name: str, engines: Engines, executor: Executor | None = None) -> None:
        self.name = name
        self.engines = engines
        self._executor = executor

    async def run(self, work: Work[T]) -> T:
        loop = asyncio.get_running_loop()
        value, seconds = await loop.run_in_executor(self._executor, _timed, work, self.engines)
        metrics.SOLVER_SECONDS.labels(self.name).observe(seconds)
        return value

    async def start(self) -> None:
        """Nothing: a thread lane is ready at once."""

    def forget(self) -> None:
        """Nothing: this lane's engine is this process's, forgotten with it."""

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)


# -- a process of its own -----------------------------------------------------------------

READY = -1  # the message a lane's process sends once its engine is warm


def _serve(
    work_in: Connection, results_out: Connection, solver: Solver, warm: Sequence[str]
) -> None:
    """The lane's process: the modules ``warm`` names imported (where the work's functions
    live: unpickling the first request would otherwise import them, and the bot's modules
    they read, inside that request's deadline), an engine over the same lists (a ``Solver``
    pickles as its recipe, and its tables load from the disk cache), warmed as the bot's
    own; then each
    piece of work in the order sent, until the bot closes its end of the pipe or is gone
    (killed too: the process holds only its own ends, so it reads the end of the pipe)."""
    os.nice(NICENESS)
    for module in warm:
        importlib.import_module(module)
    engines = Engines(solver)
    engines.default.warm()
    results_out.send((READY, True, None))
    while True:
        try:
            n, work = work_in.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[int, bool, Any] = (n, True, _timed(work, engines))
        except Exception as exc:  # the bot raises it where the work was asked
            answer = (n, False, exc)
        try:
            results_out.send(answer)
        except (BrokenPipeError, OSError):
            return
        except Exception as exc:  # an answer or error that does not pickle
            results_out.send((n, False, RuntimeError(f"unpicklable answer: {exc!r}")))


class LaneLost(Exception):
    """The lane's process ended with work in hand."""


class _Process:
    """One lane process and its two pipes.  Work is written by a thread of its own, so
    every request queued goes straight down the pipe and the process takes the next the
    moment it is done; answers are read on the event loop as they arrive.  (Through a
    process pool, each queued request waited for a round trip through the pool's own
    thread, which waits for the GIL behind chat's work.)"""

    def __init__(self, solver: Solver, warm: Sequence[str]) -> None:
        context = multiprocessing.get_context("spawn")  # forking copies threads' locks
        work_in, self._work_out = context.Pipe(duplex=False)
        self._results_in, results_out = context.Pipe(duplex=False)
        self.process = context.Process(
            target=_serve,
            args=(work_in, results_out, solver, tuple(warm)),
            name="heavy lane",
            daemon=True,
        )
        self._loop = asyncio.get_running_loop()
        self._waiting: dict[int, asyncio.Future[Any]] = {}
        self._numbers = itertools.count()
        self._ended = False
        self.ready: asyncio.Future[bool] = self._loop.create_future()
        self._outbox: queue.SimpleQueue[tuple[int, Work[Any]] | None] = queue.SimpleQueue()
        self._loop.add_reader(self._results_in.fileno(), self._read)
        threading.Thread(
            target=self._start_then_write,
            args=(work_in, results_out),
            name="heavy lane writer",
            daemon=True,
        ).start()

    def _start_then_write(self, *child_ends: Connection) -> None:
        """Start the process here, off the event loop: spawning writes the process's
        pickled state down a pipe the child reads only once its interpreter is up, and on
        a busy machine the loop would wait that long without a heartbeat.  A process that
        cannot start ends the lane (its fallback answers)."""
        try:
            self.process.start()
        except Exception:  # any failure to start: the fallback answers
            log.exception("the heavy lane's process did not start")
            self._loop.call_soon_threadsafe(self.end, LaneLost())
            return
        finally:
            for end in child_ends:
                end.close()
        self._write()

    def _write(self) -> None:
        while (item := self._outbox.get()) is not None:
            try:
                self._work_out.send(item)
            except (BrokenPipeError, OSError):
                return  # the process is gone: the reader says so
        self._work_out.close()  # the process reads the end and stops

    def _read(self) -> None:
        try:
            n, ok, payload = self._results_in.recv()
        except (EOFError, OSError):
            self.end(LaneLost())
            return
        if n == READY:
            self.ready.set_result(True)
            return
        future = self._waiting.pop(n, None)
        if future is not None and not future.done():
            if ok:
                future.set_result(payload)
            else:
                future.set_exception(payload)

    async def call(self, work: Work[T]) -> tuple[T, float]:
        if self._ended:
            raise LaneLost()
        n = next(self._numbers)
        future = self._waiting[n] = self._loop.create_future()
        self._outbox.put((n, work))
        result: tuple[T, float] = await future
        return result

    def end(self, why: BaseException | None = None) -> None:
        """Stop reading and writing; work in hand fails with ``why`` (or is cancelled)."""
        if self._ended:
            return
        self._ended = True
        self._loop.remove_reader(self._results_in.fileno())
        self._outbox.put(None)
        self._results_in.close()
        for future in [self.ready, *self._waiting.values()]:
            if not future.done():
                future.set_exception(why) if why else future.cancel()
        self._waiting.clear()


class ProcessLane:
    """Work in a process of its own, one request at a time: a request queued behind
    others runs when its turn comes, and its deadline (started when it was asked) makes it
    answer with what it has by then.

    The process starts on first use, in the background: until it is ready (its engine
    built and warmed), work runs here, in ``fallback``, so no request waits for a start.
    If the process dies (killed, out of memory) or cannot start, the work it held is
    answered in ``fallback`` too, as is every request for ``RESTART_SECONDS``; then a new
    process is started."""

    RESTART_SECONDS = 30.0

    def __init__(self, solver: Solver, fallback: ThreadLane, warm: Sequence[str] = ()) -> None:
        """``warm``: the modules the process imports before it is ready, where the work's
        functions live (named by whoever makes the lane, which imports them itself)."""
        self._solver, self._warm = solver, warm
        self._fallback = fallback
        self._process: _Process | None = None
        self._lost_at = -math.inf  # when the last process was lost

    def _started(self) -> _Process | None:
        """The lane's process, started now if none runs and it may; None while not."""
        if self._process is None and time.monotonic() - self._lost_at >= self.RESTART_SECONDS:
            self._process = _Process(self._solver, self._warm)
        return self._process

    async def start(self) -> None:
        """Start the process if it is not running, and wait until it is ready."""
        process = self._started()
        if process is not None:
            with contextlib.suppress(LaneLost):
                await asyncio.shield(process.ready)

    async def run(self, work: Work[T]) -> T:
        process = self._started()
        if process is not None and process.ready.done() and process.ready.exception():
            self._lost(process)  # it ended before it was ready
            process = None
        if process is None or not process.ready.done():
            return await self._fallback.run(work)
        try:
            value, seconds = await process.call(work)
        except LaneLost:
            self._lost(process)
            return await self._fallback.run(work)
        metrics.SOLVER_SECONDS.labels("heavy_process").observe(seconds)
        return value

    def _lost(self, process: _Process) -> None:
        if self._process is process:
            log.warning("the heavy lane's process ended; heavy commands run here meanwhile")
            self._process, self._lost_at = None, time.monotonic()
        process.end(LaneLost())

    def forget(self) -> None:
        """Forget what the process remembers: the next request starts a fresh one."""
        self.close()

    def close(self) -> None:
        if self._process is not None:
            self._process.end()
            self._process = None


def thread_lane(engines: Engines) -> ThreadLane:
    """A heavy lane in this process: one worker, since the solver's work holds the GIL and
    a second heavy thread only takes turns with the first while it slows every paste."""
    return ThreadLane("heavy", engines, ThreadPoolExecutor(1, thread_name_prefix="heavy"))
