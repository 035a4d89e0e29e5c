"""Channel games: one game per channel (a thread is a channel, a DM is a channel).

A game has a variant (solver/game/variants.py): Wordle of any length, a multi-board game
(Dordle to Sedecordle) where one guess gets one feedback per board, or Wordle on the
server's own list.  ``/new KIND [length]`` starts one; otherwise the first paste's number
of feedbacks and its words' length pick it (the server's game where the paste fits it).
Anyone may add guesses; a game ends when every board has had an
all-green row (solved), when its rows run out (failed), on /reset or /new, after 18 idle
hours, or when a paste names a different puzzle.

``Games`` is built in three layers: ``_core`` (what every kind shares: the state, the
locking, one read of a channel), ``_chat`` (pastes, edits and deletes, retried against
other processes) and this module's game commands.  What depends on the kind is asked of
its ``Game`` (``_game.py``), chosen once per request; the solver's work goes through the
advisor (off the loop, under a deadline).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace

from bot import replies
from bot.domain import Asker, Author, Choice, GameAt, Incoming, Position, Reply, Status, reshaped
from bot.formatting import posted_as
from bot.games import _replies as say
from bot.games import _rows
from bot.games._chat import Chat
from bot.games._core import MAX_WORD
from bot.games._hidden import hides_answers, kept_hidden
from bot.games._lifecycle import MovedOn, cleared, finished, moved_on
from bot.i18n import t
from bot.parsing import parse_message, read_guess
from bot.store import StoredSession
from solver import ADVICE_LIMITS, SERVER, WORDLE, Play, Words, is_solved, with_digraphs_joined


class Games(Chat):
    """Channel games: the chat (``Chat``) and the game commands."""

    async def new(self, channel_id: int, guild_id: int | None, game: str | None = None,
                  by: Asker | None = None, length: int | None = None) -> Reply:  # fmt: skip
        """End the channel's game, if one is going, and start an empty one of ``game`` (the
        server's when None), of ``length`` letters (ending one others played in needs a
        moderator)."""
        if game is None:  # a length alone asks for Wordle of that length
            game = WORDLE.name if length else (await self.settings.game(guild_id)).name
        if game == SERVER:
            if (own := await self.settings.word_list(guild_id)) is None:
                return say.no_word_list()
            game = own.name
            await self.lists.ensure(own)
        chosen = self.kinds.named(game, length)
        if isinstance(chosen, Reply):
            return chosen
        self.playing(chosen.kind)
        async with self.lock(channel_id):
            latest = await self.store.current_session(channel_id)
            if latest and latest.status == Status.ACTIVE:
                if _rows.others_played(latest, by):
                    return say.others_played("/new")
                await self.store.set_status(latest.id, Status.RESET)
            await self.store.start_session(channel_id, guild_id, None, kind=chosen.kind.name)
        return chosen.new_game()

    async def moved_on(self, position: Position) -> bool:
        """Whether the channel's game is no longer at this position (a button pressed on
        an older reply)."""
        session = await self.store.current_session(position.channel_id)
        return session is None or session.version != position.version

    async def hint(self, channel_id: int, count: int = 3, public: bool = False) -> Reply:
        """/hint: the best guesses, for the asker alone; asked ``public``, a possible answer
        it names is in spoilers where naming it gives it away (``hides_answers``)."""
        asked, count = count, max(1, min(count, ADVICE_LIMITS.listed))
        channel = await self._channel(channel_id)
        if finished(channel.session):
            return say.over_here(channel.session)
        session, settings = await self._live(channel.session), channel.settings
        game = await self.game_here(session, channel_id, channel.session)
        plays = _plays(session)
        reply = await game.hint(plays, settings.hard, count)
        if asked > count:  # the console takes any number (Discord, 1-10): said, not ignored
            most = t("(At most {count} are listed.)", count=count)
            reply = reshaped(reply, lambda r: replace(r, lines=[*r.lines, most]))
        if not (public and hides_answers(settings.spoilers, plays)):
            return reply
        fold = game.kind.words.read  # GRÜSSE, as a reply shows it, is grüße
        shown = replies.privately(reply, False)  # everyone's: held to the channel's spoilers
        return kept_hidden(shown, set(), lambda word: game.could_be_answer(plays, fold(word)), fold)

    async def ballot(self, channel_id: int) -> tuple[GameAt, list[Choice], bool]:
        """What a vote here is about: where the game stands (version 0 with no game going)
        and its mode, the guesses worth voting on, best first (none once the game has
        ended), and whether naming a possible answer there gives it away."""
        channel = await self._channel(channel_id)
        if finished(channel.session):
            hidden = hides_answers(channel.settings.spoilers, _plays(channel.session))
            return _at(channel.session), [], hidden
        session, settings = await self._live(channel.session), channel.settings
        game = await self.game_here(session, channel_id, channel.session)
        plays = _plays(session)
        choices = await game.choices(plays, settings.hard)
        return _at(session, settings.hard), choices, hides_answers(settings.spoilers, plays)

    async def what_moved_on(
        self, channel_id: int, session_then: int | None, rows_then: int | None
    ) -> MovedOn:
        """What moved the channel's game on since it stood at that session and rows (a
        vote's close says it)."""
        return moved_on(session_then, rows_then, (await self._channel(channel_id)).session)

    async def answers_among(self, channel_id: int, words: Sequence[str]) -> set[str]:
        """Which of ``words`` a channel that hides answers must keep in spoilers: those
        still possible in its latest game, or that won it (a vote's closing line)."""
        channel = await self._channel(channel_id)
        plays = _plays(channel.session)
        if not hides_answers(channel.settings.spoilers, plays):
            return set()
        game = await self.game_here(channel.session, channel_id)
        return {w for w in words if game.could_be_answer(plays, w)}

    async def version_here(self, channel_id: int) -> int:
        """The channel's game's version now (0: no game going), to tell a vote gone moot."""
        session, _ = await self._read(channel_id)
        return session.version if session is not None else 0

    async def guess(
        self,
        channel_id: int,
        guild_id: int | None,
        interaction_id: int,
        author: Author,
        word: str,
        feedback: str,
    ) -> Reply:
        parsed = read_guess(word, feedback, self.solver, self.kinds.of_length, any_letters=True)
        if parsed.kind != "guesses":
            return replies.unreadable(parsed.error or "", ephemeral=True)
        text = f"{word} {feedback}"
        msg = Incoming(channel_id, guild_id, interaction_id, author, text, posted=False)
        starts = await self.settings.game(guild_id)
        async with self.lock(channel_id):
            return await self._take(msg, parsed, False, starts)

    async def solve(
        self, channel_id: int, interaction_id: int, author: Author, guesses: str, hard: bool
    ) -> Reply:
        """A game from scratch, its guesses given at once (a user install's /solve, over
        the user's own session): whatever was there is replaced."""
        parsed = parse_message(guesses, self.solver, self.kinds.of_length, any_letters=True)
        if parsed.kind == "error":
            return replies.unreadable(parsed.error or "", ephemeral=True)
        if parsed.kind != "guesses":
            return say.solve_usage()
        await self.settings.store.set_hard(channel_id, hard)
        async with self.lock(channel_id):
            latest = await self.store.current_session(channel_id)
            if latest and latest.status == Status.ACTIVE:
                await self.store.set_status(latest.id, Status.RESET)
            msg = Incoming(channel_id, None, interaction_id, author, guesses, posted=False)
            return await self._take(msg, parsed, False)

    async def candidates(self, channel_id: int, limit: int = 40, board: int | None = None) -> Reply:
        channel = await self._channel(channel_id)
        if finished(channel.session):
            return say.over_here(channel.session)
        session, settings = await self._live(channel.session), channel.settings
        limit = max(1, min(limit, 200))
        game = await self.game_here(session, channel_id, channel.session)
        plays = _plays(session)
        hidden = hides_answers(settings.spoilers, plays)
        return await game.candidates(plays, settings.hard, limit, hidden, board)

    async def why(self, channel_id: int, word: str, board: int | None = None) -> Reply:
        word = word.strip()
        if not (word.isalpha() and len(word) <= MAX_WORD):
            return say.not_a_word()
        channel = await self._channel(channel_id)
        if cleared(channel.session, self.clock()):
            return say.no_game_going()
        over = finished(channel.session)  # the game just finished is still the one asked about
        session = channel.session if over else await self._live(channel.session)
        game = await self.game_here(session, channel_id, channel.session)
        word = await self._as_played(word, game.kind.words)
        if not set(word) <= set(game.kind.words.alphabet):
            return say.not_a_word()
        spoilers = channel.settings.spoilers
        if over and session is not None and (won := _rows.won_by(session, word)):
            several = session.kind.boards > 1
            return say.was_the_answer(word, won[0] if several else None, spoilers)
        posted_as(session.guesses if session is not None else ())  # rows quoted as typed
        reply = game.why(_plays(session), word, board, spoilers)
        # its reasons may quote the winning row
        return say.for_the_asker(reply) if over and spoilers else reply

    async def _as_played(self, word: str, words: Words) -> str:
        """A word asked about as its game plays it, as a paste's is read: folded (ÓTIMO is
        Termo's OTIMO), SS typed for ß read as ß where the list spells it so (GRÜSSE)."""
        folded = words.fold(word)
        if len(folded) <= words.length:
            return folded
        lexicon = await asyncio.to_thread(self.advisor.engines.solver, words.name)
        return with_digraphs_joined(folded, words.length, words.alphabet, lexicon.is_known)

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
            reopens = finished(session)  # its winning (or last) row goes: play goes on
            removed = await self.store.undo_last(session.id) if session else None
        if removed is None:
            return say.nothing_to_undo()
        hidden = (
            any(p is not None and is_solved(p) for p in removed.patterns)
            and (
                await self.settings.store.settings(channel_id, self._servers.get(channel_id))
            ).spoilers
        )  # the row that went was the answer, and play goes on
        said = [
            say.removed(removed.word, removed.patterns, removed.author.name, removed.shown, hidden)
        ]
        opening = [*said, say.reopened()] if reopens else said
        return await self.status(channel_id, title=t("Undone"), opening=opening)

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
            game = await self.game_here(session, channel_id)
            if not game.hard_mode:
                return say.no_hard_mode(game.kind)
        await self.settings.store.set_hard(channel_id, hard)
        return say.mode(hard)

    async def spoilers(self, channel_id: int, on: bool) -> Reply:
        was = (await self._channel(channel_id)).settings.spoilers
        await self.settings.store.set_spoilers(channel_id, on)
        return say.spoilers_set(on, was == on)

    async def analysis(self, channel_id: int, viewer: int | None = None) -> Reply:
        """The channel's latest game, guess by guess, against the policy's best play."""
        channel = await self._channel(channel_id)
        session, settings = channel.session, channel.settings
        if session is None or not session.guesses:
            return say.nothing_to_analyse()
        game = self.game(session)
        palette = await self.palette(viewer)
        modes = session.modes(settings.hard)
        posted_as(session.guesses)  # each row named as its player typed it
        return await game.analysis(session.plays, modes, settings.spoilers, palette)


def _at(session: StoredSession | None, hard: bool = False) -> GameAt:
    if session is None:
        return GameAt(None, 0, 0, hard)
    return GameAt(session.id, session.version, len(session.guesses), hard)


def _plays(session: StoredSession | None) -> list[Play]:
    return session.plays if session is not None else []
