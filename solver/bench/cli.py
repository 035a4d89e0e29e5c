"""``python -m solver bench``'s command line: the Wordle walk (solver/bench/walk.py) or,
with ``--boards N``, multi-board games (solver/bench/boards.py)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path

from solver.bench import boards as boardbench
from solver.bench.walk import render, run
from solver.boards.advice import HINT_SECONDS
from solver.game.variants import variant_named
from solver.lists.wordlists import (
    WordList,
    WordListError,
    allowed,
    lists_of,
    load_words,
    original,
)
from solver.wording import problem_text


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m solver bench",
        description="Play every answer with the solver's policy and report the guesses used. "
        "Default: the standard benchmark (2,315 original answers, 12,972 original guesses).",
    )
    parser.add_argument("--hard", action="store_true", help="hard mode")
    parser.add_argument("--opener", metavar="WORD", help="first guess (default: precomputed)")
    parser.add_argument("--answers", metavar="FILE", help="answer list file")
    parser.add_argument("--guesses", metavar="FILE", help="guess list file")
    parser.add_argument(
        "--limit", type=int, metavar="N", help="play N answers spread over the list"
    )
    parser.add_argument(
        "--latency",
        action="store_true",
        help="also time a cold /hint, as the bot answers it, at every position of the walk",
    )
    parser.add_argument(
        "--every-guess",
        action="store_true",
        help="the exact policy may play every guess, the words advice never names too",
    )
    parser.add_argument(
        "--tree",
        metavar="FILE",
        type=Path,
        help="write the decision tree played: one game per line, guesses and feedback (B/Y/G)",
    )
    parser.add_argument(
        "--boards",
        type=int,
        metavar="N",
        help="play multi-board games instead: 2 (Dordle), 4 (Quordle), 8 (Octordle), 16",
    )
    parser.add_argument(
        "--games", type=int, metavar="N", help="multi-board: games to play (default 1000)"
    )
    parser.add_argument(
        "--seed", type=int, default=0, metavar="S", help="multi-board: the answers' seed"
    )
    parser.add_argument(
        "--advice",
        action="store_true",
        help="play the bot's narrower search (what its advice is worth) instead of the exact one",
    )
    parser.add_argument(
        "--new-openers",
        type=int,
        metavar="N",
        help="with --advice: N openers at random (--seed) that no tree covers and the code "
        "and tests never name, each mode: advice before, the tree built (timed), advice after",
    )
    parser.add_argument(
        "--familiar",
        action="store_true",
        help="with --advice: the familiar mode's advice (a word players know leads where "
        "it is close to the best), as a server on the default /settings advice gets it",
    )
    parser.add_argument(
        "--group",
        action="store_true",
        help="a simulated group's games (favoured openers, half with a word of its own "
        "next, a third hard), played with the exact advice and with familiar advice: how "
        "often the named guess is a familiar word (--games, default 1000; --seed)",
    )
    parser.add_argument(
        "--deduce",
        action="store_true",
        help="grid deduction instead: where groups of simulated players' grids rank the answer",
    )
    parser.add_argument(
        "--detours",
        action="store_true",
        help="games where the player plays a word of their own at turn 2 or 3, then follows "
        "the advice, against the exact search from there (--games, default 2000; --seed)",
    )
    parser.add_argument(
        "--every-word",
        action="store_true",
        help="with --detours: also play every likely answer from each hard game's position "
        "after the detour, both ways, and total the words each play loses (no draw decides)",
    )
    parser.add_argument(
        "--losses",
        action="store_true",
        help="with --hard and --opener: the fewest games any plan from the opener loses, "
        "proven group by group within --work and --seconds each",
    )
    parser.add_argument(
        "--work",
        type=float,
        metavar="N",
        default=None,
        help="with --losses: the work per group (words split; default 1e9)",
    )
    parser.add_argument(
        "--seconds",
        type=float,
        metavar="S",
        default=math.inf,
        help="with --losses: the time per group (default: no limit but the work); with "
        "--boards: per decision (with --variant: the bot's /hint deadline)",
    )
    parser.add_argument(
        "--games-per-group",
        type=int,
        metavar="N",
        default=None,
        help="with --deduce: answers to simulate (default 500)",
    )
    parser.add_argument(
        "--variant",
        metavar="NAME",
        help="a bundled variant (wordle, wordle6, quordle …): its own lists, the advice played",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _bench_boards(args: argparse.Namespace, answer_list: WordList, guess_list: WordList) -> int:
    if args.hard:
        print("error: hard mode is a Wordle option; multi-board games have none", file=sys.stderr)
        return 2
    try:
        result = boardbench.run(
            answer_list,
            guess_list,
            args.boards,
            args.games or boardbench.DEFAULT_GAMES,
            args.seed,
            args.opener,
            seconds=args.seconds,
        )
    except ValueError as exc:
        print(f"error: {problem_text(exc)}", file=sys.stderr)
        return 2
    print(json.dumps(result.to_json()) if args.json else boardbench.render(result))
    return 0


def _bench_deduce(args: argparse.Namespace) -> int:
    """Grid deduction over the bot's own lists (today's NYT answers, every valid guess)."""
    from solver import Solver
    from solver.bench import deduce

    results, slowest = deduce.run(
        Solver(), args.games_per_group or deduce.DEFAULT_ANSWERS, args.seed
    )
    if args.json:
        print(json.dumps({"groups": [r.to_json() for r in results], "slowest_s": slowest}))
    else:
        print(deduce.render(results, slowest))
    return 0


def _bench_group(args: argparse.Namespace) -> int:
    """A group's games over the bot's own lists (today's NYT answers, every valid guess)."""
    from solver.bench import group

    result = group.run(args.games or group.DEFAULT_GAMES, args.seed)
    print(json.dumps(result.to_json()) if args.json else group.render(result))
    return 0


def _bench_detours(args: argparse.Namespace) -> int:
    """Detours over the bot's own lists (today's NYT answers, every valid guess)."""
    from solver.bench import detours

    result = detours.run(args.games or detours.DEFAULT_GAMES, args.seed, args.every_word)
    print(json.dumps(result.to_json()) if args.json else detours.render(result))
    return 0


def _bench_losses(args: argparse.Namespace, answer_list: WordList, guess_list: WordList) -> int:
    from solver.bench import losses
    from solver.search.losses import PROOF_WORK

    if not (args.hard and args.opener):
        print("error: --losses needs --hard and --opener WORD", file=sys.stderr)
        return 2
    if args.opener.lower() not in guess_list.index:
        print(f"error: {args.opener.upper()} is not in the guess list", file=sys.stderr)
        return 2
    work = PROOF_WORK if args.work is None else args.work
    result = losses.run(answer_list, guess_list, args.opener, work, args.seconds)
    print(json.dumps(result.to_json()) if args.json else losses.render(result))
    return 0


def _bench_new_openers(args: argparse.Namespace) -> int:
    """Openers first seen over the bot's own lists (today's NYT answers, every guess)."""
    from solver.bench import new_openers

    modes = (True,) if args.hard else (False, True)
    results = new_openers.bench(args.new_openers, args.seed, modes)
    print(json.dumps(new_openers.to_json(results)) if args.json else new_openers.render(results))
    return 0


def main(argv: Sequence[str]) -> int:
    args = build_parser().parse_args(argv)
    try:
        answer_list = load_words(args.answers) if args.answers else original()
        guess_list = load_words(args.guesses) if args.guesses else allowed()
        if args.variant:
            variant = variant_named(args.variant)
            if variant is None:
                print(f"error: no variant is called {args.variant!r}", file=sys.stderr)
                return 2
            answer_list, guess_list = lists_of(variant.words)
            args.advice, args.boards = True, variant.boards
            if variant.boards > 1 and math.isinf(args.seconds):
                args.seconds = HINT_SECONDS  # each decision as the bot's /hint makes it
        if guess_list.length != answer_list.length:
            raise WordListError("the answer and guess lists have different word lengths")
        if args.boards and args.boards > 1:
            return _bench_boards(args, answer_list, guess_list)
        if args.deduce:
            return _bench_deduce(args)
        if args.detours:
            return _bench_detours(args)
        if args.group:
            return _bench_group(args)
        if args.losses:
            return _bench_losses(args, answer_list, guess_list)
        if args.new_openers:
            return _bench_new_openers(args)
        result = run(
            answer_list,
            guess_list,
            hard=args.hard,
            opener=args.opener,
            limit=args.limit,
            latency=args.latency,
            tree_path=args.tree,
            show_progress=not args.json and sys.stderr.isatty(),
            advice=args.advice or args.familiar,
            familiar=args.familiar,
            every_guess=args.every_guess,
        )
    except WordListError as exc:
        print(f"error: {problem_text(exc)}", file=sys.stderr)
        return 2
    print(json.dumps(result.to_json()) if args.json else render(result))
    return 0
