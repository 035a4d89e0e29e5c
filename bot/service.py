"""The face every front calls, with no discord import: the events (a message, an edit, a
delete, a picture, a message command, the Wordle app's posts) and the command entry
(``answer``, a button's ``press``, a preview's ``publish``).

``Huddle`` is the wired parts (bot/wiring.py, the composition root) with this face on
top: each event is read once, in the request's language, within the server's settings,
and handed to the feature that owns it; each command to its entry in bot/commands/.

- ``bot.games``: the channel games (pastes, edits, deletes, the game commands);
- ``bot.shares``: players' shares (grid deduction, stats, leaderboard, forgetting);
- ``bot.advisor``: the solver's heavy work, off the loop, deadlined and remembered;
- ``bot.replies``: what the service says whatever the feature (each feature words its own).

No input buys unbounded work: a game holds at most its rows (six for Wordle; a paste that
would pass them is refused before any solving), and every request carries one
``Deadline`` that all its heavy calls share, so a message, edit or command occupies the
solver for under a second.
"""

from __future__ import annotations

import contextlib
import functools
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TypeVar

from bot import replies
from bot.advisor import HEAVY
from bot.commands import BY_NAME, Command, Features, Options, Takes
from bot.domain import (
    Asker,
    Author,
    Incoming,
    Members,
    Position,
    Reply,
    followed_by,
    in_full,
)
from bot.i18n import language_of, speaking_in
from bot.parsing import Parsed
from bot.requests import Request, answers_outage, begins
from bot.settings import styled
from bot.store import Unavailable
from bot.wiring import CATCH_UP_SECONDS, ESSENTIAL, WORK_MODULES, Parts
from bot.wordle_app import AppMessage
from solver import Variant

__all__ = [
    "CATCH_UP_SECONDS",
    "ESSENTIAL",
    "WORK_MODULES",
    "Asker",
    "Author",
    "Huddle",
    "Incoming",
    "Reply",
    "in_full",
]
log = logging.getLogger(__name__)
T = TypeVar("T")


class Huddle(Parts):
    """The parts (bot/wiring.py) and the face the fronts call: events and commands."""

    async def on_message(self, msg: Incoming) -> Reply | None:
        """A chat message: Wordle gets its reply (while the database is out of reach, the
        outage reply); anything else none, decided before anything reads the store."""
        arrived = self.advisor.clock()
        await self._member_seen(msg)
        return await self._message(msg, arrived)

    async def _message(self, msg: Incoming, arrived: float) -> Reply | None:
        parsed = self._known(msg, lambda: self.games.read(msg))  # a parse error's language
        if parsed.kind == "unsupported":
            return None  # another game's result, posted to the channel, not asked of us
        if parsed.kind == "none":
            if not parsed.slip:
                return None
            # a slip ("crane 2000") is one only where a game is going; chat anywhere else,
            # so silent while the store cannot say which
            with contextlib.suppress(Unavailable):
                return await self._in_channel(msg, self.games.on_message, parsed, arrived)
            return None
        guarded = answers_outage(self._in_channel, self._outage(msg))
        return await guarded(msg, self.games.on_message, parsed, arrived)

    async def on_message_command(self, command: str, msg: Incoming) -> Reply:
        """Right-click → Apps on a message: ``add`` takes what it holds as a paste would
        (into the channel's game), ``count`` takes a finished game's share into stats.  In
        any channel, as a slash command is; always a reply, a message it cannot take told
        in one line."""
        return await self._command(command, msg, self.advisor.clock())

    async def _command(self, command: str, msg: Incoming, arrived: float) -> Reply:
        parsed = self._known(msg, lambda: self.games.read(msg))
        refused = self._known(msg, lambda: replies.not_for(command, parsed.kind))
        if refused is not None:
            return refused
        guarded = answers_outage(self._in_channel, self._outage(msg))
        return replies.answered(
            await guarded(msg, self.games.on_message, parsed, arrived, asked=True)
        )

    async def on_screenshot(
        self, msg: Incoming, image: bytes | None, asked: bool = False
    ) -> Reply | None:
        """A picture of a board: rows read surely go on as the paste of them would, the
        reply saying what was read; a reading in doubt is shown to be checked and adds
        nothing.  Posted in a channel (not ``asked``), a picture the bot does not listen
        for, or with no board in it, gets no reply: most pictures are not Wordle.
        ``image`` None: a picture too big to be fetched."""
        arrived = self.advisor.clock()
        if not asked and not (await self.settings.of(msg.guild_id)).listens_in(msg.channel_id):
            return None
        with speaking_in(self.settings.known_language(msg.guild_id, msg.locale)):
            read = await self.games.screens.read(image)
        if isinstance(read, Reply):
            return read if asked else None
        pasted = replace(msg, text=read)
        if not asked:
            await self._member_seen(msg)
        taken = self._command("add", pasted, arrived) if asked else self._message(pasted, arrived)
        reply = await taken
        return None if reply is None else followed_by(reply, [replies.screenshot_read(read)])

    async def count_app_post(
        self, msg: AppMessage | None, members: Members | None, locale: str | None
    ) -> Reply:
        """**Count this result** on one of the Wordle app's posts (``msg`` None: not one
        it can read): its results counted, in any channel; always a reply."""
        language = self.settings.known_language(msg.guild_id if msg else None, locale)
        begins(self.advisor, Request(self.advisor.clock(), language))
        if msg is None or members is None:
            return replies.nothing_to_read()
        return replies.answered(await self.on_app_post(msg, members, asked=True, locale=locale))

    async def on_edit(self, msg: Incoming) -> Reply | None:
        """An edited message, read again.  Edited into chat it may take guesses away, which
        needs the store: while it is out of reach that waits, silently, as a delete does."""
        arrived = self.advisor.clock()
        parsed = self._known(msg, lambda: self.games.read(msg))
        if parsed.kind != "none":
            guarded = answers_outage(self._in_channel, self._outage(msg))
            return await guarded(msg, self.games.on_edit, parsed, arrived)
        try:
            return await self._in_channel(msg, self.games.on_edit, parsed, arrived)
        except Unavailable:
            self.games.removals.add(msg.channel_id, msg.message_id)
            return None

    async def on_delete(self, channel_id: int, message_id: int) -> None:
        """A deleted message's guesses leave its game (later, if the store is out)."""
        await self.games.on_delete(channel_id, message_id)

    async def _asked(self, at: Asker, arrived: float) -> None:
        """A command's request begins, in the server's language (else the asker's)."""
        language = await self.settings.language(at.guild_id, at.locale)
        begins(self.advisor, Request(arrived, language))

    def _known(self, msg: Incoming, said: Callable[[], T]) -> T:
        """What is said of a message before its request begins (its parse, a refusal, an
        outage), in the language known without the store: the server's choice where this
        process read it lately, else the poster's."""
        with speaking_in(self.settings.known_language(msg.guild_id, msg.locale)):
            return said()

    def _outage(self, msg: Incoming) -> Callable[[], Reply]:
        return lambda: self._known(msg, replies.database_out_of_reach)

    async def _member_seen(self, msg: Incoming) -> None:
        if msg.guild_id is not None:  # a plain name the Wordle app used may be theirs
            await self.app.member_seen(msg.guild_id, msg.author)

    async def _in_channel(
        self,
        msg: Incoming,
        handle: Callable[[Incoming, Parsed, Variant], Awaitable[Reply | None]],
        parsed: Parsed,
        arrived: float,
        asked: bool = False,
    ) -> Reply | None:
        """A Wordle message within the server's settings, read once (its language, game,
        reply style): silent in a channel it does not listen in, unless ``asked`` (a message
        command); else its request begins, in the server's language."""
        chosen = await self.settings.of(msg.guild_id)
        if not asked and not chosen.listens_in(msg.channel_id):
            return None
        begins(self.advisor, Request(arrived, chosen.language or language_of(msg.locale)))
        self.games.seen_in(msg.channel_id, msg.guild_id)
        await self.games.settle(msg.channel_id)
        return styled(await handle(msg, parsed, chosen.starts), chosen.reply_style)

    async def on_app_post(
        self, msg: AppMessage, members: Members, asked: bool = False, locale: str | None = None
    ) -> Reply | None:
        """One of the official Wordle app's posts (or its edit), read for results where the
        bot listens, or anywhere when ``asked`` (**Count this result**, ``locale`` the
        asker's); its new results confirmed in the server's reply style and language: the
        app posts in English, but the players it answers speak the server's.  While the
        database is out of reach it is left (``/import`` reads it later)."""
        language = await self.settings.language(msg.guild_id, locale)
        begins(self.advisor, Request(self.advisor.clock(), language))
        if not asked and not (await self.settings.of(msg.guild_id)).listens_in(msg.channel_id):
            return None
        try:
            _, reply = await self.app.read(msg, members)
        except Unavailable as exc:
            log.warning("a Wordle app post was left unread: %s", exc)
            return replies.database_out_of_reach() if asked else None
        return reply

    async def answer(self, command: str, at: Asker, options: Options | None = None) -> Reply:
        """A slash command (bot/commands/), as every front asks it: the options given,
        the rest at their defaults; while the database is out of reach, the outage reply."""
        arrived = self.advisor.clock()
        outage = functools.partial(replies.command_out_of_reach, command)
        return await answers_outage(self._answer, outage)(command, at, options, arrived)

    async def press(self, command: str, at: Asker, options: Options, position: Position) -> Reply:
        """A button or form on a reply about ``position``: the command's answer about the
        game where it was pressed (``at``), now, ephemeral, saying so when the game has
        moved past that reply (or the reply names another channel's).  While the database
        is out of reach, a short "try again" (a press never changes anything)."""
        arrived = self.advisor.clock()
        try:
            reply = await self._answer(command, at, options, arrived)
            moved = position.channel_id != at.channel_id or await self.games.moved_on(position)
        except Unavailable as exc:
            log.debug("a press on %s: %s", command, exc)
            return replies.cannot_check()
        return replies.pressed(reply, moved)

    async def publish(self, what: str, game: str, at: Asker) -> Reply:
        """What a preview's Publish button posts in the channel, composed afresh: the
        summary or the leaderboard ``what`` names; while the database is out of reach, a
        short "try again" (only the admin sees it).  It needs Manage Server, as /preview
        does: the button's id is the client's to send."""
        arrived = self.advisor.clock()
        await self._asked(at, arrived)
        if "manage_guild" not in at.permissions:
            return replies.publish_refused()
        try:
            return await self.summary.published(at.guild_id or 0, what, game)
        except Unavailable as exc:
            log.debug("a publish: %s", exc)
            return replies.cannot_check()

    async def _answer(
        self, command: str, at: Asker, options: Options | None, arrived: float
    ) -> Reply:
        """The command's answer, only the asker's to see where the command is private
        (unless asked ``public``), whichever front shows it."""
        spec = BY_NAME[command]
        reply = await self._call(spec, at, spec.read(options or {}), arrived)
        if spec.private:
            return replies.privately(reply, not (options or {}).get("public", False))
        return reply

    async def _call(
        self, spec: Command[Features, Takes], at: Asker, filled: Takes, arrived: float
    ) -> Reply:
        await self._asked(at, arrived)
        self.games.seen_in(at.channel_id, at.guild_id)
        await self.games.settle(at.channel_id)
        if not spec.heavy:
            return await spec.call(self, at, filled)
        if at.author.id in self._heavy_users:  # one heavy command per user at a time
            return replies.still_working()
        self._heavy_users.add(at.author.id)
        lane = HEAVY.set(True)  # its solver work runs in the heavy lane (bot/advisor.py)
        try:
            return await spec.call(self, at, filled)
        finally:
            HEAVY.reset(lane)
            self._heavy_users.discard(at.author.id)
