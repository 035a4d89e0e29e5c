"""/why quotes each row as its player posted it: their notation (squares, GUESS=SCORE
letters, digits), their accents (Termo's ÓTIMO, not OTIMO), in every language; the text
is kept with the row in the store (a real SQLite file, read back for each /why)."""

from __future__ import annotations

import re

from bot.domain import Asker
from tests.bot.chat import ALICE, BOB, CAROL, Channel

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


def _rows_named(analysis_lines: list[str]) -> list[str]:
    """Each numbered line of an analysis up to its verdict (a Wordle's after ": ", the
    boards' after " — "): how it names the row."""
    return [re.split(r": | — ", line)[0] for line in analysis_lines if line[:1].isdigit()]


async def test_analysis_names_each_row_in_the_notation_it_was_posted_in(huddle):
    """/analysis quotes a row as /why does, not as squares beside the word in bold."""
    ch = Channel(huddle, 904)
    await ch.post(ALICE, "CHEST=c.E..")
    await ch.post(BOB, "pylon 00000")
    await ch.post(CAROL, "DUMBO ⬛⬛⬛⬛⬛")
    analysis = await huddle.games.analysis(904)
    assert _rows_named(analysis.lines) == [
        "1. CHEST=c.E..",
        "2. pylon 00000",
        "3. DUMBO ⬛⬛⬛⬛⬛",
    ]


async def test_a_termo_analysis_keeps_accents_and_hides_the_winning_row(huddle):
    """In Portuguese, Termo's rows as typed (ótimo, FÁCIL with their accents); the winning
    row whole in spoilers, as the channel hides answers by default."""
    ch = Channel(huddle, 905)
    await huddle.answer("settings", Asker(905, GUILD, ALICE, 8002), {"language": "pt"})
    await huddle.games.new(905, GUILD, "termo")
    await ch.post(ALICE, "SARTO ⬛🟩⬛⬛⬛")
    await ch.post(BOB, "ótimo 00100")
    await ch.post(CAROL, "FÁCIL 🟩🟩🟩🟩🟩")
    analysis = await huddle.games.analysis(905)
    assert analysis.title == "Análise da partida"
    assert _rows_named(analysis.lines) == [
        "1. SARTO ⬛🟩⬛⬛⬛",
        "2. ótimo 00100",
        "3. ||FÁCIL 🟩🟩🟩🟩🟩||",
    ]


async def test_a_shares_rows_keep_the_boards_form_in_the_analysis(huddle):
    """A share's rows were typed by no one: squares, then the word (the answer's in
    spoilers)."""
    ch = Channel(huddle, 906)
    await ch.post(ALICE, "Wordle 1,234 2/6\n\n⬛⬛⬛⬛⬛ CRANE\n🟩🟩🟩🟩🟩 PIOUS")
    analysis = await huddle.games.analysis(906)
    assert _rows_named(analysis.lines) == ["1. ⬛⬛⬛⬛⬛ **CRANE**", "2. 🟩🟩🟩🟩🟩 ||**PIOUS**||"]


async def test_a_row_of_several_boards_is_named_whole_in_the_analysis(huddle):
    ch = Channel(huddle, 907)
    await huddle.games.new(907, GUILD, "dordle")
    await ch.post(ALICE, "CRANE 20010 00100")
    analysis = await huddle.games.analysis(907)
    assert _rows_named(analysis.lines) == ["1. CRANE 20010 00100"]


async def test_a_word_taken_anyway_is_quoted_without_its_mark(huddle):
    """ILTTS!=i.... asks the bot to take a word it lacks: the row is ILTTS=i...."""
    ch = Channel(huddle, 908)
    await ch.post(ALICE, "ILTTS!=i....")
    why = await huddle.games.why(908, "irate")
    assert why.lines[0].startswith("• ILTTS=i.... "), why.lines
