"""``python -m solver bench --boards N``: the multi-board policy plays random games.

Each game draws N distinct answers from the likely list (seeded, so a run can be
repeated), plays the opener, then asks the policy for every guess until every board is
green.  A game that needs more guesses than the kind has rows is played to the end and
counted as lost.  Games are split between the machine's cores, each process playing its
share with its own copy of the policy (the pattern table is shared by fork).
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
import time
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np

from solver.bench.percentiles import latency
from solver.bench.policy import make_strategy
from solver.bench.walk import BenchResult, choose_opener, outcome
from solver.boards.strategy import BoardsStrategy
from solver.game.feedback import score
from solver.game.plays import Play
from solver.game.variants import Variant, variant_for_boards
from solver.lists.wordlists import WordList, WordListError
from solver.support.deadline import Deadline

DEFAULT_GAMES = 1000


@dataclass(kw_only=True)
class BoardsBenchResult(BenchResult):
    """The single-board bench's fields (``slowest``: the slowest decision), plus these."""

    boards: int
    seed: int
    rows: int


@dataclass(frozen=True)
class Played:
    guesses: int
    decisions: list[tuple[float, int]]  # (seconds, words left) per decision


def play_game(
    strategy: BoardsStrategy,
    opener: int,
    targets: np.ndarray,
    rows: int,
    seconds: float = math.inf,
) -> Played:
    """One game: the boards' answers are ``targets`` (answer indices); each decision within
    ``seconds`` (a request's deadline, as the bot's ``/hint`` has; none by default)."""
    all_words = np.arange(strategy.table.shape[0])
    boards = {i: all_words for i in range(len(targets))}
    decisions: list[tuple[float, int]] = []
    turn = 0
    while boards:
        turn += 1
        live = list(boards)
        guess = opener
        if turn > 1:
            started = time.perf_counter()
            deadline = Deadline(seconds)
            guess = strategy.best([boards[i] for i in live], rows + 1 - turn, deadline).guess
            size = sum(len(boards[i]) for i in live)
            decisions.append((time.perf_counter() - started, size))
        for i in live:
            code = strategy.table[targets[i], guess]
            if code == strategy.green:
                del boards[i]
            else:
                boards[i] = boards[i][strategy.table[boards[i], guess] == code]
    return Played(turn, decisions)


def draw_games(n_answers: int, boards: int, games: int, seed: int) -> np.ndarray:
    """(games, boards) distinct answers per game, the same for the same seed."""
    rng = np.random.default_rng(seed)
    return np.stack([rng.choice(n_answers, boards, replace=False) for _ in range(games)])


_worker: tuple[BoardsStrategy, int, int, float] | None = None  # set before forking


def _play_share(targets: np.ndarray) -> list[Played]:
    assert _worker is not None
    strategy, opener, rows, seconds = _worker
    return [play_game(strategy, opener, t, rows, seconds) for t in targets]


def run(
    answer_list: WordList,
    guess_list: WordList,
    boards: int,
    games: int = DEFAULT_GAMES,
    seed: int = 0,
    opener: str | None = None,
    processes: int | None = None,
    seconds: float = math.inf,
) -> BoardsBenchResult:
    global _worker
    started = time.perf_counter()
    kind: Variant = variant_for_boards(boards)
    single, words = make_strategy(answer_list, guess_list, hard=False)
    opener = (opener or choose_opener(single, words, answer_list, guess_list, False)).lower()
    if opener not in words:
        raise WordListError(f"opener {opener.upper()} is not in {guess_list.name}")
    strategy = BoardsStrategy(
        single.table, words.codes, single.answer_rows, advisable=single.advisable
    )
    targets = draw_games(len(answer_list), boards, games, seed)
    _worker = (strategy, words.index[opener], kind.rows, seconds)
    processes = processes or min(os.cpu_count() or 1, max(1, games // 50))
    shares = np.array_split(targets, processes)
    if processes == 1:
        played = _play_share(targets)
    else:  # fork: the children inherit the table and the policy
        with multiprocessing.get_context("fork").Pool(processes) as pool:
            played = [p for part in pool.map(_play_share, shares) for p in part]
    _worker = None
    histogram = Counter(p.guesses for p in played)
    decisions = [d for p in played for d in p.decisions] or [(0.0, 0)]
    slowest = max(decisions)
    times = [d[0] * 1000 for d in decisions]
    return BoardsBenchResult(
        **outcome(histogram, kind.rows),
        boards=boards,
        seconds=round(time.perf_counter() - started, 2),
        opener=opener,
        hard=False,
        answers=answer_list.name,
        guesses=guess_list.name,
        positions=len(decisions),
        slowest=round(slowest[0], 4),
        slowest_size=slowest[1],
        seed=seed,
        rows=kind.rows,
        latency={"positions": len(times), **latency(times)},
    )


def render(result: BoardsBenchResult) -> str:
    lines = [
        f"{result.games} games of {result.boards} boards ({result.rows} rows), opener "
        f"{result.opener.upper()}, seed {result.seed} "
        f"(answers: {result.answers}, guesses: {result.guesses})",
    ]
    top = max(result.histogram.values())
    for k in range(min(result.histogram), max(result.histogram) + 1):
        n = result.histogram.get(k, 0)
        flag = "  (lost)" if k > result.rows and n else ""
        lines.append(f"  {k:>2}: {'█' * round(40 * n / top)} {n}{flag}")
    lat = result.latency
    lines += [
        f"mean {result.mean:.4f} guesses to finish all boards, max {result.max}, "
        f"losses {result.failures}",
        f"{result.seconds:.1f} s wall; {lat['positions']} decisions: p50 {lat['p50_ms']} ms, "
        f"p99 {lat['p99_ms']} ms, max {lat['max_ms']} ms ({result.slowest_size} words left)",
    ]
    return "\n".join(lines)


def unlisted_game(
    valid: Collection[str], answers: Sequence[str], rows: int, rng: random.Random
) -> list[Play]:
    """``rows`` words no list holds (consonants only), each scored on every board of
    ``answers``: the widest positions there are, every word scored on the fly (the hostile
    and fairness benches, and the analysis tests)."""
    words: list[str] = []
    while len(words) < rows:
        w = "".join(rng.choice("bcdfghjklmnpqrstvwxz") for _ in range(5))
        if w not in valid:
            words.append(w)
    return [Play(w, tuple(score(w, a) for a in answers)) for w in words]
