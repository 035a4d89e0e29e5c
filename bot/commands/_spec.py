"""What a command is: its options, what answers it, and the features its answer may use."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from bot.domain import Asker, Reply, Upload
from bot.formatting import choice_runs
from bot.games import Games
from bot.settings import Settings
from bot.shares import Shares
from bot.votes import Votes
from bot.wordle_app import DailySummary, Importer, WordleApp
from bot.wordlists import ServerLists

Options = dict[str, Any]


class Features(Protocol):
    """What a command's ``call`` is given: the service's features (``bot.service.Huddle``)."""

    games: Games
    shares: Shares
    settings: Settings
    app: WordleApp
    importer: Importer
    summary: DailySummary
    lists: ServerLists
    votes: Votes

    async def help(self, topic: str = "") -> Reply: ...

    async def solve(self, at: Asker, guesses: str, hard: bool, shot: Upload | None) -> Reply: ...

    async def guess(self, at: Asker, word: str, feedback: str, shot: Upload | None) -> Reply: ...


Call = Callable[[Features, Asker, Options], Awaitable[Reply]]
OptionType = Literal["text", "number", "choice", "flag", "user", "word", "file"]


@dataclass(frozen=True)
class Option:
    name: str
    description: str = ""
    type: OptionType = "text"  # word: a valid guess, offered as the user types
    choices: tuple[str, ...] = ()
    required: bool = True
    default: Any = None  # given when an optional option is left out
    low: int | None = None  # a number's bounds
    high: int | None = None
    rest: bool = False  # the console reads the rest of the line into it
    slash_only: bool = False  # not offered by the console nor shown in /help
    label: Callable[[str], str] | None = None  # how Discord lists a choice (else as typed)

    @property
    def number(self) -> bool:
        return self.type == "number"

    def usage(self, console: bool) -> str:
        shown = "|".join(choice_runs(self.choices)) if self.choices else self.name
        if console and not self.choices:
            shown = shown.upper()
        return shown if self.required else f"[{shown}]"


@dataclass(frozen=True)
class Command:
    name: str
    description: str  # the slash command's description
    call: Call  # what answers it: a feature's method, given who asked and the options
    options: tuple[Option, ...] = ()
    blurb: str = ""  # said under its description on its /help page
    shares: bool = False  # listed with the share commands in /help
    slow: bool = False  # the answer may take a while: the cog defers it first
    heavy: bool = False  # up to a second of solver work: its own lane, one per user
    private: bool = False  # only the asker sees it (a ``public`` option may override)
    # the Discord permission (a discord.Permissions name) a member needs by default: Discord
    # hides the command from others, and a server's admins may grant it to more (so the
    # bot does not check it again, which would undo their choice)
    needs: str | None = None
    # also offered by a user install, in DMs and group chats, over the user's own session
    # (the others need a server's channel: its messages, its game, its members)
    anywhere: bool = False

    @property
    def typed(self) -> tuple[Option, ...]:
        """The options a console user types, in order."""
        return tuple(o for o in self.options if not o.slash_only)

    def usage(self, console: bool = False) -> str:
        return " ".join([f"/{self.name}", *(o.usage(console) for o in self.typed)])

    def described(self) -> dict[str, str]:
        """Option descriptions, for ``app_commands.describe``."""
        return {o.name: o.description for o in self.options if o.description}

    def filled(self, given: Options) -> Options:
        """Every option's value: the given ones, and the defaults of those left out."""
        return {o.name: given.get(o.name, o.default) for o in self.options}
