from bot.store import MIGRATIONS, Store


async def test_schema_is_created_and_guesses_survive_reopening(tmp_path):
    path = tmp_path / "h.sqlite3"
    store = await Store(path).open()
    assert await store.schema_version() == len(MIGRATIONS)
    sid = await store.start_session(10, 1, None)
    await store.add_guesses(sid, 500, [("crane", "20010"), ("caves", "20012")], 7, "alice")
    await store.set_hard(10, True)
    await store.close()

    again = await Store(path).open()
    session = await again.current_session(10)
    assert [(g.word, g.pattern, g.author_name) for g in session.guesses] == [
        ("crane", "20010", "alice"),
        ("caves", "20012", "alice"),
    ]
    assert (await again.settings(10)).hard
    assert await again.schema_version() == len(MIGRATIONS)  # no re-migration
    await again.close()


async def test_wal_mode_and_ordering_by_message(store):
    (mode,) = await (await store.db.execute("PRAGMA journal_mode")).fetchone()
    assert mode == "wal"
    sid = await store.start_session(1, None, None)
    await store.add_guesses(sid, 30, [("later", "00000")], 1, "a")
    await store.add_guesses(sid, 20, [("first", "00000"), ("secnd", "00000")], 1, "a")
    words = [g.word for g in (await store.current_session(1)).guesses]
    assert words == ["first", "secnd", "later"]


async def test_replace_undo_and_remove(store):
    sid = await store.start_session(1, None, None)
    await store.add_guesses(sid, 1, [("crane", "00000")], 1, "a")
    await store.add_guesses(sid, 1, [("slate", "00000")], 1, "a", replace_message=True)
    assert [g.word for g in (await store.current_session(1)).guesses] == ["slate"]
    await store.add_guesses(sid, 2, [("pious", "00000")], 1, "a")
    assert (await store.undo_last(sid)).word == "pious"
    assert await store.remove_message(sid, 1, "active") == 1
    assert (await store.current_session(1)).guesses == ()


async def test_failed_transaction_changes_nothing(store):
    sid = await store.start_session(1, None, None)
    await store.add_guesses(sid, 1, [("crane", "00000")], 1, "a")
    try:
        async with store._transaction():
            await store.db.execute("DELETE FROM guesses")
            raise RuntimeError("crash mid-change")
    except RuntimeError:
        pass
    assert len((await store.current_session(1)).guesses) == 1


async def test_settings_default_and_grids_once_per_player(store):
    assert (await store.settings(99)).spoilers is True
    assert await store.add_grid(5, 1234, (7, "ann"), 1, 4, False, ["00001", "22222"])
    assert not await store.add_grid(5, 1234, (7, "ann"), 2, 3, True, ["22222"])
    assert await store.grids(5, 1234) == [(7, 3, True, "22222")]


async def test_channels_writing_at_once_never_share_a_transaction(store):
    """Every channel shares one connection: concurrent changes must take turns."""
    import asyncio

    sessions = [await store.start_session(c, 1, None) for c in range(20)]
    await asyncio.gather(
        *(
            store.add_guesses(sid, 100 + n, [("crane", "00000")], 7, "a")
            for n, sid in enumerate(sessions)
            for _ in range(3)
        ),
        *(store.set_spoilers(c, c % 2 == 0) for c in range(20)),
    )
    for c in range(20):
        assert len((await store.current_session(c)).guesses) == 3
        assert (await store.settings(c)).spoilers is (c % 2 == 0)
