"""Shares: the NYT's (the header, the rows of squares, and the words when a share carries
them), the multi-board games' (Daily Dordle, Quordle, Octordle: each board's guesses) and
hello wordl's (Wordle of 4-11 letters: its link, its score, its rows)."""

from __future__ import annotations

import re
import time
from datetime import UTC, date, datetime, timedelta
from urllib.parse import parse_qs

from bot.formatting import plural, problem
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
    MAX_LENGTH,
    MIN_LENGTH,
    ROWS,
    VARIANTS,
    WORDLE,
    sharing,
    wordle_of_length,
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
                *where, f"this share row has {len(tiles)} squares; each row has {length}"
            )
        try:
            rows.append(parse_score(tiles, length=length))
        except FeedbackError as exc:
            raise ParseError(*where, problem(exc)) from None
        if lex and not lex.achievable(rows[-1]):
            raise ParseError(*where, f"no guess can score {tiles}: {_impossible(rows[-1])}")
        if word and not word.isascii():
            raise ParseError(
                *where, f"{word} has a letter outside a-z; type the word without accents"
            )
        words.append(word.lower() if word and len(word) == length and word.isalpha() else None)
        i += 1
    bare = lines[start].strip() == m.group(0)
    if not rows and not bare:
        return None, i  # a header in a sentence is chat ("Wordle 1,234 4/6 today!")
    header = (start + 1, lines[start])
    if puzzle > (newest := newest_puzzle(time.time())):
        raise ParseError(
            *header, f"puzzle {puzzle:,} isn't out yet (the newest is {newest:,}); check its number"
        )
    if not rows:  # the header alone: the result without a grid
        return Share(puzzle, result, bool(m.group("hard")), (), None, start + 1), i
    expected = 6 if result is None else result
    if len(rows) != expected:
        said = m.group("result").upper() + "/6"
        raise ParseError(*header, f"the header says {said} but the grid has {len(rows)} rows")
    if result is not None and rows[-1] != (GREEN,) * length:
        raise ParseError(*header, f"the header says {result}/6 but the last row isn't all green")
    if result is None and rows[-1] == (GREEN,) * length:
        raise ParseError(*header, "the header says X/6 but the last row is all green")
    if m.group("hard") and (breach := hard_mode_grid_breach(rows)) is not None:
        at, lost = breach
        why = (
            f"the {ORDINALS[lost]} tile was green in the row above, so it stays green"
            if lost is not None
            else "it has fewer coloured tiles than the row above, but every revealed letter "
            "is played again"
        )
        raise ParseError(
            *row_lines[at], f"this row breaks hard mode (the * after the score): {why}"
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
    return (
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
    name = kind.title
    if len(boards) != kind.boards:
        raise ParseError(
            *where,
            f"a {name} share shows {kind.boards} boards' guesses; this one shows {len(boards)}",
        )
    over = next((b for b in boards if b is not None and not 1 <= b <= kind.rows), None)
    if over is not None:
        raise ParseError(*where, f"{name} has {kind.rows} rows, so no board takes {over} guesses")
    return BoardsShare(kind.name, int(m.group("num")), tuple(boards), start + 1), i


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


def _hello_row(tiles: str, above: list[Pattern], where: tuple[int, str]) -> Pattern:
    """One row of a hello wordl grid: 4 to 11 squares, as many as the rows above."""
    if not MIN_LENGTH <= len(tiles) <= MAX_LENGTH:
        raise ParseError(
            *where, f"this row has {len(tiles)} squares; hello wordl's words have 4 to 11 letters"
        )
    if above and len(tiles) != len(above[0]):
        raise ParseError(
            *where, f"this row has {len(tiles)} squares but the first has {len(above[0])}"
        )
    try:
        return parse_score(tiles, length=len(tiles))
    except FeedbackError as exc:
        raise ParseError(*where, problem(exc)) from None


def _read_hello_share(lines: list[str], start: int) -> tuple[BoardsShare | None, int]:
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
    header = (start + 1, lines[start])
    if score:
        header = (i + 1, lines[i])
        i += 1
    rows: list[Pattern] = []
    while i < len(lines) and (row := _row(lines[i])) is not None and row[1] is None:
        rows.append(_hello_row(row[0], rows, (i + 1, lines[i])))
        i += 1
    if not rows:
        return None, i
    won = rows[-1] == (GREEN,) * len(rows[0])
    result = len(rows) if won else None
    if score and score["result"].upper() != ("X" if result is None else str(result)):
        grid = f"{plural(len(rows), 'row')}{', the last all green' if won else ''}"
        raise ParseError(*header, f"the score says {score['result']}/6 but the grid has {grid}")
    if len(rows) > ROWS or (not won and len(rows) < ROWS):
        raise ParseError(
            *header,
            f"a hello wordl game has up to {ROWS} rows and ends on an all-green one or the "
            f"{ORDINALS[ROWS - 1]}; this grid has {len(rows)}",
        )
    day, length = _todays(m["query"]), len(rows[0])
    if day is None or length == WORDLE.length:  # five letters: Wordle is the NYT's puzzle
        return None, i
    today = datetime.fromtimestamp(time.time(), UTC).date()
    if day > today + timedelta(days=1):  # a player's day may be ahead of UTC's
        raise ParseError(*header, f"this share is for {day:%-d %B %Y}, which hasn't come yet")
    variant = wordle_of_length(length)
    return BoardsShare(variant.name, day.toordinal(), (result,), start + 1), i
