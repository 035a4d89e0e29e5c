"""Shares' grids: each grid saved, and what fits every grid posted for a puzzle
(``/deduce``)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.domain import Reply
from bot.formatting import human_join, person, words
from bot.i18n import day, t, tn
from bot.numbers import number, puzzle_number
from bot.store import StoredShare
from solver import PUZZLE_ZERO, Fit, to_emoji


def _fit_counts(fit: Fit) -> str:
    likely, possible = int(fit.likely.sum()), int(fit.possible.sum())
    return tn("{count} likely answer", "{count} likely answers", likely) + (
        tn(" ({count} valid word)", " ({count} valid words)", possible)
    )


def _partly(fit: Fit, shares: Sequence[StoredShare]) -> bool:
    """The deadline left grids unread: the figures are the read grids' alone."""
    return fit.read < len(shares)


def _read_from(fit: Fit, shares: Sequence[StoredShare]) -> str:
    """Whose grids were read in time (the first ``fit.read``, in the order posted)."""
    names = [person(s.author.name) or t("someone") for s in shares[: fit.read]]
    return human_join(list(dict.fromkeys(names)))


def grid_line(puzzle: int, fit: Fit, shares: Sequence[StoredShare], replaced: bool) -> str:
    again = t(" (this one replaces your earlier grid)") if replaced else ""
    if fit.read == 0:
        return t(
            "Puzzle {puzzle}: saved{again}; I read none of its {count} grids in time. "
            "`/deduce {number}` shows what they leave.",
            puzzle=puzzle_number(puzzle),
            again=again,
            count=number(len(shares)),
            number=puzzle,
        )
    # the grids are the sentence's subject, {fit} its object: one plural, by the grids,
    # makes the sentence agree ("1 likely answer fit" had its verb by the other count)
    if _partly(fit, shares):
        return tn(
            "Puzzle {puzzle}: the {count} of its {total} grids I read in time (from {players}) "
            "leaves {fit}{again}; ask again for the rest. `/deduce {number}` shows them (in "
            "spoilers).",
            "Puzzle {puzzle}: the {count} of its {total} grids I read in time (from {players}) "
            "leave {fit}{again}; ask again for the rest. `/deduce {number}` shows them (in "
            "spoilers).",
            fit.read,
            puzzle=puzzle_number(puzzle),
            fit=_fit_counts(fit),
            total=number(len(shares)),
            players=_read_from(fit, shares),
            again=again,
            number=puzzle,
        )
    return tn(
        "Puzzle {puzzle}: the {count} grid posted for it leaves {fit}{again}. "
        "`/deduce {number}` shows them (in spoilers).",
        "Puzzle {puzzle}: the {count} grids posted for it leave {fit}{again}. "
        "`/deduce {number}` shows them (in spoilers).",
        len(shares),
        puzzle=puzzle_number(puzzle),
        fit=_fit_counts(fit),
        again=again,
        number=puzzle,
    )


def grids_saved(lines: list[str]) -> Reply:
    return Reply(t("Grids so far"), lines)


def no_grids_yet() -> Reply:
    return Reply(t("No grids yet"), [t("Paste your NYT share and I'll start deducing.")])


def not_out_yet(puzzle: int, newest: int) -> Reply:
    return Reply(
        t("No such puzzle yet"),
        [
            t(
                "Puzzle {puzzle} isn't out yet: the newest is {newest}.",
                puzzle=puzzle_number(puzzle),
                newest=number(newest),
            )
        ],
        "error",
        ephemeral=True,
    )


def before_the_first(puzzle: int) -> Reply:
    return Reply(
        t("No such puzzle"),
        [
            t(
                "Puzzle {puzzle} never was: the first, puzzle 0, was on {day}.",
                puzzle=puzzle_number(puzzle),
                day=day(PUZZLE_ZERO),
            )
        ],
        "error",
        ephemeral=True,
    )


def no_grids_for(puzzle: int) -> Reply:
    return Reply(
        t("No grids yet"),
        [t("Nobody has posted a grid for puzzle {puzzle}.", puzzle=puzzle_number(puzzle))],
    )


def _most_telling(share: StoredShare, alone: int) -> str:
    """The share that tells most on its own, by what its colours and any words typed
    beside its rows leave (a grid with its words can pin the answer)."""
    player = person(share.author.name) or t("someone")
    if share.hard:
        return tn(
            "Most telling grid, from {player}, hard mode: {count} likely answer fits it alone:",
            "Most telling grid, from {player}, hard mode: {count} likely answers fit it alone:",
            alone,
            player=player,
        )
    return tn(
        "Most telling grid, from {player}: {count} likely answer fits it alone:",
        "Most telling grid, from {player}: {count} likely answers fit it alone:",
        alone,
        player=player,
    )


def deduced(
    puzzle: int,
    shares: Sequence[StoredShare],
    fit: Fit,
    best: int | None,
    alone: int | None,
    likely: Sequence[str],
) -> Reply:
    """What the grids leave, and the grid that told most on its own; a reading the
    deadline cut short says whose grids it read and gives their figures alone."""
    if fit.read == 0:
        lines = [t("I read none of the {count} grids in time; ask again.", count=len(shares))]
    elif _partly(fit, shares):
        lines = [
            tn(
                "I read {count} of the {total} grids in time (from {players}); it leaves "
                "{fit}. Ask again for the rest.",
                "I read {count} of the {total} grids in time (from {players}); they leave "
                "{fit}. Ask again for the rest.",
                fit.read,
                total=number(len(shares)),
                players=_read_from(fit, shares),
                fit=_fit_counts(fit),
            )
        ]
    else:
        lines = [
            tn(
                "{count} grid leaves {fit}.",
                "{count} grids together leave {fit}.",
                len(shares),
                fit=_fit_counts(fit),
            )
        ]
    if best is not None and alone is not None:
        lines += [_most_telling(shares[best], alone), *(to_emoji(p) for p in shares[best].rows)]
    if likely:
        lines.append(
            t("Likely answers, most probable first: {words}", words=words(likely, spoilers=True))
        )
    return Reply(t("Puzzle {puzzle}", puzzle=puzzle_number(puzzle)), lines, ephemeral=True)
