"""Shares: the NYT's (the header, the rows of squares, and the words when a share carries
them) and the multi-board games' (Daily Dordle, Quordle, Octordle: each board's guesses).
The other one-board games' are in ``_one_board.py``."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from string import ascii_lowercase

from bot.formatting import game_name, problem
from bot.i18n import t
from bot.numbers import puzzle_number
from bot.parsing._normalise import SQUARES
from bot.parsing._types import BoardsShare, Lexicon, ParseError, Share
from solver import (
    GREEN,
    ORDINALS,
    VARIANTS,
    WORDLE,
    FeedbackError,
    Pattern,
    Variant,
    fold,
    hard_mode_grid_breach,
    newest_puzzle,
    parse_score,
    score,
    sharing,
)

# -- shares ------------------------------------------------------------------------------

HEADER = re.compile(
    # a word just before it makes it another game's title ("Not Wordle 25 3/6")
    r"(?<![^\W\d_] )(?<![^\W\d_])Wordle\s+#?(?P<num>\d{1,3}(?:[,.\u00a0\u202f]\d{3})+|\d{1,6})\s+"
    # a decoration the NYT adds on a round number ("1,000 🎉 3/6", ":tada:" typed)
    r"(?:(?:[^\w\s/]+|:[a-z_]+:)\s+)?"
    r"(?P<result>[1-6X])/6(?P<hard>\*?)"
    f"(?![^\\s{SQUARES}])",  # the rows may follow on its line, where newlines were lost
    re.IGNORECASE,
)
MOOD = r"(?:[^\w\s]+\s*)?"  # an emoji some sites put before their title ("🙂 Daily Quordle")
CLONE = re.compile(  # their shares always open a line with "Daily …"
    "^" + MOOD + r"Daily\s+(?:Sequence\s+)?(?:Quordle|Octordle|Dordle|Sedecordle|Duotrigordle)"
    r"(?:\s+(?:Rescue|Extreme|Chill))?\s+#?\d+",
    re.IGNORECASE,
)
ROW = re.compile(f"^(?P<pre>[^{SQUARES}]*?)(?P<tiles>[{SQUARES}]+)(?P<post>[^{SQUARES}]*)$")
BESIDE = re.compile(r"^[\s:]*(?P<word>[^\W\d_]+)[\s:]*$")  # a word alone beside the squares


def grid_row(line: str) -> tuple[str, str, str] | None:
    """A grid row: its squares and the text before and after them (a word played, a
    comment, an emoji: whoever posted it may write anything beside a row)."""
    m = ROW.match(line)
    return (m["tiles"], m["pre"], m["post"]) if m else None


def _typed_word(pre: str, post: str, length: int) -> str | None:
    """The word typed beside a row, folded as the NYT plays it ("Trace", "TRACÉ"): one
    word of the row's length alone on a side; anything else there is a comment."""
    for side in (pre, post):
        if (m := BESIDE.match(side)) and len(word := fold(m["word"], ascii_lowercase)) == length:
            return word if word.isascii() else None
    return None


def _not_adding_up() -> str:
    """The title of a share read whole whose header and grid disagree: it was read, so not
    "I couldn't read that"."""
    return t("That share doesn't add up")


def read_share(lines: list[str], start: int, lex: Lexicon | None) -> tuple[Share | None, int]:
    """Parse the share whose header is lines[start]; returns it and the next line to read."""
    m = HEADER.search(lines[start])
    assert m is not None
    puzzle = int(re.sub(r"\D", "", m.group("num")))
    result = None if m.group("result").upper() == "X" else int(m.group("result"))
    length = lex.length if lex else WORDLE.length
    i = start + 1
    rows: list[Pattern] = []
    words: list[str | None] = []
    row_lines: list[tuple[int, str]] = []
    for where, tiles, word in _share_rows(lines, start, m.end(), length):
        row_lines.append(where)
        rows.append(_share_row(tiles, where, length, lex))
        words.append(word)
        i = where[0]
    bare = _alone(lines[start], m)
    if not rows and not bare:
        return None, i  # a header in a sentence is chat ("Wordle 1,234 4/6 today!")
    header = (start + 1, lines[start])
    if puzzle > (newest := newest_puzzle(time.time())):
        raise ParseError(
            *header,
            t(
                "puzzle {puzzle} isn't out yet (the newest is {newest}); check its number",
                puzzle=puzzle_number(puzzle),
                newest=puzzle_number(newest),
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
            _not_adding_up(),
        )
    if result is not None and rows[-1] != (GREEN,) * length:
        raise ParseError(
            *header,
            t("the header says {result}/6 but the last row isn't all green", result=result),
            _not_adding_up(),
        )
    if result is None and rows[-1] == (GREEN,) * length:
        raise ParseError(
            *header, t("the header says X/6 but the last row is all green"), _not_adding_up()
        )
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
            *row_lines[at],
            t("this row breaks hard mode (the * after the score): {why}", why=why),
            t("That share doesn't add up in hard mode"),
        )
    return Share(
        puzzle,
        result,
        bool(m.group("hard")),
        tuple(rows),
        _consistent_words(words, rows, result, lex),
        start + 1,
    ), i


def _alone(line: str, header: re.Match[str]) -> bool:
    """A header with nothing after it, and before it nothing or a chat log's speaker
    ("23/01/2022, 14:54 - C: Wordle 22 3/6"): a result posted without its grid.  Said in
    a sentence, it is chat."""
    before, after = line[: header.start()].strip(), line[header.end() :].strip()
    return not after and (not before or before.endswith(":"))


def _share_rows(
    lines: list[str], start: int, after: int, length: int
) -> Iterator[tuple[tuple[int, str], str, str | None]]:
    """A share's rows, each with its line (number, text), its squares and the word typed
    beside it: the lines under the header (blank lines before them skipped), or, where an
    app sent the share on one line, the squares after the header, row by row."""
    if tail := ROW.match(lines[start][after:]):
        run = tail["tiles"]
        if len(run) % length == 0:
            for k in range(0, len(run), length):
                yield (start + 1, lines[start]), run[k : k + length], None
            return
    i = start + 1
    while i < len(lines) and not lines[i]:
        i += 1
    while i < len(lines) and (row := grid_row(lines[i])) is not None:
        tiles, pre, post = row
        yield (i + 1, lines[i]), tiles, _typed_word(pre, post, length)
        i += 1


def _share_row(tiles: str, where: tuple[int, str], length: int, lex: Lexicon | None) -> Pattern:
    """One row of a share's grid, checked: as many squares as the game's words have
    letters, and colours some guess can score."""
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
        pattern = parse_score(tiles, length=length)
    except FeedbackError as exc:
        raise ParseError(*where, problem(exc)) from None
    if lex and not lex.achievable(pattern):
        raise ParseError(
            *where,
            t("no guess can score {tiles}: {why}", tiles=tiles, why=impossible_feedback(pattern)),
        )
    return pattern


def _consistent_words(
    words: list[str | None], rows: list[Pattern], result: int | None, lex: Lexicon | None
) -> tuple[str | None, ...] | None:
    """The words typed beside rows that could really have been played there, on some
    rows or all: each a word that can score its row; the answer, typed beside the green
    row, only with another word it agrees with ("🟩🟩🟩🟩🟩 Great" alone is a comment)."""
    kept = [w if w and _could_score(w, row, lex) else None for w, row in zip(words, rows)]
    answer = kept[-1] if result is not None else None
    played = [(w, row) for w, row in zip(kept[:-1], rows) if w]
    if answer and not (played and all(score(w, answer) == row for w, row in played)):
        kept[-1] = None
    return tuple(kept) if any(kept) else None


def _could_score(word: str, row: Pattern, lex: Lexicon | None) -> bool:
    """A typed word is a guess of that row when the game takes it and it can score the
    row against some answer."""
    return lex is None or (lex.is_known(word) and lex.producible(word, row))


def impossible_feedback(pattern: Pattern) -> str:
    return t(
        "four greens and one yellow can't happen (the yellow letter would have nowhere to go)"
        if sorted(pattern) == [1, 2, 2, 2, 2]
        else "no word in any list gives that feedback"
    )


# -- multi-board shares ------------------------------------------------------------------

# the games whose shares are read (their results feed /stats and /leaderboard)
BOARDS_HEADER = re.compile(
    "^" + MOOD + r"(?:Daily\s+)?(?P<game>" + "|".join(sharing("daily")) + r")"
    r"\s+#?(?P<num>\d{1,6})"
    r"(?:\s+(?P<first>X|\d{1,2})&(?P<second>X|\d{1,2})/7)?(?=\s|$)(?P<rest>.*)$",
    re.IGNORECASE,
)
# a board's guesses: keycaps 1-9 (their U+FE0F already stripped), 10, clocks past that,
# and a red square for a board missed
BOARD_NUMBER = re.compile(r"(\d)\u20e3|(\U0001f51f)|([\U0001f550-\U0001f55b])|(\U0001f7e5)")
# a clock stands for its hour, or past 12 for the hours 1-9 (🕐 13 … 🕘 21: Sedecordle's)
CLOCKS = {chr(0x1F550 + h - 1): 12 + h for h in range(1, 11)} | {"\U0001f55a": 11, "\U0001f55b": 12}
NUMBER_ROW = re.compile(f"^(?:(?:{BOARD_NUMBER.pattern})\\s*)+$")
GAME_LINK = re.compile(
    r"^(?:https?://)?(?:www\.)?(?:m-w\.com|merriam-webster\.com|quordle\.com|octordle\.com|"
    r"sedecordle\.com|"
    r"britannica\.com|zaratustra\.itch\.io)\S*$|^Score:\s*\d+$",
    re.IGNORECASE,
)
SCORE = re.compile(r"\bScore:\s*\d+", re.IGNORECASE)  # Octordle's, on a one-line share
GRID_ROW = re.compile(f"^[{SQUARES}\\s]+$")


def _board_numbers(line: str) -> list[int | None]:
    out: list[int | None] = []
    for digit, ten, clock, _missed in BOARD_NUMBER.findall(line):
        out.append(int(digit) if digit else 10 if ten else CLOCKS[clock] if clock else None)
    return out


def _share_part(text: str) -> bool:
    """Whether a line (or a token of a share sent on one line) is part of a multi-board
    share under its title: a line of boards' guesses, the game's link or score, squares."""
    return not text or bool(NUMBER_ROW.match(text) or GAME_LINK.match(text) or GRID_ROW.match(text))


def read_boards_share(lines: list[str], start: int) -> tuple[BoardsShare | None, int]:
    """Parse the multi-board share whose header is lines[start]; returns it (None for a
    bare header, which is chat) and the next line to read.  The game's link, its score
    line and the emoji grids under it are part of the share; where an app sent it on one
    line, they follow the title on that line."""
    m = BOARDS_HEADER.match(lines[start])
    assert m is not None
    kind = VARIANTS[m.group("game").lower()]
    where = (start + 1, lines[start])
    shown = _board_numbers(m["rest"])  # sent on one line: a comment may sit among them
    if not shown and not all(_share_part(token) for token in SCORE.sub("", m["rest"]).split()):
        return None, start + 1  # a title in a sentence is chat
    i = start + 1
    while i < len(lines) and (not lines[i] or NUMBER_ROW.match(lines[i])):
        shown += _board_numbers(lines[i])
        i += 1
    while i < len(lines) and _share_part(lines[i]):
        i += 1
    boards = _said_boards(m, shown, where)
    if not boards:
        return None, i
    return _counted(kind, int(m.group("num")), boards, where), i


def _counted(
    kind: Variant, puzzle: int, boards: list[int | None], where: tuple[int, str]
) -> BoardsShare:
    """A multi-board share's result, checked: one count per board, none past its rows."""
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
    return BoardsShare(kind.name, puzzle, tuple(boards), where[0])


# Sedecordle's first shares: "Daily #359", then the boards two to a line, each count in two
# keycaps ("1️⃣3️⃣", 🟥🟥 missed) with ⬛ between, then the link that names the game
UNNAMED_HEADER = re.compile(r"^Daily\s+#(?P<num>\d{1,6})$", re.IGNORECASE)
PAIRED = r"(?:\d\u20e3\d\u20e3|\U0001f7e5\U0001f7e5)"
PAIRED_ROW = re.compile(f"^{PAIRED}(?:\u2b1b{PAIRED})*$")
LINKED = {"sedecordle.com": "sedecordle", "octordle.com": "octordle", "quordle.com": "quordle"}


def _paired_numbers(line: str) -> list[int | None]:
    """A line of boards each counted in two keycaps: 13, 04, or None for 🟥🟥."""
    return [
        None if "\U0001f7e5" in pair else int(pair[0] + pair[2]) for pair in line.split("\u2b1b")
    ]


def _named_by_link(line: str) -> Variant | None:
    """The game a share's link line names, where it is one whose shares count."""
    host = re.sub(r"^(?:https?://)?(?:www\.)?", "", line.lower()).split("/")[0]
    name = LINKED.get(host)
    return VARIANTS[name] if name else None


def read_unnamed_share(lines: list[str], start: int) -> tuple[BoardsShare | None, int]:
    """Parse a share whose title names no game ("Daily #359"): its boards' counts two
    keycaps each, the game named by the link under them; without such a link, chat."""
    m = UNNAMED_HEADER.match(lines[start])
    assert m is not None
    i, counts = start + 1, []
    while i < len(lines) and PAIRED_ROW.match(lines[i]):
        counts += _paired_numbers(lines[i])
        i += 1
    kind = _named_by_link(lines[i]) if i < len(lines) and counts else None
    if kind is None:
        return None, start + 1
    return _counted(kind, int(m["num"]), counts, (start + 1, lines[start])), i + 1


def _said_boards(
    header: re.Match[str], shown: list[int | None], where: tuple[int, str]
) -> list[int | None]:
    """Each board's guesses: the header's ("4&6/7", Dordle's) or the keycaps under it;
    Dordle shows both, and they must agree."""
    if not header["first"]:
        return shown
    said = [None if header[g] == "X" else int(header[g]) for g in ("first", "second")]
    if shown and shown != said:
        raise ParseError(
            *where,
            t(
                "the title says {said} but the line under it says {shown}; paste the share "
                "as the game gave it",
                said=f"{header['first']}&{header['second']}",
                shown="&".join("X" if n is None else str(n) for n in shown),
            ),
        )
    return said
