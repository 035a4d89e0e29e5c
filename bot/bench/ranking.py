"""``python -m bot bench ranking``: how well a leaderboard orders players whose skill is
known, on simulated servers.

Each server: players of known skill (a guess count they add to the day's), puzzles of
varying difficulty, attendance of 40-90 % each, a few players who play every day, and a
few weaker ones who post only on easy days (the day's difficulty below the average).  A
game's guesses are the day's mean plus the player's skill plus the puzzle's difficulty
plus noise, rounded; past six it is a loss, counting as seven.

Reported for the ranking before #50 (a Bayesian average of raw costs, each player
starting with ten games at the board's mean) and for today's (``bot/shares/_ranking``):
Kendall's tau between each board and the true order, over every seed, and how often an
easy-days player sits above a stronger one who plays every day.
"""

from __future__ import annotations

import json
import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from bot.shares._ranking import fit

PRIOR_GAMES = 10  # the Bayesian average's prior weight, as the board had it
MEAN_GUESSES = 3.9
LOSS = 7


@dataclass(frozen=True)
class Result:
    author_id: int
    author_name: str
    puzzle: int
    result: int | None
    cost: int
    archive: bool = False


@dataclass(frozen=True)
class Server:
    results: list[Result]
    skill: dict[int, float]  # the truth: lower is better
    everyday: set[int]
    easy_days: set[int]


def simulate(seed: int, players: int = 36, puzzles: int = 240) -> Server:
    """One server's results: the players' true skills, who plays every day and who only
    on easy ones."""
    rng = np.random.default_rng(seed)
    skill = rng.normal(0.0, 0.35, players)
    difficulty = rng.normal(0.0, 0.55, puzzles)
    attendance = rng.uniform(0.4, 0.9, players)
    everyday = set(range(4))
    attendance[list(everyday)] = 1.0
    easy_days = {players - 3, players - 2, players - 1}
    for player in easy_days:  # weaker than the everyday players, posting when it went well
        skill[player] = max(skill[list(everyday)]) + rng.uniform(0.15, 0.4)
    results = []
    for puzzle in range(puzzles):
        for player in range(players):
            if player in easy_days:
                plays = difficulty[puzzle] < -0.2 and rng.random() < 0.9
            else:
                plays = rng.random() < attendance[player]
            if not plays:
                continue
            guesses = round(MEAN_GUESSES + skill[player] + difficulty[puzzle] + rng.normal(0, 0.85))
            guesses = max(1, guesses)
            won = guesses <= 6
            results.append(
                Result(
                    player, f"p{player}", puzzle, guesses if won else None, guesses if won else LOSS
                )
            )
    return Server(results, dict(enumerate(skill.tolist())), everyday, easy_days)


def bayesian_average(results: Sequence[Result]) -> dict[int, float]:
    """The board before #50: each player's raw costs averaged with ``PRIOR_GAMES`` games at
    the board's mean; best (lowest) first."""
    by_player: dict[int, list[int]] = defaultdict(list)
    for r in results:
        by_player[r.author_id].append(r.cost)
    m = sum(r.cost for r in results) / len(results)
    score = {p: (PRIOR_GAMES * m + sum(c)) / (PRIOR_GAMES + len(c)) for p, c in by_player.items()}
    return dict(sorted(score.items(), key=lambda kv: (kv[1], -len(by_player[kv[0]]))))


def fair_to_the_day(results: Sequence[Result]) -> dict[int, float]:
    return {r.author_id: r.rating for r in fit(results).ratings}


def easy_days_error(scores: dict[int, float], server: Server) -> list[float]:
    """How much better than they are (negative) each easy-days player looks, in guesses:
    their score's distance from the board's middle against their skill's."""
    middle = statistics.mean(scores.values())
    truth = statistics.mean(server.skill[p] for p in scores)
    return [scores[p] - middle - (server.skill[p] - truth) for p in server.easy_days]


def kendall_tau(order: Sequence[int], skill: dict[int, float]) -> float:
    """Agreement of ``order`` (best first) with the true skills: +1 the same order, -1
    reversed."""
    agree = disagree = 0
    for i, a in enumerate(order):
        for b in order[i + 1 :]:
            if skill[a] < skill[b]:
                agree += 1
            elif skill[a] > skill[b]:
                disagree += 1
    return (agree - disagree) / max(1, agree + disagree)


def easy_days_above(order: Sequence[int], server: Server) -> int:
    """Pairs where an easy-days player ranks above a stronger player who plays every day."""
    place = {p: n for n, p in enumerate(order)}
    return sum(
        place[e] < place[s]
        for e in server.easy_days
        for s in server.everyday
        if server.skill[s] < server.skill[e] and e in place
    )


def bench_ranking(as_json: bool = False, seeds: int = 20) -> int:
    rankings = {"bayesian average (before)": bayesian_average, "fair to the day": fair_to_the_day}
    taus: dict[str, list[float]] = {name: [] for name in rankings}
    above: dict[str, int] = dict.fromkeys(rankings, 0)
    errors: dict[str, list[float]] = {name: [] for name in rankings}
    pairs = 0
    for seed in range(seeds):
        server = simulate(seed)
        pairs += sum(
            server.skill[s] < server.skill[e] for e in server.easy_days for s in server.everyday
        )
        for name, rank in rankings.items():
            scores = rank(server.results)
            order = list(scores)
            taus[name].append(kendall_tau(order, server.skill))
            above[name] += easy_days_above(order, server)
            errors[name] += easy_days_error(scores, server)
    report: dict[str, dict[str, object]] = {
        name: {
            "tau_mean": round(statistics.mean(taus[name]), 3),
            "tau_min": round(min(taus[name]), 3),
            "tau_max": round(max(taus[name]), 3),
            "easy_days_above_stronger_everyday": f"{above[name]} of {pairs}",
            "easy_days_bias": round(statistics.mean(errors[name]), 3),
        }
        for name in rankings
    }
    report["servers"] = {"seeds": seeds, "players": 36, "puzzles": 240}
    if as_json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{seeds} simulated servers, 36 players and 240 puzzles each")
    for name in rankings:
        print(
            f"{name:28} Kendall's tau mean {statistics.mean(taus[name]):.3f} (min "
            f"{min(taus[name]):.3f}, max {max(taus[name]):.3f}); an easy-days player above a "
            f"stronger everyday one: {above[name]} of {pairs}; easy-days players look "
            f"{-statistics.mean(errors[name]):+.3f} guesses better than they are"
        )
    return 0
