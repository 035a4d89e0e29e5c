"""Pictures decode as PNGs of a sensible size, show each tile in its feedback's colour,
say in their description what they show, and are made for Discord's dark theme: a dark
background, every text at 4.5:1 or more against what it is drawn on, a loss marked by
more than its colour, and many boards legible at a phone's width."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.pictures import (
    HIGH_CONTRAST,
    STANDARD,
    TurnLeft,
    analysis_picture,
    board_picture,
    boards_analysis_picture,
    stats_picture,
)
from bot.pictures._canvas import (
    ABSENT,
    BACKGROUND,
    INK,
    LEAST_CONTRAST,
    MUTED,
    QUIET_INK,
    contrast,
    ink_on,
    luminance,
)
from bot.pictures.board import MARGIN, SQUARE, TILES
from bot.pictures.charts import LOST
from solver import score

LIMIT = 200 * 1024


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    return image.convert("RGB")


def tile_colour(image: Image.Image, tile: int, row: int, column: int) -> tuple[int, int, int]:
    """A tile's colour near its centre, beside the letter drawn on it."""
    gap = max(2, tile // 10)
    x = MARGIN + column * (tile + gap) + 3
    y = MARGIN + row * (tile + gap) + tile // 2
    return image.getpixel((x, y))


@pytest.mark.parametrize("palette", [STANDARD, HIGH_CONTRAST])
def test_a_board_shows_each_tile_in_its_feedbacks_colour(palette):
    rows = [(w, score(w, "chess")) for w in ("swiss", "crane", "chess")]
    picture = board_picture([rows], 6, palette, spoiler=True)
    assert picture.filename == "SPOILER_board.png" and len(picture.data) <= LIMIT
    image = decoded(picture.data)
    tile = TILES[0][1]
    for r, (_, pattern) in enumerate(rows):
        for c, mark in enumerate(pattern):
            assert tile_colour(image, tile, r, c) == palette.of(mark), (r, c)
    assert tile_colour(image, tile, 4, 0) == BACKGROUND  # an empty row: no colour
    # SWISS against CHESS: the repeated-letter rule, as the game scores it
    assert "SWISS: grey grey grey green green" in picture.description
    assert "3 of 6 rows" in picture.description


def test_a_german_word_shows_each_letter_on_its_own_tile_and_as_german_writes_it():
    """GRÜẞE's five tiles hold G R Ü ẞ E one for one (SS would take two places); where the
    picture writes the word, it is GRÜSSE, as German writes it in capitals."""
    from bot.pictures._canvas import tile_image

    rows = [("grüße", (2, 2, 2, 2, 2))]
    picture = board_picture([rows], 6, STANDARD, spoiler=False)
    image = decoded(picture.data)
    tile = TILES[0][1]
    gap = max(2, tile // 10)
    for c, letter in enumerate("GRÜẞE"):
        x = MARGIN + c * (tile + gap)
        drawn = image.crop((x, MARGIN, x + tile, MARGIN + tile))
        assert drawn.tobytes() == tile_image(letter, STANDARD.of(2), tile).tobytes(), letter
    assert "GRÜSSE: green green green green green" in picture.description


def test_a_quordle_sits_two_by_two_and_unspoilered_where_words_show():
    boards = [
        [("crane", score("crane", s)), ("slate", score("slate", s))]
        for s in ("cigar", "rebut", "sissy", "humph")
    ]
    picture = board_picture(boards, 9)
    assert picture.filename == "board.png"
    image = decoded(picture.data)
    tile = next(side for most, side in TILES if most >= 4)
    gap, board_gap = max(2, tile // 10), max(8, tile // 2)
    board_w, board_h = 5 * tile + 4 * gap, 2 * tile + gap
    assert image.size[0] == 2 * MARGIN + 2 * board_w + board_gap  # a phone's width
    fourth = MARGIN + board_w + board_gap + 3, MARGIN + board_h + board_gap + tile // 2
    assert image.getpixel(fourth) == STANDARD.of(score("crane", "humph")[0])
    assert picture.description.startswith("Board 1, 2 of 9 rows: CRANE:")


def test_sixteen_full_boards_fit_a_phone_and_the_size_goal():
    """A Sedecordle: the guesses written once per line of four boards, each board its
    colours in squares, the whole no wider than a phone shows unscaled."""
    words = ["crane", "slate", "pious", "dumpy", "fight", "wreck"] * 4
    secrets = ["vivid", "humph", "cigar", "rebut"] * 4
    boards = [[(w, score(w, secret)) for w in words[:21]] for secret in secrets]
    picture = board_picture(boards, 21)
    assert len(picture.data) <= LIMIT
    image = decoded(picture.data)
    assert image.size[0] <= 480 and SQUARE >= 14
    assert picture.description.startswith("Board 1, 21 of 21 rows: CRANE:")
    colours = {image.getpixel((x, y)) for x in range(image.size[0]) for y in range(0, 200, 3)}
    assert {STANDARD.correct, STANDARD.present, ABSENT} <= colours


def test_stats_draw_the_distribution_and_the_last_puzzles():
    recent = [(1200 + p, [3, 4, None, 5][p % 4]) for p in range(40)]
    picture = stats_picture({3: 10, 4: 10, 5: 10}, 6, recent)
    assert len(picture.data) <= LIMIT and picture.filename == "stats.png"
    image = decoded(picture.data)
    assert image.size[0] == 480
    assert "Guess distribution: 0 in 1, 0 in 2, 10 in 3, 10 in 4, 10 in 5, 0 in 6" in (
        picture.description
    )
    # newest 30, each result as players write it (a bare "5" read as a stray number)
    assert "Last 30 puzzles: #1,210 X/6, #1,211 5/6, #1,212 3/6" in picture.description
    assert picture.description.endswith("#1,239 5/6.")
    hard = stats_picture({3: 10, 4: 10, 5: 10}, 6, recent, hard={1211}).description
    assert "#1,210 X/6, #1,211 5/6*, #1,212 3/6," in hard  # hard mode's *
    assert stats_picture({}, 6, []).description.endswith("No puzzles played yet.")


def test_the_analysis_names_each_turn_with_what_the_best_would_leave():
    turns = [TurnLeft("crane", 3158, 120, 95.2, 122.1), TurnLeft("sloth", 120, 1, 3.4, 5.0)]
    picture = analysis_picture(turns)
    assert picture.filename == "analysis.png" and len(picture.data) <= LIMIT
    decoded(picture.data)
    hidden = analysis_picture(turns, spoiler=True)  # an answer among the turns
    assert hidden.filename == "SPOILER_analysis.png"
    assert "SLOTH" not in hidden.description and "2. a guess left 1 of 120" in hidden.description
    assert picture.description == (
        "Words left after each guess: 1. CRANE left 120 of 3,158; on average it leaves ≈122, "
        "the best guess ≈95; 2. SLOTH left 1 of 120; on average it leaves ≈5.0, the best "
        "guess ≈3.4."
    )


async def test_each_player_chooses_their_pictures_colours(huddle):
    """/colours is per player, wherever they play: bob's /status board comes in the
    high-contrast palette, alice's in the usual one, from the same game; /forgetme
    forgets the choice."""
    from bot.domain import Asker
    from tests.bot.chat import ALICE, BOB, Channel

    ch = Channel(huddle, 61)
    await ch.post(ALICE, "CRANE=c.a.e")
    chose = await huddle.answer("colours", Asker(61, 1, BOB, 9001), {"palette": "high-contrast"})
    assert chose.ephemeral and "high-contrast" in chose.lines[0]
    tile = TILES[0][1]
    seen = {}
    for who in (ALICE, BOB):
        reply = await huddle.answer("status", Asker(61, 1, who, 9002))
        assert reply.picture is not None
        seen[who.name] = tile_colour(decoded(reply.picture.data), tile, 0, 0)
    assert seen == {"alice": STANDARD.present, "bob": HIGH_CONTRAST.present}
    await huddle.answer("forgetme", Asker(61, 1, BOB, 9003))
    assert not await huddle.settings.store.high_contrast(BOB.id)


def test_tiles_draw_every_letter_the_bundled_languages_write():
    """Pillow's own font had no accented letters (ÓTIMO drew a box for its Ó): every
    letter the languages' words are written with has its glyph, not the missing-glyph box."""
    from bot.pictures._canvas import font
    from solver.game.variants import LANGUAGES
    from solver.lists.wordlists import written_forms

    letters = {c.upper() for words in LANGUAGES for w in written_forms(words).values() for c in w}
    letters |= {"Ñ", "Ä", "Ö", "Ü", "ẞ"}
    missing = bytes(font(40).getmask("\u4e00"))  # a CJK letter the font does not have
    drawn = {c for c in letters if bytes(font(40).getmask(c)) != missing}
    assert drawn == letters


def test_every_text_reads_at_four_and_a_half_to_one_on_what_it_is_drawn_on():
    """Labels on the background, and the ink ``ink_on`` picks for every colour a letter
    or a number is drawn on: tiles of either palette, the muted bars."""
    for ink in (INK, QUIET_INK):
        assert contrast(ink, BACKGROUND) >= LEAST_CONTRAST
    fills = {BACKGROUND, MUTED, ABSENT} | {
        palette.of(mark) for palette in (STANDARD, HIGH_CONTRAST) for mark in range(3)
    }
    for fill in fills:
        assert contrast(ink_on(fill), fill) >= LEAST_CONTRAST, fill
    assert round(contrast((255, 255, 255), (106, 170, 100)), 2) == 2.78  # why not white


def test_every_picture_sits_on_the_dark_theme():
    rows = [(w, score(w, "moist")) for w in ("crane", "moist")]
    turns = [TurnLeft("crane", 3158, 120, 95.2, 122.1)]
    pictures = [
        board_picture([rows], 6),
        board_picture([rows] * 4, 9),
        board_picture([rows] * 16, 21),
        stats_picture({3: 1}, 6, [(1, 3)]),
        analysis_picture(turns),
        boards_analysis_picture([turns, turns[:0], turns]),
    ]
    for picture in pictures:
        image = decoded(picture.data)
        assert image.getpixel((1, 1)) == BACKGROUND and luminance(BACKGROUND) < 0.05


def test_a_loss_is_hatched_and_marked_x_not_only_red():
    picture = stats_picture({}, 6, [(1, None), (2, 3)])
    image = decoded(picture.data)
    left = 16 + 28 + 3  # the first column, past the axis
    column = {image.getpixel((left + dx, y)) for dx in range(12) for y in range(300, 340)}
    assert LOST in column and BACKGROUND in column  # stripes, not a block
    assert "#1 X" in picture.description


def test_the_shipped_font_draws_every_letter_a_translated_label_uses():
    """The font is cut down (scripts/make_font.py): a label in Portuguese, Spanish or
    German must not meet a missing glyph, which Pillow draws as the font's empty box (the
    shape a private-use character, which no font has, comes out as)."""
    from PIL import ImageDraw

    from bot.i18n import LANGUAGES
    from bot.i18n._catalogs import catalog
    from bot.pictures._canvas import font

    def drawn(c: str) -> bytes:
        image = Image.new("L", (40, 40))
        ImageDraw.Draw(image).text((4, 4), c, fill=255, font=font(24))
        return image.tobytes()

    box = drawn("\ue000")
    drawing = ("bot/pictures/", "bot/shares/_trends_replies.py")  # the labels, the titles
    labels = [m for lang in LANGUAGES for m in catalog(lang)
              if any(f.startswith(drawing) for f, _ in m.locations)]  # fmt: skip
    texts = [s for m in labels for s in (m.string if m.pluralizable else [m.string])]
    used = {c for text in texts for c in text if not c.isspace()}
    assert "ã" in used and "ü" in used
    assert {c for c in used if drawn(c) == box} == set()


def test_a_sedecordles_analysis_stays_one_screenful_board_by_board():
    """Sixteen boards of twenty-one turns each: a small chart per board, four to a row,
    not sixteen full charts one under another."""
    turns = [
        TurnLeft("crane", 3158 // (n + 1), 3158 // (n + 2), 9.5, 12.0, n + 1) for n in range(21)
    ]
    picture = boards_analysis_picture([turns] * 16)
    image = decoded(picture.data)
    assert image.width == 480 and image.height < 1600 and len(picture.data) <= LIMIT
    assert image.getpixel((1, 1)) == BACKGROUND
    assert picture.description.count("Board ") == 16
