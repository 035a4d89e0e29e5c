"""Shared fixtures.  Built tables are cached in a per-run folder so tests never touch the
user's cache and still build each table once; the process that made it removes it as it
exits, however the run ended (the xdist workers inherit it).  One throwaway PostgreSQL server serves
the whole run (bot/store/pgserver.py), each test on a database of its own."""

from __future__ import annotations

import atexit
import itertools
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

MEMORY = Path("/dev/shm")  # Linux's file system in memory, where the machine has one
MEMORY_ROOM = 2 << 30  # free bytes it must have: room for a run's files, and to spare


def memory_folder() -> Path | None:
    """Where a run's throwaway files live (its tables, the tests' temporary folders, the
    PostgreSQL clusters): in memory where the machine has room there, else the system's
    temporary folder (None).  On a disk they cost a run wall time it never computes:
    every SQLite commit waits for the disk (``synchronous=FULL``), and once flushed to
    a disk that discards freed blocks, a cluster's files take long to remove at the
    run's end (docs/benchmarks.md, the test suite)."""
    try:
        room = shutil.disk_usage(MEMORY).free
    except OSError:
        return None
    return MEMORY if room >= MEMORY_ROOM and os.access(MEMORY, os.W_OK) else None


if "HUDDLE_CACHE_DIR" not in os.environ:  # else a run above this one made it, or the user
    os.environ["HUDDLE_CACHE_DIR"] = tempfile.mkdtemp(prefix="huddle-cache-", dir=memory_folder())
    # at exit, not at the session's end: a conftest that fails to import has no session
    atexit.register(shutil.rmtree, os.environ["HUDDLE_CACHE_DIR"], ignore_errors=True)
if os.environ.get("PYTHONDONTWRITEBYTECODE") and "PYTHONPYCACHEPREFIX" not in os.environ:
    # an environment that keeps Python from writing bytecode beside the sources would have
    # every worker and every child Python (a console, a lane, a bot) compile the project
    # again: the run's processes share one compiled copy in a folder of the run's own
    os.environ["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(
        prefix="huddle-bytecode-", dir=memory_folder()
    )
    atexit.register(shutil.rmtree, os.environ["PYTHONPYCACHEPREFIX"], ignore_errors=True)
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    sys.pycache_prefix, sys.dont_write_bytecode = os.environ["PYTHONPYCACHEPREFIX"], False
if "PYTEST_DEBUG_TEMPROOT" not in os.environ and memory_folder() is not None:
    # pytest's own root for ``tmp_path`` (its numbered folders, its retention), inherited
    # by the xdist workers as the folder above is
    os.environ["PYTEST_DEBUG_TEMPROOT"] = str(memory_folder())


ROOT = Path(__file__).resolve().parent.parent
# the markers a test gets from where it lives: ``-m "not e2e and not slow"`` is the inner loop
FOLDER_MARKERS = {
    "tests/e2e/": "e2e",  # the real bot in a child process, the loopback Discord
    "tests/bot/bench/": "bench",  # each runs a bench, smaller
    "tests/solver/bench/": "bench",
}


@pytest.hookimpl(tryfirst=True)  # before ``-m`` selects by them
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Each test marked as its folder says (``FOLDER_MARKERS``)."""
    for item in items:
        where = item.path.relative_to(ROOT).as_posix()
        for folder, marker in FOLDER_MARKERS.items():
            if where.startswith(folder):
                item.add_marker(marker)


def cores() -> int:
    """The cores this process may run on (xdist's own count for ``-n auto``)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def waits(markexpr: str) -> bool:
    """Whether a run selected by ``-m markexpr`` holds the e2e tests, whose workers spend
    much of their time waiting on a child process (the bot's start, its replies)."""
    return "not e2e" not in " ".join(markexpr.split())


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: two workers a core where the e2e tests run, so one worker's wait on
    its bot overlaps another's work; one a core for the inner loop, which computes."""
    return cores() * 2 if waits(config.getoption("markexpr") or "") else cores()


def ran_end_to_end(stats: dict[str, list[object]]) -> bool:
    """Whether a run's reports (``terminalreporter.stats``) hold an end-to-end test's."""
    return any(
        str(getattr(report, "nodeid", "")).startswith("tests/e2e/")
        for reports in stats.values()
        for report in reports
    )


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Said once, where it is so: the e2e requests went unchecked against Discord's API
    description, which README's install line puts in place (said only after a run that
    made some: a run of the i18n tests checks no request)."""
    from tests.e2e import api_spec

    if ran_end_to_end(terminalreporter.stats) and not api_spec.installed():
        terminalreporter.write_line(
            "Discord's API description is not installed (npm ci --prefix tests/e2e/spec): "
            "the end-to-end requests were not checked against it"
        )


@pytest.fixture(scope="session")
def solver():
    from solver import Solver

    return Solver()


@pytest.fixture(scope="session")
def original_solver():
    """A solver over the 2,315 original answers (HUDDLE_ANSWERS=original), for the facts
    tests name on that list."""
    from solver import Solver
    from solver.lists.wordlists import original

    return Solver(original())


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory) -> Path:
    """An SQLite file the real migrations brought to the latest schema, once a process: a
    test's store starts from a copy of it rather than running every step on a new file
    again (the steps from an empty file are the migration tests' own claim)."""
    import asyncio

    from bot.store import SQLiteStore

    path = tmp_path_factory.mktemp("migrated") / "huddle.sqlite3"

    async def migrate() -> None:
        await (await SQLiteStore(path).open()).close()

    asyncio.run(migrate())
    return path


@pytest.fixture
async def store(tmp_path, migrated_sqlite):
    from bot.store import SQLiteStore

    path = tmp_path / "huddle.sqlite3"
    shutil.copyfile(migrated_sqlite, path)
    opened = await SQLiteStore(path).open()
    yield opened
    await opened.close()


@pytest.fixture
async def huddle(store, solver):
    """The service with the bot's search budget on a clock that stands still: its
    deadlines never cut a test's search short, however busy the machine (a test of what a
    cut does asks for one that is already past, ``search_seconds=0``)."""
    from bot.service import Huddle
    from tests.helpers import standing_clock

    return Huddle(store, solver, deadline_clock=standing_clock)


def throwaway_server():
    """A throwaway PostgreSQL server for tests (not started: ``with throwaway_server() as s``),
    its cluster in ``memory_folder()``."""
    from bot.bench.pgserver import PostgresServer

    return PostgresServer(parent=memory_folder())


@pytest.fixture(scope="session")
def postgres_server():
    """A real PostgreSQL server for the run.  Without the server binaries the tests that
    need it skip, saying how to install them; CI sets HUDDLE_REQUIRE_POSTGRES so that they
    fail instead."""
    from bot.bench.pgserver import server_binaries

    if server_binaries() is None:
        from bot.bench.pgserver import INSTALL_HINT

        if os.environ.get("HUDDLE_REQUIRE_POSTGRES"):
            pytest.fail(INSTALL_HINT)
        pytest.skip(INSTALL_HINT)
    with throwaway_server() as server:
        yield server


_databases = itertools.count(1)


async def new_database(server) -> str:
    """A new, empty database on the run's PostgreSQL server; its URL."""
    from bot.bench.pgserver import create_database

    return await create_database(server.url(), f"test_{next(_databases)}")


@pytest.fixture
async def postgres_url(postgres_server) -> str:
    return await new_database(postgres_server)
