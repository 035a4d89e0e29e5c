"""/settings through the real client: an admin scopes the bot to one channel and picks the
reply style, and a paste elsewhere gets nothing (who may use /settings is Discord's gate,
checked in the synced tree: test_operations)."""

from __future__ import annotations

import asyncio

from tests.e2e.fake_discord import EPHEMERAL, shown_text, user

ADMIN, MEMBER = user(31, "admin"), user(32, "member")
LISTENED, OTHER = 1201, 1202
MESSAGE = 4


async def settings(discord_stub, who: dict, permissions: int | None = None, **options) -> dict:
    extra = {} if permissions is None else {"permissions": permissions}
    iid, _ = await discord_stub.slash(LISTENED, who, "settings", **extra, **options)
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    return callback


async def test_an_admin_scopes_the_bot_and_picks_how_it_replies(bot, discord_stub):
    callback = await settings(discord_stub, ADMIN, listen=f"<#{LISTENED}>", replies="reactions")
    assert callback["type"] == MESSAGE and callback["data"]["flags"] & EPHEMERAL
    assert f"I listen in <#{LISTENED}>." in shown_text(callback["data"])

    await discord_stub.say(OTHER, MEMBER, "CRANE=c.a.e")  # not listened in: silence
    await discord_stub.say(LISTENED, MEMBER, "CRANE=c.a.e")
    await discord_stub.wait_for(lambda: discord_stub.reactions())
    await asyncio.sleep(0.5)
    assert discord_stub.posts(OTHER) == [] and discord_stub.posts(LISTENED) == []
    assert "✅" in discord_stub.reactions()[-1]  # on the paste, and nothing posted

    await settings(discord_stub, ADMIN, replies="compact")
    await discord_stub.say(LISTENED, MEMBER, "SLOTH=.l...")
    (post,) = await discord_stub.wait_for(lambda: discord_stub.posts(LISTENED))
    (embed,) = post["embeds"]
    assert "title" not in embed and embed["description"].startswith("2/6 played · ")
    assert post["components"]  # the buttons still come with it
