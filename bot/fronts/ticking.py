"""A cog whose work runs on a tick, from the bot's first ready until it closes: a failing
tick is logged and counted and the next one tries again; a database out of reach is
waited for."""

from __future__ import annotations

import asyncio
import logging

from discord.ext import commands

from bot.fronts.host import Host
from bot.store import Unavailable
from bot.support import metrics

log = logging.getLogger(__name__)


class Ticking(commands.Cog):
    label = "ticking"  # what its errors are counted and logged as

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self._ticking: asyncio.Task[None] | None = None

    def seconds(self) -> float:
        """How long between two ticks (read each time: the e2e launcher shortens it)."""
        raise NotImplementedError

    async def tick(self) -> None:
        raise NotImplementedError

    async def cog_load(self) -> None:
        self._ticking = asyncio.create_task(self._tick_forever())

    async def cog_unload(self) -> None:
        if self._ticking is not None:
            self._ticking.cancel()

    async def _tick_forever(self) -> None:
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            try:
                await self.tick()
            except Unavailable as exc:
                log.warning("%s wait for the database: %s", self.label, exc)
            except Exception:
                metrics.ERRORS.labels(self.label).inc()
                log.exception("%s failed; trying again next time", self.label)
            await asyncio.sleep(self.seconds())
