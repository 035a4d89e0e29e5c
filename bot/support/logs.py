"""The process's logs: discord.py's readable format by default, or with
``HUDDLE_LOG_FORMAT=json`` one JSON object per line (time, level, logger, message, and the
shard, guild and channel the line is about where known).

Where a line is about comes from context variables the Discord front sets per event, so no
call site passes it.  Nothing here logs a message's content or a token: the code logs ids,
never text people wrote, and discord.py redacts its token itself.
"""

from __future__ import annotations

import contextvars
import json
import logging
import sys
from datetime import UTC, datetime

import discord

from bot.support.secrets import redact

SHARD: contextvars.ContextVar[int | None] = contextvars.ContextVar("shard", default=None)
GUILD: contextvars.ContextVar[int | None] = contextvars.ContextVar("guild", default=None)
CHANNEL: contextvars.ContextVar[int | None] = contextvars.ContextVar("channel", default=None)


def about(shard: int | None, guild: int | None, channel: int | None) -> None:
    """Say what the current task's log lines are about (one event's task)."""
    SHARD.set(shard)
    GUILD.set(guild)
    CHANNEL.set(channel)


class JsonLines(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for name, var in (("shard", SHARD), ("guild", GUILD), ("channel", CHANNEL)):
            if (value := var.get()) is not None:
                line[name] = str(value)  # ids as strings, as Discord gives them
        if record.exc_info:
            line["error"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


class Redacted(logging.Filter):
    """Every line with any database credential in it shown as ``***``, whoever logged it
    (a driver's error may quote the URL it was given)."""

    def filter(self, record: logging.LogRecord) -> bool:
        said = record.getMessage()
        safe = redact(said)
        if safe != said:
            record.msg, record.args = safe, None
        if record.exc_info and not record.exc_text:
            record.exc_text = redact(logging.Formatter().formatException(record.exc_info))
        elif record.exc_text:
            record.exc_text = redact(record.exc_text)
        return True


TEXT_FORMAT, DATE = "[{asctime}] [{levelname:<8}] {name}: {message}", "%Y-%m-%d %H:%M:%S"


def configure(level: str, form: str) -> None:
    """Root logging for a process, in the format asked for, never showing a credential."""
    number = getattr(logging, level, logging.INFO)
    root = logging.getLogger()
    if form == "json":
        handler = logging.StreamHandler()
        handler.setFormatter(JsonLines())
        root.handlers[:] = [handler]
        root.setLevel(number)
    elif form == "text":  # discord.py's lines, coloured only on a terminal (it colours
        # any stream inside a container, log files included)
        plain = None if sys.stderr.isatty() else logging.Formatter(TEXT_FORMAT, DATE, "{")
        discord.utils.setup_logging(level=number, formatter=plain or discord.utils.MISSING)
    else:  # the console and the other commands: plain lines
        logging.basicConfig(level=number, format="%(levelname)s %(name)s: %(message)s")
    for each in root.handlers:
        each.addFilter(Redacted())
