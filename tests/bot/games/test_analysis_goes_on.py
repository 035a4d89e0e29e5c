"""A finished Dordle's /analysis that its request's deadline cuts short goes on after the
reply, in the reply's edits, until it covers the whole game, and ends where a search with
all the time it wants ends: the same words, whatever point the deadline cut it at."""

from __future__ import annotations

import re

from bot.advisor import Advisor
from bot.domain import in_full
from bot.games._boards import Boards
from solver import Play, score
from solver.game.variants import VARIANTS
from tests.helpers import CountingClock, standing_clock

ANSWERS = ("bloat", "shark")
WORDS = ("crane", "split", "gloat", "shark", "bloat")


def _game() -> list[Play]:
    plays, solved = [], set()
    for word in WORDS:
        plays.append(Play(word, tuple(None if a in solved else score(word, a) for a in ANSWERS)))
        solved |= {a for a in ANSWERS if a == word}
    return plays


def _turns(lines) -> list[str]:
    return [line for line in lines if re.match(r"\d+\. ", line)]


async def test_a_cut_analysis_goes_on_in_its_edits_to_the_whole_game(solver):
    plays, dordle = _game(), VARIANTS["dordle"]
    solver.forget_searches()  # cold, as a process that just started
    # each request's budget counted in deadline checks: too few for the game's first turns
    cut = Boards(dordle, Advisor(solver, 20, clock=CountingClock()))
    first = await cut.analysis(plays, [False] * 5, False)
    assert len(_turns(first.lines)) < 5 and first.fuller is not None
    (left,) = [line for line in first.lines if "later turn" in line]
    assert left.endswith("still being analysed: this message is edited when they are done.")
    final = await in_full(first)
    assert final is not None and len(_turns(final.lines)) == 5
    assert not [line for line in final.lines if "later turn" in line or "earch" in line]
    # the same analysis as one with all the time it wants (deterministic, run to run)
    whole = await Boards(dordle, Advisor(solver, 1, clock=standing_clock)).analysis(
        plays, [False] * 5, False
    )
    assert whole.fuller is None and final.lines == whole.lines


async def test_an_analysis_within_its_deadline_has_no_edit_to_come(solver):
    game = Boards(VARIANTS["dordle"], Advisor(solver, 1, clock=standing_clock))
    reply = await game.analysis(_game(), [False] * 5, False)
    assert reply.fuller is None and len(_turns(reply.lines)) == 5


async def test_the_analysis_after_the_reply_runs_in_the_heavy_lane(solver):
    """The command's lane is unset once its reply is sent: the steps after it still run
    in the heavy lane (its metric counts them), never in chat's, where a paste's advice
    would wait behind them."""
    from bot.advisor import HEAVY
    from bot.support.metrics import REGISTRY

    def runs(lane: str) -> float:
        return REGISTRY.get_sample_value("huddle_solver_seconds_count", {"lane": lane}) or 0.0

    solver.forget_searches()
    game = Boards(VARIANTS["dordle"], Advisor(solver, 20, clock=CountingClock()))
    lane = HEAVY.set(True)  # as the service runs a heavy command
    try:
        first = await game.analysis(_game(), [False] * 5, False)
    finally:
        HEAVY.reset(lane)
    assert first.fuller is not None
    chat, heavy = runs("chat"), runs("heavy")
    await in_full(first)  # as a front edits the reply, the command's lane long unset
    assert runs("heavy") > heavy and runs("chat") == chat
