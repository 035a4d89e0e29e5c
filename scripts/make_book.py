"""Write solver/data/book.json.gz: the bot's advice after each likely opener
(solver/search/book.py).

For each bundled answer pool (the NYT's and the original) with today's guesses, and each
mode: the openers the bot suggests (solver/data/openers.json, so make that first) and the
ones people favour, and every feedback each can get from a
valid word; for each, ``Solver.suggest`` with no deadline and the book's limits
(``BOOK_LIMITS``: the bench's exact search, too slow for a request, affordable once).
    python scripts/make_book.py [--only nyt|original]

``--mend`` searches again only the positions whose advice names a word the bot may not
name (solver/lists/unadvised.py, after its list changed), keeps every other as made, and
stamps the book with today's policy: an hour's search instead of several.  A kept list was
searched among the words it names, but below them its search could still play an unadvised
word, so a value there may read a little low until the book is made again in full.
    python scripts/make_book.py --mend
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from functools import cache
from pathlib import Path

import numpy as np

from solver import Solver
from solver.engine.limits import ADVICE_LIMITS, BOOK_LIMITS
from solver.game.feedback import Guess, decode, from_colours, to_colours
from solver.game.rules import is_solved
from solver.lists.patterns import score_against
from solver.lists.wordlists import POOLS, answer_pool
from solver.search.book import BOOK_FILE, Book, bundled_book, packed
from solver.search.openers import covered_openers

OUT = Path(__file__).resolve().parents[1] / "solver" / BOOK_FILE


def after(solver: Solver, opener: str, hard: bool) -> dict[str, str]:
    """The advice after each feedback ``opener`` can get from a valid word."""
    codes = np.unique(score_against(opener, solver.guesses))
    found = {}
    for code in map(int, codes):
        pattern = decode(code, solver.length)
        if is_solved(pattern):
            continue
        picks = solver.suggest([Guess(opener, pattern)], ADVICE_LIMITS.listed, hard)
        found[to_colours(pattern)] = packed([(s.word, round(s.expected_guesses, 6)) for s in picks])
    return found


@cache
def book_solver(pool: str) -> Solver:
    """One process's solver for a pool: it searches everything (the book must not read
    itself, nor the trees), as exactly as the bench does, remembering across openers."""
    solver = Solver(answer_pool(pool), book=Book(), limits=BOOK_LIMITS, lines={})
    return solver


def entries(pool: str, hard: bool, opener: str) -> tuple[str, str, str, dict[str, str]]:
    """One opener's advice in one pool and mode: (book key, policy, opener, advice)."""
    solver = book_solver(pool)
    started = time.perf_counter()
    found = after(solver, opener, hard)
    print(
        f"{pool} {'hard' if hard else 'normal'} {opener}: {len(found)} positions, "
        f"{time.perf_counter() - started:.1f} s",
        file=sys.stderr,
        flush=True,
    )
    return solver.book_key(hard), solver.policy, opener, found


def mend() -> None:
    """Search again each position whose advice names an unadvised word (``--mend``)."""
    book = bundled_book()
    universes = dict(book.universes)
    for pool in sorted(POOLS):
        solver = book_solver(pool)
        for hard in (True, False):
            key = solver.book_key(hard)
            if key not in universes:
                continue
            started, again = time.perf_counter(), 0
            openers = universes[key]["openers"]
            for opener, colours, picks in book.entries(key):
                if all(solver.may_name(word) for word, _ in picks):
                    continue
                history = [Guess(opener, from_colours(colours))]
                found = solver.suggest(history, ADVICE_LIMITS.listed, hard)
                openers[opener][colours] = packed(
                    [(s.word, round(s.expected_guesses, 6)) for s in found]
                )
                again += 1
            universes[key] = {"policy": solver.policy, "openers": openers}
            mode = "hard" if hard else "normal"
            seconds = time.perf_counter() - started
            print(f"{pool} {mode}: {again} positions searched again, {seconds:.0f} s", flush=True)
    OUT.write_bytes(Book(universes).to_json())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--only", choices=sorted(POOLS), help="make one pool's universes, keeping the book's others"
    )
    parser.add_argument("--mend", action="store_true", help="only what names an unadvised word")
    args = parser.parse_args()
    if args.mend:
        mend()
        return
    pools = [args.only] if args.only else sorted(POOLS)
    universes = dict(Book().universes if args.only is None else bundled_book().universes)
    listed: dict[tuple[str, bool], list[str]] = {}  # each pool's openers per mode
    for pool in pools:
        solver = Solver(answer_pool(pool), book=Book(), lines={})  # searches nothing here
        for hard in (True, False):
            universes.pop(solver.book_key(hard), None)  # this run's start empty
            listed[pool, hard] = covered_openers(solver.answers, solver.guesses, hard)
    # the bot's own openers first, the heavier mode first: the book is written after each
    # opener, so a run cut short still serves the likeliest games
    longest = max(len(found) for found in listed.values())
    tasks = [
        (pool, hard, listed[pool, hard][rank])
        for pool in pools
        for rank in range(longest)
        for hard in (True, False)
        if rank < len(listed[pool, hard])
    ]
    with ProcessPoolExecutor(2) as workers:  # one opener per core
        for done in as_completed([workers.submit(entries, *task) for task in tasks]):
            key, policy, opener, found = done.result()
            universe = universes.setdefault(key, {"policy": policy, "openers": {}})
            universe["openers"][opener] = found
            OUT.write_bytes(Book(universes).to_json())
    print(f"wrote {OUT} ({OUT.stat().st_size:,} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
