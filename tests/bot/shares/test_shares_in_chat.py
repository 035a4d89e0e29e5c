"""Shares posted in chat through the service: kept and counted, read into /deduce, /stats and
the leaderboard, forgotten on /forgetme."""

import time
from datetime import UTC, datetime

from bot.service import Author, Huddle, Incoming
from bot.shares import SQLShares
from solver.game.rules import puzzle_on
from tests.bot.chat import ALICE, BOB, CAROL, Channel, body, share
from tests.helpers import standing_clock


async def test_letterless_share_is_kept_and_counted(huddle):
    ch = Channel(huddle)
    reply = await ch.post(ALICE, "Wordle 1,234 3/6*\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩")
    assert reply.title == "alice 3/6* · streak 1 · Wordle 1,234" and reply.lines == []
    assert reply.compact == reply.title and reply.tone == "success"  # one short line
    (share,) = await huddle.shares.store.shares(1, 1234)
    assert (share.author.id, share.result, share.hard) == (1, 3, True)
    assert share.rows == ((0, 1, 0, 0, 0), (2, 2, 0, 2, 0), (2, 2, 2, 2, 2))
    assert "replaces" not in body(reply)
    again = await ch.post(ALICE, "Wordle 1,234 2/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩")
    assert again.title == "alice 2/6 · streak 1 · Wordle 1,234 (replaces your earlier one)"
    (share,) = await huddle.shares.store.shares(1, 1234)
    assert (share.result, share.hard, share.rows) == (2, False, ((0, 1, 0, 0, 0), (2, 2, 2, 2, 2)))


async def test_grids_narrow_the_answer_and_deduce_names_it_in_spoilers(huddle):
    ch = Channel(huddle)
    await ch.post(ALICE, share(1500, "fifty", ["crane", "nifty", "fifty"]))
    await ch.post(BOB, share(1500, "fifty", ["slate", "fifth", "fifty"]))
    reply = await ch.post(CAROL, share(1500, "fifty", ["audio", "fitly", "fifty"], hard=True))
    assert reply.title == "carol 3/6* · streak 1 · Wordle 1,500"
    assert "FIFTY" not in body(reply).upper()  # no names in chat
    await huddle.shares.warm_up()  # as a start does: /deduce's tables are not its to build
    deduced = await huddle.shares.deduce(1, 1500)
    assert deduced.ephemeral and "3 grids together leave " in body(deduced)
    assert "Most telling" in body(deduced)
    assert body(deduced).rstrip().endswith("||")  # the words only in spoilers
    shares = await huddle.shares.store.shares(1, 1500)
    fit = huddle.deducer.fit_all([s.grid for s in shares])
    assert fit.likely[huddle.solver.answers.index["fifty"]]
    assert f"{int(fit.likely.sum())} likely answers" in body(deduced)
    assert fit.likely.sum() < huddle.deducer.fit_all([(shares[0].rows, False)]).likely.sum()
    assert (await huddle.shares.deduce(1)).title == "Puzzle 1,500"  # the latest by default
    assert (await huddle.shares.deduce(1, 7)).title == "No grids yet"


async def test_stats_leaderboard_and_forgetme(huddle):
    from solver.game.rules import puzzle_on

    ch = Channel(huddle)
    today = puzzle_on(__import__("datetime").date.today())
    for p in range(today - 3, today + 1):
        await ch.post(ALICE, share(p, "fifty", ["crane", "limit", "fifty"]))
    await ch.post(BOB, share(today, "fifty", ["crane", "limit", "pitch", "fifty"]))
    lost = ["crane", "bloke", "pudgy", "shawl", "vomit", "zebra"]
    await ch.post(BOB, share(today - 40, "fifty", lost))
    stats = await huddle.shares.stats(1, ALICE)
    assert "played **4**" in body(stats) and "won **100%**" in body(stats)
    assert "current streak **4**" in body(stats) and "3 " + "█" * 20 + " 4" in body(stats)
    week = await huddle.shares.leaderboard(1, "week")
    assert [line.split("**")[1] for line in week.lines[:2]] == ["alice", "bob"]
    assert "· 1 game: 4/6" in body(week)  # bob's old loss is outside the week
    assert "bob" in body(await huddle.shares.leaderboard(1, "all"))
    await ch.post(BOB, "CRANE=C....")
    gone = await huddle.shares.forget(BOB)
    assert gone.ephemeral and "Erased 2 results" in body(gone)
    assert "no Wordle shares yet" in (await huddle.shares.stats(1, BOB)).title
    session = await huddle.games.store.current_session(ch.channel_id)
    assert [g.author.name for g in session.guesses] == ["someone"]


async def test_stats_count_channel_games_and_an_empty_board_says_why(huddle, store):
    """A player who solved channel games but shared nothing sees those games, labelled, and
    that only shares count for streaks; a leaderboard empty because the only share is old
    says which puzzles it counts."""
    ch = Channel(huddle)
    await ch.post(ALICE, "CRANE 🟩⬛⬛🟨⬛")
    await ch.post(BOB, "CRANE 🟩⬛⬛🟨⬛")  # seen again: bob played it too
    await ch.post(ALICE, "CYNIC 22222")
    await ch.post(ALICE, "SLATE=.....")  # a new game, unfinished
    alice = await huddle.shares.stats(1, ALICE)
    assert alice.title == "alice: no Wordle shares yet"
    assert alice.lines == [
        "Streaks and the leaderboard count posted shares only: paste your NYT share to count it.",
        "**Channel games** you played in: 2 (1 solved, 0 failed, 1 unfinished), 3 rows yours.",
    ]
    assert body(await huddle.shares.stats(1, BOB)).endswith("1 (1 solved, 0 failed), 1 row yours.")
    old = "Wordle 1,245 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩"
    await ch.post(CAROL, old)
    board = await huddle.shares.leaderboard(1, "week")
    today = puzzle_on(datetime.fromtimestamp(huddle.clock(), UTC).date())
    assert board.lines == [
        "The newest puzzle shared here is 1,245, from November 15, 2024; the board for this week "
        f"counts puzzles {today - 6:,}–{today:,}. `/leaderboard all` counts every share."
    ]
    assert "1. **carol**" in body(await huddle.shares.leaderboard(1, "all"))
    assert (await huddle.shares.leaderboard(2, "all")).lines == [
        "No Wordle shares posted here yet: paste your NYT share to count it."
    ]


async def test_a_bare_header_records_the_result_without_a_grid(huddle):
    ch = Channel(huddle)
    reply = await ch.post(ALICE, "Wordle 1,245 3/6*")
    assert reply.title == "alice 3/6* · streak 1 · Wordle 1,245" and reply.lines == []
    assert "played **1**" in body(await huddle.shares.stats(1, ALICE))
    assert (await huddle.shares.deduce(1, 1245)).title == "No grids yet"
    await ch.post(BOB, "Wordle 1,245 2/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩")
    assert "1 grid leaves " in body(await huddle.shares.deduce(1, 1245))  # alice's header is none


async def test_deduce_of_a_puzzle_before_the_first_says_so(huddle):
    reply = await huddle.shares.deduce(1, -1)
    assert reply.title == "No such puzzle" and reply.ephemeral
    assert reply.lines == ["Puzzle -1 never was: the first, puzzle 0, was on June 19, 2021."]


async def test_many_shares_for_one_puzzle_are_read_incrementally(store, solver):
    huddle = Huddle(store, solver, deadline_clock=standing_clock)  # every grid read, loaded or not
    words = solver.answers.words
    answer = "cigar"
    import random

    from solver import score
    from solver.game.feedback import to_emoji

    rng = random.Random(4)
    for author in range(1, 41):
        rows = [score(w, answer) for w in rng.sample(words, 3)] + [score(answer, answer)]
        text = "Wordle 900 4/6\n\n" + "\n".join(to_emoji(r) for r in rows)
        await Channel(huddle, guild_id=5).post(Author(author, f"p{author}"), text)
    shares = await SQLShares(store).shares(5, 900)
    everything = solver_fit = huddle.deducer.fit_all([s.grid for s in shares])
    await huddle.shares.deduce(5, 900)  # reads them all, and keeps the running fit
    applied, running = huddle.shares._grid_fits.get((5, 900))
    assert len(applied) == 40 and running.read == 40
    assert (running.likely == solver_fit.likely).all()
    assert everything.likely[solver.answers.index[answer]]
    # with no time at all, a request reads no new grid and says so, changing nothing kept
    rushed = Huddle(store, solver, search_seconds=0)
    reply = await rushed.shares.deduce(5, 900)
    assert reply.lines == ["I read none of the 40 grids in time; ask again."]


async def test_an_archive_puzzle_played_late_counts_but_touches_no_streak(huddle):
    from bot.domain import snowflake_at

    today = puzzle_on(datetime.now(UTC).date())
    now = snowflake_at(time.time())
    for n, puzzle in enumerate((today - 1, today, today - 30)):  # the last from the archive
        text = share(puzzle, "fifty", ["crane", "fifty"] if n != 2 else ["crane"] * 6)
        await huddle.on_message(Incoming(10, 1, now + n, ALICE, text))
    stats = body(await huddle.shares.stats(1, ALICE))
    assert "played **3**" in stats and "current streak **2**" in stats
    assert "1 played late from the archive (no streak counts it)" in stats
