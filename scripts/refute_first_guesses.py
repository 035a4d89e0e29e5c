"""Prove that no hard-mode plan saves every word of a group an opener leaves, first guess
by first guess, learning cores as it goes (solver/search/cores.py).

Each round tries every first guess still open within a cap of work per group it leaves,
the cap ten times the last round's; a guess refuted names its core.  Progress is written
to docs/proofs/OPENER-COLOURS.json as it is made, and a run takes up where the file left
off, so a proof may span several runs.  When every legal first guess is refuted, the
group's "at least" in solver/data/fewest.json becomes one word, and its fewest is proven
where the best plan known loses one.  A first guess found to lose nothing ends the run:
give it to scripts/find_fewest_losses.py's file instead.
    python scripts/refute_first_guesses.py OPENER COLOURS [--seconds S] [--cores-from FILE ...]
    python -m pytest -q -m slow tests/solver/search/test_cores.py   # check every certificate
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

from solver.bench.losses import opener_groups, recount
from solver.bench.policy import make_strategy
from solver.game.feedback import encode, from_colours
from solver.game.variants import ROWS
from solver.lists.scoring import group_sizes
from solver.lists.wordlists import DEFAULT_POOL, answer_pool, valid
from solver.search.cores import Refuter
from solver.search.openers import opener_key

ROOT = Path(__file__).resolve().parents[1]
PROOFS = ROOT / "docs" / "proofs"
FEWEST = ROOT / "solver" / "data" / "fewest.json"
FIRST_CAP = 3e6  # words split per group a first guess leaves, in the first round
SAVE_EVERY = 60.0  # seconds between writes of the certificate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("opener")
    parser.add_argument("colours", help="the group's feedback, e.g. YBBBY")
    parser.add_argument("--seconds", type=float, default=3600)
    parser.add_argument("--out", type=Path, help="the certificate (default: docs/proofs/)")
    parser.add_argument(
        "--cores-from", nargs="*", default=[], help="other groups' certificates to take cores from"
    )
    args = parser.parse_args()
    opener, colours = args.opener.lower(), args.colours.upper()
    answers = answer_pool(DEFAULT_POOL)
    strategy, words = make_strategy(answers, valid(), hard=True)
    key = opener_key(answers, valid(), True)

    def refuter_of(opener: str, colours: str) -> Refuter:
        wanted = encode(from_colours(colours))
        groups = opener_groups(strategy, words, opener)
        found = next(((part, legal) for code, part, legal in groups if code == wanted), None)
        if found is None or found[1] is None:
            parser.error(f"{colours} after {opener.upper()} leaves fewer words than rows")
        return Refuter(strategy, found[0], found[1], ROWS - 1)

    def certificate(path: Path) -> dict:
        data = json.loads(path.read_text())
        if data["lists"] != key:
            parser.error(f"{path} was made over other lists")
        return data

    refuter = refuter_of(opener, colours)
    here, legal = refuter.answers, refuter.legal
    out = args.out or PROOFS / f"{opener}-{colours}.json"
    head = {"opener": opener.upper(), "colours": colours, "lists": key, "rows": ROWS - 1}
    refuted, spent, cap = {}, 0.0, FIRST_CAP
    if out.exists():
        known = certificate(out)
        refuted = refuter.read(known, words.index)
        spent, cap = known["seconds"], known["cap"]
    for path in map(Path, args.cores_from):
        data = certificate(path)
        other = refuter_of(data["opener"].lower(), data["colours"])
        other.read(data, words.index)
        print(f"{refuter.adopt(other)} cores taken from {path.name}")
    every = np.flatnonzero(legal)
    size = group_sizes(strategy.table[here[:, None], every], strategy.green + 1)
    # the smallest groups a word expects first, as the trap check tries them
    ordered = every[np.lexsort((size.max(axis=0), size.sum(axis=0)))].tolist()
    still_open = [g for g in ordered if g not in refuted]
    print(f"{len(here)} words, {len(every)} legal first guesses, {len(still_open)} open")
    started = saved = time.perf_counter()

    def save(plan: str | None = None) -> None:
        seconds = spent + time.perf_counter() - started
        pending = [g for g in still_open if g not in refuted]
        body = refuter.to_json(refuted, pending)
        claim = "open" if pending else "no plan loses nothing"
        data = {**head, "claim": plan or claim, "seconds": round(seconds), "cap": cap, **body}
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(dumped(data))

    while still_open:
        left = []
        for at, guess in enumerate(still_open):
            if time.perf_counter() - started > args.seconds:
                left += still_open[at:]
                break
            core = refuter.refute(guess, cap)
            if core == -1:
                print(f"a plan losing nothing: {words.words[guess].upper()} first")
                save(f"a plan loses nothing: {words.words[guess].upper()} first")
                return
            if core is None:
                left.append(guess)
            else:
                refuted[guess] = core
            if time.perf_counter() - saved > SAVE_EVERY:
                saved = time.perf_counter()
                save()
        else:
            cap *= 10
        still_open = left
        elapsed = spent + time.perf_counter() - started
        cores = len(refuter.below)
        print(f"{len(refuted)} refuted by {cores} cores, {len(left)} open, {elapsed:.0f} s")
        save()
        if time.perf_counter() - started > args.seconds:
            return
    record(opener, colours)
    print("every first guess refuted: no plan loses nothing")


def dumped(certificate: dict) -> str:
    """A certificate as JSON, a core a line: hundreds of kilobytes a reader can still
    scan and a diff can show."""
    items = []
    for key, value in certificate.items():
        if key == "cores":
            by_rows = [
                f'  "{rows}": [\n' + ",\n".join("   " + json.dumps(c) for c in found) + "\n  ]"
                for rows, found in value.items()
            ]
            items.append(' "cores": {\n' + ",\n".join(by_rows) + "\n }")
        else:
            items.append(f" {json.dumps(key)}: {json.dumps(value)}")
    return "{\n" + ",\n".join(items) + "\n}\n"


def record(opener: str, colours: str) -> None:
    """A group refuted in full loses at least a word: so says solver/data/fewest.json."""
    data = json.loads(FEWEST.read_text())
    key = opener_key(answer_pool(DEFAULT_POOL), valid(), True)
    proof = data["proofs"][key][opener]
    group = next(g for g in proof["groups"] if g["colours"] == colours)
    group["at_least"] = max(group["at_least"], 1)
    if group.get("loses") == group["at_least"]:
        group["fewest"] = group["loses"]
    data["proofs"][key][opener] = recount(proof)
    FEWEST.write_text(json.dumps(data, indent=1) + "\n")


if __name__ == "__main__":
    main()
