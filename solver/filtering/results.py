"""What the engine answers, as data: candidates, suggestions, evaluations and explanations.
The wording is elsewhere (solver/wording.py for the CLI, bot/replies.py for chat)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from solver.filtering.knowledge import Reason
from solver.lists.scoring import Split

LIKELY, POSSIBLE = "likely", "possible"


@dataclass(frozen=True)
class Candidates:
    """The words still possible, and from which pool: 'likely' answers or any 'possible' word."""

    pool: str
    words: tuple[str, ...]
    likely: int  # how many of the likely answers are left (0 when we fell back)
    possible: int  # how many valid words are left, likely ones included
    unlikely: tuple[str, ...] = ()  # the valid words left that are not likely answers

    def __len__(self) -> int:
        return len(self.words)


@dataclass(frozen=True)
class Suggestion:
    word: str
    expected_guesses: float  # to finish the game from here, this guess included
    expected_left: float  # likely answers left after it, on average
    entropy: float
    could_be_answer: bool
    split: Split  # how it splits the words left (solver/wording.py says it)
    # a word players know (solver/engine/familiar.py); None where familiar advice was not asked
    familiar: bool | None = None

    def to_json(self) -> dict:
        return {
            "word": self.word,
            "expected_guesses": round(self.expected_guesses, 4),
            "expected_left": round(self.expected_left, 3),
            "entropy": round(self.entropy, 3),
            "could_be_answer": self.could_be_answer,
            "split": asdict(self.split),
        }


@dataclass(frozen=True)
class Caught:
    """With few rows left: the most of the words left any plan still wins, and how many
    the plan that starts with the advice's first guess wins."""

    most: int
    by_lead: int


@dataclass(frozen=True)
class Evaluation:
    """A played guess against the best one, at one position."""

    before: int  # words possible before the guess
    played_value: float  # expected guesses to finish, playing the word
    played_left: float  # expected words left after it
    best_word: str
    best_value: float
    best_left: float


@dataclass(frozen=True)
class Explanation:
    word: str
    possible: bool
    reasons: list[Reason] = field(default_factory=list)
    listed: bool = True  # in the guess list (``list_name``)
    likely: bool = True  # one of the likely answers
    list_name: str = ""
