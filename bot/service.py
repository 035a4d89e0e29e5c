"""The service behind every chat message and slash command, with no discord import.

``Huddle`` is the front the cog and the console both call: it wires the jobs together and
hands each request to the one that owns it.

- ``bot.games``: the channel games (pastes, edits, deletes, the game commands);
- ``bot.shares``: players' NYT shares (grid deduction, stats, leaderboard, forgetting);
- ``bot.advisor``: the solver's heavy work, off the loop, deadlined and remembered;
- ``bot.replies``: every word the bot says; ``bot.rules``: the game lifecycle rules.

No input buys unbounded work: a game holds at most six rows (a paste that would pass them
is refused before any solving), and every request carries one ``Deadline`` that all its
heavy calls share, so a message, edit or command occupies the solver for under a second.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from bot import replies
from bot.advisor import SEARCH_SECONDS, Advisor
from bot.domain import Author, Incoming, Reply, in_full
from bot.games import Games
from bot.shares import Shares
from bot.store import Store
from solver import Solver
from solver.deduce import Deducer

__all__ = ["Author", "Huddle", "Incoming", "Reply", "in_full"]


class Huddle:
    """Channel games, shares and advice over one store and one solver."""

    def __init__(
        self,
        store: Store,
        solver: Solver,
        clock: Callable[[], float] = time.time,
        search_seconds: float = SEARCH_SECONDS,
    ) -> None:
        self.store = store
        self.solver = solver
        self.clock = clock
        self.deducer = Deducer(solver)
        self.advisor = Advisor(solver, search_seconds)
        now = lambda: self.clock()  # noqa: E731 (tests move the clock on the front)
        self.shares = Shares(store, self.deducer, self.advisor.deadline, now)
        self.games = Games(store, solver, self.advisor, self.shares, now)
        # chat and game commands
        self.on_message = self.games.on_message
        self.on_edit = self.games.on_edit
        self.on_delete = self.games.on_delete
        self.status = self.games.status
        self.hint = self.games.hint
        self.guess = self.games.guess
        self.candidates = self.games.candidates
        self.why = self.games.why
        self.undo = self.games.undo
        self.reset = self.games.reset
        self.mode = self.games.mode
        self.spoilers = self.games.spoilers
        self.analysis = self.games.analysis
        # shares
        self.deduce = self.shares.deduce
        self.stats = self.shares.stats
        self.leaderboard = self.shares.leaderboard
        self.forget = self.shares.forget

    async def warm_up(self) -> None:
        """Load the tables and precompute the opening advice, off the event loop."""
        await self.advisor.warm_up()
        await self.shares.warm_up()

    @staticmethod
    def help() -> Reply:
        return replies.help_text()
