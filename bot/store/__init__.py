"""The database, and what several features' store roles share.

``Store`` is the database as the service holds it: opened, migrated, closed, its ``db``
(a small query interface both drivers implement, _database.py) and the shards' identify
turns.  Each feature's store role is in its own package, a protocol and its SQL written
once for both backends on this ``db`` (``StoreRole``): ``bot.games.SQLGames``,
``bot.shares.SQLShares``, ``bot.settings.SQLSettings``, ``bot.wordlists.SQLLists``,
``bot.wordle_app.SQLApp``, ``bot.votes.SQLVotes``.  Here stay the schema (one numbered
sequence of migrations for every table), the model, the column codecs, and the SQL more
than one role's transaction runs (share_rows.py, _reads.py, _channel_settings.py).  A
backend brings its connection and schema: sqlite.py (the embedded default) and
postgres.py (shared by several processes); tests/bot/store/ holds the suite any backend
must pass unchanged.  Every change is one transaction, so nothing acknowledged is lost to
a kill -9 between two messages.
"""

from __future__ import annotations

from typing import Protocol, Self

from bot.store._channel_settings import channel_settings
from bot.store._database import Database, Queries, Row
from bot.store._reads import mark_message_read
from bot.store.model import (
    Behind,
    BoardResult,
    BoardsRow,
    Channel,
    ChannelSettings,
    GameRows,
    GuildSettings,
    ImportRun,
    PasteWrites,
    Result,
    SeenAgain,
    ShareRow,
    StoredGuess,
    StoredSession,
    StoredShare,
    Taken,
    TookPart,
    Unresolved,
)

__all__ = [
    "Behind",
    "BoardResult",
    "BoardsRow",
    "Channel",
    "ChannelSettings",
    "Conflict",
    "Database",
    "GameRows",
    "GuildSettings",
    "HasDatabase",
    "ImportRun",
    "PasteWrites",
    "PostgresStore",
    "Queries",
    "Result",
    "Row",
    "SQLiteStore",
    "SeenAgain",
    "ShareRow",
    "Store",
    "StoreRole",
    "StoredGuess",
    "StoredSession",
    "StoredShare",
    "Taken",
    "TookPart",
    "Unavailable",
    "Unresolved",
    "channel_settings",
    "mark_message_read",
]


class Lifecycle(Protocol):
    """Opening, closing and migrating the database."""

    async def open(self, migrate: bool = True) -> Self:
        """Connect (raising ``Unavailable`` when the database cannot be reached) and bring
        the schema up to date unless told not to."""
        ...

    async def close(self) -> None: ...

    @property
    def where(self) -> str:
        """The database as an operator names it (a path, a URL without its password)."""
        ...

    async def schema_version(self) -> int: ...

    @property
    def latest_version(self) -> int:
        """The schema version this release migrates to."""
        ...


class GatewayStore(Protocol):
    """The gateway's IDENTIFY pacing, shared by every process (bot/ops)."""

    async def identify_turn(self, bucket: int, window: float) -> float:
        """Wait until this identify bucket may connect a shard, and claim it: one claim per
        bucket per ``window`` seconds across every process sharing the database.  The time
        (``time.time``) the turn was claimed at, as the database keeps it."""
        ...


class HasDatabase(Protocol):
    """The store's database, where a feature whose package holds its own SQL runs it
    (``bot/votes/_store.py``, ``bot/wordle_app/_store.py``: the tables made here, by the
    numbered migrations)."""

    @property
    def db(self) -> Database:
        """The query layer, on either backend (open the store first)."""
        ...


class StoreRole:
    """A feature's store role in SQL (``SQLVotes``, ``SQLApp``, ``SQLSettings``): run on
    the store's database, read at each call, since the store opens after the service that
    holds the role is made."""

    def __init__(self, store: HasDatabase) -> None:
        self.store = store

    @property
    def db(self) -> Database:
        return self.store.db


class Store(
    Lifecycle,
    GatewayStore,
    HasDatabase,
    Protocol,
):
    """The database the service is built over: each feature's role runs its SQL on it
    (bot/wiring.py builds them once), the operations open, migrate and close it."""

    spoilers_default: bool  # a channel's spoilers where neither it nor its server chose


from bot.store._database import Conflict, Unavailable  # noqa: E402
from bot.store.postgres import PostgresStore  # noqa: E402  (the shared backend)
from bot.store.sqlite import SQLiteStore  # noqa: E402  (the default backend)


def _conforms(sqlite: SQLiteStore, postgres: PostgresStore) -> tuple[Store, Store]:
    """Nothing at run time: the type checker proves each backend implements ``Store``."""
    return sqlite, postgres
