"""/why quotes each row as its player posted it: their notation (squares, GUESS=SCORE
letters, digits), their accents (Termo's ÓTIMO, not OTIMO), in every language; the text
is kept with the row in the store (a real SQLite file, read back for each /why)."""

from __future__ import annotations

from bot.domain import Asker
from tests.bot.test_service import ALICE, BOB, CAROL, Channel

GUILD = 1


async def test_why_quotes_each_row_in_the_notation_it_was_posted_in(huddle):
    ch = Channel(huddle, 901)
    await ch.post(ALICE, "CHEST=c.E..")
    await ch.post(BOB, "pylon 00000")
    await ch.post(CAROL, "DUMBO ⬛⬛⬛⬛⬛")
    why = await huddle.games.why(901, "rupee")
    assert why.lines == [
        "• CHEST=c.E.. put E in 3rd place, RUPEE has P there",
        "• pylon 00000 showed there is no P",
        "• DUMBO ⬛⬛⬛⬛⬛ showed there is no U",
    ]


async def test_a_termo_row_is_quoted_with_its_accents_in_portuguese(huddle):
    """joao's ÓTIMO ⬛⬛🟨⬛🟩 is quoted so in a Portuguese server, not OTIMO=..i.O."""
    ch = Channel(huddle, 902)
    await huddle.answer("settings", Asker(902, GUILD, ALICE, 8001), {"language": "pt"})
    await huddle.games.new(902, GUILD, "termo")
    await ch.post(ALICE, "ÓTIMO ⬛⬛🟨⬛🟩")
    why = await huddle.games.why(902, "praça")
    assert why.lines == ["• ÓTIMO ⬛⬛🟨⬛🟩 pôs O na 5ª posição, PRAÇA tem A ali"]


async def test_a_row_of_several_boards_is_quoted_whole(huddle):
    ch = Channel(huddle, 903)
    await huddle.games.new(903, GUILD, "dordle")
    await ch.post(ALICE, "CRANE 20010 00100")
    why = await huddle.games.why(903, "slate")
    assert "CRANE 20010 00100" in "\n".join(why.lines)
