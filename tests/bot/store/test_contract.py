"""What any store must do: run against every backend (conftest.BACKENDS) unchanged."""

from __future__ import annotations

import asyncio
import itertools

import pytest

from bot.domain import Author, Status
from bot.games import SQLGames
from bot.settings import SQLSettings
from bot.shares import SQLShares
from bot.store import BoardsRow, ChannelSettings, Conflict, PasteWrites, ShareRow, Store
from bot.wordle_app import SQLApp
from solver import Guess

ANN, BOB = Author(7, "ann"), Author(8, "bob")


def g(word: str, digits: str) -> Guess:
    return Guess(word, tuple(int(d) for d in digits))


async def test_a_write_returns_the_session_as_it_now_stands(any_store: Store):
    sid = await SQLGames(any_store).start_session(10, 1, None)
    after = await SQLGames(any_store).add_guesses(
        sid, 500, [g("crane", "20010"), g("caves", "20012")], ANN
    )
    assert after == await SQLGames(any_store).current_session(10)
    assert [(x.word, x.pattern, x.author) for x in after.guesses] == [
        ("crane", (2, 0, 0, 1, 0), ANN),
        ("caves", (2, 0, 0, 1, 2), ANN),
    ]
    assert after.status is Status.ACTIVE and after.history == [x.guess for x in after.guesses]
    won = await SQLGames(any_store).add_guesses(
        sid, 501, [g("chess", "22222")], BOB, Status.SOLVED, 1234
    )
    assert won.status is Status.SOLVED and won.puzzle == 1234 and len(won.guesses) == 3


async def test_guesses_keep_message_order_and_an_edit_replaces_its_own(any_store: Store):
    sid = await SQLGames(any_store).start_session(1, None, None)
    await SQLGames(any_store).add_guesses(sid, 30, [g("later", "00000")], ANN)
    await SQLGames(any_store).add_guesses(sid, 20, [g("first", "00000"), g("secnd", "00000")], ANN)
    session = await SQLGames(any_store).current_session(1)
    assert session is not None
    assert [x.word for x in session.guesses] == ["first", "secnd", "later"]
    edited = await SQLGames(any_store).add_guesses(
        sid, 20, [g("slate", "00000")], ANN, replace_message=True
    )
    assert [x.word for x in edited.guesses] == ["slate", "later"]


async def test_undo_remove_and_status(any_store: Store):
    sid = await SQLGames(any_store).start_session(1, None, None)
    await SQLGames(any_store).add_guesses(sid, 1, [g("crane", "00000")], ANN)
    await SQLGames(any_store).add_guesses(sid, 2, [g("pious", "00000")], BOB, Status.FAILED)
    undone = await SQLGames(any_store).undo_last(sid)
    assert undone is not None and (undone.word, undone.author) == ("pious", BOB)
    session = await SQLGames(any_store).current_session(1)
    assert session is not None and session.status is Status.ACTIVE  # undo reopens a game
    assert await SQLGames(any_store).remove_message(sid, 1, Status.ACTIVE) == 1
    assert await SQLGames(any_store).remove_message(sid, 1, Status.ACTIVE) == 0
    assert await SQLGames(any_store).undo_last(sid) is None
    await SQLGames(any_store).set_status(sid, Status.RESET)
    session = await SQLGames(any_store).current_session(1)
    assert session is not None and session.status is Status.RESET and session.guesses == ()


async def test_the_latest_session_is_the_channels(any_store: Store):
    assert await SQLGames(any_store).current_session(5) is None
    first = await SQLGames(any_store).start_session(5, 1, None)
    second = await SQLGames(any_store).start_session(5, 1, 900)
    session = await SQLGames(any_store).current_session(5)
    assert session is not None and session.id == second != first and session.puzzle == 900
    assert await SQLGames(any_store).current_session(6) is None


async def test_a_channel_keeps_its_own_settings(any_store: Store):
    settings = SQLSettings(any_store)
    empty = await settings.settings(3)
    assert not empty.hard and empty.spoilers
    await settings.set_hard(3, True)
    await settings.set_spoilers(3, False)
    assert await settings.settings(3) == ChannelSettings(hard=True, spoilers=False)
    assert not (await settings.settings(4)).hard


async def test_shares_once_per_player_and_puzzle(any_store: Store):
    rows = [(0, 0, 0, 0, 1), (2, 2, 2, 2, 2)]
    assert await SQLShares(any_store).add_share(5, 1234, ANN, 1, 4, False, rows)
    assert not await SQLShares(any_store).add_share(5, 1234, ANN, 2, 3, True, rows[1:])
    assert await SQLShares(any_store).add_share(5, 1234, BOB, 3, None, False, rows)
    shares = await SQLShares(any_store).shares(5, 1234)
    assert [(s.author, s.result, s.hard, s.rows) for s in shares] == [
        (ANN, 3, True, ((2, 2, 2, 2, 2),)),
        (BOB, None, False, tuple(rows)),
    ]
    assert await SQLShares(any_store).shares(6, 1234) == []
    mine = await SQLShares(any_store).share_of(5, 1234, ANN.id)  # the share a repeat is told by
    assert mine is not None and (mine.author, mine.result, mine.rows) == (ANN, 3, tuple(rows[1:]))
    assert await SQLShares(any_store).share_of(5, 1234, 99) is None
    assert await SQLShares(any_store).share_of(6, 1234, ANN.id) is None
    assert (
        await SQLShares(any_store).latest_puzzle(5) == 1234
        and await SQLShares(any_store).latest_puzzle(6) is None
    )


async def test_a_shares_typed_words_are_kept_with_it(any_store: Store):
    rows = [(0, 0, 0, 0, 0), (0, 1, 0, 0, 0), (2, 2, 2, 2, 2)]
    await SQLShares(any_store).add_share(5, 1300, ANN, 1, 3, False, rows, ("crane", None, "pious"))
    await SQLShares(any_store).add_share(5, 1300, BOB, 2, 3, False, rows)
    ann, bob = await SQLShares(any_store).shares(5, 1300)
    assert ann.words == ("crane", None, "pious") and bob.words is None
    assert ann.typed == [("crane", (0, 0, 0, 0, 0)), ("pious", (2, 2, 2, 2, 2))]
    await SQLShares(any_store).add_share(5, 1300, ANN, 3, 3, False, rows)  # re-posted without words
    assert (await SQLShares(any_store).shares(5, 1300))[0].words is None


async def test_results_by_player_and_period_and_forgetting(any_store: Store):
    for puzzle in (100, 101, 102):
        await SQLShares(any_store).add_share(5, puzzle, ANN, puzzle, 3, False, [(2, 2, 2, 2, 2)])
    await SQLShares(any_store).add_share(5, 102, BOB, 9, None, True, [(0, 0, 0, 0, 0)])
    await SQLShares(any_store).add_share(6, 102, BOB, 10, 2, False, [(2, 2, 2, 2, 2)])
    assert [r.puzzle for r in await SQLShares(any_store).results(5, ANN.id)] == [100, 101, 102]
    assert [
        (r.author_name, r.puzzle) for r in await SQLShares(any_store).results(5, since_puzzle=102)
    ] == [
        ("ann", 102),
        ("bob", 102),
    ]
    sid = await SQLGames(any_store).start_session(1, 5, None)
    await SQLGames(any_store).add_guesses(sid, 1, [g("crane", "00000")], BOB)
    assert await SQLShares(any_store).forget(BOB.id) == 2
    assert await SQLShares(any_store).results(6) == []
    session = await SQLGames(any_store).current_session(1)
    assert session is not None and session.guesses[0].author.id != BOB.id
    assert "bob" not in {x.author.name for x in session.guesses}


async def test_changes_at_once_from_many_channels_all_land(any_store: Store):
    sessions = [await SQLGames(any_store).start_session(c, 1, None) for c in range(20)]
    await asyncio.gather(
        *(
            SQLGames(any_store).add_guesses(sid, 100 + n * 3 + k, [g("crane", "00000")], ANN)
            for n, sid in enumerate(sessions)
            for k in range(3)
        ),
        *(SQLSettings(any_store).set_spoilers(c, c % 2 == 0) for c in range(20)),
    )
    for c in range(20):
        session = await SQLGames(any_store).current_session(c)
        assert session is not None and len(session.guesses) == 3
        assert (await SQLSettings(any_store).settings(c)).spoilers is (c % 2 == 0)


async def test_a_write_on_a_stale_read_is_refused_and_changes_nothing(any_store: Store):
    sid = await SQLGames(any_store).start_session(3, 1, None, seen=0)
    read = await SQLGames(any_store).add_guesses(sid, 1, [g("crane", "00000")], ANN, expected=0)
    assert read.version == 1
    # another process adds a guess after our read ...
    await SQLGames(any_store).add_guesses(sid, 2, [g("moist", "00000")], BOB, expected=read.version)
    # ... so our write, made on the old read, is refused
    with pytest.raises(Conflict):
        await SQLGames(any_store).add_guesses(
            sid, 3, [g("about", "00000")], ANN, expected=read.version
        )
    with pytest.raises(Conflict):
        await SQLGames(any_store).remove_message(sid, 1, Status.ACTIVE, expected=read.version)
    now = await SQLGames(any_store).current_session(3)
    assert now is not None and [x.word for x in now.guesses] == ["crane", "moist"]
    assert now.version == 2


async def test_a_new_session_on_a_stale_read_is_refused(any_store: Store):
    first = await SQLGames(any_store).start_session(4, 1, None, seen=0)
    with pytest.raises(Conflict):  # we read an empty channel, but a session began since
        await SQLGames(any_store).start_session(4, 1, None, seen=0)
    second = await SQLGames(any_store).start_session(4, 1, None, seen=first)
    assert (await SQLGames(any_store).current_session(4)).id == second


async def test_identify_turns_are_a_window_apart_per_bucket(any_store: Store):
    claimed: list[tuple[int, float]] = []

    async def connect(bucket: int) -> None:
        claimed.append((bucket, await any_store.identify_turn(bucket, 0.3)))

    await asyncio.gather(*(connect(b) for b in (0, 0, 0, 1)))
    zero = sorted(t for b, t in claimed if b == 0)
    # the times the store claimed the turns at, not when the calls returned (which a busy
    # machine delays unevenly): a window apart, however loaded the machine
    assert len(zero) == 3 and all(b - a >= 0.3 - 1e-6 for a, b in itertools.pairwise(zero))
    assert [b for b, _ in claimed].count(1) == 1


async def test_a_multi_board_game_keeps_its_kind_and_every_board_s_feedback(any_store: Store):
    from solver.game.plays import Play

    sid = await SQLGames(any_store).start_session(12, 1, None, kind="quordle")
    first = Play("cigar", ((2, 2, 2, 2, 2), (0, 0, 0, 1, 0), (0, 0, 0, 0, 0), (0, 1, 0, 0, 2)))
    second = Play("rebut", (None, (2, 2, 2, 2, 2), (0, 0, 0, 0, 0), (2, 0, 0, 0, 0)))
    after = await SQLGames(any_store).add_guesses(sid, 1, [first, second], ANN)
    assert after.kind.name == "quordle" and after.plays == [first, second]
    assert [len(b) for b in after.histories()] == [1, 2, 2, 2]
    undone = await SQLGames(any_store).undo_last(sid)
    assert undone is not None and undone.play == second


async def test_multi_board_results_are_one_per_player_game_and_puzzle(any_store: Store):
    assert await SQLShares(any_store).add_board_result(1, "quordle", 1234, ANN, 10, [8, 5, 4, None])
    assert not await SQLShares(any_store).add_board_result(
        1, "quordle", 1234, ANN, 11, [8, 5, 4, 6]
    )
    assert await SQLShares(any_store).add_board_result(1, "dordle", 78, ANN, 12, [4, 6])
    (kept,) = await SQLShares(any_store).board_results(1, "quordle")
    assert kept.boards == (8, 5, 4, 6) and kept.result == 8 and kept.cost == 23
    assert (await SQLShares(any_store).board_results(1, "dordle", ANN.id))[0].boards == (4, 6)
    assert await SQLShares(any_store).board_results(1, "quordle", since=2**40) == []
    assert await SQLShares(any_store).forget(ANN.id) == 2


async def test_a_messages_shares_are_taken_back_by_message(any_store: Store):
    await SQLShares(any_store).add_share(1, 1234, ANN, 20, 3, False, [(2, 2, 2, 2, 2)])
    await SQLShares(any_store).add_share(1, 1234, BOB, 21, 4, False, [(2, 2, 2, 2, 2)])
    await SQLShares(any_store).add_board_result(1, "quordle", 1234, ANN, 20, [8, 5, 4, None])
    await SQLApp(any_store).record_app_post(22, 1, 9, 1235, None, 0.0, [(ANN, 2)])
    assert await SQLShares(any_store).remove_shares(20) == 2
    assert await SQLShares(any_store).remove_shares(20) == 0  # a second removal takes nothing
    assert await SQLShares(any_store).remove_shares(22) == 0  # the app's lines are not shares
    assert [(r.author_id, r.puzzle) for r in await SQLShares(any_store).results(1)] == [
        (8, 1234),
        (7, 1235),
    ]
    assert await SQLShares(any_store).board_results(1, "quordle") == []


async def test_a_puzzle_past_what_the_columns_hold_is_refused_before_the_driver(any_store):
    """Both backends refuse alike (PostgreSQL's INTEGER is 32 bits, SQLite's 64): a clear
    ValueError, never the driver's overflow or DataError, and nothing stored."""
    for puzzle in (2**31, 10**24, -1):
        with pytest.raises(ValueError, match="out of range"):
            await SQLShares(any_store).add_share(1, puzzle, ANN, 900, 3, False, ())
        with pytest.raises(ValueError, match="out of range"):
            await SQLShares(any_store).shares(1, puzzle)
        with pytest.raises(ValueError, match="out of range"):
            await SQLGames(any_store).start_session(77, 1, puzzle)
    assert (
        await SQLShares(any_store).latest_puzzle(1) is None
        and await SQLGames(any_store).current_session(77) is None
    )


async def test_games_behind_name_each_channels_latest_game_whatever_its_state(any_store):
    a = await SQLGames(any_store).start_session(501, 9, None)
    await SQLGames(any_store).add_guesses(a, 7000, [g("crane", "00000")], ANN)
    await SQLGames(any_store).add_guesses(a, 7005, [g("moist", "00000"), g("lupin", "00000")], ANN)
    await SQLGames(any_store).add_guesses(
        a, 7009, [], BOB, seen_again=["crane"]
    )  # its newest message
    await SQLGames(any_store).add_guesses(
        a, 7003, [g("fight", "00000")], BOB, posted=False
    )  # /guess
    b = await SQLGames(any_store).start_session(502, 9, None)
    await SQLGames(any_store).add_guesses(b, 7001, [g("crane", "00000")], ANN)
    await SQLGames(any_store).set_status(
        b, Status.RESET
    )  # cleared: read after, its rows not checked
    c = await SQLGames(any_store).start_session(503, 9, None)
    await SQLGames(any_store).add_guesses(c, 7004, [g("crane", "00000")], ANN)
    await SQLGames(any_store).add_guesses(c, 7006, [g("moist", "00000")], ANN)
    await SQLGames(any_store).undo_last(c)  # MOIST's message was read: not again
    d = await SQLGames(any_store).start_session(504, None, None)  # a DM, solved
    await SQLGames(any_store).add_guesses(d, 7002, [g("crane", "22222")], ANN, Status.SOLVED)
    await SQLGames(any_store).start_session(504, None, None)  # then /new: what the old game read
    await SQLGames(any_store).start_session(505, 9, None)  # /new, the first game here
    found = await SQLGames(any_store).games_behind(0.0)
    assert [(x.channel_id, x.guild_id, x.last_message, x.posted) for x in found] == [
        (501, 9, 7009, (7000, 7005)),
        (502, 9, 7001, ()),
        (503, 9, 7006, (7004,)),
        (504, None, 7002, ()),
        (505, 9, 0, ()),
    ]
    newest = await SQLGames(any_store).current_session(505)
    assert newest is not None and found[-1].started_at == newest.started_at
    assert await SQLGames(any_store).games_behind(newest.updated_at + 1) == []  # none changed since


async def test_games_behind_name_the_shares_a_restart_checks_are_still_there(any_store):
    """A share with no typed words gives no row, yet its message going while nobody
    listened must take its result out of stats: the catch-up is told of it, with the
    game of its channel or, where the channel has none of late, on its own; a share
    edited away or deleted is not; a DM's never (no DM's history is read)."""

    def win(puzzle: int) -> tuple[ShareRow, ...]:
        return (ShareRow(puzzle, 2, False, ((0,) * 5, (2,) * 5)),)

    def shared(channel: int, message: int, guild: int | None = 9, **made) -> PasteWrites:
        home = channel if guild is None else guild
        return PasteWrites(channel, guild, home, message, ANN, **made)

    sid = await SQLGames(any_store).start_session(601, 9, None)
    await SQLGames(any_store).add_guesses(sid, 7300, [g("crane", "00000")], ANN)
    await SQLGames(any_store).take_paste(shared(601, 7301, shares=win(1231)))
    await SQLGames(any_store).take_paste(shared(602, 7302, shares=win(1232)))  # no game in 602
    await SQLGames(any_store).take_paste(
        shared(602, 7304, boards=(BoardsRow("quordle", 1234, (4,) * 4),))
    )
    await SQLGames(any_store).take_paste(shared(602, 7305, shares=win(1235)))
    await SQLShares(any_store).remove_shares(7305)  # edited away: nothing to check
    await SQLGames(any_store).take_paste(shared(603, 7303, None, shares=win(1233)))  # a DM
    found = {x.channel_id: x for x in await SQLGames(any_store).games_behind(0.0)}
    assert found.keys() == {601, 602}
    assert (found[601].posted, found[601].shared, found[601].last_message) == (
        (7300,),
        (7301,),
        7300,
    )
    alone = found[602]
    assert (alone.guild_id, alone.posted, alone.shared) == (9, (), (7302, 7304))
    assert alone.last_message == 7304  # what is after its newest share was missed


async def test_a_message_taken_again_adds_nothing(any_store):
    """A replay (a restart reading a message again) is keyed by the message: its rows and
    its rows pasted again stay as they were, and nothing raises."""
    sid = await SQLGames(any_store).start_session(506, 9, None)
    await SQLGames(any_store).add_guesses(
        sid, 7100, [g("crane", "00000"), g("moist", "00000")], ANN
    )
    await SQLGames(any_store).add_guesses(sid, 7101, [], BOB, seen_again=["crane"])
    before = await SQLGames(any_store).current_session(506)
    await SQLGames(any_store).add_guesses(
        sid, 7100, [g("crane", "00000"), g("moist", "00000")], ANN
    )
    again = await SQLGames(any_store).add_guesses(sid, 7101, [], BOB, seen_again=["crane"])
    assert before is not None
    assert again.guesses == before.guesses and again.seen_again == before.seen_again


async def test_a_players_colours_are_kept_and_forgotten(any_store: Store):
    stored = SQLSettings(any_store)
    assert not await stored.high_contrast(77)
    await stored.set_high_contrast(77, True)
    await stored.set_high_contrast(78, False)
    assert await stored.high_contrast(77) and not await stored.high_contrast(78)
    await stored.set_high_contrast(77, False)
    assert not await stored.high_contrast(77)
    await stored.set_high_contrast(77, True)
    await SQLShares(any_store).forget(77)
    assert not await stored.high_contrast(77)


async def test_a_servers_settings_are_kept_and_its_defaults_apply_to_its_channels(
    any_store: Store,
):
    stored = SQLSettings(any_store)
    from bot.store import GuildSettings

    assert await stored.guild_settings(5) == GuildSettings()
    await stored.set_guild_setting(5, "listen", (501, 502))
    await stored.set_guild_setting(5, "reply_style", "compact")
    await stored.set_guild_setting(5, "spoilers", False)
    await stored.set_guild_setting(5, "hard", True)
    await stored.set_guild_setting(5, "timezone", "Europe/Paris")
    await stored.set_guild_setting(5, "summary_channel", 502)
    await stored.set_guild_setting(5, "summary_time", "09:00")
    await stored.set_guild_setting(5, "game", "wordle6")
    found = await stored.guild_settings(5)
    assert found == GuildSettings(
        (501, 502), "compact", False, True, "Europe/Paris", 502, "09:00", "wordle6"
    )
    assert found.listens_in(501) and not found.listens_in(503)
    # a channel without settings of its own takes its server's; its own win
    assert await stored.settings(501, 5) == ChannelSettings(hard=True, spoilers=False)
    await stored.set_spoilers(501, True)
    assert await stored.settings(501, 5) == ChannelSettings(hard=True, spoilers=True)
    await stored.set_guild_setting(5, "listen", None)  # every channel again
    assert (await stored.guild_settings(5)).listen is None
    assert await stored.settings(501) == ChannelSettings(hard=False, spoilers=True)
