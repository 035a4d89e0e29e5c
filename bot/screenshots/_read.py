"""A screenshot to rows: opened with care (the formats a screenshot comes in, and the
memory its pixels take checked from its header before anything is decoded), brought to a
working size, its tiles found (read again from the picture's own pixels where they are
small) and each read for its colour and its letter; all within a budget of time, checked
as it goes."""

from __future__ import annotations

import contextlib
import io
import threading
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

import numpy as np
from PIL import Image, UnidentifiedImageError

from bot.domain import MAX_UPLOAD_BYTES
from bot.screenshots._colours import NONE, classify
from bot.screenshots._grid import Board, Tile, boards, tiles, unfound_rows
from bot.screenshots._letters import SURE, Options, read_letter
from solver import MAX_LENGTH, MIN_LENGTH, ROWS

MAX_BYTES = MAX_UPLOAD_BYTES  # a picture bigger than this is not read at all
FORMATS = ("PNG", "JPEG", "WEBP", "GIF")  # what screenshots come as; a GIF's first frame
MAX_DECODED = 64 * 2**20  # bytes a picture's pixels may take decoded (a 5K screenshot)
LARGE = 16 * 2**20  # a picture decoded larger than this (a 4K one) is read one at a time
_ONE_LARGE = threading.Lock()
WORKING_AREA = 1100 * 1100  # a picture's pixels are brought down to about this many
CLOSE_UP = 36  # tiles smaller than this (pixels) are read again from the picture's own
MAX_TILES = 4 * ROWS * MAX_LENGTH  # more tiles than this is no Wordle board
BUDGET = 1.0  # seconds of work (its thread's CPU) one picture may take: a backstop
INNER = 0.14  # a tile's border, left out when its letter is read
ENLARGED = 64  # pixels: a smaller tile is enlarged to this before its letter is cut out


@dataclass(frozen=True)
class ReadRow:
    colours: tuple[int, ...]  # 2 correct, 1 present, 0 absent, left to right
    letters: str | None  # None where a letter could not be read
    unsure: tuple[int, ...] = ()  # the positions of letters read but not surely
    options: tuple[Options, ...] = field(default=(), compare=False, repr=False)
    word: str | None = None  # a word the letters in doubt may spell, to offer the player


@dataclass(frozen=True)
class Screenshot:
    rows: tuple[ReadRow, ...] = ()
    # why nothing was read: unreadable, oversize (bytes), huge (pixels), slow, boardless,
    # grid (tiles that are no Wordle board), boards (more than one)
    problem: str | None = None
    palette: str = "standard"  # or "high-contrast"
    tiles: list[Tile] = field(default_factory=list, compare=False, repr=False)
    unfound: int = 0  # rows the board shows that could not be read

    def to_json(self) -> dict:
        return {
            "problem": self.problem,
            "palette": self.palette,
            "unfound rows": self.unfound,
            "rows": [
                {
                    "letters": r.letters,
                    "colours": "".join(map(str, r.colours)),
                    "unsure": list(r.unsure),
                    **({"word?": r.word} if r.word else {}),
                }
                for r in self.rows
            ],
        }


class TooSlow(Exception):
    """A picture's reading ran past its budget."""


@dataclass(frozen=True)
class Deadline:
    """A budget of work, counted in the reading thread's CPU time: a busy machine makes a
    reading later, not costlier, and the reading is the same whatever else runs."""

    at: float

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(time.thread_time() + seconds)

    def check(self) -> None:
        if time.thread_time() > self.at:
            raise TooSlow


def read_screenshot(data: bytes, budget: float = BUDGET) -> Screenshot:
    """The board in a picture, row by row; or the problem that stopped it."""
    try:
        return read_in(data, Deadline.after(budget))
    except TooSlow:
        return Screenshot(problem="slow")


def read_in(data: bytes, deadline: Deadline) -> Screenshot:
    """``read_screenshot`` by a deadline (``TooSlow`` past it).  A large picture is
    decoded and read one at a time (``LARGE``): two of them at once would hold twice the
    memory."""
    opened = _header(data)
    if isinstance(opened, str):
        return Screenshot(problem=opened)
    with _ONE_LARGE if _decoded_bytes(opened) > LARGE else contextlib.nullcontext():
        picture = _guarded(lambda: _rgb(opened))
        if isinstance(picture, str):
            return Screenshot(problem=picture)
        deadline.check()
        return _board_in(picture, deadline)


def _board_in(picture: Image.Image, deadline: Deadline) -> Screenshot:
    """The board in a decoded picture, row by row; or why there is none."""
    pixels, meaning, found = _seen(_scaled(picture, WORKING_AREA), deadline)
    if found and picture.width * picture.height > WORKING_AREA:
        side = float(np.median([t.side for t in found]))
        if side < CLOSE_UP:
            pixels, meaning, found = _seen(_close_up(picture, pixels.shape, found), deadline)
    if len(found) > MAX_TILES:
        return Screenshot(problem="grid")
    found_boards = [b for b in boards(found) if len(b[0]) >= MIN_LENGTH]
    if not found_boards:
        return Screenshot(problem="boardless")
    problem = _not_one_board(found_boards)
    if problem is not None:
        return Screenshot(problem=problem)
    board = found_boards[0]
    unfound = unfound_rows(board, found, meaning, ROWS)
    read = []
    for line in board:
        deadline.check()
        read.append(_row(line, pixels, meaning))
    orange = _high_contrast(pixels, board)
    palette = "high-contrast" if orange else "standard"
    return Screenshot(tuple(read), palette=palette, tiles=found, unfound=unfound)


def _not_one_board(found: list[Board]) -> str | None:
    """Why the tiles are not one Wordle board: rows longer than any word, more rows than
    a game has, or another board of rows as long beside it (two players' boards, a
    Quordle; a row of keys of another length is no board)."""
    board = found[0]
    if len(board[0]) > MAX_LENGTH:
        return "grid"
    if len(board) > ROWS or any(len(other[0]) == len(board[0]) for other in found[1:]):
        return "boards"
    return None


def _seen(picture: Image.Image, deadline: Deadline) -> tuple[np.ndarray, np.ndarray, list[Tile]]:
    """A picture's pixels, what each means (``classify``) and the tiles they make."""
    pixels = np.asarray(picture, dtype=np.uint8)
    meaning = classify(pixels)
    deadline.check()
    found = tiles(meaning)
    deadline.check()
    return pixels, meaning, found


def _close_up(picture: Image.Image, working: tuple[int, ...], found: list[Tile]) -> Image.Image:
    """The board's part of the picture, from its own pixels: small tiles read at the
    working size lose their letters (a desktop screenshot of a small window)."""
    scale = picture.height / working[0]
    side = max(t.side for t in found)
    top = min(t.top for t in found) - side
    left = min(t.left for t in found) - side
    bottom = max(t.top for t in found) + 2 * side
    right = max(t.left for t in found) + 2 * side
    box = (
        max(0, round(left * scale)),
        max(0, round(top * scale)),
        min(picture.width, round(right * scale)),
        min(picture.height, round(bottom * scale)),
    )
    return _scaled(picture.crop(box), WORKING_AREA)


def _scaled(picture: Image.Image, area: int) -> Image.Image:
    """The picture brought down to about ``area`` pixels (never up)."""
    width, height = picture.size
    scale = min(1.0, (area / (width * height)) ** 0.5)
    wanted = (max(1, round(width * scale)), max(1, round(height * scale)))
    return picture if wanted == picture.size else picture.resize(wanted, Image.Resampling.BOX)


def _opened(data: bytes) -> Image.Image | str:
    """The picture as RGB, or why not (a problem's name)."""
    opened = _header(data)
    return opened if isinstance(opened, str) else _guarded(lambda: _rgb(opened))


def _header(data: bytes) -> Image.Image | str:
    """The picture opened, its header read and nothing decoded; or why not.  Only the
    formats screenshots come in are opened (no EPS, no icon holding a huge PNG), and a
    picture whose pixels would take more than ``MAX_DECODED`` is refused from its header."""
    if len(data) > MAX_BYTES:
        return "oversize"

    def opened() -> Image.Image | str:
        picture = Image.open(io.BytesIO(data), formats=FORMATS)
        width, height = picture.size
        scale = min(1.0, (WORKING_AREA / max(1, width * height)) ** 0.5)
        wanted = (max(1, round(width * scale)), max(1, round(height * scale)))
        picture.draft("RGB", wanted)  # a JPEG decodes straight to about this size
        return "huge" if _decoded_bytes(picture) > MAX_DECODED else picture

    return _guarded(opened)


def _rgb(opened: Image.Image) -> Image.Image:
    """The picture decoded, as RGB (its first frame)."""
    opened.load()
    return opened if opened.mode == "RGB" else opened.convert("RGB")


T = TypeVar("T")


def _guarded(call: Callable[[], T]) -> T | str:
    """``call()``, Pillow's errors on a hostile file turned into a problem's name."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            return call()
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        return "huge"
    except UnidentifiedImageError:
        return "unreadable"
    except (OSError, ValueError, SyntaxError, EOFError):  # truncated, corrupt: Pillow's own
        return "unreadable"


def _decoded_bytes(opened: Image.Image) -> int:
    """What the picture's pixels take once decoded, from its header: Pillow keeps one
    byte a pixel for one band of eight bits, four for anything wider (RGB included)."""
    width, height = opened.size
    per_pixel = 1 if opened.mode in ("1", "L", "P") else 2 if opened.mode.startswith("I;16") else 4
    return width * height * per_pixel


def _row(line: list[Tile], pixels: np.ndarray, meaning: np.ndarray) -> ReadRow:
    """A row's colours and, where every tile has one, its likeliest letters (which of
    them are sure is the words' to say: ``_words.checked``)."""
    colours, options = [], []
    for tile in line:
        inside = meaning[tile.box]
        counts = np.bincount(inside[inside != NONE], minlength=3)
        colours.append(int(np.argmax(counts)))
        glyph = _glyph(tile, pixels, inside)
        options.append(read_letter(glyph, max(glyph.shape)))
    if not all(options):
        return ReadRow(tuple(colours), None)
    letters = "".join(o[0][0] for o in options)
    unsure = tuple(n for n, o in enumerate(options) if o[0][1] < SURE)
    return ReadRow(tuple(colours), letters, unsure, tuple(options))


def _glyph(tile: Tile, pixels: np.ndarray, inside: np.ndarray) -> np.ndarray:
    """The tile's letter as a mask, inside its border: the pixels brighter than halfway
    from its fill to white (the game's white letters), or, where there are more of them,
    darker than halfway to black (dark letters on a light fill, as some boards draw).  A
    small tile is first enlarged smoothly: cut at halfway, a thin stroke a pixel or two
    wide breaks (an O becomes a C)."""
    area = pixels[tile.box].astype(np.float32)
    lum = area @ np.array([0.2126, 0.7152, 0.0722], dtype=np.float32)
    fill = float(np.median(lum[inside != NONE])) if (inside != NONE).any() else 0.0
    if max(lum.shape) < ENLARGED:
        scale = ENLARGED / max(lum.shape)
        size = (round(lum.shape[1] * scale), round(lum.shape[0] * scale))
        lum = np.asarray(Image.fromarray(lum, mode="F").resize(size, Image.Resampling.BICUBIC))
    margin = max(1, round(INNER * max(lum.shape)))
    inner = np.zeros(lum.shape, dtype=bool)
    inner[margin:-margin, margin:-margin] = True
    light = inner & (lum > (fill + 255.0) / 2)
    dark = inner & (lum < fill / 2)
    return dark if dark.sum() > light.sum() else light


def _high_contrast(pixels: np.ndarray, board: list[list[Tile]]) -> bool:
    """Whether the board is drawn in orange and blue (the high-contrast palette)."""
    for line in board:
        for tile in line:
            r, g, b = pixels[tile.box].reshape(-1, 3).mean(axis=0)
            if r > g + 60 or b > r + 60:  # orange, or blue
                return True
    return False
