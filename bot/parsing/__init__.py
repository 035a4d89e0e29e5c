"""Reading chat: one message's text -> the Wordle it holds, one clear error, or nothing.

Precision comes first: a line counts only when all of it is Wordle (guesses with scores,
a share header, a share's rows), so "crane is a bird" or "I got it in 4/6!" stay silent.
A message that unmistakably tries to be Wordle but is malformed gets exactly one error
naming its line.  No discord import: the bot and the console both call ``parse_message``.
"""

from __future__ import annotations

from bot.parsing._guesses import WORD, _guess_items, _read_guess
from bot.parsing._normalise import normalise
from bot.parsing._shares import CLONE, HEADER, _read_share
from bot.parsing._types import (
    MAX_CHARS,
    NOTHING,
    UNSUPPORTED,
    Kind,
    Lexicon,
    Parsed,
    ParsedGuess,
    ParseError,
    Share,
)
from solver.rules import ROWS

__all__ = [
    "Kind",
    "Lexicon",
    "ParseError",
    "Parsed",
    "ParsedGuess",
    "Share",
    "parse_message",
    "read_guess",
]

# -- the whole message -------------------------------------------------------------------


def parse_message(text: str, lexicon: Lexicon | None = None) -> Parsed:
    """Everything Wordle in one message.  Never raises: errors come back as kind 'error'."""
    if not text or len(text) > MAX_CHARS:
        return NOTHING
    try:
        return _parse(text, lexicon)
    except ParseError as exc:
        return Parsed("error", error=str(exc))


def read_guess(word: str, feedback: str, lexicon: Lexicon | None = None) -> Parsed:
    """One guess given apart from any message (the /guess command): the checks a pasted
    line gets, the error said without a line to point at."""
    length = lexicon.length if lexicon else 5
    word = word.strip()
    if not WORD.match(word):
        return Parsed("error", error=f"`{word[:20]}` isn't a word: type the letters you played")
    if len(word) != length:
        shown = word.upper() if len(word) <= 20 else word[:12].upper() + "…"
        return Parsed("error", error=f"{shown} has {len(word)} letters; Wordle words have {length}")
    try:
        guess = _read_guess(word, feedback, 0, word, lexicon, length)
    except ParseError as exc:
        return Parsed("error", error=exc.problem)
    return Parsed("guesses", (guess,), unknown=() if guess.known else (guess.word,))


def _parse(text: str, lex: Lexicon | None) -> Parsed:
    length = lex.length if lex else 5
    lines = normalise(text)
    found: list[tuple[int, str, str, str]] = []  # line number, line, word, score
    shares: list[Share] = []
    unsupported = False
    i = 0
    while i < len(lines):
        line = lines[i]
        if CLONE.search(line):
            unsupported = True
            break
        if HEADER.search(line):
            share, i = _read_share(lines, i, lex)
            if share:
                shares.append(share)
            continue
        items = _guess_items(line, length) if line else None
        found += [(i + 1, line, word, score_text) for word, score_text in items or ()]
        i += 1
    # counted before any guess is checked against the word list: a long paste costs
    # nothing but this count
    if len(found) > ROWS:
        number, line, _, _ = found[ROWS]
        raise ParseError(
            number,
            line,
            f"this paste has {len(found)} guesses; a Wordle game has at most {ROWS}. "
            "Paste one game at a time",
        )
    guesses = [_read_guess(w, score_text, n, line, lex, length) for n, line, w, score_text in found]
    if unsupported and not (guesses or shares):
        return Parsed("unsupported", error=UNSUPPORTED)
    unknown = tuple(dict.fromkeys(g.word for g in guesses if not g.known))
    if guesses:
        return Parsed("guesses", tuple(guesses), tuple(shares), unknown=unknown)
    if shares:
        return Parsed("share", shares=tuple(shares))
    return NOTHING
