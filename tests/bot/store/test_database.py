"""The query layer both backends share (bot/store/_database.py), on each driver."""

from __future__ import annotations

import asyncio

import pytest

from bot.games import SQLGames
from bot.settings import SQLSettings
from bot.store.sql import SQLStore
from solver import Guess
from tests.bot.store.test_contract import ANN


async def test_a_failed_transaction_changes_nothing(any_store: SQLStore):
    sid = await SQLGames(any_store).start_session(1, None, None)
    await SQLGames(any_store).add_guesses(sid, 1, [Guess("crane", (0, 0, 0, 0, 0))], ANN)
    with pytest.raises(RuntimeError):
        async with any_store.db.transaction() as tx:
            assert await tx.execute("DELETE FROM guesses WHERE session_id = $1", sid) == 1
            raise RuntimeError("crash mid-change")
    session = await SQLGames(any_store).current_session(1)
    assert session is not None and len(session.guesses) == 1


async def test_transactions_on_one_key_take_turns(any_store: SQLStore):
    """Two changes to one channel never interleave: the second starts after the first
    commits, so it reads what the first wrote."""
    await SQLSettings(any_store).set_hard(5, False)
    order: list[str] = []

    async def change(name: str, pause: float) -> None:
        async with any_store.db.transaction(5) as tx:
            order.append(f"{name} in")
            seen = await tx.fetchval("SELECT hard FROM channel_settings WHERE channel_id = 5")
            await asyncio.sleep(pause)
            await tx.execute("UPDATE channel_settings SET hard = $1", not seen)
            order.append(f"{name} out")

    await asyncio.gather(change("a", 0.2), change("b", 0))
    assert order in (["a in", "a out", "b in", "b out"], ["b in", "b out", "a in", "a out"])
    assert (await SQLSettings(any_store).settings(5)).hard is False  # flipped twice


async def test_the_schema_is_at_the_latest_version_after_open(any_store: SQLStore):
    assert await any_store.schema_version() == len(any_store.migrations)
    await any_store.db.migrate(any_store.migrations)  # again: nothing to do
    assert await any_store.schema_version() == len(any_store.migrations)
