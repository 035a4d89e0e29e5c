"""Shared fixtures.  Pattern tables are cached in a per-run folder so tests never touch the
user's cache and still build each table once; the run removes it when it ends (the xdist
workers inherit it from the process that made it).  One throwaway PostgreSQL server serves
the whole run (bot/store/pgserver.py), each test on a database of its own."""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile

import pytest

_MADE = None  # the per-run cache folder, when this process made it
if "HUDDLE_CACHE_DIR" not in os.environ:
    _MADE = os.environ["HUDDLE_CACHE_DIR"] = tempfile.mkdtemp(prefix="huddle-cache-")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Said once, where it is so: the e2e requests went unchecked against Discord's API
    description, which README's install line puts in place."""
    from tests.e2e import api_spec

    if not api_spec.installed():
        terminalreporter.write_line(
            "Discord's API description is not installed (npm ci --prefix tests/e2e/spec): "
            "the end-to-end requests were not checked against it"
        )


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The run is over (every worker's too): its cache folder goes."""
    if _MADE is not None and not hasattr(session.config, "workerinput"):
        shutil.rmtree(_MADE, ignore_errors=True)


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


@pytest.fixture
async def store(tmp_path):
    from bot.store import SQLiteStore

    opened = await SQLiteStore(tmp_path / "huddle.sqlite3").open()
    yield opened
    await opened.close()


@pytest.fixture
async def huddle(store, solver):
    from bot.service import Huddle

    return Huddle(store, solver)


@pytest.fixture(scope="session")
def postgres_server():
    """A real PostgreSQL server for the run.  Without the server binaries the tests that
    need it skip, saying how to install them; CI sets HUDDLE_REQUIRE_POSTGRES so that they
    fail instead."""
    from bot.bench.pgserver import PostgresServer, server_binaries

    if server_binaries() is None:
        from bot.bench.pgserver import INSTALL_HINT

        if os.environ.get("HUDDLE_REQUIRE_POSTGRES"):
            pytest.fail(INSTALL_HINT)
        pytest.skip(INSTALL_HINT)
    with PostgresServer() as server:
        yield server


_databases = itertools.count(1)


async def new_database(server) -> str:
    """A new, empty database on the run's PostgreSQL server; its URL."""
    from bot.bench.pgserver import create_database

    return await create_database(server.url(), f"test_{next(_databases)}")


@pytest.fixture
async def postgres_url(postgres_server) -> str:
    return await new_database(postgres_server)
