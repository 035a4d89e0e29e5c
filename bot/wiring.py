"""The composition root: every feature built once over one store and one solver, and
what keeps them running beside messages and commands (the warm-up, a restart's catch-up,
the daily jobs, imports resumed, the heavy lane closed).

``Parts`` is what a command is answered by (``bot.commands.Features``: ``h.games``,
``h.shares`` …); ``bot.service.Huddle``, the face every front calls, is the parts with
the events and the command entry on top.  A new feature is built here, once.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from bot import games
from bot.advisor import SEARCH_SECONDS, Advisor
from bot.domain import ChannelReader, Reply
from bot.games import Games, SQLGames
from bot.help_pages import HelpPages
from bot.requests import Request, begins
from bot.settings import Settings, SQLSettings
from bot.shares import Shares, SQLShares
from bot.store import Behind, ImportRun, Store, Unavailable
from bot.votes import SQLVotes, Votes
from bot.wordle_app import DailySummary, Importer, SQLApp, WordleApp
from bot.wordlists import ServerLists, SQLLists
from solver import Clock, Solver, deducer_for, tidy

log = logging.getLogger(__name__)
# where every heavy Work function lives: the heavy lane's process imports these before it
# is ready (bot/lanes.py), named here from the modules themselves, not typed as strings
WORK_MODULES = (games.__name__,)
# a channel whose game last changed longer ago than this is not read at a restart: its
# pastes sent while away are left unread (this bounds a restart's history requests)
CATCH_UP_SECONDS = 7 * 86_400
ESSENTIAL = 2  # warm-up steps a first Wordle reply needs (the table, Wordle's openings)


class Parts:
    """Channel games, shares and advice over one store and one solver, wired.
    ``heavy_process``: heavy commands run in a process of their own, as the Discord bot
    runs them (see bot/lanes.py); else in a thread of this one.  ``deadline_clock``: what
    the solver's deadlines read (tests give one that stands still).  ``build_trees``: build
    the tree after an opener first seen in the background (bot/trees.py), as the bot does."""

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
        self.deducer = deducer_for(solver)  # one a process: the lists' data alone
        self.advisor = Advisor(
            solver, search_seconds, heavy_process, WORK_MODULES, deadline_clock, build_trees
        )
        now = lambda: self.clock()  # noqa: E731 (tests move the clock on the front)
        self.settings = Settings(SQLSettings(store))
        self.shares: Shares = Shares(
            SQLShares(store),
            self.deducer,
            self.advisor.deadline,
            now,
            self.settings.store.high_contrast,
        )
        self.lists = ServerLists(SQLLists(store), self.settings, self.advisor.engines, now)
        self.games: Games = Games(
            SQLGames(store), solver, self.advisor, self.shares, self.settings, self.lists, now
        )
        app_tables = SQLApp(store)
        self.app = WordleApp(app_tables, self.settings, self.shares, solver)
        self.importer = Importer(app_tables, self.app, self.shares, solver, now)
        self.importer.reads_messages = reads_messages
        self.summary = DailySummary(self.shares.store, app_tables, self.shares, self.settings, now)
        self.votes = Votes(SQLVotes(store), self.games, self.settings, now)
        self.help = HelpPages(reads_messages)
        # who has a heavy command running: the face lets each one at a time
        self._heavy_users: set[int] = set()

    # -- what the fronts ask beside messages and commands: each outage handled here ------

    async def games_behind(self) -> list[Behind]:
        """Every channel whose latest game changed lately (going or ended): where a
        restart's catch-up reads what it missed; none while the database is out of reach."""
        try:
            return await self.games.store.games_behind(time.time() - CATCH_UP_SECONDS)
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


async def _tidy_cache() -> None:
    """The cache folder within its bound, what earlier versions kept removed."""
    await asyncio.to_thread(tidy)
