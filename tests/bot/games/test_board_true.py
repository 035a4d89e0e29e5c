"""The shared board stays true: a typo is not a row, a finished game is finished, and a
slip that is only a slip where a game is going is named there alone."""

from __future__ import annotations

from bot.domain import Asker, Status
from tests.bot.chat import ALICE, BOB, CAROL, Channel, body


async def test_a_typo_is_refused_with_the_word_it_meant_and_nothing_is_added(huddle):
    ch = Channel(huddle, 501)
    await ch.post(ALICE, "CRANE 🟩⬛⬛⬛🟩")
    reply = await ch.post(BOB, "CRNAE 🟩⬛⬛⬛🟩")
    assert reply.tone == "error"
    assert body(reply).splitlines()[1] == "**CRNAE** isn't a word here. Did you mean **CRANE**?"
    assert "`CRNAE!`" in body(reply)
    session = await huddle.games.store.current_session(501)
    assert [g.word for g in session.guesses] == ["crane"]


async def test_the_words_a_typo_may_mean_must_fit_the_board(huddle):
    """CHIMZ one slip from CHIMB, CHIME, CHIMO, CHIMP: after CRANE 🟩⬛⬛⬛🟩 and CHIMZ's
    own colours, only the words that could score them are offered."""
    ch = Channel(huddle, 502)
    await ch.post(ALICE, "CRANE 🟩⬛⬛⬛🟩")
    reply = await ch.post(BOB, "CHIMZ 🟩🟩🟩🟩⬛")
    offered = body(reply).splitlines()[1]
    assert "CHIME" not in offered  # CHIME would score 🟩🟩🟩🟩🟩 and CRANE gave E green
    assert "**CHIMP**" in offered


async def test_a_swap_is_offered_even_where_its_colours_clash(huddle):
    """CRAEN is CRANE with two letters swapped, whatever colours came with it: offered
    where CRANE could not score them after the board's rows (CRANE was played with other
    colours), so the player pastes the word meant, not ``CRAEN!``."""
    ch = Channel(huddle, 521)
    await ch.post(ALICE, "CRANE 🟩⬛⬛🟨⬛")
    reply = await ch.post(BOB, "CRAEN 🟩🟩🟩🟩🟩")
    assert body(reply).splitlines()[1] == (
        "||**CRAEN**|| isn't a word here. Did you mean ||**CRANE**||?"
    ), body(reply)


async def test_why_of_a_non_word_offers_the_words_one_slip_away(huddle):
    """/why plnat: PLANT, two letters swapped, first; named in the clear before any row,
    in spoilers once rows have narrowed the answers (the channel hides answers)."""
    ch = Channel(huddle, 522)
    await huddle.games.new(522, 1, "wordle")
    why = await huddle.games.why(522, "plnat")
    assert why.lines[-1].startswith("Did you mean **PLANT**"), why.lines
    await ch.post(ALICE, "CRANE ⬛⬛🟩🟩⬛")
    why = await huddle.games.why(522, "plnat")
    assert why.lines[-1].startswith("Did you mean ||**PLANT**||"), why.lines


async def test_a_word_marked_as_played_anyway_is_taken(huddle):
    ch = Channel(huddle, 503)
    await ch.post(ALICE, "CRANE 🟩⬛⬛⬛🟩")
    reply = await ch.post(BOB, "CHMIE! 🟩🟩⬛⬛🟩")
    assert reply.title == "2/6 played"
    assert "CHMIE isn't in my word list; I took it as played." in body(reply)


async def test_the_words_a_winning_typo_meant_stay_in_spoilers(huddle):
    ch = Channel(huddle, 504)
    await ch.post(ALICE, "CRANE 🟩⬛⬛⬛🟩")
    await huddle.settings.store.set_spoilers(504, True)
    reply = await ch.post(BOB, "CHMIE 22222")
    said = body(reply)
    assert "||**CHIME**||" in said and "CHIME" not in said.replace("||**CHIME**||", "")


async def test_the_winning_row_again_starts_nothing(huddle):
    ch = Channel(huddle, 505)
    await ch.post(ALICE, "CRANE 🟩⬛⬛⬛🟩")
    solved = await ch.post(BOB, "CHIME 22222")
    assert solved.title.startswith("Solved in 2/6")
    for again in ("CHIME 22222", "CRANE 🟩⬛⬛⬛🟩", "MOIST 🟨⬛🟩⬛⬛\nCHIME 22222"):
        reply = await ch.post(CAROL, again)
        # the result and its answer, hidden as the channel hides them; the poster only
        # repeated the win, so no word on how a next game starts
        assert reply.title == "Already solved in 2/6: ||**CHIME**||.", again
        assert "luck" not in body(reply) and "New game" not in body(reply)
    session = await huddle.games.store.current_session(505)
    assert session.status == Status.SOLVED and len(session.guesses) == 2
    fresh = await ch.post(CAROL, "MOIST 🟨⬛🟩⬛⬛")
    assert fresh.title == "1/6 played" and "New game: Wordle. The last game is over." in body(fresh)


async def test_marks_one_short_are_named_only_where_a_game_is_going(huddle):
    quiet = Channel(huddle, 506)
    assert await quiet.post(ALICE, "crane 2000") is None  # could be a year
    ch = Channel(huddle, 507)
    await ch.post(ALICE, "CRANE 🟩⬛⬛⬛🟩")
    reply = await ch.post(BOB, "crane 2000")
    assert reply.tone == "error" and "`2000` has 4 tiles but CRANE has 5 letters" in body(reply)
    session = await huddle.games.store.current_session(507)
    assert len(session.guesses) == 1


async def test_a_board_mistyped_in_a_row_is_named_where_a_game_of_as_many_boards_is_going(
    huddle,
):
    """A Dordle row with one board's colours a tile off, or a digit outside 0-2, gets the
    one line a single board's gets, naming the board; a word and numbers stay chat where
    no such game is going, where no board is written right, or beside a word no game
    plays."""
    quiet, wordle, dordle = Channel(huddle, 520), Channel(huddle, 521), Channel(huddle, 522)
    for text in ("abbot 2222 00000", "hello 123 4567"):
        assert await quiet.post(ALICE, text) is None, text
    await wordle.post(ALICE, "CRANE 🟩⬛⬛⬛🟩")
    assert await wordle.post(BOB, "abbot 22222 0000") is None  # a Wordle has one board
    await huddle.games.new(522, 522, "dordle")
    await huddle.settings.store.set_spoilers(522, False)  # hidden words: test_spoilers
    named = {
        "abbot 222222 00000": "Board 1: `222222` has 6 tiles but ABBOT has 5 letters; type one "
        "tile per letter",
        "abbot 2222 00000": "Board 1: `2222` has 4 tiles but ABBOT has 5 letters; type one tile "
        "per letter",
        "abbot 22222 0000": "Board 2: `0000` has 4 tiles but ABBOT has 5 letters; type one tile "
        "per letter",
        "abbot 22322 00000": "Board 1: 3rd tile `3` in `22322` is not a digit the score can use; "
        "use 2 green, 1 yellow, 0 grey",
    }
    for text, said in named.items():
        reply = await dordle.post(BOB, text)
        assert reply is not None and reply.tone == "error", text
        assert reply.lines == [said]  # one line: its error names none
    for chat in ("hello 123 4567", "hello 22222 4567", "zzzzz 2222 00000", "abbot 2222 0 00000"):
        assert await dordle.post(CAROL, chat) is None, chat
    assert not (await huddle.games.store.current_session(522)).guesses


async def test_why_keeps_a_possible_answer_to_the_asker_and_says_a_non_word_alone(huddle):
    ch = Channel(huddle, 508)
    await ch.post(ALICE, "CRANE 🟩⬛⬛⬛🟩")
    await ch.post(BOB, "MOIST ⬛⬛🟩⬛⬛")
    await huddle.settings.store.set_spoilers(508, True)
    possible = await huddle.games.why(508, "chide")
    assert possible.title == "CHIDE: still possible" and possible.ephemeral
    await ch.post(CAROL, "CHIVE 22202")  # shows C first again
    ruled_out = await huddle.games.why(508, "mince")
    assert not ruled_out.ephemeral
    assert ruled_out.lines == [  # one line per fact, said by the guess that showed it first
        "• CRANE 🟩⬛⬛⬛🟩 put C in 1st place, MINCE has M there",
        "• MOIST ⬛⬛🟩⬛⬛ put I in 3rd place, MINCE has N there",
    ]
    nonsense = await huddle.games.why(508, "zzzzz")
    assert nonsense.title == "ZZZZZ isn't a word here"
    assert nonsense.lines[0] == "It isn't in the word list, so it can't be the answer."
    assert not any("•" in line for line in nonsense.lines)  # no row's reasons after it


async def test_a_new_row_closes_the_vote_and_says_so_once(huddle):
    ch = Channel(huddle, 509)
    await ch.post(ALICE, "CRANE 🟩⬛⬛⬛🟩")
    await ch.post(BOB, "MOIST ⬛⬛🟩⬛⬛")
    asked = Asker(509, 1, ALICE, 77)
    assert (await huddle.votes.open(asked, 5)).poll is not None
    await huddle.votes.posted(509, 4242)
    await ch.post(CAROL, "CHIVE 22202")
    closed = await huddle.votes.close_moot(509)
    assert closed is not None and closed.title == "Vote closed"
    assert await huddle.votes.close_moot(509) is None
    assert (await huddle.votes.open(asked, 5)).title != "A vote is open"


async def test_a_deduction_cut_short_gives_figures_for_the_grids_it_read_alone(huddle):
    """Three grids, a deadline that lets two be read: the reply names whose it read and
    counts what those two leave; no grid is called most telling from a count not made."""
    from bot.shares import _grid_replies as replies
    from solver.support.deadline import Deadline
    from tests.bot.chat import share

    ch = Channel(huddle, 510)
    await ch.post(ALICE, share(1500, "fifty", ["crane", "nifty", "fifty"]))
    await ch.post(BOB, share(1500, "fifty", ["slate", "fifth", "fifty"]))
    await ch.post(CAROL, share(1500, "fifty", ["audio", "fitly", "fifty"]))
    shares = await huddle.shares.store.shares(1, 1500)
    grids = [s.grid for s in shares]
    ticks = iter([0.0, 0.0, 0.0] + [9.0] * 10)  # made; two grids read; then expired
    deadline = Deadline(1.0, clock=lambda: next(ticks))
    fit = huddle.deducer.fit_all(grids, deadline)
    alone = huddle.deducer.likely_alone(grids, deadline)
    assert fit.read == 2 and alone == [None, None, None]
    two = int(huddle.deducer.fit_all(grids[:2]).likely.sum())
    said = replies.deduced(1500, shares, fit, None, None, [])
    assert said.lines[0].startswith(
        f"I read 2 of the 3 grids in time (from {shares[0].author.name} and "
        f"{shares[1].author.name}); they leave {two:,} likely answers"
    )
    assert "Most telling" not in "\n".join(said.lines)


async def test_a_row_with_an_aside_is_read_and_a_brag_is_not(huddle):
    ch = Channel(huddle, 511)
    for text in ("CRANE 🟩⬛⬛🟨⬛ 😬", "ugh: SLOTH ⬛⬛⬛⬛⬛"):
        reply = await ch.post(ALICE, text)
        assert reply is not None and reply.tone != "error", text
    session = await huddle.games.store.current_session(511)
    assert [g.word for g in session.guesses] == ["crane", "sloth"]
    assert await Channel(huddle, 512).post(BOB, "great 🟩🟩🟩🟩🟩 today") is None


async def test_a_typo_whose_colours_no_word_gives_is_offered_what_it_meant(huddle):
    reply = await Channel(huddle, 513).post(ALICE, "FLAOT 02222")
    assert reply.title == "Not a word here" and "**FLOAT**" in body(reply)


async def test_a_finished_share_that_does_not_fit_the_game_going_is_only_a_result(huddle):
    """Dave's solved share of another puzzle, words typed, into a group game: his result
    counts; the group's game is untouched and nobody is blamed."""
    ch = Channel(huddle, 514)
    await ch.post(ALICE, "CRANE 🟩⬛⬛🟨⬛")
    share = "Wordle 1,234 3/6\n\nRAISE ⬛⬛⬛🟨⬛\nGHOST ⬛⬛🟩🟩🟩\nFROST 🟩🟩🟩🟩🟩"
    reply = await ch.post(BOB, share)
    assert reply.title.startswith("bob 3/6") and "FROST" not in body(reply)
    session = await huddle.games.store.current_session(514)
    assert [g.word for g in session.guesses] == ["crane"]
    assert [s.result for s in await huddle.shares.store.shares(1, 1234)] == [3]


PLANT_SHARE = (
    "Wordle 1,997 4/6\n\n⬛⬛🟩🟩⬛ CRANE\n⬛⬛⬛⬛🟩 CHEST\n⬛⬛🟩🟩🟩 GIANT\n🟩🟩🟩🟩🟩 PLANT"
)


async def test_a_teammates_whole_share_counts_without_ending_the_groups_game(huddle):
    """Carol played alone and pastes her share, words typed, while alice's group is on
    row 1 of the same game: her 4/6 counts for her, and the group's board goes on (her
    CRANE is alice's row too, yet the rows after it are a game she played apart)."""
    ch = Channel(huddle, 516)
    await ch.post(ALICE, "CRANE ⬛⬛🟩🟩⬛")
    reply = await ch.post(CAROL, PLANT_SHARE)
    assert reply.title == "carol 4/6 · streak 1 · Wordle 1,997"
    assert "PLANT" not in body(reply)
    assert reply.lines == ["Your rows stay off the game going here: others are playing it."]
    session = await huddle.games.store.current_session(516)
    assert session.status == Status.ACTIVE and [g.word for g in session.guesses] == ["crane"]
    assert [s.result for s in await huddle.shares.store.shares(1, 1997)] == [4]
    going = await ch.post(BOB, "CHANT ⬛⬛🟩🟩🟩")
    assert going.title == "2/6 played"


async def test_a_share_plays_out_the_game_its_poster_alone_played_here(huddle):
    """The board's rows all hers: the share is the same game, pasted whole at its end."""
    ch = Channel(huddle, 517)
    await ch.post(CAROL, "CRANE ⬛⬛🟩🟩⬛")
    reply = await ch.post(CAROL, PLANT_SHARE)
    assert reply.title.startswith("Solved in 4/6")
    session = await huddle.games.store.current_session(517)
    assert [g.word for g in session.guesses] == ["crane", "chest", "giant", "plant"]


async def test_a_servers_own_list_takes_a_word_outside_it_as_played(huddle):
    """A server's list may hold less than its players' game accepts: no typo there."""
    from bot.domain import Upload

    at = Asker(515, 515, ALICE, 1)
    words = b"cigar\nrebut\nsissy\nhumph\nawake\nblush\nfocal\nevade\nnaval\n"
    reply = await huddle.answer("wordlist", at, {"answers": Upload("ours.txt", words, len(words))})
    assert reply.tone != "error", reply
    await huddle.answer("new", at, {"game": "server"})
    taken = await Channel(huddle, 515, guild_id=515).post(BOB, "CRANE ⬛⬛🟨🟨⬛")
    assert taken.title == "1/6 played" and "CRANE isn't in my word list" in body(taken)
