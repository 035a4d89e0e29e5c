"""The SQLite backend's own promises: its file survives reopening, WAL, migrations in
place."""

from __future__ import annotations

import sqlite3

from bot.games import SQLGames
from bot.settings import SQLSettings
from bot.shares import SQLShares
from bot.store import SQLiteStore
from bot.store.migrations import steps
from solver import Guess
from tests.bot.store.test_contract import ANN

MIGRATIONS = steps("sqlite")


async def test_guesses_and_settings_survive_reopening_without_remigrating(tmp_path):
    path = tmp_path / "h.sqlite3"
    store = await SQLiteStore(path).open()
    assert await store.schema_version() == len(MIGRATIONS)
    sid = await SQLGames(store).start_session(10, 1, None)
    await SQLGames(store).add_guesses(sid, 500, [Guess("crane", (2, 0, 0, 1, 0))], ANN)
    await SQLSettings(store).set_hard(10, True)
    await store.close()
    again = await SQLiteStore(path).open()
    session = await SQLGames(again).current_session(10)
    assert session is not None and session.guesses[0].author == ANN
    assert (await SQLSettings(again).settings(10)).hard
    assert await again.schema_version() == len(MIGRATIONS)
    mode = await again.db.fetchval("PRAGMA journal_mode")
    assert mode == "wal"
    # FULL (2): a commit is on disk before it is acknowledged, power loss included
    assert await again.db.fetchval("PRAGMA synchronous") == 2
    await again.close()


async def test_a_file_from_the_first_schema_upgrades_in_place(tmp_path):
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(MIGRATIONS[0] + "\nPRAGMA user_version=1;")
        db.execute(
            "INSERT INTO grids (guild_id, puzzle, author_id, message_id, result, hard, rows, "
            "created_at) VALUES (5, 1234, 7, 1, 3, 0, '22222', 0)"
        )
    store = await SQLiteStore(path).open()
    assert await store.schema_version() == len(MIGRATIONS)
    (share,) = await SQLShares(store).shares(5, 1234)
    assert share.author.id == 7 and share.rows == ((2, 2, 2, 2, 2),)
    await store.close()
