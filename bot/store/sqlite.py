"""The embedded backend: one SQLite file (aiosqlite, WAL), the default with no settings.

The schema's version is ``PRAGMA user_version``, so a file from any earlier release
upgrades in place when it is opened.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from bot.store._database import Database, SQLiteDatabase
from bot.store.migrations import steps
from bot.store.sql import SQLStore


async def _connect(path: Path) -> Database:
    path.parent.mkdir(parents=True, exist_ok=True)
    return await SQLiteDatabase.connect(str(path))


class SQLiteStore(SQLStore):
    def __init__(self, path: str | Path, spoilers_default: bool = True) -> None:
        self.path = Path(path)
        connect = partial(_connect, self.path)
        super().__init__(connect, str(self.path), steps("sqlite"), spoilers_default)
