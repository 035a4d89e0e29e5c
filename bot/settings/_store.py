"""The settings' store role: a channel's (falling back to its server's), a server's, and
a player's.  ``SettingsStore`` says what the feature needs; ``SQLSettings`` is its SQL,
once for both backends, run on the store's database (``bot.store.HasDatabase``).  Each
setting is one row per key, written one column at a time by the same upsert; the tables
are made by the store's numbered migrations."""

from __future__ import annotations

from typing import Protocol

from bot.store import (
    ChannelSettings,
    GuildSettings,
    HasDatabase,
    Queries,
    StoreRole,
    channel_settings,
)


class SettingsStore(Protocol):
    """A channel's, a server's and a player's settings (bot/settings, bot/games)."""

    @property
    def spoilers_default(self) -> bool:
        """A channel's spoilers where neither it nor its server chose (the bot's own)."""
        ...

    async def settings(self, channel_id: int, guild_id: int | None = None) -> ChannelSettings:
        """The channel's own settings, else its server's ``guild_id`` defaults."""
        ...

    async def guild_settings(self, guild_id: int) -> GuildSettings: ...

    async def set_guild_setting(self, guild_id: int, name: str, value: object) -> None:
        """One server setting (a ``GuildSettings`` field; None unsets it)."""
        ...

    async def set_hard(self, channel_id: int, hard: bool) -> None: ...

    async def set_spoilers(self, channel_id: int, spoilers: bool) -> None: ...

    async def high_contrast(self, user_id: int) -> bool:
        """Whether this player chose the high-contrast palette for pictures."""
        ...

    async def set_high_contrast(self, user_id: int, on: bool) -> None: ...


class Defaulted(HasDatabase, Protocol):
    """The store as the settings' SQL reads it: its database, and the bot's spoilers
    default (a backend's setting)."""

    @property
    def spoilers_default(self) -> bool: ...


class SQLSettings(StoreRole):
    """``SettingsStore`` in SQL (each method said once, by the protocol), on the store's
    database."""

    def __init__(self, store: Defaulted) -> None:
        super().__init__(store)
        self.defaults = store

    @property
    def spoilers_default(self) -> bool:
        return self.defaults.spoilers_default

    async def settings(self, channel_id: int, guild_id: int | None = None) -> ChannelSettings:
        return await channel_settings(self.db, channel_id, guild_id, self.spoilers_default)

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        return await guild(self.db, guild_id)

    async def set_guild_setting(self, guild_id: int, name: str, value: object) -> None:
        async with self.db.transaction() as tx:
            await put(tx, "guild_settings", guild_id, name, stored(value))

    async def set_hard(self, channel_id: int, hard: bool) -> None:
        async with self.db.transaction(channel_id) as tx:
            await put(tx, "channel_settings", channel_id, "hard", hard)

    async def set_spoilers(self, channel_id: int, spoilers: bool) -> None:
        async with self.db.transaction(channel_id) as tx:
            await put(tx, "channel_settings", channel_id, "spoilers", spoilers)

    async def high_contrast(self, user_id: int) -> bool:
        found = await self.db.fetchval(
            "SELECT high_contrast FROM user_settings WHERE user_id = $1", user_id
        )
        return bool(found)

    async def set_high_contrast(self, user_id: int, on: bool) -> None:
        async with self.db.transaction() as tx:
            await put(tx, "user_settings", user_id, "high_contrast", on)


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
