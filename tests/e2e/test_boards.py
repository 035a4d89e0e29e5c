"""A Quordle through the loopback Discord: /new with its choice, pastes with one feedback per
board, /why and /candidates with a board, a Daily Quordle share and that game's leaderboard."""

from solver import score
from tests.e2e.fake_discord import EPHEMERAL, shown_text, user
from tests.e2e.test_commands import run

ALICE, BOB = user(11, "alice"), user(12, "bob")
CHANNEL = 1102  # the channel test_commands' helpers use
ANSWERS = ["cigar", "rebut", "sissy", "humph"]


def line(word: str, solved: set[int]) -> str:
    return (
        word
        + " "
        + " ".join(
            "-" if b in solved else "".join(map(str, score(word, a))) for b, a in enumerate(ANSWERS)
        )
    )


async def test_a_quordle_is_played_together_on_discord(bot, discord_stub):
    callback, _ = await run(discord_stub, "new", game="quordle")
    assert "New game: Quordle (4 boards, 9 rows)" in shown_text(callback["data"])
    solved: set[int] = set()
    for n, (author, word) in enumerate([(ALICE, "slate"), (BOB, "cigar"), (ALICE, "rebut")], 1):
        await discord_stub.say(CHANNEL, author, line(word, solved))
        await discord_stub.wait_for(lambda n=n: len(discord_stub.posts(CHANNEL)) >= n)
        solved |= {b for b, a in enumerate(ANSWERS) if a == word}
    posts = discord_stub.posts(CHANNEL)
    last = shown_text(posts[-1])
    assert (
        "Quordle: 3/9 played" in last and "Board 1: ✅ ||**CIGAR**|| (guess 2)" in last
    )  # spoilers on
    assert "Best next guess: **" in last
    assert all(p["allowed_mentions"]["parse"] == [] for p in posts)

    _, followup = await run(discord_stub, "why", word="sissy", board=3)
    assert "Board 3: still possible" in shown_text(followup)
    _, followup = await run(discord_stub, "candidates", limit=5, board=4)
    assert shown_text(followup).split("\n")[1].startswith("Board 4:")
    callback, _ = await run(discord_stub, "mode", mode="hard")
    assert "Hard mode is a Wordle option" in shown_text(callback["data"])
    assert callback["data"]["flags"] & EPHEMERAL

    await discord_stub.say(CHANNEL, BOB, "Daily Quordle 1234\n8️⃣5️⃣\n4️⃣🟥\nm-w.com/games/quordle/")
    await discord_stub.wait_for(lambda: len(discord_stub.posts(CHANNEL)) >= 4)
    assert "bob 8&5&4&🟥/9 · Quordle #1,234" in shown_text(discord_stub.posts(CHANNEL)[-1])
    callback, _ = await run(discord_stub, "leaderboard", period="all", game="quordle")
    board = shown_text(callback["data"])
    assert (
        "Quordle leaderboard (all time)" in board
        and "1. **bob** — 27.00 ±0.58 points · 1 game, 27.00 on average" in board
    )
