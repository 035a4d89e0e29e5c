import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.games import SQLGames
from bot.service import Author, Huddle, Incoming, in_full
from bot.shares import SQLShares
from solver.game.rules import puzzle_on
from solver.search.openers import cached_openers
from tests.helpers import standing_clock

ALICE, BOB, CAROL = Author(1, "alice"), Author(2, "bob"), Author(3, "carol")
CORPUS = Path(__file__).parent / "data" / "chat_corpus.txt"


class Channel:
    """Posts messages with increasing ids into one channel of a Huddle."""

    next_id = 1000

    def __init__(self, huddle: Huddle, channel_id: int = 10, guild_id: int | None = 1):
        self.huddle, self.channel_id, self.guild_id = huddle, channel_id, guild_id

    async def post(self, author: Author, text: str):
        Channel.next_id += 1
        self.last_id = Channel.next_id
        return await self.huddle.on_message(
            Incoming(self.channel_id, self.guild_id, Channel.next_id, author, text)
        )

    async def edit(self, message_id: int, author: Author, text: str):
        return await self.huddle.on_edit(
            Incoming(self.channel_id, self.guild_id, message_id, author, text)
        )


VERDICT_WORDS = {"Best guess", "Good guess", "Fair guess", "Costly guess"}


def body(reply) -> str:
    return reply.title + "\n" + "\n".join(reply.lines)


async def test_group_solve_counts_and_contributors(huddle):
    ch = Channel(huddle)
    r1 = await ch.post(ALICE, "HARES=.ar..")
    assert "1/6 played" in r1.title and "likely answers left" in body(r1)
    r2 = await ch.post(BOB, "guilt 00000")
    r3 = await ch.post(CAROL, "CROAK ⬛🟩🟨🟨⬛")
    r4 = await ch.post(ALICE, "BRAVO=bRa.o")
    assert "Only ||**ARBOR**|| is left." in body(r4)  # the answer only in spoilers
    assert r2.tone == r3.tone == "info"
    done = await ch.post(BOB, "ARBOR=ARBOR")
    assert done.title == "Solved in 5/6! 🎉" and done.tone == "success"
    assert "alice, bob and carol" in body(done)
    fresh = await ch.post(CAROL, "CRANE=.....")
    assert "1/6 played" in fresh.title and "New game: Wordle. The last game is over." in body(fresh)


async def test_when_no_likely_answer_fits_the_count_names_the_valid_words(huddle):
    ch = Channel(huddle)
    await ch.post(ALICE, "CRANE 20010")
    reply = await ch.post(BOB, "CHEST 22000")  # only CHOON, not a likely answer, is left
    assert "Only ||**CHOON**|| is left, a valid word though not a likely answer." in body(reply)


async def test_ordinary_chat_gets_no_reply(huddle):
    ch = Channel(huddle)
    for line in CORPUS.read_text(encoding="utf-8").splitlines()[:400]:
        assert await ch.post(ALICE, line) is None
    assert await huddle.games.store.current_session(ch.channel_id) is None


async def test_another_games_share_gets_no_reply_in_chat(huddle):
    """A game the bot does not play, its result posted to the channel: not asked of us."""
    ch = Channel(huddle)
    for share in ("Daily Sequence Octordle #845\n8️⃣🕛\n🔟6️⃣\nScore: 72", "Daily Duotrigordle #65"):
        assert await ch.post(ALICE, share) is None


async def test_bad_paste_gets_one_specific_error_and_changes_nothing(huddle):
    ch = Channel(huddle)
    await ch.post(ALICE, "CRANE=C....")
    reply = await ch.post(BOB, "CRANE=cRAXe")
    assert reply.tone == "error" and "4th character `X`" in body(reply)
    conflict = await ch.post(BOB, "CHEST=.H...")
    # each row quoted as its player posted it
    assert conflict.tone == "error" and "• CRANE=C.... — alice" in conflict.lines
    assert "• CHEST=.H... — this paste" in conflict.lines
    assert "alice can edit or delete that message (`/undo`" in body(conflict)
    session = await huddle.games.store.current_session(ch.channel_id)
    assert [g.word for g in session.guesses] == ["crane"]


async def test_six_misses_end_the_game_with_candidates_in_spoilers(huddle):
    from solver import score
    from solver.game.feedback import notation

    ch = Channel(huddle)
    for word in ["crane", "pilot", "dumbs", "gawky", "fifth", "queen"]:
        reply = await ch.post(ALICE, notation(word, score(word, "jazzy")))
    assert reply.title == "Out of guesses"
    assert "||" in body(reply)
    assert "New game: Wordle. The last game is over." in body(await ch.post(ALICE, "SLATE=....."))


async def test_idle_session_and_new_puzzle_start_afresh(huddle):
    now = [1_000_000.0]
    huddle.clock = lambda: now[0]
    ch = Channel(huddle)
    await ch.post(ALICE, "CRANE=.....")
    # the store stamps real time; move the service's clock 19 hours past it
    now[0] = time.time() + 19 * 3600
    reply = await ch.post(BOB, "SLATE=s....")
    assert "idle for over 18 hours" in body(reply) and "1/6 played" in reply.title
    share = "Wordle 1,234 2/6\n\n⬛⬛⬛⬛⬛ CRANE\n🟩🟩🟩🟩🟩 PIOUS"
    # a share carrying words and a puzzle number: its own session
    reply = await ch.post(CAROL, share)
    assert reply.title == "New game: Wordle, solved in 2/6! 🎉"  # never under its solve
    assert reply.lines[-1] == "carol 2/6 · streak 1 · Wordle 1,234"  # and its result counted
    session = await huddle.games.store.current_session(ch.channel_id)
    assert session.puzzle == 1234 and [g.word for g in session.guesses] == ["crane", "pious"]
    # its words are letters for the puzzle's deduction: CRANE all grey, then PIOUS
    deduced = await huddle.shares.deduce(1, 1234)
    assert "1 grid: 1 likely answer" in body(deduced) and "||PIOUS||" in body(deduced)


async def test_edit_replaces_and_delete_removes_guesses(huddle):
    ch = Channel(huddle)
    await ch.post(ALICE, "CRANE=.....")
    first = ch.last_id
    await ch.post(BOB, "PILOT=.....")
    reply = await ch.edit(first, ALICE, "CRANE=c....")
    session = await huddle.games.store.current_session(ch.channel_id)
    assert [(g.word, g.pattern) for g in session.guesses] == [
        ("crane", (1, 0, 0, 0, 0)),
        ("pilot", (0, 0, 0, 0, 0)),
    ]
    assert "2/6 played" in reply.title
    await huddle.on_delete(ch.channel_id, first)
    session = await huddle.games.store.current_session(ch.channel_id)
    assert [g.word for g in session.guesses] == ["pilot"]
    # an edit that no longer holds Wordle removes its guesses
    await ch.edit(ch.last_id, BOB, "never mind")
    assert (await huddle.games.store.current_session(ch.channel_id)).guesses == ()


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


async def test_two_channels_never_share_state(huddle):
    a, b = Channel(huddle, 10, 1), Channel(huddle, 20, 2)
    await a.post(ALICE, "CRANE=C....")
    await b.post(ALICE, "SLATE=.....")
    await a.post(BOB, "PILOT=.....")
    assert [g.word for g in (await huddle.games.store.current_session(10)).guesses] == [
        "crane",
        "pilot",
    ]
    assert [g.word for g in (await huddle.games.store.current_session(20)).guesses] == ["slate"]
    await huddle.games.mode(20, True)
    assert not (await huddle.settings.store.settings(10)).hard


async def test_slash_commands(huddle):
    ch = Channel(huddle)
    opening = await huddle.games.hint(ch.channel_id, 3)
    solver = huddle.solver
    (best, *_) = cached_openers(solver.answers, solver.guesses, hard=False)
    assert opening.ephemeral and f"1. **{best['word'].upper()}**" in body(opening)
    await ch.post(ALICE, "CAVES=20012")
    hint = await huddle.games.hint(ch.channel_id, 2)
    assert hint.ephemeral and sum(line[:1].isdigit() for line in hint.lines) == 2
    why = await huddle.games.why(ch.channel_id, "swiss")
    assert "ruled out" in why.title and "CAVES=20012" in body(why)  # quoted as posted
    assert "still possible" in (await huddle.games.why(ch.channel_id, "chess")).title
    cands = await huddle.games.candidates(ch.channel_id, 10)
    assert "||CHESS, CRESS||" in body(cands)
    status = await huddle.games.status(ch.channel_id)
    assert "Known: C first · S fifth · an E, not 4th · no A, V" in body(status)
    added = await huddle.games.guess(ch.channel_id, 1, 99_999_999, BOB, "chess", "22222")
    assert added.title.startswith("Solved in 2/6")
    bad = await huddle.games.guess(ch.channel_id, 1, 99_999_998, BOB, "chess", "2222")
    assert bad.tone == "error" and bad.ephemeral
    undone = await huddle.games.undo(ch.channel_id)
    assert "Removed ||`chess 22222`||" in body(undone)  # as /guess took it; the answer
    await huddle.games.reset(ch.channel_id)
    assert (await huddle.games.status(ch.channel_id)).title == "No game going"
    assert (await huddle.games.undo(ch.channel_id)).title == "No game going"  # cleared
    assert "/hint" in body(await huddle.help.page())


async def test_hard_mode_hints_are_legal(huddle, solver):
    ch = Channel(huddle)
    await huddle.games.mode(ch.channel_id, True)
    await ch.post(ALICE, "CRANE=C.a.e")
    hint = await huddle.games.hint(ch.channel_id, 5)
    words = [line.split("**")[1].lower() for line in hint.lines if line[:1].isdigit()]
    assert len(words) == 5
    assert all(w[0] == "c" and "a" in w and "e" in w for w in words)
    assert "hard mode" in hint.title


@pytest.mark.parametrize("spoilers", [True, False])
async def test_spoiler_setting(tmp_path, solver, spoilers):
    from bot.store import SQLiteStore

    store = await SQLiteStore(tmp_path / "s.sqlite3", spoilers_default=spoilers).open()
    ch = Channel(Huddle(store, solver))
    reply = await ch.post(ALICE, "CAVES=20012")
    assert ("||CHESS, CRESS||" in body(reply)) is spoilers
    await store.close()


async def test_spoilers_command_toggles_one_channel(huddle):
    a, b = Channel(huddle, 10, 1), Channel(huddle, 20, 1)
    reply = await huddle.games.spoilers(a.channel_id, False)
    assert reply.title == "Spoilers off"
    shown = await a.post(ALICE, "CAVES=20012")
    assert "CHESS, CRESS" in body(shown) and "||CHESS, CRESS||" not in body(shown)
    hidden = await b.post(ALICE, "CAVES=20012")
    assert "||CHESS, CRESS||" in body(hidden)  # the other channel keeps the default
    await huddle.games.spoilers(a.channel_id, True)
    assert "||CHESS, CRESS||" in body(await huddle.games.candidates(a.channel_id, 10))


def share(puzzle: int, answer: str, guesses: list[str], hard: bool = False) -> str:
    from solver import score
    from solver.game.feedback import to_emoji

    rows = [to_emoji(score(g, answer)) for g in guesses]
    result = str(len(guesses)) if guesses[-1] == answer else "X"
    return f"Wordle {puzzle:,} {result}/6{'*' if hard else ''}\n\n" + "\n".join(rows)


async def test_grids_narrow_the_answer_and_deduce_names_it_in_spoilers(huddle):
    ch = Channel(huddle)
    await ch.post(ALICE, share(1500, "fifty", ["crane", "nifty", "fifty"]))
    await ch.post(BOB, share(1500, "fifty", ["slate", "fifth", "fifty"]))
    reply = await ch.post(CAROL, share(1500, "fifty", ["audio", "fitly", "fifty"], hard=True))
    assert reply.title == "carol 3/6* · streak 1 · Wordle 1,500"
    assert "FIFTY" not in body(reply).upper()  # no names in chat
    await huddle.shares.warm_up()  # as a start does: /deduce's tables are not its to build
    deduced = await huddle.shares.deduce(1, 1500)
    assert deduced.ephemeral and "3 grids: " in body(deduced) and "Most telling" in body(deduced)
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


async def test_solve_message_sums_up_and_analysis_goes_guess_by_guess(huddle):
    from solver import score
    from solver.game.feedback import notation

    ch = Channel(huddle)
    for author, word in [(ALICE, "hares"), (BOB, "guilt"), (ALICE, "croak"), (CAROL, "arbor")]:
        solved = await ch.post(author, notation(word, score(word, "arbor")))
    # the solve message goes out at once; the game's summary follows as an edit of it
    assert solved.title == "Solved in 4/6! 🎉" and "Skill " not in body(solved)
    summed = await in_full(solved)
    assert summed.title == solved.title and summed.lines[:-1] == solved.lines
    assert "Skill " in body(summed) and "lucky" in body(summed) and "/analysis" in body(summed)
    review = await huddle.games.analysis(ch.channel_id)
    assert review.title == "Game analysis"
    turns = [line for line in review.lines if line[:2] in ("1.", "2.", "3.", "4.")]
    # each row named as its player posted it (HARES=.ar..), not as the board's squares
    assert len(turns) == 4 and turns[0].startswith(
        f"1. {notation('hares', score('hares', 'arbor'))}: "
    )
    assert "Good guess — left 94 of 3,158" in turns[0]
    assert ": The answer — " in turns[3]  # a winning row is the answer, never costly
    assert all(t.split(": ")[1].split(" — ")[0] in VERDICT_WORDS for t in turns[:3])
    assert (await huddle.games.analysis(999)).title == "Nothing to analyse"


# -- the worst case ---------------------------------------------------------------------


async def test_a_paste_past_six_rows_is_refused_and_changes_nothing(huddle):
    ch = Channel(huddle)
    await ch.post(ALICE, "FUZZY=.....\nVIVID=.....\nBOBBY=.....\nQAJAQ=.....")
    before = await huddle.games.store.current_session(ch.channel_id)
    reply = await ch.post(BOB, "CRWTH=.....\nPIGMY=.....\nKNOWN=.....")
    assert reply.title == "Too many rows" and reply.tone == "error"
    assert "The game here has 4 rows, and that paste adds 3: a Wordle game has at most 6" in body(
        reply
    )
    assert await huddle.games.store.current_session(ch.channel_id) == before
    # an edit that would pass six rows is refused the same way
    first = ch.last_id
    await ch.post(BOB, "CRWTH=.....")
    six = "\n".join(f"{w}=....." for w in ["PIGMY", "KNOWN", "JUMPY", "WHIFF", "DIZZY", "KAYAK"])
    reply = await ch.edit(first, BOB, six)  # with CRWTH, seven rows
    assert reply.title == "Edit not taken: the board is as it was"
    assert reply.lines[0] == "**Too many rows**" and reply.tone == "error"
    session = await huddle.games.store.current_session(ch.channel_id)
    assert len(session.guesses) == 5


async def test_a_guess_pasted_again_is_one_row_and_credits_its_poster(huddle, store):
    """Two players pasting the same guess is one guess seen twice: one row, one line in
    reply, and both named as its players; the same word with other colours still
    conflicts; deleting the second paste takes back its credit only."""
    ch = Channel(huddle)
    await ch.post(ALICE, "CRANE 🟩⬛⬛🟨⬛")
    again = await ch.post(BOB, "crane 20010")
    bobs = ch.last_id
    assert again.title == "CRANE is already on the board" and again.lines == []
    session = await SQLGames(store).current_session(ch.channel_id)
    assert [g.word for g in session.guesses] == ["crane"]
    assert [a.name for a in session.players(session.guesses[0])] == ["alice", "bob"]
    shown = await huddle.games.status(ch.channel_id)
    assert "**CRANE** — alice, bob" in body(shown) and shown.title == "1/6 played"
    mixed = await ch.post(CAROL, "CRANE=C..n.\nCHUMS=C....")  # one seen, one new
    assert mixed.title == "2/6 played" and "**CHUMS** — carol" in body(mixed)
    assert "**CRANE** — alice, bob, carol" in body(mixed)
    other = await ch.post(CAROL, "CRANE=.....")
    assert other.tone == "error"  # other colours for the same word: the conflict it was
    await huddle.on_delete(ch.channel_id, bobs)  # bob's paste goes: bob's credit too
    session = await SQLGames(store).current_session(ch.channel_id)
    assert [a.name for a in session.players(session.guesses[0])] == ["alice", "carol"]
    assert len(session.guesses) == 2


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
    assert "1 grid: " in body(await huddle.shares.deduce(1, 1245))  # alice's header is none


async def test_games_are_the_players_undo_and_reset_need_manage_messages_for_others(huddle):
    """/undo takes back your own last row; someone else's, or /reset and /new of a game
    others played in, needs Manage Messages: otherwise one private refusal naming who can,
    and nothing changes."""
    from bot.domain import Asker

    ch = Channel(huddle)
    await ch.post(ALICE, "CRANE 🟩⬛⬛🟨⬛")
    await ch.post(BOB, "CHUMS=C....")

    def asked(author, moderates=False):
        allowed = frozenset({"manage_messages"} if moderates else ())
        return Asker(ch.channel_id, 1, author, 10**9 + author.id, allowed)

    before = await huddle.games.store.current_session(ch.channel_id)
    refused = await huddle.answer("undo", asked(ALICE))
    assert refused.title == "Not yours to undo" and refused.ephemeral
    assert refused.lines == [
        "**CHUMS** was posted by bob: they can undo it, or anyone with Manage Messages. "
        "Nothing changed."
    ]
    for command, options in (("reset", {}), ("new", {"game": "dordle"})):
        no = await huddle.answer(command, asked(BOB), options)
        assert no.title == "Others are playing this game" and no.ephemeral
        assert f"so /{command} needs Manage Messages" in no.lines[0]
    assert await huddle.games.store.current_session(ch.channel_id) == before  # nothing changed
    assert (await huddle.answer("undo", asked(BOB))).title == "Undone"  # bob's own row
    assert (await huddle.answer("undo", asked(BOB, True))).title == "Undone"  # alice's: a mod
    await ch.post(CAROL, "SLATE=.....")
    assert (await huddle.answer("reset", asked(CAROL))).title == "Reset"  # only hers


async def test_solve_is_the_askers_own_game_and_replaces_it(huddle):
    """/solve never touches a channel's game: it keeps the asker's own, from scratch each
    time; a line that is no guess changes nothing."""
    from bot.domain import Asker, personal_channel

    ch = Channel(huddle)
    await ch.post(BOB, "SLATE=.....")
    at = Asker(ch.channel_id, 1, ALICE, 10**9)
    first = await huddle.answer("solve", at, {"guesses": "CRANE=c.a.. SLOTH=.l..."})
    assert first.title == "2/6 played" and "||**LILAC**|| is the likely answer left" in body(first)
    again = await huddle.answer("solve", at, {"guesses": "CRANE=....."})
    assert again.title == "1/6 played"  # replaced, not added to
    no = await huddle.answer("solve", at, {"guesses": "hello there"})
    assert no.title == "No guesses in that" and no.ephemeral
    own = await huddle.games.store.current_session(personal_channel(ALICE.id))
    assert [g.word for g in own.guesses] == ["crane"]
    channel = await huddle.games.store.current_session(ch.channel_id)
    assert [g.word for g in channel.guesses] == ["slate"]  # the channel's game untouched


async def test_deduce_of_a_puzzle_before_the_first_says_so(huddle):
    reply = await huddle.shares.deduce(1, -1)
    assert reply.title == "No such puzzle" and reply.ephemeral
    assert reply.lines == ["Puzzle -1 never was: the first, puzzle 0, was on June 19, 2021."]


async def test_a_paste_of_seven_guesses_names_the_count(huddle):
    words = ["FUZZY", "VIVID", "BOBBY", "QAJAQ", "CRWTH", "PIGMY", "KNOWN"]
    lines = "\n".join(f"{w}=....." for w in words)
    reply = await Channel(huddle).post(ALICE, lines)
    assert "this paste has 7 guesses; a Wordle game has at most 6" in body(reply)
    assert await huddle.games.store.current_session(10) is None


async def test_a_game_with_unlisted_words_works_with_every_command(huddle):
    ch = Channel(huddle)
    await ch.post(ALICE, "ILTTS!=.....\nCRANE=.....\nBUMPY=.....")
    for reply in [
        await huddle.games.analysis(ch.channel_id),
        await huddle.games.why(ch.channel_id, "iltts"),
        await huddle.games.status(ch.channel_id),
        await huddle.games.hint(ch.channel_id, 3),
        await huddle.games.candidates(ch.channel_id),
    ]:
        assert reply.tone != "error" and reply.lines
    analysis = await huddle.games.analysis(ch.channel_id)
    said = "ILTTS=.....: Fair guess — left 889 of 3,158; on average it leaves about"  # as posted
    assert said in body(analysis)
    solved = await ch.post(BOB, "ZOWGH!=GGGGG")  # no letter the greys ruled out
    assert solved.title == "Solved in 4/6! 🎉" and "**ZOWGH**" in body(solved)
    assert "Skill" in body(await in_full(solved))


async def test_with_no_time_to_search_replies_still_come_and_say_so(store, solver):
    huddle = Huddle(store, solver, search_seconds=0)
    ch = Channel(huddle)
    reply = await ch.post(ALICE, "CRANE=..a..\nMOIST=..i.t")  # 3 likely, 23 less likely
    assert reply.title == "2/6 played" and "Best next guess" in body(reply)
    hint = await huddle.games.hint(ch.channel_id, 3)
    assert "best found so far" in body(hint) and "1. **" in body(hint)
    analysis = await huddle.games.analysis(ch.channel_id)
    assert "best found so far" in body(analysis)
    # nothing cut short is remembered: with time, the full answer comes back
    timed = Huddle(store, solver, deadline_clock=standing_clock)
    assert "best found so far" not in body(await timed.games.hint(ch.channel_id, 3))


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


async def test_channel_locks_are_released_when_nobody_holds_them(huddle):
    import gc

    for channel in range(100, 150):
        await Channel(huddle, channel_id=channel).post(ALICE, "CRANE=.....")
    gc.collect()
    assert len(huddle.games._locks) == 0


ONE_LEFT = ("Only ", " is the likely answer left")  # how one word left is said


def _first_bold(lines: list[str], marker: str) -> str:
    """The first bolded word on the first line that holds ``marker``."""
    line = next(line for line in lines if marker in line)
    return line.split("**")[1].strip("|").lower()


@pytest.mark.parametrize("hard", [False, True])
async def test_a_paste_reply_names_the_guess_hint_names_first(store, solver, hard):
    """One policy: at every position of sample games (an opener people use, then the
    reply's own advice) the reply's best guess is /hint's first pick, also when /hint is
    answered cold, by a process that never saw the reply (another cluster member)."""
    import random

    from solver import score
    from solver.game.feedback import notation

    huddle = Huddle(store, solver, deadline_clock=standing_clock)  # never cut short
    rng = random.Random(16)
    compared = 0
    for game, answer in enumerate(rng.sample(solver.answers.words, 3)):
        channel = Channel(huddle, channel_id=500 + game)
        await huddle.games.spoilers(channel.channel_id, False)
        await huddle.games.mode(channel.channel_id, hard)
        word = rng.choice(["crane", "adieu", "slate", "audio", "roate", "stare"])
        while word != answer:
            reply = await channel.post(ALICE, notation(word, score(word, answer)))
            if reply.title.startswith(("Solved", "Out of")):
                break
            said = [m for m in ONE_LEFT if any(m in line for line in reply.lines)]  # alike
            one_left = said[0] if said else None
            best = _first_bold(reply.lines, one_left or "Best next guess")
            huddle.advisor.forget()
            hint = await huddle.games.hint(channel.channel_id, 3)
            assert _first_bold(hint.lines, one_left or "1. ") == best, (answer, word)
            compared += 1
            word = best
    assert compared >= 5


async def test_status_after_hint_reads_the_list_hint_ranked(huddle):
    """A reply at a position /hint has ranked reads the remembered list (its first guess
    and first possible answer) and searches nothing of its own; a reply first searches
    for those two alone, and /hint after it still ranks the whole list."""
    ch = Channel(huddle, 78)
    await huddle.games.spoilers(ch.channel_id, False)
    await ch.post(ALICE, "SLATE=.l.T.")
    huddle.advisor.forget()
    hint = await huddle.games.hint(ch.channel_id, 10)
    entries = huddle.advisor.memo_fill()[0]
    status = await huddle.games.status(ch.channel_id)
    assert huddle.advisor.memo_fill()[0] == entries  # nothing searched, nothing added
    assert _first_bold(status.lines, "Best next guess") == _first_bold(hint.lines, "1. ")
    huddle.advisor.forget()
    status = await huddle.games.status(ch.channel_id)
    assert huddle.advisor.memo_fill()[0] == 1  # the reply's own: two guesses, not ten
    hint = await huddle.games.hint(ch.channel_id, 10)
    named = [line for line in hint.lines if line[:1].isdigit()]
    assert sum(line.count("**") // 2 for line in named) == 10  # alike ones share a line
    assert _first_bold(status.lines, "Best next guess") == _first_bold(hint.lines, "1. ")


async def test_an_edited_message_takes_its_own_place_among_the_rows(huddle):
    """One order of rows everywhere: an older chat message edited into a guess is checked,
    stored, shown and undone where it stands, not appended; an edit that would make the
    game contradict itself is refused; a message from before the game began never joins."""
    ch = Channel(huddle, 77)
    await ch.post(ALICE, "hello")  # before the game: chat
    before = ch.last_id
    await ch.post(ALICE, "CRANE=.....")
    await ch.post(BOB, "good luck all")
    between = ch.last_id
    await ch.post(ALICE, "MOIST=.....")
    reply = await ch.edit(between, BOB, "LUPIN=.U...")
    assert reply.title == "3/6 played"
    session = await huddle.games.store.current_session(77)
    assert [g.word for g in session.guesses] == ["crane", "lupin", "moist"]
    assert "— bob" in body(reply).split("**LUPIN**")[1].split("\n")[0]
    # CHEST cannot be the answer after CRANE gave no C: refused, and nothing changes
    refused = await ch.edit(between, BOB, "CHEST=CHEST")
    assert refused.tone == "error"
    assert (await huddle.games.store.current_session(77)).guesses == session.guesses
    old = await ch.edit(before, ALICE, "CIGAR=CIGAR")
    assert old.title == "Not added" and "before this game began" in body(old)
    assert (await huddle.games.store.current_session(77)).guesses == session.guesses
    undone = await huddle.games.undo(77)
    assert "MOIST" in body(undone)  # the last row as shown
    await huddle.games.reset(77)
    for cleared in (await huddle.games.undo(77), await huddle.games.why(77, "crane")):
        assert cleared.title == "No game going"


async def test_the_same_word_with_other_colours_is_said_first_with_who_played_it(huddle):
    ch = Channel(huddle, 33)
    await ch.post(ALICE, "CRANE ⬛⬛⬛🟩⬛")
    await ch.post(CAROL, "SLOTH=.....")
    clash = await ch.post(BOB, "crane gbbbb")
    assert clash.title == "That doesn't fit" and clash.lines[:3] == [
        "**CRANE** is on the board already, with other colours:",
        "• CRANE ⬛⬛⬛🟩⬛ — alice",
        "• crane gbbbb — this paste",
    ]
    assert "alice can edit or delete" in clash.lines[3] and "carol" not in body(clash)
    assert len((await huddle.games.store.current_session(33)).guesses) == 2  # nothing added


async def test_hard_mode_refuses_a_row_it_forbids_and_says_which_rule(huddle):
    from bot.domain import Asker

    ch = Channel(huddle, 34)
    at = Asker(34, 1, ALICE, 9100)
    await huddle.answer("mode", at, {"mode": "hard"})
    await ch.post(ALICE, "TIGHT ⬛🟩🟩🟩🟩")
    refused = await ch.post(BOB, "CRONY 00010")
    assert refused.title == "Not added: hard mode" and refused.tone == "error"
    assert refused.lines[0] == "**CRONY** breaks hard mode: the 2nd letter must be I."
    assert "`/mode normal`" in refused.lines[1]
    assert len((await huddle.games.store.current_session(34)).guesses) == 1  # nothing added
    ch = Channel(huddle, 35)
    await huddle.answer("mode", Asker(35, 1, ALICE, 9101), {"mode": "hard"})
    await ch.post(ALICE, "CRANE=C..n.")
    missing = await ch.post(BOB, "SLOTH=.....")  # must keep C in place and use the N
    assert missing.lines[0] == "**SLOTH** breaks hard mode: the 1st letter must be C."
    kept = await ch.post(BOB, "CLINK=C..n.")  # keeps the C, uses the N
    assert kept.title == "2/6 played"
    assert (await ch.post(BOB, "CHUMS=C....")).lines[0] == (
        "**CHUMS** breaks hard mode: it must contain an N."
    )
    await huddle.answer("mode", Asker(35, 1, ALICE, 9102), {"mode": "normal"})
    assert (await ch.post(BOB, "CHUMS=C....")).title == "3/6 played"  # normal mode: taken


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
