"""Write docs/pictures/: one of each picture the bot attaches, for README.

The board of a game solved in four (CRANE, SLOTH, PIOUS, then the answer), in both
palettes; a Quordle and a Sedecordle under way; a player's stats over a month of puzzles,
their history and a head to head; and the first game's analysis, drawn as the bot draws them.
    python scripts/make_pictures.py
"""

from __future__ import annotations

import random
from pathlib import Path

from bot.pictures import (
    HIGH_CONTRAST,
    TurnLeft,
    analysis_picture,
    board_picture,
    stats_picture,
)
from bot.pictures.trends import compare_picture, history_picture
from bot.shares._trends import WINDOW, rolling
from solver import Guess, Solver, score
from solver.analysis.turns import analyse
from solver.lists.wordlists import answers

OUT = Path(__file__).resolve().parents[1] / "docs" / "pictures"
ANSWER, PLAYED = "moist", ("crane", "sloth", "pious", "moist")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rows = [(w, score(w, ANSWER)) for w in PLAYED]
    rng = random.Random(3)
    results = [(1600 + p, rng.choice([3, 3, 4, 4, 4, 5, 6, None])) for p in range(30)]
    distribution = {k: sum(r == k for _, r in results) for k in range(1, 7)}
    review = analyse(Solver(), [Guess(w, p) for w, p in rows])
    turns = [
        TurnLeft(t.word, t.before, t.after, t.best_expected_after, t.expected_after)
        for t in review.turns
    ]
    costs = [7 if r is None else r for _, r in results]
    duel = [(p, 7 if r is None else r, rng.choice([3, 3, 4, 5, 6])) for p, r in results[-24:]]
    words = answers().words
    secrets = rng.sample(words, 16)
    guesses = [*rng.sample(words, 6), secrets[2], *rng.sample(words, 3), secrets[9]]
    quordle = [_played(guesses[:7], s) for s in secrets[:4]]
    sedecordle = [_played(guesses, s) for s in secrets]
    for name, picture in (
        ("board", board_picture([rows], 6)),
        ("board-high-contrast", board_picture([rows], 6, HIGH_CONTRAST)),
        ("board-quordle", board_picture(quordle, 9)),
        ("board-sedecordle", board_picture(sedecordle, 21)),
        ("stats", stats_picture(distribution, 6, results)),
        ("history", history_picture(results, rolling(costs), 6, WINDOW)),
        ("compare", compare_picture(("alice", "bob"), duel)),
        ("analysis", analysis_picture(turns)),
    ):
        (OUT / f"{name}.png").write_bytes(picture.data)
        print(f"{name}.png: {len(picture.data):,} bytes — {picture.description}")


def _played(guesses: list[str], secret: str) -> list[tuple[str, tuple[int, ...]]]:
    """A board's rows: the guesses up to the one that solved it, if any did."""
    rows = []
    for word in guesses:
        rows.append((word, score(word, secret)))
        if word == secret:
            break
    return rows


if __name__ == "__main__":
    main()
