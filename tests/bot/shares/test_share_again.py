"""The same share posted twice is counted once: the second gets one quiet line saying it
is counted already, and nothing changes (the first message keeps the result)."""

from __future__ import annotations

from tests.bot.chat import ALICE, BOB, Channel, share

SHARE = share(1500, "fifty", ["crane", "nifty", "fifty"])


async def test_the_same_share_again_is_already_counted_and_changes_nothing(huddle):
    ch = Channel(huddle, 801)
    first = await ch.post(ALICE, SHARE)
    assert first.title == "alice 3/6 · streak 1 · Wordle 1,500"
    first_id = ch.last_id
    again = await ch.post(ALICE, SHARE)
    assert again.title == "Already counted: alice 3/6 · Wordle 1,500" and again.tone == "info"
    assert again.compact == again.title and not again.lines
    await huddle.on_delete(801, ch.last_id)  # the repeat taken away: the result stays
    (kept,) = await huddle.shares.store.shares(1, 1500)
    assert (kept.author.id, kept.result) == (ALICE.id, 3)
    await huddle.on_delete(801, first_id)  # the message that counted it
    assert await huddle.shares.store.shares(1, 1500) == []


async def test_another_share_of_the_puzzle_or_another_player_is_counted_as_before(huddle):
    ch = Channel(huddle, 802)
    await ch.post(ALICE, SHARE)
    other = await ch.post(ALICE, share(1500, "fifty", ["slate", "fifty"]))
    assert other.title == "alice 2/6 · streak 1 · Wordle 1,500 (replaces your earlier one)"
    bob = await ch.post(BOB, SHARE)
    assert bob.title == "bob 3/6 · streak 1 · Wordle 1,500"


async def test_the_same_dordle_share_again_is_already_counted(huddle):
    ch = Channel(huddle, 803)
    dordle = "Daily Dordle #0078 4&6/7"
    assert (await ch.post(ALICE, dordle)).title == "alice 4&6/7 · streak 1 · Dordle #78"
    again = await ch.post(ALICE, dordle)
    assert again.title == "Already counted: alice 4&6/7 · Dordle #78"
    results = await huddle.shares.store.board_results(1, "dordle", ALICE.id)
    assert [(r.puzzle, r.boards) for r in results] == [(78, (4, 6))]
