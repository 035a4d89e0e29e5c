"""Write docs/pictures/: one of each picture the bot attaches, for README.

The board of a game solved in four (CRANE, SLOTH, PIOUS, then the answer), a player's
stats over a month of puzzles, and that game's analysis, drawn as the bot draws them.
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
from solver import Guess, Solver, score
from solver.analysis.turns import analyse

OUT = Path(__file__).resolve().parents[1] / "docs" / "pictures"
ANSWER, PLAYED = "moist", ("crane", "sloth", "pious", "moist")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    rows = [(w, score(w, ANSWER)) for w in PLAYED]
    rng = random.Random(3)
    results = [(1600 + p, rng.choice([3, 3, 4, 4, 4, 5, 6, None])) for p in range(30)]
    distribution = {k: sum(r == k for _, r in results) for k in range(1, 7)}
    review = analyse(Solver(), [Guess(w, p) for w, p in rows])
    turns = [TurnLeft(t.word, t.before, t.after, t.best_expected_after) for t in review.turns]
    for name, picture in (
        ("board", board_picture([rows], 6)),
        ("board-high-contrast", board_picture([rows], 6, HIGH_CONTRAST)),
        ("stats", stats_picture(distribution, 6, results)),
        ("analysis", analysis_picture(turns)),
    ):
        (OUT / f"{name}.png").write_bytes(picture.data)
        print(f"{name}.png: {len(picture.data):,} bytes — {picture.description}")


if __name__ == "__main__":
    main()
