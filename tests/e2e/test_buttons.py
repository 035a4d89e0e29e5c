"""The buttons on a paste's reply: pressed before and after a restart, on a reply the game
has moved past, and the Why not…? modal submitted.  The tests that need no restart share
one bot (``SHARED``), each in a channel of its own."""

from __future__ import annotations

from tests.e2e.conftest import SHARED, BotProcess
from tests.e2e.fake_discord import EPHEMERAL, shown_text, user

ALICE, BOB = user(21, "alice"), user(22, "bob")
CHANNEL = 1103
OLD_REPLY = 1104
NAMED = 1201  # the channel a custom id names, in guild 102
ELSEWHERE = 1301  # a channel of another server
DEFERRED, MESSAGE, MODAL = 5, 4, 9


def custom_ids(post: dict) -> dict[str, str]:
    """The buttons' labels and custom ids on one of the bot's posts."""
    return {
        b["label"]: b["custom_id"] for row in post.get("components", []) for b in row["components"]
    }


async def paste(discord_stub, author: dict, text: str, channel: int = CHANNEL) -> dict:
    before = len(discord_stub.posts(channel))
    await discord_stub.say_answered(
        channel, author, text, lambda: len(discord_stub.posts(channel)) > before
    )
    return discord_stub.posts(channel)[-1]


async def pressed(discord_stub, post: dict, label: str) -> tuple[dict, dict | None]:
    """The callback a press got and, when the bot deferred, its followup."""
    iid, token = await discord_stub.press(post, BOB, custom_ids(post)[label])
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    if callback["type"] != DEFERRED:
        return callback, None
    (followup,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
    return callback, followup


async def asked_why(discord_stub, post: dict, word: str) -> dict:
    """Press Why not…?, get its form, submit ``word``: the answer's callback."""
    callback, _ = await pressed(discord_stub, post, "Why not…?")
    assert callback["type"] == MODAL
    form = callback["data"]
    field = form["components"][0]["components"][0]["custom_id"]
    iid, _ = await discord_stub.submit(CHANNEL, BOB, form["custom_id"], {field: word})
    (answer,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    return answer


@SHARED
async def test_each_button_answers_only_the_presser_and_changes_nothing(shared_bot, shared_discord):
    discord_stub = shared_discord
    post = await paste(discord_stub, ALICE, "CRANE=c.a.e")
    ids = custom_ids(post)
    assert list(ids) == ["Hint", "Why not…?", "Candidates"]
    assert all(i.startswith("huddle:") and f":{CHANNEL}:" in i for i in ids.values())

    callback, followup = await pressed(discord_stub, post, "Hint")
    assert callback["data"]["flags"] & EPHEMERAL and followup["flags"] & EPHEMERAL
    assert shown_text(followup).startswith("Hint\n") and "1. **" in shown_text(followup)
    _, followup = await pressed(discord_stub, post, "Candidates")
    assert followup["flags"] & EPHEMERAL and "likely answer" in shown_text(followup)

    answer = await asked_why(discord_stub, post, "swiss")
    assert answer["type"] == MESSAGE and answer["data"]["flags"] & EPHEMERAL
    assert "SWISS" in shown_text(answer["data"]) and "ruled out" in shown_text(answer["data"])

    # nothing pressed changed the game: the next paste is row 2
    later = await paste(discord_stub, ALICE, "SLOTH=.l...")
    assert "2/6 played" in shown_text(later)


@SHARED
async def test_a_press_on_an_old_reply_says_so_and_shows_the_game_now(shared_bot, shared_discord):
    first = await paste(shared_discord, ALICE, "CRANE=c.a.e", OLD_REPLY)
    await paste(shared_discord, ALICE, "SLOTH=.l...", OLD_REPLY)
    _, followup = await pressed(shared_discord, first, "Candidates")
    text = shown_text(followup)
    assert "from earlier in the game" in text and followup["flags"] & EPHEMERAL
    assert "likely answer" in text


async def test_buttons_work_after_a_restart(bot, discord_stub):
    post = await paste(discord_stub, ALICE, "CRANE=c.a.e")
    await bot.kill()
    again = await BotProcess(discord_stub, bot.db).start()
    try:
        _, followup = await pressed(discord_stub, post, "Hint")
        assert shown_text(followup).startswith("Hint\n") and "1. **" in shown_text(followup)
        assert "from earlier" not in shown_text(followup)  # the game has not moved
    finally:
        await again.stop()


@SHARED
async def test_a_press_answers_about_the_channel_pressed_in_not_the_one_its_id_names(
    shared_bot, shared_discord
):
    """A custom id is the client's to send: a press in another server's channel whose id
    names this game's channel answers as /candidates there would (no game yet), never with
    this game's candidates."""
    discord_stub = shared_discord
    post = await paste(discord_stub, ALICE, "CRANE=c.a.e", NAMED)
    elsewhere = {**post, "_channel": ELSEWHERE}  # the same buttons, pressed in guild 103
    _, followup = await pressed(discord_stub, elsewhere, "Candidates")
    iid, token = await discord_stub.slash(ELSEWHERE, BOB, "candidates")
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    if callback["type"] == DEFERRED:
        (callback,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
    there = shown_text(callback.get("data", callback))
    assert followup["flags"] & EPHEMERAL
    assert shown_text(followup).endswith(there.split("\n", 1)[1])  # as asked there
    here = await pressed(discord_stub, post, "Candidates")  # this game's, for contrast
    assert shown_text(here[1]) != shown_text(followup)
    assert not discord_stub.posts(ELSEWHERE)  # nothing said in the channel itself
