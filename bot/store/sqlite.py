"""The embedded backend: one SQLite file (aiosqlite, WAL), the default with no settings.

The schema's version is ``PRAGMA user_version``, so a file from any earlier release
upgrades in place when it is opened.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from bot.store._database import Database, SQLiteDatabase
from bot.store.sql import SQLStore

MIGRATIONS: list[str] = [
    # 1: sessions and their guesses, per-channel settings, letterless grids
    """
    CREATE TABLE sessions (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        channel_id  INTEGER NOT NULL,
        guild_id    INTEGER,
        puzzle      INTEGER,
        status      TEXT    NOT NULL DEFAULT 'active',  -- active | solved | failed | reset
        started_at  REAL    NOT NULL,
        updated_at  REAL    NOT NULL
    );
    CREATE INDEX sessions_by_channel ON sessions (channel_id, id);
    CREATE TABLE guesses (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        message_id  INTEGER NOT NULL,
        idx         INTEGER NOT NULL,   -- position within its message
        word        TEXT    NOT NULL,
        pattern     TEXT    NOT NULL,   -- digits 0/1/2
        author_id   INTEGER NOT NULL,
        author_name TEXT    NOT NULL,
        created_at  REAL    NOT NULL
    );
    CREATE INDEX guesses_by_session ON guesses (session_id, message_id, idx);
    CREATE INDEX guesses_by_message ON guesses (message_id);
    CREATE TABLE channel_settings (
        channel_id  INTEGER PRIMARY KEY,
        hard        INTEGER NOT NULL DEFAULT 0,
        spoilers    INTEGER
    );
    CREATE TABLE grids (
        guild_id    INTEGER NOT NULL,
        puzzle      INTEGER NOT NULL,
        author_id   INTEGER NOT NULL,
        message_id  INTEGER NOT NULL,
        result      INTEGER,
        hard        INTEGER NOT NULL,
        rows        TEXT    NOT NULL,   -- digits, one row per line
        created_at  REAL    NOT NULL,
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
        at          REAL NOT NULL
    );
    """,  # 5: multi-board games (Dordle, Quordle, Octordle): a session's kind, a guess's feedback
    # per board (space-separated digits, "-" for a board already solved), and players'
    # results from those games' shares, one per game, puzzle and player
    """
    ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'wordle';
    CREATE TABLE board_results (
        guild_id    INTEGER NOT NULL,
        game        TEXT    NOT NULL,   -- dordle | quordle | octordle
        puzzle      INTEGER NOT NULL,
        author_id   INTEGER NOT NULL,
        author_name TEXT    NOT NULL,
        message_id  INTEGER NOT NULL,
        boards      TEXT    NOT NULL,   -- each board's guesses, "X" for a missed one
        created_at  REAL    NOT NULL,
        PRIMARY KEY (guild_id, game, puzzle, author_id)
    );
    CREATE INDEX board_results_by_author ON board_results (guild_id, game, author_id, puzzle);
    """,
]


async def _connect(path: Path) -> Database:
    path.parent.mkdir(parents=True, exist_ok=True)
    return await SQLiteDatabase.connect(str(path))


class SQLiteStore(SQLStore):
    def __init__(self, path: str | Path, spoilers_default: bool = True) -> None:
        self.path = Path(path)
        connect = partial(_connect, self.path)
        super().__init__(connect, str(self.path), MIGRATIONS, spoilers_default)
