"""Shares of one-board games other than the NYT's, each counted for its variant: hello
wordl's Today's game (Wordle of 4-11 letters), Termo's and Wordle Global's (a Spanish and
a German Wordle).  Each is a header, then a grid of one board, whose rows are checked
against the score the header gives."""

from __future__ import annotations

import re
import time
from datetime import UTC, date, datetime, timedelta
from urllib.parse import parse_qs

from bot.formatting import game_name, problem
from bot.i18n import day as written_day
from bot.i18n import t, tn
from bot.parsing._shares import grid_row
from bot.parsing._types import BoardsShare, ParseError
from solver import (
    GREEN,
    MAX_LENGTH,
    MIN_LENGTH,
    ORDINALS,
    ROWS,
    VARIANTS,
    WORDLE,
    FeedbackError,
    Pattern,
    Variant,
    parse_score,
    wordle_of_length,
)

Where = tuple[int, str]  # a line's number and text, for an error to name

# -- a grid of one board ----------------------------------------------------------------


def _grid_row(tiles: str, above: list[Pattern], length: int | None, where: Where) -> Pattern:
    """One row: ``length`` squares (None: 4 to 11, as many as the rows above)."""
    if length is not None and len(tiles) != length:
        raise ParseError(
            *where,
            t(
                "this row has {count} squares; each row has {length}",
                count=len(tiles),
                length=length,
            ),
        )
    if not MIN_LENGTH <= len(tiles) <= MAX_LENGTH:
        raise ParseError(
            *where,
            t(
                "this row has {count} squares; hello wordl's words have {lowest} to {highest} "
                "letters",
                count=len(tiles),
                lowest=MIN_LENGTH,
                highest=MAX_LENGTH,
            ),
        )
    if above and len(tiles) != len(above[0]):
        raise ParseError(
            *where,
            t(
                "this row has {count} squares but the first has {first}",
                count=len(tiles),
                first=len(above[0]),
            ),
        )
    try:
        return parse_score(tiles, length=len(tiles))
    except FeedbackError as exc:
        raise ParseError(*where, problem(exc)) from None


def _read_grid(
    lines: list[str], i: int, game: str, header: Where, said: str | None, length: int | None
) -> tuple[list[Pattern], int | None, int]:
    """The rows from lines[i] on (blank lines before them skipped), checked against the
    score the header ``said`` ("4", "X"; None: it gives none): the rows, the guesses the
    game took (None: lost) and the next line to read."""
    while i < len(lines) and not lines[i]:
        i += 1
    rows: list[Pattern] = []
    while i < len(lines) and (row := grid_row(lines[i])) is not None:  # beside it: a comment
        rows.append(_grid_row(row[0], rows, length, (i + 1, lines[i])))
        i += 1
    if not rows:
        return rows, None, i
    won = rows[-1] == (GREEN,) * len(rows[0])
    result = len(rows) if won else None
    if said is not None and said.upper() != ("X" if result is None else str(result)):
        raise ParseError(
            *header,
            tn(
                "the score says {said}/6 but the grid has {count} row",
                "the score says {said}/6 but the grid has {count} rows",
                len(rows),
                said=said,
            )
            + (t(", the last all green") if won else ""),
        )
    if len(rows) > ROWS or (not won and len(rows) < ROWS):
        raise ParseError(
            *header,
            t(
                "a {game} game has up to {rows} rows and ends on an all-green one or the "
                "{ordinal}; this grid has {count}",
                game=game,
                rows=ROWS,
                ordinal=ORDINALS[ROWS - 1],
                count=len(rows),
            ),
        )
    return rows, result, i


# -- hello wordl -------------------------------------------------------------------------

# hello wordl (hellowordl.net, github.com/lynn/hello-wordl, src/Game.tsx "Share emoji
# results") shares its link, a blank line, then "hello wordl 4/6" and the rows (⬛🟨🟩, or
# ⬛🟦🟧 colour-blind).  Today's game links ?seed=YYYYMMDD (the player's date)&length=N
# &game=1; a random game or a challenge links ?challenge=… (the answer, in base64: never
# read, never shown).
HELLO_LINK = re.compile(r"^(?:https?://)?(?:www\.)?hellowordl\.net/?\?(?P<query>\S*)$", re.I)
HELLO_SCORE = re.compile(r"^hello wordl\s+(?P<result>[1-6X])/6$", re.I)


def _todays(query: str) -> date | None:
    """The day a hello wordl link's game is Today's game of, or None for a random game,
    a challenge, or a later game of that day (``game=2``: play again): only Today's first
    is the same puzzle for everyone who plays it that day."""
    params = parse_qs(query)
    seed, game = params.get("seed", [""])[0], params.get("game", ["1"])[0]
    if not (seed.isdigit() and len(seed) == 8 and game == "1"):
        return None
    try:
        return datetime.strptime(seed, "%Y%m%d").date()
    except ValueError:
        return None


def read_hello_share(lines: list[str], start: int) -> tuple[BoardsShare | None, int]:
    """Parse the hello wordl share whose link is lines[start]: Today's game at a length the
    bot counts comes back as its variant's result (its puzzle: the day's ordinal, so days
    in a row are numbers in a row); any other is chat.  A link with no rows is an
    invitation to play, chat too."""
    m = HELLO_LINK.match(lines[start])
    assert m is not None
    i = start + 1
    while i < len(lines) and not lines[i]:
        i += 1
    score = HELLO_SCORE.match(lines[i]) if i < len(lines) else None
    header = (i + 1, lines[i]) if score else (start + 1, lines[start])
    said = score["result"] if score else None
    rows, result, i = _read_grid(lines, i + bool(score), "hello wordl", header, said, None)
    if not rows:
        return None, i
    day, length = _todays(m["query"]), len(rows[0])
    if day is None or length == WORDLE.length:  # five letters: Wordle is the NYT's puzzle
        return None, i
    today = datetime.fromtimestamp(time.time(), UTC).date()
    if day > today + timedelta(days=1):  # a player's day may be ahead of UTC's
        raise ParseError(
            *header,
            t(
                "this share is for {day}, which hasn't come yet",
                day=written_day(day),
            ),
        )
    variant = wordle_of_length(length)
    return BoardsShare(variant.name, day.toordinal(), (result,), start + 1), i


# -- other languages' Wordles ------------------------------------------------------------

# Termo (term.ooo): "joguei term.ooo #81 3/6 🔥 4" (the streak after the flame; "*3/6" in
# hard mode), a blank line, the rows.  Wordle Global (wordle.global, github.com/Hugo0/wordle,
# MIT, webapp/static/game.js): "Wordle Español #123 3/6", its link "www.wordle.global/es",
# a blank line, the rows (⬜ grey).  Each is its variant's daily puzzle, by number.
TERMO = re.compile(
    r"^joguei\s+(?:https?://)?term\.ooo\s+#(?P<num>\d{1,6})\s+\*?(?P<result>[1-6X])/6"
    r"(?:\s+🔥\s*\d+)?$",
    re.I,
)
GLOBAL = re.compile(r"^Wordle\s+(?P<name>[^\W\d_]+)\s+#(?P<num>\d{1,6})\s+(?P<result>[1-6X])/6$")
GLOBAL_LINK = re.compile(r"^(?:https?://)?(?:www\.)?wordle\.global/\S*$", re.I)


def opens_language_share(line: str) -> bool:
    return bool(TERMO.match(line) or GLOBAL.match(line))


def _shared_as(header: str) -> tuple[Variant, re.Match[str]] | None:
    """The variant a language share's header is of, and the header read; None for a
    Wordle Global language no variant plays."""
    if m := TERMO.match(header):
        return VARIANTS["termo"], m
    m = GLOBAL.match(header)
    assert m is not None
    found = next(
        (v for v in VARIANTS.values() if v.share == "global" and v.shared_as == m["name"]), None
    )
    return (found, m) if found else None


def _said_result(said: str) -> int | None:
    """The guesses a header's score gives ("3" -> 3; "X", a loss -> None): a bare header's
    result, the grid that would check it being absent."""
    return None if said.upper() == "X" else int(said)


def read_language_share(lines: list[str], start: int) -> tuple[BoardsShare | None, int]:
    """Parse the Termo or Wordle Global share whose header is lines[start]: its variant's
    result.  A bare header, with no grid, counts as the NYT's does: its header is a line
    of its own (anchored), so it is never a sentence that mentions a game."""
    found = _shared_as(lines[start])
    if found is None:
        return None, start + 1
    variant, m = found
    i = start + 1
    while i < len(lines) and (not lines[i] or GLOBAL_LINK.match(lines[i])):
        i += 1
    header = (start + 1, lines[start])
    rows, result, i = _read_grid(lines, i, game_name(variant), header, m["result"], variant.length)
    if not rows:
        result = _said_result(m["result"])
    return BoardsShare(variant.name, int(m["num"]), (result,), start + 1), i
