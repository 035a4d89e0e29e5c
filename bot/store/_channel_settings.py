"""A channel's settings as one read, in SQL both backends run: its own, else its server's,
else the bot's.  The settings' role reads it (bot/settings/_store.py), and so does a row
written in a game's transaction (the mode it is played in), so it stays the store's."""

from __future__ import annotations

from bot.store._database import Queries
from bot.store.model import ChannelSettings


async def channel_settings(
    q: Queries, channel_id: int, guild_id: int | None, spoilers_default: bool
) -> ChannelSettings:
    """The channel's own settings, else its server's defaults, else the bot's."""
    row = await q.fetchrow(
        "SELECT c.hard, c.spoilers, g.hard, g.spoilers, g.advice FROM (SELECT 1 AS one) AS here "
        "LEFT JOIN channel_settings c ON c.channel_id = $1 "
        "LEFT JOIN guild_settings g ON g.guild_id = $2",
        channel_id,
        guild_id,
    )
    hard, spoilers, guild_hard, guild_spoilers, advice = row or (None,) * 5
    hard = guild_hard if hard is None else hard
    spoilers = guild_spoilers if spoilers is None else spoilers
    return ChannelSettings(
        bool(hard), spoilers_default if spoilers is None else bool(spoilers), advice != "best"
    )
