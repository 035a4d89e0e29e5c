"""Worst-case benchmarks (not tests): hostile inputs, and a long soak for memory.

``python -m bot bench hostile`` times the worst inputs we know how to build, each through
the service exactly as the cog calls it.  ``python -m bot bench soak`` drives a long mixed
load over thousands of channels and reads the process's resident memory as it goes: a
bot that runs for months must stay at the memory it reached early on.
"""

from __future__ import annotations

import asyncio
import json
import random
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from bot.bench.percentiles import summary
from bot.ops import heap
from bot.service import Asker, Author, Huddle, Incoming, Reply, in_full
from bot.store import SQLiteStore
from solver import Solver, score
from solver.bench.boards import unlisted_game
from solver.game.feedback import notation, to_digits, to_emoji
from solver.game.plays import Play
from solver.game.rules import KINDS, WORDLE, Kind
from solver.support.cache import caches

MESSAGE_LIMIT = 4000  # Discord's longest message (Nitro)


def ills_family(lines: int) -> str:
    """The paste that made conflict-finding exponential: one ?ILLS guess, then lines that
    each rule out a few _ILLS words, contradictory only all together."""
    rows = ["BILLS=.ILLS", "LAEOU=l....", "SAEOU=s...."]
    letters = ["cd", "fg", "h", "j", "k", "m", "n", "p", "r", "t", "v", "w", "y", "z"]
    rows += [f"{(x + 'aeou')[:5].upper()}=....." for x in letters]
    return "\n".join(rows[:lines])


def as_paste(plays: Sequence[Play]) -> str:
    """Plays as a player pastes them: each word and every board's digits, one per line."""
    return "\n".join(
        f"{p.word} {' '.join('-' if x is None else to_digits(x) for x in p.patterns)}"
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
        """A slash command as the fronts ask it (bot/commands.py), ready to be timed."""
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
    await h.paste("(setup)", 3, "CDAEO=.....\nFGAEO=.....")
    await h.paste("a row past six in a live game", 3, "HAEOU=.....\nJAEOU=.....")
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
    game = "ILTTS=.....\nQAJAQ=.....\nFUZZY=.....\nVIVID=.....\nBOBBY=.....\nCRWTH=....."
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
    unlisted = as_paste(unlisted_game(set(solver.guesses.words), sixteen, 20, rng))
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


def bench_hostile(as_json: bool = False, shares: int = 2000) -> int:
    async def drive() -> list[tuple[str, float, str]]:
        with tempfile.TemporaryDirectory() as tmp:
            store = await SQLiteStore(Path(tmp) / "hostile.sqlite3").open()
            try:
                solver = Solver()
                huddle = Huddle(store, solver)
                await huddle.warm_up()
                h = Hostile(huddle, solver)
                await _hostile_cases(h, shares)
                return [t for t in h.timings if not t[0].startswith("(setup")]
            finally:
                await store.close()

    timings = asyncio.run(drive())
    slowest = max(timings, key=lambda t: t[1])
    if as_json:
        print(
            json.dumps(
                {
                    "cases": [{"case": c, "ms": round(ms, 1), "reply": r} for c, ms, r in timings],
                    "slowest": {"case": slowest[0], "ms": round(slowest[1], 1)},
                }
            )
        )
        return 0
    width = max(len(c) for c, _, _ in timings)
    for case, ms, reply in timings:
        print(f"{case:<{width}}  {ms:8.1f} ms  {reply}")
    print(f"slowest: {slowest[0]} ({slowest[1]:.0f} ms)")
    return 0


# the commands the soak asks, one drawn at a time (/why's word is drawn when asked)
SOAK_COMMANDS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("hint", {"count": 3}),
    ("status", {}),
    ("candidates", {"limit": 40}),
    ("why", {}),
    ("analysis", {}),
    ("deduce", {}),
    ("stats", {}),
    ("leaderboard", {"period": "all"}),
    ("undo", {}),
)


MULTI_BOARD = ("dordle", "quordle", "octordle", "sedecordle")  # a soak's multi-board kinds


@dataclass
class _Channel:
    """A channel's game as the soak plays it: its kind, each board's answer, and which
    boards are solved (a solved board shows ``-`` in later pastes, as players type it)."""

    id: int
    guild: int
    kind: Kind
    secrets: list[str]
    rows: int = 0
    solved: set[int] = field(default_factory=set)
    messages: list[int] = field(default_factory=list)
    started: bool = False  # a multi-board game is begun with /new


class Soak:
    """A mixed load over many channels: pastes, chat, shares, commands, edits, deletes."""

    KINDS = ("paste", "chat", "share", "command", "edit", "delete")
    WEIGHTS = (55, 15, 10, 12, 4, 4)

    def __init__(
        self,
        huddle: Huddle,
        channels: int,
        guilds: int,
        seed: int = 5,
        part: tuple[int, int] = (0, 1),
        multi_board: float = 0.0,
    ) -> None:
        """``part=(i, n)``: only the guilds a process ``i`` of ``n`` would own, as shards
        split guilds between processes.  ``multi_board``: the share of channels that play
        Dordle, Quordle, Octordle and Sedecordle (in turn) rather than Wordle."""
        self.huddle = huddle
        self.rng = random.Random(seed)
        self.words = huddle.solver.answers.words
        self.valid = huddle.solver.guesses.words
        index, processes = part
        every = round(1 / multi_board) if multi_board else 0  # 2/3 -> every 3rd is Wordle
        self.channels: list[_Channel] = []
        for c in range(channels):
            guild = 1 + c % guilds
            if guild % processes != index:
                continue
            wordle = not multi_board or (multi_board < 1 and c % (every + 1) == every)
            kind = WORDLE if wordle else KINDS[MULTI_BOARD[c % len(MULTI_BOARD)]]
            self.channels.append(_Channel(10_000 + c, guild, kind, self._secrets(kind)))
        self.next_id = 1 << 41

    def _secrets(self, kind: Kind) -> list[str]:
        if kind.boards == 1:
            return [self.rng.choice(self.words)]
        return self.rng.sample(self.words, kind.boards)

    def _id(self) -> int:
        self.next_id += 1
        return self.next_id

    def _guess_line(self, ch: _Channel) -> str:
        """The next guess of the channel's game, as a player pastes it; a won or lost game
        is followed by a new one."""
        unsolved = [b for b in range(ch.kind.boards) if b not in ch.solved]
        if ch.rows >= ch.kind.rows - len(unsolved) or self.rng.random() < min(
            0.5, 0.08 * len(unsolved)
        ):
            word = ch.secrets[self.rng.choice(unsolved)]
        else:
            word = self.rng.choice(self.valid)
        patterns = [None if b in ch.solved else score(word, a) for b, a in enumerate(ch.secrets)]
        ch.solved |= {b for b, a in enumerate(ch.secrets) if a == word}
        ch.rows += 1
        if len(ch.solved) == ch.kind.boards or ch.rows >= ch.kind.rows:
            ch.secrets, ch.rows, ch.solved = self._secrets(ch.kind), 0, set()
        if ch.kind.boards == 1:
            (pattern,) = patterns
            assert pattern is not None
            return notation(word, pattern)
        return as_paste([Play(word, tuple(patterns))])

    async def step(self) -> Reply | None:
        """One message or command; returns the bot's reply."""
        ch = self.rng.choice(self.channels)
        kind = self.rng.choices(self.KINDS, self.WEIGHTS)[0]
        author = Author(ch.guild * 100 + self.rng.randrange(20), "player")
        h = self.huddle
        if kind in ("paste", "edit") and not ch.started and ch.kind.boards > 1:
            ch.started = True  # a paste with as many boards would begin it too; /new says so
            at = Asker(ch.id, ch.guild, author, self._id())
            return await h.answer("new", at, {"game": ch.kind.name})
        if kind == "paste":
            message_id = self._id()
            ch.messages = [*ch.messages[-4:], message_id]
            text = self._guess_line(ch)
            reply = await h.on_message(Incoming(ch.id, ch.guild, message_id, author, text))
            if reply is not None and reply.tone == "error" and ch.kind.boards > 1:
                # an undo, edit or delete took a row the soak's game still counts: the
                # players start over, as they would (a Wordle game just shows conflicts)
                ch.secrets, ch.rows, ch.solved, ch.started = self._secrets(ch.kind), 0, set(), False
            return reply
        if kind == "chat":
            text = " ".join(self.rng.choices(self.words, k=self.rng.randint(1, 12)))
            return await h.on_message(Incoming(ch.id, ch.guild, self._id(), author, text))
        if kind == "share":
            puzzle = 1000 + self.rng.randrange(30)
            answer = self.words[puzzle]
            rows = [score(w, answer) for w in self.rng.sample(self.words, self.rng.randint(1, 5))]
            rows.append(score(answer, answer))
            text = f"Wordle {puzzle:,} {len(rows)}/6\n\n" + "\n".join(to_emoji(r) for r in rows)
            return await h.on_message(Incoming(ch.id, ch.guild, self._id(), author, text))
        if kind == "command":
            return await self._command(ch, author)
        if kind == "edit" and ch.messages:
            text = self._guess_line(ch)
            return await h.on_edit(Incoming(ch.id, ch.guild, ch.messages[-1], author, text))
        if kind == "delete" and ch.messages:
            await h.on_delete(ch.id, ch.messages.pop())
        return None

    async def _command(self, ch: _Channel, author: Author) -> Reply:
        pick = self.rng.randrange(len(SOAK_COMMANDS))
        command, options = SOAK_COMMANDS[pick]
        if command == "why":
            options = {"word": self.rng.choice(self.words)}
        at = Asker(ch.id, ch.guild, author, self._id())
        return await self.huddle.answer(command, at, options)


def bench_soak(
    as_json: bool = False,
    messages: int = 100_000,
    channels: int = 5_000,
    guilds: int = 500,
    every: int = 10_000,
    multi_board: float = 2 / 3,
) -> int:
    """Send ``messages`` over ``channels`` in ``guilds``, ``multi_board`` of the channels
    playing multi-board games; read RSS and latency every ``every`` messages."""

    async def drive() -> list[dict[str, Any]]:
        with tempfile.TemporaryDirectory() as tmp:
            store = await SQLiteStore(Path(tmp) / "soak.sqlite3").open()
            try:
                huddle = Huddle(store, Solver())
                await huddle.warm_up()
                soak = Soak(huddle, channels, guilds, multi_board=multi_board)
                window: list[float] = []  # reply latencies (ms) since the last reading
                edits: list[float] = []  # and the edits that followed (solve summaries)
                readings: list[dict[str, Any]] = []
                started = trimmed = time.perf_counter()
                for n in range(1, messages + 1):
                    t = time.perf_counter()
                    reply = await soak.step()
                    window.append((time.perf_counter() - t) * 1000)
                    if reply is not None and reply.fuller is not None:
                        t = time.perf_counter()
                        await in_full(reply)
                        edits.append((time.perf_counter() - t) * 1000)
                    if time.perf_counter() - trimmed >= heap.TRIM_SECONDS:  # as the bot does
                        heap.trim()
                        trimmed = time.perf_counter()
                    if n % every == 0 or n == messages:
                        # read as it stands, then just after a trim: between trims the heap
                        # keeps up to TRIM_THRESHOLD (16 MiB) free, so only readings taken
                        # at the same point of that cycle compare
                        untrimmed = rss_mb()
                        heap.trim()
                        trimmed = time.perf_counter()
                        readings.append(
                            {
                                "messages": n,
                                "rss_mb": round(rss_mb(), 1),
                                "rss_untrimmed_mb": round(untrimmed, 1),
                                **summary(window),
                                **summary(edits, "edit_"),
                                "caches_mb": round(sum(c.bytes for c in caches()) / 1e6, 1),
                                "minutes": round((time.perf_counter() - started) / 60, 1),
                            }
                        )
                        window, edits = [], []
                        if not as_json:
                            print(json.dumps(readings[-1]), flush=True)
                readings[-1]["caches"] = [repr(c) for c in caches()]
                return readings
            finally:
                await store.close()

    readings = asyncio.run(drive())
    base = next((r for r in readings if r["messages"] >= 2 * every), readings[0])
    result = {
        "messages": messages,
        "channels": channels,
        "guilds": guilds,
        "readings": readings,
        "rss_growth_after_20k_pct": round(100 * (readings[-1]["rss_mb"] / base["rss_mb"] - 1), 1),
        "max_rss_mb": max(r["rss_untrimmed_mb"] for r in readings),
        "worst_p99_ms": max(r["p99_ms"] for r in readings),
        "worst_edit_p99_ms": max(r.get("edit_p99_ms", 0.0) for r in readings),
        "caches": readings[-1].pop("caches"),
    }
    if as_json:
        print(json.dumps(result))
    else:
        print(
            f"{messages:,} messages over {channels:,} channels in {guilds} guilds: RSS "
            f"{base['rss_mb']} MB at {base['messages']:,}, {readings[-1]['rss_mb']} MB at the end "
            f"({result['rss_growth_after_20k_pct']:+}%), max {result['max_rss_mb']} MB; "
            f"worst window p99 {result['worst_p99_ms']} ms (the edits adding solve summaries: "
            f"{result['worst_edit_p99_ms']} ms)"
        )
        print("caches at the end: " + "; ".join(result["caches"]))
    return 0
