"""Every slash command as a real INTERACTION_CREATE, answered through the callback.

One bot serves the module (``SHARED``): each test plays in a channel of its own, and the
tests that read a player's stats in a guild of their own."""

from tests.e2e.conftest import SHARED
from tests.e2e.fake_discord import COMPONENTS_V2, EPHEMERAL, MEMBER_PERMISSIONS, shown_text, user
from tests.e2e.sharing import module_bot, module_discord  # noqa: F401 (the module's fixtures)

pytestmark = SHARED
ALICE = user(11, "alice")
BOB = user(12, "bob")
CHANNEL = 1102  # guild 101, as MEMBERS' and HOSTILE's
MEMBERS = 1103
HOSTILE = 1104
PICTURES = 1201  # guild 102: alice's stats there are the pictures test's alone
DEFERRED, MESSAGE, CHOICES = 5, 4, 8
SHARE = "Wordle 1,500 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩"


async def run(
    discord_stub, name: str, who: dict = ALICE, where: int = CHANNEL, **options
) -> tuple[dict, dict | None]:
    """The callback body and, when the bot deferred, its followup, for a command asked in
    channel ``where``."""
    iid, token = await discord_stub.slash(where, who, name, **options)
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    if callback["type"] != DEFERRED:
        return callback, None
    (followup,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
    return callback, followup


async def test_every_slash_command(bot, discord_stub):
    callback, followup = await run(discord_stub, "hint", count=2)
    assert callback["data"]["flags"] & EPHEMERAL  # deferred ephemerally: only the asker
    assert followup["flags"] & EPHEMERAL and "Opening move" in shown_text(followup)

    callback, followup = await run(discord_stub, "guess", word="crane", feedback="c.a.e")
    assert callback["type"] == DEFERRED and not callback.get("data", {}).get("flags", 0) & EPHEMERAL
    assert "1/6 played" in shown_text(followup)
    assert followup["allowed_mentions"]["parse"] == []

    _, followup = await run(discord_stub, "status")
    assert "CRANE" in shown_text(followup) and "Known" in shown_text(followup)

    _, followup = await run(discord_stub, "candidates", limit=5)
    assert "||" in shown_text(followup)  # candidates hide in spoilers by default

    _, followup = await run(discord_stub, "why", word="swiss")
    assert "ruled out" in shown_text(followup)

    callback, _ = await run(discord_stub, "spoilers", setting="off")
    assert callback["type"] == MESSAGE and "Spoilers off" in shown_text(callback["data"])
    _, followup = await run(discord_stub, "candidates", limit=5)
    assert "||" not in shown_text(followup)

    callback, _ = await run(discord_stub, "mode", mode="hard")
    assert callback["type"] == MESSAGE and "Hard mode" in shown_text(callback["data"])
    _, followup = await run(discord_stub, "hint", count=3, public=True)
    assert not followup.get("flags", 0) & EPHEMERAL and "hard mode" in shown_text(followup)

    _, followup = await run(discord_stub, "undo")
    assert "Removed `crane c.a.e`" in shown_text(followup)  # as /guess took it

    callback, _ = await run(discord_stub, "reset")
    assert callback["type"] == MESSAGE and "Cleared" in shown_text(callback["data"])

    await discord_stub.say(CHANNEL, ALICE, "Wordle 1,500 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩")
    await discord_stub.wait_for(lambda: discord_stub.posts(CHANNEL))
    counted = shown_text(discord_stub.posts(CHANNEL)[-1])
    assert " 3/6 · from the archive, no streak · Wordle 1,500" in counted  # July 2025's
    callback, followup = await run(discord_stub, "deduce", puzzle=1500)
    assert callback["data"]["flags"] & EPHEMERAL and "Puzzle 1,500" in shown_text(followup)
    callback, _ = await run(discord_stub, "stats")
    assert callback["type"] == MESSAGE and "played **1**" in shown_text(callback["data"])
    callback, _ = await run(discord_stub, "leaderboard", period="all")
    assert "1. **alice**" in shown_text(callback["data"])
    _, followup = await run(discord_stub, "analysis")
    assert "Nothing to analyse" in shown_text(followup)  # /reset ended the game
    callback, _ = await run(discord_stub, "forgetme")
    assert callback["data"]["flags"] & EPHEMERAL and "Erased 1 result" in shown_text(
        callback["data"]
    )

    callback, _ = await run(discord_stub, "help")
    assert callback["data"]["flags"] & EPHEMERAL and "/spoilers" in shown_text(callback["data"])


async def test_word_options_autocomplete(bot, discord_stub):
    iid, _ = await discord_stub.slash(CHANNEL, ALICE, "why", focused="word", word="cran")
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    assert callback["type"] == CHOICES
    values = [c["value"] for c in callback["data"]["choices"]]
    assert "crane" in values and all(v.startswith("cran") for v in values)


async def test_a_member_cannot_undo_or_reset_what_others_played_a_moderator_can(bot, discord_stub):
    """Gated by what Discord says the member may do here (Manage Messages), not by name."""
    await discord_stub.say(MEMBERS, ALICE, "CRANE 🟩⬛⬛🟨⬛")
    await discord_stub.wait_for(lambda: discord_stub.posts(MEMBERS))
    member = {"who": BOB, "permissions": MEMBER_PERMISSIONS, "where": MEMBERS}
    _, followup = await run(discord_stub, "undo", **member)
    assert followup["flags"] & EPHEMERAL and "Not yours to undo" in shown_text(followup)
    callback, _ = await run(discord_stub, "reset", **member)
    assert callback["data"]["flags"] & EPHEMERAL
    assert "so /reset needs Manage Messages" in shown_text(callback["data"])
    _, followup = await run(discord_stub, "status", **member)
    assert "**CRANE** — alice" in shown_text(followup)  # nothing changed
    _, followup = await run(discord_stub, "undo", who=BOB, where=MEMBERS)  # every permission
    assert "Removed `CRANE 🟩⬛⬛🟨⬛` (from alice)" in shown_text(followup)  # as typed


async def test_a_user_install_solves_its_own_game_in_a_group_chat(bot, discord_stub):
    """/solve from a user install in a group DM the bot is not in: the full reply, only
    the asker sees it, over their own game; /hint there reads that game, not a channel's."""
    group = 555_000
    solve = {"group_chat": True, "guesses": "CRANE=c.a.. SLOTH=.l..."}
    iid, token = await discord_stub.slash(group, BOB, "solve", **solve)
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    assert callback["type"] == DEFERRED and callback["data"]["flags"] & EPHEMERAL
    (followup,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
    assert followup["flags"] & EPHEMERAL
    assert "2/6 played" in shown_text(followup) and "LILAC" in shown_text(followup)
    iid, token = await discord_stub.slash(group, BOB, "hint", group_chat=True, count=2)
    (followup,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
    assert "**LILAC** is the likely answer left" in shown_text(followup)
    assert not discord_stub.posts(group)  # nothing posted where the app cannot read


async def test_pictures_are_uploaded_with_their_descriptions(bot, discord_stub):
    """/status attaches the board and /stats the player's chart: a real PNG upload
    (multipart, payload_json and the file), shown in a Components V2 layout under the
    reply's text, with alt text."""
    import io

    from PIL import Image

    await run(discord_stub, "guess", where=PICTURES, word="crane", feedback="c.a.e")
    _, followup = await run(discord_stub, "status", where=PICTURES)
    (upload,) = followup["_files"]
    (attachment,) = followup["attachments"]
    assert upload["filename"] == attachment["filename"] == "board.png"
    assert attachment["description"].startswith("Board, 1 of 6 rows: CRANE: yellow grey yellow")
    assert followup["flags"] & COMPONENTS_V2 and not followup.get("embeds")
    (container,) = followup["components"]
    (item,) = container["components"][1]["items"]
    assert item["media"]["url"] == "attachment://board.png"
    assert item["description"] == attachment["description"]
    assert Image.open(io.BytesIO(upload["data"])).format == "PNG"
    assert "CRANE" in shown_text(followup)  # the text is complete without the picture

    await discord_stub.say(PICTURES, ALICE, SHARE)
    await discord_stub.wait_for(lambda: discord_stub.posts(PICTURES))
    callback, _ = await run(discord_stub, "stats", where=PICTURES)
    (upload,) = callback["_files"]  # beside the callback's JSON, as Discord takes it
    assert upload["filename"] == "stats.png"
    assert callback["data"]["attachments"][0]["description"].endswith(
        "The last puzzle: #1,500 3/6."
    )


async def test_hostile_arguments_come_back_inert(bot, discord_stub):
    """What someone typed is never rendered live in the bot's public answers: no masked
    link, no spoiler hiding a mass mention, no mention chip."""
    import re

    hostile = {"where": HOSTILE}
    _, followup = await run(discord_stub, "why", word="[x](https://evil.example)", **hostile)
    _, guessed = await run(discord_stub, "guess", word="crane", feedback="||@everyone||", **hostile)
    mentioned = {"word": "<@1234567890123>", "feedback": "c.a.e"}
    _, mention = await run(discord_stub, "guess", **mentioned, **hostile)
    for body in (followup, guessed, mention):
        live = re.sub(r"`[^`\n]*`", "", shown_text(body))  # code spans render nothing
        assert not re.search(r"\]\(https?:|\|\|@everyone|<@\d+>", live, re.I), shown_text(body)
        assert body["allowed_mentions"]["parse"] == []
