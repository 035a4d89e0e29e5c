"""The game's commands through the service: /hint, /why, /candidates, /status, /guess, /undo,
/reset, /solve, /spoilers and /mode, and that a reply and /hint give one advice."""

import pytest

from bot.service import Huddle, in_full
from solver.search.openers import cached_openers
from tests.bot.chat import ALICE, BOB, CAROL, Channel, body
from tests.helpers import standing_clock


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
