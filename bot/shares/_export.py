"""A player's results as a file of their own (``/export``): every game's, one row per
puzzle, as CSV (a spreadsheet opens it) or JSON; an admin may take the whole server's.

Pure: given the results the store holds, the file's bytes.  The columns are the same in
both formats: the player (id and name), the game, its puzzle (Wordle's number; a day's
ordinal for hello wordl's; the game's own number for the others), Wordle's date, the
result (guesses to finish, empty or null for a loss), each board's guesses for a game of
several, hard mode, and where the result came from (a pasted share, the Wordle app).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass

from bot.store import BoardResult, Result
from solver import WORDLE, puzzle_date

FORMATS = ("csv", "json")
# what a spreadsheet reads as the start of a formula (OWASP's CSV injection list)
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
COLUMNS = ("player_id", "player", "game", "puzzle", "date", "result", "boards", "hard", "source")


@dataclass(frozen=True)
class Exported:
    """The file, and how many results it holds."""

    data: bytes
    filename: str
    rows: int


def _rows(results: Sequence[Result], boards: Sequence[BoardResult]) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = [
        {
            "player_id": str(r.author_id),
            "player": r.author_name,
            "game": WORDLE.name,
            "puzzle": r.puzzle,
            "date": puzzle_date(r.puzzle).isoformat(),
            "result": r.result,
            "boards": None,
            "hard": r.hard,
            "source": r.source,
        }
        for r in results
    ]
    rows += [
        {
            "player_id": str(b.author_id),
            "player": b.author_name,
            "game": b.game,
            "puzzle": b.puzzle,
            "date": None,
            "result": b.result,
            "boards": list(b.boards) if b.kind.boards > 1 else None,
            "hard": False,
            "source": "share",
        }
        for b in boards
    ]
    return sorted(
        rows, key=lambda r: (str(r["game"]), str(r["puzzle"]).zfill(9), str(r["player_id"]))
    )


def export(
    results: Sequence[Result], boards: Sequence[BoardResult], fmt: str, name: str
) -> Exported:
    """The results as a ``fmt`` file named after ``name`` (a player, or the server)."""
    rows = _rows(results, boards)
    if fmt == "json":
        data = json.dumps(rows, ensure_ascii=False, indent=1).encode()
    else:
        out = io.StringIO()
        # every cell quoted: a line break inside a name (a CR) stays inside its cell
        writer = csv.DictWriter(out, COLUMNS, lineterminator="\n", quoting=csv.QUOTE_ALL)
        writer.writeheader()
        for row in rows:
            cells = {**row, "boards": _boards_cell(row["boards"])}
            writer.writerow({column: _inert(value) for column, value in cells.items()})
        data = out.getvalue().encode("utf-8-sig")  # a spreadsheet reads the BOM as UTF-8
    return Exported(data, f"wordle-huddle-{name}.{fmt}", len(rows))


def _inert(value: object) -> object:
    """A text cell a spreadsheet would run as a formula (a player named ``=HYPERLINK(…)``)
    gets a leading ``'``, which shows it as text; numbers are left as they are."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _boards_cell(boards: object) -> str:
    """Each board's guesses in one cell: "4 6 X 7"."""
    if not isinstance(boards, list):
        return ""
    return " ".join("X" if b is None else str(b) for b in boards)
