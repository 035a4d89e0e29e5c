"""The results' slash commands: stats, history, head to head, the leaderboard, grid
deduction, a player's data.  ``bot/commands/`` places them in the one list."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, Protocol

from bot.domain import Asker, Author, Reply
from bot.formatting import game_title
from bot.shares._export import FORMATS
from bot.shares._shares import Shares
from bot.slash import About, Command, NoOptions
from solver import SHARED_GAMES, Variant

Scored = Annotated[
    str, About("Which game (default: Wordle)", choices=SHARED_GAMES, label=game_title)
]
SCORED = SHARED_GAMES[0]  # a scored game's default
ScoredHere = Annotated[  # left out: the game the channel plays (a Termo channel's is Termo)
    str | None,
    About("Which game (default: this channel's)", choices=SHARED_GAMES, label=game_title),
]


class Here(Protocol):
    """What the results' commands ask of the channel's games: which game it plays."""

    async def kind_here(self, channel_id: int) -> Variant: ...


class Scoring(Protocol):
    """The part of the service the results' commands reach: the shares, and which game a
    channel plays (the one they count when none is named)."""

    shares: Shares

    @property  # read only: the service's games are more than this
    def games(self) -> Here: ...


@dataclass(frozen=True)
class StatsOptions:
    user: Annotated[Author | None, About("Whose stats (default: yours)")] = None
    game: ScoredHere = None


@dataclass(frozen=True)
class HistoryOptions:
    user: Annotated[Author | None, About("Whose (default: yours)")] = None
    game: ScoredHere = None


@dataclass(frozen=True)
class CompareOptions:
    user: Annotated[Author, About("Who")]
    other: Annotated[Author | None, About("And whom (default: you, first)")] = None
    game: ScoredHere = None


@dataclass(frozen=True)
class LeaderboardOptions:
    period: Annotated[
        Literal["week", "month", "all"], About("Which results count (default: this week)")
    ] = "week"
    game: ScoredHere = None


@dataclass(frozen=True)
class DeduceOptions:
    puzzle: Annotated[
        int | None, About("Puzzle number (default: the latest with a grid)", low=0)
    ] = None


@dataclass(frozen=True)
class ExportOptions:
    format: Annotated[str, About("CSV (for a spreadsheet) or JSON", choices=FORMATS)] = "csv"
    everyone: Annotated[bool, About("Everyone's (Manage Server)")] = False


async def scored_here(h: Scoring, at: Asker, game: str | None) -> str:
    """The game a results command counts: the one named, else the game this channel plays
    where it is one with shares (/stats, /history, /compare and /leaderboard in a Termo
    channel are Termo's, not Wordle's), else Wordle."""
    game = game or (await h.games.kind_here(at.channel_id)).name
    return game if game in SHARED_GAMES else SCORED


async def _stats(h: Scoring, at: Asker, o: StatsOptions) -> Reply:
    game = await scored_here(h, at, o.game)
    return await h.shares.stats(at.home, o.user or at.author, game, at.author.id)


async def _history(h: Scoring, at: Asker, o: HistoryOptions) -> Reply:
    game = await scored_here(h, at, o.game)
    return await h.shares.history(at.home, o.user or at.author, game, at.author.id)


async def _compare(h: Scoring, at: Asker, o: CompareOptions) -> Reply:
    game = await scored_here(h, at, o.game)
    first = o.user if o.other else at.author  # /compare @bob: you, then bob
    return await h.shares.compare(at.home, first, o.other or o.user, game, at.author.id)


async def _leaderboard(h: Scoring, at: Asker, o: LeaderboardOptions) -> Reply:
    return await h.shares.leaderboard(at.home, o.period, await scored_here(h, at, o.game))


async def _deduce(h: Scoring, at: Asker, o: DeduceOptions) -> Reply:
    return await h.shares.deduce(at.home, o.puzzle)


async def _export(h: Scoring, at: Asker, o: ExportOptions) -> Reply:
    return await h.shares.export(at, o.format, o.everyone)


async def _forgetme(h: Scoring, at: Asker, o: NoOptions) -> Reply:
    return await h.shares.forget(at.author)


SHARE_COMMANDS = (
    Command(
        "stats",
        "Games, win rate, streaks and guess distribution",
        StatsOptions,
        _stats,
        shares=True,
    ),
    Command(
        "history",
        "Your last puzzles, or a player's, with the rolling average",
        HistoryOptions,
        _history,
        shares=True,
    ),
    Command(
        "compare",
        "Head to head on the puzzles both played",
        CompareOptions,
        _compare,
        shares=True,
    ),
    Command(
        "leaderboard",
        "Who plays best here, fair to each day's difficulty",
        LeaderboardOptions,
        _leaderboard,
        shares=True,
    ),
    Command(
        "deduce",
        "Which answers fit every grid posted for a puzzle",
        DeduceOptions,
        _deduce,
        shares=True,
        slow=True,
        private=True,
    ),
    Command(
        "export",
        "Your results here as a file, CSV or JSON (admins: everyone's)",
        ExportOptions,
        _export,
        shares=True,
        private=True,
    ),
    Command(
        "forgetme",
        "Erase your results and your name from past games",
        NoOptions,
        _forgetme,
        shares=True,
    ),
)
