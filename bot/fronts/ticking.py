"""A cog whose work runs on a tick, from the bot's first ready until it closes: a failing
tick is logged and counted and the next one tries again; a database out of reach is
waited for."""

from __future__ import annotations

import asyncio
import logging

from discord.ext import commands

from bot.fronts.host import Host
from bot.service import Huddle
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

    async def tick(self, huddle: Huddle) -> None:
        """One tick's work (not while the bot is starting or stopping)."""
        raise NotImplementedError

    def serves(self, guild_id: int | None) -> bool:
        """Whether this process serves the guild (a DM, no guild, is everyone's)."""
        return guild_id is None or self.bot.get_guild(guild_id) is not None

    def locale(self, guild_id: int | None) -> str | None:
        """The locale Discord gives for a server (its community's preferred one)."""
        guild = self.bot.get_guild(guild_id) if guild_id is not None else None
        return str(guild.preferred_locale) if guild is not None else None

    async def cog_load(self) -> None:
        self._ticking = asyncio.create_task(self._tick_forever())

    async def cog_unload(self) -> None:
        if self._ticking is not None:
            self._ticking.cancel()

    async def _tick_forever(self) -> None:
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            huddle = self.bot.huddle
            try:
                if huddle is not None and not self.bot.draining:
                    await self.tick(huddle)
            except Unavailable as exc:
                log.warning("%s wait for the database: %s", self.label, exc)
            except Exception:
                metrics.ERRORS.labels(self.label).inc()
                log.exception("%s failed; trying again next time", self.label)
            await asyncio.sleep(self.seconds())
