"""Player stats from pasted shares: streaks, guess distribution, a fair leaderboard; for
Wordle and, each apart, for the multi-board games.

Wordle's puzzle numbers are days: puzzle 0 was 2021-06-19.  A streak is a run of
consecutive puzzle numbers won; the current one ends at the player's latest puzzle (a loss
there, or a gap before it, breaks it).  A multi-board game is won when every board is.

The leaderboard ranks by each game's cost (Wordle: its guesses, a loss counting as 7; a
multi-board game: its score as the games count it, every board's guesses added, a missed
board counting one more than the rows) read against how hard each puzzle was for those
who played it (``_ranking``).  Lower is better.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from bot.shares._ranking import Played, Rating, fit
from solver import WORDLE, puzzle_on

LOSS = WORDLE.miss_cost  # what a lost Wordle counts for, in guesses
DAY_SECONDS = 86_400
WEEK = 7
PERIOD_DAYS = {"week": WEEK, "month": 30, "all": None}
BAR_WIDTH = 20


def first_puzzle(period: str, today: date) -> int:
    """The oldest puzzle a leaderboard period counts (a week: today's and the 6 before)."""
    days = PERIOD_DAYS[period]
    return 0 if days is None else puzzle_on(today) - days + 1


def first_moment(period: str, now: float) -> float:
    """The oldest share a period counts, by when it was posted (games numbered otherwise)."""
    days = PERIOD_DAYS[period]
    return 0.0 if days is None else now - days * DAY_SECONDS


@dataclass(frozen=True)
class PlayerStats:
    games: int
    wins: int
    distribution: dict[int, int]  # guesses -> games won in that many
    current_streak: int
    best_streak: int
    # every game as (puzzle, guesses; None for a loss): what the picture draws, from the
    # same results the text counts
    played: tuple[tuple[int, int | None], ...] = ()

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def streaks(results: Sequence[Played]) -> tuple[int, int]:
    """(current, best) runs of consecutive puzzles won, leaving out late plays of old
    puzzles (the Wordle Archive's: they neither make nor break a streak)."""
    best = run = 0
    previous: int | None = None
    for r in sorted((r for r in results if not r.archive), key=lambda r: r.puzzle):
        won = r.result is not None
        run = (run + 1 if previous == r.puzzle - 1 else 1) if won else 0
        best = max(best, run)
        previous = r.puzzle
    return run, best


def player_stats(results: Sequence[Played]) -> PlayerStats:
    won = [r.result for r in results if r.result is not None]
    current, best = streaks(results)
    played = tuple((r.puzzle, r.result) for r in results)
    return PlayerStats(len(results), len(won), dict(Counter(won)), current, best, played)


def bar_chart(distribution: dict[int, int], rows: int = 6) -> list[str]:
    """One line per guess count, bars scaled to the most common (the NYT's own chart)."""
    top = max(distribution.values(), default=0)
    lines = []
    for guesses in range(1, rows + 1):
        n = distribution.get(guesses, 0)
        bar = "█" * (round(BAR_WIDTH * n / top) if top else 0)
        lines.append(f"{guesses} {bar or '▏'} {n}")
    return lines


def leaderboard(results: Sequence[Played], boards: int = 1, top: int = 10) -> list[Rating]:
    """The board's first ``top``, best first, for a game of ``boards`` boards (a game's
    cost, every board's guesses added, strays by about a guess a board)."""
    return fit(results, usual_noise=math.sqrt(boards)).ratings[:top]
