"""The store's logic, written once in SQL both backends run (bot/store/_database.py).

A backend (sqlite.py, postgres.py) brings its connection and its schema's migrations; the
tables and columns are the same in both, so every statement here serves both.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Self

import asyncpg

from bot.domain import Author, Status, snowflake_at, time_of
from bot.store import _sessions as sessions
from bot.store import codecs as codec
from bot.store import share_rows as shares
from bot.store._database import Database, Queries, Unavailable
from bot.store._reads import mark_message_read
from bot.store.model import (
    Behind,
    PasteWrites,
    StoredGuess,
    StoredSession,
    Taken,
)
from solver import WORDLE, Guess, Play

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

    # -- channel games -----------------------------------------------------------------

    async def current_session(self, channel_id: int) -> StoredSession | None:
        session_id = await self.db.fetchval(
            "SELECT id FROM sessions WHERE channel_id = $1 ORDER BY id DESC LIMIT 1", channel_id
        )
        return None if session_id is None else await sessions.read_session(self.db, session_id)

    async def games_behind(self, since: float) -> list[Behind]:
        rows = await self.db.fetch(
            "SELECT s.channel_id, s.guild_id, s.started_at, s.status, s.id, ("
            "SELECT MAX(m) FROM ("
            "SELECT g.message_id AS m FROM guesses g JOIN sessions t ON t.id = g.session_id "
            "WHERE t.channel_id = s.channel_id UNION ALL "
            "SELECT a.message_id FROM seen_again a JOIN sessions t ON t.id = a.session_id "
            "WHERE t.channel_id = s.channel_id UNION ALL "
            "SELECT t.read_up_to FROM sessions t WHERE t.channel_id = s.channel_id) AS taken"
            ") FROM sessions s WHERE s.updated_at >= $1 "
            "AND s.id = (SELECT MAX(id) FROM sessions WHERE channel_id = s.channel_id) "
            "ORDER BY s.channel_id",
            since,
        )
        shared = await shares.shared_since(self.db, snowflake_at(since))
        games = [
            Behind(
                int(channel),
                None if guild is None else int(guild),
                int(last or 0),
                float(started),
                () if Status(status) == Status.RESET else await self._posted_rows(int(session)),
                shared.pop(int(channel), (0, ()))[1],
            )
            for channel, guild, started, status, session, last in rows
        ]
        # channels whose shares alone were read: from their newest share on
        alone = [Behind(c, g, m[-1], time_of(m[0]), (), m) for c, (g, m) in shared.items()]
        return sorted(games + alone, key=lambda behind: behind.channel_id)

    async def _posted_rows(self, session_id: int) -> tuple[int, ...]:
        """The messages in the channel that gave a game its rows, oldest first."""
        found = await self.db.fetch(
            "SELECT DISTINCT message_id FROM guesses WHERE session_id = $1 AND posted = $2 "
            "ORDER BY message_id",
            session_id,
            True,
        )
        return tuple(int(m) for (m,) in found)

    async def start_session(
        self,
        channel_id: int,
        guild_id: int | None,
        puzzle: int | None,
        seen: int | None = None,
        kind: str = WORDLE.name,
    ) -> int:
        codec.puzzle(puzzle)
        async with self.db.transaction(channel_id) as tx:
            return await sessions.start(tx, channel_id, guild_id, puzzle, seen, kind)

    async def add_guesses(
        self,
        session_id: int,
        message_id: int,
        guesses: Sequence[Guess | Play],
        author: Author,
        status: Status = Status.ACTIVE,
        puzzle: int | None = None,
        replace_message: bool = False,
        expected: int | None = None,
        seen_again: Sequence[str] = (),
        posted: bool = True,
    ) -> StoredSession:
        codec.puzzle(puzzle)
        async with self.db.transaction() as tx:
            rows = sessions.Rows(session_id, message_id, author, posted, guesses, seen_again)
            await sessions.touch(tx, session_id, status, time.time(), puzzle, expected)
            return await sessions.add_rows(tx, rows, replace_message)

    async def take_paste(self, paste: PasteWrites) -> Taken:
        async with self.db.transaction(paste.channel_id) as tx:
            if paste.edit:
                await shares.remove_shares(tx, paste.message_id)
            replaced = [
                s.puzzle
                for s in paste.shares
                if not await shares.add_share(tx, paste.home, paste.author, paste.message_id, s)
            ]
            for b in paste.boards:
                await shares.add_board_result(tx, paste.home, paste.author, paste.message_id, b)
            await mark_message_read(tx, paste.message_id, paste.channel_id)  # /import skips it
            session = await self._play(tx, paste) if paste.game is not None else None
            mine = await shares.results(tx, paste.home, paste.author.id) if paste.shares else []
        return Taken(session, tuple(replaced), tuple(mine))

    async def _play(self, tx: Queries, paste: PasteWrites) -> StoredSession:
        """A paste's rows into its game: the game it ends cleared first, the one it starts
        begun (``Conflict`` if another began since it was read), then its rows."""
        game, now = paste.game, time.time()
        assert game is not None
        codec.puzzle(game.puzzle)
        if game.ending is not None:
            await sessions.touch(tx, game.ending, Status.RESET, now)
        session_id, expected = game.session_id, game.expected
        if session_id is None:
            session_id = await sessions.start(
                tx, paste.channel_id, paste.guild_id, game.puzzle, game.seen, game.kind
            )
        await sessions.touch(tx, session_id, game.status, now, game.puzzle, expected)
        rows = sessions.Rows(
            session_id,
            paste.message_id,
            paste.author,
            paste.posted,
            game.plays,
            game.seen_again,
            game.shown,
        )
        return await sessions.add_rows(tx, rows, game.replace_message)

    async def remove_message(
        self, session_id: int, message_id: int, status: Status, expected: int | None = None
    ) -> int:
        async with self.db.transaction() as tx:
            await sessions.touch(tx, session_id, status, time.time(), expected=expected)
            return await sessions.forget_message(tx, session_id, message_id)

    async def undo_last(self, session_id: int) -> StoredGuess | None:
        async with self.db.transaction() as tx:
            row = await tx.fetchrow(
                "SELECT id, word, pattern, author_id, author_name, message_id, hard, shown "
                "FROM guesses "
                "WHERE session_id = $1 ORDER BY message_id DESC, idx DESC LIMIT 1",
                session_id,
            )
            if row is None:
                return None
            await tx.execute(  # read, though no row will say so: a restart reads after it
                "UPDATE sessions SET read_up_to = (SELECT MAX(m) FROM ("
                "SELECT message_id AS m FROM guesses WHERE session_id = $1 UNION ALL "
                "SELECT message_id FROM seen_again WHERE session_id = $1 UNION ALL "
                "SELECT read_up_to FROM sessions WHERE id = $1) AS taken) WHERE id = $1",
                session_id,
            )
            await tx.execute("DELETE FROM guesses WHERE id = $1", row[0])
            await tx.execute(  # whoever pasted it again played the row that went
                "DELETE FROM seen_again WHERE session_id = $1 AND word = $2", session_id, row[1]
            )
            await sessions.touch(tx, session_id, Status.ACTIVE, time.time())
        _, word, digits, author_id, name, message_id, hard, shown = row
        author = Author(author_id, name)
        mode = None if hard is None else bool(hard)
        return StoredGuess(word, codec.feedback(digits), author, message_id, mode, shown)

    async def set_status(self, session_id: int, status: Status) -> None:
        async with self.db.transaction() as tx:
            await sessions.touch(tx, session_id, status, time.time())

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
