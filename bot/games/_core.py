"""What every channel's game shares, below the chat and the commands: the state (the
store, the advisor, each kind's ``Game``), the locking (every change to a channel is
serialised by its lock; locks live only while someone holds or waits for one), one read
of a channel, and the game a session or a server's default plays."""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

from bot.advisor import FAMILIAR, Advisor
from bot.domain import Reply, Status
from bot.formatting import spell_as
from bot.games import _replies as say
from bot.games._game import Game
from bot.games._kinds import GameKinds
from bot.games._lifecycle import finished, going, gone_idle, next_game, played_here
from bot.games._removals import Removals
from bot.games._screens import Screens
from bot.games._shown import at_position, board_of
from bot.games._store import GameStore
from bot.pictures import Palette, palette_for
from bot.settings import Settings
from bot.shares import Shares
from bot.store import Channel, ChannelSettings, StoredSession
from bot.wordlists import ServerLists
from solver import WORDLE, BoundedCache, Solver, Variant

log = logging.getLogger(__name__)
CONFLICT_RETRIES = 5  # reads a message may take when other processes keep changing its game
SERVERS_KEPT = 1 << 16  # channels whose server is remembered
MAX_WORD = 20  # longer than any word a game has: /why says it is not a word


class GamesCore:
    def __init__(
        self,
        store: GameStore,
        solver: Solver,
        advisor: Advisor,
        shares: Shares,
        settings: Settings,
        lists: ServerLists,
        clock: Callable[[], float],
    ) -> None:
        self.store = store
        self.solver = solver
        self.advisor = advisor
        self.shares = shares
        self.settings = settings
        self.lists = lists
        self.clock = clock
        self.kinds = GameKinds(advisor)
        self.screens = Screens(self.kinds)  # screenshots, read as pastes
        # a lock lives while someone holds or waits for it, then goes
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # each channel's server, as every message and command says it: a channel's
        # settings fall back to its server's, and commands name only the channel
        self._servers: BoundedCache[int, int] = BoundedCache("channels' servers", SERVERS_KEPT)
        self.removals = Removals()  # messages gone while the store was out of reach

    def seen_in(self, channel_id: int, guild_id: int | None) -> None:
        """Remember a channel's server (the service tells it with each request)."""
        if guild_id is not None:
            self._servers.put(channel_id, guild_id)

    async def _channel(self, channel_id: int) -> Channel:
        """One read of a channel, its game's words where the engines read them."""
        session = await self.store.current_session(channel_id)
        here = await self.settings.store.settings(channel_id, self._servers.get(channel_id))
        channel = Channel(session, here)
        FAMILIAR.set(channel.settings.familiar)  # the advice this request asks for
        if channel.session is not None:
            await self.lists.ensure(channel.session.kind)
        return channel

    def warm_ups(self) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
        """Each kind's opening advice, as named steps (Wordle's first); then the
        screenshot reader's tables."""
        openings = [(f"{game.kind.title} openings", game.warm_up) for game in self.kinds.warmed()]
        return [*openings, ("screenshot reader", self.screens.warm_up)]

    def playing(self, kind: Variant) -> Game:
        """The request's game: chosen here, once, and its replies from here on write words
        as its language does (the request's spelling)."""
        spell_as(kind.words)
        return self.kinds.of(kind)

    def game(self, session: StoredSession | None) -> Game:
        """The seam for a session's kind (Wordle when there is no session)."""
        return self.playing(session.kind if session is not None else WORDLE)

    async def game_here(
        self, session: StoredSession | None, channel_id: int, last: StoredSession | None = None
    ) -> Game:
        """The seam for a session's kind, or with none, for the game the channel plays
        next (``next_game``: the server's, in the language of the channel's ``last``)."""
        if session is not None:
            return self.playing(session.kind)
        default = next_game(last, await self.settings.game(self._servers.get(channel_id)))
        await self.lists.ensure(default)
        return self.playing(default)

    async def kind_here(self, channel_id: int) -> Variant:
        """The game this channel plays: its game going or its last one, else the game its
        server starts (what /stats, /history, /compare and /leaderboard count when no game
        is named)."""
        channel = await self._channel(channel_id)
        return played_here(channel.session, await self.settings.game(self._servers.get(channel_id)))

    def lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        return lock

    # -- sessions --------------------------------------------------------------------

    async def _read(self, channel_id: int) -> tuple[StoredSession | None, ChannelSettings]:
        """One read of the channel: its game if still going (one idle too long is ended
        here), and its settings."""
        channel = await self._channel(channel_id)
        return await self._live(channel.session), channel.settings

    async def _live(self, session: StoredSession | None) -> StoredSession | None:
        """The game going here (``going``); one found gone idle is marked cleared."""
        now = self.clock()
        if (idle := gone_idle(session, now)) is not None:
            await self.store.set_status(idle.id, Status.RESET)
        return going(session, now)

    async def _standing(
        self, session: StoredSession, settings: ChannelSettings, closing: Sequence[str] = ()
    ) -> Reply:
        """A session's board as it stands, advised afresh (from memory when it can be)."""
        game = self.game(session)
        advice = await game.advise(session.plays, settings.hard)
        reply = game.standing(session, advice, settings.hard, settings.spoilers, closing=closing)
        return at_position(reply, session)

    async def status(
        self,
        channel_id: int,
        title: str | None = None,
        viewer: int | None = None,
        opening: Sequence[str] = (),
    ) -> Reply:
        """The board, what's left and what's known; the picture in ``viewer``'s palette.  A
        game just finished says so, and how the next begins.  ``title`` and ``opening``
        (lines before the rest): what a change shown with it says (an undo's)."""
        channel = await self._channel(channel_id)
        session, settings = await self._live(channel.session), channel.settings
        game = await self.game_here(session, channel_id, channel.session)
        if session is None and finished(channel.session):
            title = title or say.over_here(channel.session).title
        elif session is not None and not session.guesses:  # /new, or every row taken back
            title = title or say.waiting(session.kind)
        if session is None or not session.guesses:
            return _opened(game.no_game(settings.hard, title), opening)
        reply = await self._standing(session, settings, game.status_lines(session))
        palette = await self.palette(viewer)
        picture = await asyncio.to_thread(board_of, session, settings.spoilers, palette)
        return _opened(replace(reply, title=title or reply.title, picture=picture), opening)

    async def palette(self, viewer: int | None) -> Palette:
        """The colours a player chose for pictures (``/colours``)."""
        return await palette_for(viewer, self.settings.store.high_contrast)


def _opened(reply: Reply, opening: Sequence[str]) -> Reply:
    """A new reply that says ``opening`` first (an undo's line above the board)."""
    return replace(reply, lines=[*opening, *reply.lines]) if opening else reply
