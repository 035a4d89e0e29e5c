import pytest

from solver.game.feedback import (
    FeedbackError,
    decode,
    encode,
    notation,
    parse_guess,
    parse_score,
    score,
    to_digits,
    to_emoji,
    to_letters,
)
from solver.wording import problem_text


@pytest.mark.parametrize(
    ("guess", "answer", "digits"),
    [
        ("caves", "chess", "20012"),
        ("swiss", "chess", "00022"),  # the first S gets nothing: greens use up both S
        ("fault", "talon", "02011"),
        ("goose", "obese", "01022"),  # only one O in OBESE: the second O is grey
        ("obese", "goose", "10022"),
        ("crane", "crane", "22222"),
        ("speed", "abide", "00101"),
        ("eerie", "there", "10102"),
        ("array", "ratty", "11002"),
    ],
)
def test_score_follows_wordle_rules_on_repeated_letters(guess, answer, digits):
    assert to_digits(score(guess, answer)) == digits


def test_codes_round_trip_and_read_as_base_three():
    assert encode((2, 0, 0, 1, 2)) == 2 * 81 + 1 * 3 + 2
    for code in range(243):
        assert encode(decode(code)) == code
    assert decode(242) == (2, 2, 2, 2, 2)


@pytest.mark.parametrize(
    ("text", "guess", "digits"),
    [
        ("c.E..", "chest", "10200"),
        ("20012", None, "20012"),
        ("🟩⬛⬛🟨⬛", None, "20010"),
        ("🟩⬜⬜🟨⬜", None, "20010"),  # light theme
        ("🟧⬛⬛🟦⬛", None, "20010"),  # high contrast
        ("🟩\ufe0f ⬛\ufe0f ⬛ 🟨 ⬛", None, "20010"),  # variation selectors and spaces
        ("gybbg", "crane", "21002"),
        ("GY--G", "crane", "21002"),
        (".....", "hares", "00000"),
    ],
)
def test_every_notation_reads(text, guess, digits):
    assert to_digits(parse_score(text, guess=guess, length=5)) == digits


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "CRANE=cRAXe",
            "4th character 'X' of 'cRAXe' does not match the guess letter N; type N (green), n",
        ),
        ("CRANE=c.E..", "3rd character 'E' of 'c.E..' does not match the guess letter A"),
        ("CRANE=2001", "'2001' has 4 tiles but CRANE has 5 letters"),
        ("CRANE=20013", "5th tile '3' in '20013' is not a digit"),
        ("CRANE 🟩⬛⬛🟨x", "5th tile 'x'"),
        ("CR4NE=20012", "'4' is not a letter"),
    ],
)
def test_errors_name_the_character_and_what_to_type(text, message):
    with pytest.raises(FeedbackError) as caught:
        parse_guess(text)
    assert message in problem_text(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "CHEST=c.E..",
        "chest c.E..",
        "chest 10200",
        "CHEST 🟨⬛🟩⬛⬛",
        "🟨⬛🟩⬛⬛ chest",
        "chest: 🟨 ⬛ 🟩 ⬛ ⬛",
        "chest ybgbb",
    ],
)
def test_parse_guess_accepts_word_and_score_in_either_order(text):
    assert parse_guess(text) == ("chest", (1, 0, 2, 0, 0))


def test_printing_round_trips():
    pattern = score("chest", "ocean")
    assert to_letters("chest", pattern) == "c.E.."
    assert notation("chest", pattern) == "CHEST=c.E.."
    assert to_emoji(pattern) == "🟨⬛🟩⬛⬛"
    assert to_emoji(pattern, high_contrast=True, light=True) == "🟦⬜🟧⬜⬜"
    assert parse_guess(notation("chest", pattern)) == ("chest", pattern)


def test_no_hard_mode_game_breaks_the_letterless_grid_rule():
    """Random hard-mode games (each guess allowed by the hard-mode rule) never show a
    grid the letterless rule flags; moving a green or dropping a colour does."""
    import random

    from solver import Guess, Knowledge
    from solver.game.rules import hard_mode_grid_breach
    from solver.lists.wordlists import original, valid

    rng = random.Random(3)
    words = valid().words
    for _ in range(200):
        answer = rng.choice(original().words)
        played: list[Guess] = []
        while len(played) < 6 and (not played or played[-1].word != answer):
            k = Knowledge.from_history(played)
            word = next(
                w for w in iter(lambda: rng.choice(words), None) if not k.hard_mode_breach(w)
            )
            played.append(Guess(word, score(word, answer)))
        assert hard_mode_grid_breach([g.pattern for g in played]) is None, played
    assert hard_mode_grid_breach([(0, 2, 0, 0, 1), (0, 0, 2, 0, 1)]) == (1, 1)
    assert hard_mode_grid_breach([(0, 2, 0, 1, 1), (0, 2, 0, 0, 1)]) == (1, None)
