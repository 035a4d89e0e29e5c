"""The Wordle app's slash commands: ``/import`` a channel's history, ``/link`` a plain
name to a member, ``/preview`` the daily summary.  ``bot/commands/`` places them in the
one list."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Protocol

from bot.domain import Asker, Author, Reply
from bot.shares import SCORED, Scored
from bot.slash import About, Command
from bot.wordle_app._app import WordleApp
from bot.wordle_app._import import DEFAULT_DAYS, MAX_DAYS, Importer
from bot.wordle_app._summary import DailySummary

PUBLISHED = ("summary", "week", "month", "all")  # what /preview shows, the first by default


class Apping(Protocol):
    """The part of the service the Wordle app's commands reach: its posts' names, the
    importer and the daily summary."""

    app: WordleApp
    importer: Importer
    summary: DailySummary


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


async def _import(h: Apping, at: Asker, o: ImportOptions) -> Reply:
    return await h.importer.command(at, o.days)


async def _link(h: Apping, at: Asker, o: LinkOptions) -> Reply:
    return await h.app.link(at.guild_id, o.name, o.member)


async def _preview(h: Apping, at: Asker, o: PreviewOptions) -> Reply:
    return await h.summary.preview(at.guild_id, o.what or PUBLISHED[0], o.game)


APP_COMMANDS = (
    Command(
        "import",
        "Read this channel's history for results: the Wordle app's, and pasted shares",
        ImportOptions,
        _import,
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
        _link,
        shares=True,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "preview",
        "See the daily summary or a leaderboard privately, with a button to publish it",
        PreviewOptions,
        _preview,
        shares=True,
        private=True,
        needs="manage_guild",
    ),
)
