"""Shares of one-board games besides the NYT's: hello wordl (Wordle of 4 to 11 letters),
Termo and Wordle Global (the Spanish and German Wordles).

The format is the game's own (github.com/lynn/hello-wordl, MIT, src/Game.tsx, "Share emoji
results"): the game's link, a blank line, "hello wordl N/6" (since 2022-02-20; before, no
score line), then a row of squares per guess, ⬛🟨🟩 or, colour-blind, ⬛🟦🟧.  Today's game
links ``?seed=YYYYMMDD&length=N&game=1`` (src/App.tsx: ``?today`` sends a player to
``?seed=`` their date); a random game or a challenge links ``?challenge=`` the answer in
base64 (src/Game.tsx ``getChallengeUrl``).

Termo's (term.ooo's source is not public): "joguei term.ooo #81 3/6 🔥 4", a blank line, the
rows, as a Termo score tracker's tests paste them (Laravel/Pest, ``LogDailyScore``) and
the issue quotes.  Wordle Global's (github.com/Hugo0/wordle, MIT, webapp/static/game.js
``text_to_share``): "Wordle Español #123 3/6", "www.wordle.global/es", a blank line, the
rows (⬜ for grey).
"""

from __future__ import annotations

from datetime import date

import pytest

from bot.parsing import parse_message

TODAY6 = "https://hellowordl.net/?seed=20261126&length=6&game=1"
WON_IN_4 = "⬛🟨⬛⬛⬛⬛\n⬛⬛🟩🟨⬛⬛\n🟩🟩🟩⬛🟩🟩\n🟩🟩🟩🟩🟩🟩"
LOST = "⬛🟨⬛⬛⬛⬛\n" + "🟩🟩🟩⬛🟩🟩\n" * 5


def share(link: str, grid: str, score: str | None) -> str:
    return f"{link}\n\n" + (f"hello wordl {score}\n" if score else "") + grid


@pytest.mark.parametrize(
    ("text", "result"),
    [
        (share(TODAY6, WON_IN_4, "4/6"), 4),
        (share(TODAY6, LOST.strip(), "X/6"), None),
        # the colour-blind palette: 🟧 green, 🟦 yellow
        (share(TODAY6, WON_IN_4.replace("🟩", "🟧").replace("🟨", "🟦"), "4/6"), 4),
        (share(TODAY6, WON_IN_4, None), 4),  # as shared before the score line was added
        (share(TODAY6.removeprefix("https://"), WON_IN_4, "4/6"), 4),
    ],
)
def test_todays_game_counts_for_wordle_of_its_length(text, result, solver):
    parsed = parse_message(text, solver)
    assert parsed.kind == "share" and not parsed.shares
    (counted,) = parsed.board_shares
    assert counted.game == "wordle6" and counted.boards == (result,)
    # numbered by the day, so days in a row (across a month's end too) are numbers in a row
    assert counted.puzzle == date(2026, 11, 26).toordinal()


def test_each_length_counts_for_its_own_game(solver):
    grid = "⬛🟨⬛⬛⬛⬛⬛⬛⬛⬛⬛\n" + "🟩" * 11
    link = "https://hellowordl.net/?seed=20261031&length=11&game=1"
    (counted,) = parse_message(share(link, grid, "2/6"), solver).board_shares
    assert (counted.game, counted.puzzle) == ("wordle11", date(2026, 10, 31).toordinal())


@pytest.mark.parametrize(
    "link",
    [
        "https://hellowordl.net/?challenge=cGxhbmV0",  # a challenge: not the day's puzzle
        "https://hellowordl.net/?seed=20261126&length=6&game=2",  # played again that day
        "https://hellowordl.net/?seed=42&length=6&game=1",  # a seed of a player's own
        "https://hellowordl.net/?seed=20261131&length=6&game=1",  # no such day
    ],
)
def test_games_not_the_same_for_everyone_are_chat(link, solver):
    assert parse_message(share(link, WON_IN_4, "4/6"), solver).kind == "none"


def test_five_letters_and_a_bare_link_are_chat(solver):
    five = share(TODAY6.replace("length=6", "length=5"), "⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩", "2/6")
    assert parse_message(five, solver).kind == "none"  # Wordle is the NYT's puzzle
    assert parse_message(f"try this one {TODAY6}", solver).kind == "none"
    assert parse_message(TODAY6, solver).kind == "none"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            share(TODAY6, WON_IN_4, "3/6"),
            "Line 3 (`hello wordl 3/6`): the score says 3/6 but the grid has 4 rows, "
            "the last all green",
        ),
        (
            share(TODAY6, "⬛🟨⬛⬛⬛⬛\n🟩🟩🟩🟩🟩", "2/6"),
            "Line 5 (`🟩🟩🟩🟩🟩`): this row has 5 squares but the first has 6",
        ),
        (
            share(TODAY6, "⬛🟨⬛⬛⬛⬛\n⬛⬛🟩🟨⬛⬛", None),
            "Line 1 (`https://hellowordl.net/?seed=20261126&l…`): a hello wordl game has up to "
            "6 rows and ends on an all-green one or the 6th; this grid has 2",
        ),
        (
            share(TODAY6.replace("2026", "2099"), WON_IN_4, "4/6"),
            "this share is for November 26, 2099, which hasn't come yet",
        ),
    ],
)
def test_a_malformed_share_is_one_error_naming_its_line(text, said, solver):
    parsed = parse_message(text, solver)
    assert parsed.kind == "error" and said in parsed.error


# -- Termo and Wordle Global -------------------------------------------------------------

TERMO_3 = "joguei term.ooo #81 3/6 🔥 1\n\n⬛🟨🟨⬛🟨\n🟩🟩🟩⬛⬛\n🟩🟩🟩🟩🟩"
TERMO_X = (
    "joguei term.ooo #81 X/6 🔥 1\n\n🟨⬛⬛⬛🟨\n⬛🟩⬛⬛🟨\n⬛🟩🟨🟩⬛\n🟨🟩⬛🟩⬛\n"
    "⬛🟩🟩🟩🟩\n⬛🟩🟩🟩🟩"
)
SPANISH_2 = "Wordle Español #123 2/6\nwww.wordle.global/es\n\n⬜🟨⬜⬜⬜\n🟩🟩🟩🟩🟩"
GERMAN_X = "Wordle Deutsch #77 X/6\nwww.wordle.global/de\n\n" + "⬜🟨⬜⬜⬜\n" * 6


@pytest.mark.parametrize(
    ("text", "game", "puzzle", "result"),
    [
        (TERMO_3, "termo", 81, 3),
        (TERMO_X, "termo", 81, None),
        (TERMO_3.replace(" 3/6", " *3/6"), "termo", 81, 3),  # hard mode
        ("joguei term.ooo #555 1/6 🔥 1\n\n🟩🟩🟩🟩🟩", "termo", 555, 1),
        (SPANISH_2, "spanish", 123, 2),
        (GERMAN_X.strip(), "german", 77, None),
    ],
)
def test_termo_and_wordle_global_count_for_their_language(text, game, puzzle, result, solver):
    parsed = parse_message(text, solver)
    assert parsed.kind == "share"
    (counted,) = parsed.board_shares
    assert (counted.game, counted.puzzle, counted.boards) == (game, puzzle, (result,))


def test_a_language_no_game_plays_and_a_header_in_a_sentence_are_chat(solver):
    french = "Wordle Français #12 2/6\nwww.wordle.global/fr\n\n⬜🟨⬜⬜⬜\n🟩🟩🟩🟩🟩"
    assert parse_message(french, solver).kind == "none"
    assert parse_message("Wordle Français #12 2/6", solver).kind == "none"
    assert parse_message("eu joguei term.ooo #42 X/6 hoje", solver).kind == "none"
    assert parse_message("saiu o Wordle Español #123 3/6 hoje?", solver).kind == "none"


@pytest.mark.parametrize(
    ("text", "game", "puzzle", "result"),
    [
        ("joguei term.ooo #42 X/6", "termo", 42, None),  # README's example
        ("joguei term.ooo #81 3/6 🔥 4", "termo", 81, 3),
        ("Wordle Deutsch #77 4/6", "german", 77, 4),
        ("Wordle Español #123 3/6", "spanish", 123, 3),
    ],
)
def test_a_bare_language_header_is_a_result_as_the_nyts_is(text, game, puzzle, result, solver):
    parsed = parse_message(text, solver)
    assert parsed.kind == parse_message("Wordle 215 X/6", solver).kind == "share"
    (counted,) = parsed.board_shares
    assert (counted.game, counted.puzzle, counted.boards) == (game, puzzle, (result,))


def test_a_language_share_that_disagrees_with_itself_is_one_error(solver):
    wrong = parse_message(TERMO_3.replace(" 3/6", " 4/6"), solver)
    assert wrong.kind == "error" and "the score says 4/6 but the grid has 3 rows" in wrong.error
    six = parse_message(SPANISH_2.replace("⬜🟨⬜⬜⬜", "⬜🟨⬜⬜⬜⬜"), solver)
    assert six.kind == "error" and "this row has 6 squares; each row has 5" in six.error


# -- counted -----------------------------------------------------------------------------


async def test_todays_games_count_with_a_streak_across_a_months_end(huddle):
    from tests.bot.chat import ALICE, BOB, Channel, body

    ch = Channel(huddle)
    for day in ("20261030", "20261031", "20261101"):
        link = TODAY6.replace("20261126", day)
        reply = await ch.post(ALICE, share(link, WON_IN_4, "4/6"))
    assert reply.compact == "alice 4/6 · streak 3 · Wordle (6 letters) · hello wordl, Nov 1, 2026"
    await ch.post(BOB, share(TODAY6, LOST.strip(), "X/6"))
    silent = await ch.post(BOB, share("https://hellowordl.net/?challenge=cGxhbmV0", WON_IN_4, None))
    assert silent is None  # a challenge is chat: its answer (in the link) is never read
    alice = body(await huddle.shares.stats(1, ALICE, "wordle6"))
    assert "played **3**" in alice and "current streak **3**" in alice
    board = await huddle.shares.leaderboard(1, "all", "wordle6")
    assert board.title == "Wordle (6 letters) leaderboard (all time)"
    assert [line.split("**")[1] for line in board.lines[:2]] == ["alice", "bob"]
    assert "A loss counts as 7 guesses." in board.lines[-1]
    assert "no Wordle (7 letters) shares" in (await huddle.shares.stats(1, BOB, "wordle7")).title


async def test_termo_results_count_with_their_streak(huddle):
    from tests.bot.chat import ALICE, Channel, body

    ch = Channel(huddle)
    for n in (80, 81):
        reply = await ch.post(ALICE, TERMO_3.replace("#81", f"#{n}"))
    assert reply.compact == "alice 3/6 · streak 2 · Termo #81"
    termo = body(await huddle.shares.stats(1, ALICE, "termo"))
    assert "played **2**" in termo and "current streak **2**" in termo
    bare = await ch.post(ALICE, "joguei term.ooo #82 X/6")
    assert bare.compact == "alice X/6 · streak 0 · Termo #82"
    termo = body(await huddle.shares.stats(1, ALICE, "termo"))
    assert "played **3**" in termo and "current streak **0**" in termo
    empty = await huddle.shares.stats(1, ALICE, "spanish")
    assert "paste your Wordle Español share (wordle.global) to count it" in body(empty)
