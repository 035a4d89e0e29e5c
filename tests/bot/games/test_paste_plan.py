"""A paste decided as data (bot/games/_paste.py): the plan's steps driven directly, with
the real solver, real words and a real store, and what that means for the service:
nothing is written before a paste is accepted, shares included."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.domain import Author, Incoming
from bot.games._lifecycle import IDLE_SECONDS
from bot.games._paste import Advised, Board, Paste, Plan, Refusal, Solve, accepted, decide
from bot.parsing import Parsed, for_game, parse_message
from bot.service import Huddle
from bot.store import ChannelSettings, Conflict, ShareRow, StoredSession
from solver.game.variants import WORDLE
from tests.bot.chat import ALICE, BOB, Channel, body

SHARE = "Wordle 1,234 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩"
WORDED = "Wordle 1,234 2/6\n\n⬛⬛⬛⬛⬛ CRANE\n🟩🟩🟩🟩🟩 PIOUS"
SETTINGS = ChannelSettings(hard=False, spoilers=False)


def read(huddle: Huddle, text: str) -> Parsed:
    return huddle.games.read(Incoming(0, 1, 0, ALICE, text))


def paste(huddle: Huddle, text: str, author: Author = ALICE, message_id: int = 9000) -> Paste:
    msg = Incoming(610, 1, message_id, author, text)
    return Paste(msg, read(huddle, text))


def board(latest: StoredSession | None, now: float | None = None) -> Board:
    return Board(latest, SETTINGS, WORDLE, time.time() if now is None else now)


async def decided(huddle: Huddle, on: Board, what: Paste) -> Refusal | Plan | Advised:
    """Both steps, with the solver's check between them, as ``_take_once`` runs them."""
    words = huddle.advisor.engines.solver() if what.parsed.guesses else None
    first = decide(on, what, huddle.games.kinds.of, words)
    if not isinstance(first, Solve):
        return first
    checked = await first.game.fits(first.plays, on.settings.hard)
    return accepted(on, what, first, checked)


async def session_with(huddle: Huddle, *rows: str) -> StoredSession:
    ch = Channel(huddle, 610)
    for row in rows:
        await ch.post(BOB, row)
    session = await huddle.games.store.current_session(610)
    assert session is not None
    return session


async def test_a_first_row_plans_a_new_game_and_its_reply_comes_from_the_write(huddle):
    plan = await decided(huddle, board(None), paste(huddle, "CRANE 🟩⬛⬛🟨⬛"))
    assert isinstance(plan, Advised)
    game = plan.writes.game
    assert game is not None and game.session_id is None and game.seen == 0
    assert [p.word for p in game.plays] == ["crane"] and plan.writes.shares == ()
    taken = await huddle.games.store.take_paste(plan.writes)
    reply = plan.reply(taken, await plan.advice())
    assert reply.title == "1/6 played" and "**CRANE** — alice" in body(reply)
    assert reply.position is not None and reply.position.version == taken.session.version


async def test_a_typo_is_a_refusal_with_the_words_it_meant(huddle):
    going = await session_with(huddle, "CRANE 🟩⬛⬛⬛🟩")
    refused = await decided(huddle, board(going), paste(huddle, "CRNAE 🟩⬛⬛⬛🟩"))
    assert isinstance(refused, Refusal)
    assert "**CRNAE** isn't a word here. Did you mean **CRANE**?" in body(refused.reply)


async def test_rows_no_word_fits_are_refused_after_the_solvers_check(huddle):
    going = await session_with(huddle, "CRANE 🟩⬛⬛⬛⬛")
    refused = await decided(huddle, board(going), paste(huddle, "CHIME ⬛⬛⬛⬛⬛"))
    assert isinstance(refused, Refusal) and refused.reply.title == "That doesn't fit"


async def test_a_share_alone_plans_its_result_and_no_rows(huddle):
    plan = await decided(huddle, board(None), paste(huddle, SHARE))
    assert isinstance(plan, Plan) and plan.writes.game is None
    (share,) = plan.writes.shares
    assert share == ShareRow(1234, 3, False, share.rows, None) and len(share.rows) == 3
    taken = await huddle.games.store.take_paste(plan.writes)
    assert plan.reply(taken).title == "alice 3/6 · streak 1 · Wordle 1,234"


async def test_a_shares_rows_another_game_refuses_are_a_result_only(huddle):
    await huddle.games.new(610, 1, "quordle")
    quordle = await huddle.games.store.current_session(610)
    plan = await decided(huddle, board(quordle), paste(huddle, WORDED))
    assert isinstance(plan, Plan) and plan.writes.game is None and plan.writes.shares
    taken = await huddle.games.store.take_paste(plan.writes)
    assert plan.reply(taken).title == "alice 2/6 · streak 1 · Wordle 1,234"


async def test_an_idle_game_is_cleared_by_the_plan_that_starts_the_next(huddle):
    idle = await session_with(huddle, "CRANE 🟩⬛⬛⬛🟩")
    later = board(idle, idle.updated_at + IDLE_SECONDS + 60)
    first = decide(later, paste(huddle, "SLATE ⬛⬛⬛⬛⬛"), huddle.games.kinds.of, huddle.solver)
    assert isinstance(first, Solve) and first.going is None and first.ending == idle.id
    assert first.note is not None and "idle" in first.note


async def test_a_stale_plan_writes_nothing_not_even_its_share(huddle):
    going = await session_with(huddle, "CRANE ⬛⬛⬛⬛⬛")  # bob's game: his share plays it
    plan = await decided(huddle, board(going), paste(huddle, WORDED, BOB))
    assert isinstance(plan, Advised) and plan.writes.game is not None and plan.writes.shares
    await Channel(huddle, 610).post(ALICE, "MOIST ⬛⬛⬛⬛⬛")  # the game moves on meanwhile
    with pytest.raises(Conflict):
        await huddle.games.store.take_paste(plan.writes)
    assert await huddle.shares.store.results(1, BOB.id) == []


async def test_a_share_played_apart_from_the_game_going_counts_and_adds_no_rows(huddle):
    """Bob's game going here, alice's share with its words: her result alone."""
    going = await session_with(huddle, "CRANE ⬛⬛⬛⬛⬛")
    plan = await decided(huddle, board(going), paste(huddle, WORDED))
    assert isinstance(plan, Plan) and plan.writes.game is None and plan.writes.shares


async def test_a_refused_paste_writes_nothing(huddle):
    """Before the plan, a refused paste had already recorded its share and cleared the
    idle game it was refused in."""
    ch = Channel(huddle, 620)
    await ch.post(BOB, "CRANE 🟩⬛⬛⬛🟩")
    idle = await huddle.games.store.current_session(620)
    huddle.clock = lambda: idle.updated_at + IDLE_SECONDS + 60  # a day later
    reply = await ch.post(ALICE, "CRNAE 🟩⬛⬛⬛🟩\n\n" + SHARE)
    assert reply.title == "Not a word here"
    assert await huddle.shares.store.results(1, ALICE.id) == []
    assert (await huddle.games.store.current_session(620)).id == idle.id
    assert (await huddle.games.store.current_session(620)).status == idle.status


async def test_a_paste_is_read_once_the_game_judging_its_words_without_the_text(huddle):
    """The game's own reading judges the typed words kept from the first: the letters
    folded as the game folds them, each word against its list."""
    first = parse_message("NIÑOS 🟩⬛⬛⬛⬛", huddle.solver, any_letters=True)
    assert [g.word for g in first.guesses] == ["niños"]  # every letter some game plays
    spanish = for_game(first, huddle.advisor.engines.solver("es5"))
    assert [g.word for g in spanish.guesses] == ["niños"]
    english = for_game(first, huddle.solver)
    assert [(g.word, g.known) for g in english.guesses] == [("ninos", False)]


async def test_rows_are_written_while_the_solver_searches_their_replys_advice(huddle):
    """The plan's transaction does not wait for the search: with the solver's search held,
    the row is in the store and its reply still waits; once the search runs, the reply
    names the advice of the position as written."""
    ch = Channel(huddle, 630)
    lock = huddle.advisor.engines.solver().search_lock
    lock.acquire()
    try:
        replying = asyncio.ensure_future(ch.post(ALICE, "FUZZY ⬛⬛⬛⬛⬛"))
        for _ in range(2000):  # a bound on the wait, not a timing: the row comes, or never
            if (session := await huddle.games.store.current_session(630)) is not None:
                break
            assert not replying.done(), replying.result()
            await asyncio.sleep(0.01)
        else:
            pytest.fail("the row waited for the search")
        assert [g.word for g in session.guesses] == ["fuzzy"]
        assert not replying.done()  # the reply waits for the search, held
    finally:
        lock.release()
    reply = await replying
    assert reply.title == "1/6 played" and "Best next guess" in body(reply)


async def test_a_row_reads_the_channels_settings_once(huddle, store, monkeypatch):
    """The settings the paste was judged by are the ones its rows are written with: the
    channel's settings are read once, with the board, not again inside the transaction."""
    ch = Channel(huddle, 640)
    await ch.post(ALICE, "CRANE ⬛⬛⬛⬛⬛")
    statements: list[str] = []
    fetchrow = type(store.db).fetchrow

    async def counted(db, sql, *args):
        statements.append(sql)
        return await fetchrow(db, sql, *args)

    monkeypatch.setattr(type(store.db), "fetchrow", counted)
    await huddle.games.settings.store.set_hard(640, True)
    statements.clear()
    reply = await ch.post(BOB, "MOIST ⬛⬛⬛⬛⬛")
    assert reply.title == "2/6 played"
    assert sum("channel_settings" in sql for sql in statements) == 1
    (_, moist) = (await huddle.games.store.current_session(640)).guesses
    assert moist.hard is True  # written in the mode it was judged in
