"""Rows as their players typed them, everywhere a reply names them: /undo quotes the row
it took away as typed (MOWER 02022, not the engine's MOWER=.O.ER), its winning row in
spoilers where the channel hides answers; and a board writes a word with the accents its
player typed (Termo plays SÉRIA as SERIA, which its list writes "seria", the verb).
Against the real store (an SQLite file)."""

from __future__ import annotations

from bot.games._shown import board_of
from tests.bot.chat import ALICE, BOB, Channel

GUILD = 1


async def test_undo_quotes_the_row_as_its_player_typed_it(huddle):
    ch = Channel(huddle, 951, GUILD)
    await ch.post(ALICE, "BUNDT=.....")
    await ch.post(BOB, "MOWER 02022")
    undone = await huddle.games.undo(951)
    assert undone.lines[0] == "Removed `MOWER 02022` (from bob)."
    assert (await huddle.games.undo(951)).lines[0] == "Removed `BUNDT=.....` (from alice)."


async def test_undo_of_a_winning_row_keeps_the_accents_and_hides_the_answer(huddle):
    await huddle.games.new(952, GUILD, "spanish")
    ch = Channel(huddle, 952, GUILD)
    await huddle.settings.store.set_spoilers(952, True)
    await ch.post(ALICE, "ÁRBOL 🟩🟩🟩🟩🟩")
    undone = await huddle.games.undo(952)
    assert undone.lines[0] == "Removed ||`ÁRBOL 🟩🟩🟩🟩🟩`|| (from alice)."
    await huddle.settings.store.set_spoilers(952, False)
    await ch.post(ALICE, "árbol 22222")
    assert (await huddle.games.undo(952)).lines[0] == "Removed `árbol 22222` (from alice)."


async def test_a_termo_board_writes_each_word_as_its_player_typed_it(huddle):
    await huddle.games.new(953, GUILD, "termo")
    ch = Channel(huddle, 953, GUILD)
    await huddle.settings.store.set_spoilers(953, False)
    await ch.post(ALICE, "SÉRIA ⬛⬛⬛⬛⬛")
    reply = await ch.post(BOB, "otimo ⬛⬛⬛⬛🟩")  # no accent typed: the list writes ÓTIMO
    assert reply.lines[:2] == ["⬛⬛⬛⬛⬛ **SÉRIA** — alice", "⬛⬛⬛⬛🟩 **ÓTIMO** — bob"]
    session = await huddle.games.store.current_session(953)
    assert [g.word for g in session.guesses] == ["seria", "otimo"]  # played unaccented
    picture = board_of(session, False)
    assert "SÉRIA: " in picture.description and "ÓTIMO: " in picture.description
