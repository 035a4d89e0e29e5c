"""The messages read for their results (``read_messages``), in SQL both backends run: a
paste's shares, an app post, a message ``/import`` went through are marked once, so a
later import skips them.  Three features mark it (the games, the shares, the Wordle app),
so it stays the store's."""

from __future__ import annotations

from bot.store._database import Queries


async def mark_message_read(q: Queries, message_id: int, channel_id: int) -> None:
    await q.execute(
        "INSERT INTO read_messages (message_id, channel_id) VALUES ($1, $2) "
        "ON CONFLICT (message_id) DO NOTHING",
        message_id,
        channel_id,
    )
