"""/history and /compare: the numbers from the results alone, and their pictures on the
dark theme, saying in words what they show."""

from __future__ import annotations

import io

from PIL import Image

from bot.domain import Author
from bot.pictures._canvas import BACKGROUND
from bot.pictures.trends import compare_picture, history_picture
from bot.shares._trends import head_to_head, rolling
from bot.store import Result
from solver.game.variants import WORDLE

ALICE, BOB = Author(1, "alice"), Author(2, "bob")


def results(author: Author, by_puzzle: dict[int, int | None]) -> list[Result]:
    return [Result(author.id, author.name, p, r, False) for p, r in by_puzzle.items()]


def test_head_to_head_counts_the_puzzles_both_played():
    duel = head_to_head(
        results(ALICE, {1: 3, 2: 4, 3: None, 5: 2}),
        results(BOB, {1: 4, 2: 4, 3: 5, 4: 3}),
        WORDLE,
    )
    assert duel.shared == [(1, 3, 4), (2, 4, 4), (3, 7, 5)]  # a loss costs 7
    assert (duel.a_wins, duel.b_wins, duel.ties) == (1, 1, 1)
    assert round(duel.a_mean, 2) == 4.67 and round(duel.b_mean, 2) == 4.33


def test_the_rolling_average_takes_fewer_at_the_start():
    assert rolling([3, 5, 4, 7, 2], window=3) == [3.0, 4.0, 4.0, 16 / 3, 13 / 3]


def test_the_pictures_say_what_they_show_on_the_dark_theme():
    points = [(10, 3), (11, None), (12, 4)]
    history = history_picture(points, rolling([3, 7, 4]), 6, 7, hard={12})
    assert history.description == (
        "Guesses per puzzle: #10 3/6, #11 X/6, #12 4/6*. Rolling average now 4.67."
    )
    duel = compare_picture(("alice", "bob"), [(1, 3, 4), (2, 4, 4), (3, 7, 5)])
    assert duel.description.startswith("Guesses on each puzzle both played, alice first: #1 3–4")
    for picture in (history, duel):
        image = Image.open(io.BytesIO(picture.data)).convert("RGB")
        assert image.getpixel((1, 1)) == BACKGROUND and len(picture.data) < 200 * 1024


async def test_history_and_compare_from_the_shares_posted(huddle):
    for puzzle, (a, b) in enumerate([(3, 4), (2, 5), (4, 4)], start=1500):
        await huddle.shares.store.add_share(1, puzzle, ALICE, puzzle * 10 + 1, a, False, [])
        await huddle.shares.store.add_share(1, puzzle, BOB, puzzle * 10 + 2, b, False, [])
    history = await huddle.shares.history(1, ALICE)
    assert history.title == "Wordle history: alice" and history.picture is not None
    assert history.lines[0].startswith("Last 3 puzzles: 3.00 guesses a game (fewer is better)")
    # within a week the rolling average is the mean: one figure, once (it said "the average
    # of the last 3 now 3.00" beside "3.00 guesses a game"), and what the first took
    assert history.lines[0].endswith("; 3.00 after the first.") and "now" not in history.lines[0]
    duel = await huddle.shares.compare(1, ALICE, BOB)
    assert duel.title == "alice vs bob" and duel.picture is not None
    assert duel.lines[0] == (
        "3 Wordle puzzles both played: **alice** fewer on 2, **bob** on 0, 1 tied."
    )
    alone = await huddle.shares.compare(1, ALICE, Author(9, "zoe"))
    assert alone.lines == ["No Wordle puzzle both played yet."] and alone.picture is None


async def test_a_long_history_says_the_weeks_average_and_the_first_puzzles(huddle):
    for puzzle in range(1500, 1510):
        await huddle.shares.store.add_share(
            1, puzzle, ALICE, puzzle, 3 if puzzle < 1503 else 5, False, []
        )
    history = await huddle.shares.history(1, ALICE)
    assert history.lines == [
        "Last 10 puzzles: 4.40 guesses a game (fewer is better); over the last 7 now 5.00, "
        "3.00 after the first."
    ]
