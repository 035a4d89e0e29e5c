"""``/import [days]``: a channel's history read for results, so a server that adds the bot
does not start from nothing.

It reads oldest first, from the first message of the range to the one before the command,
and records what a live message would have given: the Wordle app's summaries and
``/share`` posts, and players' NYT and multi-board shares (never a game's guesses: those
games are long over).  Each message is read once however often an import runs (keyed by
its id), and a player's result for a puzzle is one row whatever posts it, so nothing
counts twice.  Its progress is stored as it goes: a restart picks it up where it stopped.
Discord's rate limits are discord.py's to keep (it paces the history requests).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.domain import Asker, ChannelReader, Reply, Seen, snowflake_at, time_of
from bot.parsing import Lexicon, parse_message
from bot.shares import Shares
from bot.store import ImportRun, Unavailable
from bot.wordle_app import _replies as replies
from bot.wordle_app._app import AppMessage, WordleApp
from bot.wordle_app._store import AppStore
from solver import BoundedCache

DAY = 86_400
DEFAULT_DAYS = 30
MAX_DAYS = 365
# an import that gave no sign of life for this long was stopped (a restart, a crash): it
# may be started again, and a start picks it up where it got to
STALE_SECONDS = 60.0
PROGRESS_EVERY = 2.0  # seconds between progress edits (and stored progress)
CUT_KEPT = 1024  # imports an outage stopped, remembered so a retry may start at once


class Importer:
    def __init__(
        self,
        store: AppStore,
        app: WordleApp,
        shares: Shares,
        lexicon: Lexicon,
        clock: Callable[[], float],
    ) -> None:
        self.store = store
        self.app = app
        self.shares = shares
        self.lexicon = lexicon
        self.clock = clock
        self.stopping = False
        # False where the bot runs without Message Content: history reads come back empty
        self.reads_messages = True
        # channel: an import of ours an outage stopped, and when (its claim still looks alive)
        self._cut: BoundedCache[int, tuple[float, ImportRun]] = BoundedCache(
            "imports cut", CUT_KEPT
        )

    async def command(self, at: Asker, days: int) -> Reply:
        """``/import``: read the channel's last ``days`` days, unless an import of it is
        already running (in this process or another)."""
        if at.guild_id is None or at.reader is None:
            return replies.server_only()
        if not self.reads_messages:
            return replies.import_needs_content()
        days = min(max(days, 1), MAX_DAYS)  # Discord holds the option to these bounds too
        since = snowflake_at(self.clock() - days * DAY)
        run = ImportRun(at.channel_id, at.guild_id, since, cursor=since, until=at.request_id)
        try:
            await self._release_cut(at.channel_id)
            if await self.store.start_import(run, STALE_SECONDS) is None:
                return replies.import_running()
            return await self.run(run, at.reader)
        except Unavailable:
            self._cut.put(at.channel_id, (self.clock(), run))
            return replies.import_cut(run)

    async def _release_cut(self, channel_id: int) -> None:
        """An import of ours an outage stopped holds the channel's claim as if running
        (``STALE_SECONDS``, which guards against other processes): it gives way now.  Past
        that time the claim is stale anyway, and may be another process's by then."""
        cut = self._cut.get(channel_id)
        if cut is None:
            return
        at, run = cut
        if self.clock() - at < STALE_SECONDS:
            await self.store.import_progress(run, alive=False)
        self._cut.forget(channel_id)

    async def stalled(self) -> list[ImportRun]:
        """Imports a restart stopped midway, to be picked up by whoever serves the guild."""
        return await self.store.unfinished_imports(STALE_SECONDS)

    async def claim(self, run: ImportRun) -> bool:
        """Take a stopped import to go on with it, unless another process took it."""
        return await self.store.start_import(run, STALE_SECONDS) is not None

    def stop(self) -> None:
        """A graceful stop: running imports store where they got to and step aside, so
        the next start picks them up at once."""
        self.stopping = True

    async def run(self, run: ImportRun, reader: ChannelReader) -> Reply:
        shown = self.clock()
        async for seen in reader.history(run.cursor, run.until):
            if self.stopping:
                await self.store.import_progress(run, alive=False)
                return replies.import_paused(run)
            run.messages += 1
            run.results += await self._read(seen, reader)
            run.cursor = seen.message.message_id
            if self.clock() - shown >= PROGRESS_EVERY:
                shown = self.clock()
                await self.store.import_progress(run)
                await reader.progress(replies.import_progress(run))
        run.finished = True
        await self.store.import_progress(run)
        return replies.import_done(run)

    async def _read(self, seen: Seen, reader: ChannelReader) -> int:
        """The results one message holds, recorded unless it was read before."""
        msg = seen.message
        if seen.by_bot and not seen.by_app:
            return 0
        if await self.store.is_read(msg.message_id):
            return 0  # read live, or by an earlier import
        if seen.by_app:
            assert msg.guild_id is not None
            posted = AppMessage(
                msg.channel_id,
                msg.guild_id,
                msg.message_id,
                time_of(msg.message_id),
                msg.text,
                seen.sharer,
            )
            return await self.app.record(posted, reader.members)
        parsed = parse_message(msg.text, self.lexicon)
        if not (parsed.shares or parsed.board_shares):
            return 0
        await self.shares.record(msg, parsed)
        return len(parsed.shares) + len(parsed.board_shares)
