"""The votes' store role (``/vote``): one open poll per channel, claimed before it is
posted so two processes never post two, closed exactly once.  ``VoteStore`` says what the
feature needs; ``SQLVotes`` is its SQL, once for both backends, run on the store's
database (``bot.store.HasDatabase``).  The ``votes`` table itself is made by the store's
numbered migrations (``016_votes.sql``, ``021_vote_game.sql``), one sequence for every
feature's tables."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from bot.store import Row, StoreRole


@dataclass(frozen=True)
class Vote:
    """A channel's open vote (``/vote``): the poll's message once posted, the game's
    version it was about, the words in the poll's order, and when it ends; the game's
    session and rows then (None: not kept, a vote from before), to say what moved it on."""

    channel_id: int
    guild_id: int | None
    message_id: int | None
    version: int
    words: tuple[str, ...]
    opened_at: float
    ends_at: float
    session_id: int | None = None
    rows: int | None = None


class VoteStore(Protocol):
    async def open_vote(self, vote: Vote, stale: float) -> Vote | None:
        """Claim the channel's vote (None), unless one is open: that one.  A claim not
        posted within ``stale`` seconds gives way (its process died before posting)."""
        ...

    async def vote_posted(self, channel_id: int, message_id: int) -> None:
        """The claimed vote's poll is posted as ``message_id``."""
        ...

    async def drop_vote(self, channel_id: int) -> None:
        """The claimed vote's poll could not be posted: the claim goes."""
        ...

    async def open_votes(self) -> list[Vote]:
        """Every posted vote not closed yet, the soonest to end first."""
        ...

    async def close_vote(self, channel_id: int, message_id: int) -> bool:
        """Close the vote: True for exactly one caller."""
        ...


COLUMNS = (
    "channel_id, guild_id, message_id, version, words, opened_at, ends_at, session_id, row_count"
)


def _vote(row: Row) -> Vote:
    channel_id, guild_id, message_id, version, words, opened_at, ends_at, session, rows = row
    return Vote(
        int(channel_id),
        None if guild_id is None else int(guild_id),
        None if message_id is None else int(message_id),
        int(version),
        tuple(words.split()),
        float(opened_at),
        float(ends_at),
        None if session is None else int(session),
        None if rows is None else int(rows),
    )


class SQLVotes(StoreRole):
    """``VoteStore`` on the store's database, whichever backend (its methods are said
    once, by ``VoteStore``)."""

    async def open_vote(self, vote: Vote, stale: float) -> Vote | None:
        async with self.db.transaction() as tx:
            # a claim whose poll was never posted (its process died) gives way
            await tx.execute(
                "DELETE FROM votes WHERE channel_id = $1 AND message_id IS NULL AND opened_at < $2",
                vote.channel_id,
                vote.opened_at - stale,
            )
            claimed = await tx.execute(
                f"INSERT INTO votes ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) "
                "ON CONFLICT (channel_id) DO NOTHING",
                vote.channel_id,
                vote.guild_id,
                vote.message_id,
                vote.version,
                " ".join(vote.words),
                vote.opened_at,
                vote.ends_at,
                vote.session_id,
                vote.rows,
            )
            if claimed:
                return None
            found = await tx.fetchrow(
                f"SELECT {COLUMNS} FROM votes WHERE channel_id = $1", vote.channel_id
            )
        return vote if found is None else _vote(found)  # (closed meanwhile: still not ours)

    async def vote_posted(self, channel_id: int, message_id: int) -> None:
        await self.db.execute(
            "UPDATE votes SET message_id = $2 WHERE channel_id = $1 AND message_id IS NULL",
            channel_id,
            message_id,
        )

    async def drop_vote(self, channel_id: int) -> None:
        await self.db.execute(
            "DELETE FROM votes WHERE channel_id = $1 AND message_id IS NULL", channel_id
        )

    async def open_votes(self) -> list[Vote]:
        found = await self.db.fetch(
            f"SELECT {COLUMNS} FROM votes WHERE message_id IS NOT NULL ORDER BY ends_at"
        )
        return [_vote(row) for row in found]

    async def close_vote(self, channel_id: int, message_id: int) -> bool:
        gone = await self.db.execute(
            "DELETE FROM votes WHERE channel_id = $1 AND message_id = $2", channel_id, message_id
        )
        return gone == 1
