"""Answering an interaction, for every front that takes one (slash commands, message
commands): the reply sent then edited into its fuller form (who asked and where:
bot/fronts/asking.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.domain import Reply
from bot.fronts.buttons import buttons_for
from bot.fronts.render import NO_PINGS, as_message, attached, to_embed, to_layout
from bot.support import logs


def about(interaction: discord.Interaction) -> None:
    """What this interaction's log lines are about: its shard, guild and channel."""
    guild = interaction.guild
    logs.about(guild.shard_id if guild else None, interaction.guild_id, interaction.channel_id)


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
    """Edit a sent reply into its fuller form once that is ready (bot/domain.py), and
    that into its own, while it has one (an analysis that goes on step by step)."""
    while reply.fuller is not None:
        reply = await reply.fuller()
        await edit(**as_edit(reply), allowed_mentions=NO_PINGS)


def as_edit(reply: Reply) -> dict[str, Any]:
    """The keyword arguments that edit a sent reply into ``reply``: text (a game's
    summary) is an embed, as the reply was; a reply with a picture (an analysis) was sent
    as a layout, which takes no embed, so its layout and picture are sent anew."""
    if reply.picture is None:
        return {"embed": to_embed(reply)}
    return {"view": to_layout(reply, buttons_for(reply)), "attachments": attached(reply)}
