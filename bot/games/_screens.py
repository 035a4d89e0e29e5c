"""A screenshot as a paste: read off the loop (two at a time, one a core), its letters
checked against the words in the same worker thread and within the same budget; the
paste of its rows or the reply that says why not (no board, a problem, letters in doubt,
rows not found)."""

from __future__ import annotations

import asyncio

from bot import replies
from bot.domain import Reply
from bot.games._kinds import GameKinds
from bot.screenshots import as_paste, as_read, read_board, sure, warm, words_of


class Screens:
    def __init__(self, kinds: GameKinds) -> None:
        self.kinds = kinds
        self._reading = asyncio.Semaphore(2)

    async def warm_up(self) -> None:
        """The reader's tables and model loaded, off the loop: a first picture then holds
        the loop no longer than any other."""
        await asyncio.to_thread(warm)

    async def read(self, image: bytes | None) -> str | Reply:
        """The board in a picture as a paste (``CRANE 20010`` a row); or the reply saying
        why not.  ``image`` None: a picture too big to be fetched."""
        if image is None:
            return replies.screenshot_problem("oversize")
        async with self._reading:
            shot = await asyncio.to_thread(read_board, image, words_of(self.kinds.of_length))
        if shot.problem is not None or not shot.rows:
            return replies.screenshot_problem(shot.problem or "boardless")
        if sure(shot):
            return as_paste(shot)
        return replies.screenshot_unsure(map(as_read, shot.rows), len(shot.rows), shot.unfound)
