"""The PostgreSQL backend's own promises, on a real server: processes starting together
migrate once, a URL is never shown with its password, and the command line names the
database and its schema version."""

from __future__ import annotations

import asyncio

import pytest

from bot.__main__ import main
from bot.games import SQLGames
from bot.store import PostgresStore
from bot.store.migrations import steps
from bot.support.secrets import without_password

MIGRATIONS = steps("postgresql")


async def test_processes_starting_together_migrate_once(postgres_url: str):
    stores = await asyncio.gather(*(PostgresStore(postgres_url).open() for _ in range(4)))
    assert [await s.schema_version() for s in stores] == [len(MIGRATIONS)] * 4
    sid = await SQLGames(stores[0]).start_session(10, 1, None)
    assert (await SQLGames(stores[3]).current_session(10)).id == sid  # one database, seen by all
    await asyncio.gather(*(s.close() for s in stores))


def test_a_url_is_shown_without_its_password():
    assert without_password("postgresql://bot:s3cret@db.example:5432/huddle") == (
        "postgresql://bot:***@db.example:5432/huddle"
    )
    assert without_password("postgresql://bot@db/huddle") == "postgresql://bot@db/huddle"


def test_db_status_and_migrate_on_postgres(postgres_url, monkeypatch, capsys):
    monkeypatch.setenv("HUDDLE_DATABASE_URL", postgres_url)
    assert main(["db", "status"]) == 0
    n = len(MIGRATIONS)
    out = capsys.readouterr().out.strip()
    assert out.endswith(f"schema version 0 of {n} ({n} migration(s) to apply)")
    assert main(["db", "migrate"]) == 0
    assert main(["db", "status"]) == 0
    assert f"schema version {n} of {n} (up to date)" in capsys.readouterr().out


@pytest.mark.parametrize("command", [["db", "status"], ["console"]])
def test_a_database_that_cannot_be_reached_is_one_line_and_exit_2(command, monkeypatch, capsys):
    monkeypatch.setenv("HUDDLE_DATABASE_URL", "postgresql://bot:s3cret@127.0.0.1:1/huddle")
    assert main(command) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "s3cret" not in err
    assert err.startswith("can't reach the database at postgresql://bot:***@127.0.0.1:1/huddle")


async def test_two_processes_posting_to_one_channel_lose_nothing(
    postgres_url: str, solver, caplog: pytest.LogCaptureFixture
):
    """Two bot processes (a rolling restart's overlap) each serve the same channel at once,
    each with its own store and pool: every paste either of them acknowledged is in the
    channel's games, and no game holds more than six rows."""
    from bot.games._lifecycle import status_of
    from bot.service import Huddle, Incoming
    from bot.store import StoredSession
    from tests.bot.store.test_contract import ANN, BOB

    stores = [await PostgresStore(postgres_url).open() for _ in range(2)]
    huddles = [Huddle(s, solver) for s in stores]
    words = ["crane", "moist", "lupin", "dwarf", "gecko", "abyss", "tempo", "query"]
    acknowledged: set[int] = set()

    async def paste(process: int, n: int) -> None:
        msg_id = 10_000 + n
        text = f"{words[n % len(words)].upper()}=....."
        author = (ANN, BOB)[process]
        reply = await huddles[process].on_message(Incoming(77, 1, msg_id, author, text))
        saved = ("played", "Solved in", "Out of guesses")
        if reply is not None and any(t in reply.title for t in saved):
            acknowledged.add(msg_id)

    caplog.set_level("INFO", logger="bot.games")
    await asyncio.gather(*(paste(n % 2, n) for n in range(40)))
    sessions: list[StoredSession] = []
    ids = await stores[0].db.fetch("SELECT id FROM sessions WHERE channel_id = 77 ORDER BY id")
    from bot.games._sessions import read_session

    for (sid,) in ids:
        sessions.append(await read_session(stores[0].db, sid))
    stored = {g.message_id for s in sessions for g in s.guesses}
    assert acknowledged and acknowledged <= stored
    assert "taking it again" in caplog.text  # the two did collide, and retried
    assert all(len(s.guesses) <= 6 for s in sessions)
    # each game's stored status is the one its stored rows give: no write was made on a
    # read another process had overtaken
    assert all(s.status == status_of(s.plays, s.kind) for s in sessions)
    for s in stores:
        await s.close()


async def test_while_postgres_is_down_pastes_are_refused_and_it_recovers_alone(solver):
    """A server of its own (stopping the shared one would upset other tests): stopped under
    a running service, a paste gets the short "can't save" reply and nothing is stored;
    ordinary chat stays silent; started again, the same service saves without a restart."""
    from bot.service import Asker, Huddle, Incoming
    from tests.bot.store.test_contract import ANN
    from tests.conftest import new_database, throwaway_server

    with throwaway_server() as server:
        store = await PostgresStore(await new_database(server)).open()
        huddle = Huddle(store, solver)
        first = await huddle.on_message(Incoming(5, 1, 1, ANN, "CRANE=....."))
        assert first is not None and first.title == "1/6 played"
        server.pause()
        down = await huddle.on_message(Incoming(5, 1, 2, ANN, "MOIST=....."))
        assert down is not None and down.title == "Can't save right now"
        assert "nothing was saved" in down.lines[0]
        assert await huddle.on_message(Incoming(5, 1, 3, ANN, "see you all later")) is None
        asked = Asker(5, 1, ANN, 9)  # a slash command, as the fronts ask it
        assert (await huddle.answer("status", asked)).title == "Can't save right now"
        # a command that needs no store answers, from a server whose settings it never read
        assert (await huddle.answer("help", Asker(6, 2, ANN, 10))).title == "wordle-huddle"
        # what the fronts ask beside messages: nothing to do, said in the log, no raise
        assert await huddle.games_behind() == []
        assert await huddle.daily_jobs(lambda _: True, _never_posted) == []
        server.resume()
        assert [(x.channel_id, x.last_message) for x in await huddle.games_behind()] == [(5, 1)]
        back = await huddle.on_message(Incoming(5, 1, 4, ANN, "LUPIN=....."))
        assert back is not None and back.title == "2/6 played"
        session = await SQLGames(store).current_session(5)
        assert session is not None and [g.message_id for g in session.guesses] == [1, 4]
        await store.close()


async def _never_posted(channel_id: int, reply: object) -> int | None:
    raise AssertionError("nothing is due while the database is out of reach")
