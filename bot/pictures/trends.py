"""Pictures over time: a player's last puzzles with their rolling average (``/history``),
and two players' shared puzzles, who needed fewer on each (``/compare``).  Made for the
dark theme as the others are; a loss is an X, and who won a puzzle is told by side
(above the line, below it) and by name, not by colour alone.  Each says in its
description what it shows, in the same numbers."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from bot.i18n import t
from bot.numbers import decimal, puzzle_tag, score_written
from bot.pictures._canvas import (
    INK,
    MUTED,
    QUIET_INK,
    STANDARD,
    Palette,
    Picture,
    canvas,
    font,
    png,
)

WIDTH, MARGIN, AXIS = 480, 16, 34
SLOT = 24  # height per guess
DOT = 5  # a result's dot's radius


def history_picture(
    points: Sequence[tuple[int, int | None]],
    rolling: Sequence[float],
    rows: int,
    window: int,
    palette: Palette = STANDARD,
    hard: Collection[int] = (),
    name: Callable[[int], str] = puzzle_tag,
) -> Picture:
    """One dot per puzzle at the guesses it took (a loss an X above the rows), and the
    rolling average as a line through them; fewer guesses are lower, as the scale says
    (``hard``: the puzzles played in hard mode, their results written with a *)."""
    chart_h = (rows + 1) * SLOT
    height = MARGIN * 2 + 34 + chart_h + 28
    image, draw = canvas(WIDTH, height)
    top = MARGIN + 34
    base = top + chart_h
    draw.text((MARGIN, MARGIN), t("guesses per puzzle"), fill=INK, font=font(13))
    legend = t("line: average of the last {count}", count=window)
    draw.text((WIDTH - MARGIN, MARGIN), legend, fill=QUIET_INK, font=font(12), anchor="ra")
    for k in range(1, rows + 2):
        level = base - k * SLOT
        draw.line([(AXIS + MARGIN, level), (WIDTH - MARGIN, level)], fill=MUTED, width=1)
        label = "X" if k > rows else str(k)
        draw.text((AXIS + MARGIN - 6, level), label, fill=QUIET_INK, font=font(11), anchor="rm")
    left, span = AXIS + MARGIN + DOT, WIDTH - 2 * MARGIN - AXIS - 2 * DOT
    step = span / max(1, len(points) - 1)

    def at(n: int, guesses: float) -> tuple[float, float]:
        return left + n * step, base - guesses * SLOT

    line = [at(n, avg) for n, avg in enumerate(rolling)]
    if len(line) > 1:
        draw.line(line, fill=palette.present, width=3)
    for n, (_, result) in enumerate(points):
        x, y = at(n, rows + 1 if result is None else result)
        if result is None:
            draw.line([(x - DOT, y - DOT), (x + DOT, y + DOT)], fill=INK, width=3)
            draw.line([(x - DOT, y + DOT), (x + DOT, y - DOT)], fill=INK, width=3)
        else:
            draw.ellipse((x - DOT, y - DOT, x + DOT, y + DOT), fill=palette.correct)
    if points:
        first, last = points[0][0], points[-1][0]
        draw.text((left - DOT, base + 8), name(first), fill=QUIET_INK, font=font(12))
        if len(points) > 1:
            x = left + (len(points) - 1) * step + DOT
            draw.text((x, base + 8), name(last), fill=QUIET_INK, font=font(12), anchor="ra")
    said = describe_history(points, rolling, rows, hard, name)
    return png(image, "history", said, spoiler=False)


def describe_history(
    points: Sequence[tuple[int, int | None]],
    rolling: Sequence[float],
    rows: int = 6,
    hard: Collection[int] = (),
    name: Callable[[int], str] = puzzle_tag,
) -> str:
    """The picture in words: each puzzle's result as players write it ("4/6*", "X/6")."""
    if not points:
        return t("No puzzles played yet.")
    played = ", ".join(f"{name(p)} {score_written(r, rows, p in hard)}" for p, r in points)
    return t(
        "Guesses per puzzle: {played}. Rolling average now {now}.",
        played=played,
        now=decimal(rolling[-1]),
    )


def compare_picture(
    names: tuple[str, str],
    shared: Sequence[tuple[int, int, int]],
    palette: Palette = STANDARD,
    name: Callable[[int], str] = puzzle_tag,
) -> Picture:
    """One column per shared puzzle from the middle line: up by the guesses the first
    player saved on it, down by the second's; a tie a short mark on the line."""
    most = max((abs(a - b) for _, a, b in shared), default=1) or 1
    half = 90
    height = MARGIN * 2 + 2 * half + 2 * 20 + 16
    image, draw = canvas(WIDTH, height)
    middle = MARGIN + 20 + half
    draw.text(
        (MARGIN, MARGIN),
        t("Above the line: {name} needed fewer", name=names[0]),
        fill=INK,
        font=font(13),
    )
    below = t("Below the line: {name} needed fewer", name=names[1])
    draw.text((MARGIN, middle + half + 6), below, fill=INK, font=font(13))
    draw.line([(MARGIN, middle), (WIDTH - MARGIN, middle)], fill=QUIET_INK, width=1)
    if shared:
        column = min(22.0, (WIDTH - 2 * MARGIN) / len(shared))
        for n, (_, a, b) in enumerate(shared):
            x = MARGIN + n * column
            tall = half * abs(a - b) / most
            if a == b:
                draw.rectangle((x + 2, middle - 2, x + column - 3, middle + 2), fill=MUTED)
            elif a < b:
                draw.rectangle((x + 2, middle - tall, x + column - 3, middle), fill=palette.correct)
            else:
                draw.rectangle((x + 2, middle, x + column - 3, middle + tall), fill=palette.present)
    return png(image, "compare", describe_compare(names, shared, name), spoiler=False)


def describe_compare(
    names: tuple[str, str],
    shared: Sequence[tuple[int, int, int]],
    name: Callable[[int], str] = puzzle_tag,
) -> str:
    if not shared:
        return t("No puzzle both played.")
    each = ", ".join(f"{name(p)} {a}–{b}" for p, a, b in shared)
    return t(
        "Guesses on each puzzle both played, {a} first: {each}.",
        a=names[0],
        each=each,
    )
