"""Guess lines: a word and its colours in any notation the bot reads, once per board for a
multi-board game (``CRANE 20010 00100 - 22000``, or the word on a line of its own and one
line of colours per board under it); ``-`` or ``✓`` stands for a board already solved.
A comment may follow a guess whose notation cannot be chat: ``_comments`` has the rule."""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise
from string import ascii_lowercase

from bot.formatting import capital, caps, problem
from bot.i18n import t
from bot.parsing._comments import comment_after
from bot.parsing._grey import chat_grey_score
from bot.parsing._normalise import LIST_MARKER, SQUARES
from bot.parsing._shares import impossible_feedback
from bot.parsing._types import Lexicon, ParsedGuess, ParseError
from solver import (
    COLOUR_LETTERS,
    DIGITS,
    MAX_LENGTH,
    MIN_LENGTH,
    FeedbackError,
    Pattern,
    fold,
    parse_score,
    spelled_length,
    to_emoji,
    with_digraphs_joined,
)

# -- guess lines -------------------------------------------------------------------------

TOKEN = re.compile(r"[^\s,;|]+")
ARROWS = {"->", "→", "=>", "then", "and", "&"}
LETTER_RUN = r"[^\W\d_]+"  # letters of any alphabet: a game's own are checked once read
WORD = re.compile(f"^{LETTER_RUN}$")
TILE_CHARS = set(DIGITS) | set(COLOUR_LETTERS) | {c.upper() for c in COLOUR_LETTERS}
EMOJI_RUN = re.compile(f"^[{SQUARES}]+$")
WORD_THEN_SQUARES = re.compile(f"^(?P<word>{LETTER_RUN}):?(?P<tiles>[{SQUARES}]+)$")
SQUARES_THEN_WORD = re.compile(f"^(?P<tiles>[{SQUARES}]+)(?P<word>{LETTER_RUN})$")
SOLVED_MARKS = {"-", "–", "—", "✓", "✔", "✅"}  # a board already solved: no colours
ANYWAY = "!"  # after a word the game's list lacks: "I played it; take it as typed"
Item = tuple[str, list[str]]  # a word and its scores, one per board


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
    if squares and len(word) == length and 3 <= len(token) < 2 * length:
        return True  # a word beside squares is a guess, however many squares were typed
    if squares and len(token) == length and spelled_length(word, length + 1) == length + 1:
        return True  # squares beside a word a letter too long ("CRANES 🟩⬛⬛🟨⬛", STRAẞE)
    return len(word) in near and (
        (squares and len(token) == len(word)) or _agreeing_letters(token, word)
    )


def _slipped_score(token: str, word: str, length: int) -> bool:
    """A score with one unmistakable slip beside a guess's word, worth an error, not silence:
    a digit outside 0-2 ("crane 20013"), a letter not a colour ("crane gybxq"), a 0-2 digit
    too many ("crane 200122"), or squares and digits in one ("crane 2⬛⬛⬛2")."""
    if len(word) != length or token.lower() == word.lower():
        return False
    if token.isdigit():
        outside = sum(c not in DIGITS for c in token)
        return outside == 1 if len(token) == length else not outside and len(token) == length + 1
    if token.isalpha() and len(token) == length:
        return sum(c.lower() not in COLOUR_LETTERS for c in token) == 1
    mixed = 0 < sum(c in SQUARES for c in token) < length and len(token) == length
    return mixed and all(c in SQUARES or c in DIGITS for c in token)


def slipped_marks(line: str, length: int) -> Item | None:
    """A word of the game's length beside a run of 0-2 digits one or two short ("crane
    2000"): a slip in a channel that is playing, but a year or a count anywhere else
    ("movie 2012"), so the parser only notes it."""
    if len(line.split(maxsplit=3)) > 3:  # most chat: more than a marker, a word and marks
        return None
    tokens = TOKEN.findall(LIST_MARKER.sub("", line))
    if len(tokens) != 2:
        return None
    word, marks = tokens
    short = length - 2 <= len(marks) < length
    if WORD.match(word) and len(word) == length and short and set(marks) <= set(DIGITS):
        return word, [marks]
    return None


def _letters_of(word: str, score_text: str, length: int) -> bool:
    """'GUESS=SCORE' whose score is made of the guess's own letters (and dots), in the
    wrong places or one too many ("FIBER=FIBre", "FIBER=FIBRES"): a slip in the notation,
    worth naming.  "LOVE=HATE" is chat."""
    letters = [c.lower() for c in score_text if c != "."]
    if len(word) != length or len(score_text) not in (length, length + 1):
        return False
    if not all(c.isalpha() for c in letters):
        return False
    extra = Counter(letters) - Counter(word.lower())
    return sum(extra.values()) <= len(score_text) - length


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
    # a guess's word with a few tiles too few or too many, each a tile or the word's own
    # letter in its place ("CRANE=c.a"): a typo in the colours, not chat
    wrong_count = (
        len(word) == length
        and 2 <= tiles < 2 * length
        and tile_like == tiles
        and not score_text.isdigit()
    )
    if not WORD.match(word):
        return False
    return (
        wrong_count
        or _letters_of(word, score_text, length)
        or (
            len(word) in near
            and tiles in near
            and (len(word) == length or tiles == length or same_wrong_size)
            and tile_like >= tiles - 1  # one typo is worth an error; "water=60078" is chat
            and not (score_text.isdigit() and not set(score_text) <= set(DIGITS))  # a number
            and not (score_text.isdigit() and tiles != length and "2" not in score_text)
        )
    )


def board_score(token: str, word: str, length: int) -> bool:
    """A further board's score after a guess's first: colours, or a solved board's mark."""
    return token in SOLVED_MARKS or _is_score_token(token, word, length)


def _more_scores(
    tokens: list[str], i: int, word: str, length: int, equals: bool = False
) -> tuple[list[str], int]:
    """The scores of further boards from ``tokens[i]`` on, and the index after them.  Past
    a first good score, any run of ``length`` digits is a board's (a typo in one is an
    error worth naming, not chat).  ``equals``: the guess was written WORD=score, where a
    capital is green, so its word in capitals among its boards is a solved board's."""
    scores: list[str] = []
    while i < len(tokens) and (
        board_score(tokens[i], word, length)
        or (tokens[i].isdigit() and len(tokens[i]) == length)
        or (equals and _all_green_board(tokens, i, word, length, bool(scores)))
    ):
        scores.append(tokens[i])
        i += 1
    return scores, i


def _all_green_board(tokens: list[str], i: int, word: str, length: int, among: bool) -> bool:
    """``MONEY=.o... ..... MONEY .....``: the guess's own word in capitals, in the notation
    where a capital is a green tile, is that board all green, wherever it sits among the
    guess's boards (``among``: after another further board; or before one; or last on the
    line).  Alone after the first board with words after it ("CRANE=c.... CRANE was
    good") it stays the player's words."""
    token = tokens[i]
    if not (token.isupper() and token.casefold() == word.casefold() and len(token) == length):
        return False
    last = i + 1 == len(tokens)
    return among or last or board_score(tokens[i + 1], word, length)


def _boards_of_squares(token: str, length: int) -> list[str]:
    """Squares typed for several boards run together once spaces between squares are
    dropped: a run of a whole number of boards' squares splits back into them."""
    if EMOJI_RUN.match(token) and len(token) > length and len(token) % length == 0:
        return [token[k : k + length] for k in range(0, len(token), length)]
    return [token]


def _scored_length(first: str, second: str) -> int | None:
    """The length of the guess two tokens make, word then score or score then word, when
    both are a whole guess of one length (``thanks ......`` is chat's marks: ``_grey``)."""
    for word, score_text in ((first, second), (second, first)):
        n = spelled_length(word, len(score_text))  # GRUSSE 22022: GRÜẞE's five
        year = n == 4 and score_text.isdigit() and score_text.startswith("20")  # "room 2012"
        sized = WORD.match(word) and MIN_LENGTH <= n <= MAX_LENGTH and not year
        if sized and _is_score_token(score_text, word, n) and not chat_grey_score(score_text):
            return n
    return None


def guess_length(lines: list[str]) -> int | None:
    """How long the words of a paste's first whole guess are (``PLANET 🟩⬛⬛🟨⬛⬛``: 6), or
    None where no line holds one: Wordle of any length is read by the same rules, once
    its length is known."""
    for line in lines:
        tokens = [t.rstrip(":") for t in TOKEN.findall(LIST_MARKER.sub("", line))]
        for k, token in enumerate(tokens):
            word, equals, score_text = token.partition("=")
            if equals and MIN_LENGTH <= len(word) <= MAX_LENGTH:
                if _looks_like_equals_guess(word, score_text, len(word)):
                    return len(word)
            elif len(pair := tokens[k : k + 2]) == 2 and (found := _scored_length(*pair)):
                return found
    return None


def _marked_anyway(token: str) -> str | None:
    """The word of a token that marks it as played anyway ("CRNAE!", "CRNAE!=c...e")."""
    word = token.partition("=")[0]
    return word[:-1] if word.endswith(ANYWAY) and WORD.match(word[:-1]) else None


def _unmarked(token: str) -> str:
    """A token without its mark, read as any other."""
    return token.replace(ANYWAY, "", 1) if _marked_anyway(token) else token


def guess_items(line: str, length: int) -> list[Item] | None:
    """Split a line into (word, scores) items, or None if any part of it isn't one."""
    line = LIST_MARKER.sub("", line)
    tokens = [t for t in TOKEN.findall(line) if t not in ARROWS]
    tokens = [t.rstrip(":") if WORD.match(t.rstrip(":")) else t for t in tokens]
    anyway = set()
    if ANYWAY in line:  # rare: only then is each token looked at for its mark
        anyway = {w.lower() for t in tokens if (w := _marked_anyway(t))}
        tokens = [_unmarked(t) for t in tokens]
    tokens = [part for t in tokens for part in _boards_of_squares(t, length)]
    items: list[Item] = []
    last: tuple[str, list[str], bool] | None = None  # the guess just read: a comment may follow
    i = 0
    while i < len(tokens):
        tok, nxt = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else None
        first: tuple[str, str] | None = None  # (word, score) of a guess's first board
        previous, last = last, None
        sized = spelled_length(tok, length) == length  # GRUSSE: GRÜẞE's five letters
        if "=" in tok:
            word, _, score_text = tok.partition("=")
            if not _looks_like_equals_guess(word, score_text, length):
                return None
            first, i = (word, score_text), i + 1
        elif m := WORD_THEN_SQUARES.match(tok):
            tiles, *others = _boards_of_squares(m.group("tiles"), length)
            tokens[i + 1 : i + 1] = others  # "CRANE:" glued to several boards' squares
            first, i = (m.group("word"), tiles), i + 1
        elif WORD.match(tok) and sized and nxt and board_score(nxt, tok, length):
            first, i = (tok, nxt), i + 2
        elif m := SQUARES_THEN_WORD.match(tok):
            items.append((m.group("word"), [m.group("tiles")]))
            i += 1
        elif EMOJI_RUN.match(tok) and nxt and WORD.match(nxt) and len(nxt) == length:
            items.append((nxt, [tok]))
            i += 2
        elif WORD.match(tok) and nxt and _slipped_score(nxt, tok, length):
            items.append((tok, [nxt]))  # read to name the slip
            i += 2
        elif WORD.match(tok) and nxt and _wrong_size_score(nxt, tok, length):
            items.append((tok, [nxt]))  # read to give the size error
            i += 2
        elif (
            EMOJI_RUN.match(tok) and nxt and WORD.match(nxt) and _wrong_size_score(tok, nxt, length)
        ):
            items.append((nxt, [tok]))
            i += 2
        elif (
            previous
            and comment_after(*previous, tokens[i:])
            and not _holds_guess(tokens[i:], length)
        ):
            break  # the rest of the line is the player's aside
        else:
            return None
        if first is not None:
            word, score_text = first
            more, i = _more_scores(tokens, i, word, length, "=" in tok)
            scores = [score_text, *more]
            if all(s in SOLVED_MARKS for s in scores):
                return None  # "crane -" is chat
            items.append((word, scores))
            typed = [s for s in scores if s not in SOLVED_MARKS and not EMOJI_RUN.match(s)]
            last = (word, typed, "=" in tok) if typed else None
    return [(w + ANYWAY if w.lower() in anyway else w, scores) for w, scores in items] or None


def _holds_guess(tokens: list[str], length: int) -> bool:
    """Does some token, or a pair of them, make a guess?  Then they are not a comment."""
    sides = (a.partition("=") for a in tokens if "=" in a)
    equals = any(_looks_like_equals_guess(w, score, length) for w, _, score in sides)
    pairs = pairwise(tokens)
    return equals or any(
        WORD.match(a) and len(a) == length and board_score(b, a, length) for a, b in pairs
    )


def block_guess(lines: list[str], at: int, length: int) -> tuple[Item, int] | None:
    """A word alone on its line with one line of colours per board under it (two boards
    or more): the item and the line after it."""
    word = LIST_MARKER.sub("", lines[at]).rstrip(":").strip()
    if not (WORD.match(word) and len(word) == length):
        return None
    scores = []
    i = at + 1
    while i < len(lines) and board_score(lines[i].replace(" ", ""), word, length):
        scores.append(lines[i].replace(" ", ""))
        i += 1
    if len(scores) < 2 or all(s in SOLVED_MARKS for s in scores):
        return None
    return (word, scores), i


def read_one_guess(
    word: str,
    scores: list[str],
    line: int,
    text: str,
    lex: Lexicon | None,
    length: int,
    letters: str = ascii_lowercase,
) -> ParsedGuess:
    """One guess, its word as the game plays it: accents folded but on ``letters`` (the
    game's alphabet; a first reading, before the game is known, keeps every letter the
    engine plays), SS typed for ß read as ß where the game's list spells it so."""
    anyway = word.endswith(ANYWAY)
    posted = as_typed(word.removesuffix(ANYWAY), scores, text)
    word = fold(word.removesuffix(ANYWAY), letters)
    word = with_digraphs_joined(word, length, letters, lex.is_known if lex else None)
    if (bad := next((c for c in word if c not in letters), None)) is not None:
        raise ParseError(
            line,
            text,
            t(
                "{word} has {letter}, a letter this game's words don't have; type the word as "
                "the game shows it",
                word=capital(word),
                letter=capital(bad),
            ),
        )
    scores = [_folded_score(s, letters) for s in scores]
    if len(word) > length + 1:  # STRASSE beside five squares: STRAẞE, a letter too long
        word = with_digraphs_joined(word, length + 1, letters)
    if len(word) != length:
        shown = caps(word)  # as text shows words: STRASSE, its letters as shown
        raise ParseError(
            line,
            text,
            t(
                "{word} has {letters} letters; this game's words have {length}",
                word=shown,
                letters=len(shown),
                length=length,
            ),
        )
    known = lex.is_known(word) if lex else True
    patterns = tuple(
        _read_score(
            word,
            score_text,
            line,
            text,
            lex if known or anyway else None,  # a typo's colours: checked by what it meant
            t("Board {board}:", board=n) + " " if len(scores) > 1 else "",
        )
        for n, score_text in enumerate(scores, start=1)
    )
    return ParsedGuess(word, patterns, line, known, anyway, posted)


def as_typed(word: str, scores: list[str], line: str) -> str:
    """A row as the player typed it on ``line``, to quote back: the word (accents kept)
    and each board's colours in their notation, joined by ``=`` where they typed it
    (CHEST=c.E..), else by a space (ÓTIMO ⬛⬛🟨⬛🟩, caves 20012, crane gybbg).  A word
    taken anyway (ILTTS!=i....) is quoted without its ``!``: a request to the bot, not the
    row."""
    typed = line.casefold()
    joint = "=" if any(f"{word}{mark}=".casefold() in typed for mark in ("", ANYWAY)) else " "
    return f"{word}{joint}{' '.join(scores)}"


def _folded_score(score_text: str, letters: str) -> str:
    """GUESS=SCORE letters folded as the guess's were, each keeping its case (its colour):
    ``AÇ.CA`` is ``AC.CA`` where Ç folds to C."""
    if score_text.isascii():
        return score_text
    return "".join(
        (fold(c, letters).upper() if c.isupper() else fold(c, letters)) if c.isalpha() else c
        for c in score_text
    )


def _read_score(
    word: str, score_text: str, line: int, text: str, lex: Lexicon | None, board: str
) -> Pattern | None:
    """One board's colours for ``word`` (None for a solved board's mark)."""
    if score_text in SOLVED_MARKS:
        return None
    try:
        pattern = parse_score(score_text, guess=word)
    except FeedbackError as exc:
        raise ParseError(line, text, f"{board}{problem(exc)}") from None
    if lex and not lex.producible(word, pattern):
        raise ParseError(
            line,
            text,
            board
            + t(
                "{word} can't score {tiles} against any word: {why}. Check the colours and "
                "paste it again",
                word=capital(word),
                tiles=to_emoji(pattern),
                why=impossible_feedback(pattern),
            ),
        )
    return pattern
