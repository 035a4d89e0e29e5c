"""``python -m solver bench --advice --new-openers N``: openers first seen, before and after
their trees.

Picks ``N`` openers at random (seeded, printed) among the NYT's answers, words players
know, that no bundled tree covers and that neither the code nor the tests name (so nothing
was tuned on them).  For each, in each mode: the advice followed from it over every answer
as today (no tree), the exact search's tree built as the bot builds it in the background
(solver/search/built_trees.py; processor and wall seconds, per mode), and the advice
followed again, which must then play the tree's every move: the same guesses and losses as
the exact search from that opener.  One process, one core.
"""

from __future__ import annotations

import random
import re
import resource
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from solver import Solver
from solver.bench.build import build_tree
from solver.bench.walk import run
from solver.lists.wordlists import DEFAULT_POOL, WordList, answer_pool, valid
from solver.search.built_trees import built_tree_path
from solver.search.lines import read_tree

ROOT = Path(__file__).resolve().parents[2]
NAMED_IN = ("solver", "bot", "scripts", "tests")  # the code and the tests
NAMED_FILES = ("*.py", "*.txt", "*.jsonl", "*.json")


@dataclass
class Played:
    """Over every answer: the guesses in all and the games lost."""

    total: int
    lost: int


@dataclass
class OpenerResult:
    opener: str
    hard: bool
    build_cpu: float  # seconds of processor the tree took
    build_wall: float
    tree_bytes: int  # its file in the cache folder
    before: Played  # the advice with no tree (today's)
    exact: Played  # the tree: the exact search from the opener
    after: Played  # the advice once the tree is built
    same_moves: bool  # the advice played the tree's every move


def named_words(length: int) -> set[str]:
    """Every word of ``length`` letters the code or the tests spell out (lower case)."""
    pattern = re.compile(rf"(?<![a-z]){'[a-z]' * length}(?![a-z])")
    found: set[str] = set()
    for folder in NAMED_IN:
        for glob in NAMED_FILES:
            for path in (ROOT / folder).rglob(glob):
                if "data" in path.relative_to(ROOT).parts[:2]:
                    continue  # the word lists themselves name every word
                try:
                    found.update(pattern.findall(path.read_text(errors="ignore").lower()))
                except OSError:
                    continue
    return found


def new_openers(solver: Solver, n: int, seed: int) -> list[str]:
    """``n`` answers at random that no bundled tree follows in either mode and nothing in
    the code or the tests names."""
    named = named_words(solver.length)
    pool = [
        w
        for w in solver.answers.words
        if w not in named and not any(solver.has_bundled_tree(w, hard) for hard in (False, True))
    ]
    return random.Random(seed).sample(sorted(pool), n)


def one(answers: WordList, guesses: WordList, opener: str, hard: bool) -> OpenerResult:
    """One opener in one mode: advice before, the tree built, advice after."""
    key = Solver(answers, guesses).book_key(hard)
    built_tree_path(key, opener).unlink(missing_ok=True)  # first seen
    before = run(answers, guesses, hard=hard, opener=opener, advice=True)
    started, cpu = time.perf_counter(), time.process_time()
    exact = build_tree(answers, guesses, hard, opener)
    wall, cpu = time.perf_counter() - started, time.process_time() - cpu
    path = built_tree_path(key, opener)
    _, games = read_tree(path.read_bytes())
    with tempfile.TemporaryDirectory() as folder:
        played = Path(folder) / "advised.txt"
        after = run(answers, guesses, hard=hard, opener=opener, advice=True, tree_path=played)
        same = played.read_text().splitlines() == games
    return OpenerResult(
        opener,
        hard,
        round(cpu, 1),
        round(wall, 1),
        path.stat().st_size,
        Played(before.total_guesses, before.failures),
        Played(exact.total_guesses, exact.failures),
        Played(after.total_guesses, after.failures),
        same,
    )


def bench(n: int, seed: int, modes: tuple[bool, ...] = (False, True)) -> list[OpenerResult]:
    """Over the bot's own lists (the NYT's answers, every valid guess)."""
    solver = Solver(answer_pool(DEFAULT_POOL), valid())
    openers = new_openers(solver, n, seed)
    print(f"openers (seed {seed}): {' '.join(o.upper() for o in openers)}", flush=True)
    results = []
    for opener in openers:
        for hard in modes:
            results.append(one(solver.answers, solver.guesses, opener, hard))
            print(render_one(results[-1]), flush=True)
    return results


def render_one(r: OpenerResult) -> str:
    mode = "hard" if r.hard else "normal"
    return (
        f"{r.opener.upper()} {mode}: tree built in {r.build_cpu:.1f} s of processor "
        f"({r.build_wall:.1f} s wall, {r.tree_bytes:,} bytes); advice before "
        f"{r.before.total:,} guesses, {r.before.lost} lost; exact {r.exact.total:,}, "
        f"{r.exact.lost} lost; advice after {r.after.total:,}, {r.after.lost} lost; "
        f"{'every move the tree' if r.same_moves else 'NOT the tree'}"
    )


def render(results: list[OpenerResult]) -> str:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    agree = sum(r.same_moves for r in results)
    return "\n".join(
        [
            *map(render_one, results),
            f"advice after the tree = the exact search in {agree} of {len(results)}; "
            f"this process's peak memory {peak:,.0f} MB",
        ]
    )


def to_json(results: list[OpenerResult]) -> list[dict]:
    return [asdict(r) for r in results]
