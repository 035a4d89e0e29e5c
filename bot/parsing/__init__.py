"""Reading chat: one message's text -> the Wordle it holds, one clear error, or nothing.

Precision comes first: a line counts only when all of it is Wordle (guesses with scores,
a share header, a share's rows), so "crane is a bird" or "I got it in 4/6!" stay silent;
the one aside allowed is a comment beside a guess whose notation cannot be chat
("caves 20010 ugh", "CHEST=C.... lol", never "ahead 10000 miles": ``_comments``'s rule).
A message that unmistakably tries to be Wordle but is malformed gets exactly one error
naming its line.  No discord import: the bot and the console both call ``parse_message``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from string import ascii_lowercase

from bot.formatting import a_game, board_colours, problem, typed
from bot.i18n import t
from bot.parsing._board_slips import slipped_boards
from bot.parsing._comments import commented_guess
from bot.parsing._grey import without_grey_chat
from bot.parsing._guesses import (
    ANYWAY,
    TOKEN,
    WORD,
    Item,
    block_guess,
    board_score,
    guess_items,
    guess_length,
    read_one_guess,
    slipped_marks,
)
from bot.parsing._normalise import normalise
from bot.parsing._one_board import (
    HELLO_LINK,
    opens_language_share,
    read_hello_share,
    read_language_share,
)
from bot.parsing._shares import (
    BOARDS_HEADER,
    CLONE,
    HEADER,
    UNNAMED_HEADER,
    read_boards_share,
    read_share,
    read_unnamed_share,
)
from bot.parsing._types import (
    MAX_CHARS,
    NOTHING,
    BoardsShare,
    Lexicon,
    MessageKind,
    OfLength,
    Parsed,
    ParsedGuess,
    ParseError,
    Share,
    Typed,
    one_line,
    unsupported_text,
)
from solver import (
    ALPHABET,
    MAX_LENGTH,
    MIN_LENGTH,
    WORDLE,
    Variant,
    fold,
    variant_for_boards,
    with_digraphs_joined,
    wordle_of_length,
)

__all__ = [
    "ANYWAY",
    "BoardsShare",
    "Lexicon",
    "MessageKind",
    "ParseError",
    "Parsed",
    "ParsedGuess",
    "Share",
    "for_game",
    "parse_message",
    "read_guess",
]

ShareReader = Callable[[list[str], int], tuple[BoardsShare | None, int]]

# -- the whole message -------------------------------------------------------------------


def parse_message(
    text: str,
    lexicon: Lexicon | None = None,
    of_length: OfLength | None = None,
    any_letters: bool = False,
) -> Parsed:
    """Everything Wordle in one message.  Never raises: errors come back as kind 'error'.
    ``of_length`` gives the words of another length, where a paste's first guess has one
    (``PLANET 🟩⬛⬛🟨⬛⬛`` is a guess of six-letter Wordle); else ``lexicon``'s are read.
    ``any_letters``: a first reading, before the channel's game is known, that keeps every
    letter some game plays (``NIÑOS`` may be a Spanish game's) and checks no word against
    a list; the game's own reading folds the letters and checks the words."""
    if not text or len(text) > MAX_CHARS:
        return NOTHING
    try:
        return _parse(text, lexicon, of_length, any_letters)
    except ParseError as exc:
        return _error(exc, one_line(normalise(text)))


def read_guess(
    word: str,
    feedback: str,
    lexicon: Lexicon | None = None,
    of_length: OfLength | None = None,
    any_letters: bool = False,
) -> Parsed:
    """One guess given apart from any message (the /guess command): the checks a pasted
    line gets, the error said without a line to point at; a word of another length than
    ``lexicon``'s, one Wordle has, is read over ``of_length``'s words (``any_letters`` as
    ``parse_message`` takes it)."""
    word, anyway = word.strip().removesuffix(ANYWAY), word.strip().endswith(ANYWAY)
    length = lexicon.length if lexicon else WORDLE.length
    played = _letters_played(word, feedback, length)
    if of_length and WORD.match(word) and MIN_LENGTH <= played <= MAX_LENGTH:
        lexicon, length = of_length(played), played
    if not WORD.match(word):
        return Parsed(
            "error",
            error=t("{word} isn't a word: type the letters you played", word=typed(word, 20)),
        )
    if played != length:
        shown = word.upper() if len(word) <= 20 else word[:12].upper() + "…"
        return Parsed(
            "error",
            error=t(
                "{word} has {letters} letters; this game's words have {length}",
                word=shown,
                letters=len(word),
                length=length,
            ),
        )
    try:
        scores = _board_scores(word, feedback, length)
        game = _kind_of(len(scores), 0, word, length)
        letters, checked = _reading(lexicon, any_letters)
        given = word + ANYWAY if anyway else word
        guess = read_one_guess(given, scores, 0, given, checked, length, letters)
    except ParseError as exc:
        return Parsed("error", error=exc.problem)
    item: Typed = (1, f"{word} {feedback}", given, tuple(scores))  # as a pasted line
    unknown = () if guess.known else (guess.word,)
    return Parsed("guesses", (guess,), unknown=unknown, game=game, typed=(item,), one_line=True)


def _letters_played(word: str, feedback: str, length: int) -> int:
    """How many letters a guess given apart has: its own, or ``length`` where it has that
    many colours and SS typed for ß makes it so (GRÜSSE given five colours is GRÜẞE, as a
    paste reads it: ``with_digraphs_joined``; the game's list checks it once the game is
    known).
    Never another length: CHESS given four colours is not CHEẞ."""
    tokens = TOKEN.findall(feedback)
    tiles = len(tokens[0]) if tokens and len(tokens[0]) > 1 else len(tokens)
    spelled = with_digraphs_joined(fold(word, ALPHABET), length, ALPHABET)
    return length if tiles == length == len(spelled) else len(word)


def for_game(parsed: Parsed, lexicon: Lexicon) -> Parsed:
    """A first reading's typed guesses judged again by the game's own words, once the
    channel's game is known: letters folded as it folds them, each word checked against its
    list (and a word's colours against what its words can score), the text not read again.
    Its error (a letter the game lacks, colours no word gives) as ``parse_message`` says it."""
    if not parsed.typed:
        return parsed
    letters, checked = _reading(lexicon, any_letters=False)
    try:
        guesses = tuple(
            read_one_guess(word, list(scores), n, line, checked, lexicon.length, letters)
            for n, line, word, scores in parsed.typed
        )
    except ParseError as exc:
        return _error(exc, parsed.one_line)
    unknown = tuple(dict.fromkeys(g.word for g in guesses if not g.known))
    return replace(parsed, guesses=guesses, unknown=unknown)


def _error(exc: ParseError, alone: bool) -> Parsed:
    """A message's error, as its reply says it (``alone``: the message has one line)."""
    return Parsed("error", error=exc.said(alone), error_title=exc.title, boards_given=exc.boards)


def _reading(lex: Lexicon | None, any_letters: bool) -> tuple[str, Lexicon | None]:
    """The letters a reading keeps and the words it checks a guess against: a first
    reading (``any_letters``) keeps every letter the engine plays and checks no word, as it
    does not know the game yet; a game's own reading, its letters and its words."""
    if any_letters:
        return ALPHABET, None
    return (lex.alphabet if lex else ascii_lowercase), lex


def _board_scores(word: str, feedback: str, length: int) -> list[str]:
    """/guess's feedback: one score, or one per board when every space-separated part is
    a whole board's ("20010 00100 - 22000"; "🟩 ⬛ ⬛ 🟨 ⬛" is one board)."""
    parts = TOKEN.findall(feedback)
    if len(parts) > 1 and all(board_score(p, word.lower(), length) for p in parts):
        return parts
    return [feedback]


def _parse(
    text: str, lex: Lexicon | None, of_length: OfLength | None, any_letters: bool = False
) -> Parsed:
    lines = normalise(text)
    length = lex.length if lex else WORDLE.length
    other = guess_length(lines) if of_length is not None else None
    if of_length is not None and other is not None and other != length:
        lex, length = of_length(other), other
    found: list[tuple[int, str, Item]] = []  # line number, line, (word, scores)
    shares: list[Share] = []
    board_shares: list[BoardsShare] = []
    unsupported = False
    slip: tuple[int, str, Item] | None = None  # a line a playing channel is told about
    i = 0
    while i < len(lines):
        line = lines[i]
        if read := _other_share(line):
            board_share, i = read(lines, i)
            if board_share:
                board_shares.append(board_share)
            continue
        if CLONE.search(line):
            unsupported = True
            break
        if HEADER.search(line):
            share, i = read_share(lines, i, lex)
            if share:
                shares.append(share)
            continue
        if line and (block := block_guess(lines, i, length)):
            item, after = block
            found.append((i + 1, line, item))
            i = after
            continue
        items, mistyped = _line_items(line, length) if line else (None, None)
        found += [(i + 1, line, item) for item in items or ()]
        if items is None and slip is None and (slipped := mistyped or slipped_marks(line, length)):
            slip = (i + 1, line, slipped)
        i += 1
    found = without_grey_chat(found, length)  # "sorry .....", "night xxxxx": chat
    game = _game_of(found, length)
    letters, checked = _reading(lex, any_letters)
    guesses = [
        read_one_guess(w, scores, n, line, checked, length, letters)
        for n, line, (w, scores) in found
    ]
    if unsupported and not (guesses or shares or board_shares):
        return Parsed("unsupported", error=unsupported_text())
    unknown = tuple(dict.fromkeys(g.word for g in guesses if not g.known))
    if guesses:
        return Parsed(
            "guesses",
            tuple(guesses),
            tuple(shares),
            unknown=unknown,
            board_shares=tuple(board_shares),
            game=game,
            typed=tuple((n, line, w, tuple(scores)) for n, line, (w, scores) in found),
            one_line=one_line(lines),
        )
    if shares or board_shares:
        return Parsed("share", shares=tuple(shares), board_shares=tuple(board_shares))
    return _noted(slip, length, letters, one_line(lines)) if slip else NOTHING


def _line_items(line: str, length: int) -> tuple[list[Item] | None, Item | None]:
    """A line's guesses, or the multi-board row with a board mistyped that it is: that
    slip, not a row with the rest of the line an aside ("abbot 20010 0000").  A row read
    whole ("crane 20010 00300") is read, its error said wherever it is posted."""
    items = guess_items(line, length)
    mistyped = slipped_boards(line, length)
    if mistyped and not (items and len(items) == 1 and len(items[0][1]) == len(mistyped[1])):
        return None, mistyped
    if items is None and (commented := commented_guess(line, length)):
        items = [commented]
    return items, None


def _noted(slip: tuple[int, str, Item], length: int, letters: str, alone: bool) -> Parsed:
    """Chat, with the error the slip on one of its lines would get in a playing channel
    (a multi-board row's, only in a game of as many boards that plays its word)."""
    number, line, (word, scores) = slip
    try:
        read_one_guess(word, scores, number, line, None, length, letters)
    except ParseError as exc:
        boards = (word, len(scores)) if len(scores) > 1 else None
        return Parsed("none", slip=exc.said(alone), slipped=boards)
    return NOTHING


def _other_share(line: str) -> ShareReader | None:
    """The reader of the share of a game other than the NYT's that ``line`` opens, if any."""
    if BOARDS_HEADER.match(line):
        return read_boards_share
    if UNNAMED_HEADER.match(line):
        return read_unnamed_share
    if HELLO_LINK.match(line):
        return read_hello_share
    if opens_language_share(line):
        return read_language_share
    return None


def _kind_of(boards: int, number: int, line: str, length: int = 5) -> Variant:
    """The game with this many boards and words this long, or the error for line
    ``number``."""
    if length != WORDLE.length:
        if boards > 1:
            raise ParseError(number, line, t("games of several boards have five-letter words"))
        return wordle_of_length(length)
    try:
        return variant_for_boards(boards)
    except ValueError as exc:
        said = t("{problem}; give one set of colours per board", problem=problem(exc))
        raise ParseError(number, line, said, boards=boards) from None


def _game_of(found: list[tuple[int, str, Item]], length: int) -> Variant | None:
    """The game a paste's guesses are for, checked: as many scores each, a number of
    boards some game has, no more guesses than its rows.  Counted before any score is
    read: a long paste costs nothing but this."""
    if not found:
        return None
    boards = len(found[0][2][1])
    for number, line, (_, scores) in found:
        if len(scores) != boards:
            raise ParseError(
                number,
                line,
                t(
                    "this guess has {colours} but line {line} has {first}; give every "
                    "board's, in the order the game shows them (left to right, top to "
                    "bottom), `-` for a board already solved",
                    colours=board_colours(len(scores)),
                    line=found[0][0],
                    first=board_colours(boards),
                ),
            )
    kind = _kind_of(boards, *found[0][:2], length)
    if len(found) > kind.rows:
        number, line, _ = found[kind.rows]
        raise ParseError(
            number,
            line,
            t(
                "this paste has {count} guesses; {game} has at most {rows}. Paste one game at "
                "a time",
                count=len(found),
                game=a_game(kind),
                rows=kind.rows,
            ),
        )
    return kind
