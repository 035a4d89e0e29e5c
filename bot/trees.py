"""The exact search's tree after an opener first seen, built in the background.

A game that opens with a word the package has no tree for is advised by the request's
narrow search until that opener's tree is built (solver/search/built_trees.py); from then
on every process's solver follows the tree, read from the disk cache.

A build takes a minute or more of one core, so it never runs on the event loop nor in a
lane that answers requests: one build at a time, in a process of its own at the lowest
priority a paste's reply can outrun, bounded in processor time (whatever the machine's
load), in wall time (however starved it is) and in memory.  A build past its processor
time or memory, or failing, is noted in the cache folder as given up, so it is not tried
again while the note is kept; one starved past its wall time is tried again when a game
next opens with its opener, a few times (``TRIES``) before it is given up too.  Openers
wait in a short queue; one seen while the queue is full is taken when a game next opens
with it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import resource
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.process import BaseProcess

from bot.lanes import Engines
from solver import BoundedCache, WordList, abandon, is_abandoned, opener_key
from solver.bench import build_tree

log = logging.getLogger(__name__)

QUEUED = 4  # openers waiting for a build at most
NICENESS = 19  # below the heavy lane's (bot/lanes.py): a request's work comes first
SEEN_KEPT = 4096  # openers already asked about, so a game's every reply asks no more
PARENT_CHECK_SECONDS = 0.5  # how often a build looks whether the bot is still there
STARVED = "starved"  # a build killed past its wall time: the host was busy, not the build


@dataclass(frozen=True)
class Bounds:
    """What one build may take: processor seconds (its work), wall seconds, bytes."""

    # a few times what the slowest hard-mode tree measured takes (docs/benchmarks.md), so
    # only a runaway build meets them; memory: the walk's memo and legal-guess cache at
    # their bounds (solver/bench/policy.py), and the process around them
    cpu_seconds: int = 600
    wall_seconds: float = 1800.0
    memory: int = 4 << 30


@dataclass(frozen=True)
class Opener:
    """An opener as a game played it: its words (``Words``' name) and mode."""

    words: str
    word: str
    hard: bool


def _end_with(parent: int) -> None:
    """End this process once ``parent`` (the bot) is gone: a kill -9 runs no ``close``,
    and a build left behind would hold a core and its memory for minutes."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="parent watch", daemon=True).start()


def _bounded_build(
    answers: WordList, guesses: WordList, hard: bool, opener: str, bounds: Bounds
) -> None:
    """The build's process: niced, its processor time and address space capped by the
    kernel (past them it is killed or its allocation fails), then the build."""
    _end_with(os.getppid())
    os.nice(NICENESS)
    resource.setrlimit(resource.RLIMIT_CPU, (bounds.cpu_seconds, bounds.cpu_seconds + 5))
    with contextlib.suppress(ValueError, OSError):  # a platform without the cap
        resource.setrlimit(resource.RLIMIT_AS, (bounds.memory, bounds.memory))
    build_tree(answers, guesses, hard, opener)


class OpenerTrees:
    """Builds the tree after each opener first seen, one at a time (``seen``); calls
    ``ready(opener)`` on the loop when one is on disk, so remembered advice from before
    it is dropped."""

    def __init__(
        self,
        engines: Engines,
        ready: Callable[[Opener], None],
        bounds: Bounds = Bounds(),
    ) -> None:
        self.engines = engines
        self.ready = ready
        self.bounds = bounds
        self._started = True
        self._queue: deque[Opener] = deque()
        self._seen: BoundedCache[Opener, bool] = BoundedCache("openers seen", SEEN_KEPT)
        self._task: asyncio.Task[None] | None = None
        self._process: BaseProcess | None = None
        self._closed = False

    def seen(self, words: str, opener: str, hard: bool) -> None:
        """A game opened with ``opener``: its tree is built if it has none (checked off
        the loop, by the worker); cheap, on the loop."""
        wanted = Opener(words, opener, hard)
        if self._closed or wanted in self._seen:
            return
        if len(self._queue) >= QUEUED:
            return  # not noted: taken when a game next opens with it
        self._seen.put(wanted, True)
        self._queue.append(wanted)
        if self._started:
            self._run()

    @property
    def building(self) -> bool:
        """Whether a build's process runs now."""
        return self._process is not None and self._process.is_alive()

    def hold(self) -> None:
        """Queue openers seen but build none until ``built`` (tests, benches)."""
        self._started = False

    async def built(self) -> None:
        """Start the queue if it was held, and wait until every opener in it is done."""
        self._started = True
        self._run()
        if self._task is not None:
            await asyncio.shield(self._task)

    def close(self) -> None:
        """Stop: the build in hand is killed, the queue dropped."""
        self._closed = True
        self._queue.clear()
        if self._process is not None and self._process.is_alive():
            self._process.kill()
        if self._task is not None:
            self._task.cancel()

    def _run(self) -> None:
        if self._queue and (self._task is None or self._task.done()):
            self._task = asyncio.create_task(self._work(), name="opener trees")

    async def _work(self) -> None:
        while self._queue and not self._closed:
            wanted = self._queue.popleft()
            try:
                if await self._build(wanted):
                    self.ready(wanted)
            except Exception:  # one opener's failure is no reason to stop the others
                log.exception("the tree after %s could not be built", wanted.word)

    async def _build(self, wanted: Opener) -> bool:
        """Build ``wanted``'s tree if it needs one; whether a new tree is on disk."""
        solver = await asyncio.to_thread(self.engines.solver, wanted.words)
        key = opener_key(solver.answers, solver.guesses, wanted.hard)
        if wanted.word not in solver.guesses.index or solver.has_tree(wanted.word, wanted.hard):
            return False
        if await asyncio.to_thread(is_abandoned, key, wanted.word):
            return False
        args = (solver.answers, solver.guesses, wanted.hard, wanted.word, self.bounds)
        code = await asyncio.to_thread(self._in_process, args)
        if code != 0 and not self._closed:
            starved = code == STARVED
            why = "starved past its wall time" if starved else f"exit {code}, {self.bounds}"
            log.warning("the tree after %s did not finish: %s", wanted.word, why)
            await asyncio.to_thread(abandon, key, wanted.word, why, not starved)
            if starved:  # tried again when a game next opens with it, a few times
                self._seen.forget(wanted)
        return code == 0

    def _in_process(self, args: tuple) -> int | str | None:
        """Run one build in a process of its own, waited for in a thread; its exit code
        (0 once its tree is written; past its processor time, killed by the kernel),
        ``STARVED`` when it was killed past its wall time."""
        process = multiprocessing.get_context("spawn").Process(
            target=_bounded_build, args=args, name="opener tree", daemon=True
        )
        self._process = process
        process.start()
        process.join(self.bounds.wall_seconds)
        starved = process.is_alive()
        if starved:
            process.kill()
            process.join()
        self._process = None
        return STARVED if starved else process.exitcode
