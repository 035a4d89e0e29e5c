"""Wordle feedback: the exact scoring rule, its compact code, and the notations people type.

A pattern is a tuple of tiles, one per letter: 0 grey, 1 yellow, 2 green. Its code reads
the tiles as a base-3 number, first tile most significant ("20012" -> 2*81 + 1*3 + 2),
so codes for five letters run 0..242 and print back as the digits people type.
"""

from __future__ import annotations

from dataclasses import dataclass
from string import ascii_letters as ASCII_LETTERS

from solver.support.problems import Problem

GREY, YELLOW, GREEN = 0, 1, 2
Pattern = tuple[int, ...]


# Emoji tiles of every palette: normal (green/yellow on black or white) and high contrast
# (orange/blue).  U+FE0F variation selectors and spaces between squares are ignored.
EMOJI_TILES = {
    "\U0001f7e9": GREEN,  # 🟩
    "\U0001f7e7": GREEN,  # 🟧 high contrast
    "\U0001f7e8": YELLOW,  # 🟨
    "\U0001f7e6": YELLOW,  # 🟦 high contrast
    "\u2b1b": GREY,  # ⬛ dark theme
    "\u2b1c": GREY,  # ⬜ light theme
}
COLOUR_LETTERS = {"g": GREEN, "y": YELLOW, "b": GREY, "x": GREY, "w": GREY, "-": GREY, ".": GREY}
DIGITS = {"0": GREY, "1": YELLOW, "2": GREEN}
IGNORED = {"\ufe0f", " ", "\u200d"}


class FeedbackError(Problem):
    """Feedback text that cannot be read: ``facts`` are the text, the character, its place
    and the guess; the wording names the character and what to type instead."""


# -- the rule ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Guess:
    """One played guess and the feedback it got."""

    word: str
    pattern: Pattern

    def __str__(self) -> str:
        return notation(self.word, self.pattern)


def score(guess: str, answer: str) -> Pattern:
    """Score a guess: greens first, then yellows left to right while the answer has copies left.

    The answer's copies of a letter are consumed by greens before any yellow is handed out,
    which is why SWISS against CHESS is grey grey grey green green, not yellow on the first S.
    """
    guess, answer = guess.lower(), answer.lower()
    if len(guess) != len(answer):
        raise ValueError(f"cannot score {guess!r} against {answer!r}: lengths differ")
    tiles = [GREEN if g == a else GREY for g, a in zip(guess, answer)]
    # a plain dict, not a Counter: tests score millions of pairs as the ground truth
    unmatched: dict[str, int] = {}
    for a, t in zip(answer, tiles):
        if t != GREEN:
            unmatched[a] = unmatched.get(a, 0) + 1
    for i, letter in enumerate(guess):
        if tiles[i] != GREEN and unmatched.get(letter, 0) > 0:
            tiles[i] = YELLOW
            unmatched[letter] -= 1
    return tuple(tiles)


def encode(pattern: Pattern) -> int:
    code = 0
    for tile in pattern:
        code = code * 3 + tile
    return code


def decode(code: int, length: int = 5) -> Pattern:
    tiles = []
    for _ in range(length):
        code, tile = divmod(code, 3)
        tiles.append(tile)
    return tuple(reversed(tiles))


def all_green(length: int) -> int:
    return 3**length - 1


# -- printing ---------------------------------------------------------------------------


def to_digits(pattern: Pattern) -> str:
    return "".join(str(t) for t in pattern)


def to_colours(pattern: Pattern) -> str:
    """``BBYGB``: grey, yellow, green, as published decision trees write feedback."""
    return "".join("BYG"[t] for t in pattern)


def from_colours(colours: str) -> Pattern:
    """The inverse of ``to_colours``, for colours this program wrote (no validation)."""
    return tuple("BYG".index(c) for c in colours)


def from_digits(digits: str) -> Pattern:
    """The inverse of ``to_digits``, for digits this program wrote (no validation)."""
    return tuple(int(c) for c in digits)


def to_letters(guess: str, pattern: Pattern) -> str:
    """The GUESS=SCORE score: UPPER green, lower yellow, '.' grey."""
    return "".join(
        g.upper() if t == GREEN else g.lower() if t == YELLOW else "."
        for g, t in zip(guess, pattern)
    )


def to_emoji(pattern: Pattern, high_contrast: bool = False, light: bool = False) -> str:
    green, yellow = ("\U0001f7e7", "\U0001f7e6") if high_contrast else ("\U0001f7e9", "\U0001f7e8")
    grey = "\u2b1c" if light else "\u2b1b"
    return "".join((grey, yellow, green)[t] for t in pattern)


def notation(guess: str, pattern: Pattern) -> str:
    """The canonical way this project writes one played guess: CHEST=c.E.."""
    return f"{guess.upper()}={to_letters(guess, pattern)}"


# -- reading ----------------------------------------------------------------------------


def strip_ignored(text: str) -> str:
    return "".join(c for c in text if c not in IGNORED)


def is_emoji_score(text: str) -> bool:
    return any(c in EMOJI_TILES for c in text)


def parse_score(text: str, guess: str | None = None, length: int | None = None) -> Pattern:
    """Read a score in any notation: letters against the guess, digits, emoji, or g/y/b.

    ``guess`` is needed for the letter notation and fixes the expected length.
    """
    text = strip_ignored(text)
    expected = len(guess) if guess else length
    if not text:
        raise FeedbackError("empty")
    if is_emoji_score(text):
        pattern = _read_tiles(text, EMOJI_TILES, "squares")
    elif text.isdigit():
        pattern = _read_tiles(text, DIGITS, "digits")
    elif guess and len(text) == len(guess) and _agrees_with(text, guess):
        pattern = tuple(GREY if c == "." else GREEN if c.isupper() else YELLOW for c in text)
    elif all(c.lower() in COLOUR_LETTERS for c in text):
        pattern = tuple(COLOUR_LETTERS[c.lower()] for c in text)
    elif (
        guess
        and len(text) == len(guess)
        and sum(c.lower() not in COLOUR_LETTERS for c in text) == 1
    ):
        bad = next(c for c in text if c.lower() not in COLOUR_LETTERS)  # "gybxq": one slip
        raise FeedbackError("not a tile", text=text, char=bad)
    elif guess:
        _raise_letter_mismatch(text, guess)
    else:
        bad = next(c for c in text if c.lower() not in COLOUR_LETTERS)
        raise FeedbackError("not a tile", text=text, char=bad)
    if expected is not None and len(pattern) != expected:
        raise FeedbackError(
            "tile count", text=text, tiles=len(pattern), guess=guess, length=expected
        )
    return pattern


def _agrees_with(text: str, guess: str) -> bool:
    return all(c == "." or c.lower() == g for c, g in zip(text, guess.lower()))


def _read_tiles(text: str, tiles: dict[str, int], palette: str) -> Pattern:
    for i, c in enumerate(text):
        if c not in tiles:
            raise FeedbackError("off palette", text=text, char=c, place=i, palette=palette)
    return tuple(tiles[c] for c in text)


def _raise_letter_mismatch(text: str, guess: str) -> None:
    if len(text) != len(guess):
        raise FeedbackError(
            "tile count", text=text, tiles=len(text), guess=guess, length=len(guess)
        )
    for i, (c, g) in enumerate(zip(text, guess.lower())):
        if c != "." and c.lower() != g:
            raise FeedbackError("letter mismatch", text=text, char=c, place=i, letter=g)
    raise AssertionError("unreachable: text agrees with the guess")


def parse_guess(text: str) -> tuple[str, Pattern]:
    """Read one played guess: ``CHEST=c.E..``, ``caves 20012``, ``CRANE 🟩⬛⬛🟨⬛``,
    ``🟩⬛⬛🟨⬛ crane`` or ``crane: gybbg``."""
    text = text.strip()
    if "=" in text:
        word, _, score_text = text.partition("=")
    else:
        word, score_text = _split_word_and_score(text)
    word = word.strip().rstrip(":").strip()
    if not word.isalpha() or not word.isascii():
        bad = next((c for c in word if not (c.isascii() and c.isalpha())), None)
        raise FeedbackError("not a letter", text=text, char=bad)
    return word.lower(), parse_score(score_text, guess=word.lower())


def _split_word_and_score(text: str) -> tuple[str, str]:
    text = text.replace(":", " ", 1) if ":" in text.split()[0] else text
    if is_emoji_score(text):  # squares need no space: the word is the letters at one end
        text = text.strip()
        lead = len(text) - len(text.lstrip(ASCII_LETTERS))
        if lead:
            return text[:lead], text[lead:]
        trail = len(text) - len(text.rstrip(ASCII_LETTERS))
        return (text[-trail:], text[:-trail]) if trail else ("", text)
    parts = text.split()
    if len(parts) != 2:
        raise FeedbackError("no guess and score", text=text)
    return parts[0], parts[1]
