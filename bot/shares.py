"""Players' NYT shares: recorded per guild and puzzle, read for grid deduction ("what do
everyone's letterless grids leave?"), player stats, the leaderboard, and forgetting a player.

Deduction is incremental: a puzzle's running fit is kept, so a new grid costs one grid's
work however many came before, and past the deadline the rest wait for the next request.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from bot import replies, stats
from bot.domain import Author, Incoming, Reply
from bot.parsing import Parsed
from bot.store import Store, StoredShare
from solver.cache import BoundedCache
from solver.deadline import Deadline
from solver.deduce import Deducer, Fit

GRID_FITS = 256  # puzzles whose running grid fit is kept


class Shares:
    def __init__(
        self,
        store: Store,
        deducer: Deducer,
        deadline: Callable[[], Deadline],
        clock: Callable[[], float],
    ) -> None:
        self.store = store
        self.deducer = deducer
        self.deadline = deadline
        self.clock = clock
        # per (guild, puzzle): the shares already applied and the fit they leave
        self._grid_fits: BoundedCache[tuple[int, int], tuple[frozenset, Fit]] = BoundedCache(
            "running grid fits", GRID_FITS
        )

    async def warm_up(self) -> None:
        # the grid reveal table: built once (seconds), then read from the disk cache
        await asyncio.to_thread(lambda: (self.deducer.likely_reveals, self.deducer.likely_counts))

    async def record(self, msg: Incoming, parsed: Parsed) -> list[int]:
        """Every share in the message is the author's result (stats); returns the puzzles
        for which it replaced an earlier share of theirs."""
        replaced = []
        for share in parsed.shares:
            first = await self.store.add_share(
                msg.home,
                share.puzzle,
                msg.author,
                msg.message_id,
                share.result,
                share.hard,
                share.rows,
            )
            if not first:
                replaced.append(share.puzzle)
        return replaced

    async def _fit(
        self, guild_id: int, puzzle: int, deadline: Deadline
    ) -> tuple[list[StoredShare], Fit]:
        """Every share for the puzzle and what they leave.  The fit runs on from the shares
        already applied; a re-posted share means starting over.  ``Fit.read`` says how many
        were applied before the deadline."""
        shares = await self.store.shares(guild_id, puzzle)
        keys = [(s.author.id, s.rows, s.hard) for s in shares]
        applied, start = self._grid_fits.get((guild_id, puzzle)) or (frozenset(), None)
        if not applied <= set(keys):
            applied, start = frozenset(), None
        todo = [(k, s.grid) for k, s in zip(keys, shares, strict=True) if k not in applied]
        fit = await asyncio.to_thread(self.deducer.fit_all, [g for _, g in todo], deadline, start)
        done = fit.read - (start.read if start else 0)
        self._grid_fits.put((guild_id, puzzle), (applied | {k for k, _ in todo[:done]}, fit))
        return shares, fit

    async def grids_reply(
        self, guild_id: int, puzzles: Sequence[int], replaced: Sequence[int]
    ) -> Reply:
        """How far the guild's grids narrow each puzzle down, after letterless shares."""
        lines = []
        deadline = self.deadline()
        for puzzle in dict.fromkeys(puzzles):
            shares, fit = await self._fit(guild_id, puzzle, deadline)
            lines.append(replies.grid_line(puzzle, fit, shares, puzzle in replaced))
        return replies.grids_saved(lines)

    async def deduce(self, guild_id: int, puzzle: int | None = None) -> Reply:
        """What every grid posted for a puzzle leaves, and which grid told the most."""
        puzzle = puzzle if puzzle is not None else await self.store.latest_puzzle(guild_id)
        if puzzle is None:
            return replies.no_grids_yet()
        deadline = self.deadline()
        shares, fit = await self._fit(guild_id, puzzle, deadline)
        if not shares:
            return replies.no_grids_for(puzzle)
        grids = [s.grid for s in shares]
        alone = await asyncio.to_thread(self.deducer.likely_alone, grids, deadline)
        best = min(range(len(shares)), key=alone.__getitem__)
        likely = await asyncio.to_thread(self.deducer.ranked, fit, grids)
        return replies.deduced(puzzle, shares, fit, best, alone[best], likely)

    async def stats(self, guild_id: int, player: Author) -> Reply:
        results = await self.store.results(guild_id, player.id)
        if not results:
            return replies.no_results(player.name)
        return replies.player_stats(player.name, stats.player_stats(results))

    async def leaderboard(self, guild_id: int, period: str = "week") -> Reply:
        today = datetime.fromtimestamp(self.clock(), UTC).date()
        since = stats.first_puzzle(period, today)
        board = stats.leaderboard(await self.store.results(guild_id, since_puzzle=since))
        return replies.leaderboard(period, board)

    async def forget(self, player: Author) -> Reply:
        return replies.forgotten(await self.store.forget(player.id))
