"""Multi-board games (Dordle to Sedecordle): one guess, every board's feedback, and advice
that weighs every board at once (``Game``)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from typing import cast

from bot.advisor import FAMILIAR, HEAVY, Advisor, played
from bot.domain import Choice, Reply
from bot.examples import how_to_play
from bot.games import _boards_replies as say
from bot.games._hidden import hides_answers
from bot.games._replies import (
    no_such_board,
    private_if_possible,
    unlisted_and_unplayed,
    why_not_a_word,
)
from bot.lanes import Engine, Work
from bot.pictures import STANDARD, Palette, TurnLeft, boards_analysis_picture
from bot.store import StoredSession
from solver import (
    HINT_SECONDS,
    Advice,
    BoardsAnalysis,
    BoardsSuggestion,
    Deadline,
    Guess,
    Play,
    Variant,
    board_histories,
)

REPLY_SECONDS = 0.12  # a paste's reply (its p99 goal: 200 ms)
REPLY_TOP = 5  # guesses a paste's reply and /candidates weigh; /hint may ask for more
# an analysis the request's deadline cut short goes on after its reply is sent, each step
# with time of its own (this many times a request's search budget), its reply edited each
# time; a step that adds nothing ends it
GO_ON_BUDGETS = 4
GO_ON_STEPS = 5


def _advice(
    engine: Engine,
    histories: list[list[Guess]],
    kind: Variant,
    rows: int,
    top: int,
    familiar: bool,
    timer: Deadline,
    checked: Advice[BoardsSuggestion] | None = None,
) -> Advice[BoardsSuggestion]:
    return engine.boards.advise(histories, kind, rows, top, timer, familiar, checked)


def _fits(
    engine: Engine, histories: list[list[Guess]], timer: Deadline
) -> Advice[BoardsSuggestion]:
    return engine.boards.fits(histories, timer)


def _analysis(
    engine: Engine, plays: list[Play], kind: Variant, timer: Deadline, again: bool = False
) -> BoardsAnalysis:
    return engine.boards.analyse(plays, kind, timer, again)


def _board_turns(analysed: BoardsAnalysis, board: int) -> list[TurnLeft]:
    """One board's turns while it was open: what the guess left there, and the averages of
    the guess played and of the best (a turn the search did not value is left out; each
    keeps its number in the game)."""
    found = []
    for number, turn in enumerate(analysed.turns, 1):
        before, after = turn.before[board], turn.after[board]
        if before is None or not turn.best_left or not turn.played_left:
            continue
        played, best = turn.played_left[board], turn.best_left[board]
        if played is not None and best is not None:
            found.append(TurnLeft(turn.word, before, after or 0, best, played, number))
    return found


def _went_on(before: BoardsAnalysis, after: BoardsAnalysis) -> bool:
    """Whether a step of an analysis after its reply added to it: more turns, or the
    whole game searched to the end."""
    return len(after.turns) > len(before.turns) or after.complete


class Boards:
    hard_mode = False

    def __init__(self, kind: Variant, advisor: Advisor) -> None:
        self.kind = kind
        self.solver = advisor.solver  # several boards play the default words alone
        self.advisor = advisor

    async def warm_up(self) -> None:
        # a multi-board game's first guess takes seconds to search, so it is found now
        await self.advise([], False, Deadline.none())

    async def advise(
        self,
        plays: Sequence[Play],
        hard: bool,
        deadline: Deadline | None = None,
        top: int = REPLY_TOP,
        *,
        checked: Advice[BoardsSuggestion] | None = None,
    ) -> Advice[BoardsSuggestion]:
        """Each board's candidates and the best guesses for the whole game, a word players
        know first where the server's advice is familiar (``FAMILIAR``).  The reply to a
        paste and /hint ask the same policy, the reply under a shorter deadline; a
        complete answer is remembered, so a reply after /hint repeats it, and a cut one
        stands until a complete one comes (``steady``), so a /hint cut short too repeats
        the reply's pick.  ``checked``: the boards' ``fits``, where made first."""
        histories, familiar = board_histories(plays, self.kind.boards), FAMILIAR.get()
        timer = deadline or self.advisor.deadline(REPLY_SECONDS)
        rows = len(plays)
        return await self.advisor.remember(
            self._key(histories, rows, top, familiar),
            Work(_advice, histories, self.kind, rows, top, familiar, timer, checked),
            steady=True,
        )

    async def fits(self, plays: Sequence[Play], hard: bool) -> Advice[BoardsSuggestion]:
        """Each board's candidates and, where no word fits a board, its rows that
        contradict each other: from the reply's remembered advice, else filtered."""
        histories = board_histories(plays, self.kind.boards)
        known = self.advisor.known(self._key(histories, len(plays), REPLY_TOP, FAMILIAR.get()))
        if known is not None:
            return cast(Advice[BoardsSuggestion], known)
        timer = self.advisor.deadline(REPLY_SECONDS)
        return await self.advisor.run(Work(_fits, histories, timer))

    def _key(
        self, histories: Sequence[Sequence[Guess]], rows: int, top: int, familiar: bool
    ) -> tuple:
        """What the advice for a position is remembered by."""
        return ("boards", self.kind.name, tuple(map(played, histories)), rows, top, familiar)

    def standing(
        self,
        session: StoredSession,
        advice: Advice[BoardsSuggestion],
        hard: bool,
        spoilers: bool,
        note: str | None = None,
        unlisted: Sequence[str] = (),
        closing: Sequence[str] = (),
    ) -> Reply:
        return say.standing(session, advice, spoilers, note, unlisted, closing)

    def status_lines(self, session: StoredSession) -> list[str]:
        return []

    def how_to_paste(self) -> Sequence[str]:
        return (how_to_play(self.kind),)

    def new_game(self) -> Reply:
        return say.new_game(self.kind)

    def no_game(self, hard: bool, title: str | None = None) -> Reply:
        return say.no_game(self.kind, title)

    async def hint(self, plays: Sequence[Play], hard: bool, count: int) -> Reply:
        timer = self.advisor.deadline(HINT_SECONDS)
        advice = await self.advise(plays, hard, timer, max(count, REPLY_TOP))
        return say.hint(self.kind, advice, count, not plays)

    async def choices(self, plays: Sequence[Play], hard: bool) -> list[Choice]:
        advice = await self.advise(plays, hard, self.advisor.deadline(HINT_SECONDS))
        return [
            Choice(s.word, s.expected_guesses, bool(s.could_be), s.familiar)
            for s in advice.suggestions
        ]

    def _no_such_board(self, board: int | None) -> Reply | None:
        if board is not None and not 1 <= board <= self.kind.boards:
            return no_such_board(board, self.kind)
        return None

    async def candidates(
        self, plays: Sequence[Play], hard: bool, limit: int, spoilers: bool, board: int | None
    ) -> Reply:
        if refused := self._no_such_board(board):
            return refused
        return say.candidates(await self.advise(plays, hard), limit, spoilers, board)

    def could_be_answer(self, plays: Sequence[Play], word: str) -> bool:
        histories = board_histories(plays, self.kind.boards)
        fits = [self.solver.explain(history, word) for history in histories]
        return any(e.possible and e.listed for e in fits)  # a typo fits, but is no answer

    def why(self, plays: Sequence[Play], word: str, board: int | None, spoilers: bool) -> Reply:
        if refused := self._no_such_board(board):
            return refused
        histories = board_histories(plays, self.kind.boards)
        asked = [board - 1] if board is not None else range(len(histories))
        explained = [(b, self.solver.explain(histories[b], word)) for b in asked]
        if unlisted_and_unplayed(explained[0][1], plays):
            meant = self.solver.respellings(explained[0][1].word, [])
            return why_not_a_word(explained[0][1], meant, hides_answers(spoilers, plays))
        reply = say.why(word, explained, self.kind)
        return private_if_possible(reply, *(ex for _, ex in explained), spoilers=spoilers)

    async def analysis(
        self,
        plays: Sequence[Play],
        modes: Sequence[bool],
        spoilers: bool,
        palette: Palette = STANDARD,
    ) -> Reply:
        plays = list(plays)
        analysed = await self._analysed(plays, self.advisor.deadline())
        return await self._analysis_reply(plays, analysed, spoilers, palette, GO_ON_STEPS)

    async def _analysed(
        self, plays: list[Play], timer: Deadline, again: bool = False
    ) -> BoardsAnalysis:
        """The game's turns analysed within ``timer`` (``again``: turns a deadline cut
        searched again, after the reply)."""
        key = ("boards analysis", self.kind.name, tuple((p.word, p.patterns) for p in plays))
        return await self.advisor.remember(
            (*key, again), Work(_analysis, plays, self.kind, timer, again)
        )

    async def _analysis_reply(
        self,
        plays: list[Play],
        analysed: BoardsAnalysis,
        spoilers: bool,
        palette: Palette,
        steps: int,
    ) -> Reply:
        """The analysis as far as it went; where the deadline cut it, a fuller form that
        goes on (``steps`` more at most), so a finished game's analysis covers it all
        without the asker asking again."""
        going_on = steps > 0 and not analysed.complete
        rows = [p.patterns for p in plays]
        reply = say.analysis(analysed, self.kind, spoilers, rows, going_on)
        boards = [_board_turns(analysed, b) for b in range(self.kind.boards)]
        hide = spoilers and any(None in t.after for t in analysed.turns)  # an answer played
        if any(boards):  # board by board, each while it was open
            picture = await asyncio.to_thread(boards_analysis_picture, boards, hide, palette)
            reply = replace(reply, picture=picture)
        if not going_on:
            return reply

        async def fuller() -> Reply:
            timer = self.advisor.from_now(GO_ON_BUDGETS * self.advisor.search_seconds)
            # after the reply the command's lane is no longer set: this is heavy work too,
            # never the chat lane's, where a paste's advice would wait behind it
            lane = HEAVY.set(True)
            try:  # the turns left out first; once every turn is there, the ones a deadline cut
                more = await self._analysed(plays, timer, again=not analysed.unread)
            finally:
                HEAVY.reset(lane)
            left = steps - 1 if _went_on(analysed, more) else 0
            return await self._analysis_reply(plays, more, spoilers, palette, left)

        return replace(reply, fuller=fuller)
