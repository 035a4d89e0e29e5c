"""Write solver/data/openers.json: the best openers, found by playing the whole benchmark.

For each universe (answer list, guess list, mode: the original answers with either guess
list, the NYT's with today's guesses) the screen's best ``--candidates``
openers each play every answer with the policy; the ones with the fewest total guesses win.
    python scripts/find_openers.py [--candidates 12] [--words en4 en6 …] [--workers N]

``--familiar`` values the openers players favour that are words they know (the NYT's
answers with today's guesses, both modes): the bot's advice after each, over every answer
(each has a tree: the exact search's play), for familiar advice to weigh at the opening
(solver/engine/familiarity.py); the file's other entries are kept.

``--listed`` plays again only the openers the file lists for each universe, after a change
that can only make a play worse, never better (fewer words the search may choose:
solver/lists/unadvised.py): where none got worse, no other candidate can have passed them.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from solver.bench import make_strategy, play_all
from solver.bench.walk import run
from solver.engine.core import Solver
from solver.game.variants import WORDS
from solver.lists.wordlists import WordList, allowed, answers, lists_of, original, valid
from solver.search.openers import FAVOURED, opener_key
from solver.search.strategy import ROWS

OUT = Path(__file__).resolve().parents[1] / "solver" / "data" / "openers.json"


def best_openers(
    answer_list: WordList, guess_list: WordList, hard: bool, candidates: int | list[str]
) -> list[dict]:
    """Each candidate played over every answer, best first: the screen's best
    ``candidates``, or these words."""
    strategy, playing = make_strategy(answer_list, guess_list, hard)
    words = playing.words
    root = np.arange(len(answer_list))
    if isinstance(candidates, int):
        guesses, est, _ = strategy.screen(root, None, ROWS)
        rows = [int(guesses[k]) for k in np.argsort(est, kind="stable")[:candidates]]
    else:
        rows = [playing.index[word] for word in candidates]
    found = []
    for row in rows:
        hist, _ = play_all(strategy, row, root)
        total = sum(t * n for t, n in hist.items())
        lost = sum(n for t, n in hist.items() if t > ROWS)
        found.append({"word": words[row], "value": round(total / len(root), 4), "lost": lost})
        print(f"{'hard' if hard else 'normal'} {found[-1]}", flush=True)
    return sorted(found, key=lambda f: (f["lost"], f["value"], f["word"]))


def familiar_openers(hard: bool) -> list[dict]:
    """The favoured openers that are words players know, each valued by the bot's advice
    after it over the NYT's answers (a covered opener's tree: the exact search's play),
    fewest lost then best first, as ``best_openers`` ranks."""
    solver, found = Solver(), []
    for word in FAVOURED:
        if not solver.familiar(word):
            continue
        played = run(answers(), valid(), hard, word, advice=True)
        value = round(played.total_guesses / played.games, 4)
        found.append({"word": word, "value": value, "lost": played.failures})
        print(f"{'hard' if hard else 'normal'} familiar {found[-1]}", flush=True)
    return sorted(found, key=lambda f: (f["lost"], f["value"], f["word"]))


def write_familiar() -> None:
    """``--familiar``: the NYT's familiar openers, both modes, into the file."""
    made = json.loads(OUT.read_text())
    made["familiar"] = {
        opener_key(answers(), valid(), hard): familiar_openers(hard) for hard in (False, True)
    }
    OUT.write_text(json.dumps(made, indent=1))


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
    parser.add_argument("--listed", action="store_true", help="only the openers the file lists")
    parser.add_argument("--mode", choices=("normal", "hard"), help="one mode alone")
    parser.add_argument(
        "--familiar", action="store_true", help="value the favoured openers players know"
    )
    args = parser.parse_args()
    if args.familiar:
        return write_familiar()
    pairs = [(original(), allowed()), (original(), valid()), (answers(), valid())]
    if args.words:
        pairs = [lists_of(WORDS[name]) for name in args.words]
    keep = args.only is not None or args.words or args.listed or args.mode
    result = json.loads(OUT.read_text())["openers"] if keep else {}
    modes = (False, True) if args.mode is None else (args.mode == "hard",)
    wanted = [
        (answer_list, guess_list, hard, args.candidates)
        for answer_list, guess_list in pairs
        if args.words or args.only in (None, "nyt" if answer_list.name == "nyt" else "original")
        for hard in modes
    ]
    if args.listed:
        listed = [[o["word"] for o in result[opener_key(a, g, hard)]] for a, g, hard, _ in wanted]
        wanted = [(*w[:3], words) for w, words in zip(wanted, listed, strict=True)]
    with ProcessPoolExecutor(args.workers) as pool:
        for (answer_list, guess_list, hard, _), found in zip(
            wanted, pool.map(best_openers, *zip(*wanted, strict=True)), strict=True
        ):
            result[opener_key(answer_list, guess_list, hard)] = found[:5]
    result = {key: found for key, found in result.items() if key in bundled_keys()}
    familiar = json.loads(OUT.read_text()).get("familiar", {})  # --familiar's, kept
    made = {"note": "made by scripts/find_openers.py", "openers": result, "familiar": familiar}
    OUT.write_text(json.dumps(made, indent=1))


def bundled_keys() -> set[str]:
    """The universes of the lists bundled today: a list made again (its words changed)
    leaves its old entries to no one."""
    pairs = [
        (pool, guesses) for pool in (original(), answers()) for guesses in (allowed(), valid())
    ]
    pairs += [lists_of(words) for words in WORDS.values()]
    return {opener_key(a, g, hard) for a, g in pairs for hard in (False, True)}


if __name__ == "__main__":
    main()
