"""Write tests/solver/search/fewest_losses.json: for each opener the bot covers in hard
mode over the default pool, the fewest games any plan from it loses, as ``python -m solver
bench --hard --losses --opener W`` proves them (solver/bench/losses.py), one opener per
core at a time.  The slow test in tests/solver/search/test_lines.py holds the advice to
them; docs/benchmarks.md reports them.
    python scripts/find_fewest_losses.py [--workers N]
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from solver.bench.losses import run
from solver.lists.wordlists import DEFAULT_POOL, answer_pool, valid
from solver.search.losses import PROOF_WORK
from solver.search.openers import covered_openers

OUT = Path(__file__).resolve().parents[1] / "tests" / "solver" / "search" / "fewest_losses.json"


def proven(opener: str) -> dict:
    return run(answer_pool(DEFAULT_POOL), valid(), opener, PROOF_WORK).to_json()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2, help="openers searched at once")
    args = parser.parse_args()
    openers = covered_openers(answer_pool(DEFAULT_POOL), valid(), True)
    found = {}
    with ProcessPoolExecutor(args.workers) as workers:
        for opener, result in zip(openers, workers.map(proven, openers), strict=True):
            print(f"{opener}: {result['at_least']}..{result['fewest']}", file=sys.stderr)
            found[opener] = result
    OUT.write_text(json.dumps(found, indent=1) + "\n")


if __name__ == "__main__":
    main()
