"""``python -m bot bench languages``: the other languages' games, as a server meets them.

A warmed process (the English default alone: its memory first); then, in one channel per
language, ``/new`` that game, a paste of a word the way its players type it (Termo's with
its accents, the Spanish with Ñ, the German with an umlaut), and a ``/hint``: how long the
first paste takes (that language's engine made on it), the first and a second ``/hint``,
and the process's memory with the English default and every language in use.
"""

from __future__ import annotations

import asyncio
import json
import random
import time

from bot.bench.configured import bench_huddle
from bot.bench.stress import rss_mb
from bot.domain import Asker, Author, Incoming
from solver.game.feedback import score, to_emoji
from solver.game.variants import VARIANTS, Variant
from solver.lists.wordlists import lists_of, written_forms

LANGUAGES = ("termo", "spanish", "german")


def typed_guess(variant: Variant, rng: random.Random) -> tuple[str, str]:
    """A guess as its players type it (its own letters, an accent where the word has one)
    and its colours against one of the answers: the paste, and the answer."""
    answers, guesses = lists_of(variant.words)
    written = written_forms(variant.words)
    special = [w for w in guesses.words if w in written or not w.isascii()]
    word, answer = rng.choice(special), rng.choice(answers.words)
    return f"{written.get(word, word).upper()} {to_emoji(score(word, answer))}", answer


def bench_languages(as_json: bool = False) -> int:
    async def drive() -> dict:
        async with bench_huddle() as huddle:
            rng, found = random.Random(5), {}
            alone = rss_mb()
            for n, name in enumerate(LANGUAGES):
                at = Asker(9300 + n, 4, Author(4, "p"), 10**6 + n)
                await huddle.answer("new", at, {"game": name})
                paste, _ = typed_guess(VARIANTS[name], rng)
                started = time.perf_counter()
                reply = await huddle.on_message(
                    Incoming(at.channel_id, 4, 10**7 + n, at.author, paste)
                )
                first_paste = time.perf_counter() - started
                assert reply is not None and reply.tone != "error", (paste, reply)
                hints = []
                for _ in range(2):
                    started = time.perf_counter()
                    await huddle.answer("hint", at)
                    hints.append((time.perf_counter() - started) * 1000)
                found[name] = {
                    "paste": paste,
                    "first_paste_ms": round(first_paste * 1000, 1),
                    "first_hint_ms": round(hints[0], 1),
                    "second_hint_ms": round(hints[1], 1),
                }
            return {
                "rss_default_alone_mb": round(alone, 1),
                "rss_with_languages_mb": round(rss_mb(), 1),
                "languages": found,
            }

    result = asyncio.run(drive())
    if as_json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    for name, r in result["languages"].items():
        print(
            f"{VARIANTS[name].title}: `{r['paste']}` answered in {r['first_paste_ms']} ms "
            f"(its engine made then); /hint {r['first_hint_ms']} ms, again {r['second_hint_ms']} ms"
        )
    print(
        f"RSS: {result['rss_default_alone_mb']} MB with English alone, "
        f"{result['rss_with_languages_mb']} MB with {', '.join(LANGUAGES)} in use"
    )
    return 0
