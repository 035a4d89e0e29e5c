"""``python -m bot bench pictures``: each picture rendered as the bot would, timed, with
the size of its PNG (goals: ≤ 50 ms and ≤ 200 KB each)."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable

from bot.bench.percentiles import summary
from bot.pictures import (
    HIGH_CONTRAST,
    Picture,
    TurnLeft,
    analysis_picture,
    board_picture,
    boards_analysis_picture,
    stats_picture,
)
from bot.pictures.trends import compare_picture, history_picture
from bot.shares._trends import WINDOW, rolling
from solver import score
from solver.game.variants import VARIANTS
from solver.lists.wordlists import answers

ROUNDS = 200


def sample_pictures(rng: random.Random) -> dict[str, Callable[[], Picture]]:
    """The largest of each picture the bot draws: a full Wordle board, a Sedecordle's
    sixteen full boards, a year of stats, a six-turn analysis, a history and a head to
    head of 30 puzzles."""
    words = answers().words

    def game(kind: str) -> list[list[tuple[str, tuple[int, ...]]]]:
        k = VARIANTS[kind]
        secrets = rng.sample(words, k.boards)
        played = rng.sample(words, k.rows)
        return [[(w, score(w, s)) for w in played] for s in secrets]

    wordle, sedecordle = game("wordle"), game("sedecordle")
    results = [(1000 + p, rng.choice([3, 4, 4, 5, None])) for p in range(365)]
    distribution = {k: sum(r == k for _, r in results) for k in range(1, 7)}
    recent = results[-30:]
    costs = [7 if r is None else r for _, r in recent]
    duel = [(p, cost, rng.choice([3, 4, 5, 7])) for (p, _), cost in zip(recent, costs, strict=True)]
    turns = [
        TurnLeft(w, 3158 // 4**i, 3158 // 4 ** (i + 1), 3158 / 5 ** (i + 1), 3158 / 4 ** (i + 1))
        for i, w in enumerate(rng.sample(words, 6))
    ]
    # a Sedecordle's analysis: each board open until its answer, the turns numbered as played
    boards = [
        [
            TurnLeft(
                w,
                3158 // 4**i + 1,
                3158 // 4 ** (i + 1),
                3158 / 5 ** (i + 1),
                3158 / 4 ** (i + 1),
                i + 1,
            )
            for i, w in enumerate(rng.sample(words, rng.randint(5, 21)))
        ]
        for _ in range(16)
    ]
    return {
        "wordle board": lambda: board_picture(wordle, 6, spoiler=True),
        "wordle board, high contrast": lambda: board_picture(wordle, 6, HIGH_CONTRAST),
        "sedecordle boards": lambda: board_picture(sedecordle, VARIANTS["sedecordle"].rows),
        "stats": lambda: stats_picture(distribution, 6, results),
        "analysis": lambda: analysis_picture(turns),
        "Sedecordle analysis, 16 boards": lambda: boards_analysis_picture(boards),
        "history, 30 puzzles": lambda: history_picture(recent, rolling(costs), 6, WINDOW),
        "compare, 30 shared puzzles": lambda: compare_picture(("alice", "bob"), duel),
    }


def bench_pictures(as_json: bool = False, rounds: int = ROUNDS) -> int:
    found: dict[str, dict] = {}
    for name, draw in sample_pictures(random.Random(7)).items():
        draw()  # the font is loaded once per process
        times = []
        for _ in range(rounds):
            started = time.perf_counter()
            picture = draw()
            times.append((time.perf_counter() - started) * 1000)
        found[name] = {**summary(times), "bytes": len(picture.data)}
    if as_json:
        print(json.dumps(found))
        return 0
    for name, r in found.items():
        said = f"p50 {r['p50_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms, max {r['max_ms']:.1f} ms"
        print(f"{name}: {said}; {r['bytes'] / 1024:.1f} KB")
    return 0
