"""Live messages wait while what their channel missed is read.

After an IDENTIFY (a start, or a session Discord would not resume) each game in progress
reads the messages posted after its last row while the bot was away.  Discord delivers
live messages meanwhile, before the shard is even ready: taken at once, a fresh paste
would become the game's last row and hide the missed ones from the history read.  So from
the moment a shard connects, its live messages (and edits, and deletes) wait: until the
shard knows which of its channels have games to catch up, then, in those channels, until
that channel's catch-up is done.  The catch-up passes over the messages that are waiting
(they are taken live, in order, right after), and every wait is bounded.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable

from solver.support.cache import BoundedCache

log = logging.getLogger(__name__)
HOLD_SECONDS = 30.0  # the longest a live message waits for a catch-up
TAKEN_KEPT = 4096  # messages the catch-ups took, remembered against a late live event


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
