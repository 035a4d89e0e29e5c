"""The embedded backend: one SQLite file (aiosqlite, WAL), the default with no settings.

The schema is created and migrated here, keyed by ``PRAGMA user_version``, so a file from
any earlier release upgrades in place when it is opened.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import aiosqlite

from bot.domain import Author
from bot.rules import Status
from bot.store.model import (
    Channel,
    ChannelSettings,
    Result,
    StoredGuess,
    StoredSession,
    StoredShare,
)
from solver import Guess
from solver.cache import BoundedCache
from solver.feedback import Pattern, from_digits, to_digits

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


def _rows_text(rows: Iterable[Pattern]) -> str:
    return "\n".join(to_digits(r) for r in rows)


# a stored row's digits -> its pattern: few distinct rows (3^5 for Wordle), read often
# (every share of a puzzle, each time one more is posted)
_patterns: BoundedCache[str, Pattern] = BoundedCache("stored rows", 4096)


def _rows(text: str) -> tuple[Pattern, ...]:
    return tuple(
        _patterns.get(row) or _patterns.put(row, from_digits(row))
        for row in text.split("\n")
        if row
    )


class SQLiteStore:
    def __init__(self, path: str | Path, spoilers_default: bool = True) -> None:
        self.path = Path(path)
        self.spoilers_default = spoilers_default
        self._writing = asyncio.Lock()
        self._db: aiosqlite.Connection | None = None

    async def open(self) -> Self:
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

    # -- channel games -----------------------------------------------------------------

    async def channel(self, channel_id: int) -> Channel:
        return Channel(await self.current_session(channel_id), await self.settings(channel_id))

    async def current_session(self, channel_id: int) -> StoredSession | None:
        row = await (
            await self.db.execute(
                "SELECT id FROM sessions WHERE channel_id = ? ORDER BY id DESC LIMIT 1",
                (channel_id,),
            )
        ).fetchone()
        return None if row is None else await self._session(row[0])

    async def _session(self, session_id: int) -> StoredSession:
        row = await (
            await self.db.execute(
                "SELECT id, channel_id, guild_id, puzzle, status, started_at, updated_at "
                "FROM sessions WHERE id = ?",
                (session_id,),
            )
        ).fetchone()
        assert row is not None, session_id
        cursor = await self.db.execute(
            "SELECT word, pattern, author_id, author_name, message_id FROM guesses "
            "WHERE session_id = ? ORDER BY message_id, idx",
            (session_id,),
        )
        guesses = tuple(
            StoredGuess(word, from_digits(digits), Author(author_id, name), message_id)
            for word, digits, author_id, name, message_id in await cursor.fetchall()
        )
        _, channel, guild, puzzle, status, started, updated = row
        return StoredSession(
            session_id, channel, guild, puzzle, Status(status), started, updated, guesses
        )

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

    async def start_session(self, channel_id: int, guild_id: int | None, puzzle: int | None) -> int:
        now = time.time()
        async with self._transaction():
            cursor = await self.db.execute(
                "INSERT INTO sessions (channel_id, guild_id, puzzle, status, started_at, "
                "updated_at) VALUES (?, ?, ?, ?, ?, ?)",
                (channel_id, guild_id, puzzle, Status.ACTIVE.value, now, now),
            )
        assert cursor.lastrowid is not None  # an INSERT's row id
        return cursor.lastrowid

    async def add_guesses(
        self,
        session_id: int,
        message_id: int,
        guesses: Sequence[Guess],
        author: Author,
        status: Status = Status.ACTIVE,
        puzzle: int | None = None,
        replace_message: bool = False,
    ) -> StoredSession:
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
                    (
                        session_id,
                        message_id,
                        i,
                        g.word,
                        to_digits(g.pattern),
                        author.id,
                        author.name,
                        now,
                    )
                    for i, g in enumerate(guesses)
                ],
            )
            await self._touch(session_id, status, now, puzzle)
            return await self._session(session_id)

    async def _touch(
        self, session_id: int, status: Status, now: float, puzzle: int | None = None
    ) -> None:
        await self.db.execute(
            "UPDATE sessions SET status = ?, updated_at = ?, puzzle = COALESCE(?, puzzle) "
            "WHERE id = ?",
            (status.value, now, puzzle, session_id),
        )

    async def remove_message(self, session_id: int, message_id: int, status: Status) -> int:
        async with self._transaction():
            cursor = await self.db.execute(
                "DELETE FROM guesses WHERE session_id = ? AND message_id = ?",
                (session_id, message_id),
            )
            await self._touch(session_id, status, time.time())
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
            await self._touch(session_id, Status.ACTIVE, time.time())
        _, word, digits, author_id, name, message_id = row
        return StoredGuess(word, from_digits(digits), Author(author_id, name), message_id)

    async def set_status(self, session_id: int, status: Status) -> None:
        async with self._transaction():
            await self._touch(session_id, status, time.time())

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

    # -- shares ------------------------------------------------------------------------

    async def add_share(
        self,
        guild_id: int,
        puzzle: int,
        author: Author,
        message_id: int,
        result: int | None,
        hard: bool,
        rows: Sequence[Pattern],
    ) -> bool:
        async with self._transaction():
            cursor = await self.db.execute(
                "SELECT 1 FROM grids WHERE guild_id = ? AND puzzle = ? AND author_id = ?",
                (guild_id, puzzle, author.id),
            )
            new = await cursor.fetchone() is None
            await self.db.execute(
                "INSERT OR REPLACE INTO grids (guild_id, puzzle, author_id, message_id, result, "
                "hard, rows, created_at, author_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    guild_id,
                    puzzle,
                    author.id,
                    message_id,
                    result,
                    int(hard),
                    _rows_text(rows),
                    time.time(),
                    author.name,
                ),
            )
        return new

    async def shares(self, guild_id: int, puzzle: int) -> list[StoredShare]:
        """Every player's share for one puzzle, in the order they were posted."""
        cursor = await self.db.execute(
            "SELECT author_id, author_name, result, hard, rows FROM grids "
            "WHERE guild_id = ? AND puzzle = ? ORDER BY created_at",
            (guild_id, puzzle),
        )
        return [
            StoredShare(Author(a, n), r, bool(h), _rows(rows))
            for a, n, r, h, rows in await cursor.fetchall()
        ]

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
