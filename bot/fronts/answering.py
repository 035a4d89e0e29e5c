"""Answering an interaction, for every front that takes one (slash commands, message
commands): who asked, where their game is, and the reply sent then edited into its fuller
form."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

from bot.domain import Author, Reply, personal_channel
from bot.fronts.buttons import buttons_for
from bot.fronts.render import NO_PINGS, as_message, to_embed
from bot.support import logs


def game_place(interaction: discord.Interaction) -> tuple[int, int | None]:
    """Where the game an interaction is about is kept: its channel and server; used
    through a user install where the app is not in the server (a DM between others, a
    group chat, a server without the bot), the user's own game, in no server."""
    if interaction.is_user_integration() and not interaction.is_guild_integration():
        return personal_channel(interaction.user.id), None
    if interaction.channel_id is None:  # Discord sends it with every interaction
        raise app_commands.AppCommandError("the interaction has no channel")
    return interaction.channel_id, interaction.guild_id


def about(interaction: discord.Interaction) -> None:
    """What this interaction's log lines are about: its shard, guild and channel."""
    guild = interaction.guild
    logs.about(guild.shard_id if guild else None, interaction.guild_id, interaction.channel_id)


def author_of(user: discord.abc.User) -> Author:
    return Author(user.id, user.display_name)


async def respond(interaction: discord.Interaction, reply: Reply) -> int | None:
    """The reply, as the interaction's response or its followup once deferred; then its
    fuller form, if it has one.  The id of the message sent, where Discord gives it."""
    sent = as_message(reply, buttons_for(reply))  # an admin's preview: its Publish button
    if interaction.response.is_done():
        followup = await interaction.followup.send(
            **sent, ephemeral=reply.ephemeral, allowed_mentions=NO_PINGS, wait=True
        )
        await complete(reply, followup.edit)
        return followup.id
    answered = await interaction.response.send_message(
        **sent, ephemeral=reply.ephemeral, allowed_mentions=NO_PINGS
    )
    await complete(reply, interaction.edit_original_response)
    return answered.message_id


async def complete(reply: Reply, edit: Callable[..., Awaitable[Any]]) -> None:
    """Edit a sent reply into its fuller form once that is ready (bot/domain.py); a
    fuller form is text (a game's summary), so the edit is an embed as the reply was."""
    while reply.fuller is not None:
        reply = await reply.fuller()
        await edit(embed=to_embed(reply), allowed_mentions=NO_PINGS)
