"""Replies as Discord embeds or as console text; both say the same thing."""

from __future__ import annotations

import io

import discord

from bot.domain import Reply

TONES = {
    "info": discord.Colour.blurple(),
    "success": discord.Colour.green(),
    "warning": discord.Colour.gold(),
    "error": discord.Colour.red(),
}
DESCRIPTION_LIMIT = 4096
NO_PINGS = discord.AllowedMentions.none()  # every reply, edit and post: nobody is pinged


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def to_embed(reply: Reply) -> discord.Embed:
    embed = discord.Embed(
        title=clip(reply.title, 256),
        description=clip("\n".join(reply.lines), DESCRIPTION_LIMIT),
        colour=TONES.get(reply.tone, TONES["info"]),
    )
    if reply.picture is not None:  # shown inside the embed, from the file sent with it
        embed.set_image(url=f"attachment://{reply.picture.filename}")
    return embed


def attached(reply: Reply) -> list[discord.File]:
    """The reply's picture as the file to send with its embed (``files=``), if it has
    one; its description is the alt text screen readers read."""
    picture = reply.picture
    if picture is None:
        return []
    data = io.BytesIO(picture.data)
    return [discord.File(data, picture.filename, description=picture.description)]


def to_text(reply: Reply) -> str:
    """Plain text for the console: the embed's title and body, spoilers kept visible."""
    if reply.reaction:
        return f"[reacts {reply.reaction}]"
    head = f"== {reply.title} ==" + (" (only you see this)" if reply.ephemeral else "")
    if not reply.title:  # a compact reply: its one line is all
        head = "(only you see this)" if reply.ephemeral else ""
        return "\n".join([*([head] if head else []), *reply.lines])
    picture = reply.picture
    shown = [] if picture is None else [f"[picture {picture.filename}: {picture.description}]"]
    return "\n".join([head, *reply.lines, *shown])
