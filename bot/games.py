"""Channel games: one game per channel (a thread is a channel, a DM is a channel).

A game has a kind: Wordle, or a multi-board game (Dordle, Quordle, Octordle) where one
guess gets one feedback per board.  ``/new KIND`` starts one; otherwise the first paste's
number of feedbacks picks it.  Anyone may add guesses; a game ends when every board has
had an all-green row (solved), when its rows run out (failed), on /reset or /new, after
18 idle hours, or when a paste names a different puzzle.  Every change to a channel is
serialised by its lock; locks live only while someone holds or waits for one.  A paste
that would take a game past its rows is refused before any solving; the solver's work
goes through the advisor (off the loop, under a deadline).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable, Sequence

from bot import replies
from bot.advisor import ADVICE_TOP, BOARDS_HINT_SECONDS, Advisor
from bot.domain import Author, Incoming, Reply
from bot.parsing import Parsed, ParsedGuess, parse_message, read_guess
from bot.rules import Status, is_idle, status_of, too_many_rows
from bot.shares import Shares
from bot.store import ChannelSettings, Conflict, Store, StoredSession
from solver import Solver
from solver.analysis import Analysis
from solver.boardadvice import BoardsAdvice
from solver.deadline import Deadline
from solver.plays import Play, board_histories, misplaced
from solver.rules import KINDS, WORDLE, Kind, kind_for_boards

log = logging.getLogger(__name__)
CONFLICT_RETRIES = 5  # reads a message may take when other processes keep changing its game


def _share_words(parsed: Parsed) -> bool:
    return any(s.words for s in parsed.shares)


def _guesses_in(parsed: Parsed) -> tuple[list[ParsedGuess], int | None]:
    """The guesses a message adds: typed ones, and shares whose rows carry words."""
    out = list(parsed.guesses)
    puzzle = None
    for share in parsed.shares:
        words = [w for w in share.words or () if w]
        if share.words and len(words) == len(share.words):
            puzzle = share.puzzle
            out += [ParsedGuess(w, (r,), share.line) for w, r in zip(words, share.rows)]
    return out, puzzle


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
        # a lock lives while someone holds or waits for it, then goes
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        return lock

    # -- sessions --------------------------------------------------------------------

    async def _read(self, channel_id: int) -> tuple[StoredSession | None, ChannelSettings]:
        """One read of the channel: its game if still going (one idle too long is ended
        here), and its settings."""
        channel = await self.store.channel(channel_id)
        return await self._live(channel.session), channel.settings

    async def _live(self, session: StoredSession | None) -> StoredSession | None:
        if session is None or session.status != Status.ACTIVE:
            return None
        if is_idle(session.updated_at, self.clock()):
            await self.store.set_status(session.id, Status.RESET)
            return None
        return session

    def _why_new(self, last: StoredSession | None, puzzle: int | None) -> str | None:
        """Why a paste is starting a fresh session, when it is worth saying."""
        if last is None or not last.guesses:
            return None
        going = last.status == Status.ACTIVE
        if going and is_idle(last.updated_at, self.clock()):
            return replies.IDLE_NOTE
        if going and puzzle is not None and last.puzzle not in (None, puzzle):
            return replies.other_puzzle_note(puzzle, last.puzzle)
        if last.status.ended:
            return replies.OVER_NOTE
        return None

    # -- chat ------------------------------------------------------------------------

    async def on_message(self, msg: Incoming) -> Reply | None:
        parsed = parse_message(msg.text, self.solver)
        if parsed.kind == "none":
            return None
        if parsed.kind == "error":
            return replies.unreadable(parsed.error or "")
        if parsed.kind == "unsupported":
            return replies.unsupported(parsed.error or "")
        async with self.lock(msg.channel_id):
            return await self._take(msg, parsed, replace=False)

    async def on_edit(self, msg: Incoming) -> Reply | None:
        """An edited message is read again; its guesses replace the ones it gave before."""
        parsed = parse_message(msg.text, self.solver)
        async with self.lock(msg.channel_id):
            session, _ = await self._read(msg.channel_id)
            had = session and any(g.message_id == msg.message_id for g in session.guesses)
            if not session or not had:
                if parsed.kind in ("guesses", "share"):
                    return await self._take(msg, parsed, replace=False)
                return None
            if parsed.kind == "error":
                return replies.unreadable(parsed.error or "", "I couldn't read the edit")
            if parsed.kind != "guesses" and not _share_words(parsed):
                # no version check: removing a message's guesses is right whatever else
                # changed (and the game stays open)
                await self.store.remove_message(session.id, msg.message_id, Status.ACTIVE)
                return await self.status(msg.channel_id, title="Edit removed those guesses")
            return await self._take(msg, parsed, replace=True)

    async def on_delete(self, channel_id: int, message_id: int) -> None:
        async with self.lock(channel_id):
            for _ in range(CONFLICT_RETRIES):  # the status comes from what we read
                session = await self.store.current_session(channel_id)
                if not session or all(g.message_id != message_id for g in session.guesses):
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
        new, puzzle = _guesses_in(parsed)
        replaced = await self.shares.record(msg, parsed)
        if not new:  # shares alone: say what they tell
            return await self.shares.recorded_reply(msg.home, parsed, replaced)
        channel = await self.store.channel(msg.channel_id)
        note = self._why_new(channel.session, puzzle)  # said before anything ends it
        session, settings = await self._live(channel.session), channel.settings
        switching = session and puzzle is not None and session.puzzle not in (None, puzzle)
        if session is not None and not switching:
            note = None
        going = session if session is not None and not switching else None
        boards = len(new[0].patterns)
        if going is not None and going.kind.boards != boards:
            return replies.wrong_boards(going.kind, boards, bool(going.guesses))
        kind = going.kind if going is not None else kind_for_boards(boards)
        kept = [
            g
            for g in (going.guesses if going is not None else ())
            if not (replace and g.message_id == msg.message_id)
        ]
        if too_many_rows(len(kept), len(new), kind):  # refused before any solving, changing nothing
            return replies.too_many_rows(len(kept), len(new), kind)
        plays = [g.play for g in kept] + [g.play for g in new]
        if (wrong := misplaced(plays, len(kept))) is not None:
            return replies.misplaced(wrong, plays, new[wrong.play - len(kept)].line)
        latest = channel.session.id if channel.session else 0  # the session we read
        if session and switching:
            await self.store.set_status(session.id, Status.RESET)
            session = None
        deadline = self.advisor.deadline()
        refused, advice = await self._contradiction(plays, kind, settings.hard, deadline, len(kept))
        if refused is not None:
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
        )
        unknown = [g.word.upper() for g in new if not g.known]
        if advice is not None:  # a multi-board game: its advice is the reply's, once
            return replies.boards(fresh, advice, settings.spoilers, note, unknown)
        return await self._board(fresh, settings.hard, settings.spoilers, deadline, note, unknown)

    async def _contradiction(
        self, plays: list[Play], kind: Kind, hard: bool, deadline: Deadline, kept: int
    ) -> tuple[Reply | None, BoardsAdvice | None]:
        """The refusal for guesses no word fits together (on some board), or None; and,
        in a multi-board game, the advice it read (the reply gives it)."""
        histories = board_histories(plays, kind.boards)
        if kind is WORDLE:
            (history,) = histories
            advice = await self.advisor.advise(history, hard, deadline=deadline)
            if advice.candidates.words:
                return None, None
            return replies.conflict(history, advice.conflicts, kept), None
        found = await self.advisor.advise_boards(histories, kind, len(plays))
        for board, conflicts in found.conflicts.items():
            before = len(board_histories(plays[:kept], kind.boards)[board])
            return replies.conflict(histories[board], conflicts, before, board=board), None
        return None, found

    async def _board(
        self,
        session: StoredSession,
        hard: bool,
        spoilers: bool,
        deadline: Deadline | None = None,
        note: str | None = None,
        unlisted: Sequence[str] = (),
    ) -> Reply:
        if session.kind is not WORDLE:
            return await self._boards(session, spoilers, note, unlisted)
        deadline = deadline or self.advisor.deadline()
        history = session.history
        advice = await self.advisor.advise(history, hard, deadline=deadline)
        best = advice.suggestions[0] if advice.suggestions else None

        def say(analysed: Analysis | None = None) -> Reply:
            return replies.board(
                session, history, advice.candidates, best, hard, spoilers, analysed, note, unlisted
            )

        reply = say()
        if session.status == Status.SOLVED:
            # the game's summary searches every turn: the solve message goes out at once
            # and is edited to add it, under a deadline of its own

            async def summed_up() -> Reply:
                return say(await self.advisor.analyse(history, hard))

            reply.fuller = summed_up
        return reply

    async def _boards(
        self,
        session: StoredSession,
        spoilers: bool,
        note: str | None = None,
        unlisted: Sequence[str] = (),
    ) -> Reply:
        """A multi-board game as it stands: every board, and the best guess for them all."""
        advice = await self._advise_boards(session)
        return replies.boards(session, advice, spoilers, note, unlisted)

    async def _advise_boards(
        self, session: StoredSession, top: int = 5, deadline: Deadline | None = None
    ) -> BoardsAdvice:
        """A multi-board session's advice, from where its game stands."""
        return await self.advisor.advise_boards(
            session.boards(), session.kind, len(session.guesses), top, deadline
        )

    # -- slash commands ----------------------------------------------------------------

    async def new(self, channel_id: int, guild_id: int | None, game: str = WORDLE.name) -> Reply:
        """End the channel's game, if one is going, and start an empty one of ``game``."""
        kind = KINDS.get(game.lower())
        if kind is None:
            return replies.unknown_game(game)
        async with self.lock(channel_id):
            latest = await self.store.current_session(channel_id)
            if latest and latest.status == Status.ACTIVE:
                await self.store.set_status(latest.id, Status.RESET)
            await self.store.start_session(channel_id, guild_id, None, kind=kind.name)
        return replies.new_game(kind)

    async def status(self, channel_id: int, title: str | None = None) -> Reply:
        session, settings = await self._read(channel_id)
        if session is None or not session.guesses:
            return replies.no_game(settings.hard, title, session.kind if session else WORDLE)
        reply = await self._board(session, settings.hard, settings.spoilers)
        if title:
            reply.title = title
        if session.kind is WORDLE:
            reply.lines.append(replies.known(self.solver.knowledge(session.history)))
        return reply

    async def hint(self, channel_id: int, count: int = 3) -> Reply:
        count = max(1, min(count, ADVICE_TOP))
        session, settings = await self._read(channel_id)
        if session is not None and session.kind is not WORDLE:
            found = await self._advise_boards(session, max(count, 5), Deadline(BOARDS_HINT_SECONDS))
            return replies.boards_hint(session.kind, found, count, not session.guesses)
        history = session.history if session else []
        advice = await self.advisor.advise(history, settings.hard)
        return replies.hint(
            advice.candidates,
            advice.suggestions,
            count,
            not history,
            settings.hard,
            advice.complete,
        )

    async def guess(
        self,
        channel_id: int,
        guild_id: int | None,
        interaction_id: int,
        author: Author,
        word: str,
        feedback: str,
    ) -> Reply:
        parsed = read_guess(word, feedback, self.solver)
        if parsed.kind != "guesses":
            return replies.unreadable(parsed.error or "", ephemeral=True)
        text = f"{word} {feedback}"
        msg = Incoming(channel_id, guild_id, interaction_id, author, text)
        async with self.lock(channel_id):
            return await self._take(msg, parsed, replace=False)

    async def candidates(self, channel_id: int, limit: int = 40, board: int | None = None) -> Reply:
        session, settings = await self._read(channel_id)
        limit = max(1, min(limit, 200))
        if session is not None and session.kind is not WORDLE:
            if board is not None and not 1 <= board <= session.kind.boards:
                return replies.no_such_board(board, session.kind)
            found = await self._advise_boards(session)
            return replies.boards_candidates(found, limit, settings.spoilers, board)
        history = session.history if session else []
        advice = await self.advisor.advise(history, settings.hard)
        return replies.candidates(advice.candidates, limit, settings.spoilers)

    async def why(self, channel_id: int, word: str, board: int | None = None) -> Reply:
        session, _ = await self._read(channel_id)
        if session is not None and session.kind is not WORDLE:
            if board is not None and not 1 <= board <= session.kind.boards:
                return replies.no_such_board(board, session.kind)
            histories = session.boards()
            asked = [board - 1] if board is not None else range(len(histories))
            explained = [(b, self.solver.explain(histories[b], word)) for b in asked]
            return replies.why_boards(word, explained, session.kind)
        history = session.history if session else []
        return replies.why(word, self.solver.explain(history, word), bool(history))

    async def undo(self, channel_id: int) -> Reply:
        async with self.lock(channel_id):
            session = await self.store.current_session(channel_id)
            removed = await self.store.undo_last(session.id) if session else None
        if removed is None:
            return replies.nothing_to_undo()
        reply = await self.status(channel_id, title="Undone")
        reply.lines.insert(0, replies.removed(removed.word, removed.patterns, removed.author.name))
        return reply

    async def reset(self, channel_id: int) -> Reply:
        async with self.lock(channel_id):
            session = await self.store.current_session(channel_id)
            if session and session.status == Status.ACTIVE:
                await self.store.set_status(session.id, Status.RESET)
        return replies.reset()

    async def mode(self, channel_id: int, hard: bool) -> Reply:
        if hard:  # only a Wordle has a hard mode
            session, _ = await self._read(channel_id)
            if session is not None and session.kind is not WORDLE:
                return replies.no_hard_mode(session.kind)
        await self.store.set_hard(channel_id, hard)
        return replies.mode(hard)

    async def spoilers(self, channel_id: int, on: bool) -> Reply:
        await self.store.set_spoilers(channel_id, on)
        return replies.spoilers_set(on)

    async def analysis(self, channel_id: int) -> Reply:
        """The channel's latest game, guess by guess, against the policy's best play."""
        channel = await self.store.channel(channel_id)
        session, settings = channel.session, channel.settings
        if session is None or not session.guesses:
            return replies.nothing_to_analyse()
        if session.kind is not WORDLE:
            played = await self.advisor.analyse_boards(
                session.plays, session.kind, self.advisor.deadline()
            )
            return replies.boards_analysis(played, session.kind, settings.spoilers)
        analysed = await self.advisor.analyse(
            session.history, settings.hard, self.advisor.deadline()
        )
        return replies.analysis(analysed, settings.hard, settings.spoilers)
