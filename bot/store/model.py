"""What the store keeps, as the service's own types: patterns, statuses, authors."""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain import Author
from bot.rules import Status
from solver import Guess
from solver.feedback import Pattern


@dataclass(frozen=True)
class StoredGuess:
    word: str
    pattern: Pattern
    author: Author
    message_id: int

    @property
    def guess(self) -> Guess:
        return Guess(self.word, self.pattern)


@dataclass(frozen=True)
class StoredSession:
    id: int
    channel_id: int
    guild_id: int | None
    puzzle: int | None
    status: Status
    started_at: float
    updated_at: float
    guesses: tuple[StoredGuess, ...]
    version: int = 0  # raised by every change; a write may insist on the one it read

    @property
    def history(self) -> list[Guess]:
        return [g.guess for g in self.guesses]


@dataclass(frozen=True)
class ChannelSettings:
    hard: bool
    spoilers: bool


@dataclass(frozen=True)
class Channel:
    """One read of a channel: its latest session (whatever its status) and its settings."""

    session: StoredSession | None
    settings: ChannelSettings


@dataclass(frozen=True)
class StoredShare:
    """One player's NYT share for one puzzle: their result and letterless rows."""

    author: Author
    result: int | None  # guesses used; None for a loss (X/6)
    hard: bool
    rows: tuple[Pattern, ...]

    @property
    def grid(self) -> tuple[tuple[Pattern, ...], bool]:
        """The share as grid deduction takes it: its rows and whether it was hard mode."""
        return self.rows, self.hard


@dataclass(frozen=True)
class Result:
    """One player's NYT share: the stats' unit."""

    author_id: int
    author_name: str
    puzzle: int
    result: int | None  # guesses used; None for a loss (X/6)
    hard: bool
