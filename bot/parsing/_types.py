"""What reading a message yields: guesses, shares, one error, or nothing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, Protocol

from bot.formatting import human_join, sentence, typed
from bot.i18n import t
from solver import MAX_LENGTH, MIN_LENGTH, Pattern, PerBoard, Variant, titles, to_digits

MessageKind = Literal["guesses", "share", "unsupported", "error", "none"]
MAX_CHARS = 10_000  # Discord allows 4,000 (Nitro); anything longer is not a paste


def unsupported_text() -> str:
    """What a paste of a game not played here is told."""
    return t(
        "I play {games} and Wordle of {lowest} to {highest} letters; this one isn't among "
        "them. Paste a guess of one of those, or `/new` to start one",
        games=human_join(titles()),
        lowest=MIN_LENGTH,
        highest=MAX_LENGTH,
    )


class Lexicon(Protocol):
    """What the parser needs from the engine (a ``solver.Solver`` provides it)."""

    length: int
    alphabet: str  # the letters its game plays (solver/game/variants.py ``Words``)

    def is_known(self, word: str) -> bool: ...
    def producible(self, word: str, pattern: Pattern) -> bool: ...
    def achievable(self, pattern: Pattern) -> bool: ...


OfLength = Callable[[int], Lexicon]  # the words of a length, for a paste of that length


class ParseError(ValueError):
    """Malformed Wordle; the message is what the user sees (``title``: what the reply is
    titled where "I couldn't read that" would be untrue: a share read whole that does not
    add up)."""

    def __init__(
        self, line: int, text: str, problem: str, title: str | None = None, boards: int = 0
    ) -> None:
        super().__init__(
            t("Line {line} ({text}): {problem}", line=line, text=typed(text), problem=problem)
        )
        self.line = line
        self.problem = problem
        self.title = title
        self.boards = boards  # the guesses' boards where no game has as many (else 0)

    def said(self, one_line: bool) -> str:
        """The error as a reply says it: a message of one line is its line, so its number
        and its text repeated are noise there; the problem alone, as a sentence."""
        return sentence(self.problem) if one_line else str(self)


def one_line(lines: list[str]) -> bool:
    """Whether a message (its lines, as ``normalise`` gives them) has one line of text."""
    return sum(1 for line in lines if line) == 1


@dataclass(frozen=True)
class ParsedGuess(PerBoard):
    word: str
    patterns: tuple[Pattern | None, ...]  # one per board; None: "-", already solved there
    line: int
    known: bool = True  # False: not in the game's list
    anyway: bool = False  # typed with a "!" after it: played as typed, listed or not
    posted: str = ""  # the row as typed (ÓTIMO ⬛⬛🟨⬛🟩, CHEST=c.E..): /why quotes it

    def to_json(self) -> dict:
        feedback = ["-" if p is None else to_digits(p) for p in self.patterns]
        shown: str | list[str] = feedback[0] if len(feedback) == 1 else feedback
        return {"word": self.word, "feedback": shown, "known": self.known}


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
class BoardsShare:
    """A multi-board game's share (Daily Quordle 1234 and the like): each board's guesses."""

    game: str
    puzzle: int
    boards: tuple[int | None, ...]  # None: a board missed (🟥)
    line: int

    def to_json(self) -> dict:
        return {"game": self.game, "puzzle": self.puzzle, "boards": list(self.boards)}


Typed = tuple[int, str, str, tuple[str, ...]]  # line number, line, word, scores


@dataclass(frozen=True)
class Parsed:
    kind: MessageKind
    guesses: tuple[ParsedGuess, ...] = ()
    shares: tuple[Share, ...] = ()
    error: str | None = None
    unknown: tuple[str, ...] = field(default=())
    board_shares: tuple[BoardsShare, ...] = ()
    game: Variant | None = None  # the game the typed guesses are for, as the parser found it
    # kind "none" with a slip: what a channel that is playing is told ("crane 2000")
    slip: str | None = None
    # a multi-board row's slip: its word and how many boards it gives, so that only a game
    # of as many boards that plays the word is told ("abbot 2222 00000" in a Dordle)
    slipped: tuple[str, int] | None = None
    # each typed guess as read, before its word was judged (its line's number and text,
    # the word, its scores): the game's own reading judges them again (``for_game``)
    typed: tuple[Typed, ...] = field(default=(), compare=False, repr=False)
    one_line: bool = False  # the message has one line: its errors name no line
    error_title: str | None = None  # kind "error": the reply's title, where not "unreadable"
    # kind "error": the boards each guess gives, where no game has as many ("crane 20010
    # 00100 22000"): a channel playing a game is told what its game needs instead
    boards_given: int = 0

    @property
    def boards(self) -> int:
        """How many boards the message's guesses are for (1 for Wordle)."""
        return len(self.guesses[0].patterns) if self.guesses else 1

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "guesses": [g.to_json() for g in self.guesses],
            "shares": [s.to_json() for s in self.shares] + [s.to_json() for s in self.board_shares],
            "error": self.error,
            "unknown_words": list(self.unknown),
            "game": self.game.name if self.game else None,
        }


NOTHING = Parsed("none")
