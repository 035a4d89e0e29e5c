"""``python -m bot [parse | bench …]``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence


def parse_command(stdin_text: str) -> dict:
    """What the bot understood of one message, for 'why didn't it react to my paste?'."""
    from bot.parsing import parse_message
    from solver import Solver

    return parse_message(stdin_text, Solver()).to_json()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="wordle-huddle")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("parse", help="read one message on stdin, print what the bot understood")
    bench = sub.add_parser("bench", help="measure the parser")
    bench.add_argument("what", choices=["parse"])
    bench.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "parse":
        print(json.dumps(parse_command(sys.stdin.read()), ensure_ascii=False))
        return 0
    if args.command == "bench":
        from bot.bench import bench_parse

        return bench_parse(as_json=args.json)
    parser.print_help()
    return 2


if __name__ == "__main__":
    sys.exit(main())
