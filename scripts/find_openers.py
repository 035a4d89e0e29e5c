"""Write solver/data/openers.json: the best openers, found by playing the whole benchmark.

For each universe (answer list, guess list, mode: the original answers with either guess
list, the NYT's with today's guesses) the screen's best ``--candidates``
openers each play every answer with the policy; the ones with the fewest total guesses win.
    python scripts/find_openers.py [--candidates 12] [--words en4 en6 …] [--workers N]
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from solver.bench import make_strategy, play_all
from solver.game.variants import WORDS
from solver.lists.wordlists import WordList, allowed, answers, lists_of, original, valid
from solver.search.openers import opener_key
from solver.search.strategy import ROWS

OUT = Path(__file__).resolve().parents[1] / "solver" / "data" / "openers.json"


def best_openers(
    answer_list: WordList, guess_list: WordList, hard: bool, candidates: int
) -> list[dict]:
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
    parser.add_argument(
        "--only",
        choices=("original", "nyt"),
        help="find one pool's openers (with today's guesses), keeping the file's others",
    )
    parser.add_argument(
        "--words",
        nargs="+",
        choices=sorted(WORDS),
        help="find these words' openers instead (solver/game/variants.py), keeping the others",
    )
    parser.add_argument("--workers", type=int, default=2, help="universes searched at once")
    args = parser.parse_args()
    pairs = [(original(), allowed()), (original(), valid()), (answers(), valid())]
    if args.words:
        pairs = [lists_of(WORDS[name]) for name in args.words]
    keep = args.only is not None or args.words
    result = json.loads(OUT.read_text())["openers"] if keep else {}
    wanted = [
        (answer_list, guess_list, hard, args.candidates)
        for answer_list, guess_list in pairs
        if args.words or args.only in (None, "nyt" if answer_list.name == "nyt" else "original")
        for hard in (False, True)
    ]
    with ProcessPoolExecutor(args.workers) as pool:
        for (answer_list, guess_list, hard, _), found in zip(
            wanted, pool.map(best_openers, *zip(*wanted, strict=True)), strict=True
        ):
            result[opener_key(answer_list, guess_list, hard)] = found[:5]
    OUT.write_text(
        json.dumps({"note": "made by scripts/find_openers.py", "openers": result}, indent=1)
    )


if __name__ == "__main__":
    main()
