"""``python -m bot bench real``: the parser over posts real people wrote, gathered from
public sources (``tests/data/real/texts.jsonl``, provenance in its SOURCES.md), each with
the reading a person gave it.  A post is read right when what the parser finds is that
reading; a false positive is a reply of any kind to a post that is chat."""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.parsing import Parsed, parse_message
from solver.bench.percentiles import latency

CORPUS = Path("tests/data/real/texts.jsonl")  # run from the repository, as every bench is


@dataclass(frozen=True)
class RealPost:
    """One post as someone wrote it, where it was found, and what it says."""

    id: str
    source: str
    text: str
    expect: dict[str, Any]

    @property
    def chat(self) -> bool:
        return self.expect["kind"] == "chat"


def load(path: Path = CORPUS) -> list[RealPost]:
    """The corpus, one post a line."""
    with path.open(encoding="utf-8") as lines:
        return [RealPost(**json.loads(line)) for line in lines if line.strip()]


def reading(parsed: Parsed) -> dict[str, Any]:
    """What the parser found, in the corpus's terms: chat (no reply: the bot is silent
    on another game's share too), the error the bot would give, an NYT share, another
    game's share, or typed guesses."""
    if parsed.kind in ("none", "unsupported"):  # another game's share: no reply in chat
        return {"kind": "chat"}
    if parsed.kind == "error":
        return {"kind": parsed.kind, "error": parsed.error}
    if parsed.guesses:
        return {
            "kind": "guesses",
            "guesses": [
                {"word": g["word"], "feedback": g["feedback"]} for g in parsed.to_json()["guesses"]
            ],
        }
    if parsed.shares:
        found = parsed.shares[0].to_json()
        if found["words"] is None:
            del found["words"]
        return {"kind": "share", **found}
    return {"kind": "boards", **parsed.board_shares[0].to_json()}


def agrees(post: RealPost, parsed: Parsed) -> bool:
    """Whether the parser read the post as its label says."""
    return reading(parsed) == post.expect


Reader = Callable[[str], Parsed]


def reader() -> Reader:
    """The parser as the bot first reads a message: the configured words, and those of
    every other length for a paste of another length."""
    from bot.bench.configured import configured_solver
    from bot.lanes import Engines

    engines = Engines(configured_solver())
    solver = engines.solver()
    return lambda text: parse_message(text, solver, engines.of_length)


def bench_real(as_json: bool = False, path: Path = CORPUS) -> int:
    """Read every post; report the share read right, the false positives and each miss."""
    posts = load(path)
    read = reader()
    for post in posts:  # each game's tables load on first use: that is `bench start`'s
        read(post.text)
    misses: list[dict[str, Any]] = []
    seconds: list[float] = []
    for post in posts:
        start = time.perf_counter()
        parsed = read(post.text)
        seconds.append(time.perf_counter() - start)
        if not agrees(post, parsed):
            misses.append({"id": post.id, "expect": post.expect, "read": reading(parsed)})
    false_positives = sum(1 for m in misses if m["expect"]["kind"] == "chat")
    ms = [s * 1000 for s in seconds]
    right = (len(posts) - len(misses)) / len(posts)
    report = {
        "posts": len(posts),
        "sources": len({p.source for p in posts}),
        "kinds": dict(Counter(p.expect["kind"] for p in posts)),
        "read_right": len(posts) - len(misses),
        "read_right_share": right,
        "false_positives": false_positives,
        **latency(ms),  # nearest rank, as every bench gives them
        "misses": misses,
    }
    if as_json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(
            f"{report['posts']:,} real posts from {report['sources']} sources: "
            f"{report['read_right']:,} read right ({report['read_right_share']:.1%}), "
            f"{false_positives} false positives; p50 {report['p50_ms']:.2f} ms, "
            f"p99 {report['p99_ms']:.2f} ms, slowest {report['max_ms']:.1f} ms"
        )
        for miss in misses:
            print(f"  {miss['id']}: expected {miss['expect']}, read {miss['read']}")
    goal = right >= 0.995 and false_positives == 0
    return 0 if goal else 1
