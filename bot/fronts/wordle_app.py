"""The official Wordle app's messages as discord.py gives them, for the service's
``bot.wordle_app``: who posted (by id, never by text), a ``/share``'s Components V2 text,
the guild's members for plain names, a channel's history for ``/import``; and the two
jobs that run on their own: the daily summary and imports a restart stopped.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Iterable
from typing import Any

import discord

from bot.domain import Author, Incoming, Reply, Seen, time_of
from bot.fronts.host import Host
from bot.fronts.render import NO_PINGS, as_message, to_embed
from bot.fronts.ticking import Ticking
from bot.service import Huddle
from bot.store import ImportRun
from bot.wordle_app import APP_ID, AppMessage, resumed

log = logging.getLogger(__name__)
TICK_SECONDS = 30.0  # how often the due summaries and stopped imports are looked for


def by_app(message: discord.Message) -> bool:
    """Posted by the official Wordle app: its bot user, or a message of its application."""
    return message.author.id == APP_ID or message.application_id == APP_ID


def component_text(components: Iterable[Any]) -> str:
    """The text of a Components V2 message (text displays, inside containers and
    sections too), one block per line."""
    found: list[str] = []
    for component in components:
        content = getattr(component, "content", None)
        if isinstance(content, str):
            found.append(content)
        found += filter(None, [component_text(getattr(component, "children", ()))])
        found += filter(None, [component_text(getattr(component, "components", ()))])
    return "\n".join(found)


def app_message(message: discord.Message, edited: bool = False) -> AppMessage | None:
    """One of the app's posts (read again after an edit), for the service; None outside a
    server."""
    if message.guild is None:
        return None
    meta = message.interaction_metadata
    sharer = None
    if meta is not None and meta.user.id != APP_ID:
        sharer = Author(meta.user.id, _name(message.guild, meta.user))
    text = message.content or component_text(message.components)
    return AppMessage(
        message.channel.id,
        message.guild.id,
        message.id,
        time_of(message.id),
        text,
        sharer,
        edited,
    )


def _name(guild: discord.Guild, user: discord.abc.User) -> str:
    member = guild.get_member(user.id)
    return (member or user).display_name


class GuildMembers:
    """A guild's members as the app names them: by a mention's id, or by the name shown
    in the guild (cached members first, then a search by name over the gateway, which
    needs no privileged intent)."""

    def __init__(self, guild: discord.Guild, mentioned: Iterable[discord.abc.User] = ()) -> None:
        self.guild = guild
        self.mentioned = {u.id: u for u in mentioned}

    def by_id(self, user_id: int) -> Author:
        user = self.guild.get_member(user_id) or self.mentioned.get(user_id)
        return Author(user_id, user.display_name if user is not None else "someone")

    async def named(self, name: str) -> Author | None:
        found = _exactly(name, self.guild.members)
        if found is None:
            try:
                near = await self.guild.query_members(name[:100], limit=10)
            except (TimeoutError, discord.ClientException, ValueError) as exc:
                log.info("no member search for a Wordle app name: %s", exc)
                return None
            found = _exactly(name, near)
        return None if found is None else Author(found.id, found.display_name)


def _exactly(name: str, members: Iterable[discord.Member]) -> discord.Member | None:
    wanted = name.casefold()
    for member in members:
        shown = (member.display_name, member.nick, member.global_name, member.name)
        if any(n is not None and n.casefold() == wanted for n in shown):
            return member
    return None


class ChannelHistory:
    """A channel as ``/import`` reads it; progress goes to ``edit`` (one message)."""

    def __init__(self, channel: discord.abc.Messageable, guild: discord.Guild, edit: Any) -> None:
        self.channel = channel
        self.guild = guild
        self.edit = edit

    @property
    def members(self) -> GuildMembers:
        return GuildMembers(self.guild)

    async def history(self, after: int, until: int) -> AsyncIterator[Seen]:
        pages = self.channel.history(
            limit=None, after=discord.Object(after), before=discord.Object(until)
        )
        async for message in pages:  # oldest first, as ``after`` makes it
            app = by_app(message)
            made = app_message(message) if app else None
            author = message.author
            yield Seen(
                Incoming(
                    message.channel.id,
                    self.guild.id,
                    message.id,
                    Author(author.id, author.display_name),
                    made.text if made else message.content,
                ),
                by_app=app,
                by_bot=author.bot or message.webhook_id is not None,
                sharer=made.sharer if made else None,
            )

    async def progress(self, reply: Reply) -> None:
        try:
            await self.edit(embed=to_embed(reply), allowed_mentions=NO_PINGS)
        except discord.HTTPException as exc:  # an old interaction's token: keep going
            log.info("could not show an import's progress: %s", exc)


class WordleAppJobs(Ticking):
    """What runs without anyone asking: the daily summary, stopped imports picked up."""

    label = "daily_jobs"

    def __init__(self, bot: Host) -> None:
        super().__init__(bot)
        self._resuming: dict[int, asyncio.Task[None]] = {}  # per channel

    def seconds(self) -> float:
        return TICK_SECONDS

    async def tick(self, huddle: Huddle) -> None:
        for run in await huddle.daily_jobs(self.serves, self._post, self.locale):
            guild = self.bot.get_guild(run.guild_id or 0)
            channel = guild.get_channel(run.channel_id) if guild is not None else None
            if guild is None or not isinstance(channel, discord.TextChannel):
                continue  # another process's guild, or gone
            if run.channel_id not in self._resuming:
                self._resuming[run.channel_id] = asyncio.create_task(
                    self._resume(run, channel, guild)
                )

    async def _post(self, channel_id: int, reply: Reply) -> int | None:
        channel = self.bot.get_channel(channel_id)
        if not isinstance(channel, discord.abc.Messageable):
            return None
        try:
            sent = await channel.send(**as_message(reply), allowed_mentions=NO_PINGS)
        except discord.HTTPException as exc:
            log.warning("could not post the daily summary in %s: %s", channel_id, exc)
            return None
        return sent.id

    async def _resume(
        self, run: ImportRun, channel: discord.TextChannel, guild: discord.Guild
    ) -> None:
        """Go on with an import a restart stopped, in a message of its own (the command's
        reply went with the old process)."""
        huddle = self.bot.huddle
        assert huddle is not None
        shown: list[discord.Message] = []

        async def claimed() -> ChannelHistory:  # ours: say so where the import goes on
            shown.append(await channel.send(**as_message(resumed(run)), allowed_mentions=NO_PINGS))
            return ChannelHistory(channel, guild, shown[0].edit)

        try:
            done = await huddle.resume_import(run, claimed, str(guild.preferred_locale))
            if done is not None and shown:
                await shown[0].edit(embed=to_embed(done), allowed_mentions=NO_PINGS)
        except discord.HTTPException as exc:
            log.warning("the import of %s stopped again: %s", run.channel_id, exc)
        finally:
            self._resuming.pop(run.channel_id, None)


async def setup(bot: Host) -> None:
    await bot.add_cog(WordleAppJobs(bot))
