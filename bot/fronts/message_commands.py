"""Message commands (right-click a message → Apps): **Add to the game** takes what the
message holds into the channel's game, as if it were pasted now; **Count this result**
takes a share, or the Wordle app's summary, into stats.

Discord sends the message's text with the command whatever the bot's intents, so these are
how a server plays where the bot runs without Message Content (bot/ops/client.py); with
it, they take a paste the bot did not read (a channel it does not listen in).  The reply
is public when the game or the stats moved, private when nothing did."""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import replies
from bot.commands import MENUS
from bot.domain import MAX_UPLOAD_BYTES, Incoming
from bot.fronts.answering import about, respond
from bot.fronts.asking import author_of, game_place
from bot.fronts.cog import first_image, without_mentions_of
from bot.fronts.host import Host
from bot.fronts.translator import locale_of
from bot.fronts.wordle_app import GuildMembers, app_message, by_app
from bot.service import Reply
from bot.support import metrics

Menu = Callable[[discord.Interaction, discord.Message], Coroutine[Any, Any, None]]


class MessageCommands(commands.Cog):
    def __init__(self, bot: Host) -> None:
        self.bot = bot
        callbacks = (self.add, self.count)  # in MENUS' order: Add to the game, Count this result
        self.menus = [_menu(name, call) for name, call in zip(MENUS, callbacks, strict=True)]

    async def cog_load(self) -> None:
        for menu in self.menus:
            self.bot.tree.add_command(menu)

    async def cog_unload(self) -> None:
        for menu in self.menus:
            self.bot.tree.remove_command(menu.name, type=menu.type)

    async def add(self, interaction: discord.Interaction, message: discord.Message) -> None:
        await self._take(interaction, message, "add")

    async def count(self, interaction: discord.Interaction, message: discord.Message) -> None:
        await self._take(interaction, message, "count")

    async def _take(
        self, interaction: discord.Interaction, message: discord.Message, command: str
    ) -> None:
        if not self.bot.take() or self.bot.huddle is None:
            return  # stopping: left unanswered, as a message is left unread
        started = time.perf_counter()
        about(interaction)
        reply = await self._reply(interaction, message, command)
        await respond(interaction, reply)
        metrics.observe_reply("message_command", reply.tone, started)

    async def _reply(
        self, interaction: discord.Interaction, message: discord.Message, command: str
    ) -> Reply:
        huddle = self.bot.huddle
        assert huddle is not None
        if command == "count" and by_app(message):  # the Wordle app's summary
            made = app_message(message, edited=False)
            guild = message.guild
            members = GuildMembers(guild, message.mentions) if guild is not None else None
            return await huddle.count_app_post(made, members, locale_of(interaction))
        channel_id, guild_id = game_place(interaction)
        author = message.author  # their rows, whoever asked: as if they had pasted them now
        asked = Incoming(
            channel_id,
            guild_id,
            message.id,
            author_of(author),
            without_mentions_of(self.bot.user, message) if self.bot.user else message.content,
            locale_of(interaction),
        )
        image = first_image(message)
        if command == "add" and image is not None and not asked.text.strip():  # a screenshot
            data = await image.read() if image.size <= MAX_UPLOAD_BYTES else None
            return await huddle.on_screenshot(asked, data, asked=True) or replies.nothing_to_read()
        return await huddle.on_message_command(command, asked)


def _menu(name: str, callback: Menu) -> app_commands.ContextMenu:
    """A message command offered wherever the slash commands are: in servers and DMs,
    and through a user install (its game is then the user's own)."""
    menu = app_commands.ContextMenu(name=name, callback=callback)
    menu.allowed_installs = app_commands.AppInstallationType(guild=True, user=True)
    menu.allowed_contexts = app_commands.AppCommandContext(
        guild=True, dm_channel=True, private_channel=True
    )
    return menu


async def setup(bot: Host) -> None:
    await bot.add_cog(MessageCommands(bot))
