"""Every game kind the bot plays, each behind the ``Game`` seam: the one place that
chooses an implementation for a kind."""

from __future__ import annotations

from collections.abc import Iterator

from bot.advisor import Advisor
from bot.games._boards import Boards
from bot.games._game import Game
from bot.games._wordle import OneBoard
from solver import Solver
from solver.game.rules import KINDS, WORDLE, Kind


class GameKinds:
    def __init__(self, solver: Solver, advisor: Advisor) -> None:
        def made(kind: Kind) -> Game:
            if kind.boards == 1:
                return OneBoard(kind, solver, advisor)
            return Boards(kind, solver, advisor)

        self._games = {kind.name: made(kind) for kind in KINDS.values()}

    def of(self, kind: Kind = WORDLE) -> Game:
        return self._games[kind.name]

    def named(self, name: str) -> Game | None:
        return self._games.get(name.lower())

    def __iter__(self) -> Iterator[Game]:
        return iter(self._games.values())
