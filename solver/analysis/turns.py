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
guess, its values and its luck all in that mode.  Where the advice names words players know
first (``familiar``) and the best guess is a rare word, the turn also holds the word that
advice named there (``Named``), its own figures beside it: the row sets the played word
against what the bot would have said, while skill and luck stay against the best play.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solver.engine.core import Solver
from solver.engine.limits import ADVICE_LIMITS
from solver.filtering.results import Evaluation
from solver.game.feedback import Guess, Pattern
from solver.game.rules import is_solved
from solver.support.deadline import Deadline


@dataclass(frozen=True)
class Named:
    """The word familiar advice named at a turn's position, in the best one's place (a
    rare word), with its own figures: the words it leaves and the guesses to finish."""

    word: str
    expected_after: float
    value: float


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
    named: Named | None = None  # familiar advice's word where the best is a rare one

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
    familiar: bool = False,
) -> Analysis:
    """Every turn of a game; any word played may be missing from the lists.  ``hard``:
    the game's mode, or each turn's.  One deadline covers the whole game: turns searched
    after it keep the screen's values.  ``familiar``: the advice names words players know
    first, and a turn whose best word is rare holds the word it named (``named``)."""
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
                named_at(solver, history[:i], ev, modes[i], deadline) if familiar else None,
            )
        )
    return Analysis(tuple(turns), solved, not deadline.hit)


def named_at(
    solver: Solver, history: Sequence[Guess], ev: Evaluation, hard: bool, deadline: Deadline
) -> Named | None:
    """The word players know that familiar advice named at a position whose best guess is
    a rare word, as a paste's reply names it (its lead, or where that is rare too, the
    familiar word it named beside it), with its own values; None where the best is a word
    players know, or the advice named none."""
    if solver.familiar(ev.best_word):
        return None
    found = solver.suggest(
        history, ADVICE_LIMITS.listed, hard, deadline=deadline, lead_only=True, familiar=True
    )
    word = next((s.word for s in found if s.familiar), None)
    if word is None:
        return None
    valued = solver.evaluate(history, word, hard, deadline)
    return Named(word, valued.played_left, valued.played_value)
