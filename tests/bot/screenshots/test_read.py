"""Screenshots read back: boards drawn in faces the letter model never saw, both themes,
the high-contrast palette, a phone's and a desktop's page, cropped or whole, 0.5-3x,
PNG and JPEG 60-95 (bot/bench/boards_drawn.py), read with at least 97 % of rows exactly
right and sure, every colour right, and no wrong letter passed off as sure.  Hostile files get
their one problem and cost a bounded read."""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from bot.bench.boards_drawn import Drawn, boards
from bot.screenshots import as_paste, as_read, checked, read_screenshot, sure
from bot.screenshots._colours import NEAR, NONE, centres, colour_table, nearest_fill
from bot.screenshots._read import MAX_BYTES, ReadRow, Screenshot

ANSWERS = Path("solver/data/answers.txt").read_text().split()


@pytest.fixture(scope="module")
def is_word(solver):
    return solver.is_known


_READ: dict[int, tuple[Iterator[Drawn], list[tuple[Drawn, Screenshot]]]] = {}


def drawn_and_read(count: int, seed: int) -> list[tuple[Drawn, Screenshot]]:
    """The first ``count`` boards of ``seed`` and their readings, each board drawn and
    read once a process: a board is the same for the same seed and place whatever the
    count (bot/bench/boards_drawn.py), so the read-back test and the palette test share
    the boards they both read, and whichever comes second reads none of them again.  Its
    PNGs are saved at zlib's fastest level: what is read is their pixels, the same at any
    level."""
    made, read = _READ.setdefault(seed, (boards(1 << 30, ANSWERS, seed, png_level=1), []))
    while len(read) < count:
        drawn = next(made)
        read.append((drawn, read_screenshot(drawn.data)))
    return read[:count]


def read_back(count: int, seed: int, is_word) -> tuple[int, int, int, list[str]]:
    """(rows, rows exactly right, rows with every colour right, wrong rows passed as sure)."""
    rows = exact = coloured = 0
    passed_off = []
    for drawn, read in drawn_and_read(count, seed):
        shot = checked(read, is_word)
        rows += len(drawn.rows)
        if len(shot.rows) != len(drawn.rows):
            passed_off.append(f"{drawn.how}: {len(shot.rows)} of {len(drawn.rows)} rows")
            continue
        for (word, colours), row in zip(drawn.rows, shot.rows, strict=True):
            coloured += row.colours == colours
            exact += row.colours == colours and row.letters == word.upper() and not row.unsure
            if row.letters != word.upper() and not row.unsure:
                passed_off.append(f"{drawn.how}: {word.upper()} read as {row.letters}")
    return rows, exact, coloured, passed_off


@pytest.mark.parametrize("seed", [101, 102])
def test_drawn_boards_are_read_back(seed, is_word):
    rows, exact, coloured, passed_off = read_back(50, seed, is_word)
    assert coloured == rows, passed_off
    assert exact >= 0.94 * rows, passed_off  # a sample: the goal, 97 %, is the slow test's
    assert passed_off == []


@pytest.mark.slow
def test_three_hundred_and_twenty_drawn_boards_are_read_back(is_word):
    rows, exact, coloured, passed_off = read_back(320, 7, is_word)
    assert coloured == rows and exact >= 0.97 * rows and passed_off == [], passed_off


def test_a_reading_becomes_a_paste_only_when_every_letter_is_sure():
    shot = Screenshot((ReadRow((2, 0, 0, 1, 0), "CRANE"), ReadRow((0, 0, 0, 0, 2), "SLOTH")))
    assert sure(shot) and as_paste(shot) == "CRANE 20010\nSLOTH 00002"
    doubtful = ReadRow((2, 0, 0, 1, 0), "CRANE", unsure=(1,))
    assert not sure(Screenshot((doubtful,)))
    assert as_read(doubtful) == "🟩⬛⬛🟨⬛ `C?ANE`"
    assert as_read(ReadRow((0, 1, 2, 0, 0), None)) == "⬛🟨🟩⬛⬛"


def test_the_colour_table_keeps_a_byte_a_colour_and_its_distances_are_the_tables():
    meanings = colour_table()
    near = nearest_fill(centres(np.arange(meanings.size))) <= NEAR
    assert meanings.dtype == np.int8 and ((meanings != NONE) == near).all()


def test_high_contrast_is_told_apart():
    """Over the read-back test's first boards (a dozen of the thirty high-contrast)."""
    for drawn, shot in drawn_and_read(30, 101):
        assert shot.palette == ("high-contrast" if "high-contrast" in drawn.how else "standard")


def _png(width: int, height: int) -> bytes:
    """A PNG whose header claims this size, its pixels not there (a bomb's claim)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    ihdr = struct.pack(">I", len(header)) + chunk + struct.pack(">I", zlib.crc32(chunk))
    end = struct.pack(">I", 0) + b"IEND" + struct.pack(">I", zlib.crc32(b"IEND"))
    return b"\x89PNG\r\n\x1a\n" + ihdr + end


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"not a picture at all", "unreadable"),
        (_png(60_000, 60_000), "huge"),
        (b"\x00" * (MAX_BYTES + 1), "oversize"),
        (boards(1, ANSWERS, 1).__next__().data[:300], "unreadable"),  # cut short
    ],
)
def test_a_hostile_file_gets_its_one_problem(data, problem):
    assert read_screenshot(data).problem == problem


def test_a_picture_without_a_board_has_none():
    noise = Image.effect_noise((300, 200), 60).convert("RGB")
    out = io.BytesIO()
    noise.save(out, "PNG")
    assert read_screenshot(out.getvalue()).problem == "boardless"
