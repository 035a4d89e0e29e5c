"""Probe a hard-mode group after an opener for a plan that loses nothing, first guess by
first guess, each proof capped in work and the cap raised round by round.

``scripts/find_fewest_losses.py`` runs one branch and bound per group: where refuting an
early first guess costs hours, it never reaches the later ones. This probe spreads the
same proof (``FewestLosses.loses_at_most`` under one word, five rows) over every legal
first guess at each cap, so a plan that is cheap to prove is met wherever the rank puts
it, and says how many guesses each cap refuted. It proves the fewest only by finding a
plan (then give it to find_fewest_losses.py's file by hand, with the plan's first guess);
refuting every guess needs every one to finish.
    python scripts/probe_first_guesses.py OPENER COLOURS [--seconds S]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from solver.bench.losses import opener_groups
from solver.bench.policy import make_strategy
from solver.game.feedback import encode, from_colours
from solver.game.variants import ROWS
from solver.lists.scoring import group_sizes
from solver.lists.wordlists import DEFAULT_POOL, answer_pool, valid
from solver.search.losses import OutOfWork

CAPS = (3e5, 3e6, 3e7, 3e8, 3e9)  # words split per first guess, round by round


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("opener")
    parser.add_argument("colours", help="the group's feedback, e.g. YBBBY")
    parser.add_argument("--seconds", type=float, default=3600)
    args = parser.parse_args()
    strategy, words = make_strategy(answer_pool(DEFAULT_POOL), valid(), hard=True)
    groups = opener_groups(strategy, words, args.opener.lower())
    wanted = encode(from_colours(args.colours.upper()))
    found = next(((part, legal) for code, part, legal in groups if code == wanted), None)
    if found is None:
        parser.error(f"{args.colours} after {args.opener} leaves fewer words than rows")
    here, legal = found
    every = np.flatnonzero(legal) if legal is not None else strategy.all_guesses
    size = group_sizes(strategy.table[here[:, None], every], strategy.green + 1)
    # the smallest groups a word expects first, as the trap check tries them
    open_guesses = every[np.lexsort((size.max(axis=0), size.sum(axis=0)))].tolist()
    print(f"{len(here)} words, {len(open_guesses)} legal first guesses", flush=True)
    started = time.perf_counter()
    for cap in CAPS:
        still_open = []
        for tried, guess in enumerate(open_guesses):
            if time.perf_counter() - started > args.seconds:
                untried = len(open_guesses) - tried
                print(f"out of time at {cap:.0e}: {len(still_open) + untried} open")
                return
            try:
                if strategy.losses.loses_at_most(here, legal, ROWS - 1, guess, 0, cap):
                    print(f"a plan losing nothing: {words.words[guess].upper()} first")
                    return
            except OutOfWork:
                still_open.append(guess)
        elapsed = time.perf_counter() - started
        refuted = len(open_guesses) - len(still_open)
        print(f"cap {cap:.0e}: {refuted} refuted, {len(still_open)} open, {elapsed:.0f} s")
        open_guesses = still_open
        if not open_guesses:
            print("every first guess refuted: no plan loses nothing")
            return


if __name__ == "__main__":
    main()
