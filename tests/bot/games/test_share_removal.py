"""A share deleted or edited away takes its result out of stats, as a deleted message's
rows leave its game: on a real SQLite file and a real PostgreSQL server, and when the
delete comes while PostgreSQL is out of reach (made once it is back)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.service import Author, Huddle, Incoming
from bot.store import PostgresStore, SQLiteStore, Store
from tests.conftest import new_database
from tests.helpers import standing_clock

ALICE, BOB = Author(1, "alice"), Author(2, "bob")
GUILD, CHANNEL = 7, 70
SHARE = "Wordle 1,234 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩"
WORDED = "Wordle 1,234 2/6\n\n⬛⬛⬛⬛⬛ CRANE\n🟩🟩🟩🟩🟩 PIOUS"
QUORDLE = "Daily Quordle 1234\n8️⃣5️⃣\n4️⃣🟥"


@pytest.fixture(params=["sqlite", "postgres"])
async def huddle_on(request, tmp_path, solver) -> AsyncIterator[Huddle]:
    """The service over a real SQLite file, or a fresh database on a real PostgreSQL."""
    store: Store
    if request.param == "postgres":
        store = PostgresStore(await new_database(request.getfixturevalue("postgres_server")))
    else:
        store = SQLiteStore(tmp_path / "huddle.sqlite3")
    huddle = Huddle(await store.open(), solver, deadline_clock=standing_clock)
    yield huddle
    huddle.close()
    await store.close()


def said(message_id: int, text: str, author: Author = ALICE) -> Incoming:
    return Incoming(CHANNEL, GUILD, message_id, author, text)


async def counted(huddle: Huddle, author: Author = ALICE) -> list[tuple[int, int | None]]:
    return [(r.puzzle, r.result) for r in await huddle.shares.store.results(GUILD, author.id)]


async def test_a_deleted_share_leaves_stats(huddle_on: Huddle):
    await huddle_on.on_message(said(101, SHARE))
    await huddle_on.on_message(said(102, QUORDLE))
    await huddle_on.on_message(said(103, SHARE, BOB))
    assert await counted(huddle_on) == [(1234, 3)]
    assert len(await huddle_on.shares.store.board_results(GUILD, "quordle", ALICE.id)) == 1
    await huddle_on.on_delete(CHANNEL, 101)
    await huddle_on.on_delete(CHANNEL, 102)
    assert await counted(huddle_on) == []
    assert await huddle_on.shares.store.board_results(GUILD, "quordle", ALICE.id) == []
    assert "no Wordle shares yet" in (await huddle_on.shares.stats(GUILD, ALICE)).title
    assert await counted(huddle_on, BOB) == [(1234, 3)]  # another's share stays


async def test_a_share_with_words_deleted_leaves_stats_and_the_game(huddle_on: Huddle):
    await huddle_on.on_message(said(201, WORDED))
    assert await counted(huddle_on) == [(1234, 2)]
    await huddle_on.on_delete(CHANNEL, 201)
    assert await counted(huddle_on) == []
    session = await huddle_on.games.store.current_session(CHANNEL)
    assert session is not None and session.guesses == ()


async def test_a_share_edited_away_or_to_another_puzzle_leaves_its_old_result(huddle_on: Huddle):
    await huddle_on.on_message(said(301, SHARE))
    await huddle_on.on_edit(said(301, "never mind, wrong channel"))
    assert await counted(huddle_on) == []
    await huddle_on.on_message(said(302, SHARE))
    await huddle_on.on_edit(said(302, SHARE.replace("1,234", "1,235")))
    assert await counted(huddle_on) == [(1235, 3)]


async def test_a_share_edited_into_something_refused_keeps_its_result(huddle_on: Huddle):
    """An edit refused changes nothing, as a paste refused does: the share's result stands
    (a player who mistyped a correction has lost nothing), and the reply says so."""
    await huddle_on.on_message(said(501, SHARE))
    refusals = [
        "CRNAE 🟩⬛⬛⬛🟩",  # a typo: refused with what it meant
        SHARE.replace("⬛🟨⬛⬛⬛", "⬛🟨⬛⬛"),  # a row of four tiles
    ]
    for text in refusals:
        reply = await huddle_on.on_edit(said(501, text))
        assert reply is not None and reply.title == "Edit not taken: the board is as it was"
        assert reply.tone == "error"
        assert await counted(huddle_on) == [(1234, 3)]
    assert (await huddle_on.on_edit(said(501, WORDED))).title.startswith("Solved in 2/6")
    assert await counted(huddle_on) == [(1234, 2)]  # an edit taken replaces it
    refused = await huddle_on.on_edit(said(501, "PIOUS 22222"))  # a finished game's row
    assert refused is not None and refused.title == "Edit not taken: the board is as it was"
    assert await counted(huddle_on) == [(1234, 2)]


async def test_rows_edited_into_a_share_with_no_words_leave_the_game_and_count_it(
    huddle_on: Huddle,
):
    await huddle_on.on_message(said(601, "CRANE 🟩⬛⬛⬛🟩"))
    await huddle_on.on_message(said(602, "MOIST ⬛⬛🟩⬛⬛", BOB))
    reply = await huddle_on.on_edit(said(601, SHARE))
    assert reply is not None and reply.title == "Edit removed those guesses"
    assert reply.lines[0] == "alice 3/6 · streak 1 · Wordle 1,234"  # the share counted
    assert await counted(huddle_on) == [(1234, 3)]
    session = await huddle_on.games.store.current_session(CHANNEL)
    assert session is not None and [g.word for g in session.guesses] == ["moist"]


async def test_a_share_deleted_in_an_outage_leaves_stats_once_the_store_is_back(
    postgres_server, solver
):
    store = await PostgresStore(await new_database(postgres_server)).open()
    huddle = Huddle(store, solver, deadline_clock=standing_clock)
    try:
        await huddle.on_message(said(401, SHARE))
        postgres_server.pause()
        try:
            await huddle.on_delete(CHANNEL, 401)  # waits: the store is out of reach
        finally:
            postgres_server.resume()
        await huddle.on_message(said(402, "anyone up for another one?"))
        assert await counted(huddle) == [(1234, 3)]  # chat reads nothing: still waiting
        await huddle.on_message(said(403, "CRANE=....."))  # the channel's next paste
        assert await counted(huddle) == []
    finally:
        huddle.close()
        await store.close()
