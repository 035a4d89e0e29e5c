"""Run the parser over the real corpus and say which items it reads as their hand label says.

``python tests/data/real/check.py [--verbose]`` prints a count per expected kind and, for each
item read otherwise, its id, first line, the label and what the parser returned.  The labels in
texts.jsonl come from reading each text (or from its source's own expected values), never from
this parser; this script only compares.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

CORPUS = Path(__file__).with_name("texts.jsonl")


def items() -> list[dict]:
    """The corpus, one labelled text per line."""
    return [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line]


def as_read(parsed: dict) -> dict:
    """What the parser's answer says, in the corpus's label form (``expect``)."""
    if parsed["kind"] == "none":
        return {"kind": "chat"}
    if parsed["kind"] == "guesses":
        return {
            "kind": "guesses",
            "guesses": [{"word": g["word"], "feedback": g["feedback"]} for g in parsed["guesses"]],
        }
    if parsed["kind"] == "share" and parsed["shares"]:
        first = parsed["shares"][0]
        if "game" in first:
            return {"kind": "boards", **first}
        read = {"kind": "share", **{k: first[k] for k in ("puzzle", "result", "hard", "rows")}}
        if first.get("words") is not None:
            read["words"] = first["words"]
        return read
    return {"kind": parsed["kind"], "error": parsed.get("error")}


def agrees(expect: dict, read: dict) -> bool:
    """The label and the reading agree; a label without ``words`` says nothing of them."""
    if expect["kind"] != read["kind"]:
        return False
    if expect["kind"] == "share" and "words" not in expect:
        read = {k: v for k, v in read.items() if k != "words"}
    return expect == read


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--verbose", action="store_true", help="show the parser's answer for misses")
    args = ap.parse_args()
    from bot.lanes import Engines
    from bot.ops.config import Config
    from bot.parsing import parse_message

    engines = Engines(Config.load().solver())
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    misses = []
    for item in items():
        kind = item["expect"]["kind"]
        total[kind] += 1
        read = as_read(parse_message(item["text"], engines.solver(), engines.of_length).to_json())
        if agrees(item["expect"], read):
            right[kind] += 1
        else:
            misses.append((item, read))
    for kind in sorted(total):
        print(f"{kind:8} {right[kind]:4} / {total[kind]:4} read right")
    print(f"{'all':8} {sum(right.values()):4} / {sum(total.values()):4}")
    for item, read in misses:
        first = item["text"].replace("\r", "\\r").split("\n")[0][:70]
        print(f"- {item['id']}: {first!r}")
        if args.verbose:
            print(f"    expect {json.dumps(item['expect'], ensure_ascii=False)}")
            print(f"    read   {json.dumps(read, ensure_ascii=False)[:300]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
