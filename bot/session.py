"""Channel solving sessions: the bot's domain, with no discord import.

One session per channel (a thread is a channel, a DM is a channel).  Anyone may add
guesses; the session ends when a guess is all green (solved), after six misses (failed),
on /reset, after 18 idle hours, or when a paste names a different puzzle.  Updates to a
channel are serialised by its lock; the solver's work runs in a worker thread so the event
loop never waits on numpy.

No input buys unbounded work: a game holds at most six rows (a paste that would pass them
is refused before any solving), and every request carries one ``Deadline`` that all its
heavy calls (advice, analysis, deduction, conflicts) share, so a message, edit or command
occupies the solver for under a second however hostile it is.  Answers cut short by the
deadline are used but not remembered.
"""

from __future__ import annotations

import asyncio
import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol, TypeVar

from bot import stats
from bot.parsing import Parsed, ParsedGuess, parse_message
from bot.store import Store, StoredGuess, StoredSession, StoredShare
from solver import Guess, Solver
from solver.analysis import Analysis, analyse
from solver.cache import BoundedCache
from solver.deadline import Deadline
from solver.deduce import Deducer, Fit
from solver.engine import LIKELY, Candidates, Suggestion
from solver.feedback import (
    FeedbackError,
    from_digits,
    notation,
    parse_score,
    to_digits,
    to_emoji,
)
from solver.rules import ROWS, is_solved


class Finished(Protocol):
    complete: bool  # False when a deadline cut the work short


T = TypeVar("T", bound=Finished)
IDLE_SECONDS = 18 * 3600
SHOWN_CANDIDATES = 40
SEARCH_SECONDS = 0.6  # the solver's share of one request; the rest is parsing and I/O
MEMO_ENTRIES = 4096  # advice and analyses remembered ...
MEMO_BYTES = 12 << 20  # ... and what their word lists may hold
GRID_FITS = 256  # puzzles whose running grid fit is kept
ACTIVE, SOLVED, FAILED, RESET = "active", "solved", "failed", "reset"


@dataclass(frozen=True)
class Author:
    id: int
    name: str


@dataclass(frozen=True)
class Incoming:
    """One chat message, as the cog or console saw it."""

    channel_id: int
    guild_id: int | None
    message_id: int
    author: Author
    text: str


@dataclass
class Reply:
    """What the bot says; rendered as an embed on Discord and as text in the console."""

    title: str
    lines: list[str] = field(default_factory=list)
    tone: str = "info"  # info | success | warning | error
    ephemeral: bool = False
    reaction: str | None = None  # react to the message instead of replying


@dataclass(frozen=True)
class Advice:
    candidates: Candidates
    suggestions: list[Suggestion]
    conflicts: list[int]
    complete: bool = True  # False: the deadline cut the search short (best found so far)


def _memo_size(_: tuple, value: Any) -> int:
    """Roughly what a remembered answer holds: its word lists dominate."""
    cands = getattr(value, "candidates", None)
    words = len(cands.words) + len(cands.unlikely) if cands is not None else 0
    turns = len(getattr(value, "turns", ()))
    return 400 + 60 * words + 300 * turns


def _played(history: Sequence[Guess]) -> tuple:
    """A history as a hashable memo key."""
    return tuple((g.word, tuple(g.pattern)) for g in history)


def _history(guesses: Sequence[StoredGuess]) -> list[Guess]:
    return [Guess(g.word, from_digits(g.pattern)) for g in guesses]


class Huddle:
    """The service behind every chat message and slash command."""

    def __init__(
        self,
        store: Store,
        solver: Solver,
        clock: Callable[[], float] = time.time,
        search_seconds: float = SEARCH_SECONDS,
    ) -> None:
        self.store = store
        self.search_seconds = search_seconds
        self.solver = solver
        self.deducer = Deducer(solver)
        self.clock = clock
        # a lock lives while someone holds or waits for it, then goes
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._memo: BoundedCache[tuple, Any] = BoundedCache(
            "advice and analyses", MEMO_ENTRIES, MEMO_BYTES, _memo_size
        )
        # per (guild, puzzle): the shares already applied and the fit they leave
        self._grid_fits: BoundedCache[tuple[int, int], tuple[frozenset, Fit]] = BoundedCache(
            "running grid fits", GRID_FITS
        )

    def lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        return lock

    def deadline(self) -> Deadline:
        """The solver's time for one request, starting now."""
        return Deadline(self.search_seconds)

    async def warm_up(self) -> None:
        """Load the table and precompute the opening advice, off the event loop."""
        await asyncio.to_thread(lambda: self.solver.table)
        for hard in (False, True):
            await self.advise([], hard)
        # the grid reveal table: built once (seconds), then read from the disk cache
        await asyncio.to_thread(lambda: (self.deducer.likely_reveals, self.deducer.likely_counts))

    # -- the heavy part, memoised and off the loop -------------------------------------

    async def _memoised(self, key: tuple, compute: Callable[[], T]) -> T:
        """Heavy work off the event loop, remembered (least recently used goes first):
        positions and games recur, in replies, /hint, /status and /analysis.  An answer
        the deadline cut short is used once, not remembered."""
        found = self._memo.get(key)
        if found is not None:
            return found
        value = await asyncio.to_thread(compute)
        if value.complete:
            self._memo.put(key, value)
        return value

    async def advise(
        self,
        history: Sequence[Guess],
        hard: bool,
        top: int = 5,
        thorough: bool = False,
        deadline: Deadline | None = None,
    ) -> Advice:
        """Candidates and suggestions.  Replies to pastes take the quick suggestion (the
        one-step screen); /hint asks for the thorough search."""
        played = list(history)
        key = ("advice", _played(played), hard, top, thorough)
        timer = deadline or self.deadline()
        return await self._memoised(
            key, lambda: self._compute_advice(played, hard, top, thorough, timer)
        )

    async def review(
        self, history: Sequence[Guess], hard: bool, deadline: Deadline | None = None
    ) -> Analysis:
        """The turn-by-turn analysis of a game (the solve message and /analysis share it)."""
        played = list(history)
        timer = deadline or self.deadline()
        return await self._memoised(
            ("review", _played(played), hard), lambda: analyse(self.solver, played, hard, timer)
        )

    def _compute_advice(
        self, history: list[Guess], hard: bool, top: int, thorough: bool, deadline: Deadline
    ) -> Advice:
        cands = self.solver.candidates(history)
        if not cands.words:
            return Advice(cands, [], self.solver.conflicts(history, deadline), not deadline.hit)
        found = self.solver.suggest(history, top, hard, cands, thorough, deadline)
        return Advice(cands, found, [], not deadline.hit)

    # -- sessions --------------------------------------------------------------------

    async def _live_session(self, channel_id: int) -> StoredSession | None:
        """The channel's session if it is still going (not ended, not idle too long)."""
        session = await self.store.current_session(channel_id)
        if session is None or session.status != ACTIVE:
            return None
        if self.clock() - session.updated_at > IDLE_SECONDS:
            await self.store.set_status(session.id, RESET)
            return None
        return session

    async def _why_new(self, channel_id: int, puzzle: int | None) -> str | None:
        """Why a paste is starting a fresh session, when it is worth saying."""
        last = await self.store.current_session(channel_id)
        if last is None or not last.guesses:
            return None
        if last.status == ACTIVE and self.clock() - last.updated_at > IDLE_SECONDS:
            return "The last session here sat idle for over 18 hours, so this starts a new one."
        if last.status == ACTIVE and puzzle is not None and last.puzzle not in (None, puzzle):
            return f"That's puzzle {puzzle}, not {last.puzzle}: starting a new session."
        if last.status in (SOLVED, FAILED):
            return "The last session is over, so this starts a new one."
        return None

    # -- chat ------------------------------------------------------------------------

    async def on_message(self, msg: Incoming) -> Reply | None:
        parsed = parse_message(msg.text, self.solver)
        if parsed.kind == "none":
            return None
        if parsed.kind in ("error", "unsupported"):
            tone = "error" if parsed.kind == "error" else "warning"
            title = "I couldn't read that" if parsed.kind == "error" else "Not supported"
            return Reply(title, [parsed.error or ""], tone)
        async with self.lock(msg.channel_id):
            return await self._take(msg, parsed, replace=False)

    async def on_edit(self, msg: Incoming) -> Reply | None:
        """An edited message is read again; its guesses replace the ones it gave before."""
        parsed = parse_message(msg.text, self.solver)
        async with self.lock(msg.channel_id):
            session = await self._live_session(msg.channel_id)
            had = session and any(g.message_id == msg.message_id for g in session.guesses)
            if not had:
                if parsed.kind in ("guesses", "share"):
                    return await self._take(msg, parsed, replace=False)
                return None
            if parsed.kind == "error":
                return Reply("I couldn't read the edit", [parsed.error or ""], "error")
            if parsed.kind != "guesses" and not _share_words(parsed):
                await self.store.remove_message(session.id, msg.message_id, ACTIVE)
                return await self.status(msg.channel_id, title="Edit removed those guesses")
            return await self._take(msg, parsed, replace=True)

    async def on_delete(self, channel_id: int, message_id: int) -> None:
        async with self.lock(channel_id):
            session = await self.store.current_session(channel_id)
            if session and any(g.message_id == message_id for g in session.guesses):
                remaining = [g for g in session.guesses if g.message_id != message_id]
                await self.store.remove_message(session.id, message_id, _status(remaining))

    async def _take(self, msg: Incoming, parsed: Parsed, replace: bool) -> Reply:
        new, puzzle = _guesses_in(parsed)
        guild = msg.guild_id or msg.channel_id  # a DM keeps its shares to itself
        replaced = []
        for share in parsed.shares:  # every share is the player's result (stats)
            first = await self.store.add_grid(
                guild,
                share.puzzle,
                (msg.author.id, msg.author.name),
                msg.message_id,
                share.result,
                share.hard,
                [to_digits(r) for r in share.rows],
            )
            if not first:
                replaced.append(share.puzzle)
        if not new:  # letterless grids: say how far the channel's grids narrow it down
            return await self._grid_reply(guild, [s.puzzle for s in parsed.shares], replaced)
        note = await self._why_new(msg.channel_id, puzzle)  # read before anything ends it
        session = await self._live_session(msg.channel_id)
        switching = session and puzzle is not None and session.puzzle not in (None, puzzle)
        if session is not None and not switching:
            note = None
        kept = [
            g
            for g in (session.guesses if session and not switching else ())
            if not (replace and g.message_id == msg.message_id)
        ]
        if len(kept) + len(new) > ROWS:  # refused before any solving, changing nothing
            return _too_many_rows(len(kept), len(new))
        if session and switching:
            await self.store.set_status(session.id, RESET)
            session = None
        history = _history(kept) + [Guess(g.word, g.pattern) for g in new]
        settings = await self.store.settings(msg.channel_id)
        deadline = self.deadline()
        advice = await self.advise(history, settings.hard, deadline=deadline)
        if not advice.candidates.words:
            return self._conflict_reply(history, advice.conflicts, len(kept))
        if session is None:
            session_id = await self.store.start_session(msg.channel_id, msg.guild_id, puzzle)
        else:
            session_id = session.id
        rows = [(g.word, to_digits(g.pattern)) for g in new]
        status = _status_of(history)
        await self.store.add_guesses(
            session_id,
            msg.message_id,
            rows,
            msg.author.id,
            msg.author.name,
            status=status,
            puzzle=puzzle,
            replace_message=replace,
        )
        fresh = await self.store.current_session(msg.channel_id)
        assert fresh is not None
        reply = await self._board_reply(fresh, settings.hard, settings.spoilers, deadline)
        if note:
            reply.lines.insert(0, f"*{note}*")
        unknown = [g.word.upper() for g in new if not g.known]
        if unknown:
            reply.lines.append(
                f"Note: {', '.join(unknown)} isn't in my word list; I took it as played."
            )
        return reply

    def _conflict_reply(self, history: list[Guess], conflicts: list[int], kept: int) -> Reply:
        named = [f"`{history[i]}`" for i in conflicts]
        lines = [
            "No word fits all the guesses with that paste, so I didn't add it.",
            f"These can't all be true: {', '.join(named)}.",
        ]
        if any(i < kept for i in conflicts):
            lines.append(
                "If an earlier guess was the typo, `/undo` removes the last one "
                "(or edit/delete the message it came from), then paste again."
            )
        else:
            lines.append("Check the colours of that paste and send it again.")
        return Reply("That doesn't fit", lines, "error")

    # -- grids, stats ----------------------------------------------------------------

    async def _fit(
        self, guild_id: int, puzzle: int, deadline: Deadline
    ) -> tuple[list[StoredShare], Fit]:
        """Every share for the puzzle and what they leave.  The fit runs on from the shares
        already applied (a new grid costs one grid's work, however many came before); a
        re-posted share means starting over.  Past the deadline the rest wait: ``Fit.read``
        says how many were applied, and the next request goes on from there."""
        shares = await self.store.shares(guild_id, puzzle)
        keys = [(s.author_id, s.rows, s.hard) for s in shares]
        applied, start = self._grid_fits.get((guild_id, puzzle)) or (frozenset(), None)
        if not applied <= set(keys):
            applied, start = frozenset(), None
        todo = [(k, s.grid) for k, s in zip(keys, shares, strict=True) if k not in applied]
        fit = await asyncio.to_thread(self.deducer.fit_all, [g for _, g in todo], deadline, start)
        done = fit.read - (start.read if start else 0)
        self._grid_fits.put((guild_id, puzzle), (applied | {k for k, _ in todo[:done]}, fit))
        return shares, fit

    async def _grid_reply(
        self, guild_id: int, puzzles: Sequence[int], replaced: Sequence[int]
    ) -> Reply:
        lines = []
        deadline = self.deadline()
        for puzzle in dict.fromkeys(puzzles):
            shares, fit = await self._fit(guild_id, puzzle, deadline)
            grids = f"{len(shares)} grid{'s' * (len(shares) != 1)}"
            again = " (this one replaces your earlier grid)" if puzzle in replaced else ""
            lines.append(
                f"Puzzle {puzzle:,}: {_fit_counts(fit)} fit the {grids} posted for it{again}"
                f"{_unread(fit, shares)}. `/deduce {puzzle}` shows them (in spoilers)."
            )
        return Reply("Grid saved", lines)

    async def deduce(self, guild_id: int, puzzle: int | None = None) -> Reply:
        """What every grid posted for a puzzle leaves, and which grid told the most."""
        puzzle = puzzle if puzzle is not None else await self.store.latest_puzzle(guild_id)
        if puzzle is None:
            return Reply("No grids yet", ["Paste your NYT share and I'll start deducing."])
        deadline = self.deadline()
        shares, fit = await self._fit(guild_id, puzzle, deadline)
        if not shares:
            return Reply("No grids yet", [f"Nobody has posted a grid for puzzle {puzzle:,}."])
        grids = [s.grid for s in shares]
        alone = await asyncio.to_thread(self.deducer.likely_alone, grids, deadline)
        best = min(range(len(shares)), key=alone.__getitem__)
        likely = await asyncio.to_thread(self.deducer.ranked, fit, grids)
        mode = ", hard mode" if shares[best].hard else ""
        lines = [
            f"{len(shares)} grid{'s' * (len(shares) != 1)}: {_fit_counts(fit)} fit them all"
            f"{_unread(fit, shares)}.",
            f"Most telling grid, from {shares[best].author_name or 'someone'}{mode} "
            f"({alone[best]} likely answers fit it alone):",
            *(to_emoji(p) for p in shares[best].patterns),
        ]
        if likely:
            lines.append(f"Likely answers, most probable first: {_words(likely, spoilers=True)}")
        return Reply(f"Puzzle {puzzle:,}", lines, ephemeral=True)

    async def analysis(self, channel_id: int) -> Reply:
        """The channel's latest game, guess by guess, against the policy's best play."""
        session = await self.store.current_session(channel_id)
        if session is None or not session.guesses:
            return Reply("Nothing to analyse", ["Play a game here first (paste your guesses)."])
        settings = await self.store.settings(channel_id)
        hard = settings.hard
        review = await self.review(_history(session.guesses), hard, self.deadline())
        spoilers = settings.spoilers and not review.solved
        lines = []
        for n, t in enumerate(review.turns, 1):
            best = t.best_word.upper()
            best = f"||{best}||" if spoilers else best
            lines.append(
                f"{n}. {to_emoji(t.pattern)} **{t.word.upper()}** {t.before:,} → {t.after:,} words "
                f"(expected {t.expected_after:.1f}; best {best} {t.best_expected_after:.1f}) · "
                f"skill {t.skill:.0f} · luck {t.luck:+.2f}"
            )
        lines.append(review.summary() + (" (hard mode)" if hard else ""))
        lines.append(
            "Skill: the best guess's expected guesses to finish over yours. Luck: what your "
            "guess was expected to still need, minus what the colours left."
        )
        if not review.complete:
            lines.append("*(Searched for as long as a reply may take: best found so far.)*")
        title = "Game analysis" + ("" if review.solved else " (so far)")
        return Reply(title, lines)

    async def stats(self, guild_id: int, player: Author) -> Reply:
        results = await self.store.results(guild_id, player.id)
        if not results:
            return Reply(f"{player.name}: no games yet", ["Paste your NYT share to count it."])
        st = stats.player_stats(results)
        return Reply(
            f"Wordle stats: {player.name}",
            [
                f"Played **{st.games}** · won **{st.win_rate:.0%}** · current streak "
                f"**{st.current_streak}** · best streak **{st.best_streak}**",
                "```\n" + "\n".join(stats.bar_chart(st.distribution)) + "\n```",
            ],
        )

    async def leaderboard(self, guild_id: int, period: str = "week") -> Reply:
        today = datetime.fromtimestamp(self.clock(), UTC).date()
        since = stats.first_puzzle(period, today)
        board = stats.leaderboard(await self.store.results(guild_id, since_puzzle=since))
        title = f"Leaderboard ({'all time' if period == 'all' else 'this ' + period})"
        if not board:
            return Reply(title, ["No shares posted in that time."])
        lines = [
            f"{n}. **{s.name}** — {s.mean:.2f} guesses over {s.games} "
            f"game{'s' * (s.games != 1)} (score {s.score:.2f})"
            for n, s in enumerate(board, 1)
        ]
        lines.append(
            f"Ranked by a Bayesian average: each player starts with {stats.PRIOR_GAMES} games "
            f"at the board's mean; a loss counts as {stats.LOSS}."
        )
        return Reply(title, lines)

    async def forget(self, player: Author) -> Reply:
        erased = await self.store.forget(player.id)
        return Reply(
            "Forgotten",
            [
                f"Erased {erased} result{'s' * (erased != 1)} and took your name off the "
                "guesses you added to channel games."
            ],
            ephemeral=True,
        )

    # -- replies ---------------------------------------------------------------------

    async def _board_reply(
        self, session: StoredSession, hard: bool, spoilers: bool, deadline: Deadline | None = None
    ) -> Reply:
        deadline = deadline or self.deadline()
        history = _history(session.guesses)
        advice = await self.advise(history, hard, deadline=deadline)
        board = [
            f"{to_emoji(g.pattern)} **{g.word.upper()}** — {session.guesses[i].author_name}"
            for i, g in enumerate(history)
        ]
        cands = advice.candidates
        if session.status == SOLVED:
            people = list(dict.fromkeys(g.author_name for g in session.guesses))
            n = len(history)
            review = await self.review(history, hard, deadline)
            return Reply(
                f"Solved in {n}/{ROWS}! 🎉",
                [
                    *board,
                    "",
                    f"The answer was **{history[-1].word.upper()}**. Well played, {_join(people)}.",
                    f"{review.summary()} — `/analysis` goes guess by guess.",
                ],
                "success",
            )
        if session.status == FAILED:
            return Reply(
                "Out of guesses",
                [
                    *board,
                    "",
                    f"Six rows and no green line. It could have been: {_words(cands.words, True)}",
                ],
                "warning",
            )
        lines = [*board, "", _counts(cands)]
        if advice.suggestions:
            best = advice.suggestions[0]
            word = best.word.upper()
            if spoilers and best.could_be_answer:
                word = f"||{word}||"
            lines.append(
                f"Best next guess{' (hard mode)' if hard else ''}: **{word}** — "
                f"{_reason(best, spoilers)}"
            )
        lines.append(f"Candidates: {_words(cands.words, spoilers)}")
        return Reply(f"{len(history)}/{ROWS} played", lines)

    async def status(self, channel_id: int, title: str | None = None) -> Reply:
        session = await self._live_session(channel_id)
        settings = await self.store.settings(channel_id)
        if session is None or not session.guesses:
            return Reply(
                title or "No game going",
                [
                    "Paste a guess to start, e.g. `CRANE 🟩⬛⬛🟨⬛`, `CHEST=c.E..` "
                    "or `caves 20012`.",
                    f"Mode: {'hard' if settings.hard else 'normal'}.",
                ],
            )
        reply = await self._board_reply(session, settings.hard, settings.spoilers)
        if title:
            reply.title = title
        knowledge = self.solver.knowledge(_history(session.guesses))
        reply.lines.append(f"Known: `{knowledge}`")
        return reply

    # -- slash commands ----------------------------------------------------------------

    async def hint(self, channel_id: int, count: int = 3) -> Reply:
        count = max(1, min(count, 10))
        session = await self._live_session(channel_id)
        settings = await self.store.settings(channel_id)
        history = _history(session.guesses) if session else []
        advice = await self.advise(
            history, settings.hard, top=max(count, 5), thorough=True, deadline=self.deadline()
        )
        lines = [_counts(advice.candidates)] if history else ["Opening move:"]
        for n, s in enumerate(advice.suggestions[:count], 1):
            star = " (could be the answer)" if s.could_be_answer and history else ""
            lines.append(
                f"{n}. **{s.word.upper()}**{star} — {s.reason}; "
                f"≈{s.expected_guesses:.2f} guesses to finish"
            )
        if not advice.suggestions:
            lines.append("No word fits these guesses: check them with `/status`.")
        elif not advice.complete:
            lines.append("*(Searched for as long as a reply may take: best found so far.)*")
        mode = " (hard mode)" if settings.hard else ""
        return Reply(f"Hint{mode}", lines, ephemeral=True)

    async def guess(
        self,
        channel_id: int,
        guild_id: int | None,
        interaction_id: int,
        author: Author,
        word: str,
        feedback: str,
    ) -> Reply:
        word = word.strip().lower()
        try:
            pattern = parse_score(feedback, guess=word)
        except FeedbackError as exc:
            return Reply("I couldn't read that", [str(exc)], "error", ephemeral=True)
        text = f"{word}={to_digits(pattern)}"
        parsed = parse_message(text, self.solver)
        if parsed.kind != "guesses":
            return Reply(
                "I couldn't read that",
                [parsed.error or f"`{text}` isn't a guess."],
                "error",
                ephemeral=True,
            )
        msg = Incoming(channel_id, guild_id, interaction_id, author, text)
        async with self.lock(channel_id):
            return await self._take(msg, parsed, replace=False)

    async def candidates(self, channel_id: int, limit: int = 40) -> Reply:
        session = await self._live_session(channel_id)
        settings = await self.store.settings(channel_id)
        advice = await self.advise(_history(session.guesses) if session else [], settings.hard)
        words = advice.candidates.words
        limit = max(1, min(limit, 200))
        more = f" … and {len(words) - limit} more" if len(words) > limit else ""
        return Reply(
            "Candidates",
            [
                _counts(advice.candidates),
                _words(words[:limit], settings.spoilers, cap=limit) + more,
            ],
        )

    async def why(self, channel_id: int, word: str) -> Reply:
        session = await self._live_session(channel_id)
        history = _history(session.guesses) if session else []
        ex = self.solver.explain(history, word)
        title = f"{word.upper()}: " + ("still possible" if ex.possible else "ruled out")
        lines = [f"• {r}" for r in ex.reasons] or (
            ["No guesses yet, so every word is possible."]
            if not history
            else ["It fits every guess so far."]
        )
        if ex.note:
            lines.append(f"({ex.note})")
        return Reply(title, lines, "info" if ex.possible else "warning")

    async def undo(self, channel_id: int) -> Reply:
        async with self.lock(channel_id):
            session = await self.store.current_session(channel_id)
            removed = await self.store.undo_last(session.id) if session else None
        if removed is None:
            return Reply("Nothing to undo", ["This channel has no guesses yet."], ephemeral=True)
        reply = await self.status(channel_id, title="Undone")
        reply.lines.insert(
            0,
            f"Removed `{notation(removed.word, from_digits(removed.pattern))}` "
            f"(from {removed.author_name}).",
        )
        return reply

    async def reset(self, channel_id: int) -> Reply:
        async with self.lock(channel_id):
            session = await self.store.current_session(channel_id)
            if session and session.status == ACTIVE:
                await self.store.set_status(session.id, RESET)
        return Reply("Reset", ["Cleared this channel's game. Paste a guess to start a new one."])

    async def mode(self, channel_id: int, hard: bool) -> Reply:
        await self.store.set_hard(channel_id, hard)
        text = (
            "Hard mode: hints keep every green in place and reuse every revealed letter."
            if hard
            else "Normal mode: hints may use any valid word."
        )
        return Reply("Mode set", [text])

    async def spoilers(self, channel_id: int, on: bool) -> Reply:
        await self.store.set_spoilers(channel_id, on)
        text = (
            "Candidate words and answer-like hints are now hidden in ||spoilers||."
            if on
            else "Spoilers off: candidate words are shown in plain text in this channel."
        )
        return Reply("Spoilers " + ("on" if on else "off"), [text])

    @staticmethod
    def help() -> Reply:
        return Reply(
            "wordle-huddle",
            [
                "Paste what you played and I'll say what's left and what to try next:",
                "`CRANE 🟩⬛⬛🟨⬛` · `CHEST=c.E..` (UPPER green, lower yellow, . grey) · "
                "`caves 20012` · `crane gybbg` · or your whole NYT share.",
                "Everyone in the channel adds to the same game.",
                "`/hint [count]` best next guesses (only you see it) · `/guess word feedback` · "
                "`/status` · `/candidates [limit]` · `/why word` · `/undo` · `/reset` · "
                "`/mode hard|normal` · `/spoilers on|off` · `/help`",
                "Post your NYT share to count it: `/stats [user]` · "
                "`/leaderboard [week|month|all]` · `/deduce [puzzle]` (what everyone's grids "
                "leave) · `/analysis` (the last game, guess by guess) · `/forgetme`",
            ],
            ephemeral=True,
        )


# -- helpers ---------------------------------------------------------------------------


def _share_words(parsed: Parsed) -> bool:
    return any(s.words for s in parsed.shares)


def _guesses_in(parsed: Parsed) -> tuple[list[ParsedGuess], int | None]:
    """The guesses a message adds: typed ones, and shares whose rows carry words."""
    out = list(parsed.guesses)
    puzzle = None
    for share in parsed.shares:
        if share.words and all(share.words):
            puzzle = share.puzzle
            out += [ParsedGuess(w, r, share.line) for w, r in zip(share.words, share.rows)]
    return out, puzzle


def _status_of(history: Sequence[Guess]) -> str:
    if any(is_solved(g.pattern) for g in history):
        return SOLVED
    return FAILED if len(history) >= ROWS else ACTIVE


def _status(guesses: Sequence[StoredGuess]) -> str:
    return _status_of(_history(guesses))


def _counts(cands: Candidates) -> str:
    if cands.pool == LIKELY:
        extra = cands.possible - cands.likely
        return (
            f"**{cands.likely}** likely answer{'s' * (cands.likely != 1)} left"
            + (f" (+{extra} less likely word{'s' * (extra != 1)})" if extra else "")
            + "."
        )
    return (
        f"No likely answer fits; **{cands.possible}** less likely "
        f"{'word still does' if cands.possible == 1 else 'words still do'}."
    )


def _too_many_rows(kept: int, adding: int) -> Reply:
    have = f"The game here has {kept} row{'s' * (kept != 1)}" if kept else "A new game"
    return Reply(
        "Too many rows",
        [
            f"{have}, and that paste adds {adding}: a Wordle game has at most {ROWS}. "
            "Nothing was added.",
            "If it is a new game, `/reset` first; if a row is wrong, `/undo` it (or edit the "
            "message it came from).",
        ],
        "error",
    )


def _unread(fit: Fit, shares: Sequence[StoredShare]) -> str:
    """Said only when the deadline left grids unread."""
    if fit.read >= len(shares):
        return ""
    return f" (I read {fit.read:,} of the {len(shares):,} grids in time; ask again for the rest)"


def _fit_counts(fit: Fit) -> str:
    likely, possible = int(fit.likely.sum()), int(fit.possible.sum())
    return f"{likely} likely answer{'s' * (likely != 1)} ({possible} valid words)"


def _words(words: Sequence[str], spoilers: bool, cap: int = SHOWN_CANDIDATES) -> str:
    shown = ", ".join(w.upper() for w in words[:cap])
    if len(words) > cap:
        shown += f" … (+{len(words) - cap})"
    if not shown:
        return "none"
    return f"||{shown}||" if spoilers else shown


def _reason(s: Suggestion, spoilers: bool) -> str:
    return s.reason.replace(
        s.word.upper(), f"||{s.word.upper()}||" if spoilers and s.could_be_answer else "it", 1
    )


def _join(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"
