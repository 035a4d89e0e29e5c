"""The commands about results: stats, the leaderboard, history and head to head, grids,
the Wordle app's names and history, previews to publish, a player's data."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from bot.commands._options import PUBLISHED, SCORED, Scored, ScoredHere
from bot.commands._spec import About, Command, Features, NoOptions
from bot.domain import Asker, Author, Reply
from bot.shares import FORMATS
from bot.wordle_app import DEFAULT_DAYS, MAX_DAYS
from solver import SHARED_GAMES


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
    period: Literal["week", "month", "all"] = "week"
    game: ScoredHere = None


@dataclass(frozen=True)
class DeduceOptions:
    puzzle: Annotated[
        int | None, About("Puzzle number (default: the latest with a grid)", low=0)
    ] = None


@dataclass(frozen=True)
class ImportOptions:
    days: Annotated[
        int,
        About(f"How far back (default {DEFAULT_DAYS}, at most {MAX_DAYS})", low=1, high=MAX_DAYS),
    ] = DEFAULT_DAYS


@dataclass(frozen=True)
class LinkOptions:
    name: Annotated[str, About("The name as the Wordle app wrote it")] = ""
    member: Annotated[Author | None, About("The member it is")] = None


@dataclass(frozen=True)
class PreviewOptions:
    what: Annotated[
        str | None, About("The summary, or a period's leaderboard", choices=PUBLISHED)
    ] = None
    game: Scored = SCORED


@dataclass(frozen=True)
class ExportOptions:
    format: Annotated[str, About("CSV (for a spreadsheet) or JSON", choices=FORMATS)] = "csv"
    everyone: Annotated[bool, About("Everyone's (Manage Server)")] = False


async def scored_here(h: Features, at: Asker, game: str | None) -> str:
    """The game a results command counts: the one named, else the game this channel plays
    where it is one with shares (/stats, /history, /compare and /leaderboard in a Termo
    channel are Termo's, not Wordle's), else Wordle."""
    game = game or (await h.games.kind_here(at.channel_id)).name
    return game if game in SHARED_GAMES else SCORED


async def _stats(h: Features, at: Asker, o: StatsOptions) -> Reply:
    game = await scored_here(h, at, o.game)
    return await h.shares.stats(at.home, o.user or at.author, game, at.author.id)


async def _history(h: Features, at: Asker, o: HistoryOptions) -> Reply:
    game = await scored_here(h, at, o.game)
    return await h.shares.history(at.home, o.user or at.author, game, at.author.id)


async def _compare(h: Features, at: Asker, o: CompareOptions) -> Reply:
    game = await scored_here(h, at, o.game)
    first = o.user if o.other else at.author  # /compare @bob: you, then bob
    return await h.shares.compare(at.home, first, o.other or o.user, game, at.author.id)


async def _leaderboard(h: Features, at: Asker, o: LeaderboardOptions) -> Reply:
    return await h.shares.leaderboard(at.home, o.period, await scored_here(h, at, o.game))


# unannotated, so mypy checks each command's call against its own options (_spec.Command)
SHARE_COMMANDS = (
    Command(
        "stats",
        "Games, win rate, streaks and guess distribution",
        StatsOptions,
        lambda h, at, o: _stats(h, at, o),
        shares=True,
    ),
    Command(
        "history",
        "Your last puzzles, or a player's, with the rolling average",
        HistoryOptions,
        lambda h, at, o: _history(h, at, o),
        shares=True,
    ),
    Command(
        "compare",
        "Head to head on the puzzles both played",
        CompareOptions,
        lambda h, at, o: _compare(h, at, o),
        shares=True,
    ),
    Command(
        "leaderboard",
        "Who plays best here, fair to each day's difficulty",
        LeaderboardOptions,
        lambda h, at, o: _leaderboard(h, at, o),
        shares=True,
    ),
    Command(
        "deduce",
        "Which answers fit every grid posted for a puzzle",
        DeduceOptions,
        lambda h, at, o: h.shares.deduce(at.home, o.puzzle),
        shares=True,
        slow=True,
        private=True,
    ),
    Command(
        "analysis",
        "This channel's last game, guess by guess: skill and luck",
        NoOptions,
        lambda h, at, o: h.games.analysis(at.channel_id, at.author.id),
        shares=True,
        slow=True,
        heavy=True,
    ),
    Command(
        "import",
        "Read this channel's history for results: the Wordle app's, and pasted shares",
        ImportOptions,
        lambda h, at, o: h.importer.command(at, o.days),
        blurb="(a new server's past results)",
        shares=True,
        slow=True,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "link",
        "Who a plain @name in the Wordle app's results is (no member: the names waiting)",
        LinkOptions,
        lambda h, at, o: h.app.link(at.guild_id, o.name, o.member),
        shares=True,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "preview",
        "See the daily summary or a leaderboard privately, with a button to publish it",
        PreviewOptions,
        lambda h, at, o: h.summary.preview(at.guild_id, o.what or PUBLISHED[0], o.game),
        shares=True,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "export",
        "Your results here as a file, CSV or JSON (admins: everyone's)",
        ExportOptions,
        lambda h, at, o: h.shares.export(at, o.format, o.everyone),
        shares=True,
        private=True,
    ),
    Command(
        "forgetme",
        "Erase your results and your name from past games",
        NoOptions,
        lambda h, at, o: h.shares.forget(at.author),
        shares=True,
    ),
)
