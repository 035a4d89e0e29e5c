"""``python -m solver bench --group``: how often the guess a group is told is a word it knows.

A group opens with a word its players favour or the bot suggests, half the time plays a
word of its own next (a likely answer that fits), and otherwise pastes what the bot names;
hard mode a third of the time.  Each game is played twice from the same draws: with the
exact advice (``/settings advice:best``) and with familiar advice (the default,
solver/engine/familiar.py).  Every reply after a row names a guess; the bench counts those
that are familiar words, and the guesses and losses each way.
"""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field

from solver.bench.walk import Named, hint_solver
from solver.engine.core import Solver
from solver.engine.limits import ADVICE_LIMITS
from solver.game.feedback import Guess, score
from solver.game.rules import is_solved
from solver.game.variants import ROWS
from solver.lists.wordlists import DEFAULT_POOL, answer_pool, valid
from solver.search.openers import covered_openers

DEFAULT_GAMES = 1000
HARD_SHARE = 1 / 3  # games in hard mode
OWN_SECOND = 1 / 2  # games where the group plays a word of its own second
TURNS_CAP = 2 * ROWS  # a game still going past this is a bug, not a loss


@dataclass
class Played:
    """One way of advising, over every game."""

    guesses: int = 0
    lost: int = 0
    named: Named = field(default_factory=Named)
    hard: Named = field(default_factory=Named)  # of those, the hard-mode games'


@dataclass
class GroupResult:
    games: int
    hard_games: int
    best: Played
    familiar: Played
    seconds: float

    def to_json(self) -> dict:
        return asdict(self)


def _follow(
    solver: Solver, history: list[Guess], answer: str, hard: bool, familiar: bool, way: Played
) -> int:
    """Guesses the game takes when the group plays what is named from ``history`` on,
    each named guess counted in ``way``."""
    played = list(history)
    while not is_solved(played[-1].pattern):
        if len(played) > TURNS_CAP:
            raise RuntimeError(f"advice for {answer} still playing after {len(played)} guesses")
        word = _named(solver, played, hard, familiar, way)
        played.append(Guess(word, score(word, answer)))
    return len(played)


def _named(solver: Solver, history: list[Guess], hard: bool, familiar: bool, way: Played) -> str:
    """The guess a reply names here (/hint's first: the same search), counted, and apart
    for hard mode."""
    word = solver.suggest(history, ADVICE_LIMITS.listed, hard, familiar=familiar)[0].word
    known, choice = solver.familiar(word), len(solver.candidates(history).words) > 1
    for told in (way.named, way.hard) if hard else (way.named,):
        told.add(1, known, choice)
    return word


def run(games: int = DEFAULT_GAMES, seed: int = 0) -> GroupResult:
    """``games`` simulated group games over the NYT's list (the bot's default), each
    played with the exact advice and with familiar advice."""
    answer_list = answer_pool(DEFAULT_POOL)
    solver = hint_solver(answer_list, valid())
    openers = {hard: covered_openers(answer_list, valid(), hard) for hard in (False, True)}
    rng = random.Random(seed)
    started = time.perf_counter()
    result = GroupResult(games, 0, Played(), Played(), 0.0)
    for _ in range(games):
        hard = rng.random() < HARD_SHARE
        answer = rng.choice(answer_list.words)
        opener = rng.choice(openers[hard])
        history = [Guess(opener, score(opener, answer))]
        own = rng.random() < OWN_SECOND and not is_solved(history[-1].pattern)
        word = rng.choice(solver.candidates(history).words) if own else None
        result.hard_games += hard
        for familiar, way in ((False, result.best), (True, result.familiar)):
            played = list(history)
            if word is not None:  # the bot named a guess; the group played its own
                _named(solver, played, hard, familiar, way)
                played.append(Guess(word, score(word, answer)))
            taken = _follow(solver, played, answer, hard, familiar, way)
            way.guesses += taken
            way.lost += taken > ROWS
    result.seconds = round(time.perf_counter() - started, 1)
    return result


def render(result: GroupResult) -> str:
    lines = [
        f"{result.games:,} group games over the NYT's answers ({result.hard_games:,} in hard "
        f"mode), each opened with a favoured word, half with a word of the group's own next"
    ]
    for name, way in (("best", result.best), ("familiar", result.familiar)):
        lines.append(
            f"advice {name}: {way.guesses:,} guesses, {way.lost} lost; the named guess a "
            f"familiar word {_share(way.named)}; normal mode {_share(_less(way.named, way.hard))}"
            f"; hard mode {_share(way.hard)}"
        )
    lines.append(f"{result.seconds:.1f} s")
    return "\n".join(lines)


def _less(every: Named, some: Named) -> Named:
    """The named guesses counted in ``every`` but not in ``some``."""
    return Named(
        every.told - some.told,
        every.familiar - some.familiar,
        every.chosen - some.chosen,
        every.chosen_familiar - some.chosen_familiar,
    )


def _share(told: Named) -> str:
    """How often a named guess was familiar: of all, and where more than one word was left."""
    return (
        f"{told.familiar:,} of {told.told:,} times ({told.familiar / max(1, told.told):.1%}), "
        f"where more than one word was left {told.chosen_familiar:,} of {told.chosen:,} "
        f"({told.chosen_familiar / max(1, told.chosen):.1%})"
    )
