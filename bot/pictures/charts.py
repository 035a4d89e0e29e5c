"""Charts where people would rather look than read: a player's stats, and a game's
analysis.  Each says in its description what it shows, in the same numbers."""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from bot.formatting import caps
from bot.i18n import t, tn
from bot.numbers import about, number, puzzle_tag, score_written
from bot.pictures._canvas import (
    INK,
    MUTED,
    QUIET_INK,
    STANDARD,
    Colour,
    Palette,
    Picture,
    canvas,
    centred,
    font,
    ink_on,
    png,
)

Box = tuple[float, float, float, float]

WIDTH, MARGIN, LABEL = 480, 16, 28
BAR_H, BAR_GAP = 24, 6
RECENT = 30  # puzzles the history chart shows
LOST: Colour = (237, 66, 69)  # a lost game's hatching (Discord's red), beside its X
SLOT = 18  # the history chart's height per guess
WIDEST = 22  # a history column's width at most, however few the puzzles
# a multi-board analysis: boards side by side, at most CELLS to a row, each a small chart
CELLS, CELL_GAP, CELL_TITLE, CELL_TURN, CELL_BAR, CELL_NUMBER, CELL_SCALE = 4, 8, 18, 16, 7, 16, 18


def _bar_text(draw: ImageDraw.ImageDraw, box: Box, fill: Colour, text: str, size: int) -> None:
    """``text`` at the end of a bar of colour ``fill``: inside it where it fits (in the
    ink that colour needs), else just past it on the background."""
    y = (box[1] + box[3]) / 2
    if box[2] - box[0] >= font(size).getlength(text) + 12:
        draw.text((box[2] - 6, y), text, fill=ink_on(fill), font=font(size), anchor="rm")
    else:
        draw.text((box[2] + 6, y), text, fill=INK, font=font(size), anchor="lm")


def _hatched(draw: ImageDraw.ImageDraw, box: Box, colour: Colour) -> None:
    """A lost game's column: outlined and hatched, so a loss reads without its colour."""
    left, top, right, bottom = box
    tall = bottom - top
    draw.rectangle(box, outline=colour, width=2)
    for k in range(int(left - tall), int(right), 6):  # lines falling to the right
        start = (k, top) if k >= left else (left, top + left - k)
        end = (k + tall, bottom) if k + tall <= right else (right, top + right - k)
        draw.line([start, end], fill=colour, width=2)


def stats_picture(
    distribution: dict[int, int],
    rows: int,
    recent: Sequence[tuple[int, int | None]],
    palette: Palette = STANDARD,
    name: Callable[[int], str] = puzzle_tag,
    hard: Collection[int] = (),
) -> Picture:
    """The guess distribution as the game draws it (one bar per guess count, the longest
    full width), and below it the last ``RECENT`` puzzles played: one column each, as tall
    as the guesses it took; a loss a hatched column above the rows with an X.  ``name``
    says a puzzle as its game does (a number, or hello wordl's day); ``hard``: the
    puzzles played in hard mode, whose results the description writes with their *."""
    recent = sorted(recent)[-RECENT:]
    chart_h = (rows + 1) * SLOT
    top_y = MARGIN * 2 + rows * (BAR_H + BAR_GAP) + LABEL
    height = top_y + chart_h + LABEL + MARGIN
    image, draw = canvas(WIDTH, height)
    top = max(distribution.values(), default=0)
    span = WIDTH - 2 * MARGIN - LABEL - 40
    for k in range(1, rows + 1):
        n = distribution.get(k, 0)
        y = MARGIN + (k - 1) * (BAR_H + BAR_GAP)
        centred(draw, (MARGIN, y, MARGIN + LABEL, y + BAR_H), str(k), 16, INK)
        length = max(BAR_H, round(span * n / top)) if top else BAR_H
        box = (MARGIN + LABEL, y, MARGIN + LABEL + length, y + BAR_H)
        fill = palette.correct if n and n == top else MUTED
        draw.rectangle(box, fill=fill)
        _bar_text(draw, box, fill, str(n), 14)
    title = (
        tn("The last puzzle", "Last {count} puzzles", len(recent))
        if recent
        else t("No puzzles played yet")
    )
    draw.text((MARGIN, top_y - 10), title, fill=INK, font=font(14), anchor="ls")
    axis = MARGIN + LABEL
    base = top_y + chart_h
    for k in (*range(1, rows + 1), rows + 1):  # the guesses' scale, and X above it
        y = base - k * SLOT
        label = "X" if k > rows else str(k)
        draw.line([(axis, y), (WIDTH - MARGIN, y)], fill=MUTED, width=1)
        draw.text((axis - 6, y), label, fill=QUIET_INK, font=font(11), anchor="rm")
    if recent:
        column = min(WIDEST, (WIDTH - MARGIN - axis) / len(recent))
        for i, (_, result) in enumerate(recent):
            x = axis + i * column
            if result is None:
                _hatched(draw, (x + 1, base - chart_h, x + column - 2, base), LOST)
            else:
                draw.rectangle(
                    (x + 1, base - result * SLOT, x + column - 2, base), fill=palette.correct
                )
        first, last = name(recent[0][0]), name(recent[-1][0])
        draw.text((axis, base + 6), first, fill=QUIET_INK, font=font(12))
        if len(recent) > 1:  # under the last column, or just clear of the first label
            clear = axis + font(12).getlength(first) + 8 + font(12).getlength(last)
            right = max(axis + len(recent) * column, clear)
            draw.text((right, base + 6), last, fill=QUIET_INK, font=font(12), anchor="ra")
    said = describe_stats(distribution, rows, recent, name, hard)
    return png(image, "stats", said, spoiler=False)


def describe_stats(
    distribution: dict[int, int],
    rows: int,
    recent: Sequence[tuple[int, int | None]],
    name: Callable[[int], str] = puzzle_tag,
    hard: Collection[int] = (),
) -> str:
    """What the picture shows, in words: each puzzle's result as players write it ("4/6",
    "4/6*", "X/6"), where a bare "4" read as a stray number."""
    won = ", ".join(
        t("{count} in {guesses}", count=distribution.get(k, 0), guesses=k)
        for k in range(1, rows + 1)
    )
    if not recent:
        return t("Guess distribution: {won}. No puzzles played yet.", won=won)
    played = ", ".join(f"{name(p)} {score_written(r, rows, p in hard)}" for p, r in recent)
    return tn(
        "Guess distribution: {won}. The last puzzle: {played}.",
        "Guess distribution: {won}. Last {count} puzzles: {played}.",
        len(recent),
        won=won,
        played=played,
    )


@dataclass(frozen=True)
class TurnLeft:
    """One turn of an analysis: the word played, the words left before and after it, and
    what the best guess and the guess played would have left on average (expected against
    expected: the count it did leave is the colours' luck besides)."""

    word: str
    before: int
    after: int
    best_after: float
    expected: float
    number: int = 0  # the game's turn it was (0: its place in the list drawn)
    # the word familiar advice named in a rare best's place, whose figure ``best_after``
    # then is, as the row's line says ("": the best's)
    named: str = ""


def _average(words: float) -> str:
    return f"≈{about(words)}"


def boards_analysis_picture(
    boards: Sequence[Sequence[TurnLeft]], spoiler: bool = False, palette: Palette = STANDARD
) -> Picture:
    """A game of several boards judged board by board, never the boards' words added
    together (which no player sees): a small chart per board, side by side as the game
    lays its boards out, each turn while the board was open a pair of thin bars (what the
    guess played leaves on average, what the best would), on one log scale.  The figures
    are the description's: a turn's numbers would not fit beside sixteen boards."""
    columns = min(len(boards), CELLS)
    cell_w = (WIDTH - 2 * MARGIN - (columns - 1) * CELL_GAP) / columns
    rows = [boards[i : i + columns] for i in range(0, len(boards), columns)]
    heights = [CELL_TITLE + max(len(b) for b in row) * CELL_TURN + CELL_SCALE for row in rows]
    top = MARGIN + 44
    image, draw = canvas(WIDTH, top + sum(heights) + len(rows) * CELL_GAP + MARGIN)
    _legend(draw, palette)
    start = max((turn.before for turns in boards for turn in turns), default=1)
    scale = math.log10(max(start, 10))
    span = cell_w - CELL_NUMBER

    def reach(words: float) -> float:
        return span * (math.log10(max(words, 0) + 1) / scale) if scale else 0.0

    y = top
    for r, row in enumerate(rows):
        for c, turns in enumerate(row):
            x = MARGIN + c * (cell_w + CELL_GAP)
            board = r * columns + c + 1
            draw.text((x, y), t("Board {board}", board=board), fill=INK, font=font(12))
            _cell(draw, x, y + CELL_TITLE, turns, reach, palette)
            _scale(draw, x + CELL_NUMBER, y + heights[r] - CELL_SCALE + 2, reach, start)
        y += heights[r] + CELL_GAP
    said = describe_boards_analysis(boards, spoiler)
    return png(image, "analysis", said, spoiler)


def _legend(draw: ImageDraw.ImageDraw, palette: Palette, named: bool = False) -> None:
    """What each bar is, and which way is better; ``named``: some second bar is the word
    familiar advice named, not the best (the advice's guess is the best elsewhere)."""
    second = t("the advice's guess, on average") if named else t("the best guess, on average")
    for n, (colour, said) in enumerate(
        (
            (palette.present, t("the guess played, on average")),
            (palette.correct, second),
        ),
    ):
        y = MARGIN + n * 18
        draw.rectangle((MARGIN, y, MARGIN + 12, y + 12), fill=colour)
        draw.text((MARGIN + 18, y + 6), said, fill=INK, font=font(12), anchor="lm")
    draw.text(
        (WIDTH - MARGIN, MARGIN + 6),
        t("shorter is better"),
        fill=QUIET_INK,
        font=font(12),
        anchor="rm",
    )


def _cell(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    turns: Sequence[TurnLeft],
    reach: Callable[[float], float],
    palette: Palette,
) -> None:
    """One board's turns: the turn's number, then its two thin bars."""
    for i, turn in enumerate(turns):
        top = y + i * CELL_TURN
        number = str(turn.number or i + 1)
        draw.text((x, top + CELL_BAR), number, fill=QUIET_INK, font=font(10), anchor="lm")
        left = x + CELL_NUMBER
        for k, (words, colour) in enumerate(
            ((turn.expected, palette.present), (turn.best_after, palette.correct))
        ):
            bar_top = top + k * CELL_BAR
            box = (left, bar_top, left + max(2.0, reach(words)), bar_top + CELL_BAR - 2)
            draw.rectangle(box, fill=colour)


def _scale(
    draw: ImageDraw.ImageDraw, x: float, y: float, reach: Callable[[float], float], start: int
) -> None:
    """A cell's log scale: its ticks, each labelled where the label has room."""
    clear = x - 1.0
    for tick in (1, 10, 100, 1000, 10000):
        if tick > max(start, 10):
            break
        at = x + reach(tick)
        draw.line([(at, y), (at, y + 3)], fill=QUIET_INK, width=1)
        label = number(tick)
        half = font(9).getlength(label) / 2
        if at - half >= clear:
            draw.text((at, y + 4), label, fill=QUIET_INK, font=font(9), anchor="ma")
            clear = at + half + 2


def analysis_picture(
    turns: Sequence[TurnLeft],
    spoiler: bool = False,
    palette: Palette = STANDARD,
    answers_hidden: bool = False,
) -> Picture:
    """Per turn, what the guess played leaves on average (a bar) and what the best guess
    would have (a bar below it), on a log scale, since the first guess cuts thousands to
    tens and the last tens to one; the words it did leave are written under the word.
    Shorter is better, as the legend says, and the scale is marked.  ``answers_hidden``:
    the channel hides possible answers, so its description says a word the advice named by
    what it is (it may be the answer), as the row's line hides it."""
    left = MARGIN + 96
    span = WIDTH - left - MARGIN - 48
    legend_h = 44
    turn_h = BAR_H * 2 + BAR_GAP
    height = MARGIN + legend_h + len(turns) * turn_h + LABEL + MARGIN + 10
    image, draw = canvas(WIDTH, max(height, 120))
    start = max((turn.before for turn in turns), default=1)
    scale = math.log10(max(start, 10))

    def reach(words: float) -> float:
        return span * (math.log10(max(words, 0) + 1) / scale) if scale else 0.0

    _legend(draw, palette, any(turn.named for turn in turns))
    first = MARGIN + legend_h
    for i, turn in enumerate(turns):
        _turn_bars(draw, first + i * turn_h, turn.number or i + 1, turn, left, reach, palette)
    base = first + len(turns) * turn_h
    draw.line([(left, base), (left + span, base)], fill=QUIET_INK, width=1)
    for tick in (1, 10, 100, 1000, 10000):
        if tick > max(start, 10):
            break
        x = left + reach(tick)
        draw.line([(x, base), (x, base + 4)], fill=QUIET_INK, width=1)
        draw.text((x, base + 6), number(tick), fill=QUIET_INK, font=font(11), anchor="ma")
    draw.text(
        (left, base + 22), t("words left (log scale)"), fill=QUIET_INK, font=font(12), anchor="la"
    )
    said = describe_analysis(turns, spoiler, answers_hidden)
    return png(image, "analysis", said, spoiler)


def _turn_bars(
    draw: ImageDraw.ImageDraw,
    y: float,
    n: int,
    turn: TurnLeft,
    left: float,
    reach: Callable[[float], float],
    palette: Palette,
) -> None:
    """One turn: its word and the words it left on the left, then its two averages."""
    draw.text(
        (MARGIN, y + BAR_H / 2), f"{n}. {caps(turn.word)}", fill=INK, font=font(14), anchor="lm"
    )
    # a winning row left nothing: it was the answer (as its description says)
    left_now = t("the answer") if turn.after == 0 else t("left {count}", count=number(turn.after))
    draw.text((MARGIN, y + BAR_H * 1.5), left_now, fill=QUIET_INK, font=font(12), anchor="lm")
    played = (left, y, left + max(3.0, reach(turn.expected)), y + BAR_H - 3)
    draw.rectangle(played, fill=palette.present)
    _bar_text(draw, played, palette.present, _average(turn.expected), 12)
    best = (left, y + BAR_H, left + max(3.0, reach(turn.best_after)), y + 2 * BAR_H - 3)
    draw.rectangle(best, fill=palette.correct)
    _bar_text(draw, best, palette.correct, _average(turn.best_after), 12)


def _turn_said(n: int, turn: TurnLeft, spoiler: bool, answers_hidden: bool = False) -> str:
    """One turn in words; a winning row (it left nothing: it was the answer) said as the
    answer, not as a guess that "left 0 of 1" (beside a hidden picture, not named)."""
    played, best = _average(turn.expected), _average(turn.best_after)
    before = number(turn.before)
    if turn.after == 0 and spoiler:
        return tn(
            "{n}. the answer, the only word left; on average it leaves {played}, the best "
            "guess {best}",
            "{n}. the answer, of {count} left; on average it leaves {played}, the best "
            "guess {best}",
            turn.before,
            n=n,
            played=played,
            best=best,
        )
    if turn.after == 0:
        return tn(
            "{n}. {word} was the answer, the only word left; on average it leaves "
            "{played}, the best guess {best}",
            "{n}. {word} was the answer, of {count} left; on average it leaves {played}, "
            "the best guess {best}",
            turn.before,
            n=n,
            word=caps(turn.word),
            played=played,
            best=best,
        )
    word = t("a guess") if spoiler else caps(turn.word)
    if turn.named:  # set against the word the advice named, as the row's line is
        return t(
            "{n}. {word} left {after} of {before}; on average it leaves {played}, {named} {best}",
            n=n,
            word=word,
            after=number(turn.after),
            before=before,
            played=played,
            named=t("the word the advice named") if spoiler or answers_hidden else caps(turn.named),
            best=best,
        )
    return t(
        "{n}. {word} left {after} of {before}; on average it leaves {played}, the best "
        "guess {best}",
        n=n,
        word=word,
        after=number(turn.after),
        before=before,
        played=played,
        best=best,
    )


def _turns_said(turns: Sequence[TurnLeft], spoiler: bool, answers_hidden: bool = False) -> str:
    return "; ".join(
        _turn_said(turn.number or i + 1, turn, spoiler, answers_hidden)
        for i, turn in enumerate(turns)
    )


def describe_analysis(
    turns: Sequence[TurnLeft], spoiler: bool = False, answers_hidden: bool = False
) -> str:
    """The chart in words; a spoiler's description, beside the hidden picture, names no
    guess (the last may be the answer), and where the channel hides answers, no word the
    advice named."""
    if not turns:
        return t("No guesses to analyse.")
    said = _turns_said(turns, spoiler, answers_hidden)
    return t("Words left after each guess: {said}.", said=said)


def describe_boards_analysis(boards: Sequence[Sequence[TurnLeft]], spoiler: bool = False) -> str:
    """The boards' chart in words, board by board."""
    said = " ".join(
        t("Board {board}: {said}.", board=b, said=_turns_said(turns, spoiler))
        for b, turns in enumerate(boards, 1)
        if turns
    )
    if not said:
        return t("No guesses to analyse.")
    return t("Words left after each guess, board by board: {said}", said=said)
