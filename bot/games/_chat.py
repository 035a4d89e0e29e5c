"""A channel's chat: pastes, edits and deletes taken into its game, refused before any
solving when the game cannot take them (past its rows, against hard mode: ``_rows``),
retried against other processes; removals an outage left waiting (``_removals``) made
first."""

from __future__ import annotations

import asyncio
import logging

from bot import replies
from bot.domain import Incoming, Reply, Status
from bot.games import _fit_replies as fit
from bot.games import _replies as say
from bot.games import _rows
from bot.games._core import CONFLICT_RETRIES, GamesCore
from bot.games._hidden import kept_hidden, typed
from bot.games._lifecycle import next_game, status_of
from bot.games._paste import (
    Advised,
    Board,
    Paste,
    Plan,
    Refusal,
    Solve,
    accepted,
    decide,
    kind_for,
)
from bot.i18n import t
from bot.parsing import Parsed, parse_message
from bot.store import Conflict, StoredSession, Unavailable
from solver import WORDLE, Play, Variant, misplaced

log = logging.getLogger(__name__)


class Chat(GamesCore):
    def read(self, msg: Incoming) -> Parsed:
        """What a message holds, read before anything touches the store: chat (``none``)
        never gets a reply, whatever state the store is in."""
        return parse_message(msg.text, self.solver, self.kinds.of_length, any_letters=True)

    async def on_message(
        self, msg: Incoming, parsed: Parsed | None = None, starts: Variant = WORDLE
    ) -> Reply | None:
        """A message in the channel (``starts``: the game its server starts)."""
        parsed = parsed or self.read(msg)
        if parsed.kind == "none":
            return await self._slip(msg, parsed) if parsed.slip else None
        if parsed.kind == "error":
            said = await self._boards_here(msg, parsed)
            said = said or replies.unreadable(parsed.error or "", parsed.error_title)
            return await self._kept_hidden(msg, said)
        if parsed.kind == "unsupported":
            return replies.unsupported(parsed.error or "")
        async with self.lock(msg.channel_id):
            return await self._take(msg, parsed, False, starts)

    async def _boards_here(self, msg: Incoming, parsed: Parsed) -> Reply | None:
        """A row of as many boards as no game has ("crane 20010 00100 22000"), told against
        the game going here, as a row of another game's boards is: what this game needs
        and what the row gave (None: no game going, or the store out of reach)."""
        if not parsed.boards_given:
            return None
        try:
            session, _ = await self._read(msg.channel_id)
        except Unavailable:
            return None
        if session is None:
            return None
        how = self.game(session).how_to_paste()
        return say.wrong_boards(session.kind, parsed.boards_given, bool(session.guesses), how)

    async def _slip(self, msg: Incoming, parsed: Parsed) -> Reply | None:
        """A line that is a slip only where a game is being played ("crane 2000"): named
        there, silent anywhere else."""
        session, _ = await self._read(msg.channel_id)
        if session is None or not await self._slips_here(session, parsed):
            return None
        return await self._kept_hidden(msg, replies.unreadable(parsed.slip or ""))

    async def _slips_here(self, session: StoredSession, parsed: Parsed) -> bool:
        """A multi-board row's slip ("abbot 2222 00000") is one only in a game of as many
        boards whose words hold its word: anywhere else a word and some numbers are chat."""
        if parsed.slipped is None:
            return True
        word, boards = parsed.slipped
        kind = session.kind
        if kind.boards != boards:
            return False
        words = await asyncio.to_thread(self.advisor.engines.solver, kind.words.name)
        return words.is_known(kind.words.fold(word))

    async def _kept_hidden(self, msg: Incoming, reply: Reply) -> Reply:
        """A refusal or an error where the channel hides answers: each word it names that
        could still be the answer in spoilers (``_hidden``): a word typed in ``msg`` or on
        the board, or one it names in bold capitals.  With the store out of reach every
        word typed is hidden, as the channel's setting cannot be read."""
        if reply.tone != "error" or reply.ephemeral:
            return reply
        try:
            channel = await self._channel(msg.channel_id)
        except Unavailable:
            return kept_hidden(reply, typed(msg.text), lambda _: True)
        if not channel.settings.spoilers:
            return reply
        session = channel.session
        game = await self.game_here(session, msg.channel_id)
        plays = session.plays if session is not None else []
        rows = [g.shown or g.word for g in session.guesses] if session is not None else []

        fold = game.kind.words.read  # GRÜSSE, as a reply shows it, is grüße
        written = {fold(word) for word in typed(msg.text, *rows)}

        def answer(word: str) -> bool:
            return game.could_be_answer(plays, fold(word))

        return kept_hidden(reply, written, answer, fold)

    async def on_edit(
        self, msg: Incoming, parsed: Parsed | None = None, starts: Variant = WORDLE
    ) -> Reply | None:
        """An edited message is read again; its guesses and results replace the ones it
        gave before.  An edit refused changes nothing: its earlier rows and the results
        it counted stand (what a player who mistyped a correction expects, the reply
        saying so); one into chat takes them away."""
        parsed = parsed or self.read(msg)
        if parsed.kind == "error":  # a mistake, said as a paste's is
            refused = t("Edit not taken: the board is as it was")
            return await self._kept_hidden(msg, replies.unreadable(parsed.error or "", refused))
        async with self.lock(msg.channel_id):
            session, _ = await self._read(msg.channel_id)
            had = session and msg.message_id in session.messages
            if not session or not had:
                if parsed.kind not in ("guesses", "share"):
                    await self.shares.store.remove_shares(msg.message_id)  # edited away
                    return None
                if (
                    session
                    and _rows.before(msg.message_id, session)
                    and _rows.guesses_in(parsed)[0]
                ):
                    return say.before_game()  # an old message's guesses never join a game
                return await self._take(msg, parsed, False, starts, edited=True)
            if parsed.kind != "guesses" and not _rows.share_words(parsed):
                remaining = _rows_without(session, msg.message_id)
                if (wrong := misplaced(remaining)) is not None:  # a later row built on them
                    return await self._kept_hidden(msg, fit.built_on(wrong, remaining))
                # no version check: removing a message's guesses is right whatever else
                # changed (and the game stays open)
                await self.shares.store.remove_shares(msg.message_id)
                await self.store.remove_message(session.id, msg.message_id, Status.ACTIVE)
                counted = await self._shared(msg, parsed, starts)
                title = t("Edit removed those guesses")
                return await self.status(msg.channel_id, title=title, opening=counted)
            return await self._take(msg, parsed, True, starts, edited=True)

    async def _shared(self, msg: Incoming, parsed: Parsed, starts: Variant) -> list[str]:
        """A message edited from rows into a share with no words: its result counted, as
        the share posted would count it (the lines that say so); none for chat."""
        if parsed.kind != "share":
            return []
        counted = await self._take(msg, parsed, False, starts, edited=True)
        return [counted.title, *counted.lines]

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
        await self.shares.store.remove_shares(message_id)  # its results leave stats, game or none
        for _ in range(CONFLICT_RETRIES):  # the status comes from what we read
            session = await self.store.current_session(channel_id)
            if not session or message_id not in session.messages:
                return
            remaining = _rows_without(session, message_id)
            if misplaced(remaining) is not None:
                # a later row gave no colours to a board this message solved: without it
                # that row is blind there, so the game keeps the guesses it builds on
                log.info("kept deleted message %s: later rows build on it", message_id)
                return
            status = status_of(remaining, session.kind)
            try:
                await self.store.remove_message(session.id, message_id, status, session.version)
                return
            except Conflict:
                continue

    async def _take(
        self,
        msg: Incoming,
        parsed: Parsed,
        replace: bool,
        starts: Variant = WORDLE,
        edited: bool = False,
    ) -> Reply:
        """Take a message's guesses into the channel's game (``starts``: the game its
        server starts; ``edited``: the message's new text, ``replace`` its rows too).
        Another process may change the game between our read and our write (a rolling
        restart, a reshard): the store then refuses the write, and the message is taken
        again from a fresh read."""
        paste = Paste(msg, parsed, replace, edited)
        for _ in range(CONFLICT_RETRIES):
            try:
                return await self._kept_hidden(msg, await self._take_once(paste, starts))
            except Conflict:
                log.info(
                    "channel %s changed under message %s; taking it again",
                    msg.channel_id,
                    msg.message_id,
                )
        return replies.busy()

    async def _take_once(self, paste: Paste, starts: Variant) -> Reply:
        """One read of the channel; the paste decided against it (``_paste``: refused, or
        planned) around the solver's check; then one transaction, while the solver
        searches the advice its reply names."""
        board, kind = await self._board(paste, starts)
        decided: Refusal | Plan | Solve | Advised = (  # typed rows: judged off the loop
            await asyncio.to_thread(self._decide, board, paste, kind)
            if paste.parsed.guesses
            else decide(board, paste, self.kinds.of, None)
        )
        if isinstance(decided, Solve):  # under the kind's reply deadline
            checked = await decided.game.fits(decided.plays, board.settings.hard)
            decided = accepted(board, paste, decided, checked)
        if isinstance(decided, Refusal):
            return decided.reply
        if isinstance(decided, Advised):
            return await self._written_while_searched(decided)
        return decided.reply(await self.store.take_paste(decided.writes))

    async def _written_while_searched(self, advised: Advised) -> Reply:
        """The rows' transaction, which waits on the disk, run while the solver searches
        their reply's advice, which waits on the processor: the reply, built from both,
        still follows the write."""
        searching = asyncio.ensure_future(advised.advice())
        try:
            taken = await self.store.take_paste(advised.writes)
        except BaseException:
            searching.cancel()  # the search, shared and remembered, goes on in its lane
            raise
        return advised.reply(taken, await searching)

    async def _board(self, paste: Paste, starts: Variant) -> tuple[Board, Variant]:
        """What a paste is decided against, read once; the game its rows are for, whose
        words its replies write (the request's spelling)."""
        channel = await self._channel(paste.msg.channel_id)
        starts = next_game(channel.session, starts)  # the channel's language sticks
        msg, parsed = paste.msg, paste.parsed
        counted = (
            await self.shares.counted_before(msg.home, msg.author, parsed)
            if parsed.shares or parsed.board_shares
            else frozenset()
        )
        board = Board(channel.session, channel.settings, starts, self.clock(), counted)
        kind = kind_for(board, paste)
        await self.lists.ensure(kind)
        self.playing(kind)
        return board, kind

    def _decide(self, board: Board, paste: Paste, kind: Variant) -> Refusal | Plan | Solve:
        """``decide`` over the engine of the game's words (made here on first use, so the
        step itself stays pure)."""
        return decide(board, paste, self.kinds.of, self.advisor.engines.solver(kind.words.name))


def _rows_without(session: StoredSession, message_id: int) -> list[Play]:
    """The game's rows once one message's are taken back."""
    return [g.play for g in session.guesses if g.message_id != message_id]
