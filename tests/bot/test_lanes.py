"""The heavy lane in a process of its own, as the Discord bot runs it: the same answers as
in a thread, chat not held by a heavy command, and a lane whose process dies still
answering.  Real processes, the real solver, real SQLite."""

from __future__ import annotations

import ast
import asyncio
import os
import random
import signal
import threading
from multiprocessing.context import SpawnProcess
from pathlib import Path

import pytest

import bot
from bot.advisor import HEAVY
from bot.bench.stress import as_paste
from bot.games import _boards, _wordle
from bot.lanes import Engine, Engines, ProcessLane, Work, thread_lane
from bot.service import WORK_MODULES, Asker, Author, Huddle
from solver.bench.boards import unlisted_game
from solver.engine.advice import advise
from solver.support.deadline import Deadline
from tests.bot._lane_probe import loaded_modules
from tests.bot.chat import ALICE, Channel, body
from tests.helpers import history, syntax_tree


def modules_making_work() -> set[str]:
    """Every module of the bot that makes a ``Work`` (of a function it defines), by name."""
    found = set()
    for path in Path(bot.__file__).parent.rglob("*.py"):
        for node in ast.walk(syntax_tree(path)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Work":
                parts = path.relative_to(Path(bot.__file__).parent.parent).with_suffix("").parts
                found.add(".".join(parts))
    return found


def test_every_work_function_is_loaded_before_the_process_is_ready():
    """The process imports the service's ``WORK_MODULES`` before it takes work: a Work
    function elsewhere would be imported while unpickling its first request, inside that
    request's deadline."""
    modules = modules_making_work()
    assert modules  # the games' advice and analyses
    assert all(m.startswith(tuple(f"{w}." for w in WORK_MODULES)) for m in modules), modules


def process_id(_: Engine) -> int:
    return os.getpid()


def hint(engine: Engine, text: str, hard: bool):
    return advise(engine.solver, history(text), hard, 5, Deadline.none())


@pytest.mark.e2e  # a lanes process, the bot's heavy lane (docs/testing.md: markers)
async def test_work_runs_in_another_process_with_the_same_answers(solver):
    lane = ProcessLane(solver, thread_lane(Engines(solver)), WORK_MODULES)
    try:
        assert await lane.run(Work(process_id)) == os.getpid()  # answered here while it starts
        await lane.start()
        # a ready process has imported the games' work: their first request does not
        loaded = await lane.run(Work(loaded_modules, "bot.games."))
        assert {_wordle.__name__, _boards.__name__} <= set(loaded)
        assert await lane.run(Work(process_id)) != os.getpid()
        for text in ("CRANE=c.... SLOTH=.....", "SALET=..... CRONY=....."):
            there = await lane.run(Work(hint, text, False))
            here = hint(Engine.over(solver), text, False)
            assert there.complete and here.complete
            assert [s.word for s in there.suggestions] == [s.word for s in here.suggestions]
            assert there.candidates[0].words == here.candidates[0].words
    finally:
        lane.close()


@pytest.mark.e2e  # a lanes process, the bot's heavy lane (docs/testing.md: markers)
async def test_the_lanes_process_starts_off_the_event_loop(solver, monkeypatch):
    """Spawning writes the process's pickled state down a pipe its child reads only once
    its interpreter is up: started on the event loop, a busy machine held the loop (and
    the bot's heartbeat to Discord) that long, and Discord closed the socket."""
    started_on: list[threading.Thread] = []
    start = SpawnProcess.start

    def noted(process: SpawnProcess) -> None:
        started_on.append(threading.current_thread())
        start(process)

    monkeypatch.setattr(SpawnProcess, "start", noted)
    lane = ProcessLane(solver, thread_lane(Engines(solver)), WORK_MODULES)
    try:
        await lane.start()
        assert await lane.run(Work(process_id)) != os.getpid()
        assert len(started_on) == 1 and started_on[0] is not threading.current_thread()
    finally:
        lane.close()


@pytest.mark.e2e  # a lanes process, the bot's heavy lane (docs/testing.md: markers)
async def test_a_lane_whose_process_dies_answers_and_starts_another(solver):
    lane = ProcessLane(solver, thread_lane(Engines(solver)), WORK_MODULES)
    lane.RESTART_SECONDS = 1.0
    try:
        await lane.start()
        first = await lane.run(Work(process_id))
        os.kill(first, signal.SIGKILL)
        await asyncio.sleep(0.2)
        assert await lane.run(Work(process_id)) == os.getpid()  # answered here meanwhile
        assert await lane.run(Work(process_id)) == os.getpid()  # and until it may restart
        await asyncio.sleep(1.1)
        await lane.start()
        second = await lane.run(Work(process_id))
        assert second not in (first, os.getpid())
    finally:
        lane.close()


@pytest.mark.e2e  # a lanes process, the bot's heavy lane (docs/testing.md: markers)
async def test_a_paste_is_answered_while_a_heavy_command_searches(store, solver):
    """Sixteen boards of unlisted words keep the heavy lane searching for seconds; a Dordle
    paste in another channel (the same multi-board engine, in a thread it would wait for
    the search) is answered meanwhile, and the analysis after."""
    huddle = Huddle(store, solver, search_seconds=3.0, heavy_process=True)
    try:
        await huddle.advisor.start_heavy_lane()
        rng, words = random.Random(3), solver.answers.words
        heavy = Channel(huddle, channel_id=71)
        at = Asker(71, 1, Author(5, "h"), 1)
        await huddle.answer("new", at, {"game": "sedecordle"})
        rows = unlisted_game(set(solver.guesses.words), rng.sample(words, 16), 20, rng)
        assert (await heavy.post(ALICE, as_paste(rows, anyway=True))).tone != "error"
        analysing = asyncio.ensure_future(huddle.answer("analysis", at))
        await asyncio.sleep(0.3)
        assert not HEAVY.get()
        reply = await Channel(huddle, channel_id=72).post(ALICE, "crane 20010 00100")
        assert "Dordle" in reply.title and not analysing.done(), body(reply)
        analysed = await analysing
        assert "Analysis" in analysed.title or "analysis" in body(analysed), body(analysed)
    finally:
        huddle.close()


def test_engines_keep_the_default_and_at_most_their_bound_of_other_words(solver):
    """Another length's engine is made on first use and kept, the least recently used
    going first past the bound; the default's is always the one the bot was given."""
    engines = Engines(solver, kept=2)
    six, seven = engines.of("en6"), engines.of("en7")
    assert six.solver.length == 6 and seven.solver.length == 7
    assert engines.of("en6") is six  # kept, and now the most recently used
    engines.of("en8")  # a third: the seven-letter engine goes
    assert engines.of("en6") is six and engines.of("en7") is not seven
    assert engines.of() is engines.default and engines.solver() is solver
