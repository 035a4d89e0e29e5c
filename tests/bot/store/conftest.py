"""Every store backend, opened fresh for each test.  The contract suite runs against each;
a new backend joins by adding its name to ``BACKENDS`` and a branch in ``open_backend``."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import SQLiteStore, Store

BACKENDS = ["sqlite"]


async def open_backend(name: str, where: Path, spoilers_default: bool = True) -> Store:
    if name == "sqlite":
        return await SQLiteStore(where / "store.sqlite3", spoilers_default).open()
    raise ValueError(name)


@pytest.fixture(params=BACKENDS)
async def any_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Store]:
    opened = await open_backend(request.param, tmp_path)
    yield opened
    await opened.close()
