"""After a solve, until a new row or /new, the finished game is the channel's game for
every command: /why answers about it, /hint, /candidates, /vote and /status say it is over,
and /undo of its winning row reopens it, saying so."""

from __future__ import annotations

from bot.domain import Asker, Status
from tests.bot.chat import ALICE, BOB, CAROL, Channel, body

OVER = "Already solved in 2/6. A row with another word, or `/new`, starts the next game."


async def _solved(huddle, channel_id: int) -> Channel:
    ch = Channel(huddle, channel_id)
    await ch.post(ALICE, "CLUES 00000")
    solved = await ch.post(ALICE, "FROTH 22222")
    assert solved.title.startswith("Solved in 2/6")
    return ch


async def test_why_answers_about_the_game_just_finished(huddle):
    await _solved(huddle, 601)
    await huddle.settings.store.set_spoilers(601, False)
    answer = await huddle.games.why(601, "froth")
    assert answer.title == "FROTH was the answer" and not answer.ephemeral
    ruled_out = await huddle.games.why(601, "bigot")
    assert ruled_out.title == "BIGOT: ruled out"
    assert ruled_out.lines == ["• FROTH 22222 put F in 1st place, BIGOT has B there"]


async def test_why_after_a_solve_keeps_the_answer_to_the_asker_with_spoilers_on(huddle):
    await _solved(huddle, 602)
    await huddle.settings.store.set_spoilers(602, True)
    for word in ("froth", "bigot"):  # BIGOT's reason quotes the winning row
        assert (await huddle.games.why(602, word)).ephemeral, word


async def test_the_next_guess_commands_say_the_game_is_over(huddle):
    await _solved(huddle, 603)
    for reply in (await huddle.games.candidates(603), await huddle.games.hint(603)):
        assert reply.title == OVER and reply.ephemeral
    status = await huddle.games.status(603)
    assert status.title == OVER
    vote = await huddle.votes.open(Asker(603, 1, BOB, 77), 5)
    assert vote.poll is None and vote.title == "Nothing to vote on"


async def test_undo_of_the_winning_row_reopens_the_game_and_says_so(huddle):
    await _solved(huddle, 604)
    undone = await huddle.games.undo(604)
    assert undone.lines[:2] == [
        "Removed ||`FROTH 22222`|| (from alice).",  # as typed; it was the answer
        "That row had ended the game, so the game is going again.",
    ]
    session = await huddle.games.store.current_session(604)
    assert session.status == Status.ACTIVE and [g.word for g in session.guesses] == ["clues"]
    assert "FROTH: still possible" in body(await huddle.games.why(604, "froth"))


async def test_a_new_row_after_the_solve_is_the_next_game_for_every_command(huddle):
    ch = await _solved(huddle, 605)
    await ch.post(BOB, "CRANE 00000")
    assert (await huddle.games.why(605, "froth")).title == "FROTH: ruled out"
    assert "likely answers left" in body(await huddle.games.candidates(605))


async def _vote_then(huddle, channel_id: int, change, locale: str | None = None) -> str:
    """Open and post a vote on a game of one row, make ``change``, and close the vote as the
    tick would (moot, in ``locale``): the line that says why it closed."""
    ch = Channel(huddle, channel_id)
    await ch.post(ALICE, "CRANE 00000")
    assert (await huddle.votes.open(Asker(channel_id, 1, ALICE, 77), 5)).poll is not None
    await huddle.votes.posted(channel_id, 4242)
    await change(ch)
    vote = await huddle.votes.open_here(channel_id)
    assert vote is not None and await huddle.votes.moot(vote)
    return (await huddle.votes.close(vote, None, locale, moot=True)).lines[0]


async def test_a_vote_closed_by_an_undo_says_a_row_was_taken_back(huddle):
    said = await _vote_then(huddle, 611, lambda ch: huddle.games.undo(611))
    assert said == "A row was taken back, so the vote is closed."
    german = await _vote_then(huddle, 614, lambda ch: huddle.games.undo(614), "de")
    assert german == "Eine Zeile wurde zurückgenommen, also ist die Abstimmung beendet."


async def test_a_vote_closed_by_a_new_game_says_a_new_game_started(huddle):
    said = await _vote_then(huddle, 612, lambda ch: huddle.games.new(612, 1, "quordle"))
    assert said == "A new game started, so the vote is closed."
    german = await _vote_then(huddle, 615, lambda ch: huddle.games.new(615, 1, "quordle"), "de")
    assert german == "Eine neue Partie hat begonnen, also ist die Abstimmung beendet."


async def test_a_vote_closed_by_a_row_or_a_reset_says_which(huddle):
    said = await _vote_then(huddle, 613, lambda ch: ch.post(BOB, "SLOTH 00000"))
    assert said == "A new row was played, so the vote is closed."
    cleared = await _vote_then(huddle, 616, lambda ch: huddle.games.reset(616))
    assert cleared == "The game was cleared, so the vote is closed."


async def test_the_one_word_worth_playing_stays_in_spoilers_where_answers_are_hidden(huddle):
    ch = Channel(huddle, 621)
    for row in ("CRANE 🟩⬛⬛⬛🟩", "MOIST ⬛⬛🟩⬛⬛", "CHIVE 22202"):
        await ch.post(ALICE, row)
    await huddle.settings.store.set_spoilers(621, True)
    hidden = await huddle.votes.open(Asker(621, 1, ALICE, 77), 5)
    assert hidden.poll is None
    assert hidden.lines == ["Only ||**CHIDE**|| is worth playing: no vote needed."]
    await huddle.settings.store.set_spoilers(621, False)
    shown = await huddle.votes.open(Asker(621, 1, ALICE, 78), 5)
    assert shown.lines == ["Only **CHIDE** is worth playing: no vote needed."]


async def test_a_quordle_row_pasted_again_with_colours_where_it_had_a_dash_is_seen_again(huddle):
    """GLOAT played after FROTH solved board 3 (``-`` there), then pasted again with the
    colours FROTH's board gives it: the same guess, not a row built on a solved board."""
    ch = Channel(huddle, 631)
    await huddle.games.new(631, 1, "quordle")
    await ch.post(ALICE, "FROTH 00000 02000 22222 01001")
    await ch.post(ALICE, "GLOAT 22222 00000 - 00010")
    again = await ch.post(BOB, "GLOAT 22222 00000 00201 00010")
    assert again.title == "GLOAT is already on the board" and again.tone != "error"
    session = await huddle.games.store.current_session(631)
    assert [g.word for g in session.guesses] == ["froth", "gloat"]
    assert [a.name for a in session.players(session.guesses[1])] == ["alice", "bob"]


async def _hint_agrees_with_why(huddle, channel_id: int) -> list[str]:
    """Every guess /hint lists is called possible exactly where /why calls it still
    possible; the hint's lines."""
    hint = await huddle.games.hint(channel_id, 10)
    listed = [line for line in hint.lines if line[:1].isdigit()]
    for line in listed:
        word = line.split("**")[1]
        possible = (await huddle.games.why(channel_id, word)).title.endswith("still possible")
        label = line.split(" — ")[1].removeprefix("each ")
        fits = label.startswith(("could be it", "unlikely to be the answer"))
        assert fits == possible, line
    return listed


async def test_a_hint_calls_a_word_that_fits_but_is_no_likely_answer_unlikely(huddle):
    ch = Channel(huddle, 641)
    await huddle.settings.store.set_spoilers(641, False)
    reply = await ch.post(ALICE, "CLUES 00000")
    best = next(line for line in reply.lines if line.startswith("Best next guess"))
    word = best.split("**")[1]
    possible = (await huddle.games.why(641, word)).title.endswith("still possible")
    assert ("unlikely to be the answer" in best or "could be it" in best) == possible
    listed = await _hint_agrees_with_why(huddle, 641)
    assert any("unlikely to be the answer" in line for line in listed)


async def test_a_hint_lists_no_guess_that_tells_nothing_apart(huddle):
    """After CRANE, MOIST and TOUGH, BROTH and FROTH are left (and WROTH, no likely
    answer): WROTH leaves both, so it is no hint beside them."""
    ch = Channel(huddle, 642)
    await huddle.settings.store.set_spoilers(642, False)
    for row in ("CRANE 02000", "MOIST 01001", "TOUGH 11002"):
        await ch.post(ALICE, row)
    listed = await _hint_agrees_with_why(huddle, 642)
    assert not any("WROTH" in line or "of the 2 ·" in line for line in listed), listed


async def test_why_of_a_board_solved_in_a_game_going_is_not_a_game_over(huddle):
    ch = Channel(huddle, 632)
    await huddle.games.new(632, 1, "quordle")
    await ch.post(ALICE, "FROTH 00000 02000 22222 01001")
    said = body(await huddle.games.why(632, "froth"))
    assert "over" not in said and "was the answer" not in said, said


async def test_a_paste_that_starts_and_solves_the_next_game_is_titled_as_that_game(huddle):
    """After a solve, a paste whose rows start the next game and win it read "Solved in
    3/6! 🎉" over "*New game: Wordle. The last game is over.*": the new game announced
    under its own solve, as if the solve were the last game's.  A first row that does
    not win still opens with the note under the game's count."""
    await _solved(huddle, 615)
    ch = Channel(huddle, 615)
    won = await ch.post(BOB, "CRANE 00000\nSLOTH 00000\nPUDGY 22222")
    assert won.title == "New game: Wordle, solved in 3/6! 🎉"
    assert won.lines[0] == "*The last game is over.*"
    assert not any("New game" in line for line in won.lines)
    going = await ch.post(ALICE, "CRANE 20010")
    assert going.title == "1/6 played"
    assert going.lines[0] == "*New game: Wordle. The last game is over.*"


LOST = ("CRANE 01200", "BOARD 00220", "CHARM 02220", "WHARF 02220", "SHARP 22220", "SHARE 22220")


async def _lost(huddle, channel_id: int, hard: bool):
    """Six rows and no green line, SHARK still possible: the game is lost."""
    await huddle.settings.store.set_hard(channel_id, hard)
    await huddle.settings.store.set_spoilers(channel_id, True)
    ch = Channel(huddle, channel_id)
    for row in LOST:
        last = await ch.post(ALICE, row)
    assert last.title.startswith("Out of guesses"), last.title
    return ch, await huddle.games.store.current_session(channel_id)


async def test_a_late_winning_row_after_a_lost_game_starts_nothing(huddle):
    """After the group lost, a teammate's ``SHARK 22222`` (a word the lost game could
    have been) is that game's answer told late, not a new game solved in 1/6: it is
    acknowledged as a solved game's repeat is, and neither the board nor /stats moves."""
    for channel_id, hard in ((651, False), (652, True)):
        ch, lost = await _lost(huddle, channel_id, hard)
        late = await ch.post(CAROL, "SHARK 22222")
        assert late.title == (
            "That game is over: it was ||SHARK||. A row with another word, or `/new`, starts "
            "the next game."
        ), late.title
        assert late.tone != "error" and "1/6" not in body(late)
        now = await huddle.games.store.current_session(channel_id)
        assert (now.id, now.status, len(now.guesses)) == (lost.id, Status.FAILED, 6)
        assert await huddle.shares.store.took_part(1, "wordle", CAROL.id) == []
    assert "Channel games" not in body(await huddle.shares.stats(1, CAROL))


async def test_a_new_row_after_a_lost_game_still_starts_the_next_game(huddle):
    ch, lost = await _lost(huddle, 653, False)
    going = await ch.post(BOB, "SLOTH 00000")
    assert going.title == "1/6 played"
    now = await huddle.games.store.current_session(653)
    assert now.id != lost.id and now.status == Status.ACTIVE


async def test_a_several_board_row_after_a_lost_wordle_starts_its_own_game(huddle):
    """A Dordle row that wins a board after a lost Wordle is no answer told late (the
    lost game had one board): it starts the Dordle, whatever board its green line is on."""
    ch, lost = await _lost(huddle, 654, False)
    going = await ch.post(BOB, "SHARK 00000 22222")
    assert "That game is over" not in going.title, going.title
    now = await huddle.games.store.current_session(654)
    assert now.id != lost.id and now.kind.boards == 2


async def test_a_row_marking_a_board_solved_after_a_finished_dordle_is_that_games(huddle):
    """A Dordle solved in 3/7 (CRANE, then PLANT), then ``PLANT=PLANT -``: a row that says a
    board was solved before it (``-``) can only go on a game, so after the end it is the
    finished game's ("Already solved"), not a new game's refusal ("board 2 isn't solved
    yet: give its colours for PLANT", board 2 being solved)."""
    ch = Channel(huddle, 655)
    await huddle.games.new(655, 1, "dordle")
    await ch.post(ALICE, "SLATE 00202 02210")
    await ch.post(ALICE, "CRANE 22222 00220")
    solved = await ch.post(ALICE, "PLANT - 22222")
    assert solved.title.startswith("Dordle solved in 3/7"), solved.title
    finished = await huddle.games.store.current_session(655)
    late = await ch.post(BOB, "PLANT=PLANT -")
    assert late.title == "Already solved in 3/7."  # the player repeated the end: no more
    assert late.tone != "error"
    assert (await huddle.games.store.current_session(655)).id == finished.id
    going = await ch.post(BOB, "SLOTH 00000 00000")  # a row with no `-` starts the next game
    assert going.title == "Dordle: 1/7 played", going.title
