"""Turn-by-turn analysis of a game: skill against the policy, and luck.

For each guess, at the position it was played from (valued over the likely answers while
any remain, see ``Solver.evaluate``):
- words before and after it, the words it was expected to leave, and what the policy's
  best guess was expected to leave;
- skill: best / played expected guesses to finish, as a score out of 100 (100 = as good
  as the policy's pick), and the guesses that choice cost on average;
- luck: the guesses the played word was expected to still need after it, minus what the
  position it actually reached needs (positive: the colours fell kindly).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solver.engine.core import Solver
from solver.game.feedback import Guess, Pattern
from solver.game.rules import is_solved
from solver.support.deadline import Deadline


@dataclass(frozen=True)
class Turn:
    word: str
    pattern: Pattern
    before: int
    after: int
    expected_after: float
    best_word: str
    best_expected_after: float
    played_value: float
    best_value: float
    luck: float

    @property
    def lost(self) -> float:
        """Expected guesses this choice cost against the best one."""
        return max(0.0, self.played_value - self.best_value)

    @property
    def skill(self) -> float:
        return 100.0 * self.best_value / self.played_value if self.played_value else 100.0


@dataclass(frozen=True)
class Analysis:
    turns: tuple[Turn, ...]
    solved: bool
    complete: bool = True  # False: the deadline cut some searches short (best found)

    @property
    def skill(self) -> float:
        return sum(t.skill for t in self.turns) / len(self.turns) if self.turns else 0.0

    @property
    def lost(self) -> float:
        return sum(t.lost for t in self.turns)

    @property
    def luck(self) -> float:
        return sum(t.luck for t in self.turns)


def analyse(
    solver: Solver, history: Sequence[Guess], hard: bool = False, deadline: Deadline | None = None
) -> Analysis:
    """Every turn of a game; any word played may be missing from the lists.  One deadline
    covers the whole game: turns searched after it keep the screen's values."""
    deadline = deadline or Deadline.none()
    evaluations = [
        solver.evaluate(history[:i], g.word, hard, deadline) for i, g in enumerate(history)
    ]
    solved = bool(history) and is_solved(history[-1].pattern)
    turns = []
    for i, (guess, ev) in enumerate(zip(history, evaluations, strict=True)):
        if is_solved(guess.pattern):
            after, value_after = 0, 0.0
        elif i + 1 < len(evaluations):
            after, value_after = evaluations[i + 1].before, evaluations[i + 1].best_value
        else:  # the game ended unsolved: what the position left would still have needed
            after = len(solver.candidates(history[: i + 1]))
            value_after = solver.evaluate(history[: i + 1], guess.word, hard, deadline).best_value
        turns.append(
            Turn(
                guess.word,
                guess.pattern,
                ev.before,
                after,
                ev.played_left,
                ev.best_word,
                ev.best_left,
                ev.played_value,
                ev.best_value,
                (ev.played_value - 1.0) - value_after,
            )
        )
    return Analysis(tuple(turns), solved, not deadline.hit)
