"""Settings from the environment and .env (python-dotenv); .env.example documents each."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dotenv import load_dotenv

if TYPE_CHECKING:
    from bot.store import Store
    from solver import Solver

DEFAULT_DB = Path("data") / "huddle.sqlite3"


class ConfigError(ValueError):
    """A setting that cannot work, worded for the operator who set it."""


def shard_range(text: str) -> tuple[int, ...]:
    """``0-3`` or ``0,1,2`` (or a mix, ``0-1,4``): the shard ids it names, in order."""
    ids: list[int] = []
    for part in text.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ConfigError(f"HUDDLE_SHARDS={text!r}: write shard ids like 0-3 or 0,1,2")
        ids += range(int(low), int(high if dash else low) + 1)
    return tuple(dict.fromkeys(ids))


def _sharding(count: str | None, shards: str | None) -> dict[str, Any]:
    """HUDDLE_SHARD_COUNT and HUDDLE_SHARDS, checked against each other."""
    if not count:
        if shards:
            raise ConfigError("HUDDLE_SHARDS needs HUDDLE_SHARD_COUNT (the total across processes)")
        return {}
    if not count.isdigit() or int(count) < 1:
        raise ConfigError(f"HUDDLE_SHARD_COUNT={count!r}: give the total number of shards, e.g. 4")
    ids = shard_range(shards) if shards else tuple(range(int(count)))
    if max(ids) >= int(count):
        raise ConfigError(
            f"HUDDLE_SHARDS={shards!r} names shard {max(ids)}, but there are only {count} "
            f"(ids 0 to {int(count) - 1})"
        )
    return {"shard_count": int(count), "shard_ids": ids}


def _http(text: str | None) -> str | None:
    """HUDDLE_HTTP, checked now so a typo stops the start, not the first probe."""
    if not text:
        return None
    from bot.ops.health import address

    try:
        address(text)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    return text


def _switch(name: str, default: bool) -> bool:
    """An on/off setting: on, off (or 1/0, true/false, yes/no); a typo stops the start."""
    text = os.environ.get(name)
    if not text:
        return default
    if text.lower() in {"1", "on", "true", "yes"}:
        return True
    if text.lower() in {"0", "off", "false", "no"}:
        return False
    raise ConfigError(f"{name}={text!r}: on or off")


def _log_format(text: str | None) -> str:
    chosen = (text or "text").lower()
    if chosen not in ("text", "json"):
        raise ConfigError(f"HUDDLE_LOG_FORMAT={text!r}: text (the default) or json")
    return chosen


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")  # HUDDLE_LOG_LEVEL, as docs/settings.md lists


def _log_level(text: str | None) -> str:
    """HUDDLE_LOG_LEVEL: a level logging knows by name; a typo stops the start (it would
    otherwise log at the default level, the operator none the wiser)."""
    chosen = (text or "INFO").strip().upper()
    if chosen not in LOG_LEVELS:
        raise ConfigError(f"HUDDLE_LOG_LEVEL={text!r}: {', '.join(LOG_LEVELS)} (INFO the default)")
    return chosen


WARM_UPS = ("all", "wordle")  # HUDDLE_WARM_UP: everything, or what a first Wordle reply needs


def _warm_up(text: str | None) -> str:
    """HUDDLE_WARM_UP: what a start builds before it connects; a typo stops the start."""
    chosen = (text or "all").lower()
    if chosen not in WARM_UPS:
        raise ConfigError(f"HUDDLE_WARM_UP={text!r}: all (the default) or wordle")
    return chosen


def _answers(text: str | None) -> str:
    """HUDDLE_ANSWERS: ``nyt`` (the default), ``original`` or a file of words, checked
    now (every word five letters and a guess the game accepts) so a bad file stops the
    start with its line, not the first reply."""
    from solver import WordListError, answer_pool, problem_text

    chosen = (text or "nyt").strip()
    try:
        answer_pool(chosen)
    except WordListError as exc:
        raise ConfigError(f"HUDDLE_ANSWERS={chosen}: {problem_text(exc)}") from None
    return chosen


@dataclass(frozen=True)
class Config:
    token: str | None
    db_path: Path
    dev_guilds: tuple[int, ...]
    log_level: str
    spoilers: bool
    database_url: str | None = None  # postgresql://…: the shared backend, not the SQLite file
    shard_count: int | None = None  # None: Discord's recommended count
    shard_ids: tuple[int, ...] | None = None  # the shards this process runs (None: all)
    http: str | None = None  # host:port for /healthz, /readyz and /metrics (None: off)
    log_format: str = "text"  # or "json": one object per line
    answers: str = "nyt"  # the likely answers: nyt, original or a file of words
    # Discord's privileged Message Content intent: off reads only what Discord sends
    # without it (pastes that mention the bot, replies to it, DMs, message commands)
    message_content: bool = True
    # what a start builds before it connects: "all", or "wordle" (only what a first Wordle
    # reply needs; the rest on first use: a bot restarted often, a host short of processor)
    warm_up: str = "all"

    @classmethod
    def load(cls, env_file: str | None = ".env") -> Config:
        if env_file:
            load_dotenv(env_file, override=False)
        guilds = os.environ.get("HUDDLE_DEV_GUILDS", "")
        return cls(
            token=os.environ.get("DISCORD_TOKEN") or None,
            db_path=Path(os.environ.get("HUDDLE_DB") or DEFAULT_DB),
            database_url=os.environ.get("HUDDLE_DATABASE_URL") or None,
            **_sharding(os.environ.get("HUDDLE_SHARD_COUNT"), os.environ.get("HUDDLE_SHARDS")),
            dev_guilds=tuple(int(g) for g in guilds.replace(",", " ").split() if g.isdigit()),
            log_level=_log_level(os.environ.get("HUDDLE_LOG_LEVEL")),
            spoilers=_switch("HUDDLE_SPOILERS", True),
            http=_http(os.environ.get("HUDDLE_HTTP")),
            log_format=_log_format(os.environ.get("HUDDLE_LOG_FORMAT")),
            answers=_answers(os.environ.get("HUDDLE_ANSWERS")),
            message_content=_switch("HUDDLE_MESSAGE_CONTENT", True),
            warm_up=_warm_up(os.environ.get("HUDDLE_WARM_UP")),
        )

    def solver(self) -> Solver:
        """The solver over the chosen likely answers and today's guesses."""
        from solver import Solver, answer_pool

        return Solver(answer_pool(self.answers))

    def store(self) -> Store:
        """The configured backend, not yet opened: PostgreSQL when a URL is set, else the
        SQLite file."""
        from bot.store import PostgresStore, SQLiteStore

        if self.database_url:
            return PostgresStore(self.database_url, spoilers_default=self.spoilers)
        return SQLiteStore(self.db_path, spoilers_default=self.spoilers)
