"""A server's own list: uploaded by /wordlist, played at once by /new server and by a
first paste, read by another process from the database alone, and removed; real SQLite,
real solver."""

from __future__ import annotations

import re

import pytest

from bot.domain import Asker, Upload
from bot.service import Huddle
from solver import score
from solver.game.feedback import to_emoji
from tests.bot.chat import ALICE, BOB, Channel, body

GUILD = 1
ANSWERS = ["cigar", "rebut", "sissy", "humph", "awake", "blush", "focal", "evade", "naval"]


def admin(channel_id: int) -> Asker:
    return Asker(channel_id, GUILD, ALICE, 8101)


def upload(words: list[str]) -> Upload:
    data = "\n".join(words).encode()
    return Upload("words.txt", data, len(data))


def paste(word: str, answer: str) -> str:
    return f"{word.upper()} {to_emoji(score(word, answer))}"


async def test_an_uploaded_list_is_played_at_once_and_only_its_words_are_possible(huddle):
    taken = await huddle.answer(
        "wordlist", admin(80), {"answers": upload(ANSWERS), "guesses": upload(["crane"])}
    )
    assert taken.title == "Word list saved" and taken.ephemeral
    assert "9 answers and 10 guesses of 5 letters" in body(taken)
    started = await huddle.answer("new", admin(80), {"game": "server"})
    assert started.title == "New game: Wordle (this server's list)"
    ch = Channel(huddle, 80)
    reply = await ch.post(BOB, paste("crane", "naval"))
    assert "Only ||**NAVAL**|| is left." in body(reply)  # of the server's nine, not the NYT's
    assert "CRANE isn't in my word list" not in body(reply)  # its own guesses count
    won = await ch.post(BOB, paste("naval", "naval"))
    assert won.title == "Solved in 2/6! 🎉"
    # a first paste in another channel plays the server's list too (its game by default)
    other = await Channel(huddle, 81).post(BOB, paste("crane", "humph"))
    # its words without C R A N E, listed in alphabetical order as every game lists them
    assert "Candidates: ||BLUSH, HUMPH, SISSY||" in body(other)


async def test_another_process_reads_the_list_from_the_database(
    huddle, store, solver, tmp_path, monkeypatch
):
    await huddle.answer("wordlist", admin(82), {"answers": upload(ANSWERS)})
    await Channel(huddle, 82).post(BOB, paste("cigar", "evade"))
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path / "elsewhere"))  # nothing on disk
    elsewhere = Huddle(store, solver)
    status = await elsewhere.answer("status", admin(82))
    assert "likely answers left" in body(status) or "is left" in body(status), body(status)
    hint = await elsewhere.answer("hint", admin(82))
    named = re.findall(r"\*\*([A-Z]+)\*\*", body(hint))
    assert named and all(w.lower() in ANSWERS for w in named), body(hint)


async def test_bad_lists_change_nothing_and_removal_goes_back_to_the_bundled_lists(huddle):
    refused = await huddle.answer("wordlist", admin(83), {"answers": upload(["cigar", "café"])})
    assert refused.title == "Word list not saved" and "line 2" in body(refused)
    assert (await huddle.settings.of(GUILD)).word_list is None
    unset = await huddle.answer("settings", admin(83), {"game": "server"})
    assert unset.title == "Nothing changed" and "/wordlist" in body(unset)
    assert (await huddle.answer("new", admin(83), {"game": "server"})).title == "No word list here"
    await huddle.answer("wordlist", admin(83), {"answers": upload(ANSWERS)})
    shown = await huddle.answer("wordlist", admin(83))
    assert "9 answers and 9 guesses of 5 letters" in body(shown)
    gone = await huddle.answer("wordlist", admin(83), {"remove": True})
    assert gone.title == "Word list removed"
    started = await huddle.answer("new", admin(83))
    assert started.title == "New game: Wordle"  # the server's game is Wordle again


@pytest.mark.e2e  # a lanes process, the bot's heavy lane (docs/testing.md: markers)
async def test_the_heavy_lanes_process_plays_a_servers_list_from_its_file(store, solver):
    """/hint runs in the heavy lane's own process, which makes its engine for the list from
    the file the upload wrote (a ``Work`` carries the words' name, not the words)."""
    huddle = Huddle(store, solver, heavy_process=True)
    try:
        await huddle.advisor.start_heavy_lane()  # ready: the request goes to the process
        await huddle.answer("wordlist", admin(84), {"answers": upload(ANSWERS)})
        await Channel(huddle, 84).post(BOB, paste("cigar", "evade"))
        hint = await huddle.answer("hint", admin(84))
        named = re.findall(r"\*\*([A-Z]+)\*\*", body(hint))
        assert named and all(w.lower() in ANSWERS for w in named), body(hint)
    finally:
        huddle.close()
