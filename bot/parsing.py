"""Reading chat: one message's text -> the Wordle it holds, one clear error, or nothing.

Precision comes first: a line counts only when all of it is Wordle (guesses with scores,
a share header, a share's rows), so "crane is a bird" or "I got it in 4/6!" stay silent.
A message that unmistakably tries to be Wordle but is malformed gets exactly one error
naming its line.  No discord import: the bot and the console both call ``parse_message``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal, Protocol

from solver.feedback import (
    COLOUR_LETTERS,
    DIGITS,
    EMOJI_TILES,
    GREEN,
    FeedbackError,
    Pattern,
    parse_score,
    score,
    to_digits,
    to_emoji,
)
from solver.rules import ROWS

Kind = Literal["guesses", "share", "unsupported", "error", "none"]
MAX_CHARS = 10_000  # Discord allows 4,000 (Nitro); anything longer is not a paste

UNSUPPORTED = "multi-board games aren't supported yet — only classic Wordle"


class Lexicon(Protocol):
    """What the parser needs from the engine (a ``solver.Solver`` provides it)."""

    length: int

    def is_known(self, word: str) -> bool: ...
    def producible(self, word: str, pattern: Pattern) -> bool: ...
    def achievable(self, pattern: Pattern) -> bool: ...


class ParseError(ValueError):
    """Malformed Wordle; the message is what the user sees."""

    def __init__(self, line: int, text: str, problem: str) -> None:
        shown = text if len(text) <= 40 else text[:37] + "…"
        super().__init__(f"Line {line} (`{shown}`): {problem}")
        self.line = line


@dataclass(frozen=True)
class ParsedGuess:
    word: str
    pattern: Pattern
    line: int
    known: bool = True  # False: not in our list, accepted anyway (the game accepted it)

    def to_json(self) -> dict:
        return {"word": self.word, "feedback": to_digits(self.pattern), "known": self.known}


@dataclass(frozen=True)
class Share:
    """An NYT share: the rows carry no letters unless people typed words beside them."""

    puzzle: int
    result: int | None  # guesses used, None for X (a loss)
    hard: bool
    rows: tuple[Pattern, ...]
    words: tuple[str | None, ...] | None
    line: int

    @property
    def solved(self) -> bool:
        return self.result is not None

    def to_json(self) -> dict:
        return {
            "puzzle": self.puzzle,
            "result": self.result,
            "hard": self.hard,
            "rows": [to_digits(r) for r in self.rows],
            "words": list(self.words) if self.words is not None else None,
        }


@dataclass(frozen=True)
class Parsed:
    kind: Kind
    guesses: tuple[ParsedGuess, ...] = ()
    shares: tuple[Share, ...] = ()
    error: str | None = None
    unknown: tuple[str, ...] = field(default=())

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "guesses": [g.to_json() for g in self.guesses],
            "shares": [s.to_json() for s in self.shares],
            "error": self.error,
            "unknown_words": list(self.unknown),
        }


NOTHING = Parsed("none")


# -- normalising -------------------------------------------------------------------------

SHORTCODES = {
    ":green_square:": "\U0001f7e9",
    ":yellow_square:": "\U0001f7e8",
    ":black_large_square:": "\u2b1b",
    ":white_large_square:": "\u2b1c",
    ":orange_square:": "\U0001f7e7",
    ":blue_square:": "\U0001f7e6",
    ":red_square:": "\U0001f7e5",
    ":purple_square:": "\U0001f7ea",
    ":brown_square:": "\U0001f7eb",
}
# coloured squares that are not Wordle tiles: a row holding one is a typo, worth an error
OTHER_SQUARES = "\U0001f7e5\U0001f7ea\U0001f7eb\u25fc\u25fb\u25fe\u25fd\u2b1c\u2b1b"
SQUARES = "".join(EMOJI_TILES) + OTHER_SQUARES
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufe0f\u00ad]")
MARKUP = re.compile(r"\|\||\*\*|__|~~|```[a-zA-Z]*|`")
SHORTCODE = re.compile("|".join(map(re.escape, SHORTCODES)))
QUOTE = re.compile(r"^\s*>{1,3}\s?")
SPACED_SQUARES = re.compile(f"(?<=[{SQUARES}])[ \t]+(?=[{SQUARES}])")
LIST_MARKER = re.compile(r"^\s*(?:[-•*]|\d{1,2}[.)])\s+")


def normalise(text: str) -> list[str]:
    """Markup, invisible characters and typed shortcodes removed; one string per line."""
    text = INVISIBLE.sub("", text)
    text = SHORTCODE.sub(lambda m: SHORTCODES[m.group()], text)
    text = MARKUP.sub("", text)
    lines = []
    for line in text.splitlines():
        line = QUOTE.sub("", line)
        line = SPACED_SQUARES.sub("", line)
        lines.append(line.strip())
    return lines


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
    length = lex.length if lex else 5
    i = start + 1
    while i < len(lines) and not lines[i]:
        i += 1
    rows: list[Pattern] = []
    words: list[str | None] = []
    while i < len(lines) and (row := _row(lines[i])) is not None:
        tiles, word = row
        where = (i + 1, lines[i])
        if len(tiles) != length:
            raise ParseError(
                *where, f"this share row has {len(tiles)} squares; each row has {length}"
            )
        try:
            rows.append(parse_score(tiles, length=length))
        except FeedbackError as exc:
            raise ParseError(*where, f"{exc}") from None
        if lex and not lex.achievable(rows[-1]):
            raise ParseError(*where, f"no guess can score {tiles}: {_impossible(rows[-1])}")
        words.append(word.lower() if word and len(word) == length and word.isalpha() else None)
        i += 1
    if not rows:
        return None, i  # a bare header is chat ("Wordle 1,234 4/6 today!"), not a paste
    header = (start + 1, lines[start])
    expected = 6 if result is None else result
    if len(rows) != expected:
        said = m.group("result").upper() + "/6"
        raise ParseError(*header, f"the header says {said} but the grid has {len(rows)} rows")
    if result is not None and rows[-1] != (GREEN,) * length:
        raise ParseError(*header, f"the header says {result}/6 but the last row isn't all green")
    if result is None and rows[-1] == (GREEN,) * length:
        raise ParseError(*header, "the header says X/6 but the last row is all green")
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


# -- guess lines -------------------------------------------------------------------------

TOKEN = re.compile(r"[^\s,;|]+")
ARROWS = {"->", "→", "=>", "then", "and", "&"}
WORD = re.compile(r"^[A-Za-z]+$")
TILE_CHARS = set(DIGITS) | set(COLOUR_LETTERS) | {c.upper() for c in COLOUR_LETTERS}
EMOJI_RUN = re.compile(f"^[{SQUARES}]+$")
WORD_THEN_SQUARES = re.compile(f"^(?P<word>[A-Za-z]+):?(?P<tiles>[{SQUARES}]+)$")
SQUARES_THEN_WORD = re.compile(f"^(?P<tiles>[{SQUARES}]+)(?P<word>[A-Za-z]+)$")


def _agreeing_letters(token: str, word: str) -> bool:
    """GUESS SCORE letters: each is '.' or the guess's letter (case gives the colour), and
    the token is not just the word re-cased ("Raise Raise" is chat)."""
    if len(token) != len(word):
        return False
    agrees = all(c == "." or c.lower() == w for c, w in zip(token, word.lower()))
    recased = token in (token.upper(), token.lower(), token.capitalize())
    return agrees and ("." in token or not recased)


def _wrong_size_score(token: str, word: str, length: int) -> bool:
    """A clear try at a guess of the wrong size, worth an error rather than silence: a
    ``length``-letter word with a row of one square too few or too many, or a word and a
    score that agree with each other (squares, or GUESS SCORE letters) but are one letter
    off.  Digits are left out: "room 2012" is chat."""
    near = (length - 1, length + 1)
    squares = bool(EMOJI_RUN.match(token))
    if squares and len(word) == length and len(token) in near:
        return True
    return len(word) in near and (
        (squares and len(token) == len(word)) or _agreeing_letters(token, word)
    )


def _is_score_token(token: str, word: str, length: int) -> bool:
    """Could this token be the score of ``word`` (no '=' between them)?  Strict, since
    "hello there" must not read as a guess."""
    if len(token) != length:
        return False
    if EMOJI_RUN.match(token):
        return True
    if token.isdigit():
        return set(token) <= set(DIGITS)
    if all(c in TILE_CHARS for c in token) and not token.isalpha():
        return True  # "gy..g", "GY--G"
    if all(c.lower() in COLOUR_LETTERS for c in token) and token.lower() != word.lower():
        return True  # "gybbg"
    return _agreeing_letters(token, word)


def _looks_like_equals_guess(word: str, score_text: str, length: int) -> bool:
    """'WORD=SCORE' is unmistakable only when both sides are about a guess's size and the
    score is made of tiles ("limit=1000" in a code snippet is not Wordle)."""
    tiles = len(score_text)
    near = range(length - 1, length + 2)
    tile_like = sum(
        c in TILE_CHARS or c in SQUARES or (i < len(word) and c.lower() == word[i].lower())
        for i, c in enumerate(score_text)
    )
    # both one letter off: only when the score clearly agrees with the word ("page=2020"
    # is chat, "CRANES=c.a.e." is a six-letter guess)
    same_wrong_size = len(word) == tiles and (
        bool(EMOJI_RUN.match(score_text)) or _agreeing_letters(score_text, word)
    )
    return (
        bool(WORD.match(word))
        and len(word) in near
        and tiles in near
        and (len(word) == length or tiles == length or same_wrong_size)
        and tile_like >= tiles - 1  # one typo is worth an error; "water=60078" is chat
        and not (score_text.isdigit() and not set(score_text) <= set(DIGITS))  # a number
        and not (score_text.isdigit() and tiles != length and "2" not in score_text)
    )


def _guess_items(line: str, length: int) -> list[tuple[str, str]] | None:
    """Split a line into (word, score) items, or None if any part of it isn't one."""
    line = LIST_MARKER.sub("", line)
    tokens = [t for t in TOKEN.findall(line) if t not in ARROWS]
    tokens = [t.rstrip(":") if WORD.match(t.rstrip(":")) else t for t in tokens]
    items: list[tuple[str, str]] = []
    i = 0
    while i < len(tokens):
        tok, nxt = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else None
        if "=" in tok:
            word, _, score_text = tok.partition("=")
            if not _looks_like_equals_guess(word, score_text, length):
                return None
            items.append((word, score_text))
            i += 1
        elif m := WORD_THEN_SQUARES.match(tok) or SQUARES_THEN_WORD.match(tok):
            items.append((m.group("word"), m.group("tiles")))
            i += 1
        elif WORD.match(tok) and len(tok) == length and nxt and _is_score_token(nxt, tok, length):
            items.append((tok, nxt))
            i += 2
        elif EMOJI_RUN.match(tok) and nxt and WORD.match(nxt) and len(nxt) == length:
            items.append((nxt, tok))
            i += 2
        elif WORD.match(tok) and nxt and _wrong_size_score(nxt, tok, length):
            items.append((tok, nxt))  # read to give the size error
            i += 2
        elif (
            EMOJI_RUN.match(tok) and nxt and WORD.match(nxt) and _wrong_size_score(tok, nxt, length)
        ):
            items.append((nxt, tok))
            i += 2
        else:
            return None
    return items or None


def _read_guess(
    word: str, score_text: str, line: int, text: str, lex: Lexicon | None, length: int
) -> ParsedGuess:
    word = word.lower()
    if len(word) != length:
        raise ParseError(
            line, text, f"{word.upper()} has {len(word)} letters; Wordle words have {length}"
        )
    try:
        pattern = parse_score(score_text, guess=word)
    except FeedbackError as exc:
        raise ParseError(line, text, str(exc)) from None
    known = lex.is_known(word) if lex else True
    if lex and not lex.producible(word, pattern):
        raise ParseError(
            line,
            text,
            f"{word.upper()} can't score {to_emoji(pattern)} against any word: "
            f"{_impossible(pattern)}. Check the colours and paste it again",
        )
    return ParsedGuess(word, pattern, line, known)


# -- the whole message -------------------------------------------------------------------


def parse_message(text: str, lexicon: Lexicon | None = None) -> Parsed:
    """Everything Wordle in one message.  Never raises: errors come back as kind 'error'."""
    if not text or len(text) > MAX_CHARS:
        return NOTHING
    try:
        return _parse(text, lexicon)
    except ParseError as exc:
        return Parsed("error", error=str(exc))


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
