"""/import and /export when a real PostgreSQL goes away under them: the reply says what
was (not) done, and a retry once it is back runs at once (an import's claim is not left
looking alive)."""

from __future__ import annotations

from collections.abc import AsyncIterator

from bot.domain import Asker, Seen, snowflake_at
from bot.service import Huddle
from bot.shares import SQLShares
from bot.store import PostgresStore
from tests.bot.wordle_app.test_app import ALICE, CHANNEL, GUILD, NOW, YESTERDAY, History, Ids
from tests.bot.wordle_app.test_app import Members as Guild
from tests.conftest import new_database


class CutHistory(History):
    """A channel's history whose database goes away after ``before`` messages are read."""

    def __init__(self, server, before: int) -> None:
        super().__init__(Guild(ALICE))
        self.server, self.before = server, before

    async def history(self, after: int, until: int) -> AsyncIterator[Seen]:
        given = 0
        async for seen in super().history(after, until):
            if given == self.before and self.server is not None:
                self.server.pause()
                self.server = None  # once
            given += 1
            yield seen


async def test_an_import_cut_by_an_outage_says_so_and_a_retry_runs_at_once(postgres_server, solver):
    store = await PostgresStore(await new_database(postgres_server)).open()
    huddle = Huddle(store, solver, clock=lambda: NOW)
    try:
        history = CutHistory(postgres_server, before=2)
        ids = Ids(NOW - 86_400)
        for n in range(5):
            history.add(ids.next(), ALICE, f"Wordle {YESTERDAY - 5 + n:,} 3/6")
        admin = Asker(CHANNEL, GUILD, ALICE, snowflake_at(NOW), reader=history)
        try:
            cut = await huddle.answer("import", admin, {"days": 30})
        finally:
            postgres_server.resume()
        assert cut.title == "Can't import right now", cut
        assert cut.lines[0].startswith("The database became unavailable, so the import stopped")
        assert "2 results recorded" in cut.lines[0] and "Try again" in cut.lines[0]
        again = await huddle.answer("import", admin, {"days": 30})
        assert again.title == "History imported", again  # not "Already importing"
        assert again.lines[0] == "Done: read 5 messages, 3 results recorded."
        assert len(await SQLShares(store).results(GUILD, ALICE.id)) == 5
    finally:
        huddle.close()
        await store.close()


async def test_import_and_export_in_an_outage_say_nothing_was_done(postgres_server, solver):
    store = await PostgresStore(await new_database(postgres_server)).open()
    huddle = Huddle(store, solver, clock=lambda: NOW)
    try:
        history = History(Guild(ALICE))
        history.add(Ids(NOW - 86_400).next(), ALICE, f"Wordle {YESTERDAY:,} 3/6")
        admin = Asker(CHANNEL, GUILD, ALICE, snowflake_at(NOW), reader=history)
        postgres_server.pause()
        try:
            imported = await huddle.answer("import", admin, {"days": 30})
            exported = await huddle.answer("export", admin, {})
        finally:
            postgres_server.resume()
        assert (imported.title, imported.lines) == (
            "Can't import right now",
            ["The database was unavailable; nothing was imported. Try again."],
        )
        assert (exported.title, exported.lines) == (
            "Can't export right now",
            ["The database was unavailable; nothing was exported. Try again."],
        )
        done = await huddle.answer("import", admin, {"days": 30})
        assert done.lines[0] == "Done: read 1 message, 1 result recorded."
    finally:
        huddle.close()
        await store.close()
