"""Games played each in a channel of its own, on one bot (``SHARED``): three players solving
a Wordle together; a Quordle (/new with its choice, pastes with one feedback per board, /why
and /candidates with a board, a Daily Quordle share and that game's leaderboard); a
screenshot read (the bot fetches the attachment from its URL, reads the board and answers as
a paste of those rows would; a picture with no board gets no reply; "Add to the game" on one
answers even so); /wordlist (the admin's files arrive as Discord attachments, read from
their URL within the bound, and the server's games play the list at once); and /settings
through the real client (an admin scopes the bot to one channel and picks the reply style,
and a paste elsewhere gets nothing; who may use /settings is Discord's gate, checked in the
synced tree: test_operations).

Their channels and guilds are their own: the group's, the Quordle's and the picture's
channels share guild 101 but no game (its leaderboard is the Quordle's), the uploaded list
is guild 103's and the settings guild 102's (they scope all of its channels)."""

from __future__ import annotations

import asyncio
import io

from PIL import Image

from bot.bench.boards_drawn import Look, fonts, page_png
from solver import score
from solver.game.feedback import notation, to_digits, to_emoji
from tests.e2e.conftest import SHARED
from tests.e2e.fake_discord import EPHEMERAL, shown_text, user
from tests.e2e.sharing import module_bot, module_discord  # noqa: F401 (the module's fixtures)
from tests.e2e.test_commands import run

pytestmark = SHARED
ALICE, BOB, CAROL = user(11, "alice"), user(12, "bob"), user(13, "carol")
SHOOTER = user(91, "alice")
ADMIN, PLAYER = user(41, "admin"), user(42, "player")
OWNER, MEMBER_ = user(31, "admin"), user(32, "member")
TOGETHER, QUORDLE = 1101, 1102  # guild 101
PICTURE = 1103  # guild 101
LISTENED, OTHER = 1201, 1202  # guild 102: its settings are the settings test's
LISTED = 1301  # guild 103
MESSAGE = 4
ANSWERS = ["cigar", "rebut", "sissy", "humph"]
LIST = b"cigar\nrebut\nsissy\nhumph\nawake\nblush\nfocal\nevade\nnaval\n"


# -- three players, one Wordle ------------------------------------------------------


def description(post: dict) -> str:
    (embed,) = post["embeds"]
    return embed.get("title", "") + "\n" + embed.get("description", "")


async def test_three_users_solve_together(bot, discord_stub):
    secret = "chess"
    pastes = [
        (ALICE, f"CAVES={notation('caves', score('caves', secret))[6:]}"),
        (BOB, f"swiss {to_digits(score('swiss', secret))}"),
        (CAROL, f"CREST {to_emoji(score('crest', secret))}"),
        (ALICE, f"CHESS {to_emoji(score('chess', secret))}"),
    ]
    for n, (author, text) in enumerate(pastes, 1):
        await discord_stub.say(TOGETHER, author, text)
        await discord_stub.wait_for(lambda n=n: len(discord_stub.posts(TOGETHER)) >= n)
    posts = discord_stub.posts(TOGETHER)
    assert len(posts) == 4
    assert "1/6 played" in description(posts[0]) and "likely answers left" in description(posts[0])
    final = description(posts[-1])
    assert "Solved in 4/6" in final
    assert "alice" in final and "bob" in final and "carol" in final
    assert all(p["allowed_mentions"]["parse"] == [] for p in posts)
    # the game's summary arrives as an edit of the solve message
    edits = await discord_stub.wait_for(
        lambda: [
            r
            for r in discord_stub.requests
            if r.method == "PATCH" and r.path.startswith(f"/channels/{TOGETHER}/messages/")
        ]
    )
    summed = description(edits[-1].body)
    assert "Solved in 4/6" in summed and "Skill " in summed and "lucky" in summed
    assert edits[-1].body["allowed_mentions"]["parse"] == []


# -- a Quordle -----------------------------------------------------------------------


def line(word: str, solved: set[int]) -> str:
    return (
        word
        + " "
        + " ".join(
            "-" if b in solved else "".join(map(str, score(word, a))) for b, a in enumerate(ANSWERS)
        )
    )


async def test_a_quordle_is_played_together_on_discord(bot, discord_stub):
    callback, _ = await run(discord_stub, "new", where=QUORDLE, game="quordle")
    assert "New game: Quordle (4 boards, 9 rows)" in shown_text(callback["data"])
    solved: set[int] = set()
    for n, (author, word) in enumerate([(ALICE, "slate"), (BOB, "cigar"), (ALICE, "rebut")], 1):
        await discord_stub.say(QUORDLE, author, line(word, solved))
        await discord_stub.wait_for(lambda n=n: len(discord_stub.posts(QUORDLE)) >= n)
        solved |= {b for b, a in enumerate(ANSWERS) if a == word}
    posts = discord_stub.posts(QUORDLE)
    last = shown_text(posts[-1])
    assert (
        "Quordle: 3/9 played" in last and "Board 1: ✅ ||**CIGAR**|| (guess 2)" in last
    )  # spoilers on
    assert "Best next guess: **" in last
    assert all(p["allowed_mentions"]["parse"] == [] for p in posts)

    _, followup = await run(discord_stub, "why", where=QUORDLE, word="sissy", board=3)
    assert "Board 3: still possible" in shown_text(followup)
    _, followup = await run(discord_stub, "candidates", where=QUORDLE, limit=5, board=4)
    assert shown_text(followup).split("\n")[1].startswith("Board 4:")
    callback, _ = await run(discord_stub, "mode", where=QUORDLE, mode="hard")
    assert "Hard mode is a Wordle option" in shown_text(callback["data"])
    assert callback["data"]["flags"] & EPHEMERAL

    await discord_stub.say(QUORDLE, BOB, "Daily Quordle 1234\n8️⃣5️⃣\n4️⃣🟥\nm-w.com/games/quordle/")
    await discord_stub.wait_for(lambda: len(discord_stub.posts(QUORDLE)) >= 4)
    # an old puzzle posted now: counted, from the archive (no streak counts it)
    said = shown_text(discord_stub.posts(QUORDLE)[-1])
    assert "bob 8&5&4&🟥/9 · from the archive, no streak · Quordle #1234" in said
    callback, _ = await run(
        discord_stub, "leaderboard", where=QUORDLE, period="all", game="quordle"
    )
    board = shown_text(callback["data"])
    assert (
        "Quordle leaderboard (all time)" in board
        and "1. **bob** — 27.00 ±0.58 points · 1 game: 27 points" in board
    )


# -- a screenshot ---------------------------------------------------------------------


def with_picture(stub, data: bytes, name: str = "board.png") -> dict:
    """Alice's message with one picture attached, served at its URL as Discord's CDN."""
    payload = stub.message_payload(PICTURE, SHOOTER, "", stub.new_id())
    aid = str(stub.new_id())
    stub._uploads[aid] = data
    url = f"http://127.0.0.1:{stub.port}/attachments/{aid}/{name}"
    payload["attachments"] = [
        {
            "id": aid,
            "filename": name,
            "size": len(data),
            "url": url,
            "proxy_url": url,
            "content_type": "image/png",
            "width": 10,
            "height": 10,
        }
    ]
    return payload


async def test_a_screenshot_in_a_channel_is_read(bot, discord_stub):
    rows = tuple((w, tuple(score(w, "chunk"))) for w in ("crane", "sloth"))
    board = page_png(rows, Look("light", "high-contrast", fonts()[0], phone=True, scale=2.0))
    await discord_stub.post_message(with_picture(discord_stub, board))
    (reply,) = await discord_stub.wait_for(lambda: discord_stub.posts(PICTURE))
    text = shown_text(reply)
    assert "2/6 played" in text and "**CRANE** — alice" in text
    assert "Read from your screenshot: `CRANE 20020` · `SLOTH 00001`" in text

    noise = io.BytesIO()
    Image.effect_noise((120, 80), 40).convert("RGB").save(noise, "PNG")
    meme = with_picture(discord_stub, noise.getvalue(), "cat.png")
    await discord_stub.post_message(meme)
    await asyncio.sleep(1)
    assert len(discord_stub.posts(PICTURE)) == 1  # not a board: no reply

    iid, _ = await discord_stub.message_command(PICTURE, SHOOTER, "Add to the game", meme)
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    assert callback["type"] == MESSAGE and callback["data"]["flags"] & EPHEMERAL
    assert "No board read" in shown_text(callback["data"])


# -- an uploaded word list -------------------------------------------------------------


async def test_an_uploaded_list_is_read_from_its_attachment_and_played(bot, discord_stub):
    iid, token = await discord_stub.slash_with_files(
        LISTED, ADMIN, "wordlist", {"answers": ("ours.txt", LIST)}
    )
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    assert callback["data"]["flags"] & EPHEMERAL  # deferred, then the answer follows
    (followup,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
    assert "9 answers and 9 guesses of 5 letters" in shown_text(followup)

    await discord_stub.say(LISTED, PLAYER, "CRANE ⬛⬛🟨🟨⬛")  # its game: the server's list
    (post,) = await discord_stub.wait_for(lambda: discord_stub.posts(LISTED))
    assert "Only ||**NAVAL**|| is left." in shown_text(post)

    _, bad_token = await discord_stub.slash_with_files(
        LISTED, ADMIN, "wordlist", {"answers": ("bad.txt", "cigar\ncafé\n".encode())}
    )
    (refused,) = await discord_stub.wait_for(lambda: discord_stub.followups(bad_token))
    assert "Word list not saved" in shown_text(refused) and "line 2" in shown_text(refused)


# -- a server's settings ---------------------------------------------------------------


async def settings(discord_stub, who: dict, permissions: int | None = None, **options) -> dict:
    extra = {} if permissions is None else {"permissions": permissions}
    iid, _ = await discord_stub.slash(LISTENED, who, "settings", **extra, **options)
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    return callback


async def test_an_admin_scopes_the_bot_and_picks_how_it_replies(bot, discord_stub):
    callback = await settings(discord_stub, OWNER, listen=f"<#{LISTENED}>", replies="reactions")
    assert callback["type"] == MESSAGE and callback["data"]["flags"] & EPHEMERAL
    assert f"I listen in <#{LISTENED}>." in shown_text(callback["data"])

    reacted = len(discord_stub.reactions())  # the module's other tests' reactions before
    await discord_stub.say(OTHER, MEMBER_, "CRANE=c.a.e")  # not listened in: silence
    await discord_stub.say(LISTENED, MEMBER_, "CRANE=c.a.e")
    await discord_stub.wait_for(lambda: len(discord_stub.reactions()) > reacted)
    await asyncio.sleep(0.5)
    assert discord_stub.posts(OTHER) == [] and discord_stub.posts(LISTENED) == []
    assert "✅" in discord_stub.reactions()[-1]  # on the paste, and nothing posted

    await settings(discord_stub, OWNER, replies="compact")
    await discord_stub.say(LISTENED, MEMBER_, "SLOTH=.l...")
    (post,) = await discord_stub.wait_for(lambda: discord_stub.posts(LISTENED))
    (embed,) = post["embeds"]
    assert "title" not in embed and embed["description"].startswith("2/6 played · ")
    assert post["components"]  # the buttons still come with it
