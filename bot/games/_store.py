"""The games' store role: a channel's sessions, their rows and their status, and the one
transaction a paste takes (its rows, its shares, the message read).  ``GameStore`` says
what ``Games`` needs; ``SQLGames`` is its SQL, once for both backends, run on the store's
database (the rows' own SQL in ``_sessions.py``; a paste's shares through
``bot.store.share_rows``; the tables are the store's migrations').  Every change is one
transaction and takes the game's version first, so a write on a stale read is a
``Conflict`` and changes nothing."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Protocol

from bot.domain import Author, Status, snowflake_at, time_of
from bot.games import _sessions as sessions
from bot.store import (
    Behind,
    PasteWrites,
    Queries,
    StoredGuess,
    StoredSession,
    StoreRole,
    Taken,
    mark_message_read,
)
from bot.store import codecs as codec
from bot.store import share_rows as shares
from solver import WORDLE, Guess, Play


class GameStore(Protocol):
    """Channel games: sessions, their rows and their status (bot/games)."""

    async def current_session(self, channel_id: int) -> StoredSession | None: ...

    async def games_behind(self, since: float) -> list[Behind]:
        """Each channel whose latest game (going, ended, cleared or started empty) changed
        at or after ``since`` (a timestamp), by channel: where to read what it missed."""
        ...

    async def start_session(
        self,
        channel_id: int,
        guild_id: int | None,
        puzzle: int | None,
        seen: int | None = None,
        kind: str = WORDLE.name,
    ) -> int:
        """A new session of a game ``kind`` in the channel; with ``seen`` (the id of the
        channel's latest session when the caller read it, 0 for none), only if no other
        began since (else ``Conflict``)."""
        ...

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
        """A message's guesses (replacing that message's earlier ones on an edit), the words
        of the board's rows it pasted again, and the session's new status, in one
        transaction; returns the session as it now stands.
        With ``expected``, only if the session is still at that version (else
        ``Conflict``, nothing changed).  ``posted``: the message is one in the channel
        (a command's interaction is not).  Keyed by message: a replay adds nothing."""
        ...

    async def take_paste(self, paste: PasteWrites) -> Taken:
        """Everything an accepted paste writes, in one transaction: its shares' results
        (an edit's replacing those its message counted before), the game it clears or
        starts and its rows (with ``expected``, only if the game is still at that
        version; a new game only if no other began since: else ``Conflict``, nothing
        written), the message marked read.  Keyed by message: a replay adds nothing."""
        ...

    async def remove_message(
        self, session_id: int, message_id: int, status: Status, expected: int | None = None
    ) -> int: ...

    async def undo_last(self, session_id: int) -> StoredGuess | None: ...

    async def set_status(self, session_id: int, status: Status) -> None: ...


class SQLGames(StoreRole):
    """``GameStore`` in SQL (each method said once, by the protocol), on the store's
    database."""

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
            boards = [
                r
                for game in sorted({b.game for b in paste.boards})
                for r in await shares.board_results(tx, paste.home, game, paste.author.id)
            ]
        return Taken(session, tuple(replaced), tuple(mine), tuple(boards))

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
            game.hard,
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
