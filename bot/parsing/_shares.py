"""Shares: the NYT's (the header, the rows of squares, and the words when a share carries
them) and the multi-board games' (Daily Dordle, Quordle, Octordle: each board's guesses).
The other one-board games' are in ``_one_board.py``."""

from __future__ import annotations

import re
import time

from bot.formatting import game_name, problem
from bot.i18n import t
from bot.parsing._normalise import SQUARES
from bot.parsing._types import BoardsShare, Lexicon, ParseError, Share
from solver.game.feedback import (
    GREEN,
    FeedbackError,
    Pattern,
    parse_score,
    score,
)
from solver.game.rules import hard_mode_grid_breach, newest_puzzle
from solver.game.variants import (
    VARIANTS,
    WORDLE,
    sharing,
)
from solver.wording import ORDINALS

# -- shares ------------------------------------------------------------------------------

HEADER = re.compile(
    r"\bWordle\s+#?(?P<num>\d{1,3}(?:[,.\u00a0\u202f]\d{3})+|\d{1,6})\s+"
    r"(?P<result>[1-6X])/6(?P<hard>\*?)(?!\S)",
    re.IGNORECASE,
)
CLONE = re.compile(  # their shares always open a line with "Daily …"
    r"^Daily\s+(?:Sequence\s+)?(?:Quordle|Octordle|Dordle|Sedecordle|Duotrigordle)"
    r"(?:\s+(?:Rescue|Extreme|Chill))?\s+#?\d+",
    re.IGNORECASE,
)
ROW = re.compile(
    f"^(?:(?P<pre>[A-Za-z]+)[:\\s]*)?(?P<tiles>[{SQUARES}]+)(?:[\\s:]*(?P<post>\\S.*))?$"
)


def _row(line: str) -> tuple[str, str | None] | None:
    """A grid row: its squares and a word typed beside them, if any."""
    m = ROW.match(line)
    if not m:
        return None
    word = m.group("pre") or m.group("post")
    return m.group("tiles"), word


def _read_share(lines: list[str], start: int, lex: Lexicon | None) -> tuple[Share | None, int]:
    """Parse the share whose header is lines[start]; returns it and the next line to read."""
    m = HEADER.search(lines[start])
    assert m is not None
    puzzle = int(re.sub(r"\D", "", m.group("num")))
    result = None if m.group("result").upper() == "X" else int(m.group("result"))
    length = lex.length if lex else WORDLE.length
    i = start + 1
    while i < len(lines) and not lines[i]:
        i += 1
    rows: list[Pattern] = []
    words: list[str | None] = []
    row_lines: list[tuple[int, str]] = []
    while i < len(lines) and (row := _row(lines[i])) is not None:
        tiles, word = row
        where = (i + 1, lines[i])
        row_lines.append(where)
        if len(tiles) != length:
            raise ParseError(
                *where,
                t(
                    "this share row has {count} squares; each row has {length}",
                    count=len(tiles),
                    length=length,
                ),
            )
        try:
            rows.append(parse_score(tiles, length=length))
        except FeedbackError as exc:
            raise ParseError(*where, problem(exc)) from None
        if lex and not lex.achievable(rows[-1]):
            raise ParseError(
                *where,
                t("no guess can score {tiles}: {why}", tiles=tiles, why=_impossible(rows[-1])),
            )
        if word and not word.isascii():
            raise ParseError(
                *where,
                t("{word} has a letter outside a-z; type the word without accents", word=word),
            )
        words.append(word.lower() if word and len(word) == length and word.isalpha() else None)
        i += 1
    bare = lines[start].strip() == m.group(0)
    if not rows and not bare:
        return None, i  # a header in a sentence is chat ("Wordle 1,234 4/6 today!")
    header = (start + 1, lines[start])
    if puzzle > (newest := newest_puzzle(time.time())):
        raise ParseError(
            *header,
            t(
                "puzzle {puzzle} isn't out yet (the newest is {newest}); check its number",
                puzzle=f"{puzzle:,}",
                newest=f"{newest:,}",
            ),
        )
    if not rows:  # the header alone: the result without a grid
        return Share(puzzle, result, bool(m.group("hard")), (), None, start + 1), i
    expected = 6 if result is None else result
    if len(rows) != expected:
        said = m.group("result").upper() + "/6"
        raise ParseError(
            *header,
            t("the header says {said} but the grid has {count} rows", said=said, count=len(rows)),
        )
    if result is not None and rows[-1] != (GREEN,) * length:
        raise ParseError(
            *header,
            t("the header says {result}/6 but the last row isn't all green", result=result),
        )
    if result is None and rows[-1] == (GREEN,) * length:
        raise ParseError(*header, t("the header says X/6 but the last row is all green"))
    if m.group("hard") and (breach := hard_mode_grid_breach(rows)) is not None:
        at, lost = breach
        why = (
            t(
                "the {ordinal} tile was green in the row above, so it stays green",
                ordinal=ORDINALS[lost],
                number=lost + 1,
            )
            if lost is not None
            else t(
                "it has fewer coloured tiles than the row above, but every revealed letter "
                "is played again"
            )
        )
        raise ParseError(
            *row_lines[at], t("this row breaks hard mode (the * after the score): {why}", why=why)
        )
    return Share(
        puzzle,
        result,
        bool(m.group("hard")),
        tuple(rows),
        _consistent_words(words, rows, result),
        start + 1,
    ), i


def _consistent_words(
    words: list[str | None], rows: list[Pattern], result: int | None
) -> tuple[str | None, ...] | None:
    """Words beside rows count only if they could really have scored those rows; otherwise
    they were comments ("🟩🟩🟩🟩🟩 yesss")."""
    if not any(words):
        return None
    answer = words[-1] if result is not None else None
    for word, row in zip(words, rows):
        if word is None or (answer and score(word, answer) != row):
            return None
    return tuple(words)


def _impossible(pattern: Pattern) -> str:
    return t(
        "four greens and one yellow can't happen (the yellow letter would have nowhere to go)"
        if sorted(pattern) == [1, 2, 2, 2, 2]
        else "no word in any list gives that feedback"
    )


# -- multi-board shares ------------------------------------------------------------------

# the games whose shares are read (their results feed /stats and /leaderboard)
BOARDS_HEADER = re.compile(
    r"^Daily\s+(?P<game>" + "|".join(sharing("daily")) + r")"
    r"\s+#?(?P<num>\d{1,6})"
    r"(?:\s+(?P<first>X|\d{1,2})&(?P<second>X|\d{1,2})/7)?$",
    re.IGNORECASE,
)
# a board's guesses: keycaps 1-9 (their U+FE0F already stripped), 10, clocks for 11-13,
# and a red square for a board missed
BOARD_NUMBER = re.compile(
    r"(\d)\u20e3|(\U0001f51f)|([\U0001f55a\U0001f55b\U0001f550])|(\U0001f7e5)"
)
CLOCKS = {"\U0001f55a": 11, "\U0001f55b": 12, "\U0001f550": 13}
NUMBER_ROW = re.compile(f"^(?:(?:{BOARD_NUMBER.pattern})\\s*)+$")
GAME_LINK = re.compile(
    r"^(?:https?://)?(?:www\.)?(?:m-w\.com|merriam-webster\.com|quordle\.com|octordle\.com|"
    r"britannica\.com|zaratustra\.itch\.io)\S*$|^Score:\s*\d+$",
    re.IGNORECASE,
)
GRID_ROW = re.compile(f"^[{SQUARES}\\s]+$")


def _board_numbers(line: str) -> list[int | None]:
    out: list[int | None] = []
    for digit, ten, clock, _missed in BOARD_NUMBER.findall(line):
        out.append(int(digit) if digit else 10 if ten else CLOCKS[clock] if clock else None)
    return out


def _read_boards_share(lines: list[str], start: int) -> tuple[BoardsShare | None, int]:
    """Parse the multi-board share whose header is lines[start]; returns it (None for a
    bare header, which is chat) and the next line to read.  The game's link, its score
    line and the emoji grids under it are part of the share."""
    m = BOARDS_HEADER.match(lines[start])
    assert m is not None
    kind = VARIANTS[m.group("game").lower()]
    where = (start + 1, lines[start])
    boards: list[int | None] = []
    if m.group("first"):
        boards = [None if m.group(g) == "X" else int(m.group(g)) for g in ("first", "second")]
    i = start + 1
    while i < len(lines) and (not lines[i] or NUMBER_ROW.match(lines[i])):
        boards += _board_numbers(lines[i])
        i += 1
    while i < len(lines) and (
        not lines[i] or GAME_LINK.match(lines[i]) or GRID_ROW.match(lines[i])
    ):
        i += 1
    if not boards:
        return None, i
    name = game_name(kind)
    if len(boards) != kind.boards:
        raise ParseError(
            *where,
            t(
                "a {game} share shows {boards} boards' guesses; this one shows {count}",
                game=name,
                boards=kind.boards,
                count=len(boards),
            ),
        )
    over = next((b for b in boards if b is not None and not 1 <= b <= kind.rows), None)
    if over is not None:
        raise ParseError(
            *where,
            t(
                "{game} has {rows} rows, so no board takes {over} guesses",
                game=name,
                rows=kind.rows,
                over=over,
            ),
        )
    return BoardsShare(kind.name, int(m.group("num")), tuple(boards), start + 1), i
