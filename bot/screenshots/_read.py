"""A screenshot to rows: opened with care (size, frames, pixels bounded before anything
is decoded), brought to a working size, its tiles found and each read for its colour and
its letter."""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass, field

import numpy as np
from PIL import Image, UnidentifiedImageError

from bot.domain import MAX_UPLOAD_BYTES
from bot.screenshots._colours import NONE, classify
from bot.screenshots._grid import Tile, rows, tiles
from bot.screenshots._letters import SURE, Options, read_letter

MAX_BYTES = MAX_UPLOAD_BYTES  # a picture bigger than this is not read at all
MAX_PIXELS = 40_000_000  # nor one of more pixels (a decompression bomb claims many)
WORKING_SIDE = 1100  # a picture's longer side is brought down to this before reading
INNER = 0.14  # a tile's border, left out when its letter is read


@dataclass(frozen=True)
class ReadRow:
    colours: tuple[int, ...]  # 2 correct, 1 present, 0 absent, left to right
    letters: str | None  # None where a letter could not be read
    unsure: tuple[int, ...] = ()  # the positions of letters read but not surely
    options: tuple[Options, ...] = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class Screenshot:
    rows: tuple[ReadRow, ...] = ()
    problem: str | None = None  # why nothing was read: unreadable, oversize, animated, boardless
    palette: str = "standard"  # or "high-contrast"
    tiles: list[Tile] = field(default_factory=list, compare=False, repr=False)

    def to_json(self) -> dict:
        return {
            "problem": self.problem,
            "palette": self.palette,
            "rows": [
                {
                    "letters": r.letters,
                    "colours": "".join(map(str, r.colours)),
                    "unsure": list(r.unsure),
                }
                for r in self.rows
            ],
        }


def read_screenshot(data: bytes) -> Screenshot:
    """The board in a picture, row by row; or the problem that stopped it."""
    picture = _opened(data)
    if isinstance(picture, str):
        return Screenshot(problem=picture)
    pixels = np.asarray(picture, dtype=np.uint8)
    meaning = classify(pixels)
    board = rows(tiles(meaning))
    if not board:
        return Screenshot(problem="boardless")
    read = tuple(_row(line, pixels, meaning) for line in board)
    orange = _high_contrast(pixels, board)
    return Screenshot(read, palette="high-contrast" if orange else "standard")


def _opened(data: bytes) -> Image.Image | str:
    """The picture as RGB at the working size, or why not (a problem's name)."""
    if len(data) > MAX_BYTES:
        return "oversize"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            opened = Image.open(io.BytesIO(data))
            width, height = opened.size
            if width * height > MAX_PIXELS:
                return "oversize"
            if getattr(opened, "n_frames", 1) > 1:
                return "animated"
            scale = min(1.0, WORKING_SIDE / max(width, height))
            wanted = (max(1, round(width * scale)), max(1, round(height * scale)))
            opened.draft("RGB", wanted)  # a JPEG decodes straight to about this size
            picture = opened.convert("RGB")
            if picture.size != wanted:
                picture = picture.resize(wanted, Image.Resampling.BOX)
            return picture
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        return "oversize"
    except UnidentifiedImageError:
        return "unreadable"
    except (OSError, ValueError, SyntaxError):  # truncated, corrupt: Pillow's own errors
        return "unreadable"


def _row(line: list[Tile], pixels: np.ndarray, meaning: np.ndarray) -> ReadRow:
    """A row's colours and, where every tile has one, its likeliest letters (which of
    them are sure is the words' to say: ``_words.checked``)."""
    colours, options = [], []
    for tile in line:
        inside = meaning[tile.box]
        counts = np.bincount(inside[inside != NONE], minlength=3)
        colours.append(int(np.argmax(counts)))
        options.append(read_letter(_glyph(tile, pixels, inside), tile.side))
    if not all(options):
        return ReadRow(tuple(colours), None)
    letters = "".join(o[0][0] for o in options)
    unsure = tuple(n for n, o in enumerate(options) if o[0][1] < SURE)
    return ReadRow(tuple(colours), letters, unsure, tuple(options))


def _glyph(tile: Tile, pixels: np.ndarray, inside: np.ndarray) -> np.ndarray:
    """The tile's letter as a mask: the pixels brighter than halfway from its fill to
    white, inside its border."""
    area = pixels[tile.box].astype(np.float32)
    lum = area @ np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)
    fill = float(np.median(lum[inside != NONE])) if (inside != NONE).any() else 0.0
    glyph = lum > (fill + 255.0) / 2
    margin = max(1, round(INNER * tile.side))
    glyph[:margin], glyph[-margin:], glyph[:, :margin], glyph[:, -margin:] = (
        False,
        False,
        False,
        False,
    )
    return glyph


def _high_contrast(pixels: np.ndarray, board: list[list[Tile]]) -> bool:
    """Whether the board is drawn in orange and blue (the high-contrast palette)."""
    for line in board:
        for tile in line:
            r, g, b = pixels[tile.box].reshape(-1, 3).mean(axis=0)
            if r > g + 60 or b > r + 60:  # orange, or blue
                return True
    return False
