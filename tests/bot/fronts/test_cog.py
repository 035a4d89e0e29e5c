"""The cog driven with real discord.py objects built from gateway payloads.

Only Discord's side is replaced: ``RecordingHTTP`` answers the REST calls the library
makes and records them, so the assertions are on what users would see.
"""

from __future__ import annotations

import io
import re

import discord
import pytest
from discord.http import HTTPClient, Route

from bot.commands import COMMANDS
from bot.fronts.console import Console
from bot.help_pages import synopsis
from bot.i18n import LANGUAGES
from bot.i18n._catalogs import COMMAND, catalog
from bot.ops.client import HuddleBot
from bot.ops.config import Config
from tests.e2e.fake_discord import message_payload as gateway_message

GUILD, CHANNEL, BOT_ID = 100, 200, 999
USER = {
    "id": "1",
    "username": "alice",
    "global_name": "Alice",
    "discriminator": "0",
    "avatar": None,
}


class RecordingHTTP(HTTPClient):
    def __init__(self, loop=None):
        super().__init__(loop=loop)
        self.calls: list[tuple[str, str, dict | None]] = []

    async def request(self, route: Route, *, files=None, form=None, **kwargs):
        self.calls.append((route.method, route.url, kwargs.get("json")))
        if route.path == "/oauth2/applications/@me":
            return {
                "id": str(BOT_ID),
                "name": "huddle",
                "icon": None,
                "description": "",
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": USER,
                "verify_key": "0",
                "flags": 0,
            }
        if route.path == "/users/@me":
            return {**USER, "id": str(BOT_ID), "username": "huddle", "bot": True}
        if route.path == "/gateway/bot":
            limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
            return {"url": "wss://gateway.invalid", "shards": 1, "session_start_limit": limit}
        if route.method == "POST" and route.path.endswith("/messages"):
            return message_payload(424242, "", author={**USER, "id": str(BOT_ID), "bot": True})
        return None

    def posted(self) -> list[dict]:
        return [
            body
            for method, url, body in self.calls
            if method == "POST" and url.endswith("/messages")
        ]


def message_payload(message_id: int, content: str, author=USER) -> dict:
    return gateway_message(message_id, CHANNEL, GUILD, author, content)


@pytest.fixture
async def bot(tmp_path, solver):
    config = Config(
        token=None, db_path=tmp_path / "cog.sqlite3", dev_guilds=(), log_level="INFO", spoilers=True
    )
    huddle_bot = HuddleBot(config, solver=solver)
    huddle_bot.http = RecordingHTTP()
    huddle_bot._connection.http = huddle_bot.http
    await huddle_bot.login("not-a-real-token")  # runs setup_hook: store, warm-up, the cog
    yield huddle_bot
    await huddle_bot.close()


def channel_of(bot) -> discord.TextChannel:
    state = bot._connection
    guild = discord.Guild(
        data={
            "id": str(GUILD),
            "name": "g",
            "roles": [],
            "emojis": [],
            "features": [],
            "channels": [],
        },
        state=state,
    )
    return discord.TextChannel(
        state=state,
        guild=guild,
        data={
            "id": str(CHANNEL),
            "type": 0,
            "name": "wordle",
            "position": 0,
            "guild_id": str(GUILD),
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
        },
    )


def message(bot, message_id: int, content: str, author=USER) -> discord.Message:
    return discord.Message(
        state=bot._connection,
        channel=channel_of(bot),
        data=message_payload(message_id, content, author),
    )


async def test_extension_is_loaded_with_intents_and_no_pings(bot):
    assert "Wordle" in bot.cogs
    assert bot.intents.message_content and bot.intents.guild_messages
    assert bot.allowed_mentions.to_dict() == {"parse": []}


async def test_help_names_every_game_the_bot_plays_and_every_share_it_counts(huddle):
    """The lists of games in /help come from the kinds themselves: a game /new offers is
    named where /help lists the several-board games, and every share /help says it counts
    is one the parser reads."""
    from solver.game.variants import SHARED_GAMES, VARIANTS

    playing = (await huddle.help.page("playing")).lines
    results = (await huddle.help.page("results")).lines
    several = next(line for line in playing if line.startswith("Several boards"))
    counted = next(line for line in results if line.startswith("Post your NYT"))
    for kind in VARIANTS.values():
        assert (kind.title in several) == (kind.boards > 1), kind.name
        if kind.boards > 1:  # the clones' shares are named by their titles
            assert (kind.title in counted) == (kind.name in SHARED_GAMES), kind.name
    assert "hello wordl's at 4 to 11 letters" in counted  # Wordle of other lengths
    for kind in (VARIANTS["termo"], VARIANTS["spanish"], VARIANTS["german"]):
        assert (kind.shared_as or kind.title) in counted, kind.name


async def test_slash_commands_console_and_help_come_from_one_list(bot, huddle):
    """The slash commands, the console's dispatcher and /help all agree with COMMANDS."""
    tree = {c.name: c for c in bot.tree.get_commands(type=discord.AppCommandType.chat_input)}
    assert set(tree) == {c.name for c in COMMANDS}
    menus = bot.tree.get_commands(type=discord.AppCommandType.message)  # right-click → Apps
    assert {m.name for m in menus} == {"Add to the game", "Count this result"}
    for menu in menus:  # each named in every language the replies speak
        for language in LANGUAGES:
            named = catalog(language).get(menu.name, context=COMMAND)
            assert named is not None and named.string, (menu.name, language)
    first = "\n".join((await huddle.help.page()).lines)
    for spec in COMMANDS:
        command = tree[spec.name]
        assert command.description == spec.description
        assert [p.name for p in command.parameters] == [o.name for o in spec.options]
        for option, param in zip(spec.options, command.parameters, strict=True):
            assert param.required == option.required
            assert param.description == (option.description or "…")  # discord.py's default
            assert tuple(c.value for c in param.choices) == option.choices
            assert (param.type == discord.AppCommandOptionType.integer) == option.number
        # every command in sight on /help's first page, and in full on its own
        assert spec.name == "help" or f"`/{spec.name}`" in first
        assert f"`{synopsis(spec)}`" in (await huddle.help.page(spec.name)).lines
        said = await console_says(huddle, spec.name)
        if any(o.required for o in spec.typed):
            assert said == f"(usage: {spec.usage(console=True)})"
        else:
            assert "usage" not in said and "unknown" not in said
        for n, option in enumerate(spec.typed):
            # the options before this one, filled in; then a wrong value for it
            before = " ".join(
                o.choices[0] if o.choices else "1" if o.number else "crane" for o in spec.typed[:n]
            )
            if option.number:
                assert await console_says(huddle, f"{spec.name} {before} many") == (
                    f"(/{spec.name} takes a whole number)"
                )
            if option.choices:
                assert "usage" in await console_says(huddle, f"{spec.name} {before} neither")
    assert await console_says(huddle, "nope") == "(unknown command /nope; try /help)"


async def console_says(huddle, command: str) -> str:
    out = io.StringIO()
    await Console(huddle, out).command(command)
    return out.getvalue().strip()


async def test_paste_gets_an_embed_reply_that_pings_no_one(bot):
    cog = bot.get_cog("Wordle")
    # a row with mentions around it, an aside: read, and its reply pings none of them
    await cog.on_message(message(bot, 5002, "@everyone CRANE 🟩⬛⬛🟨⬛ <@&55> <@1>"))
    (body,) = bot.http.posted()
    assert body["allowed_mentions"]["parse"] == []
    assert body["allowed_mentions"]["replied_user"] is False
    assert int(body["message_reference"]["message_id"]) == 5002
    assert "@everyone" not in str(body) and "<@" not in str(body)
    (embed,) = body["embeds"]
    assert embed["title"] == "1/6 played" and "**8** likely answers left" in embed["description"]


async def test_chat_bots_and_edits(bot):
    cog = bot.get_cog("Wordle")
    await cog.on_message(message(bot, 6001, "crane is a bird"))
    await cog.on_message(message(bot, 6002, "CRANE=C....", author={**USER, "id": "7", "bot": True}))
    assert bot.http.posted() == []
    await cog.on_message(message(bot, 6003, "CRANE=C...."))
    edited = message_payload(6003, "CRANE=C..n.")
    edit = discord.RawMessageUpdateEvent(data=edited, message=message(bot, 6003, "CRANE=C..n."))
    await cog.on_raw_message_edit(edit)
    session = await bot.huddle.games.store.current_session(CHANNEL)
    assert [(g.word, g.pattern) for g in session.guesses] == [("crane", (2, 0, 0, 1, 0))]
    await cog.on_raw_message_delete(
        discord.RawMessageDeleteEvent(
            {"id": "6003", "channel_id": str(CHANNEL), "guild_id": str(GUILD)}
        )
    )
    assert (await bot.huddle.games.store.current_session(CHANNEL)).guesses == ()


async def test_a_letterless_share_is_confirmed_in_one_line(bot):
    cog = bot.get_cog("Wordle")
    await cog.on_message(message(bot, 7001, "Wordle 1,234 2/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩"))
    (body,) = bot.http.posted()
    (embed,) = body["embeds"]
    assert embed["title"].endswith(" 2/6 · streak 1 · Wordle 1,234")
    assert "likely answers" not in embed.get("description", "")  # /deduce says that


@pytest.mark.parametrize(
    "name", ["x||", "[free](https://evil.example)", "<@1> **b** _i_ `c` # h > q ~~s~~"]
)
async def test_hostile_names_are_shown_as_typed_in_the_embed(bot, name):
    """A name cannot open a spoiler (and so show the candidates), become a link, ping or
    format anything in the bot's own reply: every markdown character in it is escaped."""
    cog = bot.get_cog("Wordle")
    author = {**USER, "id": "77", "global_name": name}
    await cog.on_message(message(bot, 8001, "CRANE 🟩⬛⬛🟨⬛", author=author))
    (body,) = bot.http.posted()
    (embed,) = body["embeds"]
    text = embed["description"]
    unescaped = re.compile(r"(?<!\\)([*_~`|<>\[\]()#@])")
    shown = text.split(" — ", 1)[1].split("\n", 1)[0]  # the row's author, as rendered
    assert not unescaped.search(shown), shown
    assert re.sub(r"\\(.)", r"\1", shown) == name  # the name as typed, once unescaped
    assert "https://" not in text
    candidates = text.rsplit("Candidates: ", 1)[1]
    assert candidates.startswith("||") and candidates.endswith("||")  # still hidden
    assert len(re.findall(r"(?<!\\)\|\|", text)) % 2 == 0


async def test_a_message_mentioning_the_bot_never_puts_its_text_in_the_log(bot, caplog):
    """No text commands: a message starting with the bot's mention (every paste where the
    bot runs without Message Content) is a paste or chat, never a command not found that
    logs an ERROR with the message in it."""
    import asyncio
    import logging

    caplog.set_level(logging.DEBUG)
    private = "my-secret-words" * 200  # one word: the command a prefix would look up
    texts = (f"<@{BOT_ID}> {private} CRANE=C..n.", f"<@!{BOT_ID}> {private}", f"<@{BOT_ID}>")
    for n, text in enumerate(texts):
        bot.dispatch("message", message(bot, 9001 + n, text))  # as the gateway's client does
        while pending := [
            t
            for t in asyncio.all_tasks()
            if t.get_name().startswith("discord.py") and t is not asyncio.current_task()
        ]:
            await asyncio.gather(*pending)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert "my-secret-words" not in caplog.text
