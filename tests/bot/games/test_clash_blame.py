"""A clash names the row at fault: a word already on the board pasted again with other
colours is a clash by itself, said first, whatever else the board holds (a search for
the rows no word fits may find a smaller set elsewhere and blame a row that is right).
On the real store (an SQLite file), in English and Portuguese."""

from __future__ import annotations

from bot.domain import Asker, Author
from tests.bot.chat import ALICE, BOB, Channel

DAVE = Author(4, "dave")


async def _board(huddle, channel: int, language: str | None = None) -> Channel:
    """alice's SLATE, bob's CRONE and dave's MOWER: a board where bob's CRONE pasted
    again with other colours also clashes with MOWER alone."""
    ch = Channel(huddle, channel)
    if language is not None:
        await huddle.answer(
            "settings", Asker(channel, 1, ALICE, 8100 + channel), {"language": language}
        )
    await ch.post(ALICE, "slate 00001")
    await ch.post(BOB, "⬛🟨🟨⬛🟨 crone")
    await ch.post(DAVE, "MOWER 02022")
    return ch


async def test_the_same_word_with_other_colours_is_blamed_first(huddle):
    ch = await _board(huddle, 1101)
    refused = await ch.post(BOB, "crone 01100")
    assert refused.tone == "error"
    assert refused.lines[:3] == [
        "**CRONE** is on the board already, with other colours:",
        "• crone ⬛🟨🟨⬛🟨 — bob",  # as the board keeps it
        "• crone 01100 — this paste",
    ]
    assert "dave" not in "\n".join(refused.lines)
    status = await huddle.games.status(1101)
    assert "3/6 played" in status.title  # nothing was added


async def test_the_same_word_with_other_colours_is_blamed_first_in_portuguese(huddle):
    ch = await _board(huddle, 1102, "pt")
    refused = await ch.post(BOB, "crone 01100")
    assert refused.lines[:3] == [
        "**CRONE** já está no tabuleiro, com outras cores:",
        "• crone ⬛🟨🟨⬛🟨 — bob",  # as the board keeps it
        "• crone 01100 — esta jogada",
    ]
    assert "dave" not in "\n".join(refused.lines)


async def test_without_the_same_word_the_smallest_clash_is_named(huddle):
    """The rule takes nothing from the search: a row that clashes with MOWER alone still
    names MOWER's row."""
    ch = await _board(huddle, 1103)
    refused = await ch.post(BOB, "POWER 00000")
    assert refused.tone == "error"
    assert "• MOWER 02022 — dave" in refused.lines
