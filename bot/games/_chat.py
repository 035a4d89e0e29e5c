"""A channel's chat: pastes, edits and deletes taken into its game, refused before any
solving when the game cannot take them (past its rows, against hard mode: ``_rows``),
retried against other processes; removals an outage left waiting (``_removals``) made
first."""

from __future__ import annotations

import asyncio
import logging

from bot import replies
from bot.domain import Incoming, Reply, Status, followed_by
from bot.formatting import caps
from bot.games import _fit_replies as fit
from bot.games import _replies as say
from bot.games import _rows
from bot.games._core import CONFLICT_RETRIES, GamesCore
from bot.games._lifecycle import status_of, too_many_rows, why_new
from bot.games._shown import at_position
from bot.i18n import t
from bot.parsing import Parsed, ParsedGuess, parse_message
from bot.store import Conflict, StoredSession, Unavailable
from solver.game.plays import Play, misplaced
from solver.game.variants import WORDLE

log = logging.getLogger(__name__)


class Chat(GamesCore):
    def read(self, msg: Incoming) -> Parsed:
        """What a message holds, read before anything touches the store: chat (``none``)
        never gets a reply, whatever state the store is in."""
        return parse_message(msg.text, self.solver, self.kinds.of_length, any_letters=True)

    async def on_message(self, msg: Incoming, parsed: Parsed | None = None) -> Reply | None:
        parsed = parsed or self.read(msg)
        if parsed.kind == "none":
            return await self._slip(msg.channel_id, parsed.slip) if parsed.slip else None
        if parsed.kind == "error":
            return replies.unreadable(parsed.error or "")
        if parsed.kind == "unsupported":
            return replies.unsupported(parsed.error or "")
        async with self.lock(msg.channel_id):
            return await self._take(msg, parsed, replace=False)

    async def _slip(self, channel_id: int, error: str) -> Reply | None:
        """A line that is a slip only where a game is being played ("crane 2000"): named
        there, silent anywhere else."""
        session, _ = await self._read(channel_id)
        return replies.unreadable(error) if session is not None else None

    async def on_edit(self, msg: Incoming, parsed: Parsed | None = None) -> Reply | None:
        """An edited message is read again; its guesses replace the ones it gave before."""
        parsed = parsed or self.read(msg)
        async with self.lock(msg.channel_id):
            # what its shares counted goes: edited away, or read again below
            await self.store.remove_shares(msg.message_id)
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
                return replies.unreadable(
                    parsed.error or "", t("Edit not taken: the board is as it was")
                )
            if parsed.kind != "guesses" and not _rows.share_words(parsed):
                remaining = _rows_without(session, msg.message_id)
                if (wrong := misplaced(remaining)) is not None:  # a later row built on them
                    return fit.built_on(wrong, remaining)
                # no version check: removing a message's guesses is right whatever else
                # changed (and the game stays open)
                await self.store.remove_message(session.id, msg.message_id, Status.ACTIVE)
                return await self.status(msg.channel_id, title=t("Edit removed those guesses"))
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
        await self.store.remove_shares(message_id)  # its results leave stats, game or none
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
        reply = await self._play(msg, parsed, replace, new, puzzle, replaced)
        if reply.tone == "error" and not parsed.guesses:
            # a finished share's typed rows that the game going here refuses (another
            # puzzle's, a player's own game): the share is a result, and only that
            return await self.shares.recorded_reply(msg.home, msg.author, parsed, replaced)
        return reply

    async def _play(
        self,
        msg: Incoming,
        parsed: Parsed,
        replace: bool,
        new: list[ParsedGuess],
        puzzle: int | None,
        replaced: list[int],
    ) -> Reply:
        """The message's rows taken into the channel's game, or the refusal that keeps
        them out (nothing written then)."""
        channel = await self._channel(msg.channel_id)
        if not replace and _rows.of_finished_game(channel.session, new, puzzle):
            assert channel.session is not None
            return say.already_over(channel.session)  # starts nothing, changes nothing
        note = why_new(channel.session, puzzle, self.clock())  # said before anything ends it
        session, settings = await self._live(channel.session), channel.settings
        switching = session and puzzle is not None and session.puzzle not in (None, puzzle)
        if session is not None and not switching:
            note = None
        going = session if session is not None and not switching else None
        how = self.kinds.of(going.kind).how_to_paste() if going is not None else ()
        if (refused := _rows.other_game(going, new, how)) is not None:
            return refused
        kind = going.kind if going is not None else parsed.game or WORDLE  # shares: Wordle
        if going is None and _rows.same_shape(
            default := await self.settings.game(msg.guild_id), kind
        ):
            kind = default  # the server's own game, where the paste fits it
            await self.lists.ensure(kind)
        if parsed.guesses:  # read again over the game's own words: its letters, its list
            own = await asyncio.to_thread(self.advisor.engines.solver, kind.words.name)
            parsed = parse_message(msg.text, own)
            if parsed.kind != "guesses":
                return replies.unreadable(parsed.error or "")
            new, puzzle = _rows.guesses_in(parsed)
        game = self.kinds.of(kind)
        kept = [
            g
            for g in (going.guesses if going is not None else ())
            if not (replace and g.message_id == msg.message_id)
        ]
        new, again = _rows.seen_again(kept, new)
        # a server's own list may hold less than its players' game takes: only a bundled
        # list, which holds every word its game does, calls a word outside it a typo
        typo = None if kind.words.uploaded else _rows.typo(new)
        if typo is not None:  # refused before anything is written
            word, boards, words = typo.word, _rows.boards_before(kept, typo), kind.words.name
            meant = await asyncio.to_thread(
                lambda: self.advisor.engines.solver(words).respellings(word, boards)
            )
            return fit.not_a_word(word, meant, settings.spoilers and _rows.wins(typo))
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
            return say.too_many_rows(len(kept), len(new), kind)
        # one order everywhere: rows by message (stored, checked, shown, undone alike), so a
        # message edited into guesses takes its own place, not the end
        rows = sorted(
            [(g.message_id, g.play, 0, g.author.name) for g in kept]
            + [(msg.message_id, g.play, g.line, msg.author.name) for g in new],
            key=lambda row: row[0],
        )
        plays, ours = [row[1] for row in rows], [row[0] == msg.message_id for row in rows]
        if (wrong := misplaced(plays, ours.index(True))) is not None:
            return fit.misplaced(wrong, plays, rows[wrong.play][2])
        hard_mode = settings.hard and game.hard_mode
        if hard_mode and (breach := _rows.breaks_hard_mode(plays, ours)) is not None:
            return breach
        latest = channel.session.id if channel.session else 0  # the session we read
        if session and switching:
            await self.store.set_status(session.id, Status.RESET)
            session = None
        advice = await game.advise(plays, settings.hard)  # under the kind's reply deadline
        clashes = [fit.Clash(row[1], row[3], mine) for row, mine in zip(rows, ours)]
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
            posted=msg.posted,
        )
        unknown = [caps(g.word) for g in new if not g.known]
        reply = game.standing(fresh, advice, settings.hard, settings.spoilers, note, unknown)
        if parsed.shares:  # a share with its words: its game here, and its result counted
            followed_by(reply, await self.shares.counted(msg.home, msg.author, parsed, replaced))
        return at_position(reply, fresh)


def _rows_without(session: StoredSession, message_id: int) -> list[Play]:
    """The game's rows once one message's are taken back."""
    return [g.play for g in session.guesses if g.message_id != message_id]
