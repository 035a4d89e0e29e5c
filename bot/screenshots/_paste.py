"""What a screenshot's reading becomes: the rows in the bot's own notation, a paste the
parser reads like any other (letters and colours, ``CRANE 20010``), when every row the
board shows was found and every letter read surely; else how it reads so far, for the
player to check (unsure letters as ``?``, the word they may spell offered, rows without
letters as coloured squares)."""

from __future__ import annotations

from bot.screenshots._read import ReadRow, Screenshot

SQUARES = {2: "🟩", 1: "🟨", 0: "⬛"}


def sure(shot: Screenshot) -> bool:
    """Whether every row was found and its letters read, surely."""
    return (
        bool(shot.rows)
        and not shot.unfound
        and all(r.letters is not None and not r.unsure for r in shot.rows)
    )


def as_paste(shot: Screenshot) -> str:
    """The rows as a paste: ``CRANE 20010`` a line (only when ``sure``)."""
    return "\n".join(f"{r.letters} {''.join(map(str, r.colours))}" for r in shot.rows)


def as_read(row: ReadRow) -> str:
    """One row as it was read: its squares, and its letters with ``?`` where unsure (and
    the word they may spell, to be confirmed)."""
    squares = "".join(SQUARES[c] for c in row.colours)
    if row.letters is None:
        return squares
    letters = "".join("?" if n in row.unsure else ch for n, ch in enumerate(row.letters))
    return f"{squares} `{letters}`" + (f" ({row.word}?)" if row.word else "")
