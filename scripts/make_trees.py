"""Write solver/data/trees/: the bot's own line, the decision tree its advice follows
(solver/search/lines.py).

For each bundled answer pool (the NYT's and the original) with today's guesses, and each
mode: every likely answer played by the bench's exact policy from the opener the bot
suggests (solver/data/openers.json, so make that first), written as published trees are,
one game per line, under a first line naming the universe.
    python scripts/make_trees.py
"""

from __future__ import annotations

import gzip
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from solver.bench.walk import run
from solver.lists.wordlists import POOLS, answer_pool, valid
from solver.search.lines import TREES
from solver.search.openers import cached_openers, opener_key

OUT = Path(__file__).resolve().parents[1] / "solver" / TREES


def tree(pool: str, hard: bool) -> str:
    """One universe's tree, written; what it totals, to print."""
    answers, guesses = answer_pool(pool), valid()
    openers = cached_openers(answers, guesses, hard)
    if not openers:
        raise SystemExit(f"no openers for {pool}: run scripts/find_openers.py first")
    opener = openers[0]["word"]
    with tempfile.TemporaryDirectory() as folder:
        played = Path(folder) / "tree.txt"
        result = run(answers, guesses, hard=hard, opener=opener, tree_path=played)
        games = played.read_text()
    key = opener_key(answers, guesses, hard)
    name = OUT / f"{pool}.{'hard' if hard else 'normal'}.txt.gz"
    name.write_bytes(gzip.compress(f"# {key}\n{games}".encode(), mtime=0))
    return (
        f"{name.name}: {opener} {result.total_guesses} guesses, max {result.max}, "
        f"{result.failures} lost, {result.seconds:.0f} s"
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    wanted = [(pool, hard) for pool in sorted(POOLS) for hard in (False, True)]
    with ProcessPoolExecutor(2) as workers:  # one universe per core
        for line in workers.map(tree, *zip(*wanted, strict=True)):
            print(line, file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
