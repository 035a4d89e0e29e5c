"""Replies as Discord messages or as console text; both say the same thing.

On Discord a reply with a picture goes as a Components V2 layout: one container in the
reply's tone holding its title and text, then the picture at full width in a media
gallery (an embed shrinks its image beside a coloured bar and cannot put text under a
picture's title without a second embed).  A reply of text alone stays an embed, which
renders the same words more compactly.  The rule is the same everywhere a reply is sent.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import discord

from bot.domain import Ballot, Reply
from bot.i18n import t

TONES = {
    "info": discord.Colour.blurple(),
    "success": discord.Colour.green(),
    "warning": discord.Colour.gold(),
    "error": discord.Colour.red(),
}
DESCRIPTION_LIMIT = 4096
CONTENT_LIMIT = 2000  # a message's content
LAYOUT_TEXT_LIMIT = 4000  # Discord's limit on a layout's text, all its text displays together
NO_PINGS = discord.AllowedMentions.none()  # every reply, edit and post: nobody is pinged


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def to_embed(reply: Reply) -> discord.Embed:
    """A reply of text as an embed (a picture reply goes as a layout: ``as_message``)."""
    return discord.Embed(
        title=clip(reply.title, 256),
        description=clip("\n".join(reply.lines), DESCRIPTION_LIMIT),
        colour=TONES.get(reply.tone, TONES["info"]),
    )


def as_message(reply: Reply, buttons: Sequence[discord.ui.Item[Any]] = ()) -> dict[str, Any]:
    """The keyword arguments that send ``reply`` (``send``, ``reply``, ``send_message``,
    a followup): a layout if it has a picture, else an embed; its files; its buttons."""
    if reply.poll is not None:  # the text as plain content above the poll (/vote)
        text = clip("\n".join([f"**{reply.title}**", *reply.lines]), CONTENT_LIMIT)
        return {"content": text, "poll": to_poll(reply.poll), "files": attached(reply)}
    if reply.picture is None:
        sent: dict[str, Any] = {"embed": to_embed(reply), "files": attached(reply)}
        if buttons:
            view = discord.ui.View(timeout=None)
            for button in buttons:
                view.add_item(button)
            sent["view"] = view
        return sent
    return {"view": to_layout(reply, buttons), "files": attached(reply)}


def to_poll(ballot: Ballot) -> discord.Poll:
    """A vote's poll: Discord runs polls by the hour, so it asks for one and the bot ends
    it when the vote's minutes are up (bot/fronts/votes.py)."""
    poll = discord.Poll(clip(ballot.question, 300), timedelta(hours=1))
    for word, note in ballot.answers:
        poll.add_answer(text=clip(f"{word} · {note}", 55))
    return poll


def to_layout(reply: Reply, buttons: Sequence[discord.ui.Item[Any]] = ()) -> discord.ui.LayoutView:
    """A picture reply as Components V2: the title as a heading, the text, the picture
    (with its alt text, behind a spoiler if it shows the answer), then any buttons."""
    picture = reply.picture
    assert picture is not None
    head = f"### {clip(reply.title, 256)}\n" if reply.title else ""
    body = clip("\n".join(reply.lines), LAYOUT_TEXT_LIMIT - len(head))
    shown = discord.MediaGalleryItem(
        f"attachment://{picture.filename}",
        description=clip(picture.description, 1024) or None,
        spoiler=picture.filename.startswith("SPOILER_"),
    )
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(
        discord.ui.TextDisplay(head + body),
        discord.ui.MediaGallery(shown),
        accent_colour=TONES.get(reply.tone, TONES["info"]),
    )
    if buttons:
        container.add_item(discord.ui.ActionRow(*buttons))
    layout = discord.ui.LayoutView(timeout=None)
    layout.add_item(container)
    return layout


def attached(reply: Reply) -> list[discord.File]:
    """The files to send with the reply (``files=``): its picture, if it has one (its
    description is the alt text screen readers read), and any file it carries."""
    return [
        discord.File(io.BytesIO(f.data), f.filename, description=f.description)
        for f in (reply.picture, reply.attachment)
        if f is not None
    ]


def to_text(reply: Reply) -> str:
    """Plain text for the console: the embed's title and body, spoilers kept visible."""
    if reply.reaction:
        return t("[reacts {emoji}]", emoji=reply.reaction)
    mine = t("(only you see this)") if reply.ephemeral else ""
    if not reply.title:  # a compact reply: its one line is all
        return "\n".join([*([mine] if mine else []), *reply.lines])
    head = f"== {reply.title} ==" + (f" {mine}" if mine else "")
    picture, attachment = reply.picture, reply.attachment
    shown = [] if picture is None else [_picture(picture.filename, picture.description)]
    if attachment is not None:  # a text file, shown whole
        shown += [
            t("[file {name}]", name=attachment.filename),
            attachment.data.decode("utf-8-sig").rstrip(),
        ]
    if reply.poll is not None:
        shown += [t("[poll: {question}]", question=reply.poll.question)]
        shown += [f"  {n}. {word} · {note}" for n, (word, note) in enumerate(reply.poll.answers, 1)]
    return "\n".join([head, *reply.lines, *shown])


def _picture(filename: str, description: str) -> str:
    """A picture as the console shows it: its file and the words a screen reader says."""
    return t("[picture {name}: {description}]", name=filename, description=description)
