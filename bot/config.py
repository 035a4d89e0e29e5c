"""Settings from the environment and .env (python-dotenv); .env.example documents each."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from dotenv import load_dotenv

if TYPE_CHECKING:
    from bot.store import Store

DEFAULT_DB = Path("data") / "huddle.sqlite3"


@dataclass(frozen=True)
class Config:
    token: str | None
    db_path: Path
    dev_guilds: tuple[int, ...]
    log_level: str
    spoilers: bool
    database_url: str | None = None  # postgresql://…: the shared backend, not the SQLite file

    @classmethod
    def load(cls, env_file: str | None = ".env") -> Config:
        if env_file:
            load_dotenv(env_file, override=False)
        guilds = os.environ.get("HUDDLE_DEV_GUILDS", "")
        return cls(
            token=os.environ.get("DISCORD_TOKEN") or None,
            db_path=Path(os.environ.get("HUDDLE_DB") or DEFAULT_DB),
            database_url=os.environ.get("HUDDLE_DATABASE_URL") or None,
            dev_guilds=tuple(int(g) for g in guilds.replace(",", " ").split() if g.isdigit()),
            log_level=(os.environ.get("HUDDLE_LOG_LEVEL") or "INFO").upper(),
            spoilers=(
                os.environ.get("HUDDLE_SPOILERS", "on").lower() not in {"0", "off", "false", "no"}
            ),
        )

    def store(self) -> Store:
        """The configured backend, not yet opened: PostgreSQL when a URL is set, else the
        SQLite file."""
        from bot.store import PostgresStore, SQLiteStore

        if self.database_url:
            return PostgresStore(self.database_url, spoilers_default=self.spoilers)
        return SQLiteStore(self.db_path, spoilers_default=self.spoilers)
