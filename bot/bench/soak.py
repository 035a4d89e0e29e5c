"""``python -m bot bench soak``: a long mixed load over thousands of channels, reading the
process's resident memory as it goes: a bot that runs for months must stay at the memory
it reached early on.  Two thirds of the channels play multi-board games by default.
"""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from bot.bench.configured import bench_huddle
from bot.bench.percentiles import summary
from bot.bench.stress import as_paste, rss_mb
from bot.ops import heap
from bot.service import Asker, Author, Huddle, Incoming, Reply, in_full
from solver import Clock, score
from solver.game.feedback import notation, to_emoji
from solver.game.plays import Play
from solver.game.variants import VARIANTS, WORDLE, Variant
from solver.support.cache import caches

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
    kind: Variant
    secrets: list[str]
    rows: int = 0
    solved: set[int] = field(default_factory=set)
    messages: list[int] = field(default_factory=list)
    started: bool = False  # a multi-board game is begun with /new


class Soak:
    """A mixed load over many channels: pastes, chat, shares, commands, edits, deletes."""

    EVENTS = ("paste", "chat", "share", "command", "edit", "delete")
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
            kind = WORDLE if wordle else VARIANTS[MULTI_BOARD[c % len(MULTI_BOARD)]]
            self.channels.append(_Channel(10_000 + c, guild, kind, self._secrets(kind)))
        self.next_id = 1 << 41

    def _secrets(self, kind: Variant) -> list[str]:
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
        kind = self.rng.choices(self.EVENTS, self.WEIGHTS)[0]
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
    clock: Clock = time.perf_counter,
) -> int:
    """Send ``messages`` over ``channels`` in ``guilds``, ``multi_board`` of the channels
    playing multi-board games; read RSS and latency every ``every`` messages.  ``clock``:
    what the searches' deadlines read (the bot's; a test of what the soak reports, never
    its figures, gives one on which every deadline has passed at its first check,
    whatever its kind's budget: a search cut short answers with what it has)."""

    async def drive() -> list[dict[str, Any]]:
        async with bench_huddle(deadline_clock=clock) as huddle:
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
