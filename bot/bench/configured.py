"""What a bench measures: the solver and the service as the bot would run them with the
same environment, over a throwaway store."""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from bot.service import Huddle
from bot.store import SQLiteStore
from solver import Solver


def configured_solver() -> Solver:
    """The solver over the likely answers ``HUDDLE_ANSWERS`` (or .env) chooses, as the bot
    builds it: a bench of a server that plays the original list measures that list."""
    from bot.ops.config import Config

    return Config.load().solver()


@contextlib.asynccontextmanager
async def bench_huddle(solver: Solver | None = None, **options: Any) -> AsyncIterator[Huddle]:
    """A warmed-up ``Huddle`` (the configured solver unless given; ``options`` as Huddle
    takes them) over a SQLite store in a temporary folder, closed and removed after."""
    with tempfile.TemporaryDirectory(prefix="huddle-bench-") as tmp:
        store = await SQLiteStore(Path(tmp) / "bench.sqlite3").open()
        huddle = Huddle(store, solver or configured_solver(), **options)
        try:
            await huddle.warm_up()
            yield huddle
        finally:
            huddle.close()
            await store.close()
