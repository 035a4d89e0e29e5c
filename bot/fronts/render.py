"""Replies as Discord embeds or as console text; both say the same thing."""

from __future__ import annotations

import discord

from bot.domain import Reply

TONES = {
    "info": discord.Colour.blurple(),
    "success": discord.Colour.green(),
    "warning": discord.Colour.gold(),
    "error": discord.Colour.red(),
}
DESCRIPTION_LIMIT = 4096


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def to_embed(reply: Reply) -> discord.Embed:
    return discord.Embed(
        title=clip(reply.title, 256),
        description=clip("\n".join(reply.lines), DESCRIPTION_LIMIT),
        colour=TONES.get(reply.tone, TONES["info"]),
    )


def to_text(reply: Reply) -> str:
    """Plain text for the console: the embed's title and body, spoilers kept visible."""
    if reply.reaction:
        return f"[reacts {reply.reaction}]"
    head = f"== {reply.title} ==" + (" (only you see this)" if reply.ephemeral else "")
    return "\n".join([head, *reply.lines])
