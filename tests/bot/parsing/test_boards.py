"""Reading multi-board games: a guess with one feedback per board in every notation, and
the Dordle, Quordle and Octordle shares."""

from __future__ import annotations

import pytest

from bot.parsing import parse_message, read_guess
from solver.game.feedback import from_digits

QUORDLE = ("20010", "00100", "22000", "00000")
SQUARES = {"0": "⬛", "1": "🟨", "2": "🟩"}


def squares(digits: str) -> str:
    return "".join(SQUARES[d] for d in digits)


def letters(word: str, digits: str) -> str:
    """CHEST-style: UPPER green, lower yellow, '.' grey."""
    return "".join(c.upper() if d == "2" else c if d == "1" else "." for c, d in zip(word, digits))


def patterns(*digits: str):
    return tuple(None if d == "-" else from_digits(d) for d in digits)


@pytest.mark.parametrize(
    "text",
    [
        "crane 20010 00100 22000 00000",
        "CRANE " + " ".join(squares(d) for d in QUORDLE),
        "CRANE=" + " ".join(letters("crane", d) for d in QUORDLE),
        "CRANE\n" + "\n".join(squares(d) for d in QUORDLE),
        "crane:\n" + "\n".join(QUORDLE),
        "crane gbbyb bbybb ggbbb bbbbb",
    ],
)
def test_every_notation_reads_one_feedback_per_board(text, solver):
    parsed = parse_message(text, solver)
    assert parsed.kind == "guesses" and parsed.boards == 4
    (guess,) = parsed.guesses
    assert guess.word == "crane" and guess.patterns == patterns(*QUORDLE)


@pytest.mark.parametrize("mark", ["-", "✓", "✔️", "✅"])
def test_a_solved_board_takes_a_mark(mark, solver):
    parsed = parse_message(
        f"slate 00100 {mark} 20000 {mark}\nCRANE\n{mark}\n{mark}\n20000\n-", solver
    )
    first, second = parsed.guesses
    assert first.patterns == patterns("00100", "-", "20000", "-")
    assert second.patterns == patterns("-", "-", "20000", "-")
    assert [g.line for g in parsed.guesses] == [1, 2]


def test_two_games_of_guesses_make_one_paste_of_a_game(solver):
    dordle = parse_message("crane 20010 00100\nslate 00000 22222", solver)
    assert dordle.boards == 2 and len(dordle.guesses) == 2
    octordle = parse_message("crane " + " ".join(["00000"] * 8), solver)
    assert octordle.boards == 8


def test_a_guess_with_another_number_of_boards_is_one_clear_error(solver):
    parsed = parse_message("crane 20010 00100 22000 00000\nslate 00000 00000", solver)
    assert parsed.kind == "error"
    assert parsed.error.startswith("Line 2 (`slate 00000 00000`): this guess has 2 boards'")
    assert "line 1 has 4 boards' colours" in parsed.error
    assert "left to right, top to bottom" in parsed.error


def test_a_number_of_boards_no_game_has_is_named(solver):
    parsed = parse_message("crane 20010 00100 22000", solver)
    assert parsed.kind == "error"
    assert "No game has 3 boards (games have 1, 2, 4, 8, 16)" in parsed.error


def test_more_guesses_than_the_game_has_rows_are_refused_before_reading(solver):
    text = "\n".join(f"crane {' '.join(['00000'] * 2)}" for _ in range(8))
    parsed = parse_message(text, solver)
    assert (
        parsed.kind == "error" and "this paste has 8 guesses; Dordle has at most 7" in parsed.error
    )
    nine = "\n".join(f"crane {' '.join(['00000'] * 4)}" for _ in range(9))
    assert parse_message(nine, solver).kind == "guesses"  # Quordle has nine rows


def test_a_bad_colour_names_its_board(solver):
    parsed = parse_message("crane 20010 00300 22000 00000", solver)
    assert parsed.kind == "error" and "Board 2:" in parsed.error
    impossible = parse_message("crane 20010 22221 22000 00000", solver)
    assert "Board 2: CRANE can't score" in impossible.error


def test_guess_command_takes_every_board(solver):
    parsed = read_guess("crane", "20010 00100 - 22000", solver)
    assert parsed.kind == "guesses"
    assert parsed.guesses[0].patterns == patterns("20010", "00100", "-", "22000")
    spaced = read_guess("crane", "🟩 ⬛ ⬛ 🟨 ⬛", solver)  # one board typed with spaces
    assert spaced.guesses[0].patterns == patterns("20010")


@pytest.mark.parametrize(
    "text",
    [
        "crane -",
        "crane - a bird",
        "CRANE\n-\n-",
        "slate\nhello\nthere",
    ],
)
def test_chat_that_only_looks_like_boards_stays_silent(text, solver):
    assert parse_message(text, solver).kind == "none"


# -- shares ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "game", "puzzle", "boards"),
    [
        (
            "Daily Quordle 1234\n8️⃣5️⃣\n4️⃣6️⃣\nm-w.com/games/quordle/\n"
            "⬜🟨⬜⬜🟩 ⬜⬜⬜⬜⬜\n🟩🟩🟩🟩🟩 ⬜🟨⬜⬜⬜",
            "quordle",
            1234,
            (8, 5, 4, 6),
        ),
        ("Daily Quordle #1235\n9️⃣🟥\n🟥7️⃣\nquordle.com", "quordle", 1235, (9, None, None, 7)),
        (
            "Daily Octordle #553\n8️⃣🔟\n🕛🕐\n5️⃣4️⃣\n6️⃣9️⃣\nScore: 73",
            "octordle",
            553,
            (8, 10, 12, 13, 5, 4, 6, 9),
        ),
        ("Daily Octordle 554\n🕚🟥\n🕛🕐\n5️⃣4️⃣\n6️⃣9️⃣", "octordle", 554, (11, None, 12, 13, 5, 4, 6, 9)),
        (
            "Daily Dordle #0078 4&6/7\n⬜🟨⬜⬜🟩 ⬜⬜⬜⬜⬜\n🟩🟩🟩🟩🟩 🟩🟩🟩🟩🟩",
            "dordle",
            78,
            (4, 6),
        ),
        ("Daily Dordle #0079 X&5/7", "dordle", 79, (None, 5)),
    ],
)
def test_clone_shares_are_read_board_by_board(text, game, puzzle, boards, solver):
    parsed = parse_message(text, solver)
    assert parsed.kind == "share" and not parsed.shares
    (share,) = parsed.board_shares
    assert (share.game, share.puzzle, share.boards) == (game, puzzle, boards)


def test_a_clone_share_with_the_wrong_count_is_one_error(solver):
    three = parse_message("Daily Quordle 1234\n8️⃣5️⃣\n4️⃣", solver)
    assert (
        three.kind == "error"
        and "a Quordle share shows 4 boards' guesses; this one shows 3" in (three.error)
    )
    over = parse_message("Daily Dordle #0080 8&5/7", solver)
    assert over.kind == "error" and "Dordle has 7 rows, so no board takes 8 guesses" in over.error


def test_a_bare_clone_header_is_chat(solver):
    assert parse_message("Daily Quordle 1234", solver).kind == "none"
    assert parse_message("did anyone do Daily Quordle 1234 yet?", solver).kind == "none"


def test_the_parser_says_which_game_the_guesses_are_for(solver):
    """The game is worked out once, where the paste is read, and travels with it."""
    from solver.game.variants import VARIANTS

    assert parse_message("CRANE 20010 00100 - 22000", solver).game == VARIANTS["quordle"]
    assert parse_message("CRANE 20010", solver).game == VARIANTS["wordle"]
    assert read_guess("crane", "20010 00100", solver).game == VARIANTS["dordle"]
    share = "Wordle 1,234 2/6\n\n🟩🟩⬛⬛🟨\n🟩🟩🟩🟩🟩"
    assert parse_message(share, solver).game is None  # no typed guesses: no game of theirs


@pytest.mark.parametrize(
    "text",
    [
        "PLANET 🟩⬛⬛🟨⬛⬛",
        "planet 200100",
        "PLANET=P..n..",
        "🟩⬛⬛🟨⬛⬛ planet",
        "- planet: 200100",
    ],
)
def test_a_guess_of_another_length_is_read_over_that_lengths_words(text, solver, huddle):
    """Wordle of six letters is read by the same rules as five, over its own words, and
    its game is the six-letter Wordle."""
    from solver.game.variants import VARIANTS

    parsed = parse_message(text, solver, huddle.games.kinds.of_length)
    assert parsed.kind == "guesses", parsed.error
    assert parsed.game is VARIANTS["wordle6"]
    (guess,) = parsed.guesses
    assert (guess.word, guess.pattern, guess.known) == ("planet", from_digits("200100"), True)


def test_other_lengths_are_only_read_where_the_words_of_that_length_are_given(solver, huddle):
    """Without the other lengths' words a six-letter guess is the five-letter game's error,
    as before; chat of other lengths stays chat; several boards have five letters."""
    of_length = huddle.games.kinds.of_length
    assert parse_message("PLANET 🟩⬛⬛🟨⬛⬛", solver).kind == "error"
    said = ("planets are big", "volume 11", "room 2012", "back in 2020", "I scored 200100 points")
    for chat in said:
        assert parse_message(chat, solver, of_length).kind == "none", chat
    several = parse_message("planet 200100 000000", solver, of_length)
    assert several.kind == "error" and "five-letter" in (several.error or "")
    assert parse_message("CRANE 🟩⬛⬛🟨⬛", solver, of_length).game.name == "wordle"
    guessed = read_guess("orange", "🟨⬛⬛⬛⬛🟩", solver, of_length)
    assert guessed.kind == "guesses" and guessed.game.name == "wordle6"
