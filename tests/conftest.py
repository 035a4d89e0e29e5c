"""Shared fixtures.  Pattern tables are cached in a per-run folder so tests never touch the
user's cache and still build each table once."""

from __future__ import annotations

import os
import tempfile

import pytest

os.environ.setdefault("HUDDLE_CACHE_DIR", tempfile.mkdtemp(prefix="huddle-cache-"))


@pytest.fixture(scope="session")
def solver():
    from solver import Solver

    return Solver()


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
