"""The Discord front: translates Discord events and slash commands to the Huddle service
and back.  Thin on purpose: the service lives in bot/service.py, where the console drives
it too, and the slash commands are built from the one command list (bot/commands/)."""

from __future__ import annotations

import asyncio
import inspect
import logging
import re
import time
from collections.abc import Callable, Coroutine
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import COMMANDS, Command, Option
from bot.domain import MAX_UPLOAD_BYTES, Asker, Upload
from bot.fronts.answering import about, complete, respond
from bot.fronts.asking import author_of, game_place, permissions_of
from bot.fronts.buttons import buttons_for
from bot.fronts.catching_up import CatchingUp, Missed
from bot.fronts.host import Host
from bot.fronts.render import NO_PINGS, as_message
from bot.fronts.translator import locale_of
from bot.fronts.votes import post_poll
from bot.fronts.wordle_app import ChannelHistory, GuildMembers, app_message, by_app
from bot.i18n import tn
from bot.service import Author, Huddle, Incoming, Reply
from bot.store import Behind, Unavailable
from bot.support import logs, metrics

log = logging.getLogger(__name__)
Callback = Callable[..., Coroutine[Any, Any, None]]
CATCHING_UP_AT_ONCE = 4  # channels read back together after downtime


def incoming(message: discord.Message, me: discord.abc.User | None) -> Incoming:
    """The message as the service reads it, any mention of the bot (``me``) taken out:
    ``@huddle CRANE 🟩⬛⬛🟨⬛`` is a paste (without Message Content, the way to send one)."""
    return Incoming(
        channel_id=message.channel.id,
        guild_id=message.guild.id if message.guild else None,
        message_id=message.id,
        author=Author(message.author.id, message.author.display_name),
        text=without_mentions_of(me, message) if me else message.content,
        locale=str(message.guild.preferred_locale) if message.guild else None,
    )


def first_image(message: discord.Message) -> discord.Attachment | None:
    """The message's first picture (a screenshot of a board, perhaps)."""
    return next(
        (a for a in message.attachments if (a.content_type or "").startswith("image/")), None
    )


def without_mentions_of(me: discord.abc.User, message: discord.Message) -> str:
    """The text with the bot's mentions removed: its user, and its role in the server."""
    role = message.guild.self_role if message.guild else None
    ours = [f"<@{me.id}>", f"<@!{me.id}>", *([f"<@&{role.id}>"] if role else [])]
    return re.sub(f"(?:{'|'.join(map(re.escape, ours))})[ \t]*", "", message.content)


class Wordle(commands.Cog):
    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self.catching_up = CatchingUp()

    @property
    def huddle(self) -> Huddle:
        assert self.bot.huddle is not None
        return self.bot.huddle

    # -- chat ------------------------------------------------------------------------

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        if by_app(message):
            await self._app_post(message)
            return
        if message.author.bot or message.webhook_id is not None:
            return
        if not await self._in_turn(message.guild, message.channel.id, message.id):
            return
        if not self.bot.take():
            return
        started = time.perf_counter()
        _about(message)
        metrics.MESSAGES.inc()
        reply = await self.huddle.on_message(incoming(message, self.bot.user))
        image = first_image(message)
        if reply is None and image is not None and image.size <= MAX_UPLOAD_BYTES:
            shot = await image.read()  # a picture in a game channel: a board, perhaps
            reply = await self.huddle.on_screenshot(incoming(message, self.bot.user), shot)
        await self._answer(message, reply, "message", started)

    @commands.Cog.listener()
    async def on_raw_message_edit(self, payload: discord.RawMessageUpdateEvent) -> None:
        message = payload.message  # the updated message, even when it was not cached
        if by_app(message):  # a summary corrected, a notice updated: read again
            await self._app_post(message, edited=True)
            return
        if "content" not in payload.data or message.author.bot or message.webhook_id:
            return  # an embed unfurling, a bot's own edit: not a re-paste
        if not message.content and not self.bot.reads_messages:
            return  # its text withheld (no Message Content): unread, not edited into chat
        await self._in_turn(message.guild, message.channel.id, message.id)  # an edit: read again
        if not self.bot.take():
            return
        started = time.perf_counter()
        _about(message)
        reply = await self.huddle.on_edit(incoming(message, self.bot.user))
        await self._answer(message, reply, "edit", started)

    @commands.Cog.listener()
    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        guild = self.bot.get_guild(payload.guild_id) if payload.guild_id else None
        await self._in_turn(guild, payload.channel_id, payload.message_id)
        if self.bot.take():
            await self.huddle.on_delete(payload.channel_id, payload.message_id)

    async def _app_post(self, message: discord.Message, edited: bool = False) -> None:
        """The Wordle app's post: read for results, its new ones confirmed in the server's
        reply style (one line a player, or a reaction); an edit is read again quietly."""
        made = app_message(message, edited)
        if made is None or message.guild is None or not self.bot.take():
            return
        started = time.perf_counter()
        _about(message)
        members = GuildMembers(message.guild, message.mentions)
        locale = str(message.guild.preferred_locale)  # the server's, as a message's is
        reply = await self.huddle.on_app_post(made, members, locale=locale)
        await self._answer(message, reply, "app", started)

    async def _answer(
        self, message: discord.Message, reply: Reply | None, source: str, started: float
    ) -> None:
        if reply is None:
            metrics.observe_reply(source, None, started)
            return
        if source == "message":
            metrics.WORDLE_MESSAGES.inc()  # every Wordle message is answered; chat never is
        try:
            sent = None
            if reply.reaction:
                await message.add_reaction(reply.reaction)
            else:
                sent = await message.reply(  # a game going on: with the buttons that ask about it
                    **as_message(reply, buttons_for(reply)),
                    mention_author=False,
                    allowed_mentions=NO_PINGS,
                )
            metrics.observe_reply(source, reply.tone, started)  # what the user waits for
            if sent is not None:
                await complete(reply, sent.edit)
        except discord.HTTPException as exc:
            metrics.ERRORS.labels("send").inc()
            log.warning("could not answer message %s: %s", message.id, exc)

    # -- catching up after downtime ------------------------------------------------------

    async def _in_turn(self, guild: discord.Guild | None, channel_id: int, message_id: int) -> bool:
        """A live event waits while its channel catches up (bot/fronts/catching_up.py);
        False if the catch-up took it already."""
        if guild is None:  # direct messages are not caught up
            return True
        return await self.catching_up.wait(guild.shard_id, channel_id, message_id)

    @commands.Cog.listener()
    async def on_shard_connect(self, shard_id: int) -> None:
        """An IDENTIFY (never a resume): the shard's live messages wait for its catch-up.
        Dispatched before the session's first message, and acted on before any await."""
        self.catching_up.connected(shard_id)

    @commands.Cog.listener()
    async def on_shard_ready(self, shard_id: int) -> None:
        """After an IDENTIFY (a start, or a session Discord would not resume: a resumed
        one replays what it missed), read what each channel with a game of late on this
        shard missed while the bot was away, in order, and say so once per channel; a few
        channels at once.  One channel's failure is logged and never stops another's; a
        stop leaves the rest unread (they are read at the next start)."""
        behind: list[tuple[discord.abc.Messageable, Behind]] = []
        try:
            if self.bot.take():
                behind = await self._behind(shard_id)
        finally:  # whatever happens, the shard's live messages go on
            self.catching_up.planned(shard_id, [game.channel_id for _, game in behind])
        turns = asyncio.Semaphore(CATCHING_UP_AT_ONCE)

        async def in_turn(channel: discord.abc.Messageable, game: Behind) -> None:
            try:
                async with turns:
                    await self._catch_up_alone(channel, game)
            finally:
                self.catching_up.done(game.channel_id)

        await asyncio.gather(*(in_turn(channel, game) for channel, game in behind))

    async def _behind(self, shard_id: int) -> list[tuple[discord.abc.Messageable, Behind]]:
        """The shard's channels with a game of late that may have missed a message."""
        behind: list[tuple[discord.abc.Messageable, Behind]] = []
        for game in await self.huddle.games_behind():
            guild = self.bot.get_guild(game.guild_id) if game.guild_id is not None else None
            channel = guild.get_channel_or_thread(game.channel_id) if guild is not None else None
            if guild is None or guild.shard_id != shard_id:
                continue  # another shard's (or process's) guild
            if isinstance(channel, discord.abc.Messageable):  # else gone, or not for posts
                behind.append((channel, game))
        return behind

    async def _catch_up_alone(self, channel: discord.abc.Messageable, game: Behind) -> None:
        """One channel's catch-up, whatever becomes of it never stopping the next one's."""
        try:
            await self._catch_up(channel, game)
        except (discord.HTTPException, Unavailable) as exc:
            metrics.ERRORS.labels("catch_up").inc()
            log.warning("could not catch up on channel %s: %s", game.channel_id, exc)
        except Exception:
            if self.bot.is_closed():  # stopped midway (its connections closed under it)
                log.info("stopping: channel %s is read at the next start", game.channel_id)
                return
            metrics.ERRORS.labels("catch_up").inc()
            log.exception("could not catch up on channel %s", game.channel_id)

    async def _catch_up(self, channel: discord.abc.Messageable, game: Behind) -> None:
        """Take the messages the game missed as if they had just been posted, without a
        reply each, its rows' messages deleted meanwhile leaving it first; then one reply
        with where it stands.  Those waiting live are left to the live path, which takes
        them next."""
        missed = Missed(game)
        start: int | None = missed.read_from
        while start is not None:
            start = await self._read_missed(channel, missed, start)
        await self._forget_deleted(missed)
        if missed.taken:
            await self._say_caught_up(channel, missed.taken)

    async def _read_missed(
        self, channel: discord.abc.Messageable, missed: Missed, start: int
    ) -> int | None:
        """Read the history after ``start``; where to read on from, if anywhere."""
        channel_id = missed.game.channel_id
        history = channel.history(limit=None, after=discord.Object(start), oldest_first=True)
        async for message in history:
            if not missed.read(message.id):
                return missed.resume_from()
            if message.id <= missed.seen_up_to or message.author.bot or message.webhook_id:
                continue
            if self.catching_up.held(channel_id, message.id):
                return None  # sent live, and all after it too
            await self._forget_deleted(missed)  # before anything missed is taken
            if not self.bot.take():
                return None  # stopping: the rest is read at the next start
            self.catching_up.took(channel_id, message.id)
            _about(message)
            reply = await self.huddle.on_message(incoming(message, self.bot.user))
            missed.taken += reply is not None and reply.tone not in ("error", "warning")
        missed.ended()
        return None

    async def _forget_deleted(self, missed: Missed) -> None:
        """The game's rows whose messages the history no longer has leave it, and the
        results such shares counted leave stats, once."""
        for message_id in missed.deleted():
            await self.huddle.on_delete(missed.game.channel_id, message_id)

    async def _say_caught_up(self, channel: discord.abc.Messageable, taken: int) -> None:
        me = self.bot.user
        where = Asker(
            getattr(channel, "id", 0),
            getattr(getattr(channel, "guild", None), "id", None),
            Author(me.id if me else 0, me.display_name if me else "huddle"),
            0,
        )
        standing = await self.huddle.answer("status", where)
        title = tn(
            "Caught up on {count} paste sent while I was away · {title}",
            "Caught up on {count} pastes sent while I was away · {title}",
            taken,
            title=standing.title,
        )
        await channel.send(**as_message(replace(standing, title=title)), allowed_mentions=NO_PINGS)

    # -- slash commands: built from bot/commands/, answered by Huddle.answer -------------

    async def cog_load(self) -> None:
        for spec in COMMANDS:
            self.bot.tree.add_command(self._slash(spec))

    async def cog_unload(self) -> None:
        for spec in COMMANDS:
            self.bot.tree.remove_command(spec.name)

    def _slash(self, spec: Command) -> app_commands.Command[Any, ..., None]:
        """The slash command for one entry of the command list: its options' types,
        bounds, choices and descriptions, and a callback that asks the service.

        Why the callback's signature is made here rather than written: discord.py reads a
        command's parameters from its callback's signature alone (``inspect.signature``,
        which honours ``__signature__``, PEP 362), one parameter an option.  The options
        are declared once, typed, in each command's options dataclass (bot/commands/), which
        the console, /help and the catalogs read too; a callback written out per command
        would declare all 27 commands' options a second time, free to drift.  So the
        signature is built from that dataclass's options: the same names, kinds, bounds
        and defaults discord.py would read from a written one."""

        async def callback(interaction: discord.Interaction, **given: Any) -> None:
            await self._answer_command(interaction, spec, given)

        parameters = [_param("interaction", discord.Interaction)]
        parameters += [_param(o.name, _annotation(o), o.required, o.default) for o in spec.options]
        callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
        choices = {
            o.name: [
                app_commands.Choice(name=o.label(c) if o.label else c, value=c) for c in o.choices
            ]
            for o in spec.options
            if o.choices
        }
        made: Callback = callback
        if choices:
            made = app_commands.choices(**choices)(made)
        if spec.described():
            made = app_commands.describe(**spec.described())(made)
        # the signature discord.py reads is the one built above from the options dataclass
        command: app_commands.Command[Any, ..., None] = app_commands.command(
            name=spec.name, description=spec.description
        )(made)
        for option in spec.options:
            if option.type == "word":
                command.autocomplete(option.name)(self._word_autocomplete)
        if spec.needs:  # Discord hides it from members without the permission
            command.default_permissions = discord.Permissions(**{spec.needs: True})
        # offered only where it can work: a user install gets the commands that need no
        # server channel, in DMs and group chats too
        command.allowed_installs = app_commands.AppInstallationType(guild=True, user=spec.anywhere)
        command.allowed_contexts = app_commands.AppCommandContext(
            guild=True, dm_channel=True, private_channel=spec.anywhere
        )
        return command

    async def _answer_command(
        self, interaction: discord.Interaction, spec: Command, given: dict[str, Any]
    ) -> None:
        if not self.bot.take():
            return  # stopping: left unanswered, as a message is left unread
        started = time.perf_counter()
        about(interaction)
        private = spec.private and not given.get("public", False)
        if spec.slow:
            await interaction.response.defer(ephemeral=private, thinking=True)
        options = {
            k: author_of(v) if isinstance(v, discord.abc.User) else v for k, v in given.items()
        }
        for name, value in given.items():
            if isinstance(value, discord.Attachment):
                options[name] = await _upload(value)
        user = interaction.user
        at = Asker(
            *game_place(interaction),
            author_of(user),
            interaction.id,
            permissions_of(interaction),
            _reader(interaction),
            locale_of(interaction),
        )
        reply = await self.huddle.answer(spec.name, at, options)  # private ones: ephemeral
        if reply.poll is None:
            await respond(interaction, reply)
        else:  # a vote's poll (bot/fronts/votes.py)
            await post_poll(self.huddle, interaction, reply, at.channel_id)
        metrics.observe_reply("command", reply.tone, started)

    async def _word_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        found = self.huddle.words_starting(current)
        return [app_commands.Choice(name=w.upper(), value=w) for w in found]


def _param(
    name: str, annotation: Any, required: bool = True, default: Any = None
) -> inspect.Parameter:
    return inspect.Parameter(
        name,
        inspect.Parameter.POSITIONAL_OR_KEYWORD,
        annotation=annotation,
        default=inspect.Parameter.empty if required else default,
    )


def _annotation(option: Option) -> Any:
    """The type discord.py reads an option's kind from."""
    if option.type == "number":
        if option.low is None and option.high is None:
            return int
        return app_commands.Range[int, option.low, option.high]
    if option.type == "flag":
        return bool
    if option.type == "user":
        return discord.User
    if option.type == "file":
        return discord.Attachment
    return str


def _about(message: discord.Message) -> None:
    """What this event's log lines are about: its shard, guild and channel."""
    guild = message.guild
    logs.about(guild.shard_id if guild else None, guild.id if guild else None, message.channel.id)


async def _upload(attachment: discord.Attachment) -> Upload:
    """A file given to a command, read only within the bound (a bigger one is refused by
    what it is for, by its size alone)."""
    if attachment.size > MAX_UPLOAD_BYTES:
        return Upload(attachment.filename, b"", attachment.size)
    return Upload(attachment.filename, await attachment.read(), attachment.size)


async def setup(bot: Host) -> None:
    await bot.add_cog(Wordle(bot))


def _reader(interaction: discord.Interaction) -> ChannelHistory | None:
    """The channel a server's command came from, for a command that reads it."""
    channel, guild = interaction.channel, interaction.guild
    if guild is None or not isinstance(channel, discord.abc.Messageable):
        return None
    return ChannelHistory(channel, guild, interaction.edit_original_response)
