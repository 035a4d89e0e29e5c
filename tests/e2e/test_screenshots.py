"""A screenshot posted in a game channel against the loopback Discord: the bot fetches
the attachment from its URL, reads the board and answers as a paste of those rows would;
a picture with no board gets no reply; "Add to the game" on one answers even so."""

from __future__ import annotations

import asyncio
import io

from PIL import Image

from bot.bench.boards_drawn import Look, fonts, page_png
from solver import score
from tests.e2e.fake_discord import EPHEMERAL, shown_text, user

ALICE = user(91, "alice")
CHANNEL = 1201
MESSAGE = 4


def with_picture(stub, data: bytes, name: str = "board.png") -> dict:
    """Alice's message with one picture attached, served at its URL as Discord's CDN."""
    payload = stub.message_payload(CHANNEL, ALICE, "", stub.new_id())
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
    (reply,) = await discord_stub.wait_for(lambda: discord_stub.posts(CHANNEL))
    text = shown_text(reply)
    assert "2/6 played" in text and "**CRANE** — alice" in text
    assert "Read from your screenshot: `CRANE 20020` · `SLOTH 00001`" in text

    noise = io.BytesIO()
    Image.effect_noise((120, 80), 40).convert("RGB").save(noise, "PNG")
    meme = with_picture(discord_stub, noise.getvalue(), "cat.png")
    await discord_stub.post_message(meme)
    await asyncio.sleep(1)
    assert len(discord_stub.posts(CHANNEL)) == 1  # not a board: no reply

    iid, _ = await discord_stub.message_command(CHANNEL, ALICE, "Add to the game", meme)
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    assert callback["type"] == MESSAGE and callback["data"]["flags"] & EPHEMERAL
    assert "No board read" in shown_text(callback["data"])
