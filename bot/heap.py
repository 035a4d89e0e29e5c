"""Giving freed memory back to the system, once a minute.

The solver allocates and frees many numpy arrays of many sizes from two threads (the event
loop and the worker pool).  glibc keeps what is freed in its arenas for reuse, so resident
memory creeps up long after the caches have stopped growing: in the 60,000-message soak it
rose about 3 MB per 10,000 messages with every cache full, and calling ``malloc_trim`` at
each reading held it flat (255, 254, 258, 254 MB after trims at 30k … 60k).  The bot asks
for that once a minute, off the event loop; on a C library without ``malloc_trim`` (musl,
macOS) it does nothing.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import logging
from collections.abc import Callable

log = logging.getLogger(__name__)
TRIM_SECONDS = 60.0


def _malloc_trim() -> Callable[[int], int] | None:
    name = ctypes.util.find_library("c")
    try:
        return ctypes.CDLL(name).malloc_trim if name else None
    except (OSError, AttributeError):
        return None


_trim = _malloc_trim()


def trim() -> bool:
    """Return the heap's free pages to the system; whether the C library could."""
    return bool(_trim(0)) if _trim is not None else False


async def trim_forever(seconds: float = TRIM_SECONDS) -> None:
    """The bot's housekeeping task: a trim every ``seconds``, in a worker thread."""
    while True:
        await asyncio.sleep(seconds)
        try:
            await asyncio.to_thread(trim)
        except Exception:  # housekeeping must never take the bot down
            log.exception("heap trim failed")
