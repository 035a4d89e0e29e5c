"""What the Discord fronts use of the bot that loads them (bot/ops/client.py's
``HuddleBot``), as a protocol: the fronts sit below the composition root and never import
it, so the root is free to import them (their extensions are loaded by their modules'
own names, an edge the layers test sees)."""

from __future__ import annotations

from typing import Any, Protocol

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import Huddle


class Host(Protocol):
    huddle: Huddle | None  # the service, once the start has made it
    draining: bool  # stopping: new events are left unread
    reads_messages: bool  # with Discord's Message Content intent (else mentions, DMs …)
    tree: app_commands.CommandTree[Any]

    @property
    def user(self) -> discord.ClientUser | None: ...

    def take(self) -> bool:
        """Whether new work may start (False once the bot is stopping)."""
        ...

    def get_guild(self, id: int, /) -> discord.Guild | None: ...

    def get_channel(self, id: int, /) -> Any: ...

    def is_closed(self) -> bool: ...

    async def wait_until_ready(self) -> None: ...

    async def add_cog(self, cog: commands.Cog, /) -> None: ...
