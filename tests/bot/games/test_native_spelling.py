"""Words typed as players of each language type them: German's SS for ß (GRÜSSE is
grüße in capitals, and what a keyboard without ß types) or the rare capital ẞ, read as
the word the game's list spells with ß, in a paste and in /why, and shown as German writes
it in capitals (GRÜSSE); Spanish's N typed for Ñ (SUENO for SUEÑO)
said as the typo it is where only the Ñ word fits, not as a clash blaming a right row,
and asked about where SUENO, a word seldom picked, is all green and SUEÑO could be the
answer; German typed without ä ö ü ß keys (GRUSSE for GRÜẞE) read or asked about by the
same rule.  On the real store (an SQLite file)."""

from __future__ import annotations

from bot.domain import Asker
from tests.bot.chat import ALICE, BOB, Channel

GUILD = 1


async def _board_in(huddle, channel: int, language: str, game: str, *rows: str) -> Channel:
    """A channel speaking ``language``, playing ``game``, the ``rows`` posted by turns."""
    ch = Channel(huddle, channel)
    await huddle.answer(
        "settings", Asker(channel, GUILD, ALICE, 8400 + channel), {"language": language}
    )
    await huddle.games.new(channel, GUILD, game)
    for n, row in enumerate(rows):
        await ch.post((ALICE, BOB)[n % 2], row)
    return ch


async def _german_board(huddle, channel: int) -> Channel:
    """TARNE and BÄUME: GRÜẞE is one of the words left."""
    return await _board_in(huddle, channel, "de", "german", "TARNE=..r.E", "bäume 00002")


async def test_grusse_typed_with_ss_is_the_word_grusse(huddle):
    ch = await _german_board(huddle, 1301)
    solved = await ch.post(BOB, "GRÜSSE 🟩🟩🟩🟩🟩")
    assert solved.title == "Gelöst in 3/6! 🎉", solved.lines
    assert "🟩🟩🟩🟩🟩 ||**GRÜSSE**|| — bob" in solved.lines
    assert "ẞ" not in "\n".join(solved.lines)


async def test_grusse_typed_with_capital_eszett_is_the_word_shown_with_ss(huddle):
    """The rare capital ẞ is read as well; the reply writes the word as German does."""
    ch = await _german_board(huddle, 1312)
    solved = await ch.post(BOB, "GRÜẞE 🟩🟩🟩🟩🟩")
    assert solved.title == "Gelöst in 3/6! 🎉", solved.lines
    assert "Die Lösung war ||**GRÜSSE**||. Gut gespielt, alice und bob." in solved.lines


async def test_why_grusse_asks_about_grusse(huddle):
    await _german_board(huddle, 1302)
    why = await huddle.games.why(1302, "grüsse")
    assert why.title == "GRÜSSE: noch möglich", (why.title, why.lines)


async def test_ss_the_list_does_not_spell_with_eszett_stays_too_long(huddle):
    """KLASSE has no KLAẞE to be: still a word of six letters."""
    ch = await _german_board(huddle, 1303)
    refused = await ch.post(BOB, "KLASSE 🟩🟩🟩🟩🟩")
    assert "KLASSE hat 6 Buchstaben" in "\n".join(refused.lines)
    why = await huddle.games.why(1303, "klasse")
    assert "KLASSE ist kein Wort mit 5 Buchstaben" in "\n".join(why.lines)


async def _spanish_board(huddle, channel: int) -> Channel:
    """ÁRBOL, PERRO, DUEÑO: SUEÑO is the only word left (DUEÑO's Ñ is green)."""
    return await _board_in(
        huddle, channel, "es", "spanish", "árbol 00010", "perro 01002", "dueño 02222"
    )


async def test_sueno_for_suenyo_is_a_dropped_tilde_not_a_clash(huddle):
    """SUENO is a word (of sonar), but its colours fit no word after DUEÑO's green Ñ,
    while SUEÑO's do: the reply names the Ñ and blames no row; nothing is added."""
    ch = await _spanish_board(huddle, 1304)
    refused = await ch.post(BOB, "sueno 22222")
    assert refused.title == "La Ñ es una letra aparte", (refused.title, refused.lines)
    assert (
        refused.lines[0] == "||**SUENO**|| no encaja en el tablero. ¿Quisiste decir ||**SUEÑO**||?"
    )
    assert "dueño" not in "\n".join(refused.lines).lower()
    status = await huddle.games.status(1304)
    assert "3/6" in status.title


async def test_a_word_with_n_that_fits_is_played_as_typed(huddle):
    """CANAL is a word beside CAÑAL: where its colours fit, it is the row played."""
    ch = await _spanish_board(huddle, 1305)
    played = await ch.post(BOB, "canal 00000")
    assert "4/6" in played.title, (played.title, played.lines)
    assert "⬛⬛⬛⬛⬛ **CANAL** — bob" in played.lines


async def test_sueno_that_fits_where_suenyo_could_be_is_asked_about_first(huddle):
    """SUENO ⬛🟩🟩⬛🟩 fits as typed (no N: DUELO), but SUENO is no likely answer and
    SUEÑO one: read as N, the row rules BUENO out though the player meant SUEÑO, whose Ñ
    is grey.  Asked before anything is added; SUENO! adds it as typed.  CANON, a likely
    answer beside CAÑÓN, is the row played."""
    ch = await _board_in(huddle, 1313, "es", "spanish")
    asked = await ch.post(BOB, "SUENO ⬛🟩🟩⬛🟩")
    assert asked.title == "La Ñ es una letra aparte", (asked.title, asked.lines)
    assert asked.lines[0].replace("||", "") == "¿Quisiste decir **SUEÑO**?", asked.lines
    assert "SUENO!" in asked.lines[-1], asked.lines
    assert "aún no hay palabras" in (await huddle.games.status(1313)).title
    played = await ch.post(BOB, "SUENO! ⬛🟩🟩⬛🟩")
    assert "1/6" in played.title, (played.title, played.lines)
    canon = await (await _board_in(huddle, 1314, "es", "spanish")).post(ALICE, "canon 10000")
    assert "1/6" in canon.title, (canon.title, canon.lines)


async def test_strasse_beside_five_squares_gets_the_length_line(huddle):
    """STRASSE is STRAẞE, six letters: beside a row of five squares it is a try at a
    guess a letter too long, said so as CRANES is, not taken for chat; the line writes the
    word as text writes German words, with SS, and counts the letters it shows."""
    ch = await _german_board(huddle, 1315)
    refused = await ch.post(BOB, "STRASSE ⬛⬛⬛⬛🟩")
    assert refused is not None
    said = "\n".join(refused.lines)
    assert "STRASSE hat 7 Buchstaben" in said and "ẞ" not in said, refused.lines
    assert await ch.post(BOB, "amazing ⬛⬛⬛⬛🟩") is None  # a word two letters too long: chat


async def test_guess_command_takes_grusse_with_five_colours(huddle):
    """/guess GRÜSSE 🟩🟩🟩🟩🟩 as the paste is read, not as a six-letter guess."""
    await _german_board(huddle, 1306)
    solved = await huddle.games.guess(1306, GUILD, 8999, BOB, "GRÜSSE", "🟩🟩🟩🟩🟩")
    assert solved.title == "Gelöst in 3/6! 🎉", (solved.title, solved.lines)


async def test_a_six_letter_guess_with_ss_keeps_six_letters(huddle, solver):
    """GLASSY given six colours is English Wordle's six letters, never GLAẞY; given five,
    still a word of six letters in English Wordle."""
    from bot.parsing import read_guess

    of_length = huddle.games.kinds.of_length
    parsed = read_guess("glassy", "222222", solver, of_length, any_letters=True)
    assert parsed.kind == "guesses" and parsed.guesses[0].word == "glassy", parsed.error
    refused = await huddle.games.guess(1307, GUILD, 8998, BOB, "GLASSY", "22222")
    assert "GLASSY" in "\n".join(refused.lines) and "ẞ" not in "\n".join(refused.lines)


async def _spanish_two_rows(huddle, channel: int) -> Channel:
    """ÁRBOL and PERRO: SUEÑO is a likely answer left, SUENO (of sonar) a word that fits."""
    return await _board_in(huddle, channel, "es", "spanish", "ÁRBOL ⬛⬛⬛🟨⬛", "perro 01002")


async def test_sueno_all_green_where_suenyo_could_be_is_asked_about(huddle):
    """An all-green row is the game's answer: SUENO, no likely answer, typed where SUEÑO
    is one, is SUEÑO typed without the Ñ key, asked about, not a game won on SUENO (nor,
    once SUEÑO is pasted, a new game "solved in 1/6")."""
    ch = await _spanish_two_rows(huddle, 1308)
    asked = await ch.post(BOB, "sueno 22222")
    assert asked.title == "La Ñ es una letra aparte", (asked.title, asked.lines)
    assert asked.lines[0] == (
        "||**SUENO**|| no es una de las respuestas probables. ¿Quisiste decir ||**SUEÑO**||?"
    )
    assert "||`SUENO!`||" in asked.lines[-1]
    assert "2/6" in (await huddle.games.status(1308)).title
    solved = await ch.post(ALICE, "sueño 22222")
    assert solved.title == "¡Resuelto en 3/6! 🎉", (solved.title, solved.lines)
    again = await ch.post(BOB, "sueno 22222")
    assert again.title.startswith("Ya resuelto en 3/6"), (again.title, again.lines)


async def test_sueno_marked_as_played_anyway_wins_as_typed(huddle):
    ch = await _spanish_two_rows(huddle, 1309)
    solved = await ch.post(BOB, "SUENO! 22222")
    assert solved.title == "¡Resuelto en 3/6! 🎉", (solved.title, solved.lines)
    assert "🟩🟩🟩🟩🟩 ||**SUENO**|| — bob" in solved.lines


async def test_grusse_without_umlaut_asks_about_grusse_in_one_line(huddle):
    """GRUSSE: SS for ß and U for Ü, from a keyboard without either: read as five
    letters, GRUẞE, which no list holds, and GRÜẞE offered first, in squares or digits."""
    ch = await _german_board(huddle, 1310)
    for row in ("GRUSSE 🟩🟩⬛🟩🟩", "GRUSSE 22022", "GRUßE 22022"):
        asked = await ch.post(BOB, row)
        assert asked.title == "Hier kein Wort", (row, asked.title, asked.lines)
        assert "||**GRÜSSE**||, " in asked.lines[0], (row, asked.lines)
    solved = await ch.post(BOB, "GRÜSSE 22222")
    assert solved.title == "Gelöst in 3/6! 🎉", (solved.title, solved.lines)
    again = await ch.post(ALICE, "GRUSSE 22222")
    assert again.title.startswith("Schon gelöst in 3/6"), (again.title, again.lines)


async def test_oe_typed_for_o_umlaut_is_the_word(huddle):
    """SCHOEN is how German writes SCHÖN without the key: a row of SCHÖN."""
    ch = await _german_board(huddle, 1311)
    played = await ch.post(BOB, "SCHOEN 00000")
    assert "⬛⬛⬛⬛⬛ **SCHÖN** — bob" in played.lines, (played.title, played.lines)
