"""Stats that agree with themselves (#71): the text and the picture from one source, "you"
only for the asker, a history of one puzzle worded for one, and every board saying which
way is better, in a player's words."""

from __future__ import annotations

from bot.domain import Author
from solver import Guess
from solver.game.feedback import from_digits
from solver.game.variants import VARIANTS

ALICE, BOB = Author(1, "alice"), Author(2, "bob")
GUILD = 1


async def test_a_quordle_stats_picture_counts_the_games_its_text_does(huddle):
    for puzzle, boards in ((1576, (6, 4, 5, 7)), (1577, (6, 4, 5, 8))):
        await huddle.shares.store.add_board_result(GUILD, "quordle", puzzle, BOB, puzzle, boards)
    reply = await huddle.shares.stats(GUILD, BOB, "quordle", BOB.id)
    assert "played **2**" in reply.lines[0]
    assert reply.picture is not None
    assert "No puzzles played yet" not in reply.picture.description
    assert reply.picture.description.endswith("Last 2 puzzles: #1576 7/9, #1577 8/9.")


async def test_termo_stats_picture_counts_the_games_its_text_does(huddle):
    await huddle.shares.store.add_board_result(GUILD, "termo", 1001, BOB, 1, (3,))
    reply = await huddle.shares.stats(GUILD, BOB, "termo", BOB.id)
    assert "played **1**" in reply.lines[0] and reply.picture is not None
    assert reply.picture.description.endswith("The last puzzle: #1001 3/6.")  # one, as one


async def _bob_played_a_channel_game(huddle) -> None:
    session = await huddle.games.store.start_session(7, GUILD, None)
    rows = [Guess("crane", from_digits("20010"))]
    await huddle.games.store.add_guesses(session, 70, rows, BOB)


async def test_another_players_stats_name_them_not_you(huddle):
    await _bob_played_a_channel_game(huddle)
    asked_by_alice = await huddle.shares.stats(GUILD, BOB, viewer=ALICE.id)
    said = "\n".join(asked_by_alice.lines)
    assert " you" not in said and "your " not in said
    assert "**Channel games** bob played in: 1 (0 solved, 0 failed, 1 unfinished)" in said
    assert "bob can paste" in said
    asked_by_bob = await huddle.shares.stats(GUILD, BOB, viewer=BOB.id)
    assert "**Channel games** you played in" in "\n".join(asked_by_bob.lines)


async def test_a_history_of_one_puzzle_is_worded_for_one(huddle):
    await huddle.shares.store.add_share(GUILD, 1500, ALICE, 15001, 2, False, [])
    reply = await huddle.shares.history(GUILD, ALICE)
    assert reply.lines == ["One puzzle so far: #1,500 in 2 guesses (fewer is better)."]
    await huddle.shares.store.add_share(GUILD, 1501, ALICE, 15011, None, False, [])
    two = await huddle.shares.history(GUILD, ALICE)
    assert two.lines[0].startswith("Last 2 puzzles: 4.50 guesses a game (fewer is better)")


async def test_every_leaderboard_says_which_way_is_better_in_a_players_words(huddle):
    for puzzle, result in ((1500, 3), (1501, 4)):
        await huddle.shares.store.add_share(GUILD, puzzle, ALICE, puzzle * 10, result, False, [])
    await huddle.shares.store.add_board_result(GUILD, "quordle", 1576, BOB, 1, (6, 4, 5, None))
    for game, unit in (("wordle", "guesses"), ("quordle", "points")):
        board = await huddle.shares.leaderboard(GUILD, "all", game)
        footer = board.lines[-1]
        assert footer.startswith(f"*Fewer {unit} are better.")  # the footnote, in italics
        assert "raw" not in "\n".join(board.lines) and "pulled toward" not in footer
    assert VARIANTS["quordle"].miss_cost == 10
    assert "a missed board counts as 10" in footer


async def test_a_leaderboard_says_a_single_game_as_its_result_not_an_average(huddle):
    """One lost game read "1 game, 7.00 on average" (a loss's cost, averaged over one):
    it is said as players write it, "1 game: X/6"; a Quordle's as its points."""
    carol = Author(3, "carol")
    await huddle.shares.store.add_share(GUILD, 1500, carol, 15000, None, False, [])
    await huddle.shares.store.add_share(GUILD, 1500, ALICE, 15001, 2, False, [])
    for puzzle, result in ((1500, 4), (1499, 3)):
        await huddle.shares.store.add_share(GUILD, puzzle, BOB, puzzle * 10 + 2, result, False, [])
    lines = (await huddle.shares.leaderboard(GUILD, "all", "wordle")).lines
    places = {line.split("**")[1]: line.split(" · ")[-1] for line in lines[:-1]}
    assert places == {
        "alice": "1 game: 2/6",
        "bob": "2 games, 3.50 on average",
        "carol": "1 game: X/6",
    }
    await huddle.shares.store.add_board_result(GUILD, "quordle", 1576, BOB, 1, (6, 4, 5, None))
    (quordle, _) = (await huddle.shares.leaderboard(GUILD, "all", "quordle")).lines
    assert quordle.endswith(" · 1 game: 25 points")


async def test_a_quordle_history_says_and_draws_the_guesses_on_one_scale(huddle):
    """Each game's rows, as its picture's columns stand: not its boards' points added (22.50,
    far above a chart of nine rows, beside columns of 7 and 8)."""
    for puzzle, boards in ((1576, (6, 4, 5, 7)), (1577, (6, 4, 5, 8))):
        await huddle.shares.store.add_board_result(GUILD, "quordle", puzzle, BOB, puzzle, boards)
    reply = await huddle.shares.history(GUILD, BOB, "quordle")
    assert reply.lines == [
        "Last 2 puzzles: 7.50 guesses a game (fewer is better); 7.00 after the first."
    ]
    assert reply.picture is not None
    said = "#1576 7/9, #1577 8/9. Rolling average now 7.50."  # as players write them
    assert reply.picture.description.endswith(said)


async def test_a_quordle_head_to_head_counts_the_rows_its_picture_draws(huddle):
    """Two players' Quordles set side by side in the rows each took, as the picture and
    its words say ("guesses on each puzzle"), and a loss as one past the rows."""
    await huddle.shares.store.add_board_result(GUILD, "quordle", 1576, ALICE, 1, (6, 4, 5, 7))
    await huddle.shares.store.add_board_result(GUILD, "quordle", 1576, BOB, 2, (6, 4, 5, None))
    duel = await huddle.shares.compare(GUILD, ALICE, BOB, "quordle")
    assert duel.lines[1] == "On those: alice 7.00 a game, bob 10.00 (a loss counts as 10)."
    assert duel.picture is not None
    assert duel.picture.description.endswith("alice first: #1576 7–10.")
