"""Wordle boards drawn as the NYT's page and app show them, for reading screenshots back:
light and dark themes, the high-contrast palette, fonts other than the reader's own, a
phone's and a desktop's layout, cropped to the board or with the page around it (header,
empty rows, a typed row, the keyboard), scaled 0.5-3x, as PNG or JPEG of quality 60-95.
Each comes with the rows it shows, so a reading can be checked (tests/bot/screenshots,
``python -m bot bench images``)."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from solver import score

THEMES = {  # background, empty tile border, keyboard key, text, absent fill
    "light": ((255, 255, 255), (211, 214, 218), (211, 214, 218), (0, 0, 0), (120, 124, 126)),
    "dark": ((18, 18, 19), (58, 58, 60), (129, 131, 132), (255, 255, 255), (58, 58, 60)),
}
FILLS = {  # correct, present, by theme and palette
    ("light", "standard"): ((106, 170, 100), (201, 180, 88)),
    ("dark", "standard"): ((83, 141, 78), (181, 159, 59)),
    ("light", "high-contrast"): ((245, 121, 58), (133, 192, 249)),
    ("dark", "high-contrast"): ((245, 121, 58), (133, 192, 249)),
}
# faces the reader's letter model never saw (it was trained on others:
# scripts/train_letters.py), shipped beside this module (scripts/make_bench_fonts.py) so
# every machine draws the same boards: a bold sans, a condensed bold, a bold serif; and
# Pillow's own scalable face (Aileron, a regular weight)
FACES = tuple(
    str(Path(__file__).with_name("fonts") / name)
    for name in ("Roboto-Bold.ttf", "RobotoCondensed-Bold.ttf", "DejaVuSerif-Bold.ttf")
)
KEYS = ("QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM")
PNG_LEVEL = 6  # zlib's level a PNG is saved at: Pillow's own, as a screenshot would be


@dataclass(frozen=True)
class Drawn:
    data: bytes
    rows: tuple[tuple[str, tuple[int, ...]], ...]  # each row's word and colours
    how: str  # what was drawn, for a report: theme, palette, font, layout, scale …


def fonts() -> tuple[str, ...]:
    """The faces the boards are drawn in: the shipped ones, and Pillow's."""
    return (*FACES, "pillow")


def _font(name: str, size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    if name == "pillow":
        return ImageFont.load_default(size)
    return ImageFont.truetype(name, size)


def boards(
    count: int, words: list[str], seed: int = 0, png_level: int = PNG_LEVEL
) -> Iterator[Drawn]:
    """``count`` boards, each drawn a different way, the same for the same seed.
    ``png_level``: zlib's level for those saved as PNG (a screenshot's, by default; a
    test of what is read passes the fastest: the same pixels, saved sooner)."""
    rng = random.Random(seed)
    for n in range(count):
        answer = rng.choice(words)
        played = [rng.choice(words) for _ in range(rng.randint(1, 6))]
        rows: Rows = tuple((w, tuple(score(w, answer))) for w in played)
        yield draw(rows, rng, n, png_level)


Rows = tuple[tuple[str, tuple[int, ...]], ...]
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Look:
    """How one board is drawn."""

    theme: str  # light or dark
    palette: str  # standard or high-contrast
    face: str  # a font file, or "pillow"
    phone: bool  # a phone's narrow page, else a desktop's
    scale: float  # the screen's pixels per CSS pixel

    def px(self, css: float) -> int:
        return max(1, round(css * self.scale))

    @property
    def fills(self) -> dict[int, Colour]:
        correct, present = FILLS[(self.theme, self.palette)]
        return {2: correct, 1: present, 0: THEMES[self.theme][4]}


def draw(rows: Rows, rng: random.Random, n: int, png_level: int = PNG_LEVEL) -> Drawn:
    look = Look(
        rng.choice(("light", "dark")),
        "high-contrast" if rng.random() < 0.3 else "standard",
        fonts()[n % len(fonts())],
        rng.random() < 0.5,
        rng.choice((0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0)),
    )
    cropped, jpeg, quality = rng.random() < 0.4, rng.random() < 0.5, rng.randint(60, 95)
    picture = _page(rows, look, typed=rng.random() < 0.3 and len(rows) < 6)
    if cropped:
        picture = picture.crop(_board_box(picture.size, look, len(rows[0][0])))
    out = io.BytesIO()
    if jpeg:
        picture.save(out, "JPEG", quality=quality)
    else:
        picture.save(out, "PNG", compress_level=png_level)
    how = (
        f"{look.theme} {look.palette} {Path(look.face).stem} "
        f"{'phone' if look.phone else 'desktop'} x{look.scale} "
        f"{'board' if cropped else 'page'} {f'jpeg{quality}' if jpeg else 'png'}"
    )
    return Drawn(out.getvalue(), rows, how)


def page_png(rows: Rows, look: Look) -> bytes:
    """One board's whole page as a PNG (a screenshot a test or the console can post)."""
    out = io.BytesIO()
    _page(rows, look, typed=False).save(out, "PNG")
    return out.getvalue()


def _geometry(size: tuple[int, int], look: Look, length: int) -> tuple[int, int, int, int]:
    """The board's left, top, tile side and gap on a page of ``size``."""
    tile, gap = look.px(62), look.px(5)
    width = length * tile + (length - 1) * gap
    return (size[0] - width) // 2, look.px(70 if look.phone else 90), tile, gap


def _board_box(size: tuple[int, int], look: Look, length: int) -> tuple[int, int, int, int]:
    left, top, tile, gap = _geometry(size, look, length)
    margin, width = look.px(12), length * tile + (length - 1) * gap
    return left - margin, top - margin, left + width + margin, top + 6 * (tile + gap) + margin


def _page(rows: Rows, look: Look, typed: bool) -> Image.Image:
    """The page: a title, the board (played rows, perhaps a typed row, empty rows) and
    the keyboard."""
    background, border, key, ink, _ = THEMES[look.theme]
    wide, tall = (390, 760) if look.phone else (1000, 720)
    size = (look.px(wide), look.px(tall))
    picture = Image.new("RGB", size, background)
    pen = ImageDraw.Draw(picture)
    title = _font(look.face, look.px(28))
    pen.text((size[0] // 2, look.px(30)), "Wordle", fill=ink, font=title, anchor="mm")
    length = len(rows[0][0])
    left, top, tile, gap = _geometry(size, look, length)
    letters = _font(look.face, look.px(32))
    for r in range(6):
        for c in range(length):
            x, y = left + c * (tile + gap), top + r * (tile + gap)
            box, middle = (x, y, x + tile - 1, y + tile - 1), (x + tile / 2, y + tile / 2)
            if r < len(rows):
                word, colours = rows[r]
                pen.rectangle(box, fill=look.fills[colours[c]])
                pen.text(middle, word[c].upper(), fill=(255, 255, 255), font=letters, anchor="mm")
            elif r == len(rows) and typed:  # letters typed, not yet played
                pen.rectangle(box, outline=key, width=look.px(2))
                pen.text(middle, "ABCDEFGHIJK"[c], fill=ink, font=letters, anchor="mm")
            else:
                pen.rectangle(box, outline=border, width=look.px(2))
    _keyboard(pen, rows, look, size[0], top + 6 * (tile + gap) + look.px(20))
    return picture


def _keyboard(pen: ImageDraw.ImageDraw, rows: Rows, look: Look, page: int, top: int) -> None:
    """The on-screen keyboard, its keys coloured by what the rows showed."""
    _, _, key, ink, _ = THEMES[look.theme]
    best: dict[str, int] = {}
    for word, colours in rows:
        for letter, colour in zip(word.upper(), colours, strict=True):
            best[letter] = max(best.get(letter, -1), colour)
    # a phone's keys are narrower: ten of them and their gaps fit its 390-wide page
    width, height, gap = (
        look.px(33 if look.phone else 40),
        look.px(56),
        look.px(5 if look.phone else 6),
    )
    small = _font(look.face, look.px(18))
    for r, line in enumerate(KEYS):
        span = len(line) * width + (len(line) - 1) * gap
        x0, y = (page - span) // 2, top + r * (height + gap)
        for k, letter in enumerate(line):
            x = x0 + k * (width + gap)
            played = letter in best
            pen.rectangle(
                (x, y, x + width - 1, y + height - 1),
                fill=look.fills[best[letter]] if played else key,
            )
            pen.text(
                (x + width / 2, y + height / 2),
                letter,
                fill=(255, 255, 255) if played else ink,
                font=small,
                anchor="mm",
            )
