"""Multi-board games in a channel: Dordle, Quordle and Octordle played to a win and to a
loss, every command per board, shares and their stats; real SQLite, real solver."""

from __future__ import annotations

import re

import pytest

from bot.formatting import best_so_far, plural
from solver import score
from solver.game.variants import VARIANTS
from tests.bot.chat import ALICE, BOB, CAROL, Channel, body
from tests.helpers import CountingClock, racing_clock, standing_clock

ANSWERS = ["cigar", "rebut", "sissy", "humph", "awake", "blush", "focal", "evade"]


def line(word: str, answers: list[str], solved: set[int]) -> str:
    """A guess typed into every board: digits per board, "-" where it is solved."""
    marks = [
        "-" if b in solved else "".join(map(str, score(word, a))) for b, a in enumerate(answers)
    ]
    return f"{word} {' '.join(marks)}"


async def play(ch: Channel, words: list[str], answers: list[str]):
    """Post each guess in turn, as several players; the last reply."""
    solved: set[int] = set()
    reply = None
    for n, word in enumerate(words):
        reply = await ch.post([ALICE, BOB, CAROL][n % 3], line(word, answers, solved))
        assert reply is not None and reply.tone != "error", body(reply)
        solved |= {b for b, a in enumerate(answers) if a == word}
    return reply


@pytest.mark.parametrize("game", ["dordle", "quordle", "octordle"])
async def test_each_game_is_played_to_a_win(game, huddle):
    kind = VARIANTS[game]
    answers = ANSWERS[: kind.boards]
    ch = Channel(huddle, channel_id=500 + kind.boards)
    first = await ch.post(ALICE, line("slate", answers, set()))  # starts the game by itself
    assert first.title == f"{game.capitalize()}: 1/{kind.rows} played"
    assert sum(t.startswith("Board ") for t in first.lines) == kind.boards
    assert "Best next guess: **" in body(first)
    done = await play(ch, answers, answers)
    assert done.title == f"{game.capitalize()} solved in {1 + kind.boards}/{kind.rows}! 🎉"
    assert done.tone == "success" and "Well played, alice" in body(done)
    session = await huddle.games.store.current_session(ch.channel_id)
    assert session.kind is kind and session.status == "solved"
    # each board shows its answer (in spoilers, this channel's default) and the guess
    assert f"Board 1: ✅ ||**{answers[0].upper()}**|| (guess 2)" in body(done)


@pytest.mark.parametrize("game", ["dordle", "quordle", "octordle"])
async def test_each_game_is_lost_when_its_rows_run_out(game, store, solver):
    """Its replies' advice has no time (every deadline past at its first check): how a
    game ends does not depend on what the advice found on the way (the win's test reads
    the advice)."""
    from bot.service import Huddle

    huddle = Huddle(store, solver, deadline_clock=racing_clock)
    kind = VARIANTS[game]
    answers = ANSWERS[: kind.boards]
    ch = Channel(huddle, channel_id=600 + kind.boards)
    fillers = [
        "fuzzy",
        "jumpy",
        "vivid",
        "pygmy",
        "kiosk",
        "mamma",
        "nymph",
        "queen",
        "whiff",
        "dizzy",
        "jazzy",
        "puppy",
        "civic",
        "kayak",
    ]
    lost = await play(ch, fillers[: kind.rows], answers)
    assert lost.title == "Out of guesses" and lost.tone == "warning"
    assert f"{kind.rows} rows and {kind.boards} boards still unsolved" in body(lost)
    assert "it could have been ||" in body(lost)
    session = await huddle.games.store.current_session(ch.channel_id)
    assert session.status == "failed" and len(session.guesses) == kind.rows


async def test_new_picks_the_game_and_a_paste_must_match_it(huddle):
    ch = Channel(huddle, channel_id=700)
    started = await huddle.games.new(ch.channel_id, 1, "quordle")
    assert started.title == "New game: Quordle (4 boards, 9 rows)"
    wrong = await ch.post(ALICE, "crane 20010")
    assert wrong.tone == "error" and "each guess needs 4 boards' colours" in body(wrong)
    assert "that paste gives one board's colours" in body(wrong) and "left to right" in body(wrong)
    assert not (await huddle.games.store.current_session(ch.channel_id)).guesses
    assert "1/9 played" in (await ch.post(ALICE, line("crane", ANSWERS[:4], set()))).title
    assert (await huddle.games.new(ch.channel_id, 1, "yahtzee")).tone == "error"
    assert (await huddle.games.new(ch.channel_id, 1)).title == "New game: Wordle"
    assert "1/6 played" in (await ch.post(ALICE, "crane 20010")).title


async def test_a_solved_board_must_be_marked_and_an_open_one_must_not(huddle):
    answers = ANSWERS[:4]
    ch = Channel(huddle, channel_id=701)
    await ch.post(ALICE, line("cigar", answers, set()))  # solves board 1
    unmarked = await ch.post(BOB, "slate 00000 00100 01000 00000")
    assert unmarked.tone == "error"
    # the answer that solved board 1 in spoilers, as the channel hides answers
    assert "board 1 was solved by ||CIGAR||, so SLATE gets `-` there" in body(unmarked)
    marked = await ch.post(BOB, "slate - - 01000 00000")
    assert marked.tone == "error" and "board 2 isn't solved yet: give its colours" in body(marked)
    session = await huddle.games.store.current_session(ch.channel_id)
    assert [g.word for g in session.guesses] == ["cigar"]


async def test_a_solved_boards_own_colours_are_read_as_its_dash(huddle):
    """Quordle greys a solved board out, yet its tiles are the word against its answer: a
    row giving exactly those colours there is the row the player meant (it was refused
    whole: "board 1 was solved by CIGAR, so SLATE gets `-` there")."""
    answers = ANSWERS[:4]
    ch = Channel(huddle, channel_id=703)
    await ch.post(ALICE, line("cigar", answers, set()))  # solves board 1
    taken = await ch.post(BOB, line("slate", answers, set()))  # board 1's tiles as shown
    assert taken.tone != "error" and taken.title == "Quordle: 2/9 played", body(taken)
    session = await huddle.games.store.current_session(ch.channel_id)
    assert [g.word for g in session.guesses] == ["cigar", "slate"]
    assert session.guesses[1].patterns[0] is None  # board 1: solved before it


async def test_a_contradiction_on_one_board_is_refused_naming_it(huddle):
    ch = Channel(huddle, channel_id=702)
    await ch.post(ALICE, "crane 20010 00000")
    refused = await ch.post(BOB, "chest 00000 00000")  # board 1: C is green, then grey
    assert refused.tone == "error" and "No word fits these together on board 1" in body(refused)
    assert len((await huddle.games.store.current_session(ch.channel_id)).guesses) == 1


async def test_the_reply_gives_each_board_and_one_best_guess_with_its_reason(huddle):
    ch = Channel(huddle, channel_id=703)
    reply = await ch.post(ALICE, line("slate", ANSWERS[:4], set()))
    text = body(reply)
    for b in range(1, 5):
        assert f"Board {b}: **" in text and "likely answer" in text
    best = next(t for t in reply.lines if t.startswith("Best next guess"))
    assert "splits board" in best or "could be board" in best
    assert "guesses to finish all four" in best
    assert "||" in text  # candidates hidden by default


async def test_commands_work_per_board(huddle):
    answers = ANSWERS[:4]
    ch = Channel(huddle, channel_id=704)
    await play(ch, ["slate", "cigar"], answers)
    why = await huddle.games.why(ch.channel_id, "rebut", 2)
    assert why.title == "REBUT in this Quordle" and why.lines[0].startswith(
        "Board 2: still possible"
    )
    every = await huddle.games.why(ch.channel_id, "crane")
    assert len(every.lines) >= 4 and every.lines[0].startswith("Board 1: ruled out")
    assert (await huddle.games.why(ch.channel_id, "rebut", 9)).title == "No such board"
    cands = await huddle.games.candidates(ch.channel_id, 5, 2)
    assert cands.lines[0].startswith("Board 2:") and len(cands.lines) == 1
    assert "Board 1: solved." in body(await huddle.games.candidates(ch.channel_id))
    status = await huddle.games.status(ch.channel_id)
    assert "Quordle: 2/9 played" in status.title
    hard = await huddle.games.mode(ch.channel_id, True)
    assert (
        hard.title == "Hard mode is a Wordle option"
        and not (await huddle.settings.store.settings(ch.channel_id)).hard
    )
    undone = await huddle.games.undo(ch.channel_id)
    assert undone.lines[0] == "Removed ||`cigar 22222 00001 02000 00000`|| (from bob)."
    assert len((await huddle.games.store.current_session(ch.channel_id)).guesses) == 1
    assert "Reset" in (await huddle.games.reset(ch.channel_id)).title


async def test_hint_answers_when_its_deadline_has_passed_from_any_position(store, solver):
    """Its time (bench boards and bench hostile measure it) is the deadline's to keep: past
    the deadline at its first check, a hint still answers every board, saying it is a best
    effort."""
    from bot.service import Huddle

    huddle = Huddle(store, solver, deadline_clock=racing_clock)
    ch = Channel(huddle, channel_id=705)
    await huddle.games.new(ch.channel_id, 1, "octordle")
    opening = await huddle.games.hint(ch.channel_id, 3)
    assert opening.lines[0] == "Opening move for Octordle:" and len(opening.lines) == 4
    await ch.post(ALICE, "fuzzy " + " ".join(["00000"] * 8))  # the widest second position
    hint = await huddle.games.hint(ch.channel_id, 3)
    assert sum(t.startswith("Board ") for t in hint.lines) == 8
    assert any(t.startswith("1. **") for t in hint.lines) and hint.ephemeral
    assert best_so_far() in hint.lines


async def test_clone_shares_are_recorded_per_game_with_stats_and_leaderboard(huddle):
    ch = Channel(huddle, channel_id=706)
    saved = await ch.post(ALICE, "Daily Quordle 1234\n8️⃣5️⃣\n4️⃣6️⃣\nm-w.com/games/quordle/")
    assert saved.title == "alice 8&5&4&6/9 · streak 1 · Quordle #1234" and saved.lines == []
    await ch.post(BOB, "Daily Quordle #1234\n9️⃣🟥\n5️⃣7️⃣")
    await ch.post(ALICE, "Daily Dordle #0078 4&6/7")
    stats = await huddle.shares.stats(1, ALICE, "quordle")
    assert stats.title == "Quordle stats: alice" and "played **1**" in body(stats)
    assert "every board solved in **100%**" in body(stats)
    assert "played **1**" in body(await huddle.shares.stats(1, ALICE, "dordle"))
    assert "no Wordle shares yet" in (await huddle.shares.stats(1, ALICE)).title
    board = await huddle.shares.leaderboard(1, "week", "quordle")
    assert board.title == "Quordle leaderboard (this week)"
    assert board.lines[0].startswith("1. **alice** —") and "1 game: 23 points" in board.lines[0]
    assert (
        board.lines[1].startswith("2. **bob** —") and "1 game: 31 points" in board.lines[1]
    )  # a missed board counts 10
    gone = await huddle.shares.forget(ALICE)
    assert "Erased 2 results" in body(gone)
    assert "no Quordle shares yet" in (await huddle.shares.stats(1, ALICE, "quordle")).title


async def test_analysis_goes_guess_by_guess_per_board(store, solver):
    from bot.service import Huddle

    huddle = Huddle(store, solver, deadline_clock=standing_clock)  # whole, however busy
    answers = ANSWERS[:2]
    ch = Channel(huddle, channel_id=707)
    await play(ch, ["slate", "cigar", "rebut"], answers)
    analysed = await huddle.games.analysis(ch.channel_id)
    assert analysed.title == "Dordle analysis"
    first, second, third = analysed.lines[:3]
    # each row named as its player posted it; a row that solved a board whole in spoilers
    slate, cigar = line("slate", answers, set()), line("cigar", answers, set())
    rebut = line("rebut", answers, {0})
    assert first.startswith(f"1. {slate} — board 1: ") and "guesses to finish after" in first
    assert second.startswith(f"2. ||{cigar}|| — board 1: solved, board 2: ")  # board 1's answer
    assert third.startswith(f"3. ||{rebut}|| — board 2: solved;")  # board 1 is left out
    assert analysed.lines[3].startswith("Over the game, the choices cost ≈")
    assert analysed.lines[3].endswith("guesses on average against the best play.")


async def test_an_analysis_cut_short_says_what_it_left_out_and_goes_on(solver):
    """An Octordle's thirteen rows of unlisted words take longer than one request may:
    each answer lists the turns known so far and says how many are left, then goes on in
    its edits (each form with time of its own) for a few steps; asking again goes on until
    the whole game is there.  What is cut is the budget's doing (counted in deadline
    checks), not the game's size: a game smaller than a Sedecordle's largest, on a budget
    as much smaller, is cut short, edited and asked again the same way, for less work."""
    import random

    from bot.advisor import Advisor
    from bot.games._boards import Boards
    from solver.bench.boards import unlisted_game

    kind = VARIANTS["octordle"]
    rows = kind.rows
    rng = random.Random(3)
    answers = rng.sample(solver.answers.words, kind.boards)
    plays = unlisted_game(set(solver.guesses.words), answers, rows, rng)
    # each ask's budget is counted in deadline checks (about a turn), not in seconds
    game = Boards(kind, Advisor(solver, 30, clock=CountingClock()))
    shown = []
    for _ in range(40):
        reply = await game.analysis(plays, [False] * len(plays), True)
        forms = [reply]
        while forms[-1].fuller is not None:  # the edits that go on after the reply
            forms.append(await forms[-1].fuller())
        for form in forms:
            numbered = [line for line in form.lines if re.match(r"\d+\. ", line)]
            shown.append(len(numbered))
            left = [line for line in form.lines if "later turn" in line]
            if numbered and len(numbered) < rows and form.fuller is not None:
                assert left == [
                    f"{plural(rows - len(numbered), 'later turn')} still being analysed: this "
                    "message is edited when "
                    + ("it is" if len(numbered) == rows - 1 else "they are")
                    + " done."
                ]
            elif len(numbered) < rows:  # the last form: the asker asks again
                assert left == [
                    f"{plural(rows - len(numbered), 'later turn')} not analysed yet: ask "
                    "again to go on from here."
                ]
        if shown[-1] == rows:
            break
    assert shown[0] < rows and shown[-1] == rows  # cut short at first, whole in the end
    assert shown == sorted(shown)


async def test_a_multi_board_analysis_draws_the_words_left_per_turn(store, solver):
    """The picture goes board by board, each while it is open: the words each guess left,
    and what it and the policy's choice leave on average (never the boards added)."""
    from bot.service import Huddle

    huddle = Huddle(store, solver, deadline_clock=standing_clock)
    ch = Channel(huddle, channel_id=708)
    await play(ch, ["slate", "cigar"], ANSWERS[:2])
    analysed = await huddle.games.analysis(ch.channel_id)
    assert analysed.picture is not None
    assert analysed.picture.filename == "SPOILER_analysis.png"  # CIGAR is board 1's answer
    said = analysed.picture.description
    assert said.startswith("Words left after each guess, board by board: Board 1: 1. a guess ")
    assert "Board 2: 1. a guess left " in said and "of 3,158; on average it leaves" in said
    assert "6,316" not in said  # never 3,158 on each of two boards added


async def test_a_row_a_later_row_builds_on_stays_when_its_message_goes(huddle):
    """Dordle: alice's CIGAR solves board 1 and bob's SLATE, after it, gives that board
    no colours (``-``).  Without CIGAR, SLATE would be blind on a board not yet solved: so
    deleting alice's message leaves the game as it is (found by the fuzz machine), an edit
    that takes its guesses back is refused saying which row and what to do, and once bob's
    row goes, alice's can go too."""
    answers = ANSWERS[:2]
    ch = Channel(huddle, channel_id=702)
    await ch.post(ALICE, line("cigar", answers, set()))
    alices = ch.last_id
    await ch.post(BOB, line("slate", answers, {0}))
    bobs = ch.last_id

    async def rows() -> list[str]:
        session = await huddle.games.store.current_session(ch.channel_id)
        return [g.word for g in session.guesses]

    await huddle.on_delete(ch.channel_id, alices)
    assert await rows() == ["cigar", "slate"]
    refused = await ch.edit(alices, ALICE, "never mind")
    assert refused.tone == "error" and await rows() == ["cigar", "slate"]
    assert "SLATE came after this message solved board 1" in body(refused)
    await huddle.on_delete(ch.channel_id, bobs)
    assert await rows() == ["cigar"]
    await huddle.on_delete(ch.channel_id, alices)
    assert await rows() == []
