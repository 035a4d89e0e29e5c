"""A screenshot as a paste: read off the loop (two at a time, one a core), its letters
checked against the words of its length, and either the paste of its rows or the reply
that says why not (no board, a problem, letters in doubt)."""

from __future__ import annotations

import asyncio

from bot import replies
from bot.domain import Reply
from bot.games._kinds import GameKinds
from bot.screenshots import as_paste, as_read, checked, read_screenshot, sure, words_of


class Screens:
    def __init__(self, kinds: GameKinds) -> None:
        self.kinds = kinds
        self._reading = asyncio.Semaphore(2)

    async def read(self, image: bytes | None) -> str | Reply:
        """The board in a picture as a paste (``CRANE 20010`` a row); or the reply saying
        why not.  ``image`` None: a picture too big to be fetched."""
        if image is None:
            return replies.screenshot_problem("oversize")
        async with self._reading:
            shot = await asyncio.to_thread(read_screenshot, image)
        if shot.problem is not None or not shot.rows:
            return replies.screenshot_problem(shot.problem or "boardless")
        shot = checked(shot, words_of(self.kinds.of_length))
        return as_paste(shot) if sure(shot) else replies.screenshot_unsure(map(as_read, shot.rows))
