"""Charts where people would rather look than read: a player's stats, and a game's
analysis.  Each says in its description what it shows, in the same numbers."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from bot.formatting import caps
from bot.i18n import t, tn
from bot.pictures._canvas import (
    INK,
    LIGHT_INK,
    MUTED,
    STANDARD,
    Palette,
    Picture,
    canvas,
    centred,
    font,
    png,
)

WIDTH, MARGIN, LABEL = 480, 16, 28
BAR_H, BAR_GAP = 24, 6
RECENT = 30  # puzzles the history chart shows
LOST = (200, 60, 60)


def stats_picture(
    distribution: dict[int, int],
    rows: int,
    recent: Sequence[tuple[int, int | None]],
    palette: Palette = STANDARD,
) -> Picture:
    """The guess distribution as the game draws it (one bar per guess count, the longest
    full width), and below it the last ``RECENT`` puzzles played: one column each, as tall
    as the guesses it took, a loss a full column in red."""
    recent = sorted(recent)[-RECENT:]
    chart_h = 120
    height = MARGIN * 3 + rows * (BAR_H + BAR_GAP) + LABEL + chart_h + LABEL
    image, draw = canvas(WIDTH, height)
    top = max(distribution.values(), default=0)
    span = WIDTH - 2 * MARGIN - LABEL
    for k in range(1, rows + 1):
        n = distribution.get(k, 0)
        y = MARGIN + (k - 1) * (BAR_H + BAR_GAP)
        centred(draw, (MARGIN, y, MARGIN + LABEL, y + BAR_H), str(k), 16, INK)
        length = max(BAR_H, round(span * n / top)) if top else BAR_H
        box = (MARGIN + LABEL, y, MARGIN + LABEL + length, y + BAR_H)
        draw.rectangle(box, fill=palette.correct if n and n == top else MUTED)
        draw.text((box[2] - 6, y + BAR_H / 2), str(n), fill=LIGHT_INK, font=font(14), anchor="rm")
    base = MARGIN * 2 + rows * (BAR_H + BAR_GAP) + LABEL
    draw.text(
        (MARGIN, base - 8),
        tn("Last {count} puzzle", "Last {count} puzzles", len(recent)),
        fill=INK,
        font=font(14),
        anchor="ls",
    )
    if recent:
        column = (WIDTH - 2 * MARGIN) / RECENT
        for i, (_, result) in enumerate(recent):
            x = MARGIN + i * column
            tall = chart_h if result is None else chart_h * result / rows
            fill = LOST if result is None else palette.correct
            draw.rectangle(
                (x + 1, base + chart_h - tall, x + column - 2, base + chart_h), fill=fill
            )
        first, last = recent[0][0], recent[-1][0]
        draw.text((MARGIN, base + chart_h + 6), f"#{first:,}", fill=INK, font=font(12))
        draw.text(
            (WIDTH - MARGIN, base + chart_h + 6), f"#{last:,}", fill=INK, font=font(12), anchor="ra"
        )
    return png(image, "stats", describe_stats(distribution, rows, recent), spoiler=False)


def describe_stats(
    distribution: dict[int, int], rows: int, recent: Sequence[tuple[int, int | None]]
) -> str:
    won = ", ".join(
        t("{count} in {guesses}", count=distribution.get(k, 0), guesses=k)
        for k in range(1, rows + 1)
    )
    if not recent:
        return t("Guess distribution: {won}. No puzzles played yet.", won=won)
    played = ", ".join(f"#{p:,} {'X' if r is None else r}" for p, r in recent)
    return tn(
        "Guess distribution: {won}. Last {count} puzzle: {played}.",
        "Guess distribution: {won}. Last {count} puzzles: {played}.",
        len(recent),
        won=won,
        played=played,
    )


@dataclass(frozen=True)
class TurnLeft:
    """One turn of an analysis: the word played, the words left before and after it, and
    what the best guess would have left on average."""

    word: str
    before: int
    after: int
    best_after: float


def analysis_picture(
    turns: Sequence[TurnLeft], spoiler: bool = False, palette: Palette = STANDARD
) -> Picture:
    """Per turn, the words left after the guess played (a bar) beside what the best guess
    would have left (a marker), on a log scale, since the first guess cuts thousands to
    tens and the last tens to one."""
    height = MARGIN * 2 + len(turns) * (BAR_H * 2 + BAR_GAP) + LABEL
    image, draw = canvas(WIDTH, max(height, 80))
    start = max((turn.before for turn in turns), default=1)
    span = WIDTH - 2 * MARGIN - 90
    scale = math.log10(max(start, 10))

    def reach(words: float) -> float:
        return span * (math.log10(max(words, 0) + 1) / scale) if scale else 0.0

    left = MARGIN + 90
    for i, turn in enumerate(turns):
        y = MARGIN + i * (BAR_H * 2 + BAR_GAP)
        draw.text(
            (MARGIN, y + BAR_H / 2),
            f"{i + 1}. {caps(turn.word)}",
            fill=INK,
            font=font(14),
            anchor="lm",
        )
        played = left + max(2.0, reach(turn.after))
        draw.rectangle((left, y, played, y + BAR_H - 2), fill=palette.present)
        shown = t("{count} left", count=f"{turn.after:,}")
        draw.text((left + 4, y + BAR_H / 2), shown, fill=INK, font=font(12), anchor="lm")
        best = left + max(2.0, reach(turn.best_after))
        draw.rectangle((left, y + BAR_H, best, y + 2 * BAR_H - 4), fill=palette.correct)
        draw.text(
            (left + 4, y + 1.5 * BAR_H - 2),
            t("best: {count}", count=f"{turn.best_after:,.1f}"),
            fill=INK,
            font=font(12),
            anchor="lm",
        )
    draw.text(
        (MARGIN, height - 10),
        t("words left (log scale): played, and the best guess's average"),
        fill=MUTED,
        font=font(12),
        anchor="ls",
    )
    return png(image, "analysis", describe_analysis(turns, spoiler), spoiler)


def describe_analysis(turns: Sequence[TurnLeft], spoiler: bool = False) -> str:
    """The chart in words; a spoiler's description, beside the hidden picture, names no
    guess (the last may be the answer)."""
    said = "; ".join(
        t(
            "{n}. {word} left {after} of {before} (the best guess would leave {best} on average)",
            n=i + 1,
            word=t("a guess") if spoiler else caps(turn.word),
            after=f"{turn.after:,}",
            before=f"{turn.before:,}",
            best=f"{turn.best_after:,.1f}",
        )
        for i, turn in enumerate(turns)
    )
    if not turns:
        return t("No guesses to analyse.")
    return t("Words left after each guess: {said}.", said=said)
