"""Settings in SQL both backends run: a channel's (falling back to its server's), a
server's, and a player's.  Each is one row per key, written one column at a time by the
same upsert."""

from __future__ import annotations

from bot.store._database import Queries
from bot.store.model import ChannelSettings, GuildSettings

# guild_settings' columns, in GuildSettings' order
GUILD_COLUMNS = (
    "listen",
    "reply_style",
    "spoilers",
    "hard",
    "timezone",
    "summary_channel",
    "summary_time",
    "game",
    "word_list",
    "language",
    "unfinished",
    "summary_boards",
    "advice",
)
# the settings tables, their keys and the columns a caller may set (never user text)
TABLES = {
    "channel_settings": ("channel_id", frozenset({"hard", "spoilers"})),
    "guild_settings": ("guild_id", frozenset(GUILD_COLUMNS)),
    "user_settings": ("user_id", frozenset({"high_contrast"})),
}


async def put(q: Queries, table: str, key: int, column: str, value: object) -> None:
    """One setting of one row (made if missing); None unsets it where it may be unset."""
    key_column, columns = TABLES[table]
    assert column in columns  # a column name, never user text
    await q.execute(
        f"INSERT INTO {table} ({key_column}, {column}) VALUES ($1, $2) "
        f"ON CONFLICT ({key_column}) DO UPDATE SET {column} = excluded.{column}",
        key,
        value,
    )


async def channel(
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


async def guild(q: Queries, guild_id: int) -> GuildSettings:
    row = await q.fetchrow(
        f"SELECT {', '.join(GUILD_COLUMNS)} FROM guild_settings WHERE guild_id = $1", guild_id
    )
    if row is None:
        return GuildSettings()
    (
        listen,
        style,
        spoilers,
        hard,
        zone,
        channel_id,
        at,
        game,
        word_list,
        language,
        unfinished,
        boards,
        advice,
    ) = row
    return GuildSettings(
        None if listen is None else tuple(int(c) for c in listen.split()),
        style or "full",
        None if spoilers is None else bool(spoilers),
        None if hard is None else bool(hard),
        zone or "UTC",
        channel_id,
        at,
        game,
        word_list,
        language,
        unfinished or "apart",
        boards or "week",
        advice or "familiar",
    )


def stored(value: object) -> object:
    """A setting as its column holds it: the channels listened in, space-separated."""
    return " ".join(str(c) for c in value) if isinstance(value, tuple) else value
