"""The Wordle app's store role on every backend (bot/wordle_app/_store.py's SQL): results
marked by source, plain names, claims that hold across processes (two stores over one
database)."""

from __future__ import annotations

import asyncio

from bot.domain import Author
from bot.shares import SQLShares
from bot.store import ImportRun, Store
from bot.wordle_app import SQLApp
from tests.bot.store.conftest import any_store, backend, open_backend, where

__all__ = ["any_store", "backend", "where"]  # the store suite's fixtures: each backend

ALICE, BOB = Author(1, "alice"), Author(2, "bob")


async def test_an_app_line_never_overwrites_a_share_and_a_share_replaces_it(
    any_store: Store,
) -> None:
    app = SQLApp(any_store)
    assert await SQLShares(any_store).add_share(7, 100, ALICE, 50, 3, False, [])
    await app.record_app_post(60, 7, 70, 100, 5, 0.0, [(ALICE, 4), (BOB, None), ("ann", 2)])
    found = {r.author_id: (r.result, r.source) for r in await SQLShares(any_store).results(7)}
    assert found == {1: (3, "share"), 2: (None, "app")}
    # bob's share replaces his app line, and counts as his first share
    assert await SQLShares(any_store).add_share(7, 100, BOB, 61, 6, True, [])
    assert [(r.result, r.source) for r in await SQLShares(any_store).results(7, 2)] == [
        (6, "share")
    ]
    assert [(u.name, u.result) for u in await app.unresolved(7)] == [("ann", 2)]


async def test_an_edit_is_read_again_and_a_link_fills_gaps_only(any_store: Store) -> None:
    app = SQLApp(any_store)
    await app.record_app_post(60, 7, 70, 100, 5, 0.0, [(ALICE, 4), ("ann", 2)])
    await app.record_app_post(60, 7, 70, 100, 5, 0.0, [(ALICE, 5)])
    assert [(r.result, r.source) for r in await SQLShares(any_store).results(7)] == [(5, "app")]
    assert await app.unresolved(7) == []
    await app.record_app_post(61, 7, 70, 101, 6, 0.0, [("ann", 2), (BOB, 3)])
    await app.record_app_post(62, 7, 70, 100, 5, 0.0, [("ann", 6)])
    assert await app.link_name(7, "ann", ALICE) == 2
    assert await app.name_link(7, "ann") == 1
    mine = [(r.puzzle, r.result) for r in await SQLShares(any_store).results(7, 1)]
    assert mine == [(100, 5), (101, 2)]  # alice's own line for 100 stays
    assert await app.summary_before(70, 62) is not None
    assert (await app.summary_before(70, 61)).puzzle == 100  # type: ignore[union-attr]
    assert await app.app_streak(7, 101) == 6


async def test_claims_and_imports_hold_across_two_processes(backend: str, where: str) -> None:
    first_store = await open_backend(backend, where).open()
    second_store = await open_backend(backend, where).open()
    first, second = SQLApp(first_store), SQLApp(second_store)
    try:
        claims = await asyncio.gather(
            *(s.claim_summary(7, 100, 300.0) for s in (first, second, first, second))
        )
        assert sorted(claims) == [False, False, False, True]
        await first.summary_posted(7, 100, 999)
        assert not await second.claim_summary(7, 100, 0.0)  # posted: never again
        assert await second.claim_summary(7, 101, 0.0)
        assert await first.claim_summary(7, 101, 0.0)  # claimed, never posted, gone stale
        run = ImportRun(70, 7, 1, 1, 100)
        started = await asyncio.gather(
            first.start_import(run, 60.0), second.start_import(run, 60.0)
        )
        assert sum(s is not None for s in started) == 1
        run.cursor, run.messages = 50, 49
        await first.import_progress(run, alive=False)
        [stalled] = await second.unfinished_imports(60.0)
        assert (stalled.cursor, stalled.messages, stalled.finished) == (50, 49, False)
        assert await second.start_import(stalled, 60.0) is not None
        stalled.finished = True
        await second.import_progress(stalled)
        assert await first.unfinished_imports(0.0) == []
        assert not await first.is_read(5)
        await SQLShares(first_store).mark_read(5, 70)
        assert await second.is_read(5)
    finally:
        await first_store.close()
        await second_store.close()
