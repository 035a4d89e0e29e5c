"""Pictures cost bounded work and memory, and are never read wrong and sure: rows longer
than any word are refused before a letter is spelled, the spellings tried are bounded,
the words are checked in the worker thread with the reading, a picture's decoded size is
checked from its header, only the formats screenshots come in are opened; a letter the
words would change stays in doubt, rows not found are said, several boards are refused
in one line, and the project's own board picture is read."""

from __future__ import annotations

import io
import struct
import threading
import zlib
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from bot import replies
from bot.advisor import Advisor
from bot.bench.boards_drawn import Look, fonts, page_png
from bot.bench.hostile_pictures import icon_holding, tile_grid
from bot.domain import Reply
from bot.games._kinds import GameKinds
from bot.games._screens import Screens
from bot.i18n import speak
from bot.screenshots import ReadRow, Screenshot, checked, read_board, read_screenshot
from bot.screenshots._words import SPELLINGS
from solver import score

LOOK = Look("light", "standard", fonts()[0], phone=True, scale=1.0)
DARK = Look("dark", "standard", fonts()[0], phone=False, scale=1.0)
ROWS = tuple((w, tuple(score(w, "chunk"))) for w in ("crane", "sloth", "pious", "moist"))
GREY = (120, 124, 126)


def _png(picture: Image.Image) -> bytes:
    out = io.BytesIO()
    picture.save(out, "PNG")
    return out.getvalue()


def test_a_row_longer_than_any_word_is_refused_before_its_letters_are_spelled():
    assert read_screenshot(tile_grid(16, 1, 40, 4)).problem == "grid"
    assert read_screenshot(tile_grid(20, 1, 40, 4)).problem == "grid"


def test_the_spellings_tried_for_a_row_are_bounded():
    """Eleven tiles each in doubt between three letters: 3^11 spellings, SPELLINGS tried."""
    options = tuple((("O", 0.4), ("C", 0.35), ("Q", 0.25)) for _ in range(11))
    row = ReadRow((0,) * 11, "O" * 11, tuple(range(11)), options)
    tried = []

    def is_word(word: str) -> bool:
        tried.append(word)
        assert len(tried) <= 10 * SPELLINGS, "spellings are not bounded"
        return False

    (read,) = checked(Screenshot((row,)), is_word).rows
    assert read.unsure and len(tried) <= SPELLINGS
    assert tried[0] == "o" * 11  # the likeliest first


def test_a_letter_the_words_change_stays_in_doubt_and_the_word_is_offered():
    options = (
        (("C", 0.99),),
        (("P", 0.55), ("R", 0.40), ("B", 0.05)),
        (("A", 0.99),),
        (("N", 0.99),),
        (("E", 0.99),),
    )
    row = ReadRow((2, 0, 0, 1, 0), "CPANE", (1,), options)
    (offered,) = checked(Screenshot((row,)), lambda w: w == "crane").rows
    assert offered.unsure == (1,) and offered.word == "CRANE" and offered.letters == "CPANE"
    (none,) = checked(Screenshot((row,)), lambda w: False).rows
    assert none.unsure == (1,) and none.word is None
    # read as a word, the doubtful letter leading every other spelling: sure
    read_right = ReadRow(
        (2, 0, 0, 1, 0), "CRANE", (1,), (options[0], options[1][::-1], *options[2:])
    )
    (sure_row,) = checked(Screenshot((read_right,)), lambda w: w == "crane").rows
    assert sure_row.unsure == () and sure_row.word is None


def test_sterh_is_not_passed_as_stern():
    options = tuple((ch, 0.97) for ch in "STER")
    row = ReadRow(
        (0, 0, 2, 0, 0),
        "STERH",
        (4,),
        (*((o,) for o in options), (("H", 0.6), ("N", 0.3), ("M", 0.1))),
    )
    (read,) = checked(Screenshot((row,)), lambda w: w == "stern").rows
    assert read.letters == "STERH" and 4 in read.unsure and read.word == "STERN"


class _RecordingKinds(GameKinds):
    """The real games, noting the threads their words are looked up in."""

    def __init__(self, advisor: Advisor) -> None:
        super().__init__(advisor)
        self.threads: set[int] = set()

    def of_length(self, length: int):
        self.threads.add(threading.get_ident())
        return super().of_length(length)


async def test_the_words_are_checked_off_the_event_loop(solver):
    kinds = _RecordingKinds(Advisor(solver))
    read = await Screens(kinds).read(page_png(ROWS, LOOK))
    assert read == "\n".join(f"{w.upper()} {''.join(map(str, c))}" for w, c in ROWS)
    assert kinds.threads and threading.get_ident() not in kinds.threads


def test_a_reading_past_its_budget_gets_its_one_line(solver):
    shot = read_board(page_png(ROWS, LOOK), solver.is_known, budget=0.0)
    assert shot.problem == "slow" and shot.rows == ()
    speak("en")
    assert replies.screenshot_problem("slow").lines == [
        "That picture took too long to read: send a screenshot cropped to your board."
    ]


def _png_claiming(width: int, height: int, colour_type: int = 2) -> bytes:
    """A PNG whose header claims this size, its pixels not there (a bomb's claim)."""
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    chunk = b"IHDR" + header
    ihdr = struct.pack(">I", len(header)) + chunk + struct.pack(">I", zlib.crc32(chunk))
    body = zlib.compress(b"\x00" * 64)
    idat = struct.pack(">I", len(body)) + b"IDAT" + body
    idat += struct.pack(">I", zlib.crc32(b"IDAT" + body))
    end = struct.pack(">I", 0) + b"IEND" + struct.pack(">I", zlib.crc32(b"IEND"))
    return b"\x89PNG\r\n\x1a\n" + ihdr + idat + end


EPS = b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 600 400\nshowpage\n%%EOF\n"


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (_png_claiming(1, 39_999_999), "huge"),  # 40 M pixels, 160 MB decoded
        (_png_claiming(6000, 3000, colour_type=6), "huge"),  # RGBA: 72 MB
        (icon_holding(_png_claiming(9000, 9000)), "unreadable"),  # not a screenshot's format
        (icon_holding(Path("docs/pictures/board.png").read_bytes()), "unreadable"),
        (EPS, "unreadable"),
    ],
)
def test_a_picture_is_refused_from_its_header_before_decoding(data, problem):
    assert read_screenshot(data).problem == problem


def test_a_moving_picture_is_read_from_its_first_frame():
    first = Image.open(io.BytesIO(page_png(ROWS, DARK))).convert("RGB")
    frames = [first, Image.new("RGB", first.size, (200, 0, 0))]
    out = io.BytesIO()
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:])
    shot = read_screenshot(out.getvalue())
    assert shot.problem is None and len(shot.rows) == 4


def test_two_players_boards_side_by_side_are_refused_in_one_line():
    """As the Discord Wordle app shows two players: their boards side by side."""
    one = Image.open(io.BytesIO(page_png(ROWS, DARK)))
    other = Image.open(io.BytesIO(page_png(ROWS[:3], DARK)))
    both = Image.new("RGB", (one.width * 2, one.height), (18, 18, 19))
    both.paste(one.crop((300, 0, 700, one.height)), (0, 0))
    both.paste(other.crop((300, 0, 700, one.height)), (400, 0))
    assert read_screenshot(_png(both)).problem == "boards"


def test_the_projects_own_board_picture_is_read(solver):
    data = Path("docs/pictures/board.png").read_bytes()
    shot = read_board(data, solver.is_known)
    assert [(r.letters, r.colours, r.unsure) for r in shot.rows] == [
        ("CRANE", (0, 0, 0, 0, 0), ()),
        ("SLOTH", (1, 0, 1, 1, 0), ()),
        ("PIOUS", (0, 1, 1, 0, 1), ()),
        ("MOIST", (2, 2, 2, 2, 2), ()),
    ]


def _smudged(rows: int, row: int) -> bytes:
    """A board whose ``row`` is one smear of colour: there, but no tiles to be read."""
    picture = Image.open(io.BytesIO(page_png(ROWS[:rows], LOOK))).convert("RGB")
    pen = ImageDraw.Draw(picture)
    left, top, tile, gap = 390 // 2 - (5 * 62 + 4 * 5) // 2, 70, 62, 5
    y = top + row * (tile + gap)
    pen.rectangle((left, y, left + 5 * tile + 4 * gap - 1, y + tile - 1), fill=GREY)
    return _png(picture)


async def test_rows_not_found_are_said_never_dropped(solver):
    shot = read_board(_smudged(4, 1), solver.is_known)
    assert len(shot.rows) == 3 and shot.unfound == 1
    speak("en")
    read = await Screens(GameKinds(Advisor(solver))).read(_smudged(4, 1))
    assert isinstance(read, Reply)
    assert read.lines[0] == "I found 3 of 4 rows in your screenshot:"
    assert read.lines[-1].startswith("Nothing was added")
