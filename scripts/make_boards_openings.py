"""Write solver/data/boards_openings.json: each multi-board game's first guess (Dordle to
Sedecordle) over the answer pools the bot ships (``nyt``, ``original``), searched as a
request that finds none kept would search it (solver/boards/openings.py).  So a first
start and a first game search nothing, and a reader can check what the bot opens with.

    python scripts/make_boards_openings.py

Run it again after a change to the lists, to what the advice may name (the key holds a
digest of both: an entry that no longer matches is never read) or to the multi-board
search; tests/solver/boards/test_openings.py checks that the file is what the search finds.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from solver.boards.advice import BoardsAdvisor
from solver.boards.openings import as_words, opening_key, search_opening
from solver.engine.core import Solver
from solver.game.variants import VARIANTS
from solver.lists.wordlists import answer_pool

OUT = Path(__file__).resolve().parents[1] / "solver" / "data" / "boards_openings.json"
POOLS = ("nyt", "original")


def main() -> None:
    openings: dict[str, dict] = {}
    for pool in POOLS:
        solver = Solver(answer_pool(pool))
        policy = BoardsAdvisor(solver).policy
        every = np.arange(len(solver.answers))
        for kind in VARIANTS.values():
            if kind.boards == 1:
                continue
            key = opening_key(solver, kind.boards, kind.rows)
            found = search_opening(policy, [every] * kind.boards, kind.rows)
            openings[key] = {"game": kind.name, "pool": pool, **as_words(solver, found)}
            print(key, kind.name, pool, openings[key]["ranked"][0], flush=True)
    note = "made by scripts/make_boards_openings.py: read by solver/boards/openings.py"
    OUT.write_text(json.dumps({"note": note, "openings": openings}, indent=1) + "\n")


if __name__ == "__main__":
    main()
