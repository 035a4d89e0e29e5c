"""The service behind every chat message and slash command, with no discord import.

``Huddle`` is the front the cog and the console both call: it wires the jobs together and
hands each request to the one that owns it.

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

import asyncio
import contextlib
import functools
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TypeVar

from bot import games, replies
from bot.advisor import HEAVY, SEARCH_SECONDS, Advisor
from bot.commands import BY_NAME, Command, Features, Options, Takes
from bot.domain import (
    Asker,
    Author,
    ChannelReader,
    Incoming,
    Members,
    Position,
    Reply,
    followed_by,
    in_full,
)
from bot.games import Games
from bot.help_pages import help_page
from bot.i18n import language_of, speaking_in
from bot.parsing import Parsed
from bot.requests import Request, answers_outage, begins
from bot.settings import Settings, styled
from bot.shares import Shares
from bot.store import Behind, ImportRun, Store, Unavailable
from bot.votes import SQLVotes, Votes
from bot.wordle_app import AppMessage, DailySummary, Importer, SQLApp, WordleApp
from bot.wordlists import ServerLists
from solver import Clock, Deducer, Solver, Variant, tidy

__all__ = ["Asker", "Author", "Huddle", "Incoming", "Reply", "in_full"]
log = logging.getLogger(__name__)
T = TypeVar("T")
# where every heavy Work function lives: the heavy lane's process imports these before it
# is ready (bot/lanes.py), named here from the modules themselves, not typed as strings
WORK_MODULES = (games.__name__,)


# a channel whose game last changed longer ago than this is not read at a restart: its
# pastes sent while away are left unread (this bounds a restart's history requests)
CATCH_UP_SECONDS = 7 * 86_400
ESSENTIAL = 2  # warm-up steps a first Wordle reply needs (the table, Wordle's openings)


class Huddle:
    """Channel games, shares and advice over one store and one solver.  ``heavy_process``:
    heavy commands run in a process of their own, as the Discord bot runs them (see
    bot/lanes.py); else in a thread of this one.  ``deadline_clock``: what the solver's
    deadlines read (tests give one that stands still).  ``build_trees``: build the tree
    after an opener first seen in the background (bot/trees.py), as the bot does."""

    def __init__(
        self,
        store: Store,
        solver: Solver,
        clock: Callable[[], float] = time.time,
        search_seconds: float = SEARCH_SECONDS,
        heavy_process: bool = False,
        reads_messages: bool = True,
        deadline_clock: Clock = time.perf_counter,
        build_trees: bool = False,
    ) -> None:
        self.store = store
        # False where the front runs without Discord's Message Content: it sees pastes
        # that mention the bot, replies to it, DMs and message commands, not the rest
        self.reads_messages = reads_messages
        self.solver = solver
        self.clock = clock
        self.deducer = Deducer(solver)
        self.advisor = Advisor(
            solver, search_seconds, heavy_process, WORK_MODULES, deadline_clock, build_trees
        )
        now = lambda: self.clock()  # noqa: E731 (tests move the clock on the front)
        self.shares: Shares = Shares(store, self.deducer, self.advisor.deadline, now)
        self.settings = Settings(store)
        self.lists = ServerLists(store, self.settings, self.advisor.engines, now)
        self.games: Games = Games(
            store, solver, self.advisor, self.shares, self.settings, self.lists, now
        )
        app_tables = SQLApp(store)
        self.app = WordleApp(app_tables, self.settings, self.shares, solver)
        self.importer = Importer(app_tables, self.app, self.shares, solver, now)
        self.importer.reads_messages = reads_messages
        self.summary = DailySummary(store, app_tables, self.shares, self.settings, now)
        self.votes = Votes(SQLVotes(store), self.games, self.settings, now)
        self._heavy_users: set[int] = set()  # who has a heavy command running

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

    # -- what the fronts ask beside messages and commands: each outage handled here ------

    async def games_behind(self) -> list[Behind]:
        """Every channel whose latest game changed lately (going or ended): where a
        restart's catch-up reads what it missed; none while the database is out of reach."""
        try:
            return await self.store.games_behind(time.time() - CATCH_UP_SECONDS)
        except Unavailable as exc:
            log.warning("no catch-up: %s", exc)
            return []

    def words_starting(self, prefix: str, limit: int = 25) -> list[str]:
        """Guesses beginning with ``prefix``, for a word option's suggestions as it is typed."""
        prefix = prefix.strip().lower()
        words = self.solver.guesses.words
        return [w for w in words if w.startswith(prefix)][:limit] if prefix else []

    async def daily_jobs(
        self,
        serves: Callable[[int], bool],
        post: Callable[[int, Reply], Awaitable[int | None]],
        locale: Callable[[int], str | None] = lambda guild_id: None,
    ) -> list[ImportRun]:
        """Post the daily summaries due in the servers this process ``serves``; the imports
        a restart stopped, for the front to resume where it can.  While the database is out
        of reach, nothing (the next tick tries again)."""
        try:
            await self.summary.post_due(serves, post, locale)
            return await self.importer.stalled()
        except Unavailable as exc:
            log.warning("daily jobs wait for the database: %s", exc)
            return []

    async def resume_import(
        self,
        run: ImportRun,
        claimed: Callable[[], Awaitable[ChannelReader]],
        locale: str | None = None,
    ) -> Reply | None:
        """Go on with a stopped import, unless another process took it (None): once it is
        ours, ``claimed`` gives the channel's reader (the front says it resumes).  While
        the database is out of reach it stays stopped, for a later tick."""
        try:
            language = await self.settings.language(run.guild_id, locale)
            begins(self.advisor, Request(self.advisor.clock(), language))
            if not await self.importer.claim(run):
                return None
            return await self.importer.run(run, await claimed())
        except Unavailable as exc:
            log.warning("the import of %s stopped again: %s", run.channel_id, exc)
            return None

    def stop_imports(self) -> None:
        """A graceful stop: running imports keep their place for the next start."""
        self.importer.stop()

    def memo_fill(self) -> tuple[int, int]:
        """The advisor's remembered answers: entries and bytes (the metrics read them)."""
        return self.advisor.memo_fill()

    def warm_ups(self) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
        """What a start builds or loads, as named steps, the ones a first Wordle reply needs
        first (``ESSENTIAL`` of them): a front may answer once those are done and run the
        rest meanwhile, since whatever is not ready yet is built on first use."""
        wordle, *others = self.games.warm_ups()
        return [
            ("pattern table", self.advisor.load_table),
            wordle,
            ("grid deduction table", self.shares.warm_up),  # a second: before the searches
            *others,
            ("cache folder", _tidy_cache),  # last: what this start read is marked used
        ]

    def close(self) -> None:
        """Stop what runs beside the event loop: the heavy lane's process."""
        self.advisor.close()

    async def warm_up(self, step: Callable[[int, int, str], None] | None = None) -> None:
        """Every step of ``warm_ups``, off the event loop; ``step(n, total, label)`` is told
        before each (a progress bar, a log line)."""
        steps = self.warm_ups()
        for n, (label, run) in enumerate(steps):
            if step is not None:
                step(n, len(steps), label)
            await run()

    async def help(self, topic: str = "") -> Reply:
        """/help's page on ``topic`` (its first page without one, which says what reading
        messages needs where the bot runs without it)."""
        shown = help_page(topic)
        if not topic and not self.reads_messages:
            return followed_by(shown, [replies.without_message_content()])
        return shown


async def _tidy_cache() -> None:
    """The cache folder within its bound, what earlier versions kept removed."""
    await asyncio.to_thread(tidy)
