"""``python -m solver``: what is left, what is known, what to play, why a word is out."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from solver.engine import LIKELY, Solver
from solver.feedback import FeedbackError, parse_guess
from solver.knowledge import Guess
from solver.wordlists import WordListError, load_words

SHOWN_WORDS = 60


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m solver",
        description="Wordle solver: give the guesses played with their feedback.",
        epilog="Guess notations: CHEST=c.E.. (UPPER green, lower yellow, . grey), "
        "CAVES=20012 or 'caves 20012' (2 green, 1 yellow, 0 grey), "
        "'CRANE 🟩⬛⬛🟨⬛' (any palette), 'crane gybbg'.",
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
    parser.add_argument("--answers", metavar="FILE", help="answer list (default: likely answers)")
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
            raise FeedbackError(f"guess {len(history) + 1}: {exc}") from None
        history.append(Guess(word, pattern))
        i += 1
    return history


def report(solver: Solver, history: list[Guess], explain: list[str], top: int, hard: bool) -> dict:
    cands = solver.candidates(history)
    result: dict = {
        "count": len(cands),
        "pool": cands.pool,
        "likely": cands.likely,
        "possible": cands.possible,
        "candidates": list(cands.words),
        "knowledge": solver.knowledge(history).to_json(),
        "suggestions": [s.to_json() for s in solver.suggest(history, top, hard, cands)],
        "conflicts": [str(history[i]) for i in solver.conflicts(history)] if not cands else [],
    }
    if explain:
        result["explanations"] = {w.lower(): solver.explain(history, w).to_json() for w in explain}
    return result


def render(result: dict, hard: bool) -> str:
    lines = [f"Known: {result['knowledge']['summary']}"]
    words = result["candidates"]
    if result["conflicts"]:
        lines.append(
            "No word fits. These lines cannot all be true (a typo?): "
            + ", ".join(result["conflicts"])
        )
    elif result["pool"] == LIKELY:
        extra = result["possible"] - result["likely"]
        lines.append(
            f"{result['likely']} likely answer{'s' * (result['likely'] != 1)} left"
            + (f" (+{extra} less likely valid words)" if extra else "")
            + ":"
        )
    else:
        lines.append(
            f"No likely answer fits; {len(words)} valid word{'s' * (len(words) != 1)} still do:"
        )
    if words:
        shown = " ".join(w.upper() for w in words[:SHOWN_WORDS])
        more = f" … and {len(words) - SHOWN_WORDS} more" if len(words) > SHOWN_WORDS else ""
        lines.append(f"  {shown}{more}")
    if result["suggestions"]:
        lines.append("Best next guesses" + (" (hard mode)" if hard else "") + ":")
        for n, s in enumerate(result["suggestions"], 1):
            star = " *" if s["could_be_answer"] else ""
            lines.append(
                f"  {n}. {s['word'].upper()}{star}  {s['expected_guesses']:.3f} guesses to "
                f"finish, {s['expected_left']:.2f} left on average — {s['reason']}"
            )
        lines.append("  (* could be the answer)")
    for word, ex in result.get("explanations", {}).items():
        verdict = "still possible" if ex["possible"] else "ruled out"
        lines.append(f"{word.upper()}: {verdict}" + (f" ({ex['note']})" if ex.get("note") else ""))
        lines.extend(f"  - {r}" for r in ex["reasons"])
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["bench"]:
        from solver import bench

        return bench.main(argv[1:])
    args = build_parser().parse_args(argv)
    try:
        answer_list = load_words(args.answers) if args.answers else None
        guess_list = load_words(args.guess_file) if args.guess_file else None
        solver = Solver(answer_list, guess_list)
        history = read_history(args.guesses)
        solver.check_lengths(history)
    except (FeedbackError, WordListError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    result = report(solver, history, args.explain, max(0, args.top), args.hard)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(render(result, args.hard))
    return 0
