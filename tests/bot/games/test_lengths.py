"""Wordle of other lengths in a channel: started by /new with a length or by the first
paste of that length, played to a win and to a loss over its own words, and refused where
a paste's words have another length; real SQLite, real solver."""

from __future__ import annotations

import pytest

from solver import score
from solver.game.feedback import to_emoji
from solver.game.variants import VARIANTS
from tests.bot.chat import ALICE, BOB, Channel, body


def paste(word: str, answer: str) -> str:
    return f"{word.upper()} {to_emoji(score(word, answer))}"


@pytest.mark.parametrize(("length", "answer"), [(4, "lamp"), (6, "orange"), (9, "chocolate")])
async def test_a_game_of_each_length_is_played_to_a_win_on_the_advice(length, answer, huddle):
    """/new with a length starts it; each reply's best guess, played, wins within six
    rows, and every word the bot names has the game's length."""
    ch = Channel(huddle, channel_id=900 + length)
    started = await huddle.games.new(ch.channel_id, 1, "wordle", length=length)
    assert started.title == f"New game: Wordle ({length} letters)"
    assert f"Paste a guess of {length} letters" in body(started)
    for row in range(1, 7):
        guess = (await huddle.games.hint(ch.channel_id, 1)).lines[-1].split("**")[1].lower()
        assert len(guess) == length, guess
        reply = await ch.post([ALICE, BOB][row % 2], paste(guess, answer))
        if guess == answer:
            assert reply.title == f"Solved in {row}/6! 🎉", body(reply)
            break
        assert f"{row}/6 played" in reply.title and reply.tone == "info", body(reply)
    else:
        pytest.fail("not solved in six rows")
    session = await huddle.games.store.current_session(ch.channel_id)
    assert session.kind is VARIANTS[f"wordle{length}"] and session.status == "solved"


async def test_the_first_paste_of_another_length_starts_that_game_and_others_are_refused(huddle):
    ch = Channel(huddle, channel_id=950)
    first = await ch.post(ALICE, "PLANET 🟩⬛⬛🟨⬛⬛")
    assert "1/6 played" in first.title, body(first)
    session = await huddle.games.store.current_session(ch.channel_id)
    assert session.kind is VARIANTS["wordle6"]
    wrong = await ch.post(BOB, "CRANE 🟩⬛⬛🟨⬛")
    assert wrong.tone == "error" and wrong.title == "Wrong word length"
    assert "its words have 6 letters, and that paste's have 5" in body(wrong)
    assert "`/new` starts a Wordle of 5 letters" in body(wrong)
    assert len((await huddle.games.store.current_session(ch.channel_id)).guesses) == 1
    why = await huddle.games.why(ch.channel_id, "orange")
    assert "put P in 1st place, ORANGE has O there" in body(why)


async def test_a_spanish_games_length_messages_name_that_game_not_english_wordle(huddle):
    """Six letters in a Spanish game: the game's own words have five, and no English
    Wordle of six is offered (the only Spanish game is of five)."""
    ch = Channel(huddle, channel_id=952)
    await huddle.games.new(ch.channel_id, 1, "spanish")
    await ch.post(ALICE, "PERRO 🟩⬛⬛🟨⬛")
    squares = await ch.post(BOB, "manana 🟩🟩⬛⬛⬛")
    assert "MANANA has 6 letters; this game's words have 5" in body(squares), body(squares)
    wrong = await ch.post(BOB, "mañana 🟩🟩⬛⬛⬛⬛")
    assert wrong.title == "Wrong word length", body(wrong)
    assert "Wordle en español: its words have 5 letters" in body(wrong)
    assert "/new" not in body(wrong)


async def test_a_game_of_another_length_is_lost_when_its_rows_run_out(huddle):
    ch = Channel(huddle, channel_id=951)
    await huddle.games.new(ch.channel_id, 1, "wordle", length=7)
    for word in ("picture", "example", "country", "several", "problem", "another"):
        reply = await ch.post(ALICE, paste(word, "kitchen"))
    assert reply.title == "Out of guesses" and "It could have been: ||KITCHEN||" in body(reply)
    assert (await huddle.games.store.current_session(ch.channel_id)).status == "failed"


async def test_several_boards_take_no_length_and_lengths_stay_within_the_engines(huddle):
    refused = await huddle.games.new(960, 1, "quordle", length=6)
    assert refused.tone == "error" and "`/new wordle length:6`" in body(refused)
    assert (await huddle.games.new(960, 1, "quordle", length=5)).title.startswith("New game")
    assert (await huddle.games.store.current_session(960)).kind is VARIANTS["quordle"]
