"""A channel keeps the game it last played: after a Termo game ends (or is cleared) the
next paste starts Termo again and /hint advises Termo's words, not English Wordle's;
``/new`` still starts the server's game.  Against the real store (an SQLite file)."""

from __future__ import annotations

from bot.domain import Asker
from solver import VARIANTS
from tests.bot.chat import ALICE, BOB, Channel

GUILD = 1
TERMO = VARIANTS["termo"]


async def _finished_termo_game(huddle, channel_id: int) -> Channel:
    ch = Channel(huddle, channel_id, GUILD)
    await huddle.games.new(channel_id, GUILD, "termo")
    await ch.post(ALICE, "SARTO ⬛🟩⬛⬛⬛")
    await ch.post(BOB, "FÁCIL 🟩🟩🟩🟩🟩")
    session = await huddle.games.store.current_session(channel_id)
    assert session.kind is TERMO and session.status.ended
    return ch


async def test_a_paste_after_a_termo_game_starts_termo_again(huddle):
    ch = await _finished_termo_game(huddle, 921)
    reply = await ch.post(ALICE, "ÓTIMO ⬛⬛🟨⬛⬛")
    session = await huddle.games.store.current_session(921)
    assert session.kind is TERMO, reply.lines
    assert [g.word for g in session.guesses] == ["otimo"]


async def test_hint_after_a_cleared_termo_game_advises_termo(huddle):
    await huddle.games.new(922, GUILD, "termo")
    await Channel(huddle, 922, GUILD).post(ALICE, "SARTO ⬛🟩⬛⬛⬛")
    await huddle.games.reset(922)
    assert (await huddle.games.store.current_session(922)).status.name == "RESET"
    hint = await huddle.games.hint(922, 1)
    await huddle.games.new(924, GUILD, "termo")  # a fresh Termo game elsewhere: its opener
    termo, wordle = await huddle.games.hint(924, 1), await huddle.games.hint(925, 1)
    assert termo.lines != wordle.lines
    assert hint.lines == termo.lines, (hint.title, hint.lines)


async def test_new_still_starts_the_servers_game(huddle):
    await _finished_termo_game(huddle, 923)
    await huddle.games.new(923, GUILD)
    session = await huddle.games.store.current_session(923)
    assert session.kind is VARIANTS["wordle"]


async def test_stats_in_a_termo_channel_are_termos(huddle):
    """/stats with no game named counts the game the channel plays; named, the one named."""
    await _finished_termo_game(huddle, 926)
    here = Asker(926, GUILD, ALICE, 9261)
    plain = await huddle.answer("stats", here, {})
    termo = await huddle.answer("stats", here, {"game": "termo"})
    wordle = await huddle.answer("stats", here, {"game": "wordle"})
    assert plain.title == termo.title and plain.lines == termo.lines
    assert wordle.lines != termo.lines, (termo.lines, wordle.lines)


TERMO_SHARE = "joguei term.ooo #81 3/6 🔥 1\n\n⬛🟨🟨⬛🟨\n🟩🟩🟩⬛⬛\n🟩🟩🟩🟩🟩"
WORDLE_SHARE = "Wordle 1,234 4/6\n\n⬛🟨⬛⬛⬛\n⬛⬛⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩"


async def test_history_compare_and_leaderboard_in_a_termo_channel_are_termos(huddle):
    """/history, /compare and /leaderboard with no game named count the game the channel
    plays, as /stats does (one rule); named, the one named.  Both players shared a Termo
    (3/6) and a Wordle (4/6) result elsewhere on the server: each game has its figures."""
    await _finished_termo_game(huddle, 927)
    elsewhere = Channel(huddle, 928, GUILD)
    for player in (ALICE, BOB):
        await elsewhere.post(player, TERMO_SHARE)
        await elsewhere.post(player, WORDLE_SHARE)
    here = Asker(927, GUILD, ALICE, 9271)
    for command, options in [
        ("history", {}),
        ("compare", {"user": BOB}),
        ("leaderboard", {"period": "all"}),
    ]:
        plain = await huddle.answer(command, here, options)
        termo = await huddle.answer(command, here, {**options, "game": "termo"})
        wordle = await huddle.answer(command, here, {**options, "game": "wordle"})
        assert (plain.title, plain.lines) == (termo.title, termo.lines), command
        assert plain.lines != wordle.lines, (command, plain.lines, wordle.lines)
        assert "Termo" in plain.title or "Termo" in " ".join(plain.lines), command


async def test_results_in_a_wordle_channel_stay_wordles(huddle):
    """A channel that never played another game counts Wordle, as before."""
    elsewhere = Channel(huddle, 929, GUILD)
    await elsewhere.post(ALICE, TERMO_SHARE)
    await elsewhere.post(ALICE, WORDLE_SHARE)
    here = Asker(929, GUILD, ALICE, 9291)
    plain = await huddle.answer("history", here, {})
    wordle = await huddle.answer("history", here, {"game": "wordle"})
    assert (plain.title, plain.lines) == (wordle.title, wordle.lines)
