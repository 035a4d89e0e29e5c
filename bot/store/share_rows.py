"""Players' shares and results in SQL both backends run, as a paste's transaction writes
them beside its rows (so they stay the store's): one share per player and puzzle
(``grids``), one multi-board result per player, game and puzzle (``board_results``), a
message's shares taken back when it is deleted or edited away, a player's results (of the
NYT's and of another game), and the shares a restart's catch-up looks for.  The shares'
own role (bot/shares/_store.py) runs them too."""

from __future__ import annotations

import time

from bot.domain import Author, time_of
from bot.store import codecs as codec
from bot.store._database import Queries
from bot.store.model import APP, SHARE, BoardResult, BoardsRow, Result, ShareRow


async def add_share(
    q: Queries, guild_id: int, author: Author, message_id: int, share: ShareRow
) -> bool:
    """The ``Store.add_share`` write, inside a transaction."""
    puzzle = codec.puzzle(share.puzzle)
    known = await q.fetchval(
        "SELECT source FROM grids WHERE guild_id = $1 AND puzzle = $2 AND author_id = $3",
        guild_id,
        puzzle,
        author.id,
    )
    await q.execute(
        "INSERT INTO grids (guild_id, puzzle, author_id, message_id, result, hard, rows, "
        "created_at, author_name, words) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, "
        "$10) ON CONFLICT (guild_id, puzzle, author_id) DO UPDATE SET "
        "message_id = excluded.message_id, result = excluded.result, "
        "hard = excluded.hard, rows = excluded.rows, created_at = excluded.created_at, "
        "author_name = excluded.author_name, source = excluded.source, "
        "words = excluded.words",
        guild_id,
        puzzle,
        author.id,
        message_id,
        share.result,
        share.hard,
        codec.rows_text(share.rows),
        time.time(),
        author.name,
        codec.words_text(share.words),
    )
    return known in (None, APP)  # an app line it replaces was no share


async def add_board_result(
    q: Queries, guild_id: int, author: Author, message_id: int, share: BoardsRow
) -> bool:
    """The ``Store.add_board_result`` write, inside a transaction."""
    game, puzzle = share.game, codec.puzzle(share.puzzle)
    known = await q.fetchval(
        "SELECT 1 FROM board_results WHERE guild_id = $1 AND game = $2 AND puzzle = $3 "
        "AND author_id = $4",
        guild_id,
        game,
        puzzle,
        author.id,
    )
    await q.execute(
        "INSERT INTO board_results (guild_id, game, puzzle, author_id, author_name, "
        "message_id, boards, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) "
        "ON CONFLICT (guild_id, game, puzzle, author_id) DO UPDATE SET "
        "author_name = excluded.author_name, message_id = excluded.message_id, "
        "boards = excluded.boards, created_at = excluded.created_at",
        guild_id,
        game,
        puzzle,
        author.id,
        author.name,
        message_id,
        codec.boards_text(share.boards),
        time.time(),
    )
    return known is None


async def remove_shares(q: Queries, message_id: int) -> int:
    """The ``Store.remove_shares`` write, inside a transaction."""
    removed = await q.execute(
        "DELETE FROM grids WHERE message_id = $1 AND source = $2", message_id, SHARE
    )
    return removed + await q.execute("DELETE FROM board_results WHERE message_id = $1", message_id)


async def shared_since(q: Queries, since: int) -> dict[int, tuple[int, tuple[int, ...]]]:
    """Each channel's messages from ``since`` (a message id) on whose shares count
    results, oldest first, with their server's id; a DM's (whose results count in the
    DM itself) left out, as a restart reads no DM's history."""
    found = await q.fetch(
        "SELECT r.channel_id, g.guild_id, r.message_id FROM read_messages r "
        "JOIN grids g ON g.message_id = r.message_id AND g.source = $2 "
        "WHERE r.message_id >= $1 UNION "
        "SELECT r.channel_id, b.guild_id, r.message_id FROM read_messages r "
        "JOIN board_results b ON b.message_id = r.message_id WHERE r.message_id >= $1 "
        "ORDER BY 1, 3",
        since,
        SHARE,
    )
    by_channel: dict[int, tuple[int, tuple[int, ...]]] = {}
    for channel, guild, message in found:
        if int(guild) != int(channel):
            _, earlier = by_channel.get(int(channel), (int(guild), ()))
            by_channel[int(channel)] = (int(guild), (*earlier, int(message)))
    return by_channel


async def board_results(
    q: Queries, guild_id: int, game: str, author_id: int | None = None, since: float = 0.0
) -> list[BoardResult]:
    """Players' results of one game other than the NYT's in a guild, oldest puzzle first;
    only shares posted at or after ``since`` (a timestamp)."""
    query = (
        "SELECT author_id, author_name, puzzle, boards, message_id FROM board_results "
        "WHERE guild_id = $1 AND game = $2 AND created_at >= $3"
    )
    args: list[object] = [guild_id, game, since]
    if author_id is not None:
        query += " AND author_id = $4"
        args.append(author_id)
    found = await q.fetch(query + " ORDER BY puzzle, author_id", *args)
    return [
        BoardResult(a, n, game, p, codec.boards(b), time_of(m) if m else 0.0)
        for a, n, p, b, m in found
    ]


async def results(
    q: Queries, guild_id: int, author_id: int | None = None, since_puzzle: int = 0
) -> list[Result]:
    """Players' results in a guild, oldest puzzle first."""
    query = (
        "SELECT author_id, author_name, puzzle, result, hard, source, message_id FROM grids "
        "WHERE guild_id = $1 AND puzzle >= $2"
    )
    args: list[int] = [guild_id, since_puzzle]
    if author_id is not None:
        query += " AND author_id = $3"
        args.append(author_id)
    found = await q.fetch(query + " ORDER BY puzzle, author_id", *args)
    return [
        Result(a, n, p, r, bool(h), s, time_of(m) if m else 0.0) for a, n, p, r, h, s, m in found
    ]
