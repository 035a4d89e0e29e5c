"""The official Wordle app's posts, read into players' results.

Only the front knows who wrote a message; it hands this feature the app's messages alone
(by the author's id or the message's application id, never by text).  A post that brings
new results is confirmed as a pasted share is, in the server's reply style: one short line
per player, or a reaction.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from bot.domain import Author, Incoming, Members, Reply
from bot.parsing import Lexicon, parse_message
from bot.settings import Settings
from bot.shares import Shares
from bot.store import Unavailable
from bot.wordle_app import _replies as replies
from bot.wordle_app._posts import AppPost, Player, puzzle_of, read_post
from bot.wordle_app._store import AppStore
from solver import FreshCache, newest_puzzle, puzzle_on

RECORDED = "✅"
WAITING_GUILDS = 4096  # guilds whose plain names waiting for a member are kept ...
WAITING_SECONDS = (
    300.0  # ... this long  # the reaction a server that wants reactions gets on a post read
)


@dataclass(frozen=True)
class AppMessage:
    """One message the Wordle app posted."""

    channel_id: int
    guild_id: int
    message_id: int
    posted: float  # when (a timestamp: the message id's time)
    text: str  # its content, or for a Components V2 /share the text in its components
    sharer: Author | None = None  # a /share's player (the interaction's user)
    edited: bool = False  # read again after an edit: counted again, said nothing

    def as_incoming(self, author: Author) -> Incoming:
        return Incoming(self.channel_id, self.guild_id, self.message_id, author, self.text)


# a post's new results, and how to say them (made only when a reply says them)
Recorded = tuple[int, Callable[[], Awaitable[list[str]]]]


def local_time(posted: float, timezone: str) -> datetime:
    return datetime.fromtimestamp(posted, ZoneInfo(timezone))


class WordleApp:
    def __init__(
        self,
        store: AppStore,
        settings: Settings,
        shares: Shares,
        lexicon: Lexicon,
    ) -> None:
        self.store = store
        self.settings = settings
        self.shares = shares
        self.lexicon = lexicon
        # per guild: the plain names waiting for a member (forgotten after a while, so one
        # another process recorded is noticed too)
        self._waiting: FreshCache[int, frozenset[str]] = FreshCache(
            "names waiting", WAITING_GUILDS, WAITING_SECONDS
        )

    async def record(self, msg: AppMessage, members: Members) -> int:
        """Record what one of the app's posts says: how many players' results are new
        (``/import``, which says nothing of each post)."""
        recorded = await self._record(msg, members)
        return recorded[0] if recorded else 0

    async def read(self, msg: AppMessage, members: Members) -> tuple[int, Reply | None]:
        """Record what one of the app's posts says (again, for an edit): how many players'
        results are new, and the confirmation in the server's reply style (a reaction, or
        one short line per player: "alice 3/6 · streak 8"), when any result is new."""
        recorded = await self._record(msg, members)
        if not recorded:
            return 0, None
        count, confirm = recorded
        style = (await self.settings.of(msg.guild_id)).reply_style
        if style == "reactions":
            return count, Reply("", reaction=RECORDED)
        return count, None if msg.edited else self.shares.confirmed(await confirm())

    async def _record(self, msg: AppMessage, members: Members) -> Recorded | None:
        """The new results a post brings, and how to say them (None: not results, or
        nothing new): the lines are made only for a reply that says them."""
        if msg.sharer is not None:  # a /share: the player's share, as if they pasted it
            sharer = msg.sharer
            parsed = parse_message(msg.text, self.lexicon)
            if not parsed.shares:
                return None
            replaced = await self.shares.record(msg.as_incoming(sharer), parsed)
            return len(parsed.shares), lambda: self.shares.counted(
                msg.guild_id, sharer, parsed, replaced
            )
        post = read_post(msg.text)
        if post.kind == "app_playing":
            await self._record_started(msg, post, members)
        if post.kind != "app_results":
            return None
        return await self._record_results(msg, post, members)

    async def _record_started(self, msg: AppMessage, post: AppPost, members: Members) -> None:
        """Members the app says are playing started today's puzzle (the server's today):
        the daily summary names those with no result by then."""
        timezone = (await self.settings.of(msg.guild_id)).timezone
        today = puzzle_on(local_time(msg.posted, timezone).date())
        found = [await self._who(msg.guild_id, p, members) for p in post.playing]
        players = [who for who in found if isinstance(who, Author)]
        if players:
            await self.store.record_started(
                msg.guild_id, min(today, newest_puzzle(msg.posted)), players
            )

    async def _record_results(
        self, msg: AppMessage, post: AppPost, members: Members
    ) -> Recorded | None:
        timezone = (await self.settings.of(msg.guild_id)).timezone
        before = await self.store.summary_before(msg.channel_id, msg.message_id)
        posted = local_time(msg.posted, timezone).date()
        puzzle = puzzle_of(posted, post.streak, before, newest_puzzle(msg.posted))
        players = []
        for line in post.results:
            for player in line.players:
                players.append((await self._who(msg.guild_id, player, members), line.score))
        new = await self.store.record_app_post(
            msg.message_id, msg.guild_id, msg.channel_id, puzzle, post.streak, msg.posted, players
        )
        self._waiting.forget(msg.guild_id)  # names it kept are waiting now

        async def said() -> list[str]:  # a line a player, as a pasted share's
            return [
                replies.waiting_result(who, score, puzzle)
                if isinstance(who, str)
                else await self.shares.result_line(msg.guild_id, who, score, False, puzzle)
                for who, score in players
            ]

        return (new, said) if new else None

    async def _who(self, guild_id: int, player: Player, members: Members) -> Author | str:
        """A member, or the plain name kept as it is until one has it (or an admin links
        it); a name once matched stays that member's."""
        if player.id is not None:
            return members.by_id(player.id)
        name = player.name or ""
        linked = await self.store.name_link(guild_id, name)
        if linked is not None:
            return members.by_id(linked)
        found = await members.named(name)
        if found is None:
            return name
        await self.store.link_name(guild_id, name, found)
        return found

    async def member_seen(self, guild_id: int, member: Author) -> None:
        """A member wrote in the guild: results kept under their name are theirs.  The
        names waiting are kept briefly per guild, so ordinary chat costs no read; while
        the database is out of reach this waits for their next message."""
        try:
            await self._join_waiting(guild_id, member)
        except Unavailable:
            return

    async def _join_waiting(self, guild_id: int, member: Author) -> None:
        waiting = self._waiting.get(guild_id)
        if waiting is None:
            waiting = frozenset(u.name for u in await self.store.unresolved(guild_id))
            self._waiting.put(guild_id, waiting)
        if member.name in waiting:
            await self.store.link_name(guild_id, member.name, member)
            self._waiting.forget(guild_id)

    async def link(self, guild_id: int | None, name: str, member: Author | None) -> Reply:
        """``/link``: an admin says who a plain name the app used is."""
        if guild_id is None:
            return replies.server_only()
        name = name.strip().removeprefix("@").strip()
        if member is None:
            return replies.unresolved_names(await self.store.unresolved(guild_id))
        moved = await self.store.link_name(guild_id, name, member)
        self._waiting.forget(guild_id)
        return replies.linked(name, member, moved)
