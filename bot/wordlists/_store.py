"""The word lists' store role: a server's uploaded list kept under its content hash, once
whoever sends it.  ``ListStore`` says what ``ServerLists`` needs; ``SQLLists`` is its SQL,
once for both backends, run on the store's database (the table is the store's
migrations')."""

from __future__ import annotations

from typing import Protocol

from bot.store import StoreRole


class ListStore(Protocol):
    """Servers' own word lists (bot/wordlists)."""

    async def put_word_list(
        self, digest: str, length: int, answers: str, guesses: str, guild_id: int, at: float
    ) -> None:
        """A server's uploaded list under its content hash (kept once, whoever sends it)."""
        ...

    async def word_list(self, digest: str) -> tuple[str, str] | None:
        """An uploaded list's answers and guesses, one word a line; None if unknown."""
        ...


class SQLLists(StoreRole):
    """``ListStore`` in SQL (each method said once, by the protocol), on the store's
    database."""

    async def put_word_list(
        self, digest: str, length: int, answers: str, guesses: str, guild_id: int, at: float
    ) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO word_lists (digest, length, answers, guesses, guild_id, created_at) "
                "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (digest) DO NOTHING",
                digest,
                length,
                answers,
                guesses,
                guild_id,
                at,
            )

    async def word_list(self, digest: str) -> tuple[str, str] | None:
        row = await self.db.fetchrow(
            "SELECT answers, guesses FROM word_lists WHERE digest = $1", digest
        )
        return None if row is None else (row[0], row[1])
