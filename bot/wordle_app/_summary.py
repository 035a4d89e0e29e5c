"""The daily summary: once the server's chosen time has come in its time zone, yesterday's
results posted in its chosen channel.

Exactly once per guild and puzzle, across restarts, shards and processes: the post is
claimed in the database first (a claim never followed by a post may be taken again after
``CLAIM_SECONDS``).  A day with no results gets no post.  A bot that was down at the time
posts the summary when it comes back, while that puzzle is still yesterday's.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace

from bot.domain import Reply
from bot.i18n import speak
from bot.settings import Settings
from bot.shares import Shares, ShareStore
from bot.wordle_app import _replies as replies
from bot.wordle_app._app import local_time
from bot.wordle_app._store import AppStore
from solver import puzzle_on

CLAIM_SECONDS = 300.0  # a claim this old that never became a post is taken again
STREAK_DAYS = 400  # how far back a group streak without the app's word is counted
MONDAY = 0


@dataclass(frozen=True)
class Due:
    guild_id: int
    channel_id: int
    puzzle: int
    weekday: int  # the guild's local day of the week, Monday 0
    monthday: int  # and of the month, from 1


def due_puzzle(now: float, timezone: str, at: str) -> tuple[int, int, int] | None:
    """Yesterday's puzzle, today's weekday and day of the month in the guild's zone, once
    its summary time (HH:MM) has come today; None before."""
    local = local_time(now, timezone)
    hour, minute = (int(part) for part in at.split(":"))
    if (local.hour, local.minute) < (hour, minute):
        return None
    return puzzle_on(local.date()) - 1, local.weekday(), local.day


def group_streak(puzzles: set[int], last: int) -> int:
    """Consecutive puzzles up to ``last`` that someone in the guild played."""
    run = 0
    while last - run in puzzles:
        run += 1
    return run


class DailySummary:
    def __init__(
        self,
        store: ShareStore,
        tables: AppStore,
        shares: Shares,
        settings: Settings,
        clock: Callable[[], float],
    ) -> None:
        self.store = store  # the shares it sums up
        self.tables = tables  # its own: claims, posts, the app's streaks and names
        self.shares = shares
        self.settings = settings
        self.clock = clock

    async def due(self) -> list[Due]:
        """The guilds whose summary time has come today, with the puzzle it is about."""
        found = []
        now = self.clock()
        for guild_id, channel_id, at, timezone in await self.tables.summary_guilds():
            when = due_puzzle(now, timezone, at)
            if when is not None:
                found.append(Due(guild_id, channel_id, *when))
        return found

    async def post_due(
        self,
        serves: Callable[[int], bool],
        post: Callable[[int, Reply], Awaitable[int | None]],
        locale: Callable[[int], str | None] = lambda guild_id: None,
    ) -> int:
        """Post every summary due in the guilds this process ``serves``, each once, in the
        server's language (its choice, else the ``locale`` Discord gives for it); ``post``
        sends one to a channel and gives its message id (None if it could not).  How many
        were posted."""
        posted = 0
        for due in await self.due():
            if not serves(due.guild_id):
                continue
            speak(await self.settings.language(due.guild_id, locale(due.guild_id)))
            chosen = (await self.settings.of(due.guild_id)).summary_boards
            boards = [
                period
                for period, today in (("week", due.weekday == MONDAY), ("month", due.monthday == 1))
                if today and chosen in (period, "both")
            ]
            reply = await self.compose(due.guild_id, due.puzzle, boards)
            if reply is None:
                continue  # nobody played: nothing to say
            if not await self.tables.claim_summary(due.guild_id, due.puzzle, CLAIM_SECONDS):
                continue  # posted already (here, before a restart, or by another process)
            message_id = await post(due.channel_id, reply)
            if message_id is not None:
                await self.tables.summary_posted(due.guild_id, due.puzzle, message_id)
                if (await self.settings.of(due.guild_id)).unfinished == "loss":
                    lost = await self.tables.unfinished(due.guild_id, due.puzzle)
                    await self.tables.count_lost(due.guild_id, due.puzzle, lost, message_id)
                posted += 1
        return posted

    async def published(self, guild_id: int, what: str, game: str) -> Reply:
        """What an admin publishes: the summary of the latest puzzle anyone here played
        (``what`` "summary"), or the leaderboard of the period ``what`` names; with no
        result here yet, an ephemeral reply saying so."""
        found = await self._publishable(guild_id, what, game)
        return found or replies.nothing_to_publish()

    async def preview(self, guild_id: int | None, what: str, game: str) -> Reply:
        """``published``, shown only to the admin who asked, with a button to publish it."""
        if guild_id is None:
            return replies.server_only()
        reply = await self._publishable(guild_id, what, game)
        if reply is None:
            return replies.nothing_to_publish()
        lines = [replies.preview_note(), *reply.lines]
        return replace(reply, lines=lines, publish=(what, game), ephemeral=True)

    async def _publishable(self, guild_id: int, what: str, game: str) -> Reply | None:
        if what != "summary":
            return await self.shares.leaderboard(guild_id, what, game)
        latest = await self.store.latest_puzzle(guild_id)
        return await self.compose(guild_id, latest) if latest is not None else None

    async def compose(self, guild_id: int, puzzle: int, boards: Sequence[str] = ()) -> Reply | None:
        """A puzzle's summary: who played and how, the group's average and best, who moved
        on the week's board and why, what the grids leave, the group streak; who started
        it without a result, apart or as losses (the server's ``unfinished``); with
        ``boards``, those periods' leaderboards too ("week" on Mondays, "month" on the
        1st, as the server's ``summary_boards`` says)."""
        results = await self.store.shares(guild_id, puzzle)
        unnamed = await self.tables.unresolved(guild_id, puzzle)
        unfinished = await self.tables.unfinished(guild_id, puzzle)
        if not results and not unnamed and not unfinished:
            return None
        played = [(s.author.name, s.result) for s in results]
        played += [(u.name, u.result) for u in unnamed]
        apart = [a.name for a in unfinished]
        if apart and (await self.settings.of(guild_id)).unfinished == "loss":
            played += [(name, None) for name in apart]  # counted lost once the summary posts
            apart = []
        streak = await self.tables.app_streak(guild_id, puzzle)
        if streak is None:
            recent = await self.store.results(guild_id, since_puzzle=puzzle - STREAK_DAYS)
            days = {r.puzzle for r in recent if r.puzzle <= puzzle and not r.archive}
            streak = group_streak(days, puzzle)
        deduced = None
        if sum(1 for s in results if s.rows) >= 2:  # one grid alone says little
            deduced = (await self.shares.grids_reply(guild_id, [puzzle], [])).lines[0]
        shown = [await self.shares.leaderboard(guild_id, period) for period in boards]
        moved = await self.shares.moves(guild_id, puzzle)
        return replies.summary(puzzle, played, streak, deduced, shown, moved, apart)
