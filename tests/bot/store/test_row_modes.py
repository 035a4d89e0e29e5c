"""Each row keeps the mode its channel played when it was written (#71): a game that
changes mode midway is judged row by row, on both backends."""

from __future__ import annotations

from bot.domain import Author
from bot.games import SQLGames
from bot.settings import SQLSettings
from bot.store import Store
from solver import Guess
from solver.game.feedback import from_digits

ALICE = Author(1, "alice")


async def test_each_row_keeps_the_mode_it_was_played_in(any_store: Store):
    session = await SQLGames(any_store).start_session(40, 4, None)
    await SQLSettings(any_store).set_hard(40, True)
    await SQLGames(any_store).add_guesses(session, 1, [Guess("crane", from_digits("20100"))], ALICE)
    await SQLSettings(any_store).set_hard(40, False)
    added = await SQLGames(any_store).add_guesses(
        session, 2, [Guess("cabin", from_digits("22000"))], ALICE
    )
    assert [g.hard for g in added.guesses] == [True, False]
    assert added.modes(hard_now=True) == [True, False]


async def test_a_server_in_hard_mode_plays_its_rows_in_hard_mode(any_store: Store):
    await SQLSettings(any_store).set_guild_setting(5, "hard", True)
    session = await SQLGames(any_store).start_session(50, 5, None)
    added = await SQLGames(any_store).add_guesses(
        session, 1, [Guess("crane", from_digits("00000"))], ALICE
    )
    assert [g.hard for g in added.guesses] == [True]
