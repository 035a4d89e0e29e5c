"""Inputs that used to raise: each now gets one clear reply and changes nothing."""

from __future__ import annotations

from bot.domain import Asker
from solver.game.rules import newest_puzzle
from tests.bot.test_service import ALICE, Channel, body


async def test_guess_with_three_boards_and_no_game_is_refused(huddle):
    at = Asker(40, 1, ALICE, 7001)
    reply = await huddle.answer("guess", at, {"word": "crane", "feedback": "20010 00100 00000"})
    assert reply.tone == "error" and "no game has 3 boards" in body(reply)
    assert await huddle.store.current_session(40) is None


async def test_an_accented_word_beside_a_share_row_is_named(huddle):
    ch = Channel(huddle, 41)
    reply = await ch.post(ALICE, "Wordle 1,234 1/6\n\n🟩🟩🟩🟩🟩 crème")
    assert reply.tone == "error" and "crème has a letter outside a-z" in body(reply)
    assert await huddle.store.shares(1, 1234) == []


async def test_puzzles_not_out_yet_are_refused_everywhere(huddle):
    ch = Channel(huddle, 42)
    newest = newest_puzzle(huddle.clock())
    for number in ("1,000,000,000,000,000,000,000", "2,147,483,648", f"{newest + 1:,}"):
        reply = await ch.post(ALICE, f"Wordle {number} 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩")
        assert reply.tone == "error" and "isn't out yet" in body(reply), number
    assert await huddle.store.latest_puzzle(1) is None
    fine = await ch.post(ALICE, f"Wordle {newest:,} 2/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩")
    assert fine.title == "Grid saved"
    for puzzle in (99999999999999999999, 3000000000, newest + 1):
        reply = await huddle.answer("deduce", Asker(42, 1, ALICE, 7002), {"puzzle": puzzle})
        assert reply.title == "No such puzzle yet" and f"{puzzle:,}" in body(reply)
