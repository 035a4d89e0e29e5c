"""``python -m solver bench --deduce``: how often grid deduction names the answer.

Groups of simulated players share their letterless grids for one answer; the bench asks
where the true answer lands in ``Deducer.ranked``'s order (first, in the first ten), for
groups of 1, 2, 4 and 8 players over answers drawn from the likely list.

A simulated player plays as people do, not as the solver does: a popular opener (or, one
time in four, some other common word), then common words that fit what they saw, now and
then (one row in five, never in hard mode) a common word that does not, to probe; one
player in three plays hard mode and shares the grid with its ``*``.  "Common" is the
word's English frequency (wordfreq's Zipf, solver/data/frequency.tsv) with a likely answer
counting as common: the same kind of knowledge the ranking uses, drawn independently.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from solver.analysis.deduce import OPENERS, Grid, deducer_for
from solver.bench.percentiles import percentile
from solver.engine.core import Solver
from solver.game.feedback import Guess, score
from solver.game.variants import ROWS
from solver.lists.priors import frequencies

GROUPS = (1, 2, 4, 8)
DEFAULT_ANSWERS = 500
PROBE = 0.2  # a normal-mode row that plays a word that does not fit
OTHER_OPENER = 0.25  # an opener off the popular list
HARD = 1 / 3  # players in hard mode
COMMON_ZIPF = 3.0  # words at least this frequent are ones a player may think of


@dataclass
class GroupResult:
    players: int
    ranks: list[int] = field(default_factory=list)  # the answer's place, 1 first

    def share(self, top: int) -> float:
        return sum(r <= top for r in self.ranks) / len(self.ranks)

    def to_json(self) -> dict:
        return {
            "players": self.players,
            "games": len(self.ranks),
            "first": round(self.share(1), 4),
            "top10": round(self.share(10), 4),
            "median_rank": percentile(sorted(self.ranks), 0.5),
        }


class Players:
    """Simulated people over one solver's lists."""

    def __init__(self, solver: Solver, rng: random.Random) -> None:
        self.solver, self.rng = solver, rng
        zipf = frequencies()
        likely = set(solver.answers.words)
        self.common = [
            w for w in solver.guesses.words if w in likely or zipf.get(w, 0) >= COMMON_ZIPF
        ]
        self.weight = {w: (1.0 if w in likely else 0.3) for w in self.common}
        self.openers = [w for w, _ in OPENERS]
        self.opener_weights = [n for _, n in OPENERS]

    def _common_pick(self, words: Sequence[str]) -> str:
        return self.rng.choices(words, weights=[self.weight.get(w, 0.05) for w in words])[0]

    def game(self, answer: str) -> Grid:
        """One player's grid: rows until solved or out of rows, and hard mode or not."""
        hard = self.rng.random() < HARD
        played: list[Guess] = []
        while len(played) < ROWS and not (played and played[-1].word == answer):
            if not played:
                if self.rng.random() < OTHER_OPENER:
                    word = self._common_pick(self.common)
                else:
                    word = self.rng.choices(self.openers, weights=self.opener_weights)[0]
            elif not hard and len(played) < 4 and self.rng.random() < PROBE:
                word = self._common_pick(self.common)
            else:
                cands = self.solver.candidates(played)
                fitting = [w for w in cands.words if w in self.weight] or list(cands.words)
                word = self._common_pick(fitting)
            played.append(Guess(word, score(word, answer)))
        return tuple(g.pattern for g in played), hard


def run(
    solver: Solver, answers: int = DEFAULT_ANSWERS, seed: int = 0, groups: Sequence[int] = GROUPS
) -> tuple[list[GroupResult], float]:
    """The answer's rank for each group size, over ``answers`` answers; and the slowest
    ranking (seconds)."""
    rng = random.Random(seed)
    deducer = deducer_for(solver)  # the bot's: one a process, its tables built on first use
    people = Players(solver, rng)
    picked = rng.sample(solver.answers.words, min(answers, len(solver.answers)))
    results = [GroupResult(n) for n in groups]
    slowest = 0.0
    for answer in picked:
        grids = [people.game(answer) for _ in range(max(groups))]
        for result in results:
            shared = grids[: result.players]
            started = time.perf_counter()
            fit = deducer.fit_all(shared)
            ranked = deducer.ranked(fit, shared)
            slowest = max(slowest, time.perf_counter() - started)
            result.ranks.append(ranked.index(answer) + 1 if answer in ranked else len(ranked) + 1)
    return results, slowest


def render(results: Sequence[GroupResult], slowest: float) -> str:
    lines = ["players  games  first   top 10  median rank"]
    for r in results:
        j = r.to_json()
        lines.append(
            f"{r.players:>7}  {j['games']:>5}  {j['first']:>6.1%}  {j['top10']:>6.1%}  "
            f"{j['median_rank']:>11}"
        )
    lines.append(f"slowest fit and ranking: {slowest * 1000:.0f} ms")
    return "\n".join(lines)
