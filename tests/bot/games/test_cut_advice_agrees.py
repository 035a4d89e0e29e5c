"""A Dordle under load: the paste's reply and the /hint after it, each searched until its
own deadline and both cut short, name the same pick with the same figure (pass-3 finding
2), until a search with time to spare replaces it.  The deadlines read a clock that moves a
fixed step each time it is read, so how far each search gets is the same on any machine."""

from __future__ import annotations

import re

from bot.advisor import Advisor
from bot.games._boards import Boards
from solver import Deadline, Play, parse_score
from solver.game.variants import VARIANTS

# the tester's position: CRANE, then MOIST
PLAYS = [
    Play("crane", (parse_score("01000", guess="crane"), parse_score("02202", guess="crane"))),
    Play("moist", (parse_score("00212", guess="moist"), parse_score("00000", guess="moist"))),
]


class SteppingClock:
    """Moves ``step`` seconds each time it is read: a deadline of ``s`` seconds is
    ``s / step`` checks of the search, whatever the machine's load."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def _lead(lines: list[str]) -> tuple[str, str]:
    """/hint's first suggestion: its word and its figure of guesses."""
    (line,) = [line for line in lines if line.startswith("1. ")]
    found = re.match(r"1\. \*\*(\w+)\*\*.*≈([\d.]+) guesses", line)
    assert found is not None, line
    return found[1], found[2]


async def test_a_hint_cut_short_repeats_the_cut_reply_before_it(solver):
    game = Boards(VARIANTS["dordle"], Advisor(solver, clock=SteppingClock(0.01)))
    solver.forget_searches()
    reply = await game.advise(PLAYS, False)  # the paste's reply, under its shorter deadline
    assert not reply.complete
    lead = reply.suggestions[0]
    hint = await game.hint(PLAYS, False, 3)  # more time, and still cut short
    assert _lead(hint.lines) == (lead.word.upper(), f"{lead.expected_guesses:.2f}")
    assert any("best found so far" in line for line in hint.lines)


async def test_a_complete_search_replaces_the_cut_answer(solver):
    advisor = Advisor(solver, clock=SteppingClock(0.01))
    game = Boards(VARIANTS["dordle"], advisor)
    cut = await game.advise(PLAYS, False)
    whole = await game.advise(PLAYS, False, Deadline.none())
    assert not cut.complete and whole.complete
    again = await game.advise(PLAYS, False)  # remembered: the complete one
    assert again is whole
