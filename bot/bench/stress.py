"""Worst-case benchmarks (not tests): ``python -m bot bench hostile`` times the worst
inputs we know how to build, each through the service exactly as the cog calls it (the
long soak for memory is ``bot/bench/soak.py``).  Also the helpers the other benches share:
a multi-board game as pasted, and resident memory.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from bot.bench.configured import bench_huddle
from bot.parsing import ANYWAY
from bot.service import Asker, Author, Huddle, Incoming, Reply, in_full
from solver import Clock, Solver, score
from solver.bench.boards import unlisted_game
from solver.game.feedback import notation, to_digits, to_emoji
from solver.game.plays import Play

MESSAGE_LIMIT = 4000  # Discord's longest message (Nitro)


def ills_family(lines: int, pasted: bool = True) -> str:
    """The paste that made conflict-finding exponential: one ?ILLS guess, then lines that
    each rule out a few _ILLS words, contradictory only all together.  Its words but BILLS
    are no words: ``pasted``, each is marked as played anyway ("LAEOU!"), as a player
    must for the bot to take it."""
    mark = ANYWAY if pasted else ""
    rows = ["BILLS=.ILLS", f"LAEOU{mark}=l....", f"SAEOU{mark}=s...."]
    letters = ["cd", "fg", "h", "j", "k", "m", "n", "p", "r", "t", "v", "w", "y", "z"]
    rows += [f"{(x + 'aeou')[:5].upper()}{mark}=....." for x in letters]
    return "\n".join(rows[:lines])


def as_paste(plays: Sequence[Play], anyway: bool = False) -> str:
    """Plays as a player pastes them: each word and every board's digits, one per line
    (``anyway``: each word marked as played though no list has it, as an unlisted game's
    must be)."""
    mark = ANYWAY if anyway else ""
    return "\n".join(
        f"{p.word}{mark} {' '.join('-' if x is None else to_digits(x) for x in p.patterns)}"
        for p in plays
    )


def rss_mb() -> float:
    """Resident memory now (not the peak), from /proc."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


@dataclass
class Hostile:
    huddle: Huddle
    solver: Solver
    timings: list[tuple[str, float, str]] = field(default_factory=list)
    next_id: int = 1 << 40

    def msg(self, channel: int, text: str, author: int = 1, guild: int | None = 1) -> Incoming:
        self.next_id += 1
        return Incoming(channel, guild, self.next_id, Author(author, f"p{author}"), text)

    async def time(self, case: str, call: Callable[[], Awaitable[Reply | None]]) -> Reply | None:
        """The whole work a message buys: its reply and the edit that may follow."""
        started = time.perf_counter()
        reply = await in_full(await call())
        ms = (time.perf_counter() - started) * 1000
        title = "(silent)" if reply is None else reply.title
        self.timings.append((case, ms, title if len(title) <= 40 else title[:39] + "…"))
        return reply

    def ask(
        self, command: str, channel: int, guild: int = 1, **options: Any
    ) -> Callable[[], Awaitable[Reply]]:
        """A slash command as the fronts ask it (bot/commands/), ready to be timed."""
        at = Asker(channel, guild, Author(1, "p1"), self.msg(channel, "").message_id)
        return partial(self.huddle.answer, command, at, options)

    async def paste(self, case: str, channel: int, text: str) -> Reply | None:
        return await self.time(case, lambda: self.huddle.on_message(self.msg(channel, text)))


async def _hostile_cases(h: Hostile, shares: int) -> None:
    huddle, solver = h.huddle, h.solver
    words = solver.answers.words
    # 1. contradictions
    await h.paste("17-line contradictory paste (?ILLS family)", 1, ills_family(17))
    typo = ills_family(5) + "\nCILLS=CILLS"  # CDAEO said no C
    await h.paste("6-line paste with a typo in the last line", 2, typo)
    await h.paste("5 consistent rows, then a 6th contradicting all", 3, ills_family(3))
    await h.paste("(setup)", 3, "CDAEO!=.....\nFGAEO!=.....")
    await h.paste("a row past six in a live game", 3, "HAEOU!=.....\nJAEOU!=.....")
    # 2. long pastes
    await h.paste("4,000 chars of guesses", 4, ("crane 20010 " * 400)[:MESSAGE_LIMIT])
    await h.paste("4,000 chars of grid rows", 4, ("🟩⬛⬛🟨⬛\n" * 1000)[:MESSAGE_LIMIT])
    share = "Wordle 1,234 6/6\n\n" + "⬛⬛⬛⬛⬛\n" * 5 + "🟩🟩🟩🟩🟩"
    await h.paste("4,000 chars of shares", 4, "\n".join([share] * 60)[:MESSAGE_LIMIT])
    await h.paste("4,000 chars of chat", 4, " ".join(random.Random(1).choices(words, k=700)))
    distinct = [notation(w, score(w, "mummy")) for w in random.Random(2).sample(words, 400)]
    await h.paste("400 distinct guesses in one paste", 5, "\n".join(distinct)[:MESSAGE_LIMIT])
    # 3. many shares for one puzzle
    rng = random.Random(3)
    answer = "cigar"
    for author in range(2, shares + 2):  # authors 2..shares+1: ``shares`` shares
        rows = [score(w, answer) for w in rng.sample(words, rng.randint(1, 5))]
        rows.append(score(answer, answer))
        text = f"Wordle 1,500 {len(rows)}/6\n\n" + "\n".join(to_emoji(r) for r in rows)
        incoming = h.msg(6, text, author=author, guild=77)
        if author in (2, shares // 2, shares + 1):
            await h.time(
                f"share no. {author - 1:,} for one puzzle", partial(huddle.on_message, incoming)
            )
        else:
            await huddle.on_message(incoming)
    await h.time(f"/deduce over {shares:,} shares", h.ask("deduce", 6, 77, puzzle=1500))
    # 4. odd command arguments
    await h.paste("(setup)", 7, "CRANE=..a..\nMOIST=..i.t")
    for label, word in [
        ("1,000-char word", "x" * 1000),
        ("emoji", "🟩🟩"),
        ("empty", ""),
        ("unlisted word", "qzxvj"),
        ("valid word", "tibia"),
    ]:
        await h.time(f"/why {label}", h.ask("why", 7, word=word))
    for label, word, feedback in [
        ("1,000-char word", "y" * 1000, "20010"),
        ("bad feedback", "crane", "🟥🟥🟥🟥🟥"),
        ("unlisted word", "qzxvj", "00000"),
        ("unlisted word, played anyway", "qzxvj!", "00000"),
        ("six letters", "cranes", "200100"),
    ]:
        await h.time(
            f"/guess {label}",
            h.ask("guess", 7, word=word, feedback=feedback),
        )
    await h.time("/candidates 10^9", h.ask("candidates", 8, limit=10**9))
    await h.time("/hint 10^9 (empty game)", h.ask("hint", 8, count=10**9))
    # 5. hard mode from awkward positions
    for n, start in enumerate(
        [
            "QAJAQ=.....",
            "FUZZY=.....\nVIVID=.....",
            "CATCH=.ATCH",
            "IGHTS=.....",
            "SALET=.....\nCRONY=..o..",
            "XYLYL=.....",
        ]
    ):
        channel = 20 + n
        await h.ask("mode", channel, mode="hard")()
        await h.paste(f"(setup hard {n})", channel, start)
        first = start.splitlines()[0]
        await h.time(
            f"/hint 10 hard after {first}{' …' * (len(start.splitlines()) > 1)}",
            h.ask("hint", channel, count=10),
        )
    # 6. analysis of a six-row game, with unlisted words, in both modes
    game = "ILTTS!=.....\nQAJAQ!=.....\nFUZZY=.....\nVIVID=.....\nBOBBY=.....\nCRWTH=....."
    for hard in (False, True):
        channel = 40 + hard
        await h.ask("mode", channel, mode="hard" if hard else "normal")()
        await h.paste(f"six-row failed game pasted{' (hard)' * hard}", channel, game)
        await h.time(f"/analysis of a six-row game{' (hard)' * hard}", h.ask("analysis", channel))
    # 7. several boards: the widest positions, a whole game in one paste, its analysis
    grey = " ".join(["00000"] * 8)
    await h.paste("Octordle: FUZZY all grey on 8 boards", 60, f"fuzzy {grey}")
    await h.time("/hint 10 in that Octordle", h.ask("hint", 60, count=10))
    answers = random.Random(4).sample(words, 8)
    misses = [w for w in random.Random(5).sample(words, 20) if w not in answers][:13]
    thirteen = "\n".join(
        f"{w} {' '.join(''.join(map(str, score(w, a))) for a in answers)}" for w in misses
    )
    await h.paste("Octordle: a lost game, 13 rows pasted at once", 61, thirteen)
    await h.time("/analysis of that 13-row Octordle", h.ask("analysis", 61))
    nothing = ["fuzzy", "jumpy", "vivid"]
    sedecordle = "\n".join(f"{w} {' '.join(['00000'] * 16)}" for w in nothing)
    await h.paste("Sedecordle: 3 grey rows on 16 boards", 62, sedecordle)
    await h.time("/hint 10 in that Sedecordle", h.ask("hint", 62, count=10))
    rng = random.Random(6)
    sixteen = rng.sample(words, 16)
    unlisted = as_paste(unlisted_game(set(solver.guesses.words), sixteen, 20, rng), anyway=True)
    await h.ask("new", 63, game="sedecordle")()
    await h.paste("Sedecordle: 20 unlisted rows pasted at once", 63, unlisted)
    for n in (1, 2):
        await h.time(f"/analysis of that Sedecordle (ask {n})", h.ask("analysis", 63))
    # 8. edits: a five-row paste edited back and forth
    incoming = h.msg(50, ills_family(5))
    await huddle.on_message(incoming)
    for k in range(3):
        text = ills_family(6 if k % 2 == 0 else 4)
        edit = Incoming(50, 1, incoming.message_id, incoming.author, text)
        await h.time(f"edit {k + 1} of a paste (rows 4 <-> 6)", partial(huddle.on_edit, edit))


async def _hostile_pictures(h: Hostile) -> dict[str, Any]:
    """Four hostile pictures at once, first (no picture read before: resident memory's
    peak over the idle process is what they cost, not a heap earlier pictures left), then
    each as the cog sends one (Add to the game: always a reply), with the event loop's
    longest hold meanwhile."""
    from bot.bench import hostile_pictures as hostile

    built = {name: build() for name, build in hostile.pictures()}  # before the watch
    idle = rss_mb()
    hostile.reset_peak()
    with hostile.LoopWatch() as together:
        started = time.perf_counter()
        await asyncio.gather(
            *(
                h.huddle.on_screenshot(h.msg(71, ""), built[name], asked=True)
                for name in hostile.FOUR_AT_ONCE
            )
        )
        spent = (time.perf_counter() - started) * 1000
    peak = hostile.peak_mb() - idle
    held: dict[str, float] = {}
    with hostile.LoopWatch() as watch:
        for name, data in built.items():
            watch.longest = 0.0
            incoming = h.msg(70, "")
            await h.time(
                f"picture: {name}", partial(h.huddle.on_screenshot, incoming, data, asked=True)
            )
            held[name] = round(watch.longest * 1000, 1)
    return {
        "event loop held at most (ms), pictures one by one": max(held.values()),
        "event loop held at most (ms), four at once": round(together.longest * 1000, 1),
        "four hostile pictures at once (ms)": round(spent, 1),
        "memory idle (MB)": round(idle, 1),
        "memory peak above idle, four at once (MB)": round(peak, 1),
        "event loop held at most (ms), by picture": held,
    }


def bench_hostile(
    as_json: bool = False, shares: int = 2000, clock: Clock = time.perf_counter
) -> int:
    """Every hostile case's reply and time; ``clock`` what the searches' deadlines read
    (the bot's by default; a test of the replies alone gives one on which every deadline
    has passed at its first check, whatever its kind's budget: a search cut short answers
    the same way, with what it has)."""

    async def drive() -> tuple[list[tuple[str, float, str]], dict[str, Any]]:
        async with bench_huddle(deadline_clock=clock) as huddle:
            solver = huddle.solver
            h = Hostile(huddle, solver)
            await _hostile_cases(h, shares)
            pictures = await _hostile_pictures(h)
            return [t for t in h.timings if not t[0].startswith("(setup")], pictures

    timings, pictures = asyncio.run(drive())
    slowest = max(timings, key=lambda t: t[1])
    if as_json:
        print(
            json.dumps(
                {
                    "cases": [{"case": c, "ms": round(ms, 1), "reply": r} for c, ms, r in timings],
                    "slowest": {"case": slowest[0], "ms": round(slowest[1], 1)},
                    "pictures": pictures,
                }
            )
        )
        return 0
    width = max(len(c) for c, _, _ in timings)
    for case, ms, reply in timings:
        print(f"{case:<{width}}  {ms:8.1f} ms  {reply}")
    print(f"slowest: {slowest[0]} ({slowest[1]:.0f} ms)")
    for figure, value in pictures.items():
        print(f"{figure}: {value}")
    return 0
