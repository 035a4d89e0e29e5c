"""A screenshot through the service: posted in a game channel its rows join the game as
a paste would, the reply saying what was read; a picture with no board is silent there
but answered when asked for (Add to the game); /solve reads one too."""

from __future__ import annotations

from bot.bench.boards_drawn import Look, fonts, page_png
from bot.domain import Asker, Incoming, Upload
from bot.service import Huddle
from solver import score
from tests.bot.chat import ALICE

ROWS = tuple((w, tuple(score(w, "chunk"))) for w in ("crane", "sloth"))
LOOK = Look("dark", "standard", fonts()[0], phone=True, scale=2.0)
CHANNEL = 5050


def posted(text: str = "") -> Incoming:
    return Incoming(CHANNEL, 1, 9001, ALICE, text)


async def test_a_screenshot_in_a_channel_joins_its_game(store, solver):
    huddle = Huddle(store, solver)
    reply = await huddle.on_screenshot(posted(), page_png(ROWS, LOOK))
    assert reply is not None and reply.title.startswith("2/6 played")
    assert reply.lines[-1] == "Read from your screenshot: `CRANE 20020` · `SLOTH 00001`"
    assert "**CRANE** — alice" in "\n".join(reply.lines)


async def test_a_picture_without_a_board_is_silent_unless_asked(store, solver):
    import io

    from PIL import Image

    out = io.BytesIO()
    Image.effect_noise((200, 200), 50).convert("RGB").save(out, "PNG")
    huddle = Huddle(store, solver)
    assert await huddle.on_screenshot(posted(), out.getvalue()) is None
    asked = await huddle.on_screenshot(posted(), out.getvalue(), asked=True)
    assert asked is not None and asked.title == "No board read" and asked.ephemeral
    too_big = await huddle.on_screenshot(posted(), None, asked=True)
    assert too_big is not None and "too big" in too_big.lines[0]


async def test_solve_reads_a_screenshot(store, solver):
    huddle = Huddle(store, solver)
    shot = page_png(ROWS, LOOK)
    at = Asker(CHANNEL, 1, ALICE, 9002)
    reply = await huddle.answer("solve", at, {"screenshot": Upload("board.png", shot, len(shot))})
    assert "||**CHUNK**|| is the likely answer left" in "\n".join(reply.lines)
    assert reply.lines[-1].startswith("Read from your screenshot:")
