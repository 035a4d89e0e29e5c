import contextlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.parsing import ParseError, _parse, parse_message

CORPUS = Path(__file__).parents[1] / "data" / "chat_corpus.txt"


def guesses(text, solver):
    parsed = parse_message(text, solver)
    assert parsed.kind == "guesses", parsed
    return [(g.word, "".join(map(str, g.pattern))) for g in parsed.guesses]


@pytest.mark.parametrize(
    "text",
    [
        "CHEST=c.E..",
        "chest c.E..",
        "chest 10200",
        "chest ybgbb",
        "chest YBG--",
        "CHEST 🟨⬛🟩⬛⬛",
        "🟨⬛🟩⬛⬛ chest",
        "chest: 🟨 ⬛ 🟩 ⬛ ⬛",
        "chest 🟨⬜🟩⬜⬜",
        "chest 🟦⬛🟧⬛⬛",
        "chest 🟦⬜🟧⬜⬜",
        "chest 🟨\ufe0f⬛\ufe0f🟩\ufe0f⬛\ufe0f⬛\ufe0f",
        "chest :yellow_square: :black_large_square: :green_square: :black_large_square: "
        ":black_large_square:",
        "chest :blue_square::white_large_square::orange_square::white_large_square:"
        ":white_large_square:",
        "```\nCHEST=c.E..\n```",
        "`CHEST=c.E..`",
        "||CHEST=c.E..||",
        "**CHEST** 🟨⬛🟩⬛⬛",
        "> CHEST=c.E..",
        "here's mine\nCHEST=c.E..\nhelp!",
    ],
)
def test_one_guess_in_every_form(text, solver):
    assert guesses(text, solver) == [("chest", "10200")]


@pytest.mark.parametrize(
    "text",
    [
        "JUDGE=....e CHEST=c.E.. WRECK=..Ec.",
        "JUDGE=....e, CHEST=c.E.., WRECK=..Ec.",
        "judge 00001\nchest 10200\nwreck 00210",
        "1. JUDGE=....e\n2. CHEST=c.E..\n3. WRECK=..Ec.",
        "JUDGE ⬛⬛⬛⬛🟨\nCHEST 🟨⬛🟩⬛⬛\nWRECK ⬛⬛🟩🟨⬛",
        "judge 00001 -> chest 10200 -> wreck 00210",
    ],
)
def test_many_guesses_per_message(text, solver):
    assert guesses(text, solver) == [("judge", "00001"), ("chest", "10200"), ("wreck", "00210")]


SHARE_ROWS = "⬛⬛⬛⬛🟨\n🟨⬛🟩⬛⬛\n⬛⬛🟩🟨⬛\n🟩🟩🟩🟩🟩"


@pytest.mark.parametrize(
    ("header", "puzzle", "result", "hard"),
    [
        ("Wordle 0 4/6", 0, 4, False),
        ("Wordle 999 4/6", 999, 4, False),
        ("Wordle 1,000 4/6", 1000, 4, False),
        ("Wordle 1.000 4/6*", 1000, 4, True),
        ("Wordle 1592 4/6", 1592, 4, False),
        ("Wordle 1,592 4/6*", 1592, 4, True),
    ],
)
def test_shares_with_every_header_form(header, puzzle, result, hard, solver):
    parsed = parse_message(f"{header}\n\n{SHARE_ROWS}", solver)
    assert parsed.kind == "share"
    (share,) = parsed.shares
    assert (share.puzzle, share.result, share.hard, share.words) == (puzzle, result, hard, None)
    assert ["".join(map(str, r)) for r in share.rows] == ["00001", "10200", "00210", "22222"]


@pytest.mark.parametrize("theme", [("⬛", "🟩", "🟨"), ("⬜", "🟩", "🟨"), ("⬛", "🟧", "🟦")])
def test_dark_light_and_high_contrast_shares(theme, solver):
    grey, green, yellow = theme
    rows = SHARE_ROWS.replace("⬛", grey).replace("🟩", green).replace("🟨", yellow)
    (share,) = parse_message(f"Wordle 1,234 4/6\n\n{rows}", solver).shares
    assert "".join(map(str, share.rows[1])) == "10200"


def test_hard_mode_loss(solver):
    rows = "\n".join(
        ["⬛⬛⬛⬛🟨", "🟨⬛🟩⬛⬛", "⬛⬛🟩🟨⬛", "⬛🟩🟩🟩🟩", "⬛🟩🟩🟩🟩", "⬛🟩🟩🟩🟩"]
    )
    (share,) = parse_message(f"Wordle 1,234 X/6*\n\n{rows}", solver).shares
    assert share.result is None and share.hard and not share.solved and len(share.rows) == 6


def test_share_with_comments_and_several_shares(solver):
    text = (
        f"ugh today\nWordle 1,234 4/6\n\n{SHARE_ROWS}\nnot bad!\n\n"
        f"and Bob's:\nWordle 1,234 4/6*\n\n{SHARE_ROWS}\n"
    )
    parsed = parse_message(text, solver)
    assert parsed.kind == "share"
    assert [s.hard for s in parsed.shares] == [False, True]


def test_share_with_words_beside_its_rows_is_a_grid_with_letters(solver):
    text = (
        "Wordle 797 4/6\n\n⬛⬛⬛⬛🟨 JUDGE\n🟨⬛🟩⬛⬛ CHEST\n⬛⬛🟩🟨⬛ WRECK\n🟩🟩🟩🟩🟩 OCEAN"
    )
    (share,) = parse_message(text, solver).shares
    assert share.words == ("judge", "chest", "wreck", "ocean")
    # words that could not have scored those rows are comments, not letters
    text = f"Wordle 797 4/6\n\n{SHARE_ROWS.replace('🟩🟩🟩🟩🟩', '🟩🟩🟩🟩🟩 yesss')}"
    assert parse_message(text, solver).shares[0].words is None


def test_guesses_and_share_in_one_message_fill_both_lists(solver):
    parsed = parse_message(f"CHEST=c.E..\nWordle 1,234 4/6\n\n{SHARE_ROWS}", solver)
    assert parsed.kind == "guesses" and len(parsed.guesses) == 1 and len(parsed.shares) == 1


@pytest.mark.parametrize(
    "text",
    [
        "Daily Sequence Octordle #845\n8️⃣🕛\n🔟6️⃣\nScore: 72",
        "Daily Quordle Rescue 12\n6️⃣5️⃣\n8️⃣4️⃣",
        "Daily Duotrigordle #30\nGuesses: 37/37",
    ],
)
def test_clones_we_do_not_play_are_declined_not_mistaken_for_wordle(text, solver):
    """Declined when someone asks (a message command); silent in chat, where it is another
    game's result posted to the channel (tests/bot/games/test_play_in_chat.py)."""
    parsed = parse_message(text, solver)
    assert parsed.kind == "unsupported"
    assert "this one isn't among them" in parsed.error


def test_a_sedecordle_share_counts_each_board_by_its_clock(solver):
    """Sedecordle's share numbers a board's guesses past 12 with clocks: 🕐 13 … 🕘 21."""
    text = "Daily Sedecordle #5\n🕔🕓\n🕖4️⃣\n6️⃣5️⃣\n7️⃣🕒\n🕗8️⃣\n9️⃣🕑\n🕕🔟\n🕐🕛\nsedecordle.com"
    (share,) = parse_message(text, solver).board_shares
    assert share.game == "sedecordle" and share.puzzle == 5
    assert share.boards == (17, 16, 19, 4, 6, 5, 7, 15, 20, 8, 9, 14, 18, 10, 13, 12)


def test_unknown_word_is_accepted_but_noted(solver):
    parsed = parse_message("ZORPS=.....", solver)
    assert parsed.kind == "guesses" and parsed.unknown == ("zorps",)
    assert not parsed.guesses[0].known


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("CRANES=20012", "CRANES has 6 letters; this game's words have 5"),
        (
            "CRANE=cRAXe",
            "The 4th character `X` of `cRAXe` does not "
            "match the guess letter N; type N (green), n (yellow) or . (grey)",
        ),
        ("CRANE=🟩⬛⬛🟨🟥", "5th tile `🟥`"),
        ("CRANE=c.a.q", "The 5th character `q` of `c.a.q` does not match the guess letter E"),
        (
            "SLOTH=.....\ncrane 🟩🟩🟩🟩🟨",
            "Line 2 (`crane 🟩🟩🟩🟩🟨`): CRANE can't score "
            "🟩🟩🟩🟩🟨 against any word: four greens and one yellow can't happen",
        ),
        (
            f"Wordle 1,234 4/6\n\n{SHARE_ROWS.replace('🟨⬛🟩⬛⬛', '🟨⬛🟩⬛')}",
            "Line 4 (`🟨⬛🟩⬛`): this share row has 4 squares; each row has 5",
        ),
        (
            f"Wordle 1,234 4/6\n\n{SHARE_ROWS.replace('🟨⬛🟩⬛⬛', '🟨⬛🟩⬛⬛⬛')}",
            "this share row has 6 squares; each row has 5",
        ),
        (
            "Wordle 1,234 4/6\n\n⬛⬛⬛⬛🟨\n🟨⬛🟩⬛⬛\n🟩🟩🟩🟩🟩",
            "Line 1 (`Wordle 1,234 4/6`): the header says 4/6 but the grid has 3 rows",
        ),
        (
            "Wordle 1,234 3/6\n\n⬛⬛⬛⬛🟨\n🟩🟩🟩🟩🟨\n🟩🟩🟩🟩🟩",
            "Line 4 (`🟩🟩🟩🟩🟨`): no guess can score",
        ),
        # word and score agree with each other, but are not five letters
        ("CRANES=c.a.e.", "CRANES has 6 letters; this game's words have 5"),
        ("CRAN=c.a.", "CRAN has 4 letters; this game's words have 5"),
        ("cranes 🟩⬛⬛🟨⬛⬛", "CRANES has 6 letters; this game's words have 5"),
        ("cranes c.a.e.", "CRANES has 6 letters"),
        # a word with a row of four or six squares
        (
            "CRANE 🟩⬛⬛🟨",
            "`🟩⬛⬛🟨` has 4 tiles but CRANE has 5 letters; type one tile per letter",
        ),
        ("crane 🟩⬛⬛🟨⬛⬛", "`🟩⬛⬛🟨⬛⬛` has 6 tiles but CRANE has 5 letters"),
        ("🟩⬛⬛🟨 crane", "has 4 tiles but CRANE has 5 letters"),
        # more tiles off, each a tile or the word's own letter: a typo, not chat
        ("CRANE=c.a", "`c.a` has 3 tiles but CRANE has 5 letters"),
        ("CRANE=c.a.e.g", "`c.a.e.g` has 7 tiles but CRANE has 5 letters"),
        ("crane 🟩⬛⬛", "`🟩⬛⬛` has 3 tiles but CRANE has 5 letters"),
        # a six-letter word beside a row of five squares
        (
            "CRANES 🟩⬛⬛🟨⬛",
            "CRANES has 6 letters; this game's words have 5",
        ),
        # a paste longer than a game, counted before anything is solved
        (
            "\n".join(f"{w}=....." for w in ["ABCDE", "FGHIJ", "KLMNO", "PQRST", "UVWXY"])
            + "\nZABCD=.....\nEFGHI=.....",
            "Line 7 (`EFGHI=.....`): this paste has 7 guesses; a Wordle game has at most 6",
        ),
        ("crane 20010 " * 12, "This paste has 12 guesses; a Wordle game has at most 6"),
        # a hard-mode share whose grid no hard-mode game could show
        (
            "Wordle 1,234 3/6*\n\n⬛🟩⬛⬛🟨\n⬛⬛🟩⬛🟨\n🟩🟩🟩🟩🟩",
            "Line 4 (`⬛⬛🟩⬛🟨`): this row breaks hard mode (the * after the score): the 2nd "
            "tile was green in the row above, so it stays green",
        ),
        (
            "Wordle 1,234 3/6*\n\n⬛🟩⬛🟨🟨\n⬛🟩⬛⬛🟨\n🟩🟩🟩🟩🟩",
            "it has fewer coloured tiles than the row above, but every revealed letter",
        ),
        # one unmistakable slip in a score: said, not silence
        ("crane 20013", "5th tile `3` in `20013` is not a digit the score can use"),
        ("crane gybxq", "`q` in `gybxq` is not a tile; use g (green), y (yellow), b (grey)"),
        ("crane 200122", "`200122` has 6 tiles but CRANE has 5 letters"),
        ("CRANE 2⬛⬛⬛2", "1st tile `2` in `2⬛⬛⬛2` is not a square the score can use"),
        ("crane 2🟩⬛⬛1", "1st tile `2` in `2🟩⬛⬛1` is not a square the score can use"),
        ("FIBER=FIBre", "The 4th character `r` of `FIBre` does not match the guess letter E"),
        ("FIBER=FIBRES", "`FIBRES` has 6 tiles but FIBER has 5 letters"),
    ],
)
def test_malformed_wordle_gets_one_specific_error(text, message, solver):
    """One specific error; a message of one line is its line, so its error names none
    ("Line 1 (…)" there is noise) and opens as a sentence."""
    parsed = parse_message(text, solver)
    assert parsed.kind == "error" and not parsed.guesses and not parsed.shares
    assert message in parsed.error
    alone = len(text.strip().splitlines()) == 1
    assert parsed.error.startswith("Line ") != alone, parsed.error
    assert parsed.error[:1] == parsed.error[:1].upper()


@pytest.mark.parametrize(
    "text",
    [
        "crane is a bird",
        "I got it in 4/6!",
        "lol 🟩",
        "https://example.com",
        "crane",
        "12345",
        "",
        "   ",
        "Wordle 1,234 4/6 today!",
        "🟩⬛⬛🟨⬛",
        "hello there",
        "width=100",
        "water=60078",
        "room 2012",  # a word and a number of the same size: not a guess
        "page=2020",
        "year 2020",
        "nice 🟩🟩🟩🟩🟩",
        "wow 🟩🟩🟩",
        "I got 12012 points",
        "crane 2001",  # four digits: a year, not a typo
        "great 🟩🟩",
        "limit=1000",
        "amazing 🟩🟩🟩🟩🟩",
        "water 60078",  # more than one digit outside 0-2: a number
        "happy 12345",
        "LOVE=HATE",  # not the guess's letters
        "crane bread",
        "see you at 20013",
        "2⬛⬛⬛2 lol",
        "great game 22⬛⬛2",
    ],
)
def test_ordinary_chat_yields_nothing(text, solver):
    assert parse_message(text, solver).kind == "none"


def test_a_bare_header_is_a_result_without_a_grid(solver):
    parsed = parse_message("Wordle 1,245 3/6*", solver)
    assert parsed.kind == "share" and not parsed.guesses
    (share,) = parsed.shares
    assert (share.puzzle, share.result, share.hard, share.rows) == (1245, 3, True, ())
    assert parse_message("  wordle 1245 X/6 ", solver).shares[0].result is None


def test_chat_corpus_yields_no_reply_at_all(solver):
    lines = CORPUS.read_text(encoding="utf-8").splitlines()
    assert len(lines) >= 2000
    noisy = [line for line in lines if parse_message(line, solver).kind != "none"]
    assert noisy == []
    # and as one long message per hundred lines
    for start in range(0, len(lines), 100):
        assert parse_message("\n".join(lines[start : start + 100]), solver).kind == "none"


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_parse_command_prints_one_json_object():
    done = subprocess.run(
        [sys.executable, "-m", "bot", "parse"],
        input="CHEST=c.E..\n",
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(done.stdout)
    assert data["kind"] == "guesses"
    assert data["guesses"] == [{"word": "chest", "feedback": "10200", "known": True}]
    assert data["shares"] == [] and data["error"] is None


ALPHABET = st.sampled_from(
    [
        *list("abcdeCHEST=.:,|*-_>`~# \n\t0123456789/X"),
        "🟩",
        "🟨",
        "⬛",
        "⬜",
        "🟧",
        "🟦",
        "🟥",
        "️",
        "\u200b",
        "\u202e",
        "Wordle ",
        "Wordle 1,234 4/6\n\n",
        "Daily Quordle 1 ",
        ":green_square:",
        "CRANE=",
        "crane ",
        "||",
        "**",
        "```",
    ]
)
MESSAGES = st.lists(ALPHABET, max_size=300).map("".join) | st.text(max_size=4000)


def _never_raises_but_parse_error(text, solver):
    with contextlib.suppress(ParseError):
        _parse(text, solver, None)
    assert parse_message(text, solver).kind in {"guesses", "share", "unsupported", "error", "none"}


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(MESSAGES)
def test_fuzz_parser_only_raises_its_own_error(solver, text):
    _never_raises_but_parse_error(text, solver)


@pytest.mark.slow
@settings(
    max_examples=12_000,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(MESSAGES)
def test_fuzz_parser_ten_thousand_examples(solver, text):
    _never_raises_but_parse_error(text, solver)
