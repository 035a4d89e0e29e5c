"""Every store backend, opened fresh for each test.  The contract suite runs against each;
a new backend joins by adding its name to ``BACKENDS`` and a branch in ``open_backend``."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import PostgresStore, SQLiteStore, Store
from tests.conftest import new_database

BACKENDS = ["sqlite", "postgres"]


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def where(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """Where a backend keeps its data: a file, or a fresh PostgreSQL database."""
    if backend == "postgres":
        return await new_database(request.getfixturevalue("postgres_server"))
    return str(tmp_path / "store.sqlite3")


def open_backend(backend: str, where: str, spoilers_default: bool = True) -> Store:
    """A backend's store, not yet opened (``await ….open()``)."""
    if backend == "postgres":
        return PostgresStore(where, spoilers_default)
    return SQLiteStore(where, spoilers_default)


@pytest.fixture
async def any_store(backend: str, where: str) -> AsyncIterator[Store]:
    opened = await open_backend(backend, where).open()
    yield opened
    await opened.close()
