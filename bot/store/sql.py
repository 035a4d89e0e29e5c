"""The store itself, written once for both backends (bot/store/_database.py): opened,
migrated and closed, and the shards' identify turns; each feature's SQL is its own role's
(bot/<feature>/_store.py).

A backend (sqlite.py, postgres.py) brings its connection and its schema's migrations; the
tables and columns are the same in both, so every statement serves both.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Self

import asyncpg

from bot.store._database import Database, Unavailable

# what a database that cannot be opened raises: out of reach, refused, not a database
CANNOT_OPEN = (TimeoutError, OSError, asyncpg.PostgresError, ValueError, sqlite3.DatabaseError)


class SQLStore:
    """The ``Store`` over a ``Database``; a backend's ``open`` connects and migrates.  What
    each method does is said once, by the ``Store`` interface (bot/store/__init__.py)."""

    def __init__(
        self,
        connect: Callable[[], Awaitable[Database]],
        where: str,
        migrations: Sequence[str],
        spoilers_default: bool = True,
    ) -> None:
        self._connect = connect
        self._where = where
        self.migrations = migrations
        self.spoilers_default = spoilers_default
        self._db: Database | None = None

    async def open(self, migrate: bool = True) -> Self:
        """Connect (and migrate).  A database that cannot be opened is ``Unavailable``, one
        line naming it and why, and what was opened is closed first: a driver's worker
        thread left running would keep the process from ever exiting."""
        try:
            self._db = await self._connect()
            if migrate:
                await self._db.migrate(self.migrations)
        except BaseException as exc:
            await self.close()
            if isinstance(exc, CANNOT_OPEN):
                raise Unavailable(self.where, exc) from exc
            raise
        return self

    @property
    def where(self) -> str:
        return self._where

    @property
    def latest_version(self) -> int:
        return len(self.migrations)

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    @property
    def db(self) -> Database:
        if self._db is None:
            raise RuntimeError("store is not open")
        return self._db

    async def schema_version(self) -> int:
        return await self.db.version()

    # -- gateway -----------------------------------------------------------------------

    async def identify_turn(self, bucket: int, window: float) -> float:
        while True:
            async with self.db.transaction(-1 - bucket) as tx:  # never a channel's key
                last = await tx.fetchval("SELECT at FROM identify_log WHERE bucket = $1", bucket)
                now = time.time()
                wait = 0.0 if last is None else last + window - now
                if wait <= 0:
                    await tx.execute(
                        "INSERT INTO identify_log (bucket, at) VALUES ($1, $2) "
                        "ON CONFLICT (bucket) DO UPDATE SET at = excluded.at",
                        bucket,
                        now,
                    )
                    return now
            await asyncio.sleep(wait)
