"""The shared backend: PostgreSQL (asyncpg), for several bot processes at once.

Selected by ``HUDDLE_DATABASE_URL=postgresql://…``.  The tables and migrations match the
SQLite backend's step for step (the same schema version means the same schema), in
PostgreSQL's types: snowflakes are BIGINT, flags BOOLEAN.  The schema's version lives in a
one-row table; processes starting together migrate one at a time (an advisory lock).
"""

from __future__ import annotations

from functools import partial

from bot.store._database import PostgresDatabase
from bot.store.migrations import steps
from bot.store.sql import SQLStore
from bot.support.secrets import without_password


class PostgresStore(SQLStore):
    def __init__(self, url: str, spoilers_default: bool = True, pool_size: int = 10) -> None:
        self.url = url
        where = without_password(url)
        connect = partial(PostgresDatabase.connect, url, where, pool_size)
        super().__init__(connect, where, steps("postgresql"), spoilers_default)
