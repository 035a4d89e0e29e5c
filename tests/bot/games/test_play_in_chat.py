"""The game played in chat through the service: pastes, edits and deletes read into one
board a channel, what it refuses and why, and what a finished game says."""

import time
from pathlib import Path

from bot.games import SQLGames
from bot.service import in_full
from tests.bot.chat import ALICE, BOB, CAROL, Channel, body

CORPUS = Path(__file__).parent.parent / "data" / "chat_corpus.txt"


VERDICT_WORDS = {"Best guess", "Good guess", "Fair guess", "Costly guess"}


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
    assert "1 grid leaves 1 likely answer" in body(deduced) and "||PIOUS||" in body(deduced)


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


async def test_a_paste_of_seven_guesses_names_the_count(huddle):
    words = ["FUZZY", "VIVID", "BOBBY", "QAJAQ", "CRWTH", "PIGMY", "KNOWN"]
    lines = "\n".join(f"{w}=....." for w in words)
    reply = await Channel(huddle).post(ALICE, lines)
    assert "this paste has 7 guesses; a Wordle game has at most 6" in body(reply)
    assert await huddle.games.store.current_session(10) is None


async def test_channel_locks_are_released_when_nobody_holds_them(huddle):
    import gc

    for channel in range(100, 150):
        await Channel(huddle, channel_id=channel).post(ALICE, "CRANE=.....")
    gc.collect()
    assert len(huddle.games._locks) == 0


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
