"""``python -m bot bench fairness``: pastes in quiet channels while heavy commands run.

Each round starts ``heavy`` Sedecordle ``/analysis`` requests at once, each over 20 rows of
words no list holds (every word scored on the fly, the widest positions there are), each
from its own user in its own channel; meanwhile a stream of Wordle pastes goes to other
channels.  It reports the pastes' reply latency while the heavy work runs, and how long
each heavy command took against its deadline: a paste must never queue behind them.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Iterator

from bot.advisor import SEARCH_SECONDS
from bot.bench.configured import bench_huddle
from bot.bench.percentiles import summary
from bot.bench.stress import as_paste
from bot.formatting import plural
from bot.service import Asker, Author, Huddle, Incoming
from solver import score
from solver.bench.boards import unlisted_game
from solver.game.feedback import notation

PASTE_CHANNELS = 30
ROWS_PER_GAME = 3  # a channel's game is reset after this many pastes


class PastesMeanwhile:
    """Wordle pastes into quiet channels, one every few milliseconds, while something else
    runs: each reply's latency in ``ms``.  Each channel's game is reset after a few rows,
    so every paste is taken (never refused past the rows)."""

    def __init__(
        self, huddle: Huddle, rng: random.Random, ids: Iterator[int], first_channel: int = 0
    ) -> None:
        self.huddle, self.rng, self.ids = huddle, rng, ids
        self.words = huddle.solver.answers.words
        self.channels = range(first_channel, first_channel + PASTE_CHANNELS)
        self.secrets = {c: rng.choice(self.words) for c in self.channels}
        self.played = dict.fromkeys(self.channels, 0)
        self.ms: list[float] = []

    async def until(self, done: asyncio.Event) -> None:
        n = 0
        while not done.is_set():
            c = self.channels[n % len(self.channels)]
            if self.played[c] == ROWS_PER_GAME:
                await self.huddle.games.reset(c)
                self.secrets[c], self.played[c] = self.rng.choice(self.words), 0
            word = self.rng.choice(self.words)
            text = notation(word, score(word, self.secrets[c]))
            started = time.perf_counter()
            await self.huddle.on_message(Incoming(c, 2, next(self.ids), Author(1, "p"), text))
            self.ms.append((time.perf_counter() - started) * 1000)
            self.played[c] += 1
            n += 1
            await asyncio.sleep(0.005)


def bench_fairness(
    as_json: bool = False, heavy: int = 8, rounds: int = 10, control: bool = False
) -> int:
    async def drive() -> dict:
        async with bench_huddle(heavy_process=True) as huddle:  # as the bot runs
            await huddle.advisor.start_heavy_lane()  # as in a bot that has run a while
            solver, rng, ids = huddle.solver, random.Random(7), iter(range(10**6, 10**7))
            words, valid = solver.answers.words, set(solver.guesses.words)
            heavy_ms: list[float] = []
            pastes = PastesMeanwhile(huddle, rng, ids)
            for r in range(rounds):
                channels = [5000 + 100 * r + k for k in range(heavy)]
                for k, channel in enumerate(channels):  # set up: not timed
                    at = Asker(channel, 1, Author(900 + k, f"h{k}"), next(ids))
                    await huddle.answer("new", at, {"game": "sedecordle"})
                    sixteen = rng.sample(words, 16)
                    rows = as_paste(unlisted_game(valid, sixteen, 20, rng), anyway=True)
                    await huddle.on_message(Incoming(channel, 1, next(ids), at.author, rows))
                done = asyncio.Event()

                async def analyse(k: int, channel: int) -> None:
                    at = Asker(channel, 1, Author(900 + k, f"h{k}"), next(ids))
                    started = time.perf_counter()
                    if control:
                        await asyncio.sleep(SEARCH_SECONDS)
                    else:
                        await huddle.answer("analysis", at)
                    heavy_ms.append((time.perf_counter() - started) * 1000)

                pasting = asyncio.create_task(pastes.until(done))
                await asyncio.gather(*(analyse(k, c) for k, c in enumerate(channels)))
                done.set()
                await pasting
            limit = (SEARCH_SECONDS + 0.2) * 1000
            return {
                "control": control,
                "heavy": heavy,
                "rounds": rounds,
                "paste": summary(pastes.ms),
                "heavy_ms": summary(heavy_ms),
                "heavy_over_deadline_plus_200ms": sum(t > limit for t in heavy_ms),
            }

    result = asyncio.run(drive())
    if as_json:
        print(json.dumps(result))
    else:
        p, h = result["paste"], result["heavy_ms"]
        ran = "waited (control)" if control else "ran"
        print(
            f"{plural(p['count'], 'paste')} while {plural(heavy, 'heavy command')} {ran} "
            f"({plural(rounds, 'round')}): reply "
            f"p50 {p['p50_ms']} ms, p99 {p['p99_ms']} ms, max {p['max_ms']} ms; heavy "
            f"p50 {h['p50_ms']} ms, max {h['max_ms']} ms, "
            f"{result['heavy_over_deadline_plus_200ms']} past their deadline + 0.2 s"
        )
    return 0
