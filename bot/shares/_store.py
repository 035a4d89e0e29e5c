"""The shares' store role: players' shares and results, the games a player took part in,
forgetting a player, and the messages read for their results.  ``ShareStore`` says what
the feature needs (``Shares``, and the daily summary that sums them up); ``SQLShares`` is
its SQL, once for both backends, run on the store's database.  The writes a paste's
transaction makes beside its rows (a share, a board result, a message's shares taken
back) are ``bot.store.share_rows``', run here too; the tables are the store's
migrations'."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bot.domain import Author, Status
from bot.store import (
    BoardResult,
    BoardsRow,
    Result,
    Row,
    ShareRow,
    StoredShare,
    StoreRole,
    TookPart,
    mark_message_read,
    share_rows,
)
from bot.store import (
    codecs as codec,
)
from bot.store.model import SHARE
from solver import Pattern


class ShareStore(Protocol):
    """Players' shares and results (bot/shares), and forgetting a player."""

    async def add_share(
        self,
        guild_id: int,
        puzzle: int,
        author: Author,
        message_id: int,
        result: int | None,
        hard: bool,
        rows: Sequence[Pattern],
        words: Sequence[str | None] | None = None,
    ) -> bool:
        """One share per player and puzzle (a re-post replaces the earlier one), with the
        words typed beside its rows if any; whether this player's share for the puzzle is
        new."""
        ...

    async def remove_shares(self, message_id: int) -> int:
        """Take back what a message's shares counted (it was deleted, or edited away from
        them): their results leave stats, as a deleted message's rows leave its game; how
        many results went.  Keyed by message: a second removal takes nothing."""
        ...

    async def shares(self, guild_id: int, puzzle: int) -> list[StoredShare]: ...

    async def share_of(self, guild_id: int, puzzle: int, author_id: int) -> StoredShare | None:
        """One player's pasted share of a puzzle (an app line is none), or None."""
        ...

    async def latest_puzzle(self, guild_id: int) -> int | None: ...

    async def results(
        self, guild_id: int, author_id: int | None = None, since_puzzle: int = 0
    ) -> list[Result]: ...

    async def add_board_result(
        self,
        guild_id: int,
        game: str,
        puzzle: int,
        author: Author,
        message_id: int,
        boards: Sequence[int | None],
    ) -> bool:
        """A multi-board share: one per player, game and puzzle (a re-post replaces the
        earlier one); whether it is new."""
        ...

    async def board_results(
        self, guild_id: int, game: str, author_id: int | None = None, since: float = 0.0
    ) -> list[BoardResult]: ...

    async def took_part(self, home: int, game: str, author_id: int) -> list[TookPart]:
        """The channel games of one kind a player played in, in a guild (or a DM, by its
        channel), oldest first."""
        ...

    async def forget(self, author_id: int) -> int:
        """Erase a player's results everywhere and take their name off the guesses they
        added to channel games; how many results were erased."""
        ...

    async def mark_read(self, message_id: int, channel_id: int) -> None:
        """Note a message as read for its results (its shares are recorded)."""
        ...


class SQLShares(StoreRole):
    """``ShareStore`` in SQL (each method said once, by the protocol), on the store's
    database; the writes a paste's transaction shares are bot.store.share_rows'."""

    async def add_share(
        self,
        guild_id: int,
        puzzle: int,
        author: Author,
        message_id: int,
        result: int | None,
        hard: bool,
        rows: Sequence[Pattern],
        words: Sequence[str | None] | None = None,
    ) -> bool:
        share = ShareRow(puzzle, result, hard, tuple(rows), None if words is None else tuple(words))
        async with self.db.transaction() as tx:
            return await share_rows.add_share(tx, guild_id, author, message_id, share)

    async def add_board_result(
        self,
        guild_id: int,
        game: str,
        puzzle: int,
        author: Author,
        message_id: int,
        boards: Sequence[int | None],
    ) -> bool:
        share = BoardsRow(game, puzzle, tuple(boards))
        async with self.db.transaction() as tx:
            return await share_rows.add_board_result(tx, guild_id, author, message_id, share)

    async def remove_shares(self, message_id: int) -> int:
        found = await self.db.fetchval(  # most messages deleted are chat: no write for them
            "SELECT 1 FROM grids WHERE message_id = $1 AND source = $2 UNION ALL "
            "SELECT 1 FROM board_results WHERE message_id = $1",
            message_id,
            SHARE,
        )
        if found is None:
            return 0
        async with self.db.transaction() as tx:
            return await share_rows.remove_shares(tx, message_id)

    async def shares(self, guild_id: int, puzzle: int) -> list[StoredShare]:
        """Every player's share for one puzzle, in the order they were posted."""
        codec.puzzle(puzzle)
        found = await self.db.fetch(
            f"SELECT {SHARE_COLUMNS} FROM grids WHERE guild_id = $1 AND puzzle = $2 "
            "ORDER BY created_at",
            guild_id,
            puzzle,
        )
        return [_stored(row) for row in found]

    async def share_of(self, guild_id: int, puzzle: int, author_id: int) -> StoredShare | None:
        found = await self.db.fetch(
            f"SELECT {SHARE_COLUMNS} FROM grids WHERE guild_id = $1 AND puzzle = $2 "
            "AND author_id = $3 AND source = $4",
            guild_id,
            codec.puzzle(puzzle),
            author_id,
            SHARE,
        )
        return next((_stored(row) for row in found), None)

    async def latest_puzzle(self, guild_id: int) -> int | None:
        puzzle = await self.db.fetchval(
            "SELECT MAX(puzzle) FROM grids WHERE guild_id = $1", guild_id
        )
        return None if puzzle is None else int(puzzle)

    async def results(
        self, guild_id: int, author_id: int | None = None, since_puzzle: int = 0
    ) -> list[Result]:
        return await share_rows.results(self.db, guild_id, author_id, since_puzzle)

    async def board_results(
        self, guild_id: int, game: str, author_id: int | None = None, since: float = 0.0
    ) -> list[BoardResult]:
        """Players' results of one multi-board game in a guild, oldest puzzle first; only
        shares posted at or after ``since`` (a timestamp)."""
        return await share_rows.board_results(self.db, guild_id, game, author_id, since)

    async def took_part(self, home: int, game: str, author_id: int) -> list[TookPart]:
        found = await self.db.fetch(
            "SELECT s.status, COUNT(*) FROM sessions s JOIN ("
            "SELECT session_id FROM guesses WHERE author_id = $3 UNION ALL "
            "SELECT session_id FROM seen_again WHERE author_id = $3) p ON p.session_id = s.id "
            "WHERE COALESCE(s.guild_id, s.channel_id) = $1 AND s.kind = $2 "
            "GROUP BY s.id, s.status ORDER BY s.id",
            home,
            game,
            author_id,
        )
        return [TookPart(Status(status), rows) for status, rows in found]

    async def forget(self, author_id: int) -> int:
        async with self.db.transaction() as tx:
            erased = await tx.execute("DELETE FROM grids WHERE author_id = $1", author_id)
            erased += await tx.execute("DELETE FROM board_results WHERE author_id = $1", author_id)
            await tx.execute("DELETE FROM name_links WHERE author_id = $1", author_id)
            await tx.execute("DELETE FROM user_settings WHERE user_id = $1", author_id)
            for table in ("guesses", "seen_again"):
                await tx.execute(
                    f"UPDATE {table} SET author_id = 0, author_name = 'someone' "
                    "WHERE author_id = $1",
                    author_id,
                )
        return erased

    async def mark_read(self, message_id: int, channel_id: int) -> None:
        async with self.db.transaction() as tx:
            await mark_message_read(tx, message_id, channel_id)


SHARE_COLUMNS = "author_id, author_name, result, hard, rows, source, words"  # _stored's


def _stored(row: Row) -> StoredShare:
    """A share as its ``SHARE_COLUMNS`` row holds it."""
    a, n, r, h, rows, s, w = row
    return StoredShare(Author(a, n), r, bool(h), codec.rows(rows), s, codec.words(w))
