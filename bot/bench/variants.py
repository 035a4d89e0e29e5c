"""``python -m bot bench variants``: the variant as the unit, measured as a server meets it.

- A server uploads its own list, 100,000 words (400 answers among them, made up: no
  language has that many words of one length), five lists one after another, while
  players paste in 30 other channels: how long until each list is usable (the slowest),
  and the pastes' reply latency meanwhile; then a game on the last, its first /hint cold.
- Memory: the process's resident size with the default game alone, then with five
  variants in use at once (Wordle, Quordle, Wordle of 6, 8 and 11 letters: a game and a
  /hint each) and the server's list.
"""

from __future__ import annotations

import asyncio
import json
import random
import time

from bot.bench.configured import bench_huddle
from bot.bench.fairness import PastesMeanwhile
from bot.bench.percentiles import summary
from bot.bench.stress import rss_mb
from bot.domain import Asker, Author, Upload

LIST_WORDS, LIST_ANSWERS, LIST_LENGTH = 100_000, 400, 7
UPLOADS = 5  # lists uploaded one after another, the pastes going on throughout
WARM_SECONDS = 2.0  # pastes before the first upload: each channel's game under way
IN_USE = (("wordle", None), ("quordle", None), ("wordle", 6), ("wordle", 8), ("wordle", 11))


def made_up_words(n: int, length: int, rng: random.Random) -> list[str]:
    """``n`` distinct words of letters a-z, consonant and vowel by turns (as a list of a
    language's words would read)."""
    consonants, vowels = "bcdfghjklmnprstvwz", "aeiouy"
    found: dict[str, None] = {}
    while len(found) < n:
        found["".join(rng.choice((consonants, vowels)[k % 2]) for k in range(length))] = None
    return list(found)


def bench_variants(as_json: bool = False) -> int:
    async def drive() -> dict:
        async with bench_huddle() as huddle:
            ids, rng = iter(range(10**6, 10**7)), random.Random(3)
            default_alone = rss_mb()
            admin = Asker(9000, 1, Author(1, "admin"), next(ids))
            uploads = []  # each a new list (nothing remembered helps), made beforehand
            for _ in range(UPLOADS):
                words = made_up_words(LIST_WORDS, LIST_LENGTH, rng)
                answers = rng.sample(words, LIST_ANSWERS)
                uploads.append(
                    {
                        "answers": _upload("answers.txt", answers),
                        "guesses": _upload("guesses.txt", words),
                    }
                )
            done = asyncio.Event()
            pastes = PastesMeanwhile(huddle, rng, ids, first_channel=100)
            pasting = asyncio.create_task(pastes.until(done))
            await asyncio.sleep(WARM_SECONDS)  # the channels' first pastes, not counted
            pastes.ms.clear()
            upload_s = []
            for files in uploads:
                started = time.perf_counter()
                taken = await huddle.answer("wordlist", admin, files)
                upload_s.append(time.perf_counter() - started)
                assert taken.title == "Word list saved", taken
            done.set()
            await pasting
            await huddle.answer("new", admin, {"game": "server"})
            started = time.perf_counter()
            await huddle.answer("hint", admin)
            first_hint_ms = (time.perf_counter() - started) * 1000
            for n, (game, length) in enumerate(IN_USE):
                at = Asker(9100 + n, 3, Author(3, "q"), next(ids))
                await huddle.answer("new", at, {"game": game, "length": length})
                await huddle.answer("hint", at)
            return {
                "list_words": LIST_WORDS,
                "list_answers": LIST_ANSWERS,
                "uploads": UPLOADS,
                "upload_s": round(max(upload_s), 2),
                "paste_meanwhile": summary(pastes.ms),
                "first_hint_on_it_ms": round(first_hint_ms, 1),
                "rss_default_alone_mb": round(default_alone, 1),
                "rss_in_use_mb": round(rss_mb(), 1),
                "in_use": [f"{g}{length or ''}" for g, length in IN_USE] + ["server list"],
            }

    result = asyncio.run(drive())
    if as_json:
        print(json.dumps(result))
    else:
        p = result["paste_meanwhile"]
        print(
            f"{result['uploads']} lists of {result['list_words']:,} words "
            f"({result['list_answers']} answers) each usable in at most {result['upload_s']} s; "
            f"{p['count']} pastes meanwhile: p50 {p['p50_ms']} ms, "
            f"p99 {p['p99_ms']} ms, max {p['max_ms']} ms; first /hint on it "
            f"{result['first_hint_on_it_ms']} ms\n"
            f"RSS: {result['rss_default_alone_mb']} MB with the default game alone, "
            f"{result['rss_in_use_mb']} MB with {', '.join(result['in_use'])} in use"
        )
    return 0


def _upload(name: str, words: list[str]) -> Upload:
    data = "\n".join(words).encode()
    return Upload(name, data, len(data))
