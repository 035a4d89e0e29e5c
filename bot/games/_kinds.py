"""Every game kind the bot plays, each behind the ``Game`` seam: the one place that
chooses an implementation for a kind."""

from __future__ import annotations

from collections.abc import Iterator

from bot.advisor import Advisor
from bot.domain import Reply
from bot.games import _replies as say
from bot.games._boards import Boards
from bot.games._game import Game
from bot.games._wordle import OneBoard
from solver import (
    ENGLISH_FIVE,
    MAX_LENGTH,
    MIN_LENGTH,
    VARIANTS,
    WORDLE,
    BoundedCache,
    Solver,
    Variant,
    variant_named,
    variant_of,
    wordle_of_length,
)

SERVER_GAMES = 1024  # games on servers' own lists kept made


class GameKinds:
    def __init__(self, advisor: Advisor) -> None:
        self._advisor = advisor

        def made(kind: Variant) -> Game:
            if kind.boards == 1:
                return OneBoard(kind, advisor)
            return Boards(kind, advisor)

        self._games = {kind.name: made(kind) for kind in VARIANTS.values()}
        self._servers: BoundedCache[str, Game] = BoundedCache("servers' games", SERVER_GAMES)

    def of(self, kind: Variant = WORDLE) -> Game:
        """The game for a variant: a bundled one's, or one made for a server's list (kept
        within a bound: it holds no engine, only its name)."""
        found = self._games.get(kind.name) or self._servers.get(kind.name)
        if found is None:
            found = self._servers.put(kind.name, OneBoard(kind, self._advisor))
        return found

    def named(self, name: str, length: int | None = None) -> Game | Reply:
        """The game a player names (a variant's name or alias), its words ``length``
        letters long (None: its own), or why there is none."""
        found = variant_named(name) or variant_of(name)
        if found is None:
            return say.unknown_game(name)
        if length is not None and length != found.length:
            if found.boards > 1:
                return say.five_letters_only(found)
            if not MIN_LENGTH <= length <= MAX_LENGTH:
                return say.no_such_length(length)
            found = wordle_of_length(length)
        return self.of(found)

    def of_length(self, length: int) -> Solver:
        """The engine for Wordle's words of ``length`` letters (the parser's)."""
        return self._advisor.engines.of_length(length)

    def warmed(self) -> Iterator[Game]:
        """The games whose openings a start prepares: those on the default words (others
        are made when a game of theirs first asks)."""
        return (g for g in self._games.values() if g.kind.words is ENGLISH_FIVE)
