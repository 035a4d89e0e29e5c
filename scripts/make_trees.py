"""Write solver/data/trees/: the decision trees the advice follows (solver/search/lines.py).

For each bundled answer pool (the NYT's and the original) with today's guesses, and each
mode: every likely answer played by the bench's exact policy from the opener the bot
suggests (solver/data/openers.json, so make that first); and for the default pool, from
each other opener the bot covers (``covered_openers``: those it suggests and those players
favour); and with ``--words``, a bundled variant's words (the other languages': their bot's
own line, both modes). Each is written as published trees are, one game per line, under a first line
naming the universe.  Hard trees take solver/data/fewest.json's proofs as given (the plan
that loses fewest in a group after the opener, where a build's own proofs run out of work),
so run scripts/find_fewest_losses.py before, and again after, to confirm the new trees.
    python scripts/make_trees.py [--only-openers [--opener W ...]] [--mode normal|hard]
        [--words pt5 es5 de5] [--workers N]
"""

from __future__ import annotations

import argparse
import gzip
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from solver.bench.walk import run
from solver.game.variants import WORDS
from solver.lists.wordlists import DEFAULT_POOL, POOLS, answer_pool, lists_of, valid
from solver.search.lines import TREES, tree_name
from solver.search.openers import cached_openers, covered_openers, opener_key

OUT = Path(__file__).resolve().parents[1] / "solver" / TREES


def tree(pool: str, hard: bool, opener: str | None = None) -> str:
    """One tree, written (the bot's own line unless ``opener``); what it totals, to print."""
    answers, guesses = lists_of(WORDS[pool]) if pool in WORDS else (answer_pool(pool), valid())
    openers = cached_openers(answers, guesses, hard)
    if not openers:
        raise SystemExit(f"no openers for {pool}: run scripts/find_openers.py first")
    first = opener or openers[0]["word"]
    with tempfile.TemporaryDirectory() as folder:
        played = Path(folder) / "tree.txt"
        result = run(answers, guesses, hard=hard, opener=first, tree_path=played)
        games = played.read_text()
    key = opener_key(answers, guesses, hard)
    name = OUT / tree_name(pool, hard, opener)
    name.write_bytes(gzip.compress(f"# {key}\n{games}".encode(), mtime=0))
    return (
        f"{name.name}: {first} {result.total_guesses} guesses, max {result.max}, "
        f"{result.failures} lost, {result.seconds:.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only-openers", action="store_true", help="the players' openers alone")
    parser.add_argument("--mode", choices=("normal", "hard"), help="one mode alone")
    parser.add_argument("--workers", type=int, default=2, help="trees built at once")
    parser.add_argument("--opener", nargs="*", help="with --only-openers: these openers alone")
    parser.add_argument("--words", nargs="*", help="these bundled words' own lines alone")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    wanted: list[tuple[str, bool, str | None]] = []
    modes = (True, False) if args.mode is None else (args.mode == "hard",)
    for hard in modes:  # the slower mode first
        if args.words:
            wanted += [(words, hard, None) for words in args.words]
            continue
        if not args.only_openers:
            wanted += [(pool, hard, None) for pool in sorted(POOLS)]
        answers = answer_pool(DEFAULT_POOL)
        others = covered_openers(answers, valid(), hard)[1:]  # the first has its own line
        others = [o for o in others if not args.opener or o in args.opener]
        wanted += [(DEFAULT_POOL, hard, opener) for opener in others]
    with ProcessPoolExecutor(args.workers) as workers:  # one tree per core
        for line in workers.map(tree, *zip(*wanted, strict=True)):
            print(line, file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
