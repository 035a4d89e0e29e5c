"""The discord.py client: an AutoShardedBot whose Wordle features live in one cog.

Sharded always: with no settings it runs Discord's recommended number of shards in this
process; ``HUDDLE_SHARD_COUNT`` and ``HUDDLE_SHARDS`` make it run a range of them, so several
processes (on a shared PostgreSQL) serve one bot."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import discord
from aiohttp import web
from discord import app_commands
from discord.ext import commands

from bot.fronts import cog, message_commands, votes, wordle_app
from bot.fronts.buttons import GameButton, PublishButton
from bot.fronts.translator import Localised
from bot.ops import health, heap, stopping
from bot.ops.config import Config
from bot.ops.progress import Progress
from bot.service import ESSENTIAL, Huddle
from bot.store import Unavailable
from bot.support import metrics
from solver import Solver

log = logging.getLogger(__name__)
# the bot never joins voice: discord.py's warnings that voice libraries are missing are noise
discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
# the cogs, loaded by their modules' own names (an import the layers test sees)
EXTENSIONS = (cog.__name__, wordle_app.__name__, message_commands.__name__, votes.__name__)
CLOCK = time.time  # the service's clock (the e2e launcher moves it to test the summary)
IDENTIFY_WINDOW = 5.0  # seconds per IDENTIFY per max_concurrency bucket (Discord's rule)
# Turns are claimed just before the IDENTIFY is sent, but Discord times its arrival: a
# second of slack keeps a late frame (a busy loop, a slow network) inside the rule.
IDENTIFY_SPACING = IDENTIFY_WINDOW + 1.0
# a graceful stop waits this long for the messages in hand: a request's solver deadline,
# its store writes and its reply (and a solve message's summary edit) fit well inside, and
# the whole stop stays within the 10 s a supervisor allows before it kills
DRAIN_SECONDS = 5.0


def intents(message_content: bool = True) -> discord.Intents:
    """Guild and DM messages, with their content where the bot may read it (to read
    pastes); nothing else privileged."""
    wanted = discord.Intents.none()
    wanted.guilds = True
    wanted.guild_messages = True
    wanted.dm_messages = True
    wanted.guild_reactions = True
    wanted.message_content = message_content
    return wanted


def mode_line(message_content: bool) -> str:
    """The start-up log's one line saying what the bot reads."""
    if message_content:
        return "reading messages with Discord's Message Content intent: every paste is read"
    return (
        "running without Discord's Message Content intent: reading pastes that mention the "
        "bot, replies to it, DMs, message commands and slash commands; the Wordle app's "
        "posts and /import are off (turn the intent on in the developer portal, Bot -> "
        "Privileged Gateway Intents, and set HUDDLE_MESSAGE_CONTENT=on)"
    )


async def warm_up(huddle: Huddle, step: Callable[[int, int, str], None], everything: bool) -> None:
    """The start's warm-up steps, each told to ``step``: all of them, or (HUDDLE_WARM_UP=
    wordle) only those a first Wordle reply needs, since whatever is not built yet is built
    on first use; a start that never meets a grid, a picture or another game spares them."""
    steps = huddle.warm_ups() if everything else huddle.warm_ups()[:ESSENTIAL]
    for n, (label, run) in enumerate(steps):
        step(n, len(steps), label)
        await run()


def _guard_parsers(parsers: dict[str, Callable[[Any], None]]) -> None:
    """A malformed gateway event must cost one event, not the bot.

    discord.py calls its event parsers straight from the socket loop, so an exception in
    one (a payload missing a field) ends the client.  Each parser is wrapped to log the
    event and carry on; the dict is the one the gateway reads, so this covers reconnects.
    """

    def guarded(event: str, parse: Callable[[Any], None]) -> Callable[[Any], None]:
        def run(data: Any) -> None:
            try:
                parse(data)
            except Exception:
                metrics.ERRORS.labels("malformed_event").inc()
                log.exception("ignored a malformed %s event", event)

        return run

    for event, parse in list(parsers.items()):
        parsers[event] = guarded(event, parse)


def shards(config: Config) -> dict[str, Any]:
    """AutoShardedBot's options: none (Discord's recommendation) or a count and a range."""
    if config.shard_count is None:
        return {}
    return {"shard_count": config.shard_count, "shard_ids": list(config.shard_ids or ())}


class HuddleBot(commands.AutoShardedBot):
    def __init__(self, config: Config, solver: Solver | None = None) -> None:
        super().__init__(
            **shards(config),
            command_prefix=commands.when_mentioned,  # never read: see ``on_message``
            intents=intents(config.message_content),
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
        )
        self.config = config
        self.reads_messages = config.message_content
        self.solver = solver or config.solver()
        self.store = config.store()
        self.huddle: Huddle | None = None
        self.max_concurrency = 1
        self._housekeeping: asyncio.Task[None] | None = None
        self._http: web.AppRunner | None = None
        self.draining = False  # stopping: new events are left unread
        self._in_hand: set[asyncio.Task[Any]] = set()
        self.tree.error(self.on_app_command_error)
        _guard_parsers(self._connection.parsers)

    async def on_message(self, message: discord.Message, /) -> None:
        """No text commands (slash commands only): a message is never looked up as one.
        discord.py would, for every message starting with the bot's mention (every paste
        where the bot runs without Message Content), and log each as an ERROR, "command
        not found", with the message's text in it.  The cog reads the messages."""

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Discord lets each ``max_concurrency`` bucket IDENTIFY once per 5 s, counted
        across every process of the bot: the turn is taken in the shared database."""
        bucket = (shard_id or 0) % self.max_concurrency
        try:
            await self.store.identify_turn(bucket, IDENTIFY_SPACING)
        except Unavailable:
            log.warning("no database to pace IDENTIFY; waiting %.0f s", IDENTIFY_SPACING)
            await asyncio.sleep(IDENTIFY_SPACING)

    async def setup_hook(self) -> None:
        # how many shards may IDENTIFY at once (Discord: session_start_limit)
        _, _, limit = await self.http.get_bot_gateway()
        self.max_concurrency = max(1, int(limit.get("max_concurrency", 1)))
        await self.store.open()
        # many channels share the bot: heavy commands in a process of their own (bot/lanes.py)
        log.info(mode_line(self.reads_messages))
        self.huddle = Huddle(
            self.store,
            self.solver,
            clock=lambda: CLOCK(),
            heavy_process=True,
            reads_messages=self.reads_messages,
            build_trees=True,
        )
        progress = Progress()  # built before connecting: no message waits on a table
        await warm_up(self.huddle, progress.step, everything=self.config.warm_up == "all")
        stopping.warmed_up()
        progress.done()
        self._housekeeping = asyncio.create_task(heap.trim_forever())
        self._watch()
        if self.config.http:
            ready = health.Readiness(self.shard_states, self.store.schema_version)
            self._http = await health.serve(self.config.http, ready)
        await self.tree.set_translator(Localised())  # the commands in every language
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        # buttons on any reply, sent before a restart too
        self.add_dynamic_items(GameButton, PublishButton)
        for guild_id in self.config.dev_guilds:  # instant sync while developing
            guild = discord.Object(guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)

    def _watch(self) -> None:
        """What the metrics read of this process when scraped: its shards, the advisor."""
        assert self.huddle is not None
        fill = self.huddle.memo_fill
        metrics.watch("advisor", metrics.CacheSize(lambda: fill()[0], lambda: fill()[1]))
        metrics.watch("shards", metrics.Shards(self.shard_states))

    def shard_states(self) -> dict[int, tuple[bool, float]]:
        """Each shard this process runs: connected or not, and its heartbeat latency
        (a shard not launched yet counts as disconnected)."""
        ids = self.shard_ids or range(self.shard_count or 1)
        out = {}
        for shard in ids:
            info = self.get_shard(shard)
            up = info is not None and not info.is_closed()
            latency = info.latency if info is not None and up else float("nan")
            out[shard] = (up, latency)
        return out

    def take(self) -> bool:
        """An event comes in: False while stopping (it is left unread), else it is held
        in hand until its answer is sent, so a graceful stop can wait for it."""
        if self.draining:
            return False
        task = asyncio.current_task()
        if task is not None:
            self._in_hand.add(task)
            task.add_done_callback(self._in_hand.discard)
        return True

    async def stop_gracefully(self) -> None:
        """Stop reading events, finish the ones in hand (bounded), then close the gateway
        sessions and the store."""
        self.draining = True
        if self.huddle is not None:
            self.huddle.stop_imports()
        held = [t for t in self._in_hand if t is not asyncio.current_task() and not t.done()]
        if held:
            log.info("stopping: finishing %d message(s) in hand", len(held))
            _, late = await asyncio.wait(held, timeout=DRAIN_SECONDS)
            if late:
                log.warning(
                    "stopping: %d message(s) still unanswered after %.0f s",
                    len(late),
                    DRAIN_SECONDS,
                )
        await self.close()

    async def close(self) -> None:
        if self._housekeeping is not None:
            self._housekeeping.cancel()
        if self._http is not None:
            await self._http.cleanup()
            self._http = None
        await super().close()
        if self.huddle is not None:
            self.huddle.close()
        await self.store.close()

    async def on_ready(self) -> None:
        log.info("ready as %s in %d guilds", self.user, len(self.guilds))

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Answer the user, log the traceback (never the token: discord.py redacts it)."""
        command = interaction.command.qualified_name if interaction.command else "?"
        metrics.ERRORS.labels("command").inc()
        log.error("/%s failed", command, exc_info=error)
        text = "Sorry, that went wrong on my side. It has been logged; please try again."
        send = (
            interaction.followup.send
            if interaction.response.is_done()
            else interaction.response.send_message
        )
        try:
            await send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("could not tell the user about the error in /%s", command)


async def serve(config: Config, token: str) -> None:
    """Run the bot (``run_until_stopped``).  If Discord refuses the Message Content intent
    (close code 4014: not enabled for the app, or not approved), say so in one line and
    run again without it, as ``HUDDLE_MESSAGE_CONTENT=off`` would."""
    bot = HuddleBot(config)
    try:
        await run_until_stopped(bot, token)
    except discord.PrivilegedIntentsRequired:
        if not config.message_content:
            raise  # refused without it: nothing privileged is asked, so not ours to mend
        log.warning("Discord refused the Message Content intent (close code 4014)")
        without = HuddleBot(replace(config, message_content=False), bot.solver)
        await run_until_stopped(without, token)


async def run_until_stopped(bot: HuddleBot, token: str) -> None:
    """Run the bot until Discord ends it or SIGTERM/SIGINT asks it to stop; then stop
    gracefully.  discord.py's ``run`` handles Ctrl-C alone, so a supervisor's SIGTERM would
    end the process without closing the gateway or finishing the message in hand.

    A stop may come at any moment of start-up too (a warm-up step, a shard waiting for its
    IDENTIFY turn), so the start's task is cancelled first, wherever it is: what it would
    still do is start, and once running it only reads the shards' reconnect requests.  The
    shards already launched, and the messages in hand, are the graceful stop's to end.
    (Closed under a start, discord.py's launcher retries a shard every few seconds.)"""
    loop = asyncio.get_running_loop()
    asked = asyncio.Event()
    for sig in stopping.SIGNALS:
        loop.add_signal_handler(sig, asked.set)
    if stopping.stop_asked():  # before these handlers, and its exception was lost
        asked.set()
    async with bot:
        running = asyncio.create_task(bot.start(token))
        stop = asyncio.create_task(asked.wait())
        await asyncio.wait({running, stop}, return_when=asyncio.FIRST_COMPLETED)
        stop.cancel()
        if running.done():
            await running  # raises what ended it (a refused token, a database out of reach)
            return
        log.info("stop asked for: finishing up")
        bot.draining = True  # new events are left unread from now on
        running.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await running
        await bot.stop_gracefully()
    stopping.leave_soon()  # the store is closed: nothing left to lose
