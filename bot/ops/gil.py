"""How often the bot's threads take turns with the GIL.

Chat's searches run in this process's threads beside the event loop (bot/lanes.py,
``ThreadLane``), and their Python holds the GIL.  A thread that wants it waits until the
holder lets go, at the latest after the switch interval (Python's default: 5 ms), so each
loop step that waited behind a search (a paste read, a row's write handed to its thread, a
reply sent) waited up to that long, and a busy channel's replies queued behind those waits.
A switch costs the search microseconds; the loop's waits are what a reply's latency is made
of (`python -m bot bench replies`, docs/benchmarks.md).
"""

from __future__ import annotations

import sys

SWITCH_SECONDS = 0.001


def share_finely() -> None:
    """Let a thread waiting for the GIL have it within ``SWITCH_SECONDS``."""
    sys.setswitchinterval(SWITCH_SECONDS)
