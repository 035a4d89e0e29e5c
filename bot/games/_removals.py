"""Messages gone while the store was out of reach: their guesses leave the game later.

A delete, or an edit that turns a paste into chat, needs the store to take the message's
rows away.  While it is out of reach the removal waits here, bounded in channels and per
channel, and ``Games.settle`` makes it first thing in the channel's next message or command
once the store answers: nothing deleted stays on the board with nothing said.
"""

from __future__ import annotations

import logging

from solver import BoundedCache

log = logging.getLogger(__name__)
CHANNELS, PER_CHANNEL = 4096, 64  # channels with removals waiting, and removals in each


class Removals:
    def __init__(self) -> None:
        self._waiting: BoundedCache[int, tuple[int, ...]] = BoundedCache(
            "removals waiting", CHANNELS
        )

    def add(self, channel_id: int, message_id: int) -> None:
        log.info("store out of reach: removing message %s from the game later", message_id)
        waiting = self._waiting.get(channel_id) or ()
        self._waiting.put(channel_id, (*waiting, message_id)[-PER_CHANNEL:])

    def first(self, channel_id: int) -> int | None:
        """The channel's oldest removal waiting, if any."""
        waiting = self._waiting.get(channel_id)
        return waiting[0] if waiting else None

    def done(self, channel_id: int, message_id: int) -> None:
        """One removal made (more may have come meanwhile: only it goes)."""
        left = tuple(m for m in self._waiting.get(channel_id) or () if m != message_id)
        if left:
            self._waiting.put(channel_id, left)
        else:
            self._waiting.forget(channel_id)
