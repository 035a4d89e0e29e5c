"""SQLite persistence (aiosqlite, WAL): sessions, their guesses, channel settings, grids.

Every change is one transaction, so a kill -9 between two messages loses nothing that was
acknowledged.  The schema is created and migrated here, keyed by ``PRAGMA user_version``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any

import aiosqlite

from solver.feedback import Pattern, from_digits

MIGRATIONS: list[str] = [
    # 1: sessions and their guesses, per-channel settings, letterless grids
    """
    CREATE TABLE sessions (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        channel_id  INTEGER NOT NULL,
        guild_id    INTEGER,
        puzzle      INTEGER,
        status      TEXT    NOT NULL DEFAULT 'active',  -- active | solved | failed | reset
        started_at  REAL    NOT NULL,
        updated_at  REAL    NOT NULL
    );
    CREATE INDEX sessions_by_channel ON sessions (channel_id, id);
    CREATE TABLE guesses (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        message_id  INTEGER NOT NULL,
        idx         INTEGER NOT NULL,   -- position within its message
        word        TEXT    NOT NULL,
        pattern     TEXT    NOT NULL,   -- digits 0/1/2
        author_id   INTEGER NOT NULL,
        author_name TEXT    NOT NULL,
        created_at  REAL    NOT NULL
    );
    CREATE INDEX guesses_by_session ON guesses (session_id, message_id, idx);
    CREATE INDEX guesses_by_message ON guesses (message_id);
    CREATE TABLE channel_settings (
        channel_id  INTEGER PRIMARY KEY,
        hard        INTEGER NOT NULL DEFAULT 0,
        spoilers    INTEGER
    );
    CREATE TABLE grids (
        guild_id    INTEGER NOT NULL,
        puzzle      INTEGER NOT NULL,
        author_id   INTEGER NOT NULL,
        message_id  INTEGER NOT NULL,
        result      INTEGER,
        hard        INTEGER NOT NULL,
        rows        TEXT    NOT NULL,   -- digits, one row per line
        created_at  REAL    NOT NULL,
        PRIMARY KEY (guild_id, puzzle, author_id)
    );
    """,
    # 2: every share is a player's result too (stats, leaderboard): keep their name
    """
    ALTER TABLE grids ADD COLUMN author_name TEXT NOT NULL DEFAULT '';
    CREATE INDEX grids_by_author ON grids (guild_id, author_id, puzzle);
    """,
]


@dataclass(frozen=True)
class StoredGuess:
    word: str
    pattern: str
    author_id: int
    author_name: str
    message_id: int


@dataclass(frozen=True)
class StoredSession:
    id: int
    channel_id: int
    guild_id: int | None
    puzzle: int | None
    status: str
    started_at: float
    updated_at: float
    guesses: tuple[StoredGuess, ...]


@dataclass(frozen=True)
class StoredShare:
    author_id: int
    author_name: str
    result: int | None
    hard: bool
    rows: str  # digits, one row per line

    @property
    def patterns(self) -> tuple[Pattern, ...]:
        return tuple(from_digits(row) for row in self.rows.split("\n") if row)

    @property
    def grid(self) -> tuple[tuple[Pattern, ...], bool]:
        """The share as grid deduction takes it: its rows and whether it was hard mode."""
        return self.patterns, self.hard


@dataclass(frozen=True)
class Result:
    """One player's NYT share: the stats' unit."""

    author_id: int
    author_name: str
    puzzle: int
    result: int | None  # guesses used; None for a loss (X/6)
    hard: bool


@dataclass(frozen=True)
class ChannelSettings:
    hard: bool
    spoilers: bool


class Store:
    def __init__(self, path: str | Path, spoilers_default: bool = True) -> None:
        self.path = Path(path)
        self.spoilers_default = spoilers_default
        self._writing = asyncio.Lock()
        self._db: aiosqlite.Connection | None = None

    async def open(self) -> Store:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # autocommit: transactions are exactly the BEGIN/COMMIT pairs below
        self._db = await aiosqlite.connect(self.path, isolation_level=None)
        await self._db.execute("PRAGMA journal_mode=WAL")
        await self._db.execute("PRAGMA synchronous=NORMAL")  # WAL: durable at checkpoint
        await self._db.execute("PRAGMA foreign_keys=ON")
        await self._migrate()
        return self

    async def close(self) -> None:
        if self._db is not None:
            await self._db.close()
            self._db = None

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("store is not open")
        return self._db

    async def _scalar(self, sql: str, params: tuple = ()) -> Any:
        """The one value a one-row query returns."""
        row = await (await self.db.execute(sql, params)).fetchone()
        assert row is not None, sql  # aggregates and PRAGMAs always return a row
        return row[0]

    async def _migrate(self) -> None:
        version = await self._scalar("PRAGMA user_version")
        for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
            await self.db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version={number};\nCOMMIT;")

    async def schema_version(self) -> int:
        return int(await self._scalar("PRAGMA user_version"))

    # -- sessions --------------------------------------------------------------------

    async def current_session(self, channel_id: int) -> StoredSession | None:
        """The channel's latest session, whatever its status (the caller decides if it's
        still going)."""
        row = await (
            await self.db.execute(
                "SELECT id, channel_id, guild_id, puzzle, status, started_at, updated_at "
                "FROM sessions WHERE channel_id = ? ORDER BY id DESC LIMIT 1",
                (channel_id,),
            )
        ).fetchone()
        if row is None:
            return None
        cursor = await self.db.execute(
            "SELECT word, pattern, author_id, author_name, message_id FROM guesses "
            "WHERE session_id = ? ORDER BY message_id, idx",
            (row[0],),
        )
        guesses = tuple(StoredGuess(*g) for g in await cursor.fetchall())
        session_id, channel, guild, puzzle, status, started, updated = row
        return StoredSession(session_id, channel, guild, puzzle, status, started, updated, guesses)

    async def start_session(self, channel_id: int, guild_id: int | None, puzzle: int | None) -> int:
        now = time.time()
        async with self._transaction():
            cursor = await self.db.execute(
                "INSERT INTO sessions (channel_id, guild_id, puzzle, started_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (channel_id, guild_id, puzzle, now, now),
            )
        assert cursor.lastrowid is not None  # an INSERT's row id
        return cursor.lastrowid

    async def add_guesses(
        self,
        session_id: int,
        message_id: int,
        guesses: Sequence[tuple[str, str]],
        author_id: int,
        author_name: str,
        status: str = "active",
        puzzle: int | None = None,
        replace_message: bool = False,
    ) -> None:
        """Record a message's guesses (replacing that message's earlier ones on an edit)
        and the session's new status, all in one transaction."""
        now = time.time()
        async with self._transaction():
            if replace_message:
                await self.db.execute(
                    "DELETE FROM guesses WHERE session_id = ? AND message_id = ?",
                    (session_id, message_id),
                )
            await self.db.executemany(
                "INSERT INTO guesses (session_id, message_id, idx, word, pattern, author_id, "
                "author_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (session_id, message_id, i, w, p, author_id, author_name, now)
                    for i, (w, p) in enumerate(guesses)
                ],
            )
            await self.db.execute(
                "UPDATE sessions SET status = ?, updated_at = ?, puzzle = COALESCE(?, puzzle) "
                "WHERE id = ?",
                (status, now, puzzle, session_id),
            )

    async def remove_message(self, session_id: int, message_id: int, status: str) -> int:
        async with self._transaction():
            cursor = await self.db.execute(
                "DELETE FROM guesses WHERE session_id = ? AND message_id = ?",
                (session_id, message_id),
            )
            await self.db.execute(
                "UPDATE sessions SET status = ?, updated_at = ? WHERE id = ?",
                (status, time.time(), session_id),
            )
        return cursor.rowcount

    async def undo_last(self, session_id: int) -> StoredGuess | None:
        async with self._transaction():
            row = await (
                await self.db.execute(
                    "SELECT id, word, pattern, author_id, author_name, message_id FROM guesses "
                    "WHERE session_id = ? ORDER BY message_id DESC, idx DESC LIMIT 1",
                    (session_id,),
                )
            ).fetchone()
            if row is None:
                return None
            await self.db.execute("DELETE FROM guesses WHERE id = ?", (row[0],))
            await self.db.execute(
                "UPDATE sessions SET status = 'active', updated_at = ? WHERE id = ?",
                (time.time(), session_id),
            )
        return StoredGuess(*row[1:])

    async def set_status(self, session_id: int, status: str) -> None:
        async with self._transaction():
            await self.db.execute(
                "UPDATE sessions SET status = ?, updated_at = ? WHERE id = ?",
                (status, time.time(), session_id),
            )

    # -- settings and grids ------------------------------------------------------------

    async def settings(self, channel_id: int) -> ChannelSettings:
        row = await (
            await self.db.execute(
                "SELECT hard, spoilers FROM channel_settings WHERE channel_id = ?", (channel_id,)
            )
        ).fetchone()
        if row is None:
            return ChannelSettings(False, self.spoilers_default)
        return ChannelSettings(
            bool(row[0]), self.spoilers_default if row[1] is None else bool(row[1])
        )

    async def set_hard(self, channel_id: int, hard: bool) -> None:
        await self._set_setting(channel_id, "hard", hard)

    async def set_spoilers(self, channel_id: int, spoilers: bool) -> None:
        await self._set_setting(channel_id, "spoilers", spoilers)

    async def _set_setting(self, channel_id: int, column: str, value: bool) -> None:
        assert column in {"hard", "spoilers"}  # a column name, never user text
        async with self._transaction():
            await self.db.execute(
                f"INSERT INTO channel_settings (channel_id, {column}) VALUES (?, ?) "
                f"ON CONFLICT (channel_id) DO UPDATE SET {column} = excluded.{column}",
                (channel_id, int(value)),
            )

    async def add_grid(
        self,
        guild_id: int,
        puzzle: int,
        author: tuple[int, str],
        message_id: int,
        result: int | None,
        hard: bool,
        rows: Sequence[str],
    ) -> bool:
        """One share per player and puzzle: a re-post replaces the earlier one.  Returns
        whether this player's share for the puzzle is new."""
        author_id, author_name = author
        async with self._transaction():
            cursor = await self.db.execute(
                "SELECT 1 FROM grids WHERE guild_id = ? AND puzzle = ? AND author_id = ?",
                (guild_id, puzzle, author_id),
            )
            new = await cursor.fetchone() is None
            await self.db.execute(
                "INSERT OR REPLACE INTO grids (guild_id, puzzle, author_id, message_id, result, "
                "hard, rows, created_at, author_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    guild_id,
                    puzzle,
                    author_id,
                    message_id,
                    result,
                    int(hard),
                    "\n".join(rows),
                    time.time(),
                    author_name,
                ),
            )
        return new

    async def grids(self, guild_id: int, puzzle: int) -> list[tuple[int, int | None, bool, str]]:
        return [
            (g.author_id, g.result, g.hard, g.rows) for g in await self.shares(guild_id, puzzle)
        ]

    async def shares(self, guild_id: int, puzzle: int) -> list[StoredShare]:
        """Every player's share for one puzzle, in the order they were posted."""
        cursor = await self.db.execute(
            "SELECT author_id, author_name, result, hard, rows FROM grids "
            "WHERE guild_id = ? AND puzzle = ? ORDER BY created_at",
            (guild_id, puzzle),
        )
        return [StoredShare(a, n, r, bool(h), rows) for a, n, r, h, rows in await cursor.fetchall()]

    async def latest_puzzle(self, guild_id: int) -> int | None:
        puzzle = await self._scalar("SELECT MAX(puzzle) FROM grids WHERE guild_id = ?", (guild_id,))
        return None if puzzle is None else int(puzzle)

    async def results(
        self, guild_id: int, author_id: int | None = None, since_puzzle: int = 0
    ) -> list[Result]:
        """Players' results in a guild, oldest puzzle first."""
        query = (
            "SELECT author_id, author_name, puzzle, result, hard FROM grids "
            "WHERE guild_id = ? AND puzzle >= ?"
        )
        args: list = [guild_id, since_puzzle]
        if author_id is not None:
            query += " AND author_id = ?"
            args.append(author_id)
        cursor = await self.db.execute(query + " ORDER BY puzzle, author_id", args)
        return [Result(a, n, p, r, bool(h)) for a, n, p, r, h in await cursor.fetchall()]

    async def forget(self, author_id: int) -> int:
        """Erase a player's results everywhere and take their name off the guesses they
        added to channel games.  Returns how many results were erased."""
        async with self._transaction():
            cursor = await self.db.execute("DELETE FROM grids WHERE author_id = ?", (author_id,))
            erased = cursor.rowcount
            await self.db.execute(
                "UPDATE guesses SET author_id = 0, author_name = 'someone' WHERE author_id = ?",
                (author_id,),
            )
        return erased

    # -- plumbing --------------------------------------------------------------------

    def _transaction(self) -> _Transaction:
        return _Transaction(self.db, self._writing)


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on error: one change, all or nothing.

    Every channel shares one connection, and SQLite has one writer at a time anyway, so
    transactions take turns on ``lock``: two channels' changes never interleave inside one
    BEGIN (found by the e2e load test)."""

    def __init__(self, db: aiosqlite.Connection, lock: asyncio.Lock) -> None:
        self.db = db
        self.lock = lock

    async def __aenter__(self) -> None:
        await self.lock.acquire()
        try:
            await self.db.execute("BEGIN IMMEDIATE")
        except BaseException:
            self.lock.release()
            raise

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        try:
            await self.db.execute("COMMIT" if exc_type is None else "ROLLBACK")
        finally:
            self.lock.release()
