"""Turn-by-turn analysis of a game: skill against the policy, and luck.

For each guess, at the position it was played from (valued over the likely answers while
any remain, see ``Solver.evaluate``):
- words before and after it, the words it was expected to leave, and what the policy's
  best guess was expected to leave;
- skill: best / played expected guesses to finish, as a score out of 100 (100 = as good
  as the policy's pick), and the guesses that choice cost on average;
- luck: the guesses the played word was expected to still need after it, minus what the
  position it actually reached needs (positive: the colours fell kindly).
Each turn is judged in the mode it was played in (a game may change mode midway): its best
guess, its values and its luck all in that mode.
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
    hard: bool = False  # the mode it was played in, and judged in

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


def modes_of(hard: bool | Sequence[bool], turns: int) -> list[bool]:
    """Each turn's mode: one for the whole game, or one per turn as it was played."""
    return [hard] * turns if isinstance(hard, bool) else list(hard)


def analyse(
    solver: Solver,
    history: Sequence[Guess],
    hard: bool | Sequence[bool] = False,
    deadline: Deadline | None = None,
) -> Analysis:
    """Every turn of a game; any word played may be missing from the lists.  ``hard``:
    the game's mode, or each turn's.  One deadline covers the whole game: turns searched
    after it keep the screen's values."""
    deadline = deadline or Deadline.none()
    modes = modes_of(hard, len(history))
    evaluations = [
        solver.evaluate(history[:i], g.word, modes[i], deadline) for i, g in enumerate(history)
    ]
    solved = bool(history) and is_solved(history[-1].pattern)
    turns = []
    for i, (guess, ev) in enumerate(zip(history, evaluations, strict=True)):
        later = evaluations[i + 1] if i + 1 < len(evaluations) else None
        if is_solved(guess.pattern):
            after, value_after = 0, 0.0
        elif later is not None and modes[i + 1] == modes[i]:
            after, value_after = later.before, later.best_value
        else:  # the game ended unsolved, or the next turn changed mode: what the position
            # reached would still need, in this turn's mode (luck compares like with like)
            position = history[: i + 1]
            after = later.before if later is not None else len(solver.candidates(position))
            value_after = solver.evaluate(position, guess.word, modes[i], deadline).best_value
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
                modes[i],
            )
        )
    return Analysis(tuple(turns), solved, not deadline.hit)
