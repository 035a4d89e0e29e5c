"""How long an e2e wait may last before it fails: its bound on a quiet machine, stretched
on a busy one."""

from __future__ import annotations

import os

MOST_STRETCHED = 10.0  # a wait never grows past this many times its quiet bound


def stretched(timeout: float) -> float:
    """``timeout`` times how busy this machine is (runnable processes a core over the last
    minute, at least one): beside other suites the bot answers as surely but later, and a
    bound of wall time alone fails a sound bot.  A wait still ends on its event; only a bot
    that never answers is found out later on a busy machine."""
    busy = os.getloadavg()[0] / len(os.sched_getaffinity(0))
    return timeout * min(max(1.0, busy), MOST_STRETCHED)
