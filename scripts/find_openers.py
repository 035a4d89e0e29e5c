"""Write solver/data/openers.json: the best openers, found by playing the whole benchmark.

For each universe (answer list, guess list, mode) the screen's best ``--candidates``
openers each play every answer with the policy; the ones with the fewest total guesses win.
    python scripts/find_openers.py [--candidates 12]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from solver.bench import make_strategy, play_all
from solver.lists.wordlists import allowed, answers, valid
from solver.search.openers import opener_key
from solver.search.strategy import ROWS

OUT = Path(__file__).resolve().parents[1] / "solver" / "data" / "openers.json"


def best_openers(answer_list, guess_list, hard: bool, candidates: int) -> list[dict]:
    strategy, playing = make_strategy(answer_list, guess_list, hard)
    words = playing.words
    root = np.arange(len(answer_list))
    guesses, est, _ = strategy.screen(root, None, ROWS)
    found = []
    for k in np.argsort(est, kind="stable")[:candidates]:
        hist, _ = play_all(strategy, int(guesses[k]), root)
        total = sum(t * n for t, n in hist.items())
        lost = sum(n for t, n in hist.items() if t > ROWS)
        found.append(
            {"word": words[guesses[k]], "value": round(total / len(root), 4), "lost": lost}
        )
        print(f"{'hard' if hard else 'normal'} {found[-1]}", flush=True)
    return sorted(found, key=lambda f: (f["lost"], f["value"], f["word"]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--candidates", type=int, default=12)
    args = parser.parse_args()
    result = {}
    for guess_list in (allowed(), valid()):
        for hard in (False, True):
            key = opener_key(answers(), guess_list, hard)
            result[key] = best_openers(answers(), guess_list, hard, args.candidates)[:5]
    OUT.write_text(
        json.dumps({"note": "made by scripts/find_openers.py", "openers": result}, indent=1)
    )


if __name__ == "__main__":
    main()
