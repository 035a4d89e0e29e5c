"""``python -m solver bench --detours``: advice from where a player's own detour left them.

Players open with their own word and often play one of their own on turn 2 or 3.  Each
simulated game picks an answer from the NYT's list, a mode (hard a third of the time), an
opener players favour or the bot suggests, and a detour turn (2 or 3): the turns before it
follow the bot's advice, the detour plays a random likely answer that fits what was seen
(so it is legal in hard mode too), and the rest follows the advice again.  The same
position after the detour is also played by the exact search (the bench's policy over the
likely answers, trap check and all), so the two totals compare the advice with the best
play from where the player really was, and so do the games lost past six rows.
"""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field

import numpy as np

from solver.bench.policy import make_strategy
from solver.bench.walk import hint_solver
from solver.engine.core import Solver
from solver.engine.limits import ADVICE_LIMITS
from solver.game.feedback import Guess, encode, score, to_colours
from solver.game.rules import is_solved
from solver.game.variants import ROWS
from solver.lists.wordlists import DEFAULT_POOL, WordList, answer_pool, valid
from solver.search.openers import covered_openers
from solver.search.strategy import Strategy

DEFAULT_GAMES = 2000
HARD_SHARE = 1 / 3  # games in hard mode
TURNS_CAP = 2 * ROWS  # a game still going past this is a bug, not a loss


@dataclass
class DetourResult:
    games: int
    hard_games: int
    advice_guesses: int
    exact_guesses: int
    advice_lost: int
    exact_lost: int
    seconds: float
    # the games the advice lost, each as played up to the detour, its answer and the
    # guesses the advice and the exact search took from there
    lost: list[str] = field(default_factory=list)
    # with every word: over the hard games' positions after the detour, the likely answers
    # left, summed, and how many of them each play loses, every one played out
    words_left: int = 0
    advice_words_lost: int = 0
    exact_words_lost: int = 0
    # with every word: the hard positions where the advice loses more words than the
    # exact search, each as played up to there, with both counts
    worse: list[str] = field(default_factory=list)

    @property
    def gap(self) -> float:
        """The advice's guesses over the exact search's, as a share of the latter."""
        return self.advice_guesses / self.exact_guesses - 1

    def to_json(self) -> dict:
        return {**asdict(self), "gap": round(self.gap, 5)}


def _advised(solver: Solver, history: list[Guess], answer: str, hard: bool) -> Guess:
    """The next row when the player plays the first guess ``/hint`` lists (its whole list
    asked, as ``/hint`` asks it: the search ranks at least that many)."""
    word = solver.suggest(history, ADVICE_LIMITS.listed, hard)[0].word
    return Guess(word, score(word, answer))


def _advice(solver: Solver, history: list[Guess], answer: str, hard: bool) -> int:
    """Guesses the game takes when, from ``history`` on, the player follows the advice."""
    played = list(history)
    while not is_solved(played[-1].pattern):
        if len(played) > TURNS_CAP:
            raise RuntimeError(f"advice for {answer} still playing after {len(played)} guesses")
        played.append(_advised(solver, played, answer, hard))
    return len(played)


def run(games: int = DEFAULT_GAMES, seed: int = 0, every_word: bool = False) -> DetourResult:
    """``games`` simulated games with a detour over the NYT's list (the bot's default);
    with ``every_word``, each hard game's position also played for every word left."""
    answer_list = answer_pool(DEFAULT_POOL)
    solver = hint_solver(answer_list, valid())
    exact = {hard: make_strategy(answer_list, valid(), hard) for hard in (False, True)}
    openers = {hard: covered_openers(answer_list, valid(), hard) for hard in (False, True)}
    rng = random.Random(seed)
    started = time.perf_counter()
    totals = DetourResult(games, 0, 0, 0, 0, 0, 0.0)
    for _ in range(games):
        hard = rng.random() < HARD_SHARE
        answer = rng.choice(answer_list.words)
        opener = rng.choice(openers[hard])
        detour_turn = rng.choice((2, 3))
        history = [Guess(opener, score(opener, answer))]
        if detour_turn == 3 and not is_solved(history[-1].pattern):
            history.append(_advised(solver, history, answer, hard))
        if not is_solved(history[-1].pattern):  # the detour: a word of their own that fits
            word = rng.choice(solver.candidates(history).words)
            history.append(Guess(word, score(word, answer)))
        advised = _advice(solver, history, answer, hard)
        strategy, words = exact[hard]
        best = play_exact(strategy, words, answer_list, history, answer)
        totals.hard_games += hard
        totals.advice_guesses += advised
        totals.exact_guesses += best
        totals.advice_lost += advised > ROWS
        totals.exact_lost += best > ROWS
        position = None  # what each play loses of every word left here, played out once
        if (every_word and hard) or advised > ROWS:
            position = _words_lost(solver, exact[hard], history, hard)
        if position is None:
            continue
        ours, theirs, there = position
        played = " ".join(f"{g.word.upper()} {to_colours(g.pattern)}" for g in history)
        if every_word and hard:
            totals.advice_words_lost += ours
            totals.exact_words_lost += theirs
            totals.words_left += there
            if ours > theirs:
                totals.worse.append(
                    f"{played}: of the {there} words left the advice loses {ours}, "
                    f"the exact search {theirs}"
                )
        if advised > ROWS:
            mode = "hard" if hard else "normal"
            totals.lost.append(
                f"{mode}: {played} → {answer.upper()}: {advised} against {best}; of the "
                f"{there} words left there the advice loses {ours}, the exact search {theirs}"
            )
    totals.seconds = round(time.perf_counter() - started, 1)
    return totals


def _words_lost(
    solver: Solver, exact: tuple[Strategy, WordList], history: list[Guess], hard: bool
) -> tuple[int, int, int]:
    """How many of the likely answers left after ``history`` the advice loses, and the
    exact search, each playing every one of them from there; and how many there are.  A
    game lost is one draw from its position: where two plans lose as many words but not
    the same ones, the draw decides which play it counts against."""
    strategy, words = exact
    left = solver.candidates(history).words
    ours = sum(_advice(solver, history, w, hard) > ROWS for w in left)
    theirs = sum(play_exact(strategy, words, solver.answers, history, w) > ROWS for w in left)
    return ours, theirs, len(left)


def play_exact(
    strategy: Strategy, words: WordList, answer_list: WordList, history: list[Guess], answer: str
) -> int:
    """Guesses the exact search takes to reach ``answer`` from ``history``: over the likely
    answers that fit it, with the guesses hard mode still allows, its best guess at each
    position."""
    played = iter([(words.index[g.word], encode(g.pattern)) for g in history])
    target = answer_list.index[answer]
    here, legal, turn = np.arange(len(answer_list)), None, 0
    while True:
        move = next(played, None)
        if move is None:  # past the history: the exact search's guess
            guess = strategy.best(here, legal, left=max(1, ROWS - turn)).guess
            move = guess, int(strategy.table[target, guess])
        guess, code = move
        turn += 1
        if code == strategy.green:
            return turn
        if turn > TURNS_CAP:
            raise RuntimeError(f"the exact search for {answer} still playing after {turn} guesses")
        here = here[strategy.table[here, guess] == code]
        legal = strategy.legal_after(legal, guess, code)


def render(result: DetourResult) -> str:
    return (
        (
            f"{result.games} games ({result.hard_games} hard), a detour at turn 2 or 3: "
            f"the advice {result.advice_guesses:,} guesses, {result.advice_lost} lost; "
            f"the exact search from the same positions {result.exact_guesses:,}, "
            f"{result.exact_lost} lost; gap {result.gap:+.2%}; {result.seconds} s"
        )
        + (
            f"\nevery likely answer played from each hard game's position: "
            f"{result.words_left:,} in all; the advice loses {result.advice_words_lost}, "
            f"the exact search {result.exact_words_lost}"
            if result.words_left
            else ""
        )
        + "".join(f"\n  lost: {game}" for game in result.lost)
        + "".join(f"\n  worse: {position}" for position in result.worse)
    )
