"""The service's own types: what comes in (a message, its author), where a channel's game
stands, and what goes out (a reply).  The cog and the console translate to and from these;
nothing here knows Discord."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Protocol

from bot.pictures import Picture


@dataclass(frozen=True)
class Author:
    id: int
    name: str


MAX_UPLOAD_BYTES = 4 << 20  # a file a command is given is read up to this size


@dataclass(frozen=True)
class Upload:
    """A file given to a command: its name and bytes, read only when within
    ``MAX_UPLOAD_BYTES`` (``size`` says how big it was; ``data`` is empty past it)."""

    name: str
    data: bytes
    size: int

    @property
    def too_big(self) -> bool:
        return self.size > MAX_UPLOAD_BYTES


@dataclass(frozen=True)
class Incoming:
    """One chat message, as the cog or console saw it."""

    channel_id: int
    guild_id: int | None
    message_id: int
    author: Author
    text: str
    locale: str | None = None  # the server's preferred locale, as Discord gives it
    posted: bool = True  # a message in the channel (False: a command's, keyed by its interaction)

    @property
    def home(self) -> int:
        """Where the author's shares are kept: the guild, or a DM channel by itself."""
        return home_of(self.guild_id, self.channel_id)


# Discord permissions (discord.Permissions' names) that commands check
CHECKED_PERMISSIONS = frozenset({"manage_messages", "manage_channels", "manage_guild"})


DISCORD_EPOCH_MS = 1_420_070_400_000  # a snowflake's time counts from 2015


def snowflake_at(moment: float) -> int:
    """The smallest message id Discord could give at ``moment`` (a timestamp)."""
    return max(0, int(moment * 1000) - DISCORD_EPOCH_MS) << 22


def time_of(snowflake: int) -> float:
    """When a message with this id was sent (a timestamp)."""
    return ((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000


@dataclass(frozen=True)
class Seen:
    """A message of a channel's history, as ``/import`` reads it."""

    message: Incoming
    by_app: bool  # the official Wordle app posted it
    by_bot: bool  # some other bot or a webhook did (never a player's result)
    sharer: Author | None = None  # a Wordle app /share's player


class ChannelReader(Protocol):
    """What a front can do for a command that reads the channel (``/import``)."""

    def history(self, after: int, until: int) -> AsyncIterator[Seen]:
        """The messages after ``after`` up to ``until`` (ids), oldest first."""
        ...

    @property
    def members(self) -> Members: ...

    async def progress(self, reply: Reply) -> None:
        """Show how far a long command got (edits one message)."""
        ...


class Members(Protocol):
    """The guild's members as the front can find them."""

    def by_id(self, user_id: int) -> Author:
        """The member (or user) with that id; a name of "someone" if unknown."""
        ...

    async def named(self, name: str) -> Author | None:
        """The member whose name in the guild is exactly ``name``, if there is one."""
        ...


@dataclass(frozen=True)
class Asker:
    """Who asked for a command, and where: what every front knows of every command."""

    channel_id: int
    guild_id: int | None
    author: Author
    request_id: int  # the interaction's id (a /guess is kept as a message with this id)
    # what Discord lets them do here, of the permissions commands check (a DM or the
    # console, where there are no others to protect, may do everything)
    permissions: frozenset[str] = field(default_factory=lambda: CHECKED_PERMISSIONS)
    # the channel itself, for a command that reads it (``/import``); None where it cannot
    reader: ChannelReader | None = field(default=None, compare=False)
    locale: str | None = None  # the server's locale (else the asker's), as Discord gives it

    @property
    def moderates(self) -> bool:
        """May change what others posted (Manage Messages)."""
        return "manage_messages" in self.permissions

    @property
    def home(self) -> int:
        return home_of(self.guild_id, self.channel_id)


def personal_channel(user_id: int) -> int:
    """Where a user install keeps one user's own session: the app cannot read the DM or
    group chat it is used in, so the game is the user's, wherever they ask (negative: no
    Discord id is)."""
    return -user_id


def home_of(guild_id: int | None, channel_id: int) -> int:
    """Shares and stats live per guild; a DM (no guild) keeps its own to itself."""
    return guild_id or channel_id


class Status(StrEnum):
    """Where a channel's game stands (stored as its value)."""

    ACTIVE = "active"
    SOLVED = "solved"
    FAILED = "failed"
    RESET = "reset"

    @property
    def ended(self) -> bool:
        """Over by play (won or lost), not by a reset."""
        return self in (Status.SOLVED, Status.FAILED)


@dataclass(frozen=True)
class Choice:
    """A guess worth voting on: how many guesses it takes to finish on average, this one
    included, whether it could be the answer (win now) on some board, and whether players
    know it (None where the server's advice is ``best``: no word is weighed so)."""

    word: str
    expected: float
    could_be_answer: bool
    familiar: bool | None = None
    # with one row left after it, a group of two or more words it leaves for that row:
    # playing it may lose the game (its figure of guesses hides that)
    may_lose: bool = False

    @property
    def rare(self) -> bool:
        """A word few players know, labelled so as /hint labels it: a possible answer
        never is (its rarity is the puzzle's)."""
        return self.familiar is False and not self.could_be_answer


@dataclass(frozen=True)
class GameAt:
    """Where a channel's game stood when a vote opened on it: its session (None: no game
    yet), its version and its rows, the vote's close saying what moved it on from there;
    and its mode, which sets how much better a rare word must be to take a familiar one's
    place on the ballot."""

    session_id: int | None
    version: int
    rows: int
    hard: bool = False


@dataclass(frozen=True)
class Ballot:
    """A poll to post (``/vote``): its question, its answers (each a word and its
    trade-off in a few words) and how many minutes it runs."""

    question: str
    answers: tuple[tuple[str, str], ...]
    minutes: int


@dataclass(frozen=True)
class Position:
    """A game as a reply showed it: its channel (session key) and version.  Buttons on the
    reply carry it, so a press after a restart, or on a reply the game has moved past,
    knows which position it was about."""

    channel_id: int
    version: int


@dataclass(frozen=True)
class Reply:
    """What the bot says; rendered as a message on Discord (bot/fronts/render.py) and as
    text in the console.  Built once, from everything it says: frozen, so a reply handed
    on (to a cache, a fuller form, a front) is never changed behind it; a reply that says
    more is a new one (``followed_by``, ``reshaped``)."""

    title: str
    lines: Sequence[str] = field(default_factory=list)
    tone: str = "info"  # info | success | warning | error
    ephemeral: bool = False
    reaction: str | None = None  # react to the message instead of replying
    # the same in one line, for a server whose admins chose compact replies (a paste's)
    compact: str | None = field(default=None, compare=False)
    # the game position it shows, for the buttons that ask about it (a game going on)
    position: Position | None = field(default=None, compare=False)
    # what its Publish button posts in the channel, where an admin previews it privately:
    # ("summary" or a leaderboard's period, the game)
    publish: tuple[str, str] | None = field(default=None, compare=False)
    # a picture beside the text (bot/pictures/), which stays complete without it
    picture: Picture | None = field(default=None, compare=False, repr=False)
    # a poll sent with it (/vote): the reply's text goes with the poll
    poll: Ballot | None = field(default=None, compare=False)
    # a file sent with the reply, not shown inside it (/export's CSV or JSON)
    attachment: Picture | None = field(default=None, compare=False, repr=False)
    # Work worth showing that the reply need not wait for (the solve message's game
    # summary): a fuller reply that replaces this one, by an edit, once it is ready.
    fuller: Callable[[], Awaitable[Reply]] | None = field(default=None, compare=False, repr=False)


def reshaped(reply: Reply, change: Callable[[Reply], Reply]) -> Reply:
    """A new reply, ``change`` of ``reply``, and every fuller form of it changed alike
    (the edit that replaces it keeps the change)."""
    fuller = reply.fuller
    if fuller is None:
        return change(reply)

    async def then() -> Reply:
        return reshaped(await fuller(), change)

    return replace(change(reply), fuller=then)


def followed_by(reply: Reply, lines: Sequence[str]) -> Reply:
    """The reply with ``lines`` at its end, in every fuller form too."""
    return reshaped(reply, lambda r: replace(r, lines=[*r.lines, *lines]))


async def in_full(reply: Reply | None) -> Reply | None:
    """The reply with everything it is waiting for: what a caller that cannot edit what it
    said (the console, the tests) shows."""
    while reply is not None and reply.fuller is not None:
        reply = await reply.fuller()
    return reply
