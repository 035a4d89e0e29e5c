"""A ranking fair to the day: each result weighed by how hard its puzzle was for those who
played it, each player's rating pulled toward the middle until their results say otherwise.

The model: a game's cost (Wordle: its guesses, a loss counting as the game scores it) is
    cost = mean + skill(player) + difficulty(puzzle) + noise
Fitted by alternating estimates: a puzzle's difficulty is what its players' costs say
beyond their skills (their mean, unshrunk: a player who picks the easy days must not gain
by how few played them); a player's skill is what their costs say beyond their puzzles'
difficulties, divided by their games plus ``noise / spread`` (a ridge estimate: the
posterior mean with skills drawn around zero).  The spread of skills and the noise are
estimated from the results (expectation-maximisation), with a floor so a small server's
board never treats everyone as equal.  A puzzle only one player played says nothing about
anyone relative to anyone: its difficulty takes its one result whole.

A player's rating is ``mean + skill``: what they would score on a puzzle of average
difficulty.  Someone who plays only easy days gains nothing by it (the easy days' costs
are read against how easy they were for the others), and three lucky games stay near the
middle (the shrinkage is most of their weight).  The rating's uncertainty is its
posterior standard deviation, shown beside it; the board ranks by the rating plus it (the
cautious end), so a player has to be better by more than the doubt to pass another.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

ROUNDS = 200  # alternating updates at most; a board converges in far fewer
TOLERANCE = 1e-6  # stop once no estimate moves by more than this
FLOOR = 0.02  # the least share of the costs' variance the skills' spread may claim
START = 0.1  # the skills' spread to start from, as a share of that variance
# the prior on the skills' spread: as if PRIOR_PLAYERS players had shown a spread worth
# PRIOR_GAMES games of noise (the shrinkage of the board before it), so a board of three
# players does not read its spread from three
PRIOR_PLAYERS, PRIOR_GAMES = 10, 10
# and on the noise: as if PRIOR_GAMES games had strayed by the game's usual amount, so a
# board of a few games does not claim it knows them to the hundredth


class Played(Protocol):
    """One player's result in one puzzle of some game (bot/store/model.py has both)."""

    @property
    def author_id(self) -> int: ...
    @property
    def author_name(self) -> str: ...
    @property
    def puzzle(self) -> int: ...
    @property
    def result(self) -> int | None:
        """Guesses used to finish; None for a loss."""

    @property
    def archive(self) -> bool:
        """A late play of an old puzzle, which no streak counts."""

    @property
    def cost(self) -> int:
        """What the game counts for on the leaderboard."""


@dataclass(frozen=True)
class Rating:
    """A player on the board: their games, raw mean, and the rating it is ranked by."""

    author_id: int
    name: str
    games: int
    mean: float  # raw cost per game
    rating: float  # expected cost on a puzzle of average difficulty
    spread: float  # the rating's standard deviation

    @property
    def cautious(self) -> float:
        """What the board ranks by: the rating one standard deviation toward worse, so
        a few lucky games do not put a player first."""
        return self.rating + self.spread


@dataclass(frozen=True)
class Fitted:
    """The model fitted to a board's results: every player's rating and every puzzle's
    difficulty (cost above the average puzzle's; negative is easy)."""

    ratings: list[Rating]
    difficulty: dict[int, float]


def _index(keys: Sequence[int]) -> tuple[list[int], np.ndarray]:
    """The distinct keys in order of first sight, and each key's place among them."""
    order = list(dict.fromkeys(keys))
    where = {k: n for n, k in enumerate(order)}
    return order, np.fromiter((where[k] for k in keys), dtype=np.int64, count=len(keys))


def fit(results: Sequence[Played], usual_noise: float = 1.0) -> Fitted:
    """The ratings and difficulties of ``results`` (one per player and puzzle); ranked
    best first (lowest ``cautious`` rating), ties to more games, then to the name.
    ``usual_noise`` is how far a game's cost usually strays from what its player and its
    puzzle say (Wordle: about a guess), the prior the noise is estimated against."""
    if not results:
        return Fitted([], {})
    cost = np.fromiter((r.cost for r in results), dtype=np.float64, count=len(results))
    players, p = _index([r.author_id for r in results])
    puzzles, q = _index([r.puzzle for r in results])
    n_p = np.bincount(p, minlength=len(players)).astype(np.float64)
    n_q = np.bincount(q, minlength=len(puzzles)).astype(np.float64)
    mean = float(cost.mean())
    total = max(float(cost.var()), 1e-9)
    floor = FLOOR * total
    skill, hard = np.zeros(len(players)), np.zeros(len(puzzles))
    tau, sigma = START * total, usual_noise**2
    for _ in range(ROUNDS):
        before = np.concatenate([skill, hard])
        hard = np.bincount(q, cost - mean - skill[p], len(puzzles)) / n_q
        skill = np.bincount(p, cost - mean - hard[q], len(players)) / (n_p + sigma / tau)
        var_p, var_q = sigma / (n_p + sigma / tau), sigma / n_q
        # the skills' spread and the noise as expectation-maximisation re-estimates them
        seen = float(np.sum(skill**2 + var_p)) + PRIOR_PLAYERS * sigma / PRIOR_GAMES
        tau = max(seen / (len(players) + PRIOR_PLAYERS), floor)
        residual = cost - mean - skill[p] - hard[q]
        strayed = float(np.sum(residual**2 + var_p[p] + var_q[q]))
        sigma = (strayed + PRIOR_GAMES * usual_noise**2) / (len(cost) + PRIOR_GAMES)
        if np.max(np.abs(np.concatenate([skill, hard]) - before)) < TOLERANCE:
            break
    names = {r.author_id: r.author_name for r in results}  # each player's latest name
    sums = np.bincount(p, cost, len(players))
    spread = np.sqrt(sigma / (n_p + sigma / tau))
    ratings = [
        Rating(
            player,
            names[player] or "",
            int(n_p[n]),
            float(sums[n] / n_p[n]),
            mean + float(skill[n]),
            float(spread[n]),
        )
        for n, player in enumerate(players)
    ]
    ratings.sort(key=lambda r: (round(r.cautious, 9), -r.games, r.name))
    difficulty = {puzzle: float(hard[n]) for n, puzzle in enumerate(puzzles)}
    return Fitted(ratings, difficulty)


@dataclass(frozen=True)
class Move:
    """A player whose place changed when one puzzle's results joined the board."""

    name: str
    place: int  # from 1, after
    was: int | None  # before; None: new on the board
    result: int | None  # their result on the puzzle (None: lost)
    difficulty: float  # the puzzle's, as the board reads it (cost above the average day's)


def moves(before: Sequence[Played], played: Sequence[Played], most: int = 3) -> list[Move]:
    """Who moved when ``played`` (one puzzle's results) joined ``before``: only those who
    played it (their own result moved them); rises first, then falls, each the biggest
    first; at most ``most``.  Nothing on a board's first day: nobody moved from anywhere."""
    if not played or not before:
        return []
    was = {r.author_id: n for n, r in enumerate(fit(before).ratings, 1)}
    after = fit([*before, *played])
    place = {r.author_id: n for n, r in enumerate(after.ratings, 1)}
    hard = after.difficulty.get(played[0].puzzle, 0.0)

    def change(m: Move) -> int:
        """Places gained (a newcomer gains from just below the board)."""
        return (len(was) + 1 if m.was is None else m.was) - m.place

    found = [
        Move(r.author_name, place[r.author_id], was.get(r.author_id), r.result, hard)
        for r in played
        if was.get(r.author_id) != place[r.author_id]
    ]
    found.sort(key=lambda m: (change(m) < 0, -abs(change(m)), m.place))
    return found[:most]
