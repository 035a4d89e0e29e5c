"""Words typed as players of each language type them: German's SS for ß (GRÜSSE is
GRÜẞE in capitals, and what a keyboard without ß types), read as the word the game's
list spells with ß, in a paste and in /why. On the real store (an SQLite file)."""

from __future__ import annotations

from bot.domain import Asker
from tests.bot.test_service import ALICE, BOB, Channel

GUILD = 1


async def _german_board(huddle, channel: int) -> Channel:
    """TARNE and BÄUME: GRÜẞE is one of the words left."""
    ch = Channel(huddle, channel)
    await huddle.answer(
        "settings", Asker(channel, GUILD, ALICE, 8400 + channel), {"language": "de"}
    )
    await huddle.games.new(channel, GUILD, "german")
    await ch.post(ALICE, "TARNE=..r.E")
    await ch.post(BOB, "bäume 00002")
    return ch


async def test_grusse_typed_with_ss_is_the_word_grusse(huddle):
    ch = await _german_board(huddle, 1301)
    solved = await ch.post(BOB, "GRÜSSE 🟩🟩🟩🟩🟩")
    assert solved.title == "Gelöst in 3/6! 🎉", solved.lines
    assert "🟩🟩🟩🟩🟩 ||**GRÜẞE**|| — bob" in solved.lines


async def test_why_grusse_asks_about_grusse(huddle):
    await _german_board(huddle, 1302)
    why = await huddle.games.why(1302, "grüsse")
    assert why.title == "GRÜẞE: noch möglich", (why.title, why.lines)


async def test_ss_the_list_does_not_spell_with_eszett_stays_too_long(huddle):
    """KLASSE has no KLAẞE to be: still a word of six letters."""
    ch = await _german_board(huddle, 1303)
    refused = await ch.post(BOB, "KLASSE 🟩🟩🟩🟩🟩")
    assert "KLASSE hat 6 Buchstaben" in "\n".join(refused.lines)
    why = await huddle.games.why(1303, "klasse")
    assert "KLASSE ist kein Wort mit 5 Buchstaben" in "\n".join(why.lines)
