"""After a solve, until a new row or /new, the finished game is the channel's game for
every command: /why answers about it, /hint, /candidates, /vote and /status say it is over,
and /undo of its winning row reopens it, saying so."""

from __future__ import annotations

from bot.domain import Asker, Status
from tests.bot.test_service import ALICE, BOB, Channel, body

OVER = "Already solved in 2/6. A new row, or `/new`, starts the next game."


async def _solved(huddle, channel_id: int) -> Channel:
    ch = Channel(huddle, channel_id)
    await ch.post(ALICE, "CLUES 00000")
    solved = await ch.post(ALICE, "FROTH 22222")
    assert solved.title.startswith("Solved in 2/6")
    return ch


async def test_why_answers_about_the_game_just_finished(huddle):
    await _solved(huddle, 601)
    await huddle.store.set_spoilers(601, False)
    answer = await huddle.games.why(601, "froth")
    assert answer.title == "FROTH was the answer" and not answer.ephemeral
    ruled_out = await huddle.games.why(601, "bigot")
    assert ruled_out.title == "BIGOT: ruled out"
    assert ruled_out.lines == ["• FROTH=FROTH put F in 1st place, BIGOT has B there"]


async def test_why_after_a_solve_keeps_the_answer_to_the_asker_with_spoilers_on(huddle):
    await _solved(huddle, 602)
    await huddle.store.set_spoilers(602, True)
    for word in ("froth", "bigot"):  # BIGOT's reason quotes the winning row
        assert (await huddle.games.why(602, word)).ephemeral, word


async def test_the_next_guess_commands_say_the_game_is_over(huddle):
    await _solved(huddle, 603)
    for reply in (await huddle.games.candidates(603), await huddle.games.hint(603)):
        assert reply.title == OVER and reply.ephemeral
    status = await huddle.games.status(603)
    assert status.title == OVER
    vote = await huddle.votes.open(Asker(603, 1, BOB, 77), 5)
    assert vote.poll is None and vote.title == "Nothing to vote on"


async def test_undo_of_the_winning_row_reopens_the_game_and_says_so(huddle):
    await _solved(huddle, 604)
    undone = await huddle.games.undo(604)
    assert undone.lines[:2] == [
        "Removed `FROTH=FROTH` (from alice).",
        "That row had ended the game, so the game is going again.",
    ]
    session = await huddle.store.current_session(604)
    assert session.status == Status.ACTIVE and [g.word for g in session.guesses] == ["clues"]
    assert "FROTH: still possible" in body(await huddle.games.why(604, "froth"))


async def test_a_new_row_after_the_solve_is_the_next_game_for_every_command(huddle):
    ch = await _solved(huddle, 605)
    await ch.post(BOB, "CRANE 00000")
    assert (await huddle.games.why(605, "froth")).title == "FROTH: ruled out"
    assert "likely answers left" in body(await huddle.games.candidates(605))
