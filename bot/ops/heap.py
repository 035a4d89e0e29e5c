"""Keeping resident memory where the caches put it: the allocator's settings and trims.

The solver allocates and frees many numpy arrays of many sizes from two threads (the event
loop and the worker pool).  glibc's defaults suit that badly: each thread gets arenas of
its own (up to eight per core), and after a large block is freed the threshold above which
blocks are mmapped climbs, so big temporary arrays are carved from the heap and leave it
fragmented.  Resident memory then creeps up long after every cache is full (the soak shows
it).  ``configure`` fixes the mmap threshold (a large array goes straight back to the
system when freed, and it no longer climbs), the trim threshold, and allows two arenas;
``trim`` hands back free heap pages, once a minute, off the event loop.  Fixing the mmap
threshold also fixes the trim threshold at glibc's small default unless it is set too, and
there both cost every search its page faults: the heap is shrunk and grown again around
each temporary array, and every slice of the table is mapped fresh, which slows a paste's
reply (`python -m bot bench replies`; docs/benchmarks.md).  On a C library without these
calls (musl, macOS) both do nothing.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import logging
from collections.abc import Callable

log = logging.getLogger(__name__)
TRIM_SECONDS = 60.0


# mallopt parameters (glibc's malloc.h)
M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
M_ARENA_MAX = -8
MMAP_THRESHOLD = 4 << 20  # fixed: glibc's would climb to 32 MiB and fragment the heap
TRIM_THRESHOLD = 16 << 20  # free heap kept between trims (glibc's: 128 KiB once fixed)
ARENAS = 2


def _libc(function: str) -> Callable[..., int] | None:
    name = ctypes.util.find_library("c")
    try:
        return getattr(ctypes.CDLL(name), function) if name else None
    except (OSError, AttributeError):
        return None


_trim = _libc("malloc_trim")
_mallopt = _libc("mallopt")


def configure() -> bool:
    """Set the allocator up for a long-running process (call early, before the worker
    threads start); whether the C library took the settings."""
    if _mallopt is None:
        return False
    return all(
        _mallopt(option, value)
        for option, value in (
            (M_MMAP_THRESHOLD, MMAP_THRESHOLD),
            (M_TRIM_THRESHOLD, TRIM_THRESHOLD),
            (M_ARENA_MAX, ARENAS),
        )
    )


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
