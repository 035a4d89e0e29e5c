"""One small query interface over both drivers, so the store's SQL is written once.

Queries use PostgreSQL's numbered parameters (``$1``); SQLite takes them as ``?1``.  A
transaction is one change, all or nothing; ``key`` names what it changes (a channel) so two
processes changing the same thing take turns (PostgreSQL: an advisory lock; SQLite has one
writer at a time anyway).
"""

from __future__ import annotations

import asyncio
import logging
import re
import sqlite3
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import (
    AbstractAsyncContextManager,
    asynccontextmanager,
    closing,
    contextmanager,
)
from typing import Any, Protocol

import aiosqlite
import asyncpg

from bot.support import metrics
from bot.support.secrets import redact

log = logging.getLogger(__name__)


class Conflict(RuntimeError):
    """The game changed since the caller read it (another process wrote in between): the
    change was not made; read again and redo it."""


class Unavailable(RuntimeError):
    """The database cannot be reached now (or refused us): nothing was changed.  Says
    which database and why, never a password."""

    def __init__(self, where: str, cause: BaseException) -> None:
        reason = redact(str(cause).strip()) or type(cause).__name__  # drivers echo input
        super().__init__(f"can't reach the database at {where}: {reason}")


# what a lost or refused connection raises, as opposed to a wrong statement
GONE: tuple[type[BaseException], ...] = (
    OSError,
    TimeoutError,
    asyncpg.InterfaceError,
    asyncpg.PostgresConnectionError,
    asyncpg.exceptions.OperatorInterventionError,  # shutting down, starting up
    sqlite3.OperationalError,  # SQLite: the disk failing, the file locked away
)


_reached = {"up": True}  # the last call's verdict: an outage is said once, and its end


def _verdict(where: str, up: bool, cause: BaseException | None = None) -> None:
    if up != _reached["up"]:
        _reached["up"] = up
        if up:
            log.warning("the database at %s answers again", where)
        else:
            log.warning(
                "%s; replies say nothing was saved until it is back",
                Unavailable(where, cause or OSError()),
            )
    metrics.db_reachable(up)


class _SaidOnce(logging.Filter):
    """asyncpg's pool logs a traceback each time it fails to reconnect a connection; an
    outage is already said once, by ``_verdict``, so those lines are dropped."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.exc_info and isinstance(record.exc_info[1], GONE))


logging.getLogger("asyncpg.pool").addFilter(_SaidOnce())


@contextmanager
def _reachable(where: str) -> Iterator[None]:
    """Driver errors that mean "no database now" become ``Unavailable``; every call is
    timed, and whether it reached the database is what /readyz and the metrics say (and the
    log, once as it goes and once as it comes back)."""
    with metrics.db_call():
        try:
            yield
        except GONE as exc:
            _verdict(where, False, exc)
            raise Unavailable(where, exc) from exc
        _verdict(where, True)


class Row(Protocol):
    """A result row, by position: a tuple from SQLite, a Record from asyncpg."""

    def __getitem__(self, index: int) -> Any: ...

    def __iter__(self) -> Iterator[Any]: ...


class Queries(Protocol):
    async def fetch(self, sql: str, *args: Any) -> list[Row]: ...

    async def fetchrow(self, sql: str, *args: Any) -> Row | None: ...

    async def fetchval(self, sql: str, *args: Any) -> Any: ...

    async def execute(self, sql: str, *args: Any) -> int:
        """Run a statement; how many rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...


class Database(Queries, Protocol):
    def transaction(self, key: int | None = None) -> AbstractAsyncContextManager[Queries]: ...

    async def version(self) -> int:
        """The schema version the database is at (0: empty)."""
        ...

    async def migrate(self, migrations: Sequence[str]) -> None:
        """Apply the migrations past the database's version, all or nothing."""
        ...

    async def close(self) -> None: ...


# -- SQLite ----------------------------------------------------------------------------

_NUMBERED = re.compile(r"\$(\d+)")


def _sqlite(sql: str) -> str:
    return _NUMBERED.sub(r"?\1", sql)


def statements(script: str) -> Iterator[str]:
    """A script's statements, one at a time: split at each semicolon that ends a whole
    statement (SQLite's own test, so one inside a string, a comment or a trigger stays)."""
    pending = ""
    for piece in script.split(";"):
        pending += piece
        if sqlite3.complete_statement(pending + ";"):
            if pending.strip():
                yield pending + ";"
            pending = ""
        else:
            pending += ";"


def _opens(path: str) -> None:
    """Raises what opening the file as a database raises (a directory, no permission, a
    file that is not a database); else nothing, and nothing is left open."""
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA schema_version")


class SQLiteDatabase:
    """One connection (aiosqlite, WAL).  SQLite has one writer at a time, and every channel
    shares the connection, so transactions take turns on a lock: two channels' changes
    never interleave inside one BEGIN (found by the e2e load test)."""

    def __init__(self, conn: aiosqlite.Connection, where: str) -> None:
        self.conn = conn
        self.where = where
        self._writing = asyncio.Lock()

    @classmethod
    async def connect(cls, path: str) -> SQLiteDatabase:
        # a file that cannot be opened fails here: aiosqlite's worker thread, when its own
        # connect fails, outlives the event loop and ends the process with a traceback
        await asyncio.to_thread(_opens, path)
        # autocommit: transactions are exactly the BEGIN/COMMIT pairs of ``transaction``
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:  # the first statement reads the file: one that is not a database fails here
            await conn.execute("PRAGMA journal_mode=WAL")
            # every commit reaches the disk before it returns: "acknowledged" means on disk,
            # through a power loss too (WAL's NORMAL could lose the last commits)
            await conn.execute("PRAGMA synchronous=FULL")
            await conn.execute("PRAGMA foreign_keys=ON")
        except BaseException:
            await conn.close()  # its worker thread, left running, would keep the process alive
            raise
        return cls(conn, path)

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        with _reachable(self.where):
            return list(await (await self.conn.execute(_sqlite(sql), args)).fetchall())

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        with _reachable(self.where):
            return await (await self.conn.execute(_sqlite(sql), args)).fetchone()

    async def fetchval(self, sql: str, *args: Any) -> Any:
        row = await self.fetchrow(sql, *args)
        return None if row is None else row[0]

    async def execute(self, sql: str, *args: Any) -> int:
        with _reachable(self.where):
            return (await self.conn.execute(_sqlite(sql), args)).rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with _reachable(self.where):
            await self.conn.executemany(_sqlite(sql), rows)

    @asynccontextmanager
    async def transaction(self, key: int | None = None) -> AsyncIterator[Queries]:
        async with self._writing:
            await self.execute("BEGIN IMMEDIATE")
            try:
                yield self
            except BaseException:
                await self.execute("ROLLBACK")
                raise
            await self.execute("COMMIT")

    async def version(self) -> int:
        return int(await self.fetchval("PRAGMA user_version"))

    async def migrate(self, migrations: Sequence[str]) -> None:
        """The version is read inside the write lock (BEGIN IMMEDIATE): processes opening
        one new file together migrate one at a time, and the later ones find it done.
        (``executescript`` would commit the lock away first, so statements go one by one.)"""
        async with self.transaction() as tx:
            version = int(await tx.fetchval("PRAGMA user_version"))
            for number, script in enumerate(migrations[version:], start=version + 1):
                for statement in statements(script):
                    await tx.execute(statement)
                await tx.execute(f"PRAGMA user_version={number}")

    async def close(self) -> None:
        await self.conn.close()


# -- PostgreSQL ------------------------------------------------------------------------

MIGRATION_LOCK = 0x48_55_44_44_4C_45  # "HUDDLE": one process migrates at a time


def _changed(status: str) -> int:
    """asyncpg reports a statement as its command tag: ``DELETE 3``, ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class _PostgresQueries:
    """The query methods over a pool (any connection) or one connection (a transaction)."""

    def __init__(
        self,
        target: asyncpg.Pool | asyncpg.Connection | asyncpg.pool.PoolConnectionProxy,
        where: str,
    ) -> None:
        self.target = target
        self.where = where

    async def fetch(self, sql: str, *args: Any) -> list[Row]:
        with _reachable(self.where):
            return list(await self.target.fetch(sql, *args))

    async def fetchrow(self, sql: str, *args: Any) -> Row | None:
        with _reachable(self.where):
            return await self.target.fetchrow(sql, *args)

    async def fetchval(self, sql: str, *args: Any) -> Any:
        with _reachable(self.where):
            return await self.target.fetchval(sql, *args)

    async def execute(self, sql: str, *args: Any) -> int:
        with _reachable(self.where):
            return _changed(await self.target.execute(sql, *args))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with _reachable(self.where):
            await self.target.executemany(sql, rows)


class PostgresDatabase(_PostgresQueries):
    """A pool of connections (asyncpg) to a PostgreSQL shared by every bot process.  A
    connection lost to a restart of the server is replaced on the next request, so the
    bot recovers by itself once the server is back."""

    def __init__(self, pool: asyncpg.Pool, where: str) -> None:
        super().__init__(pool, where)
        self.pool = pool

    @classmethod
    async def connect(cls, url: str, where: str, size: int = 10) -> PostgresDatabase:
        # the first connection is made now, so a wrong URL fails at start, within 10 s
        pool = await asyncpg.create_pool(url, min_size=1, max_size=size, timeout=10)
        return cls(pool, where)

    @asynccontextmanager
    async def transaction(self, key: int | None = None) -> AsyncIterator[Queries]:
        with _reachable(self.where):
            async with self.pool.acquire() as conn, conn.transaction():
                if key is not None:
                    await conn.execute("SELECT pg_advisory_xact_lock($1)", key)
                yield _PostgresQueries(conn, self.where)

    async def version(self) -> int:
        exists = await self.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
        return int(await self.fetchval("SELECT version FROM schema_version")) if exists else 0

    async def migrate(self, migrations: Sequence[str]) -> None:
        async with self.pool.acquire() as conn, conn.transaction():
            # processes starting together: the first migrates, the others then find it done
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);"
                "INSERT INTO schema_version SELECT 0 WHERE NOT EXISTS "
                "(SELECT 1 FROM schema_version)"
            )
            version = int(await conn.fetchval("SELECT version FROM schema_version"))
            for number, script in enumerate(migrations[version:], start=version + 1):
                await conn.execute(script)
                await conn.execute("UPDATE schema_version SET version = $1", number)

    async def close(self) -> None:
        await self.pool.close()
