"""The board as the game shows it: each guess a row of lettered tiles in its colours.

One drawing for every game kind up to four boards: a Wordle is one board, a Quordle four
side by side, in the order the game shows them.  A board solved earlier stops at its
winning row, as in the game.  Eight boards and more (Octordle, Sedecordle) would shrink
lettered tiles past reading on a phone, and every board repeats the same words: those
games are drawn as each line of four boards' colours in squares, the guesses written
once beside them, large.  The description says the same in words, row by row, for a
screen reader.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.formatting import caps, tile_letters
from bot.i18n import t
from bot.pictures._canvas import (
    EMPTY,
    INK,
    STANDARD,
    Palette,
    Picture,
    canvas,
    font,
    png,
    tile_image,
)
from solver import Pattern, is_solved

MARGIN = 12
PER_LINE = 4  # boards side by side before the next line of boards
SQUARED = 2  # a Quordle's four drawn two by two, as the game lays them out (a phone's width)
# a tile's side by boards shown: a Sedecordle's 16 boards of 21 rows stay a picture one
# can take in (and quick to draw), a Wordle's tiles the game's own size
TILES = ((1, 56), (2, 44), (4, 32))
SQUARE, WORD_SIZE = 14, 15  # many boards: a colour square's side, the guesses' font size

Row = tuple[str, Pattern]


def board_picture(
    boards: Sequence[Sequence[Row]],
    rows: int,
    palette: Palette = STANDARD,
    spoiler: bool = False,
) -> Picture:
    """``boards``: each board's rows so far (word, feedback); ``rows``: how many the game
    has, drawn as empty tiles below the played ones on a single board (several boards show
    the rows played, as those games do)."""
    if len(boards) > PER_LINE:
        return _many_boards(boards, rows, palette, spoiler)
    length = max((len(w) for board in boards for w, _ in board), default=5)
    tile = next(side for most, side in TILES if len(boards) <= most)
    gap, board_gap = max(2, tile // 10), max(8, tile // 2)
    drawn = rows  # as multi-board games show them: the rows played, no empty ones
    if len(boards) > 1:
        drawn = max((len(board) for board in boards), default=1) or 1
    board_w = length * tile + (length - 1) * gap
    board_h = drawn * tile + (drawn - 1) * gap
    per_line = SQUARED if len(boards) == PER_LINE else PER_LINE
    across = min(len(boards), per_line) or 1
    down = -(-len(boards) // per_line) or 1
    image, draw = canvas(
        2 * MARGIN + across * board_w + (across - 1) * board_gap,
        2 * MARGIN + down * board_h + (down - 1) * board_gap,
    )
    for b, board in enumerate(boards):
        left = MARGIN + (b % per_line) * (board_w + board_gap)
        top = MARGIN + (b // per_line) * (board_h + board_gap)
        for r in range(drawn):
            played = board[r] if r < len(board) else None
            for c in range(length):
                x, y = left + c * (tile + gap), top + r * (tile + gap)
                box = (x, y, x + tile - 1, y + tile - 1)
                if played is None:
                    draw.rectangle(box, outline=EMPTY, width=2)
                    continue
                word, pattern = played
                image.paste(tile_image(tile_letters(word)[c], palette.of(pattern[c]), tile), (x, y))
    return png(image, "board", describe(boards, rows, palette, spoiler), spoiler)


def _many_boards(
    boards: Sequence[Sequence[Row]], rows: int, palette: Palette, spoiler: bool
) -> Picture:
    """Each line of four boards as squares of their colours, the guesses written once at
    the line's left (a board solved earlier stops at its winning row)."""
    longest = max(boards, key=len)
    words = [caps(w) for w, _ in longest] or [""]
    length = max((len(p) for _, p in longest), default=5) or 5
    gap, board_gap = 3, 10
    word_w = max(int(font(WORD_SIZE).getlength(w)) for w in words) + board_gap
    board_w = length * SQUARE + (length - 1) * gap
    line_h = len(words) * (SQUARE + gap) - gap
    lines = -(-len(boards) // PER_LINE)
    image, draw = canvas(
        2 * MARGIN + word_w + PER_LINE * board_w + (PER_LINE - 1) * board_gap,
        2 * MARGIN + lines * line_h + (lines - 1) * 2 * board_gap,
    )
    for b, board in enumerate(boards):
        top = MARGIN + (b // PER_LINE) * (line_h + 2 * board_gap)
        if b % PER_LINE == 0:
            for r, word in enumerate(words):
                y = top + r * (SQUARE + gap) + SQUARE / 2
                draw.text((MARGIN, y), word, fill=INK, font=font(WORD_SIZE), anchor="lm")
        left = MARGIN + word_w + (b % PER_LINE) * (board_w + board_gap)
        for r, (_, pattern) in enumerate(board):
            for c, mark in enumerate(pattern):
                x, y = left + c * (SQUARE + gap), top + r * (SQUARE + gap)
                draw.rectangle((x, y, x + SQUARE - 1, y + SQUARE - 1), fill=palette.of(mark))
    return png(image, "board", describe(boards, rows, palette, spoiler), spoiler)


def describe(
    boards: Sequence[Sequence[Row]], rows: int, palette: Palette, spoiler: bool = False
) -> str:
    """The board in words: per board, each row's word and its tiles' colours (a spoiler's
    description, which shows beside the hidden picture, names no answer)."""
    answers = {w for board in boards for w, pattern in board if spoiler and is_solved(pattern)}
    parts = []
    for b, board in enumerate(boards):
        colours = [t("grey"), t("yellow"), t("green")]
        played = "; ".join(
            f"{t('an answer') if word in answers else caps(word)}: "
            + " ".join(colours[m] for m in pattern)
            for word, pattern in board
        )
        values = {"played": played or t("no guesses yet"), "count": len(board), "rows": rows}
        parts.append(
            t("Board, {count} of {rows} rows: {played}.", **values)
            if len(boards) == 1
            else t("Board {board}, {count} of {rows} rows: {played}.", board=b + 1, **values)
        )
    if palette is not STANDARD:
        parts.append(t("Colours: high contrast (green shown as orange, yellow as blue)."))
    return " ".join(parts)
