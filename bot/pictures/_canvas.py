"""What every picture shares: its palettes, its font, its ink, and how a drawing becomes a
PNG.

Made for Discord's dark theme, which most players use: a dark background (Discord's own
embed grey, so a picture sits in the chat as a card does), light labels, and on every
tile or bar the ink (near-black or white) with the higher contrast, never under WCAG's
4.5:1 for text (``ink_on``; tests/bot/pictures check every colour a picture fills).
Pillow draws; the font is DejaVu Sans Bold, shipped cut down to the letters the pictures
draw (bot/pictures/fonts: Pillow's own font is thin and has no accented letters, and
Termo's ÓTIMO or the German GRÖẞE must read on a tile); a picture is a PNG of flat
colours, crisp and a few KB.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]

BACKGROUND: Colour = (43, 45, 49)  # Discord's dark embed grey
INK: Colour = (242, 243, 245)  # labels on the background
QUIET_INK: Colour = (181, 186, 193)  # notes and axes on the background
DARK_INK: Colour = (18, 18, 19)  # letters on a light tile or bar
LIGHT_INK: Colour = (255, 255, 255)  # letters on a dark one
MUTED: Colour = (78, 80, 88)  # a bar nobody can be proud of
ABSENT: Colour = (58, 58, 60)  # a grey tile, as the game's dark theme draws it
EMPTY: Colour = (86, 87, 88)  # an empty tile's border
LEAST_CONTRAST = 4.5  # WCAG's for text


def luminance(colour: Colour) -> float:
    """WCAG's relative luminance of an sRGB colour."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = map(linear, colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ink_on(fill: Colour) -> Colour:
    """The ink for text on ``fill``: near-black or white, whichever reads better."""
    return max((DARK_INK, LIGHT_INK), key=lambda ink: contrast(ink, fill))


@dataclass(frozen=True)
class Palette:
    """The game's colours for a correct and a present letter, and an absent one."""

    name: str
    correct: Colour
    present: Colour
    absent: Colour = ABSENT

    def of(self, mark: int) -> Colour:
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
def tile_image(letter: str, colour: Colour, side: int) -> Image.Image:
    """One lettered tile, drawn once per letter, colour and size and pasted wherever it
    appears: a Sedecordle's boards hold over a thousand tiles."""
    image = Image.new("RGB", (side, side), colour)
    ImageDraw.Draw(image).text(
        (side / 2, side / 2), letter, fill=ink_on(colour), font=font(side * 11 // 20), anchor="mm"
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
    fill: Colour,
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
