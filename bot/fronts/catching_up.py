"""Live messages wait while what their channel missed is read.

After an IDENTIFY (a start, or a session Discord would not resume) each game in progress
reads the messages posted after its last row while the bot was away (a channel where only
shares were read of late, after its newest share).  Discord delivers
live messages meanwhile, before the shard is even ready: taken at once, a fresh paste
would become the game's last row and hide the missed ones from the history read.  So from
the moment a shard connects, its live messages (and edits, and deletes) wait: until the
shard knows which of its channels have games to catch up, then, in those channels, until
that channel's catch-up is done.  The catch-up passes over the messages that are waiting
(they are taken live, in order, right after), and every wait is bounded.

What a channel missed (``Missed``) is every message after the newest its games read (a
row, a row pasted again, one an undo took back; with none yet, the game's start), so in
any state (a game going, solved, cleared, started empty) the messages read are those that
came while nobody listened, and the messages the live path refused or found to be chat; a
replay of one adds nothing (the store keys rows by message).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable

from bot.domain import snowflake_at
from bot.store import Behind
from solver import BoundedCache

log = logging.getLogger(__name__)
HOLD_SECONDS = 30.0  # the longest a live message waits for a catch-up
TAKEN_KEPT = 4096  # messages the catch-ups took, remembered against a late live event
CATCH_UP = 1000  # missed messages read per channel (discord.py paces the requests)
CHECKED = 300  # messages read per game to see its rows are still there


class CatchingUp:
    def __init__(self, hold_seconds: float = HOLD_SECONDS) -> None:
        self.hold_seconds = hold_seconds
        self._shards: dict[int, asyncio.Event] = {}  # connected, channels not known yet
        self._channels: dict[int, asyncio.Event] = {}  # being caught up
        self._waiting: dict[int, set[int]] = {}  # channel: live messages held there
        self._taken: BoundedCache[tuple[int, int], bool] = BoundedCache(
            "messages caught up", TAKEN_KEPT
        )

    def connected(self, shard_id: int) -> None:
        """A shard identified: its live messages wait for ``planned``.  Call it before
        anything awaits, so no message of the new session is taken first."""
        self._shards.setdefault(shard_id, asyncio.Event())

    def planned(self, shard_id: int, channels: Iterable[int]) -> None:
        """The shard's channels with games to catch up: their live messages wait for
        ``done``; the others' go on at once."""
        for channel in channels:
            self._channels.setdefault(channel, asyncio.Event())
        opened = self._shards.pop(shard_id, None)
        if opened is not None:
            opened.set()

    def done(self, channel_id: int) -> None:
        """The channel's catch-up is over (or failed): its live messages go on."""
        caught = self._channels.pop(channel_id, None)
        if caught is not None:
            caught.set()

    def held(self, channel_id: int, message_id: int) -> bool:
        """Whether a message is waiting live (the catch-up leaves it to the live path)."""
        return message_id in self._waiting.get(channel_id, ())

    def took(self, channel_id: int, message_id: int) -> None:
        """The catch-up took this message: its live event, if one comes, is not new."""
        self._taken.put((channel_id, message_id), True)

    async def wait(self, shard_id: int | None, channel_id: int, message_id: int) -> bool:
        """Until the channel's catch-up, if any, is done (bounded); False when it took
        this message itself (a live event that came late)."""
        shard = self._shards.get(shard_id) if shard_id is not None else None
        if shard is None and channel_id not in self._channels:
            return (channel_id, message_id) not in self._taken  # the usual case: lookups
        waiting = self._waiting.setdefault(channel_id, set())
        waiting.add(message_id)
        try:
            async with asyncio.timeout(self.hold_seconds):
                if shard is not None:
                    await shard.wait()
                channel = self._channels.get(channel_id)
                if channel is not None:
                    await channel.wait()
        except TimeoutError:
            log.warning("channel %s: catch-up still running; taking a message live", channel_id)
        finally:
            waiting.discard(message_id)
            if not waiting:
                self._waiting.pop(channel_id, None)
        return (channel_id, message_id) not in self._taken


class Missed:
    """One channel's catch-up as it reads the history: from its game's first row posted
    in the channel, or its first share of late (a row or share whose message is gone was
    deleted while nobody listened), else from the last message its games read; what
    comes after that is missed.  Bounded: ``CHECKED`` messages for the rows and shares,
    ``CATCH_UP`` missed ones."""

    def __init__(self, game: Behind) -> None:
        self.game = game
        self.seen_up_to = game.last_message or snowflake_at(game.started_at)
        kept = sorted({*game.posted, *game.shared})  # messages whose going tells something
        self.read_from = kept[0] - 1 if kept else self.seen_up_to
        self.taken = 0  # missed pastes taken into the game
        self._rows = set(kept)  # rows and shares not seen in the history yet
        self._checked = self._missed = 0
        self._last = self.read_from  # the history is read up to here
        self._whole = False  # read past every row (or to the history's end)

    def read(self, message_id: int) -> bool:
        """One message read: whether to go on reading (within the bounds)."""
        self._rows.discard(message_id)
        self._last = max(self._last, message_id)
        if message_id <= self.seen_up_to:
            self._checked += 1
            return self._checked <= CHECKED
        self._whole = True
        self._missed += 1
        return self._missed <= CATCH_UP

    def ended(self) -> None:
        """The history has nothing more: every row left unseen was deleted."""
        self._whole = True

    def resume_from(self) -> int | None:
        """Where to read on when the rows' check ran out of its bound before the missed
        messages (they are read all the same, the rows not reached left as they are);
        None once those were reached."""
        if self._last > self.seen_up_to:
            return None
        self._rows = {m for m in self._rows if m < self._last}
        return self.seen_up_to

    def deleted(self) -> list[int]:
        """The rows and shares whose messages the history read so far no longer has, each
        told once."""
        gone = sorted(m for m in self._rows if self._whole or m < self._last)
        self._rows -= set(gone)
        return gone
