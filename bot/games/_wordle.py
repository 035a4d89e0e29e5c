"""Wordle: one board, hard mode, the exact opening book, skill and luck (``Game``)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from typing import cast

from bot.advisor import FAMILIAR, Advisor, played
from bot.domain import Choice, Reply, Status
from bot.games import _wordle_replies as say
from bot.games._hidden import hides_answers
from bot.games._replies import private_if_possible, unlisted_and_unplayed, why_not_a_word
from bot.lanes import Engine, Work
from bot.pictures import STANDARD, Palette, analysis_picture
from bot.store import StoredSession
from solver import (
    ADVICE_LIMITS,
    Advice,
    Analysis,
    Deadline,
    Guess,
    Play,
    Solver,
    Suggestion,
    Variant,
    advise,
    analyse,
    best_answer,
    board_histories,
    fits,
)

ADVICE_TOP = ADVICE_LIMITS.listed  # guesses ranked per position: as many as /hint may list


def _history(plays: Sequence[Play]) -> list[Guess]:
    (history,) = board_histories(plays, 1)
    return history


def _advice(
    engine: Engine, history: list[Guess], hard: bool, familiar: bool, timer: Deadline
) -> Advice[Suggestion]:
    return advise(engine.solver, history, hard, ADVICE_TOP, timer, familiar=familiar)


def _lead(
    engine: Engine,
    history: list[Guess],
    hard: bool,
    familiar: bool,
    timer: Deadline,
    checked: Advice[Suggestion] | None = None,
) -> Advice[Suggestion]:
    return advise(engine.solver, history, hard, ADVICE_TOP, timer, True, familiar, checked)


def _fits(engine: Engine, history: list[Guess], timer: Deadline) -> Advice[Suggestion]:
    return fits(engine.solver, history, timer)


def _winner(
    engine: Engine, history: list[Guess], hard: bool, timer: Deadline
) -> Advice[Suggestion]:
    """The best guess that could be the answer, as advice of one (so it is remembered)."""
    found = best_answer(engine.solver, history, hard, timer)
    cands = engine.solver.candidates(history)
    return Advice((cands,), [found] if found else [], {}, not timer.hit)


def _analysis(
    engine: Engine,
    history: list[Guess],
    modes: tuple[bool, ...],
    familiar: bool,
    timer: Deadline,
) -> Analysis:
    return analyse(engine.solver, history, modes, timer, familiar)


def _choice(s: Suggestion, rows_after: int) -> Choice:
    """A suggestion as a ballot weighs it, with whether it may lose the game
    (``rows_after``: the rows left once it is played)."""
    risky = say.may_lose(s, rows_after)
    return Choice(s.word, s.expected_guesses, s.could_be_answer, s.familiar, risky)


class OneBoard:
    hard_mode = True

    def __init__(self, kind: Variant, advisor: Advisor) -> None:
        self.kind = kind
        self.words = kind.words.name
        self.advisor = advisor

    @property
    def solver(self) -> Solver:
        """The engine for this game's words (asked each time: engines are kept bounded)."""
        return self.advisor.engines.solver(self.words)

    async def warm_up(self) -> None:
        for hard in (False, True):
            await self.listed([], hard)  # the opening list, which a reply reads too

    async def fits(self, plays: Sequence[Play], hard: bool) -> Advice[Suggestion]:
        """The candidates and, where no word fits, the rows that contradict each other:
        from the position's remembered advice, else filtered (no search)."""
        history = _history(plays)
        known = self._known(history, hard)
        if known is not None:
            return known
        return await self.advisor.run(
            Work(_fits, history, self.advisor.deadline(), words=self.words)
        )

    async def advise(
        self,
        plays: Sequence[Play],
        hard: bool,
        deadline: Deadline | None = None,
        *,
        checked: Advice[Suggestion] | None = None,
    ) -> Advice[Suggestion]:
        """Candidates and what a paste's reply names of /hint's list: its first guess and,
        when that cannot be the answer, the first that could.  From /hint's list where the
        advisor remembers one; else searched for those two alone (``lead_only``), which
        spares a search of every other place in the list."""
        history, familiar = _history(plays), FAMILIAR.get()
        self._opened(history, hard)
        known = self._known(history, hard)
        if known is not None:
            return known
        timer = deadline or self.advisor.deadline()
        return await self.advisor.remember(
            ("lead", played(history), hard, familiar),
            Work(_lead, history, hard, familiar, timer, checked, words=self.words),
        )

    def _known(self, history: Sequence[Guess], hard: bool) -> Advice[Suggestion] | None:
        """The position's advice as remembered: /hint's list, else a reply's lead."""
        for answer in ("advice", "lead"):
            key = (answer, played(history), hard, FAMILIAR.get())
            if (known := self.advisor.known(key, self.words)) is not None:
                return cast(Advice[Suggestion], known)
        return None

    async def listed(
        self, plays: Sequence[Play], hard: bool, deadline: Deadline | None = None
    ) -> Advice[Suggestion]:
        """Candidates and the ``ADVICE_TOP`` best guesses (/hint's list), a word players
        know first where the server's advice is familiar (``FAMILIAR``)."""
        history, familiar = _history(plays), FAMILIAR.get()
        self._opened(history, hard)
        timer = deadline or self.advisor.deadline()
        return await self.advisor.remember(
            ("advice", played(history), hard, familiar),
            Work(_advice, history, hard, familiar, timer, words=self.words),
        )

    def _opened(self, history: Sequence[Guess], hard: bool) -> None:
        """Advice after a game's opener follows the exact search's tree once one is built."""
        if history:
            self.advisor.opened(self.words, history[0].word, hard)

    async def analyse(
        self, history: list[Guess], modes: Sequence[bool], deadline: Deadline | None = None
    ) -> Analysis:
        """The turn-by-turn analysis, each row in its own mode (the solve message and
        /analysis share it); where the server's advice is familiar (``FAMILIAR``), a row
        whose best word is rare is set against the word players know that advice named."""
        timer = deadline or self.advisor.deadline()
        modes, familiar = tuple(modes), FAMILIAR.get()
        return await self.advisor.remember(
            ("analysis", played(history), modes, familiar),
            Work(_analysis, history, modes, familiar, timer, words=self.words),
        )

    def standing(
        self,
        session: StoredSession,
        advice: Advice[Suggestion],
        hard: bool,
        spoilers: bool,
        note: str | None = None,
        unlisted: Sequence[str] = (),
        closing: Sequence[str] = (),
    ) -> Reply:
        history = session.history
        (cands,) = advice.candidates
        best = advice.suggestions[0] if advice.suggestions else None
        winner = next((s for s in advice.suggestions if s.could_be_answer), None)
        known = next((s for s in advice.suggestions if s.familiar), None)

        def reply(analysed: Analysis | None = None) -> Reply:
            return say.standing(
                session, history, cands, best, winner, hard, spoilers, analysed, note, unlisted,
                known=known, closing=closing,
            )  # fmt: skip

        if session.status != Status.SOLVED:
            return reply()
        # the game's summary searches every turn: the solve message goes out at once and
        # is edited to add it, under a deadline of its own

        async def summed_up() -> Reply:  # after the reply is sent: its own time, from now
            modes = session.modes(hard)
            return reply(await self.analyse(history, modes, self.advisor.from_now()))

        return replace(reply(), fuller=summed_up)

    def status_lines(self, session: StoredSession) -> list[str]:
        return [say.known(self.solver.knowledge(session.history))]

    def how_to_paste(self) -> Sequence[str]:
        return ()  # a Wordle paste is the word and its colours, as every refusal shows

    def new_game(self) -> Reply:
        return say.new_game(self.kind)

    def no_game(self, hard: bool, title: str | None = None) -> Reply:
        return say.no_game(self.kind, hard, title)

    async def hint(self, plays: Sequence[Play], hard: bool, count: int) -> Reply:
        advice = await self.listed(plays, hard)
        (cands,) = advice.candidates
        rows_left = self.kind.rows - len(plays)
        return say.hint(
            cands,
            advice.suggestions,
            count,
            not plays,
            hard,
            advice.complete,
            rows_left,
            advice.caught,
        )

    async def choices(self, plays: Sequence[Play], hard: bool) -> list[Choice]:
        """/hint's list, then the best guess that could be the answer where the list has
        none (with many words left, none of the best few can win at once)."""
        listed = (await self.listed(plays, hard)).suggestions
        if not any(s.could_be_answer for s in listed):
            history = _history(plays)
            winner = await self.advisor.remember(
                ("winner", played(history), hard),
                Work(_winner, history, hard, self.advisor.deadline(), words=self.words),
            )
            listed = listed + winner.suggestions
        after = self.kind.rows - len(plays) - 1  # the rows left once the guess is played
        return [_choice(s, after) for s in listed]

    async def candidates(
        self, plays: Sequence[Play], hard: bool, limit: int, spoilers: bool, board: int | None
    ) -> Reply:
        (cands,) = (await self.advise(plays, hard)).candidates
        return say.candidates(cands, limit, spoilers)

    def could_be_answer(self, plays: Sequence[Play], word: str) -> bool:
        """A word of the game's list that fits every row (a typo fits, but is no answer)."""
        explained = self.solver.explain(_history(plays), word)
        return explained.possible and explained.listed

    def why(self, plays: Sequence[Play], word: str, board: int | None, spoilers: bool) -> Reply:
        history = _history(plays)
        explained = self.solver.explain(history, word)
        if unlisted_and_unplayed(explained, plays):
            meant = self.solver.respellings(explained.word, [])
            return why_not_a_word(explained, meant, hides_answers(spoilers, plays))
        return private_if_possible(
            say.why(word, explained, bool(history)), explained, spoilers=spoilers
        )

    async def analysis(
        self,
        plays: Sequence[Play],
        modes: Sequence[bool],
        spoilers: bool,
        palette: Palette = STANDARD,
    ) -> Reply:
        analysed = await self.analyse(_history(plays), modes, self.advisor.deadline())
        reply = say.analysis(analysed, spoilers)
        turns = [say.pictured(t) for t in analysed.turns]
        hide = spoilers and analysed.solved  # its last turn is the answer
        picture = await asyncio.to_thread(analysis_picture, turns, hide, palette, spoilers)
        return replace(reply, picture=picture)
