"""Who asked and where, from an interaction: the same for every front that takes one
(slash commands, message commands, buttons and forms), so a button checks what the
command it stands for would."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.domain import CHECKED_PERMISSIONS, Author, personal_channel


def game_place(interaction: discord.Interaction) -> tuple[int, int | None]:
    """Where the game an interaction is about is kept: its channel and server; used
    through a user install where the app is not in the server (a DM between others, a
    group chat, a server without the bot), the user's own game, in no server."""
    if interaction.is_user_integration() and not interaction.is_guild_integration():
        return personal_channel(interaction.user.id), None
    if interaction.channel_id is None:  # Discord sends it with every interaction
        raise app_commands.AppCommandError("the interaction has no channel")
    return interaction.channel_id, interaction.guild_id


def author_of(user: discord.abc.User) -> Author:
    return Author(user.id, user.display_name)


def permissions_of(interaction: discord.Interaction) -> frozenset[str]:
    """Of the permissions commands check, those the member has in this channel (all of
    them in a DM, where there is no one else's game to protect)."""
    if interaction.guild_id is None:
        return CHECKED_PERMISSIONS
    have = interaction.permissions
    return frozenset(p for p in CHECKED_PERMISSIONS if getattr(have, p))
