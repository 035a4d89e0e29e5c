"""The hostile pictures ``python -m bot bench hostile`` sends: each built as an attacker
would (a row of 16 or 20 tiles, a grid of thousands, a PNG of 1 x 39,999,999 pixels in
150 KB, an icon holding a 9,000-pixel PNG, EPS, a cut-off file, a moving GIF of hundreds
of frames, a field of specks, the largest picture decoded, a 4K page), each sent through
the service as the cog sends a picture, timed; meanwhile the event loop's longest hold is
measured, and the peak of resident memory over the idle process while four of the
largest are read at once."""

from __future__ import annotations

import asyncio
import functools
import io
import struct
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

from PIL import Image, ImageDraw

from bot.bench.boards_drawn import Look, fonts, page_png
from solver import score

GREY, GREEN = (120, 124, 126), (106, 170, 100)


def _png(picture: Image.Image, format: str = "PNG", **options: object) -> bytes:
    out = io.BytesIO()
    picture.save(out, format, **options)
    return out.getvalue()


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


@functools.lru_cache(maxsize=4)  # the 9,000-pixel one is sent twice (alone, in an icon)
def empty_png(width: int, height: int) -> bytes:
    """A real PNG of ``width`` x ``height`` black pixels (a 1 x 39,999,999 one is 150 KB,
    never all in memory here).  Its pixels are one long run of zeros, which run-length
    matching alone (``Z_RLE``) squeezes as tightly as deflate's full search does.  Every
    stretch of rows is alike, so one is compressed, its blocks ended where they need
    nothing before them (a full flush), and those bytes repeated as the rows need: a
    stream any reader inflates to every row, made without squeezing hundreds of
    megabytes of zeros one by one."""
    row = b"\x00" * (1 + 3 * width)  # each row: its filter byte and its pixels
    per = max(1, min(height, (1 << 20) // len(row)))
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS, 9, zlib.Z_RLE)
    stretch = squeeze.compress(row * per) + squeeze.flush(zlib.Z_FULL_FLUSH)
    whole, rest = divmod(height, per)
    last = squeeze.compress(row * rest) + squeeze.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", _zlib_stream(stretch * whole + last, height * len(row)))
        + _chunk(b"IEND", b"")
    )


def _zlib_stream(deflated: bytes, zeros: int) -> bytes:
    """Raw deflate blocks of ``zeros`` zero bytes in zlib's wrapping: its header, then
    their Adler-32, whose sum of bytes stays 1 over zeros and whose sum of those sums
    counts them."""
    return b"\x78\xda" + deflated + struct.pack(">I", (zeros % 65521) << 16 | 1)


def icon_holding(png: bytes) -> bytes:
    """A Windows icon whose one entry is ``png`` (Pillow reads such an entry in full)."""
    entry = struct.pack("<BBBBHHII", 0, 0, 0, 0, 1, 32, len(png), 6 + 16)
    return struct.pack("<HHH", 0, 1, 1) + entry + png


def tile_grid(columns: int, rows: int, side: int, gap: int) -> bytes:
    """Grey tiles, each with a blot no letter model is sure of, ``columns`` x ``rows``."""
    size = (10 + columns * (side + gap), 10 + rows * (side + gap))
    picture = Image.new("RGB", size, "white")
    pen = ImageDraw.Draw(picture)
    for r in range(rows):
        for c in range(columns):
            x, y = 5 + c * (side + gap), 5 + r * (side + gap)
            pen.rectangle((x, y, x + side - 1, y + side - 1), fill=GREY)
            blot = side // 3
            pen.ellipse((x + blot, y + blot, x + 2 * blot + c % 3, y + 2 * blot), fill="white")
    return _png(picture)


def specks(side: int) -> bytes:
    """A field of one-tile-sized green squares and specks: many shapes to measure."""
    picture = Image.new("RGB", (side, side), "white")
    pen = ImageDraw.Draw(picture)
    for y in range(0, side, 7):
        for x in range(0, side, 7):
            pen.rectangle((x, y, x + 3 + (x * y) % 4, y + 3), fill=GREEN)
    return _png(picture)


def one_colour_frame(size: tuple[int, int], n: int) -> Image.Image:
    """Frame ``n`` of a moving GIF, all of one red: a palette picture of one colour, as
    the GIF holds it (an RGB frame would be quantized to that same palette first, at a
    cost the picture never shows)."""
    frame = Image.new("P", size, 0)
    frame.putpalette((n % 255, 0, 0))
    return frame


def moving(frames: int) -> bytes:
    """A GIF of ``frames`` frames, a board the first."""
    rows = tuple((w, tuple(score(w, "chunk"))) for w in ("crane", "sloth"))
    board = Image.open(io.BytesIO(page_png(rows, Look("dark", "standard", fonts()[0], True, 1.0))))
    first = board.convert("RGB")
    rest = [one_colour_frame(first.size, n) for n in range(1, frames)]
    return _png(first, "GIF", save_all=True, append_images=rest)


@functools.lru_cache(maxsize=1)  # sent whole, and cut short
def four_k_page() -> bytes:
    """A real 3840 x 2160 page, the board small in it (a desktop screenshot)."""
    rows = tuple((w, tuple(score(w, "chunk"))) for w in ("crane", "sloth", "pious"))
    page = Image.open(io.BytesIO(page_png(rows, Look("light", "standard", fonts()[0], False, 1.0))))
    desktop = Image.new("RGB", (3840, 2160), (230, 230, 235))
    desktop.paste(page, (2600, 900))
    for x in range(0, 3840, 64):  # a busy desktop: stripes, compressing worse
        ImageDraw.Draw(desktop).line((x, 0, x + 400, 700), fill=(x % 200, 90, 160), width=9)
    return _png(desktop)


def pictures() -> Iterator[tuple[str, Callable[[], bytes]]]:
    """Each hostile picture's name and how to build it."""
    yield "a row of 16 tiles", lambda: tile_grid(16, 1, 40, 4)
    yield "a row of 20 tiles", lambda: tile_grid(20, 1, 40, 4)
    yield "a grid of 60 x 60 tiles", lambda: tile_grid(60, 60, 14, 2)
    yield "a grid of 5 x 40 tiles", lambda: tile_grid(5, 40, 24, 3)
    yield "1 x 39,999,999 PNG", lambda: empty_png(1, 39_999_999)
    yield "9,000 x 9,000 PNG", lambda: empty_png(9000, 9000)
    yield "4,096 x 4,096 PNG, the most decoded", lambda: empty_png(4096, 4096)
    yield "icon holding a 9,000 x 9,000 PNG", lambda: icon_holding(empty_png(9000, 9000))
    yield "EPS", lambda: b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 9000 9000\nshowpage\n"
    yield "PNG cut short", lambda: four_k_page()[:40_000]
    yield "GIF of 120 frames", lambda: moving(120)
    yield "a field of specks", lambda: specks(1100)
    yield "3840 x 2160 desktop, a small board", four_k_page


# the worst four for memory: the largest picture decoded (64 MB), four times; each is
# answered "No board read", so what is measured is the pictures' cost alone
FOUR_AT_ONCE = ("4,096 x 4,096 PNG, the most decoded",) * 4


class LoopWatch:
    """The event loop's longest hold while it runs: a task that asks to wake every 5 ms
    and notes how late it woke."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _watch(self) -> None:
        while True:
            before = time.perf_counter()
            await asyncio.sleep(0.005)
            self.longest = max(self.longest, time.perf_counter() - before - 0.005)

    def __enter__(self) -> LoopWatch:
        self._task = asyncio.get_running_loop().create_task(self._watch())
        return self

    def __exit__(self, *_: object) -> None:
        if self._task is not None:
            self._task.cancel()


def peak_mb() -> float:
    """Resident memory's peak since it was last reset (``reset_peak``), from /proc."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def reset_peak() -> None:
    """Resident memory's peak set back to now (Linux: 5 to clear_refs)."""
    Path("/proc/self/clear_refs").write_text("5")
