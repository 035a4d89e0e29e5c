"""``python -m solver bench --hard --losses --opener W``: the fewest games any hard-mode
plan from an opener loses, proven by the fewest-losses search (solver/search/losses.py).

Every feedback group the opener leaves is searched with five rows left, within ``--work``
per group (words split, summed over the guesses tried).  A group searched to the end gives
its fewest; one cut short gives what was proven (no plan loses fewer).  The sum over the
groups is the opener's fewest where every group was proven, else a lower bound (the exact
bench's tree from the same opener gives a plan, so an upper bound).
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass

import numpy as np

from solver.bench.walk import make_strategy
from solver.game.feedback import decode, to_colours
from solver.game.rules import ROWS
from solver.lists.wordlists import WordList


@dataclass
class Group:
    """One feedback group after the opener: its size and what the search proved."""

    colours: str
    words: int
    at_least: int
    fewest: int | None  # None: the search ran out of work before proving it


@dataclass
class LossesResult:
    opener: str
    answers: str
    at_least: int  # no plan from the opener loses fewer
    fewest: int | None  # the fewest, where every group was proven
    unproven: int  # groups cut short
    seconds: float
    groups: list[Group]

    def to_json(self) -> dict:
        return asdict(self)


def run(answer_list: WordList, guess_list: WordList, opener: str, work: float) -> LossesResult:
    strategy, words = make_strategy(answer_list, guess_list, hard=True)
    first = words.index[opener.lower()]
    started = time.perf_counter()
    groups = []
    for code, part in strategy.children(np.arange(len(answer_list)), first):
        if code == strategy.green or len(part) < ROWS:
            continue
        legal = strategy.legal_after(None, first, code)
        found = strategy.losses.fewest(part, legal, ROWS - 1, work)
        proven = None if found.first < 0 else round(found.lost)
        colours = to_colours(decode(code, answer_list.length))
        groups.append(Group(colours, len(part), round(found.at_least), proven))
    unproven = sum(g.fewest is None for g in groups)
    return LossesResult(
        opener.upper(),
        answer_list.name,
        sum(g.at_least for g in groups),
        None if unproven else sum(g.fewest or 0 for g in groups),
        unproven,
        time.perf_counter() - started,
        [g for g in groups if g.at_least or g.fewest != 0],
    )


def render(result: LossesResult) -> str:
    lines = [
        f"{result.opener} hard over {result.answers}: "
        + (
            f"the fewest any plan loses is {result.fewest}"
            if result.fewest is not None
            else f"no plan loses fewer than {result.at_least} "
            f"({result.unproven} groups not proven within the work given)"
        ),
    ]
    for g in result.groups:
        told = f"fewest {g.fewest}" if g.fewest is not None else f"at least {g.at_least}"
        lines.append(f"  {result.opener} {g.colours}: {g.words} words, {told}")
    lines.append(f"{result.seconds:.1f} s")
    return "\n".join(lines)
