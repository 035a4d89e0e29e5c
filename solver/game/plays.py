"""A guess typed into every board at once (Dordle, Quordle, Octordle; Wordle is one board).

A board that is already solved shows nothing for later guesses, so its feedback is
``None`` there.  Each board's own history is then a plain Wordle history, and everything
the engine knows about one board (filtering, explaining, counting) applies to it as is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solver.game.feedback import Guess, Pattern
from solver.game.rules import is_solved
from solver.game.variants import Variant


@dataclass(frozen=True)
class Play:
    """One guess: the word and each board's feedback, left to right, top to bottom."""

    word: str
    patterns: tuple[Pattern | None, ...]

    @property
    def boards(self) -> int:
        return len(self.patterns)


class PerBoard:
    """What a guess with one feedback per board offers (a parsed guess, a stored one):
    its one board's feedback in a Wordle game, and itself as a ``Play``."""

    word: str
    patterns: tuple[Pattern | None, ...]

    @property
    def pattern(self) -> Pattern:
        """A Wordle guess's feedback (its one board's)."""
        (pattern,) = self.patterns
        assert pattern is not None
        return pattern

    @property
    def play(self) -> Play:
        return Play(self.word, self.patterns)


def one_board(history: Sequence[Guess]) -> list[Play]:
    """A Wordle history as plays (each with its one board's feedback)."""
    return [Play(g.word, (g.pattern,)) for g in history]


def board_histories(plays: Sequence[Play], boards: int) -> list[list[Guess]]:
    """Each board's own history: the plays it took feedback from."""
    return [
        [Guess(p.word, pat) for p in plays if (pat := p.patterns[b]) is not None]
        for b in range(boards)
    ]


def solved_boards(plays: Sequence[Play], boards: int) -> list[int | None]:
    """For each board, the guess number (1-based) that solved it, or None."""
    solved: list[int | None] = [None] * boards
    for n, play in enumerate(plays, start=1):
        for b, pat in enumerate(play.patterns):
            if pat is not None and solved[b] is None and is_solved(pat):
                solved[b] = n
    return solved


def all_solved(plays: Sequence[Play], kind: Variant) -> bool:
    """Won: every board has seen an all-green row."""
    return all(n is not None for n in solved_boards(plays, kind.boards))


def out_of_rows(plays: Sequence[Play], kind: Variant) -> bool:
    return len(plays) >= kind.rows


@dataclass(frozen=True)
class Misplaced:
    """A play whose feedback for a board disagrees with whether that board is solved."""

    play: int  # index in the plays
    board: int  # 0-based
    solved_by: int | None  # index of the play that solved the board; None: not solved yet


def misplaced(plays: Sequence[Play], start: int = 0) -> Misplaced | None:
    """The first play from ``start`` on that gives colours to a board already solved, or
    marks one solved that is not: a board takes feedback until its all-green row, and
    none after."""
    solved_by: list[int | None] = [None] * (plays[0].boards if plays else 0)
    for n, play in enumerate(plays):
        for b, pat in enumerate(play.patterns):
            if n >= start and (pat is None) != (solved_by[b] is not None):
                return Misplaced(n, b, solved_by[b])
        for b, pat in enumerate(play.patterns):
            if pat is not None and is_solved(pat) and solved_by[b] is None:
                solved_by[b] = n
    return None
