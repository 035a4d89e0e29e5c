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
    """The files to send with the reply's embed (``files=``): its picture, if it has one
    (its description is the alt text screen readers read), and any file it carries."""
    return [
        discord.File(io.BytesIO(f.data), f.filename, description=f.description)
        for f in (reply.picture, reply.attachment)
        if f is not None
    ]


def to_text(reply: Reply) -> str:
    """Plain text for the console: the embed's title and body, spoilers kept visible."""
    if reply.reaction:
        return f"[reacts {reply.reaction}]"
    head = f"== {reply.title} ==" + (" (only you see this)" if reply.ephemeral else "")
    if not reply.title:  # a compact reply: its one line is all
        head = "(only you see this)" if reply.ephemeral else ""
        return "\n".join([*([head] if head else []), *reply.lines])
    picture, attachment = reply.picture, reply.attachment
    shown = [] if picture is None else [f"[picture {picture.filename}: {picture.description}]"]
    if attachment is not None:  # a text file, shown whole
        shown += [f"[file {attachment.filename}]", attachment.data.decode("utf-8-sig").rstrip()]
    return "\n".join([head, *reply.lines, *shown])
