"""The seam between a channel game and its kind: everything a game does that depends on
what is being played, behind one interface.

Two implementations, chosen once from the session's kind (``GameKinds.of``): ``OneBoard``
(Wordle) and ``Boards`` (Dordle to Sedecordle).  Two rather than Wordle as the one-board
case of the multi-board code, because the two answer differently in substance, not only
in wording: a Wordle has hard mode, the exact opening book and a skill-and-luck analysis,
and says its reasons as one board's split; a multi-board game weighs every board at once
and says what a guess does for which board.  Folding one into the other would either lose
Wordle's richer answers or thread ``if one board`` through every step.  The shared parts,
the advice's shape (``solver.advice.Advice``), the lifecycle, locking and refusals, stay
one piece of code in ``_channel``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from bot.domain import Choice, Reply
from bot.pictures import STANDARD, Palette
from bot.store import StoredSession
from solver import Advice, Deadline, Play, Variant


class Game(Protocol):
    """One kind of channel game: its advice, and the replies that word it."""

    kind: Variant
    hard_mode: bool  # whether the kind has a hard mode (hints that reuse what is revealed)

    async def warm_up(self) -> None:
        """Precompute the opening advice (asked by every new game)."""

    async def fits(self, plays: Sequence[Play], hard: bool) -> Advice[Any]:
        """Each board's candidates and, where no word fits, the rows that contradict each
        other (advice without suggestions): the solver's check a paste's rows pass before
        they are written, while ``advise`` searches."""

    async def advise(
        self,
        plays: Sequence[Play],
        hard: bool,
        deadline: Deadline | None = None,
        *,
        checked: Advice[Any] | None = None,
    ) -> Advice[Any]:
        """The advice a paste's reply gives: checks the plays fit (``checked``: already
        checked, by ``fits``), and names the best guess.  One answer per position: /hint's
        first pick is the reply's."""

    def standing(
        self,
        session: StoredSession,
        advice: Advice[Any],
        hard: bool,
        spoilers: bool,
        note: str | None = None,
        unlisted: Sequence[str] = (),
        closing: Sequence[str] = (),
    ) -> Reply:
        """The reply to a paste, and the body of /status: built once, from everything it
        says, ``closing`` last (a share's result counted, what /status adds), so every
        form of it (the fuller one a solve's summary edits in) says it."""

    def status_lines(self, session: StoredSession) -> list[str]:
        """What /status adds below the board (its ``closing``)."""

    def new_game(self) -> Reply: ...

    def how_to_paste(self) -> Sequence[str]:
        """Lines a refusal adds to say how to paste for this kind, in the request's
        language."""

    def no_game(self, hard: bool, title: str | None = None) -> Reply: ...

    async def hint(self, plays: Sequence[Play], hard: bool, count: int) -> Reply: ...

    async def choices(self, plays: Sequence[Play], hard: bool) -> list[Choice]:
        """/hint's list as data, best first: what a vote offers."""
        ...

    async def candidates(
        self, plays: Sequence[Play], hard: bool, limit: int, spoilers: bool, board: int | None
    ) -> Reply: ...

    def could_be_answer(self, plays: Sequence[Play], word: str) -> bool: ...
    def why(self, plays: Sequence[Play], word: str, board: int | None, spoilers: bool) -> Reply: ...

    async def analysis(
        self,
        plays: Sequence[Play],
        modes: Sequence[bool],
        spoilers: bool,
        palette: Palette = STANDARD,
    ) -> Reply:
        """The game guess by guess, each row in the mode it was played in (``modes``, one a
        row: hard or not); its picture, where it has one, in ``palette``."""
        ...
