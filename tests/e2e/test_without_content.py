"""The bot without Discord's Message Content intent, against a loopback Discord that
withholds message text as Discord does: set by HUDDLE_MESSAGE_CONTENT=off, or taken up
when the gateway refuses the intent (close code 4014).  A game is played through what
Discord still sends: pastes that mention the bot, replies to it, and the message
commands (right-click → Apps), which carry the message whole."""

from __future__ import annotations

import asyncio

from tests.e2e.conftest import BotProcess
from tests.e2e.fake_discord import (
    BOT_ID,
    BOT_USER,
    EPHEMERAL,
    MESSAGE_CONTENT_INTENT,
    shown_text,
    user,
)
from tests.e2e.test_wordle_app import app_message, results, summary_text

ALICE, BOB = user(71, "alice"), user(72, "bob")
CHANNEL = 1102
MESSAGE = 4
OFF = {"HUDDLE_MESSAGE_CONTENT": "off"}


async def slash(stub, name: str, who: dict = ALICE) -> dict:
    """A slash command's answer: its callback's message, or its followup once deferred."""
    iid, token = await stub.slash(CHANNEL, who, name)
    (callback,) = await stub.wait_for(lambda: stub.callbacks(iid))
    if callback["type"] == MESSAGE:
        return callback["data"]
    (followup,) = await stub.wait_for(lambda: stub.followups(token))
    return followup


async def answered(stub, iid: int) -> dict:
    (callback,) = await stub.wait_for(lambda: stub.callbacks(iid))
    assert callback["type"] == MESSAGE
    return callback["data"]


async def a_game_through_mentions_replies_and_message_commands(stub) -> None:
    """The game every test here plays, whatever made the bot run without the intent."""
    quiet = await stub.say(CHANNEL, ALICE, "CRANE 20020")  # its text withheld: unread
    mentioned = await stub.say(CHANNEL, ALICE, f"<@{BOT_ID}> SLOTH 00001")
    (first,) = await stub.wait_for(lambda: stub.posts(CHANNEL))
    assert int(first["message_reference"]["message_id"]) == mentioned
    assert "1/6 played" in shown_text(first)

    # right-click the paste Discord withheld → Apps → Add to the game: alice's row joins
    target = stub.message_payload(CHANNEL, ALICE, "CRANE 20020", quiet)
    iid, _ = await stub.message_command(CHANNEL, BOB, "Add to the game", target)
    added = await answered(stub, iid)
    assert not added.get("flags", 0) & EPHEMERAL  # the channel's game moved: everyone sees it
    assert "2/6 played" in shown_text(added) and "**CRANE** — alice" in shown_text(added)

    # a reply to the bot's message mentions it (Discord's default): read as a paste
    reply = stub.message_payload(CHANNEL, BOB, "PIOUS 00010", stub.new_id())
    reply["mentions"] = [BOT_USER]
    # (the bot reads the mention; which of its messages is answered does not matter)
    reply["message_reference"] = {"message_id": str(stub.new_id()), "channel_id": str(CHANNEL)}
    await stub.post_message(reply)
    await stub.wait_for(lambda: len(stub.posts(CHANNEL)) == 2)
    assert "3/6 played" in shown_text(stub.posts(CHANNEL)[-1])

    # an edit Discord withholds the text of changes nothing (it is not an edit into chat)
    await stub.edit(CHANNEL, ALICE, quiet, "CRANE 20020 (edited)")
    await asyncio.sleep(1)
    assert "3/6 played" in shown_text(await slash(stub, "status"))

    # Add to the game on chat: one private line, nothing changed
    chat = stub.message_payload(CHANNEL, BOB, "lunch?", stub.new_id())
    iid, _ = await stub.message_command(CHANNEL, BOB, "Add to the game", chat)
    refused = await answered(stub, iid)
    assert refused["flags"] & EPHEMERAL and "Nothing to read there" in shown_text(refused)

    # Count this result: a share into stats; guesses are pointed to Add to the game
    share = stub.message_payload(
        CHANNEL, BOB, "Wordle 1,500 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩", stub.new_id()
    )
    iid, _ = await stub.message_command(CHANNEL, ALICE, "Count this result", share)
    assert "3/6" in shown_text(await answered(stub, iid))
    iid, _ = await stub.message_command(CHANNEL, ALICE, "Count this result", target)
    pointed = await answered(stub, iid)
    assert pointed["flags"] & EPHEMERAL and "**Add to the game**" in shown_text(pointed)


async def test_off_by_setting_plays_through_what_discord_still_sends(discord_stub, tmp_path):
    db = tmp_path / "off.sqlite3"
    bot = await BotProcess(discord_stub, db, env=OFF).start()
    try:
        (identify,) = discord_stub.identifies
        assert not int(identify["intents"]) & MESSAGE_CONTENT_INTENT
        await a_game_through_mentions_replies_and_message_commands(discord_stub)

        # the Wordle app's summary, counted by hand: its text reaches the command
        summary = app_message(discord_stub, CHANNEL, summary_text(3, ["👑 3/6: <@71>"]))
        summary["mentions"] = [ALICE]
        await discord_stub.post_message(summary)
        iid, _ = await discord_stub.message_command(CHANNEL, BOB, "Count this result", summary)
        assert "alice" in shown_text(await answered(discord_stub, iid))
        assert any(a == 71 and s == "app" for (a, _), (_, s) in results(db).items())

        # /help and /import say what is off and how to turn it on
        assert "HUDDLE_MESSAGE_CONTENT=on" in shown_text(await slash(discord_stub, "help"))
        imported = await slash(discord_stub, "import", user(31, "admin"))
        assert "Import is off here" in shown_text(imported)
    finally:
        await bot.stop()
    log = bot.output()
    assert log.count("running without Discord's Message Content intent") == 1, log


async def test_a_gateway_refusing_the_intent_is_taken_up(discord_stub, tmp_path):
    discord_stub.content_refused = True
    bot = await BotProcess(discord_stub, tmp_path / "refused.sqlite3").start()
    try:
        await discord_stub.wait_for(lambda: len(discord_stub.identifies) == 2, timeout=60)
        asked, again = discord_stub.identifies
        assert int(asked["intents"]) & MESSAGE_CONTENT_INTENT
        assert not int(again["intents"]) & MESSAGE_CONTENT_INTENT
        await a_game_through_mentions_replies_and_message_commands(discord_stub)
    finally:
        await bot.stop()
    log = bot.output()
    assert "Discord refused the Message Content intent (close code 4014)" in log, log
    assert "running without Discord's Message Content intent" in log


async def test_with_the_intent_a_mention_is_a_paste_and_message_commands_work(
    discord_stub, tmp_path
):
    bot = await BotProcess(discord_stub, tmp_path / "on.sqlite3").start()
    try:
        await discord_stub.say(CHANNEL, ALICE, f"<@{BOT_ID}> CRANE 20020")
        (first,) = await discord_stub.wait_for(lambda: discord_stub.posts(CHANNEL))
        assert "1/6 played" in shown_text(first)
        sloth = discord_stub.new_id()
        target = discord_stub.message_payload(CHANNEL, BOB, "SLOTH 00001", sloth)
        iid, _ = await discord_stub.message_command(CHANNEL, BOB, "Add to the game", target)
        assert "2/6 played" in shown_text(await answered(discord_stub, iid))
    finally:
        await bot.stop()
    assert "reading messages with Discord's Message Content intent" in bot.output()
