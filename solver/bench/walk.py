"""``python -m solver bench``: the policy plays every answer, and we count the guesses.

All games are played at once as a walk over the policy's decision tree: a position is a
set of answers still possible, the policy picks one guess for it, and each feedback group
becomes a child position.  So every distinct position is solved once, and the time of each
decision is the time of one suggestion with the memo warm.  ``--latency`` also times a cold
``/hint`` as the bot answers it (its policy and book, nothing searched remembered) at every
position past the opening that the walk visited.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Protocol

import numpy as np

from solver.bench.losses import learn_fewest
from solver.bench.percentiles import latency
from solver.bench.policy import make_strategy
from solver.engine.advice import advise
from solver.engine.core import Solver
from solver.engine.limits import ADVICE_LIMITS
from solver.game.feedback import Guess, Pattern, decode, encode, score, to_colours
from solver.game.rules import is_solved
from solver.lists.wordlists import WordList, WordListError, allowed, original
from solver.search.openers import cached_openers, proven_fewest, remember_openers
from solver.search.strategy import ROWS, Strategy
from solver.support.deadline import Deadline

Position = tuple[np.ndarray, np.ndarray | None, int]  # answers, legal guesses, guess number
Decision = tuple[Position, int, float]  # where, the guess played, seconds to choose it
Line = tuple[tuple[int, int], ...]  # one game: (guess, feedback code) per turn


@dataclass
class Named:
    """Guesses named to the players, counted once per game that was told each."""

    told: int = 0
    familiar: int = 0
    chosen: int = 0  # where more than one word was left
    chosen_familiar: int = 0

    def add(self, games: int, familiar: bool, choice: bool) -> None:
        self.told += games
        self.familiar += games * familiar
        self.chosen += games * choice
        self.chosen_familiar += games * (familiar and choice)


@dataclass
class BenchResult:
    games: int
    mean: float
    max: int
    failures: int
    histogram: dict[int, int]
    seconds: float
    opener: str
    hard: bool
    answers: str
    guesses: str
    positions: int
    slowest: float  # seconds, the slowest decision in the walk
    slowest_size: int
    latency: dict[str, float] = field(default_factory=dict)
    policy: str = "exact"  # or "advice": the bot's narrower search (``--advice``)
    # advice: positions with answers to tell apart, and those /hint led with a possible one
    contested: int = 0
    led_by_answer: int = 0
    familiar: bool = False  # advice: the familiar mode's (solver/engine/familiar.py)
    # advice: the guesses named past the opening, one per game that plays it, and those a
    # familiar word; then the same where more than one word was left (a choice to make)
    named: Named = field(default_factory=lambda: Named())

    @property
    def total_guesses(self) -> int:
        """Every game's guesses added up (what published optima are given as)."""
        return sum(k * v for k, v in self.histogram.items())

    def to_json(self) -> dict:
        out = asdict(self)
        out["histogram"] = {str(k): v for k, v in sorted(self.histogram.items())}
        out["mean"] = round(self.mean, 4)
        return out


def outcome(histogram: dict[int, int], rows: int) -> dict:
    """A bench's results from its histogram of guesses per game: the games, their mean and
    max, the losses (games past ``rows``)."""
    games = sum(histogram.values())
    return {
        "games": games,
        "mean": sum(k * v for k, v in histogram.items()) / games,
        "max": max(histogram),
        "failures": sum(v for k, v in histogram.items() if k > rows),
        "histogram": dict(histogram),
    }


def choose_opener(
    strategy: Strategy, words: WordList, answer_list: WordList, guess_list: WordList, hard: bool
) -> str:
    """The precomputed opener; lists it doesn't know get the screen's best, cached."""
    found = cached_openers(answer_list, guess_list, hard)
    if not found:
        root = np.arange(len(answer_list))
        guesses, est, _ = strategy.screen(root, None, ROWS)
        order = np.argsort(est, kind="stable")[:5]
        found = [{"word": words.words[guesses[k]], "value": round(float(est[k]), 4)} for k in order]
        remember_openers(answer_list, guess_list, hard, found)
    return found[0]["word"]


def sample(n_answers: int, limit: int | None) -> np.ndarray:
    """The answers to play: all, or ``limit`` of them spread evenly over the list."""
    if not limit or limit >= n_answers:
        return np.arange(n_answers)
    return np.unique(np.linspace(0, n_answers - 1, limit).round().astype(int))


class Progress(Protocol):
    """A progress bar (tqdm's)."""

    def update(self, n: int = 1) -> object: ...


def play_all(
    strategy: Strategy,
    opener: int,
    targets: np.ndarray,
    progress: Progress | None = None,
    tree: list[Line] | None = None,
) -> tuple[Counter, list[Decision]]:
    """Walk the tree; returns (guesses needed -> games, [(position, guess, seconds)]).
    With ``tree``, each game played is appended to it."""
    histogram: Counter[int] = Counter()
    decisions: list[Decision] = []
    n_answers = strategy.table.shape[0]
    wanted = np.zeros(n_answers, dtype=bool)
    wanted[targets] = True
    stack: list[tuple[np.ndarray, np.ndarray | None, int, int | None, Line]] = [
        (np.arange(n_answers), None, 1, opener, ())
    ]
    while stack:
        here, legal, turn, guess, line = stack.pop()
        if guess is None:
            started = time.perf_counter()
            guess = strategy.best(here, legal, left=max(1, ROWS + 1 - turn)).guess
            decisions.append(((here, legal, turn), guess, time.perf_counter() - started))
        for code, part in strategy.children(here, guess):
            playing = int(wanted[part].sum())
            if not playing:
                continue
            if code == strategy.green:
                histogram[turn] += 1
                if tree is not None:
                    tree.append((*line, (guess, code)))
                if progress is not None:
                    progress.update(1)
            elif len(part) == len(here):  # the guess told us nothing: a policy bug
                raise RuntimeError(f"guess {guess} does not split a position of {len(here)}")
            else:
                after = strategy.legal_after(legal, guess, code)
                stack.append((part, after, turn + 1, None, (*line, (guess, code))))
    return histogram, decisions


def follow_advice(
    solver: Solver,
    hard: bool,
    opener: str,
    targets: np.ndarray,
    progress: Progress | None = None,
    tree: list[Line] | None = None,
    familiar: bool = False,
    named: Named | None = None,
) -> tuple[Counter, list[Decision], tuple[int, int]]:
    """``play_all`` for the bot: at every position, play the first guess ``/hint`` lists
    (its universe weighs less likely words too, its opener groups come from the book), and
    split the answers played (indices into ``solver.answers``) by the feedback it gets.
    Also counts the positions with more than one answer left, and those where that first
    guess could be the answer; with ``named``, the guesses named and how many are
    familiar, per game told each."""
    histogram: Counter[int] = Counter()
    decisions: list[Decision] = []
    contested = led = 0
    words, answer_words = solver.guesses, solver.answers.words
    stack: list[tuple[list[Guess], list[int], int, Line]] = [([], list(map(int, targets)), 1, ())]
    while stack:
        history, playing, turn, line = stack.pop()
        started = time.perf_counter()
        if turn == 1:
            guess = opener
        else:
            first = solver.suggest(history, ADVICE_LIMITS.listed, hard, familiar=familiar)[0]
            guess = first.word
            if len(playing) > 1:
                contested, led = contested + 1, led + first.could_be_answer
            if named is not None:
                choice = len(solver.candidates(history).words) > 1
                named.add(len(playing), solver.familiar(guess), choice)
        if turn > 1:
            where = (np.array(playing), None, turn)
            decisions.append((where, words.index[guess], time.perf_counter() - started))
        groups: dict[Pattern, list[int]] = {}
        for a in playing:
            groups.setdefault(score(guess, answer_words[a]), []).append(a)
        for pattern, part in groups.items():
            played = (*line, (words.index[guess], encode(pattern)))
            if is_solved(pattern):
                histogram[turn] += 1
                if tree is not None:
                    tree.append(played)
                if progress is not None:
                    progress.update(1)
            elif turn > 2 * ROWS:  # the advice goes round in circles: a bug, not a loss
                raise RuntimeError(f"advice after {len(history) + 1} guesses still playing")
            else:
                stack.append(([*history, Guess(guess, pattern)], part, turn + 1, played))
    return histogram, decisions, (contested, led)


def tree_lines(tree: list[Line], words: WordList) -> list[str]:
    """The decision tree as published ones are: one game per line, ``salet BBBYB courd
    BYBBB nymph GGGGG``, sorted by answer, so anyone can check it with their own scorer."""
    length = words.length
    lines = [
        " ".join(f"{words.words[g]} {to_colours(decode(code, length))}" for g, code in game)
        for game in tree
    ]
    return sorted(lines, key=lambda line: line.split()[-2])


def walk_histories(tree: list[Line], words: WordList) -> list[tuple[list[Guess], str]]:
    """Every position of a walk past its opening, as the history that reaches it, with the
    guess the walk played there."""
    played = {line[:k]: line[k][0] for line in tree for k in range(1, len(line))}
    return [
        ([Guess(words.words[g], decode(code, words.length)) for g, code in prefix], words.words[n])
        for prefix, n in sorted(played.items())
    ]


def hint_solver(answer_list: WordList, guess_list: WordList) -> Solver:
    """The solver the bot would answer ``/hint`` with on these lists: on the standard
    benchmark's, the bot's own (the same answers, the guesses the NYT accepts today, its
    opening book), ready as after start-up."""
    standard = (answer_list.digest, guess_list.digest) == (original().digest, allowed().digest)
    solver = Solver(answer_list) if standard else Solver(answer_list, guess_list)
    solver.table  # noqa: B018 - built at start-up
    return solver


def cold_latency(
    solver: Solver, histories: list[tuple[list[Guess], str]], hard: bool, familiar: bool = False
) -> dict:
    """Time ``/hint`` asked cold (no searched position remembered) at each position, as
    the bot answers it (``advise``: its policy, its book, the best it lists, how many words
    can still be won where not all can; with ``familiar``, familiar advice's), and count
    the positions where its first pick is the guess the walk played.  The processor time
    too (``cpu_``): on a machine other work shares, the wall time measures the load."""
    times, cpu, agree = [], [], 0
    for history, played in histories:
        solver.forget_searches()
        started, used = time.perf_counter(), time.process_time()
        found = advise(
            solver, history, hard, ADVICE_LIMITS.listed, Deadline.none(), familiar=familiar
        )
        picks = found.suggestions
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - used)
        agree += picks[0].word == played
    return {
        "positions": len(times),
        **latency([t * 1000 for t in times]),
        **latency([t * 1000 for t in cpu], "cpu_"),
        "same_first": agree,
    }


def run(
    answer_list: WordList,
    guess_list: WordList,
    hard: bool = False,
    opener: str | None = None,
    limit: int | None = None,
    latency: bool = False,
    show_progress: bool = False,
    tree_path: Path | None = None,
    advice: bool = False,
    familiar: bool = False,
    every_guess: bool = False,
) -> BenchResult:
    """Play ``limit`` answers (all by default); with ``tree_path``, write the decision
    tree played there (``tree_lines``); with ``advice``, follow the bot's advice instead of
    the exact policy, to measure what its advice is worth; with ``every_guess``, the exact
    policy may play the words advice never names too (``make_strategy``)."""
    started = time.perf_counter()
    targets = sample(len(answer_list), limit)
    progress = None
    if show_progress:
        from tqdm import tqdm

        progress = tqdm(total=len(targets), unit="game", leave=False, file=sys.stderr)
    tree: list[Line] | None = [] if tree_path is not None or latency else None
    contested = led = 0
    named = Named()
    try:
        if advice:
            solver = hint_solver(answer_list, guess_list)
            words = solver.guesses
            first = solver.suggest([], top=1, hard=hard, familiar=familiar)  # as /hint names it
            opener = (opener or first[0].word).lower()
            if opener not in words:
                raise WordListError(f"opener {opener.upper()} is not in {words.name}")
            histogram, decisions, (contested, led) = follow_advice(
                solver, hard, opener, targets, progress, tree, familiar, named
            )
        else:
            strategy, words = make_strategy(answer_list, guess_list, hard, every_guess)
            opener = (
                opener or choose_opener(strategy, words, answer_list, guess_list, hard)
            ).lower()
            if opener not in words:
                raise WordListError(f"opener {opener.upper()} is not in {guess_list.name}")
            if hard:  # what was proven offline after this opener, beyond a build's budget
                learn_fewest(strategy, words, opener, proven_fewest(answer_list, guess_list))
            histogram, decisions = play_all(strategy, words.index[opener], targets, progress, tree)
    finally:
        if progress is not None:
            progress.close()
    if tree_path is not None and tree is not None:
        tree_path.write_text("\n".join(tree_lines(tree, words)) + "\n")
    seconds = time.perf_counter() - started
    slowest = max(decisions, key=lambda d: d[2]) if decisions else ((np.arange(0), None, 0), 0, 0.0)
    return BenchResult(
        **outcome(histogram, ROWS),
        seconds=round(seconds, 2),
        opener=opener,
        hard=hard,
        answers=answer_list.name,
        guesses=words.name if advice else guess_list.name,
        positions=len(decisions),
        slowest=round(slowest[2], 4),
        slowest_size=len(slowest[0][0]),
        latency=(
            cold_latency(
                hint_solver(answer_list, guess_list), walk_histories(tree, words), hard, familiar
            )
            if latency and tree is not None
            else {}
        ),
        policy="advice" if advice else "exact",
        contested=contested,
        led_by_answer=led,
        familiar=familiar,
        named=named,
    )


def render(result: BenchResult) -> str:
    mode = "hard" if result.hard else "normal"
    lines = [
        f"{result.games} games, {mode} mode, opener {result.opener.upper()} "
        f"(answers: {result.answers}, guesses: {result.guesses})"
        + (", the bot's advice policy" if result.policy == "advice" else "")
        + (", familiar words first" if result.familiar else ""),
    ]
    top = max(result.histogram.values())
    for k in range(1, max(result.histogram) + 1):
        n = result.histogram.get(k, 0)
        bar = "█" * round(40 * n / top)
        flag = "  (lost)" if k > ROWS and n else ""
        lines.append(f"  {k}: {bar} {n}{flag}")
    lines += [
        f"mean {result.mean:.4f} guesses ({result.total_guesses} "
        f"in all), max {result.max}, failures {result.failures}",
        f"{result.seconds:.1f} s wall for {result.positions} positions; slowest decision "
        f"{result.slowest * 1000:.0f} ms ({result.slowest_size} answers left)",
    ]
    if result.policy == "advice" and result.contested:
        lines.append(
            f"a possible answer led at {result.led_by_answer:,} of the {result.contested:,} "
            f"positions with answers to tell apart "
            f"({result.led_by_answer / result.contested:.1%})"
        )
    if result.policy == "advice" and result.named.told:
        told = result.named
        lines.append(
            f"the named guess was a familiar word for {told.familiar:,} of {told.told:,} "
            f"({told.familiar / told.told:.1%}); where more than one word was left, "
            f"{told.chosen_familiar:,} of {told.chosen:,} "
            f"({told.chosen_familiar / max(1, told.chosen):.1%})"
        )
    if result.latency:
        lat = result.latency
        lines.append(
            f"cold /hint as the bot answers it, at each of the {lat['positions']} positions "
            f"past the opening: p50 {lat['p50_ms']} ms, p99 {lat['p99_ms']} ms, max "
            f"{lat['max_ms']} ms (processor time: p50 {lat['cpu_p50_ms']} ms, p99 "
            f"{lat['cpu_p99_ms']} ms, max {lat['cpu_max_ms']} ms); its first pick is this "
            f"walk's guess at {lat['same_first']}"
        )
    return "\n".join(lines)
