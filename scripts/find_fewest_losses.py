"""Write solver/data/fewest.json: for each opener the bot covers in hard mode over the
default pool, the fewest games any plan from it loses, group by group, with each proven
group's first guess, as ``python -m solver bench --hard --losses --opener W`` proves them
(solver/bench/losses.py), one opener per core at a time.  The trees' build takes them as
given (scripts/make_trees.py); the slow test in tests/solver/search/test_lines.py holds
the advice to them; docs/benchmarks.md reports them.

A proof here has no budget of work, only ``--seconds`` per group: what it proves is
true however long it took, and what a slower machine leaves unproven stays as it was.
Where the opener's bundled tree plays a group, the proof starts from its plan and looks
only for one that loses fewer (alex1770's branch and bound, the tree as the incumbent).
Groups already proven in the file, with a plan's first guess, are kept; others are
searched again.
    python scripts/find_fewest_losses.py [--workers N] [--seconds S] [--opener W ...]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from pathlib import Path

from solver.bench.losses import LossesResult, known_plan, recount, run
from solver.lists.wordlists import DEFAULT_POOL, WordList, answer_pool, valid
from solver.search.lines import TREES, plans_after_opener, read_tree, tree_name
from solver.search.openers import cached_openers, covered_openers, opener_key

OUT = Path(__file__).resolve().parents[1] / "solver" / "data" / "fewest.json"
ABOUT = (
    "Hard mode, per opener: the fewest games any plan loses, group by group (five rows "
    "left), proven by scripts/find_fewest_losses.py; 'first' starts the best plan known, "
    "which loses 'loses' (the fewest where proven)."
)


def proven(opener: str, seconds: float, known: dict | None) -> dict:
    done = known["groups"] if known else []
    skip = {g["colours"] for g in done if g["fewest"] is not None and g.get("first")}
    answers = answer_pool(DEFAULT_POOL)
    plans = tree_plans(answers, opener)
    found = run(answers, valid(), opener, math.inf, seconds, skip, plans)
    return merged(found, known, skip)


def tree_plans(answers: WordList, opener: str) -> dict[str, tuple[int, str]]:
    """The plan the bundled hard tree from ``opener`` plays in each group it leaves: the
    words it loses there and its first guess (a proof then only looks for one losing
    fewer: the plan's losses bound the search from the start)."""
    own = cached_openers(answers, valid(), True) or [{"word": None}]
    name = tree_name(DEFAULT_POOL, True, None if own[0]["word"] == opener else opener)
    try:
        _, games = read_tree(resources.files("solver").joinpath(TREES, name).read_bytes())
    except FileNotFoundError:
        return {}
    return plans_after_opener(games)


def _loses(group: dict) -> float:
    """What the group's best plan known loses (none known: no bound)."""
    known = known_plan(group)
    return math.inf if known is None else known[0]


def merged(found: LossesResult, known: dict | None, skip: set[str]) -> dict:
    """``found``, with the groups it skipped as ``known`` proved them, totals recounted
    (this run's ``seconds`` are its own; a group it does not list lost nothing)."""
    groups = {g["colours"]: g for g in found.to_json()["groups"]}
    for g in known["groups"] if known else []:
        if g["colours"] in skip:
            groups[g["colours"]] = g
        elif g["colours"] in groups:  # what was proven before stays proven
            again = groups[g["colours"]]
            again["at_least"] = max(g["at_least"], again["at_least"])
            if again["fewest"] is None and _loses(g) < _loses(again):  # and a plan found
                again["first"], again["loses"] = g["first"], _loses(g)
    listed = sorted(groups.values(), key=lambda g: g["colours"])
    return recount({**found.to_json(), "groups": listed})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2, help="openers searched at once")
    parser.add_argument("--seconds", type=float, default=600, help="time per group")
    parser.add_argument("--opener", nargs="*", help="these openers alone (default: all)")
    args = parser.parse_args()
    answers = answer_pool(DEFAULT_POOL)
    key = opener_key(answers, valid(), True)
    table = _read()["proofs"].get(key, {})
    openers = args.opener or covered_openers(answers, valid(), True)
    with ProcessPoolExecutor(args.workers) as workers:
        jobs = [(o, args.seconds, table.get(o)) for o in openers]
        for opener, result in zip(openers, workers.map(proven, *zip(*jobs)), strict=True):
            print(f"{opener}: {result['at_least']}..{result['fewest']}", file=sys.stderr)
            data = _read()  # as it is now: another run may have written other openers since
            data["about"] = ABOUT
            data["proofs"].setdefault(key, {})[opener] = result
            OUT.write_text(json.dumps(data, indent=1) + "\n")


def _read() -> dict:
    return json.loads(OUT.read_text()) if OUT.exists() else {"about": ABOUT, "proofs": {}}


if __name__ == "__main__":
    main()
