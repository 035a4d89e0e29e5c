"""What every picture shares: its palettes, its font, and how a drawing becomes a PNG.

Pillow draws; the font is DejaVu Sans Bold, shipped cut down to the letters the
pictures draw (bot/pictures/fonts: Pillow's own font has no accented letters, and Termo's
ÓTIMO or the German GRÖẞE must read on a tile); a picture is a PNG of flat colours, crisp
and a few KB.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

BACKGROUND = (255, 255, 255)
INK = (26, 26, 27)  # letters and labels on the background
LIGHT_INK = (255, 255, 255)  # letters on a coloured tile or bar
MUTED = (120, 124, 126)  # a grey tile, a bar nobody can be proud of


@dataclass(frozen=True)
class Palette:
    """The game's colours for a correct and a present letter, and an absent one."""

    name: str
    correct: tuple[int, int, int]
    present: tuple[int, int, int]
    absent: tuple[int, int, int] = MUTED

    def of(self, mark: int) -> tuple[int, int, int]:
        """A tile's colour for its feedback digit (2 green, 1 yellow, 0 grey)."""
        return (self.absent, self.present, self.correct)[mark]


# the NYT's own colours, and its high-contrast option (a per-user choice)
STANDARD = Palette("standard", correct=(106, 170, 100), present=(201, 180, 88))
HIGH_CONTRAST = Palette("high contrast", correct=(245, 121, 58), present=(133, 192, 249))


async def palette_for(
    viewer: int | None, high_contrast: Callable[[int], Awaitable[bool]]
) -> Palette:
    """The colours a player chose for their pictures (``/colours``), asked of the store."""
    return HIGH_CONTRAST if viewer is not None and await high_contrast(viewer) else STANDARD


@dataclass(frozen=True)
class Picture:
    """A PNG to attach, its file name (``SPOILER_`` first hides it behind a click, as
    Discord does for any file so named) and the description screen readers read."""

    data: bytes
    filename: str
    description: str


FONT = Path(__file__).with_name("fonts") / "DejaVuSans-Bold.ttf"


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(FONT, size)


@cache
def tile_image(letter: str, colour: tuple[int, int, int], side: int) -> Image.Image:
    """One lettered tile, drawn once per letter, colour and size and pasted wherever it
    appears: a Sedecordle's boards hold over a thousand tiles."""
    image = Image.new("RGB", (side, side), colour)
    ImageDraw.Draw(image).text(
        (side / 2, side / 2), letter, fill=LIGHT_INK, font=font(side // 2), anchor="mm"
    )
    return image


def canvas(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (width, height), BACKGROUND)
    return image, ImageDraw.Draw(image)


def centred(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    text: str,
    size: int,
    fill: tuple[int, int, int],
) -> None:
    """``text`` in the middle of ``box`` (left, top, right, bottom)."""
    left, top, right, bottom = box
    draw.text(
        ((left + right) / 2, (top + bottom) / 2), text, fill=fill, font=font(size), anchor="mm"
    )


def png(image: Image.Image, name: str, description: str, spoiler: bool) -> Picture:
    """The image as a PNG, exactly (a palette reduction would shift the tiles' colours).
    Flat colours compress well even at zlib's fastest level, and the encoding is most of
    a large picture's time."""
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=1)
    return Picture(out.getvalue(), f"{'SPOILER_' if spoiler else ''}{name}.png", description)
