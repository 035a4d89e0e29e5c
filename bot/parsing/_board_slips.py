"""A multi-board row with one board's colours mistyped: ``abbot 222222 00000`` (a tile too
many on board 1), ``abbot 22222 0000`` (one too few on board 2), ``abbot 22322 00000`` (a
digit outside 0-2).

The rule: a word of the game's length, then only boards' marks, at least one of them well
written (a board's colours, or a solved board's ``-``) and each other one a run of colour
digits (one other digit at most) or colour letters within two tiles of the word's length.
Such a line is a slip where a game of as many boards is going and plays the word
(``Chat`` checks both), and chat anywhere else, so the parser only notes it.
``hello 123 4567`` has no board well written: chat everywhere.  Squares are left out:
typed with spaces they run together (``_normalise``), so which board has a square too
many cannot be told.
"""

from __future__ import annotations

from bot.parsing._guesses import TILE_CHARS, TOKEN, WORD, Item, board_score
from bot.parsing._normalise import LIST_MARKER
from solver import DIGITS

NEAR = 2  # how many tiles a mistyped board's marks may be off by


def slipped_boards(line: str, length: int) -> Item | None:
    """The word and every board's marks of a multi-board row with a board mistyped, or
    None when the line is not clearly one."""
    tokens = TOKEN.findall(LIST_MARKER.sub("", line))
    if len(tokens) < 3:
        return None
    word, *marks = tokens
    if not (WORD.match(word) and len(word) == length):
        return None
    written = [board_score(mark, word, length) for mark in marks]
    if all(written) or not any(written):
        return None
    if all(ok or _mistyped(mark, length) for ok, mark in zip(written, marks, strict=True)):
        return word, marks
    return None


def _mistyped(marks: str, length: int) -> bool:
    """A board's marks with a slip in them: about as many as the word's letters, each a
    colour's digit or letter but at most one digit ("22322"; "4567" is a number)."""
    near = length - NEAR <= len(marks) <= length + NEAR
    if marks.isdigit():
        return near and sum(c not in DIGITS for c in marks) <= 1
    return near and set(marks) <= TILE_CHARS
