"""With spoilers on, no answer is ever in the clear: every public reply of a game won,
lost and half-solved, in every reply style and game kind, its pictures and their
descriptions included, and every refusal, error and clash that repeats a word a player
typed (their message shows it; the channel's reply must not say it again)."""

from __future__ import annotations

import re

import pytest

from bot.domain import Asker, Reply, in_full
from solver import Guess, score
from solver.game.feedback import notation, to_digits
from solver.game.rules import is_solved
from solver.game.variants import VARIANTS
from tests.bot.chat import ALICE, BOB, CAROL, Channel

SPOILER = re.compile(r"\|\|.*?\|\|", re.DOTALL)
# each kind's answers, and the guesses a game of it plays (the last ones win)
GAMES = {
    "wordle": (["mamba"], ["crane", "sloth", "mamba"]),
    "dordle": (["mamba", "pilot"], ["crane", "pilot", "mamba"]),
    "quordle": (
        ["mamba", "pilot", "fudge", "wrist"],
        ["crane", "pilot", "fudge", "wrist", "mamba"],
    ),
}


def in_clear(reply: Reply) -> str:
    """What anyone reading the channel sees without revealing a spoiler, a poll's
    answers included (a poll cannot hold a spoiler)."""
    parts = [reply.title, *reply.lines, reply.compact or "", reply.reaction or ""]
    if reply.picture is not None:
        parts.append(reply.picture.description)
    if reply.poll is not None:
        parts += [f"{word} {note}" for word, note in reply.poll.answers]
    return SPOILER.sub("", "\n".join(parts))


def possible(solver, answers: list[str], played: list[str]) -> set[str]:
    """Every word still a likely answer on some board not yet solved: what a public
    reply must not name in the clear."""
    left: set[str] = set()
    for answer in answers:
        if answer in played:
            continue
        rows = [Guess(w, score(w, answer)) for w in played]
        left |= set(solver.candidates(rows).words)
    return left


def assert_unnamed(reply: Reply | None, words: set[str]) -> None:
    if reply is None or reply.ephemeral:
        return
    shown = set(re.findall(r"[a-z]+", in_clear(reply).lower()))
    assert not shown & words, (shown & words, in_clear(reply))


def assert_not_repeated(reply: Reply | None, words: set[str], typed: str) -> None:
    """No possible answer named in the clear by a reply to ``typed``: no word of ``words``
    in capitals (as replies write a word) or as the player typed it.  The reply's own
    prose may hold a possible answer ("the yellow letter WOULD have nowhere to go"): it
    names nothing."""
    if reply is None or reply.ephemeral:
        return
    mine = {w.lower() for w in re.findall(r"[^\W\d_]+", typed)}
    named = {
        w.lower()
        for w in re.findall(r"[^\W\d_]+", in_clear(reply))
        if w.lower() in words and (w.isupper() or w.lower() in mine)
    }
    assert not named, (named, in_clear(reply))


def assert_kept(reply: Reply | None, answers: list[str], played: list[str]) -> None:
    if reply is None or reply.ephemeral:
        return
    shown = in_clear(reply)
    for answer in answers:
        if answer in played:  # a row has shown it: from then on it must stay hidden
            assert not re.search(rf"\b{answer}\b", shown, re.IGNORECASE), (answer, shown)
    picture = reply.picture
    if picture is not None and any(a in played for a in answers):
        assert picture.filename.startswith("SPOILER_"), picture.filename


def mistakes(word: str, answers: list[str], solved: set[str]) -> list[str]:
    """Pastes of ``word`` (a possible answer) the game refuses, each a reply that names
    it: a tile too many (on one board of several), colours no word gives (four greens
    and a yellow), the word scored two ways in one message (a clash)."""
    right = paste(word, answers, solved)
    never = f"{word} " + " ".join(
        "-" if a in solved else "2" * (len(word) - 1) + "1" for a in answers
    )
    other = "".join("0" if c == "2" else "2" for c in to_digits(score(word, answers[-1])))
    twice = f"{word} " + " ".join("-" if a in solved else other for a in answers)
    if len(answers) == 1:
        return [f"{word} " + "🟩" * (len(word) + 1), never, f"{right}\n{twice}"]
    first = next(a for a in answers if a not in solved)  # its board gets a tile too many
    long = f"{word} " + " ".join(
        "-" if a in solved else to_digits(score(word, a)) + ("0" if a == first else "")
        for a in answers
    )
    return [long, never, f"{right}\n{twice}"]


def paste(word: str, answers: list[str], solved: set[str]) -> str:
    if len(answers) == 1:
        return notation(word, score(word, answers[0]))
    return f"{word} " + " ".join("-" if a in solved else to_digits(score(word, a)) for a in answers)


async def play(huddle, solver, channel: int, kind: str, style: str) -> None:
    """A game of ``kind`` with spoilers on, in reply ``style``, every reply checked."""
    answers, guesses = GAMES[kind]
    ch = Channel(huddle, channel, guild_id=channel)
    at = Asker(channel, channel, ALICE, 100 + channel)
    await huddle.answer("settings", at, {"replies": style})
    await huddle.answer("spoilers", at, {"setting": "on"})
    await huddle.answer("new", at, {"game": kind})
    solved: set[str] = set()
    played: list[str] = []
    for n, word in enumerate(guesses):
        reply = await in_full(await ch.post(ALICE if n % 2 else BOB, paste(word, answers, solved)))
        played.append(word)
        solved |= {a for a in answers if a == word}
        assert reply is not None and reply.tone != "error", reply
        assert_kept(reply, answers, played)
        left = possible(solver, answers, played)
        assert_unnamed(reply, left)
        for command in ("status", "candidates", "hint", "vote"):
            shown = await huddle.answer(command, at)
            assert_kept(shown, answers, played)
            assert_unnamed(shown, left)
            if shown.poll is not None:  # posted, then closed by its votes: the result too
                await huddle.votes.posted(channel, 9000 + n)
                vote = await huddle.votes.open_here(channel)
                said = await huddle.votes.close(vote, [1] * len(vote.words))
                assert said is not None
                assert_unnamed(said, left)
        for word in sorted(left)[:3]:
            assert_unnamed(await huddle.answer("why", at, {"word": word}), left)
        if n < len(guesses) - 1:
            await refused_unnamed(ch, sorted(left - set(answers))[:1], answers, solved, left)
    assert_kept(await huddle.answer("analysis", at), answers, played)


async def refused_unnamed(
    ch: Channel, words: list[str], answers: list[str], solved: set[str], left: set[str]
) -> None:
    """Each mistake of each of ``words`` refused, its reply naming no possible answer in
    the clear; then the last row edited into one, refused alike."""
    for word in words:
        for text in mistakes(word, answers, solved):
            reply = await in_full(await ch.post(CAROL, text))
            assert reply is not None and reply.tone == "error", (text, reply)
            assert_not_repeated(reply, left, text)
        text = mistakes(word, answers, solved)[-2]
        edit = await ch.edit(ch.last_id, CAROL, text)
        assert edit is not None and edit.tone == "error", edit
        assert_not_repeated(edit, left, text)


@pytest.mark.parametrize("style", ["full", "compact", "reactions"])
@pytest.mark.parametrize("kind", list(GAMES))
async def test_a_won_game_keeps_its_answers_hidden(huddle, solver, kind, style):
    await play(huddle, solver, 500 + len(style) * 10 + list(GAMES).index(kind), kind, style)


async def test_the_win_is_still_said_in_the_clear(huddle):
    ch = Channel(huddle, 520, guild_id=520)
    await huddle.answer("spoilers", Asker(520, 520, ALICE, 1), {"setting": "on"})
    await ch.post(ALICE, "CRANE ⬛⬛🟨⬛⬛")
    won = await in_full(await ch.post(BOB, "MAMBA 🟩🟩🟩🟩🟩"))
    assert won is not None and won.title == "Solved in 2/6! 🎉"
    assert "Well played, alice and bob." in in_clear(won)
    assert "||**MAMBA**||" in "\n".join(won.lines)


async def test_a_lost_game_keeps_its_answer_hidden(huddle):
    ch = Channel(huddle, 522, guild_id=522)
    at = Asker(522, 522, ALICE, 1)
    await huddle.answer("spoilers", at, {"setting": "on"})
    for word in ("crane", "sloth", "pudgy", "fight", "moist", "lupin"):
        reply = await in_full(await ch.post(ALICE, paste(word, ["mamba"], set())))
    assert reply is not None and reply.title == "Out of guesses"
    for shown in (reply, await huddle.answer("analysis", at)):
        assert "MAMBA" not in in_clear(shown).upper()
    assert "MAMBA" in "\n".join(reply.lines)  # in its spoiler


async def test_spoilers_off_shows_the_answer(huddle):
    ch = Channel(huddle, 521, guild_id=521)
    await huddle.answer("spoilers", Asker(521, 521, ALICE, 1), {"setting": "off"})
    await ch.post(ALICE, "CRANE ⬛⬛🟨⬛⬛")
    won = await in_full(await ch.post(BOB, "MAMBA 🟩🟩🟩🟩🟩"))
    assert won is not None and "The answer was **MAMBA**." in in_clear(won)


def test_the_games_here_are_won_by_their_last_guesses():
    for kind, (answers, guesses) in GAMES.items():
        assert VARIANTS[kind].boards == len(answers)
        assert set(answers) <= set(guesses)
        assert all(any(is_solved(score(g, a)) for g in guesses) for a in answers)


async def test_a_termo_refusal_hides_an_accented_answer_in_portuguese(huddle):
    """SÉRIO typed, SERIO written by the error: either way the same word, hidden."""
    ch = Channel(huddle, 523, guild_id=523)
    at = Asker(523, 523, ALICE, 1)
    await huddle.answer("settings", at, {"language": "pt"})
    await huddle.answer("spoilers", at, {"setting": "on"})
    await huddle.games.new(523, 523, "termo")
    await ch.post(ALICE, "ÓTIMO ⬛⬛🟨⬛🟩")
    assert await huddle.games.answers_among(523, ["serio"]) == {"serio"}  # still possible
    for text in ("SÉRIO 🟩🟩🟩🟩🟩🟩", "sério 2222"):
        reply = await ch.post(BOB, text)
        assert reply is not None and reply.tone == "error", reply
        assert not re.search("s[eé]rio", in_clear(reply), re.IGNORECASE), in_clear(reply)
