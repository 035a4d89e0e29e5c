"""``python -m bot bench grids``: letterless grid deduction, timed and checked as the group
posts its grids (simulated players of four styles)."""

from __future__ import annotations

import json
import random
import statistics
import time

from bot.bench.configured import bench_huddle, configured_solver
from solver import Guess, Solver, score
from solver.game.feedback import Pattern, to_emoji

STYLES = ("policy", "hard policy", "random candidate", "two openers")


def simulated_grid(
    solver: Solver, answer: str, style: str, rng: random.Random
) -> tuple[list[Pattern], bool]:
    """One player's game as an NYT share: (rows, hard).  Four styles of player: the
    solver's quick advice, the same in hard mode, a random still-possible word each turn,
    and two fixed openers then random possible words."""
    from solver import Guess

    hard = style == "hard policy"
    played: list[Guess] = []
    openers = rng.sample(solver.guesses.words, 2)
    while len(played) < 6 and not (played and played[-1].word == answer):
        if not played or (style == "two openers" and len(played) == 1):
            word = openers[len(played)]
        elif style in ("policy", "hard policy"):
            word = solver.suggest(played, 1, hard)[0].word
        else:
            word = rng.choice(solver.candidates(played).words)
        played.append(Guess(word, score(word, answer)))
    return [g.pattern for g in played], hard


def bench_grids(as_json: bool = False, puzzles: int = 12, players: int = 20) -> int:
    """Post ``players`` simulated grids for each of ``puzzles`` answers through the
    service; time each post's reply and count the grids it takes to get to one likely
    answer.  The timed grid is the 20th, or the last when there are fewer."""
    import asyncio

    from bot.service import Author, Incoming

    solver = configured_solver()
    rng = random.Random(11)
    games = []
    for n, answer in enumerate(rng.sample(solver.answers.words, puzzles)):
        games.append(
            (
                n,
                answer,
                [simulated_grid(solver, answer, STYLES[(k + n) % 4], rng) for k in range(players)],
            )
        )

    async def drive() -> tuple[
        list[list[float]], list[int | None], bool, list[int], list[int], list[int]
    ]:
        async with bench_huddle(solver) as huddle:
            times, reached, kept, left, valid_left, ranks = [], [], True, [], [], []
            for n, answer, grids in games:
                puzzle, per_post, first_one = 1000 + n, [], None
                for k, (rows, hard) in enumerate(grids, 1):
                    text = f"Wordle {puzzle} {len(rows)}/6{'*' * hard}\n\n" + "\n".join(
                        to_emoji(r) for r in rows
                    )
                    started = time.perf_counter()
                    await huddle.on_message(
                        Incoming(n, 1, 10_000 * n + k, Author(k, f"p{k}"), text)
                    )
                    per_post.append((time.perf_counter() - started) * 1000)
                    shares = await huddle.shares.store.shares(1, puzzle)
                    fit = huddle.deducer.fit_all([s.grid for s in shares])
                    kept &= bool(fit.likely[solver.answers.index[answer]])
                    kept &= bool(fit.possible[solver.guesses.index[answer]])
                    if first_one is None and int(fit.likely.sum()) == 1:
                        first_one = k
                times.append(per_post)
                reached.append(first_one)
                left.append(int(fit.likely.sum()))
                valid_left.append(int(fit.possible.sum()))
                order = huddle.deducer.ranked(fit, [s.grid for s in shares])
                ranks.append(order.index(answer) + 1)
            return times, reached, kept, left, valid_left, ranks

    times, reached, kept, left, valid_left, ranks = asyncio.run(drive())
    last = sorted(t[min(20, len(t)) - 1] for t in times)
    done = [r for r in reached if r is not None]
    result = {
        "puzzles": puzzles,
        "grids_per_puzzle": players,
        "grid_20_p50_ms": round(statistics.median(last), 1),
        "grid_20_max_ms": round(last[-1], 1),
        "any_grid_max_ms": round(max(max(t) for t in times), 1),
        "answer_always_kept": kept,
        "reached_one_likely": len(done),
        "mean_grids_to_one_likely": round(statistics.mean(done), 1) if done else None,
        "likely_left_after_all": left,
        "valid_left_after_all": valid_left,
        "true_answer_rank_after_all": ranks,
    }
    if as_json:
        print(json.dumps(result))
    else:
        print(
            f"{puzzles} puzzles x {players} simulated grids ({', '.join(STYLES)}): the "
            f"{min(20, players)}th grid's reply p50 {result['grid_20_p50_ms']} ms, max "
            f"{result['grid_20_max_ms']} ms (any grid: max {result['any_grid_max_ms']} ms); "
            f"true answer always kept: {kept}; down to one likely answer in "
            f"{len(done)}/{puzzles} puzzles, after {result['mean_grids_to_one_likely']} grids "
            f"on average; likely answers left after {players} grids: {left} (valid words: "
            f"{valid_left}); the true "
            f"answer's place in the most-probable-first list: {ranks} "
            f"(median {statistics.median(ranks)})"
        )
    return 0
