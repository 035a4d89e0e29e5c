"""The shared backend: PostgreSQL (asyncpg), for several bot processes at once.

Selected by ``HUDDLE_DATABASE_URL=postgresql://…``.  The tables and migrations match the
SQLite backend's step for step (the same schema version means the same schema), in
PostgreSQL's types: snowflakes are BIGINT, flags BOOLEAN.  The schema's version lives in a
one-row table; processes starting together migrate one at a time (an advisory lock).
"""

from __future__ import annotations

import re
from functools import partial
from urllib.parse import urlsplit, urlunsplit

from bot.store._database import PostgresDatabase
from bot.store.migrations import steps
from bot.store.sql import SQLStore


class PostgresStore(SQLStore):
    def __init__(self, url: str, spoilers_default: bool = True, pool_size: int = 10) -> None:
        self.url = url
        where = without_password(url)
        connect = partial(PostgresDatabase.connect, url, where, pool_size)
        super().__init__(connect, where, steps("postgresql"), spoilers_default)


SECRET_PARAMS = frozenset({"password", "sslpassword", "passfile"})
# a credential anywhere in free text: a URL's user:password@, or a secret parameter
_IN_TEXT = re.compile(
    r"(?P<user>://[^:/@\s]+:)[^@\s]+@|(?P<param>\b(?:sslpassword|password|passfile)=)[^&\s'\"]+",
    re.IGNORECASE,
)


def redact(text: str) -> str:
    """Free text (a log line, a driver's error) with any database credential as ``***``."""
    return _IN_TEXT.sub(lambda m: f"{m['user']}***@" if m["user"] else f"{m['param']}***", text)


def without_password(url: str) -> str:
    """A URL fit for a log line or an error message: its password (``user:pass@``) and any
    secret parameter (``?password=``, ``sslpassword``, ``passfile``) shown as ``***``."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if parts.password is not None:
        netloc = f"{parts.username}:***@{netloc.rsplit('@', 1)[-1]}"
    query = "&".join(
        f"{name}=***" if name.lower() in SECRET_PARAMS else pair
        for pair in parts.query.split("&")
        if pair
        for name in [pair.partition("=")[0]]
    )
    return urlunsplit(parts._replace(netloc=netloc, query=query))
