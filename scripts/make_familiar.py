"""Write solver/data/familiar.json.gz: what familiar advice weighs at the bundled trees'
positions, so a cold request there reads it (solver/engine/familiar.py, ``Settled``).

On the bundled trees of the bot's default words (the NYT's answers, today's guesses), both
modes, the bot's own line and the play after each opener players favour: every position
with at least ``SETTLED_FROM`` likely answers left whose exact pick is a word few players
know.  There a request would value the familiar guesses by their groups' searches (a
cold /hint's slowest work, with many words left or a few: docs/benchmarks.md); here each
is valued once, with no deadline, as
a request would (``Solver.familiar_values``; in hard mode every close familiar word's
proof, with more work than a request can afford), under the solver's policy and the rule's
constants (a file made under others is not read).  Make it again after the trees, the
search's limits or the rule change.
    python scripts/make_familiar.py
"""

from __future__ import annotations

import gzip
import json
import sys
import time
from importlib import resources
from pathlib import Path

from solver import Guess, Solver
from solver.engine.familiar import (
    RULE,
    SETTLED_FILE,
    SETTLED_FROM,
    SETTLED_PROOF_WORK,
    played_key,
)
from solver.engine.limits import ADVICE_LIMITS
from solver.game.feedback import from_colours
from solver.search.lines import TREES, Line, Position, read_tree

OUT = Path(__file__).resolve().parents[1] / "solver" / SETTLED_FILE


def positions(line: Line) -> list[tuple[Position, str, int]]:
    """Every position of a universe's trees (its own line's and its players' openers'),
    with the tree's pick and the likely answers that reach it."""
    lines = [line]
    for name in line.after.values():
        _, games = read_tree(resources.files("solver").joinpath(TREES, name).read_bytes())
        lines.append(Line.parse(games))
    return [(here, word, count) for one in lines for here, (word, _, count) in one.plays.items()]


def settle(solver: Solver, hard: bool) -> dict[str, dict]:
    """The settled positions of one mode's trees."""
    line = solver.lines.get(solver.book_key(hard))
    found: dict[str, dict] = {}
    if line is None:
        return found
    for here, word, count in positions(line):
        if not here or count < SETTLED_FROM or solver.familiar(word):
            continue
        history = [Guess(w, from_colours(c)) for w, c in here]
        picks = solver.suggest(history, ADVICE_LIMITS.listed, hard)
        if not picks or solver.familiar(picks[0].word):
            continue
        listed = [(s.word, s.expected_guesses) for s in picks]
        weighed = solver.familiar_values(
            history, hard, listed, work=SETTLED_PROOF_WORK, tries=None, grades=None
        )
        found[played_key(history)] = {
            "valued": [[w, round(v, 6)] for w, v in weighed.valued],
            "safe": sorted(weighed.safe),
        }
        mode = "hard" if hard else "normal"
        print(f"{mode} {played_key(history)}: {len(found)}", file=sys.stderr)
    return found


def main() -> int:
    started = time.perf_counter()
    solver = Solver()
    universes = {
        solver.book_key(hard): {
            "policy": solver.policy,
            "rule": RULE,
            "positions": settle(solver, hard),
        }
        for hard in (False, True)
    }
    text = json.dumps({"note": "made by scripts/make_familiar.py", "universes": universes})
    OUT.write_bytes(gzip.compress(text.encode(), mtime=0))
    settled = sum(len(u["positions"]) for u in universes.values())
    print(f"{settled} positions settled in {time.perf_counter() - started:.0f} s: {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
