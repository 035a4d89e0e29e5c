"""A channel game's rows in SQL both backends run: reading a session whole, raising its
version (the optimistic lock every change takes first), and taking back what one message
put in it.  Shared by every statement of ``_store.py`` that touches a game."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from bot.domain import Author, Status
from bot.store import Conflict, Queries, SeenAgain, StoredGuess, StoredSession, channel_settings
from bot.store import codecs as codec
from solver import Guess, Play


async def forget_message(q: Queries, session_id: int, message_id: int) -> int:
    """Take back what one message put in a session (its rows and its pastes of rows already
    there); returns how many rows went."""
    await q.execute(
        "DELETE FROM seen_again WHERE session_id = $1 AND message_id = $2", session_id, message_id
    )
    return await q.execute(
        "DELETE FROM guesses WHERE session_id = $1 AND message_id = $2", session_id, message_id
    )


async def read_session(q: Queries, session_id: int) -> StoredSession:
    row = await q.fetchrow(
        "SELECT id, channel_id, guild_id, puzzle, status, started_at, updated_at, version, "
        "kind FROM sessions WHERE id = $1",
        session_id,
    )
    assert row is not None, session_id
    found = await q.fetch(
        "SELECT word, pattern, author_id, author_name, message_id, hard, shown FROM guesses "
        "WHERE session_id = $1 ORDER BY message_id, idx",
        session_id,
    )
    guesses = tuple(
        StoredGuess(
            word,
            codec.feedback(digits),
            Author(author_id, name),
            message_id,
            None if hard is None else bool(hard),
            shown,
        )
        for word, digits, author_id, name, message_id, hard, shown in found
    )
    again = await q.fetch(
        "SELECT word, author_id, author_name, message_id FROM seen_again "
        "WHERE session_id = $1 ORDER BY message_id",
        session_id,
    )
    seen_again = tuple(SeenAgain(w, Author(a, n), m) for w, a, n, m in again)
    _, channel, guild, puzzle, status, started, updated, version, kind = row
    return StoredSession(
        session_id,
        channel,
        guild,
        puzzle,
        Status(status),
        started,
        updated,
        guesses,
        version,
        kind,
        seen_again,
    )


async def touch(
    q: Queries,
    session_id: int,
    status: Status,
    now: float,
    puzzle: int | None = None,
    expected: int | None = None,
) -> None:
    """A session's new status, and its version raised; with ``expected``, only if the
    session is still at that version (else ``Conflict``, and the transaction rolls back).
    Run first in a transaction: on PostgreSQL the update locks the row, so a concurrent
    change waits for this one and then finds the version moved."""
    update = (
        "UPDATE sessions SET status = $1, updated_at = $2, puzzle = COALESCE($3, puzzle), "
        "version = version + 1 WHERE id = $4"
    )
    args: list[object] = [status.value, now, puzzle, session_id]
    if expected is not None:
        update += " AND version = $5"
        args.append(expected)
    if not await q.execute(update, *args) and expected is not None:
        raise Conflict(f"session {session_id} changed since version {expected}")


async def start(
    q: Queries,
    channel_id: int,
    guild_id: int | None,
    puzzle: int | None,
    seen: int | None,
    kind: str,
) -> int:
    """``Store.start_session`` inside a transaction."""
    now = time.time()
    if seen is not None:
        latest = await q.fetchval(
            "SELECT COALESCE(MAX(id), 0) FROM sessions WHERE channel_id = $1", channel_id
        )
        if latest != seen:
            raise Conflict(f"channel {channel_id} has a newer session")
    session_id = await q.fetchval(
        "INSERT INTO sessions (channel_id, guild_id, puzzle, status, started_at, "
        "updated_at, kind) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        channel_id,
        guild_id,
        puzzle,
        Status.ACTIVE.value,
        now,
        now,
        kind,
    )
    return int(session_id)


@dataclass(frozen=True)
class Rows:
    """One message's rows for a session, and the words of the board's rows it pasted again."""

    session_id: int
    message_id: int
    author: Author
    posted: bool
    guesses: Sequence[Guess | Play]
    seen_again: Sequence[str] = ()
    shown: Sequence[str] = ()  # each guess as typed ("" or none: not typed, as a share's)
    # the mode they are played in, as the paste was judged in it (None: the channel's now)
    hard: bool | None = None


async def add_rows(q: Queries, rows: Rows, replace_message: bool) -> StoredSession:
    """A message's rows into a session ``touch`` has already locked (an edit's earlier rows
    gone first); the session as it now stands.  Keyed by message: a replay adds nothing."""
    session_id, message_id, author, now = rows.session_id, rows.message_id, rows.author, time.time()
    if replace_message:
        await forget_message(q, session_id, message_id)
    hard = rows.hard  # each row keeps the mode it was played in
    if hard is None and rows.guesses:
        hard = await _mode_now(q, session_id)
    if rows.seen_again:
        await q.executemany(
            "INSERT INTO seen_again (session_id, message_id, word, author_id, author_name, "
            "created_at) VALUES ($1, $2, $3, $4, $5, $6) "
            "ON CONFLICT (session_id, message_id, word) DO NOTHING",
            [(session_id, message_id, w, author.id, author.name, now) for w in rows.seen_again],
        )
    await q.executemany(
        "INSERT INTO guesses (session_id, message_id, idx, word, pattern, author_id, "
        "author_name, created_at, posted, hard, shown) "
        "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) "
        "ON CONFLICT (session_id, message_id, idx) DO NOTHING",
        [
            (
                session_id,
                message_id,
                i,
                g.word,
                codec.feedback_text(g),
                author.id,
                author.name,
                now,
                rows.posted,
                hard,
                rows.shown[i] if i < len(rows.shown) and rows.shown[i] else None,
            )
            for i, g in enumerate(rows.guesses)
        ],
    )
    return await read_session(q, session_id)


async def _mode_now(q: Queries, session_id: int) -> bool:
    """Whether the session's channel plays hard mode now (its own mode, else its
    server's): the mode a row written now is played in."""
    row = await q.fetchrow("SELECT channel_id, guild_id FROM sessions WHERE id = $1", session_id)
    assert row is not None, session_id
    return (await channel_settings(q, row[0], row[1], spoilers_default=False)).hard
