"""Inputs that used to raise: each now gets one clear reply and changes nothing."""

from __future__ import annotations

from bot.domain import Asker
from solver.game.rules import newest_puzzle
from tests.bot.chat import ALICE, Channel, body


async def test_guess_with_three_boards_and_no_game_is_refused(huddle):
    at = Asker(40, 1, ALICE, 7001)
    reply = await huddle.answer("guess", at, {"word": "crane", "feedback": "20010 00100 00000"})
    assert reply.tone == "error" and "no game has 3 boards" in body(reply)
    assert await huddle.games.store.current_session(40) is None


async def test_a_comment_beside_a_share_row_keeps_the_share(huddle):
    """Whatever is written beside a row that is not the word played there (an accented
    word, an emoji, a sentence) is a comment: the share counts, no word is taken."""
    ch = Channel(huddle, 41)
    for comment, puzzle in (("crème", 1234), ("😎🤗", 1235), ("A little late on today’s…", 1236)):
        reply = await ch.post(ALICE, f"Wordle {puzzle:,} 2/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩 {comment}")
        assert reply.tone != "error", body(reply)
        (share,) = await huddle.shares.store.shares(1, puzzle)
        assert share.result == 2 and share.words is None


async def test_puzzles_not_out_yet_are_refused_everywhere(huddle):
    ch = Channel(huddle, 42)
    newest = newest_puzzle(huddle.clock())
    for number in ("1,000,000,000,000,000,000,000", "2,147,483,648", f"{newest + 1:,}"):
        reply = await ch.post(ALICE, f"Wordle {number} 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩")
        assert reply.tone == "error" and "isn't out yet" in body(reply), number
    assert await huddle.shares.store.latest_puzzle(1) is None
    fine = await ch.post(ALICE, f"Wordle {newest:,} 2/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩")
    assert fine.title.startswith("alice 2/6 · streak")
    for puzzle in (99999999999999999999, 3000000000, newest + 1):
        reply = await huddle.answer("deduce", Asker(42, 1, ALICE, 7002), {"puzzle": puzzle})
        assert reply.title == "No such puzzle yet" and f"{puzzle:,}" in body(reply)


async def test_a_second_heavy_command_from_one_user_waits_its_turn(huddle):
    """One heavy command per user at a time: the second, asked while the first runs, is
    told so at once; another user's is not held up by it."""
    import asyncio

    from tests.bot.chat import BOB

    ch = Channel(huddle, 43)
    await ch.post(ALICE, "CRANE=.....\nMOIST=.....")
    first = asyncio.ensure_future(huddle.answer("analysis", Asker(43, 1, ALICE, 7003)))
    await asyncio.sleep(0)  # the first is under way
    second = await huddle.answer("analysis", Asker(43, 1, ALICE, 7004))
    other = await huddle.answer("hint", Asker(43, 1, BOB, 7005))
    assert second.title == "Still working on your last one" and second.ephemeral
    assert other.title.startswith("Hint")
    assert (await first).title.startswith("Game analysis")
    again = await huddle.answer("analysis", Asker(43, 1, ALICE, 7006))  # done: allowed again
    assert again.title.startswith("Game analysis")
