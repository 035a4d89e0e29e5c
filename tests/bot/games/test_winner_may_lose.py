"""The best guess that could win now, named beside a best one that can't: with one row left
after it and a group of two or more words it can leave, it may lose the game, and the
reply says so in words instead of a figure of guesses a player reads as a slower win."""

from __future__ import annotations

from bot.domain import Asker
from tests.bot.chat import ALICE, BOB, Channel, body

# ALLOT ALOFT BLOAT FLOAT GLOAT are left, two rows to go: ALOFT could win now but leaves
# BLOAT and GLOAT alike (12202) for the last row
FOUR_ROWS = ("CRANE 00100", "CHEST 00002", "CAVES 01000", "SLATE 02110")


async def _after(huddle, channel_id: int, rows: tuple[str, ...]):
    ch = Channel(huddle, channel_id)
    reply = None
    for n, row in enumerate(rows):
        reply = await ch.post(ALICE if n % 2 == 0 else BOB, row)
    return reply


async def test_a_winner_that_may_lose_the_game_says_so_with_one_row_after_it(huddle):
    reply = await _after(huddle, 711, FOUR_ROWS)
    text = body(reply)
    assert "**5** likely answers left" in text
    assert (
        "which could win now, but may lose the game: 2 of the 5 would be left for the last row"
    ) in text
    assert "more guesses on average" not in text


async def test_with_rows_to_spare_the_winner_keeps_its_cost_in_guesses(huddle):
    """Three rows left after the third row's winner: no game is lost by it, so its cost
    stays a figure of guesses."""
    reply = await _after(huddle, 712, FOUR_ROWS[:2])
    text = body(reply)
    assert "may lose the game" not in text
    if "which could win now" in text:  # where a winner is named apart from the best
        assert "more guesses on average" in text


async def test_the_risk_is_said_in_the_channels_language(huddle):
    await huddle.settings.store.set_guild_setting(1, "language", "pt")
    reply = await _after(huddle, 713, FOUR_ROWS)
    assert "mas pode perder o jogo: 2 das 5 ficariam para a última linha" in body(reply)


async def test_the_ballot_says_the_risk_for_a_possible_answer_that_may_lose(huddle):
    """/vote weighs the same guesses: ALOFT's option says it could win now or lose the
    game, not a figure of guesses (spoilers on: its name is hidden, its risk is not)."""
    await _after(huddle, 714, FOUR_ROWS)
    opened = await huddle.votes.open(Asker(714, 1, ALICE, 99), 5)
    assert opened.poll is not None
    notes = dict(opened.poll.answers)
    assert notes["Possible answer 1"] == "could win now or lose the game"
    assert all("could win now (" not in note for note in notes.values())
