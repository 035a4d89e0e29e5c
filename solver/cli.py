"""``python -m solver``: what is left, what is known, what to play, why a word is out."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from solver.engine.core import Solver
from solver.filtering.results import Explanation
from solver.game.feedback import FeedbackError, Guess, parse_guess
from solver.lists.wordlists import WordListError, answer_pool, load_words
from solver.wording import note_text, problem_text, reasons_text, render, split_text


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m solver",
        description="Wordle solver: give the guesses played with their feedback.",
        epilog="Guess notations: CHEST=c.E.. (UPPER green, lower yellow, . grey), "
        "CAVES=20012 or 'caves 20012' (2 green, 1 yellow, 0 grey), "
        "'CRANE 🟩⬛⬛🟨⬛' (any palette), 'crane gybbg'.  "
        "Benchmarks: python -m solver bench --help.",
    )
    parser.add_argument("guesses", nargs="*", help="played guesses with their feedback")
    parser.add_argument(
        "--explain",
        nargs="+",
        metavar="WORD",
        default=[],
        help="say whether each WORD is still possible, and if not why",
    )
    parser.add_argument("--hard", action="store_true", help="suggest hard-mode guesses only")
    parser.add_argument("--top", type=int, default=5, metavar="N", help="suggestions to show")
    parser.add_argument(
        "--answers",
        metavar="POOL",
        default="nyt",
        help="the likely answers: nyt (the NYT's list, the default), original (the 2,315 of "
        "2021) or a file of words",
    )
    parser.add_argument(
        "--guesses",
        dest="guess_file",
        metavar="FILE",
        help="guess list (default: the 14,855 valid guesses)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def read_history(args: Sequence[str]) -> list[Guess]:
    """Each argument is a guess with its score; 'crane 20010' may also come as two arguments."""
    history: list[Guess] = []
    i = 0
    while i < len(args):
        text = args[i]
        if "=" not in text and len(text.split()) == 1 and i + 1 < len(args):
            text, i = f"{text} {args[i + 1]}", i + 1
        try:
            word, pattern = parse_guess(text)
        except FeedbackError as exc:
            raise FeedbackError("in guess", number=len(history) + 1, error=exc) from None
        history.append(Guess(word, pattern))
        i += 1
    return history


def _explained(ex: Explanation) -> dict:
    out: dict = {"possible": ex.possible, "reasons": reasons_text(ex)}
    if note_text(ex):
        out["note"] = note_text(ex)
    return out


def report(solver: Solver, history: list[Guess], explain: list[str], top: int, hard: bool) -> dict:
    cands = solver.candidates(history)
    result: dict = {
        "count": len(cands),
        "pool": cands.pool,
        "likely": cands.likely,
        "possible": cands.possible,
        "candidates": list(cands.words),
        "knowledge": solver.knowledge(history).to_json(),
        "suggestions": [
            {**s.to_json(), "reason": split_text(s.word.upper(), s.split)}
            for s in solver.suggest(history, top, hard, cands)
        ],
        "conflicts": [str(history[i]) for i in solver.conflicts(history)] if not cands else [],
    }
    if explain:
        result["explanations"] = {
            w.lower(): _explained(solver.explain(history, w)) for w in explain
        }
    return result


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if played := [w for w in args.explain if not w.isalpha()]:  # --explain took a guess
        word = next((w for w in args.explain if w.isalpha()), "WORD")
        print(
            f"error: --explain takes words, and {played[0]!r} is not one: give the guesses "
            f"first, e.g. python -m solver {played[0]} --explain {word}",
            file=sys.stderr,
        )
        return 2
    try:
        guess_list = load_words(args.guess_file) if args.guess_file else None
        answer_list = answer_pool(args.answers, guess_list)
        solver = Solver(answer_list, guess_list)
        history = read_history(args.guesses)
        solver.check_lengths(history)
    except (FeedbackError, WordListError) as exc:
        print(f"error: {problem_text(exc)}", file=sys.stderr)
        return 2
    result = report(solver, history, args.explain, max(0, args.top), args.hard)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(render(result, args.hard))
    return 0
