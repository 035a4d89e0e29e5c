"""A Brazilian server through the real client: the commands sync with their Portuguese
names, descriptions and game choices, /help comes back in Portuguese (the interaction's
guild locale), and so does a paste's reply with its buttons (the server's preferred
locale, as its GUILD_CREATE gave it)."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import BotProcess
from tests.e2e.fake_discord import shown_text, user

PLAYER = user(51, "jogadora")
GUILD, CHANNEL = 103, 1301


@pytest.fixture
async def brazilian_bot(discord_stub, tmp_path):
    discord_stub.locales[GUILD] = "pt-BR"
    process = await BotProcess(
        discord_stub, tmp_path / "pt.sqlite3", {"HUDDLE_DEV_GUILDS": str(GUILD)}
    ).start()
    yield process
    await process.stop()


async def test_a_brazilian_server_is_answered_in_portuguese(brazilian_bot, discord_stub):
    synced = await discord_stub.wait_for(
        lambda: [r.body for r in discord_stub.requests if r.method == "PUT" and r.body]
    )
    commands = {c["name"]: c for c in synced[-1]}
    assert commands["help"]["name_localizations"]["pt-BR"] == "ajuda"
    assert commands["help"]["description_localizations"]["pt-BR"] == "Como usar o wordle-huddle"
    assert commands["new"]["name_localizations"]["de"] == "neu"
    hint = {o["name"]: o for o in commands["hint"]["options"]}
    assert hint["count"]["description_localizations"]["es-ES"] == "Cuántas sugerencias (1-10)"
    assert hint["count"]["name_localizations"]["pt-BR"] == "quantidade"  # as /help names it
    games = {c["value"]: c for c in commands["new"]["options"][0]["choices"]}
    assert games["server"]["name"] == "This server's own list"
    assert games["server"]["name_localizations"]["pt-BR"] == "A lista própria deste servidor"

    iid, _ = await discord_stub.slash(CHANNEL, PLAYER, "help")
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    shown = shown_text(callback["data"])
    assert "Cole o que você jogou e eu digo o que resta e o que tentar a seguir:" in shown
    assert "Todos no canal jogam a mesma partida." in shown

    await discord_stub.say(CHANNEL, PLAYER, "CRANE 🟩⬛⬛🟨⬛")
    (post,) = await discord_stub.wait_for(lambda: discord_stub.posts(CHANNEL))
    reply = shown_text(post)
    assert reply.startswith("1/6 jogadas") and "respostas prováveis restantes" in reply
    buttons = [b["label"] for row in post["components"] for b in row["components"]]
    assert buttons == ["Dica", "Por que não…?", "Candidatas"]
