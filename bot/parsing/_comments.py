"""A comment after a guess: ``caves 20010 ugh``, ``CHEST=C.... lol``, ``crane gybbg nice``,
``chums 20000 😬``, ``power bgbgg (this one hurt)``.

The rule: the words after a guess's last score are the player's comment, and the guess is
read as if they were not there, when the score's notation cannot be ordinary chat.

- ``WORD=SCORE``: the notation is already held to a guess's shape (``limit=1000 ok`` is
  chat before any comment is looked at), so any comment may follow.
- Colour letters (``gybbg``, ``GY--G``) or the guess's own letters (``c.a.E``): a run of
  them the guess's length is a row in every language the bot plays, so any comment may
  follow -- unless the run holds no letter (``sorry ..... ok`` is an ellipsis) or is one
  letter said over (``night xxxxx love you``, ``wwwww``), all grey's ``bbbbb`` excepted.
- Digits: ``ahead 10000 miles`` is chat, a count and what it counts.  A comment follows
  digits when it opens with a mark no count is followed by (an emoji, a bracket,
  punctuation: ``chums 20000 😬``), or when the digits cannot be a number someone writes
  (a leading 0, ``power 02022 ugh``; neither round nor a year, ``caves 20010 ugh``).
  ``crane 20000 ugh`` stays unread, a price of keeping ``about 20000 people`` silent.
- Squares beside a word are a row wherever they stand, so an aside may come before them
  too (``ugh: CRANE 🟩⬛⬛🟨⬛ 😬``): ``commented_guess`` reads such a line whole.

Never a row that solves (``great 22222 today`` boasts, as ``nice 🟩🟩🟩🟩🟩 today`` does),
and never a comment that itself holds a guess (``crane 20010 ugh slate 00100``: which row
was meant is unclear, so the line stays chat, as it was).
"""

from __future__ import annotations

import re

from bot.parsing._normalise import SQUARES
from solver import FeedbackError, is_solved, parse_score

Item = tuple[str, list[str]]  # a word and its scores, one per board (as _guesses's)


def comment_after(word: str, typed: list[str], equals: bool, comment: list[str]) -> bool:
    """May ``comment`` (the line's tokens after the scores) follow this guess as an aside?
    ``typed``: its boards' colours, a solved board's mark left out."""
    if not comment or not typed or _solves(word, typed):
        return False
    if equals:
        return True
    score = typed[0]  # the notation the player chose, the first board's
    if score.isdigit():
        return _opens_with_mark(comment[0]) or not _reads_as_number(score)
    return _letter_marks(score)


ANY_SQUARE = re.compile(f"[{SQUARES}]")
WORD_BY_SQUARES = re.compile(
    f"(?<![^\\W\\d_])(?P<word>[^\\W\\d_]+)[:\\s]*(?P<tiles>[{SQUARES}]+)(?![{SQUARES}])"
)


def commented_guess(line: str, length: int) -> Item | None:
    """A word and its row of squares with an aside around them ("CRANE 🟩⬛⬛🟨⬛ ugh",
    "ugh: CRANE 🟩⬛⬛🟨⬛ 😬"): squares as many as the word's letters are unmistakable, so
    the rest is the player's comment.  One such pair a line; not an all-green row, which
    among other words is more often a boast ("great 🟩🟩🟩🟩🟩 today") than a row."""
    if not ANY_SQUARE.search(line):  # most chat: no square, nothing to look for
        return None
    found = [
        m
        for m in WORD_BY_SQUARES.finditer(line)
        if len(m["word"]) == length and len(m["tiles"]) == length
    ]
    if len(found) != 1 or _solves(found[0]["word"], [found[0]["tiles"]]):
        return None
    return found[0]["word"], [found[0]["tiles"]]


def _opens_with_mark(token: str) -> bool:
    """An emoji, a bracket or punctuation first: a comment's opening, never a count's."""
    return not token[0].isalnum()


def _reads_as_number(digits: str) -> bool:
    """Digits someone writes as a number: no leading 0, and round (10000, 12000) or a
    year (2012).  ``20010`` and ``02022`` are rows."""
    if digits[0] == "0":
        return False
    return set(digits[2:]) <= {"0"} or (len(digits) == 4 and digits.startswith("20"))


def _letter_marks(score: str) -> bool:
    """Colour letters or the guess's own that no chat makes: some letter in them, and not
    one letter said over, but all grey (``bbbbb``)."""
    if not any(c.isalpha() for c in score):
        return False
    return len(set(score.lower())) > 1 or score.lower()[0] == "b"


def _solves(word: str, scores: list[str]) -> bool:
    """Every board's colours all green: among other words a boast more often than a row."""
    try:
        return all(is_solved(parse_score(s, guess=word)) for s in scores)
    except FeedbackError:
        return False
