"""A multi-board row as players write it: a solved board written as the word in capitals
in the ``CRANE=c.... ..A..`` notation (a capital is a green tile), and a row with too few
boards' colours told against the game going, not against every game there is."""

from __future__ import annotations

from bot.parsing import parse_message
from tests.bot.chat import CAROL, Channel, body


def test_the_word_in_capitals_among_equals_boards_is_that_board_all_green(solver):
    for text, marks in (
        ("MONEY=.o... ..... MONEY .....", ("01000", "00000", "22222", "00000")),
        ("MONEY=.o... MONEY ..... .....", ("01000", "22222", "00000", "00000")),
        ("MONEY=.o... ..... ..... MONEY", ("01000", "00000", "00000", "22222")),
    ):
        parsed = parse_message(text, solver)
        assert parsed.kind == "guesses" and parsed.boards == 4, text
        (guess,) = parsed.guesses
        assert ["".join(map(str, p)) for p in guess.patterns] == list(marks), text


def test_the_word_in_capitals_after_one_board_and_more_words_stays_chat_words(solver):
    """ "CRANE=c.... CRANE was good": one board, then the player's words about it."""
    parsed = parse_message("CRANE=c.... CRANE was good", solver)
    assert parsed.kind == "guesses" and parsed.boards == 1


async def test_a_quordle_row_with_a_board_solved_in_capitals_plays(huddle):
    ch = Channel(huddle, 731)
    await huddle.games.new(ch.channel_id, 1, "quordle")
    reply = await ch.post(CAROL, "MONEY=.o... ..... MONEY .....")
    assert reply.title == "Quordle: 1/9 played", body(reply)
    assert "Board 3: ✅ ||**MONEY**|| (guess 1)" in reply.lines


async def test_a_row_of_boards_no_game_has_is_told_what_the_game_going_needs(huddle):
    ch = Channel(huddle, 732)
    await huddle.games.new(ch.channel_id, 1, "quordle")
    reply = await ch.post(CAROL, "crane 20010 00100 22000")
    assert reply.title == "Wrong number of boards" and reply.tone == "error"
    assert reply.lines[0] == (
        "The new game here is Quordle: each guess needs 4 boards' colours, and that paste "
        "gives 3 boards' colours. Nothing was added."
    )
    assert not (await huddle.games.store.current_session(ch.channel_id)).guesses


async def test_a_wordle_going_needs_one_boards_colours_in_words(huddle):
    ch = Channel(huddle, 733)
    await ch.post(CAROL, "crane 20010")
    reply = await ch.post(CAROL, "slate 00000 00000 00000")
    assert reply.lines[0] == (
        "The game here is Wordle: each guess needs one board's colours, and that paste "
        "gives 3 boards' colours. Nothing was added."
    )


async def test_with_no_game_going_the_row_is_told_which_games_there_are(huddle):
    reply = await Channel(huddle, 734).post(CAROL, "crane 20010 00100 22000")
    assert "No game has 3 boards (games have 1, 2, 4, 8, 16)" in body(reply)
