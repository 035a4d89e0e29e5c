"""Channel games: one game per channel (a thread is a channel, a DM is a channel).

A game has a kind: Wordle, or a multi-board game (Dordle to Sedecordle) where one guess
gets one feedback per board.  ``/new KIND`` starts one; otherwise the first paste's number
of feedbacks picks it.  Anyone may add guesses; a game ends when every board has had an
all-green row (solved), when its rows run out (failed), on /reset or /new, after 18 idle
hours, or when a paste names a different puzzle.

This module holds what every kind shares: the locking (every change to a channel is
serialised by its lock; locks live only while someone holds or waits for one), the retry
loop against other processes and the lifecycle.  What depends on the kind is asked of its
``Game`` (``_game.py``), chosen once per request.  A paste a game refuses (past its rows,
against hard mode: ``_rows``) is refused before any solving; the solver's work goes
through the advisor (off the loop, under a deadline).  Removals an outage left waiting are
``_removals``'.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Awaitable, Callable

from bot import replies
from bot.advisor import Advisor
from bot.domain import Asker, Author, Incoming, Position, Reply, Status, followed_by
from bot.games import _replies as say
from bot.games import _rows
from bot.games._game import Game
from bot.games._kinds import GameKinds
from bot.games._lifecycle import cleared, is_idle, status_of, too_many_rows, why_new
from bot.games._removals import Removals
from bot.games._shown import at_position, board_of
from bot.parsing import Parsed, parse_message, read_guess
from bot.pictures import Palette, palette_for
from bot.shares import Shares
from bot.store import Channel, ChannelSettings, Conflict, Store, StoredSession, Unavailable
from solver import Solver
from solver.engine.limits import ADVICE_LIMITS
from solver.game.plays import Play, misplaced
from solver.game.variants import WORDLE
from solver.support.cache import BoundedCache

log = logging.getLogger(__name__)
CONFLICT_RETRIES = 5  # reads a message may take when other processes keep changing its game
SERVERS_KEPT = 1 << 16  # channels whose server is remembered
MAX_WORD = 20  # longer than any word a game has: /why says it is not a word


class Games:
    def __init__(
        self,
        store: Store,
        solver: Solver,
        advisor: Advisor,
        shares: Shares,
        clock: Callable[[], float],
    ) -> None:
        self.store = store
        self.solver = solver
        self.advisor = advisor
        self.shares = shares
        self.clock = clock
        self.kinds = GameKinds(advisor)
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
        return await self.store.channel(channel_id, self._servers.get(channel_id))

    def warm_ups(self) -> list[tuple[str, Callable[[], Awaitable[None]]]]:
        """Each kind's opening advice, as named steps (Wordle's first)."""
        return [(f"{game.kind.title} openings", game.warm_up) for game in self.kinds.warmed()]

    def game(self, session: StoredSession | None) -> Game:
        """The seam for a session's kind (Wordle when there is no session)."""
        return self.kinds.of(session.kind) if session is not None else self.kinds.of()

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
        if session is None or session.status != Status.ACTIVE:
            return None
        if is_idle(session.updated_at, self.clock()):
            await self.store.set_status(session.id, Status.RESET)
            return None
        return session

    # -- chat ------------------------------------------------------------------------

    def read(self, msg: Incoming) -> Parsed:
        """What a message holds, read before anything touches the store: chat (``none``)
        never gets a reply, whatever state the store is in."""
        return parse_message(msg.text, self.solver, self.kinds.of_length)

    async def on_message(self, msg: Incoming, parsed: Parsed | None = None) -> Reply | None:
        parsed = parsed or self.read(msg)
        if parsed.kind == "none":
            return None
        if parsed.kind == "error":
            return replies.unreadable(parsed.error or "")
        if parsed.kind == "unsupported":
            return replies.unsupported(parsed.error or "")
        async with self.lock(msg.channel_id):
            return await self._take(msg, parsed, replace=False)

    async def on_edit(self, msg: Incoming, parsed: Parsed | None = None) -> Reply | None:
        """An edited message is read again; its guesses replace the ones it gave before."""
        parsed = parsed or self.read(msg)
        async with self.lock(msg.channel_id):
            session, _ = await self._read(msg.channel_id)
            had = session and msg.message_id in session.messages
            if not session or not had:
                if parsed.kind not in ("guesses", "share"):
                    return None
                if (
                    session
                    and _rows.before(msg.message_id, session)
                    and _rows.guesses_in(parsed)[0]
                ):
                    return say.before_game()  # an old message's guesses never join a game
                return await self._take(msg, parsed, replace=False)
            if parsed.kind == "error":
                return replies.unreadable(parsed.error or "", "I couldn't read the edit")
            if parsed.kind != "guesses" and not _rows.share_words(parsed):
                # no version check: removing a message's guesses is right whatever else
                # changed (and the game stays open)
                await self.store.remove_message(session.id, msg.message_id, Status.ACTIVE)
                return await self.status(msg.channel_id, title="Edit removed those guesses")
            return await self._take(msg, parsed, replace=True)

    async def on_delete(self, channel_id: int, message_id: int) -> None:
        """A deleted message's guesses leave the game.  While the store is out of reach
        the removal waits (``settle``) and is made before anything else in the channel."""
        try:
            async with self.lock(channel_id):
                await self._settle(channel_id)
                await self._remove(channel_id, message_id)
        except Unavailable:
            self.removals.add(channel_id, message_id)

    async def settle(self, channel_id: int) -> None:
        """Make the removals left waiting by an outage, first thing in the channel."""
        if self.removals.first(channel_id) is not None:
            async with self.lock(channel_id):
                await self._settle(channel_id)

    async def _settle(self, channel_id: int) -> None:
        while (message_id := self.removals.first(channel_id)) is not None:
            await self._remove(channel_id, message_id)  # raises while still out of reach
            self.removals.done(channel_id, message_id)

    async def _remove(self, channel_id: int, message_id: int) -> None:
        for _ in range(CONFLICT_RETRIES):  # the status comes from what we read
            session = await self.store.current_session(channel_id)
            if not session or message_id not in session.messages:
                return
            remaining = [g.play for g in session.guesses if g.message_id != message_id]
            status = status_of(remaining, session.kind)
            try:
                await self.store.remove_message(session.id, message_id, status, session.version)
                return
            except Conflict:
                continue

    async def _take(self, msg: Incoming, parsed: Parsed, replace: bool) -> Reply:
        """Take a message's guesses into the channel's game.  Another process may change
        the game between our read and our write (a rolling restart, a reshard): the store
        then refuses the write, and the message is taken again from a fresh read."""
        for _ in range(CONFLICT_RETRIES):
            try:
                return await self._take_once(msg, parsed, replace)
            except Conflict:
                log.info(
                    "channel %s changed under message %s; taking it again",
                    msg.channel_id,
                    msg.message_id,
                )
        return replies.busy()

    async def _take_once(self, msg: Incoming, parsed: Parsed, replace: bool) -> Reply:
        new, puzzle = _rows.guesses_in(parsed)
        replaced = await self.shares.record(msg, parsed)
        if not new:  # shares alone: say what they tell
            return await self.shares.recorded_reply(msg.home, msg.author, parsed, replaced)
        channel = await self._channel(msg.channel_id)
        note = why_new(channel.session, puzzle, self.clock())  # said before anything ends it
        session, settings = await self._live(channel.session), channel.settings
        switching = session and puzzle is not None and session.puzzle not in (None, puzzle)
        if session is not None and not switching:
            note = None
        going = session if session is not None and not switching else None
        how = self.kinds.of(going.kind).how_to_play if going is not None else ()
        if (refused := _rows.other_game(going, new, how)) is not None:
            return refused
        kind = going.kind if going is not None else parsed.game or WORDLE  # shares: Wordle
        game = self.kinds.of(kind)
        kept = [
            g
            for g in (going.guesses if going is not None else ())
            if not (replace and g.message_id == msg.message_id)
        ]
        new, again = _rows.seen_again(kept, new)
        if not new:  # only rows the board has: one row each, the poster credited too
            assert going is not None and session is not None
            await self.store.add_guesses(
                session.id,
                msg.message_id,
                [],
                msg.author,
                status=session.status,
                replace_message=replace,
                expected=session.version,
                seen_again=again,
            )
            return say.seen_again(again)
        if too_many_rows(len(kept), len(new), kind):  # refused before any solving, changing nothing
            return say.too_many_rows(len(kept), len(new), kind, game.a_game)
        # one order everywhere: rows by message (stored, checked, shown, undone alike), so a
        # message edited into guesses takes its own place, not the end
        rows = sorted(
            [(g.message_id, g.play, 0, g.author.name) for g in kept]
            + [(msg.message_id, g.play, g.line, msg.author.name) for g in new],
            key=lambda row: row[0],
        )
        plays, ours = [row[1] for row in rows], [row[0] == msg.message_id for row in rows]
        if (wrong := misplaced(plays, ours.index(True))) is not None:
            return say.misplaced(wrong, plays, rows[wrong.play][2])
        hard_mode = settings.hard and game.hard_mode
        if hard_mode and (breach := _rows.breaks_hard_mode(plays, ours)) is not None:
            return breach
        latest = channel.session.id if channel.session else 0  # the session we read
        if session and switching:
            await self.store.set_status(session.id, Status.RESET)
            session = None
        advice = await game.advise(plays, settings.hard)  # under the kind's reply deadline
        clashes = [say.Clash(row[1], row[3], mine) for row, mine in zip(rows, ours)]
        if (refused := _rows.contradiction(clashes, game.kind, advice)) is not None:
            return refused
        if session is None:
            session_id, version = (
                await self.store.start_session(
                    msg.channel_id, msg.guild_id, puzzle, latest, kind.name
                ),
                0,
            )
        else:
            session_id, version = session.id, session.version
        fresh = await self.store.add_guesses(
            session_id,
            msg.message_id,
            [g.play for g in new],
            msg.author,
            status=status_of(plays, kind),
            puzzle=puzzle,
            replace_message=replace,
            expected=version,
            seen_again=again,
        )
        unknown = [g.word.upper() for g in new if not g.known]
        reply = game.standing(fresh, advice, settings.hard, settings.spoilers, note, unknown)
        if parsed.shares:  # a share with its words: its game here, and its result counted
            followed_by(reply, await self.shares.counted(msg.home, msg.author, parsed, replaced))
        return at_position(reply, fresh)

    async def _standing(self, session: StoredSession, settings: ChannelSettings) -> Reply:
        """A session's board as it stands, advised afresh (from memory when it can be)."""
        game = self.game(session)
        advice = await game.advise(session.plays, settings.hard)
        reply = game.standing(session, advice, settings.hard, settings.spoilers)
        return at_position(reply, session)

    # -- slash commands ----------------------------------------------------------------

    async def new(self, channel_id: int, guild_id: int | None, game: str = "wordle",
                  by: Asker | None = None, length: int | None = None) -> Reply:  # fmt: skip
        """End the channel's game, if one is going, and start an empty one of ``game``, of
        ``length`` letters (ending one others played in needs a moderator)."""
        chosen = self.kinds.named(game, length)
        if isinstance(chosen, Reply):
            return chosen
        async with self.lock(channel_id):
            latest = await self.store.current_session(channel_id)
            if latest and latest.status == Status.ACTIVE:
                if _rows.others_played(latest, by):
                    return say.others_played("/new")
                await self.store.set_status(latest.id, Status.RESET)
            await self.store.start_session(channel_id, guild_id, None, kind=chosen.kind.name)
        return chosen.new_game()

    async def status(
        self, channel_id: int, title: str | None = None, viewer: int | None = None
    ) -> Reply:
        """The board, what's left and what's known; the picture in ``viewer``'s palette."""
        session, settings = await self._read(channel_id)
        game = self.game(session)
        if session is None or not session.guesses:
            return game.no_game(settings.hard, title)
        reply = await self._standing(session, settings)
        if title:
            reply.title = title
        reply.lines += game.status_lines(session)
        palette = await self.palette(viewer)
        reply.picture = await asyncio.to_thread(board_of, session, settings.spoilers, palette)
        return reply

    async def moved_on(self, position: Position) -> bool:
        """Whether the channel's game is no longer at this position (a button pressed on
        an older reply)."""
        session = await self.store.current_session(position.channel_id)
        return session is None or session.version != position.version

    async def hint(self, channel_id: int, count: int = 3) -> Reply:
        count = max(1, min(count, ADVICE_LIMITS.listed))
        session, settings = await self._read(channel_id)
        return await self.game(session).hint(_plays(session), settings.hard, count)

    async def guess(
        self,
        channel_id: int,
        guild_id: int | None,
        interaction_id: int,
        author: Author,
        word: str,
        feedback: str,
    ) -> Reply:
        parsed = read_guess(word, feedback, self.solver, self.kinds.of_length)
        if parsed.kind != "guesses":
            return replies.unreadable(parsed.error or "", ephemeral=True)
        text = f"{word} {feedback}"
        msg = Incoming(channel_id, guild_id, interaction_id, author, text)
        async with self.lock(channel_id):
            return await self._take(msg, parsed, replace=False)

    async def solve(
        self, channel_id: int, interaction_id: int, author: Author, guesses: str, hard: bool
    ) -> Reply:
        """A game from scratch, its guesses given at once (a user install's /solve, over
        the user's own session): whatever was there is replaced."""
        parsed = parse_message(guesses, self.solver, self.kinds.of_length)
        if parsed.kind == "error":
            return replies.unreadable(parsed.error or "", ephemeral=True)
        if parsed.kind != "guesses":
            return say.solve_usage()
        await self.store.set_hard(channel_id, hard)
        async with self.lock(channel_id):
            latest = await self.store.current_session(channel_id)
            if latest and latest.status == Status.ACTIVE:
                await self.store.set_status(latest.id, Status.RESET)
            msg = Incoming(channel_id, None, interaction_id, author, guesses)
            return await self._take(msg, parsed, replace=False)

    async def candidates(self, channel_id: int, limit: int = 40, board: int | None = None) -> Reply:
        session, settings = await self._read(channel_id)
        limit = max(1, min(limit, 200))
        game = self.game(session)
        return await game.candidates(
            _plays(session), settings.hard, limit, settings.spoilers, board
        )

    async def why(self, channel_id: int, word: str, board: int | None = None) -> Reply:
        word = word.strip()
        if not (word.isascii() and word.isalpha() and len(word) <= MAX_WORD):
            return say.not_a_word()
        channel = await self._channel(channel_id)
        if cleared(channel.session, self.clock()):
            return say.no_game_going()
        session = await self._live(channel.session)  # one read, as /status makes
        return self.game(session).why(_plays(session), word, board)

    async def undo(self, channel_id: int, by: Asker | None = None) -> Reply:
        """Remove the last row as shown: one's own, or anyone's for a moderator (``by``
        None: the service itself)."""
        async with self.lock(channel_id):
            session = await self.store.current_session(channel_id)
            if cleared(session, self.clock()):
                return say.no_game_going()
            if session and session.guesses and not _rows.may_change(session.guesses[-1], by):
                last = session.guesses[-1]
                return say.not_yours(last.word, last.author.name)
            removed = await self.store.undo_last(session.id) if session else None
        if removed is None:
            return say.nothing_to_undo()
        reply = await self.status(channel_id, title="Undone")
        reply.lines.insert(0, say.removed(removed.word, removed.patterns, removed.author.name))
        return reply

    async def reset(self, channel_id: int, by: Asker | None = None) -> Reply:
        async with self.lock(channel_id):
            session = await self.store.current_session(channel_id)
            if session and session.status == Status.ACTIVE:
                if _rows.others_played(session, by):
                    return say.others_played("/reset")
                await self.store.set_status(session.id, Status.RESET)
        return say.reset()

    async def mode(self, channel_id: int, hard: bool) -> Reply:
        if hard:
            session, _ = await self._read(channel_id)
            if not self.game(session).hard_mode:
                return say.no_hard_mode(self.game(session).kind)
        await self.store.set_hard(channel_id, hard)
        return say.mode(hard)

    async def spoilers(self, channel_id: int, on: bool) -> Reply:
        was = (await self._channel(channel_id)).settings.spoilers
        await self.store.set_spoilers(channel_id, on)
        return say.spoilers_set(on, was == on)

    async def analysis(self, channel_id: int, viewer: int | None = None) -> Reply:
        """The channel's latest game, guess by guess, against the policy's best play."""
        channel = await self._channel(channel_id)
        session, settings = channel.session, channel.settings
        if session is None or not session.guesses:
            return say.nothing_to_analyse()
        game = self.game(session)
        palette = await self.palette(viewer)
        return await game.analysis(session.plays, settings.hard, settings.spoilers, palette)

    async def palette(self, viewer: int | None) -> Palette:
        """The colours a player chose for pictures (``/colours``)."""
        return await palette_for(viewer, self.store.high_contrast)


def _plays(session: StoredSession | None) -> list[Play]:
    return session.plays if session is not None else []
