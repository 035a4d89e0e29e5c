"""How values are kept in a column: patterns as digits, a multi-board guess's feedback and
a multi-board share's boards as space-separated text.  Both backends store the same text."""

from __future__ import annotations

from collections.abc import Iterable

from solver import BoundedCache, Guess, Pattern, Play, from_digits, to_digits

# the widest puzzle number both backends keep (PostgreSQL's INTEGER); the parser and the
# commands bound puzzles by the newest one out long before this
MAX_PUZZLE = 2**31 - 1
SOLVED_BOARD = "-"  # a board already solved takes no feedback from later guesses
MISSED_BOARD = "X"


def puzzle(number: int | None) -> int | None:
    """A puzzle number the columns can hold, or ValueError (never a driver's overflow)."""
    if number is not None and not 0 <= number <= MAX_PUZZLE:
        raise ValueError(f"puzzle {number} is out of range")
    return number


def rows_text(rows: Iterable[Pattern]) -> str:
    return "\n".join(to_digits(r) for r in rows)


NO_WORD = "-"  # a share's row with no word typed beside it


def words_text(words: Iterable[str | None] | None) -> str | None:
    """A share's typed words as stored: None when it had none."""
    return None if words is None else " ".join(w or NO_WORD for w in words)


def words(text: str | None) -> tuple[str | None, ...] | None:
    if text is None:
        return None
    return tuple(None if w == NO_WORD else w for w in text.split(" "))


def feedback_text(guess: Guess | Play) -> str:
    """A guess's feedback as stored: digits, one group per board, space-separated."""
    if isinstance(guess, Guess):
        return to_digits(guess.pattern)
    return " ".join(SOLVED_BOARD if p is None else to_digits(p) for p in guess.patterns)


def feedback(text: str) -> tuple[Pattern | None, ...]:
    return tuple(None if part == SOLVED_BOARD else pattern(part) for part in text.split(" "))


def boards_text(boards: Iterable[int | None]) -> str:
    return " ".join(MISSED_BOARD if b is None else str(b) for b in boards)


def boards(text: str) -> tuple[int | None, ...]:
    return tuple(None if part == MISSED_BOARD else int(part) for part in text.split(" "))


# a stored row's digits -> its pattern: few distinct rows (3^5 for Wordle), read often
# (every share of a puzzle, each time one more is posted)
PATTERNS: BoundedCache[str, Pattern] = BoundedCache("stored rows", 4096)


def pattern(digits: str) -> Pattern:
    return PATTERNS.get(digits) or PATTERNS.put(digits, from_digits(digits))


def rows(text: str) -> tuple[Pattern, ...]:
    return tuple(pattern(row) for row in text.split("\n") if row)
