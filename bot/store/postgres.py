"""The shared backend: PostgreSQL (asyncpg), for several bot processes at once.

Selected by ``HUDDLE_DATABASE_URL=postgresql://…``.  The tables and migrations match the
SQLite backend's step for step (the same schema version means the same schema), in
PostgreSQL's types: snowflakes are BIGINT, flags BOOLEAN.  The schema's version lives in a
one-row table; processes starting together migrate one at a time (an advisory lock).
"""

from __future__ import annotations

from functools import partial
from urllib.parse import urlsplit, urlunsplit

from bot.store._database import PostgresDatabase
from bot.store.sql import SQLStore

MIGRATIONS: list[str] = [
    # 1: sessions and their guesses, per-channel settings, letterless grids
    """
    CREATE TABLE sessions (
        id          BIGSERIAL PRIMARY KEY,
        channel_id  BIGINT  NOT NULL,
        guild_id    BIGINT,
        puzzle      INTEGER,
        status      TEXT    NOT NULL DEFAULT 'active',  -- active | solved | failed | reset
        started_at  DOUBLE PRECISION NOT NULL,
        updated_at  DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX sessions_by_channel ON sessions (channel_id, id);
    CREATE TABLE guesses (
        id          BIGSERIAL PRIMARY KEY,
        session_id  BIGINT  NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        message_id  BIGINT  NOT NULL,
        idx         INTEGER NOT NULL,   -- position within its message
        word        TEXT    NOT NULL,
        pattern     TEXT    NOT NULL,   -- digits 0/1/2
        author_id   BIGINT  NOT NULL,
        author_name TEXT    NOT NULL,
        created_at  DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX guesses_by_session ON guesses (session_id, message_id, idx);
    CREATE INDEX guesses_by_message ON guesses (message_id);
    CREATE TABLE channel_settings (
        channel_id  BIGINT  PRIMARY KEY,
        hard        BOOLEAN NOT NULL DEFAULT FALSE,
        spoilers    BOOLEAN
    );
    CREATE TABLE grids (
        guild_id    BIGINT  NOT NULL,
        puzzle      INTEGER NOT NULL,
        author_id   BIGINT  NOT NULL,
        message_id  BIGINT  NOT NULL,
        result      INTEGER,
        hard        BOOLEAN NOT NULL,
        rows        TEXT    NOT NULL,   -- digits, one row per line
        created_at  DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (guild_id, puzzle, author_id)
    );
    """,
    # 2: every share is a player's result too (stats, leaderboard): keep their name
    """
    ALTER TABLE grids ADD COLUMN author_name TEXT NOT NULL DEFAULT '';
    CREATE INDEX grids_by_author ON grids (guild_id, author_id, puzzle);
    """,
    # 3: a session's version, raised by every change, so a change made on a stale read
    # (another process changed the game in between) is refused instead of lost
    """
    ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    """,
    # 4: when each identify bucket last connected a shard (Discord allows one per 5 s)
    """
    CREATE TABLE identify_log (
        bucket      INTEGER PRIMARY KEY,
        at          DOUBLE PRECISION NOT NULL
    );
    """,  # 5: multi-board games (Dordle, Quordle, Octordle): a session's kind, a guess's feedback
    # per board (space-separated digits, "-" for a board already solved), and players'
    # results from those games' shares, one per game, puzzle and player
    """
    ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'wordle';
    CREATE TABLE board_results (
        guild_id    BIGINT  NOT NULL,
        game        TEXT    NOT NULL,   -- dordle | quordle | octordle
        puzzle      INTEGER NOT NULL,
        author_id   BIGINT  NOT NULL,
        author_name TEXT    NOT NULL,
        message_id  BIGINT  NOT NULL,
        boards      TEXT    NOT NULL,   -- each board's guesses, "X" for a missed one
        created_at  DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (guild_id, game, puzzle, author_id)
    );
    CREATE INDEX board_results_by_author ON board_results (guild_id, game, author_id, puzzle);
    """,
]


class PostgresStore(SQLStore):
    def __init__(self, url: str, spoilers_default: bool = True, pool_size: int = 10) -> None:
        self.url = url
        where = without_password(url)
        connect = partial(PostgresDatabase.connect, url, where, pool_size)
        super().__init__(connect, where, MIGRATIONS, spoilers_default)


def without_password(url: str) -> str:
    """A URL fit for a log line or an error message."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))
