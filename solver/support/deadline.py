"""Deadlines for heavy work: a search that runs out of time answers with the best it has.

One ``Deadline`` is made when a request arrives and handed down to every heavy call it
makes, so time spent waiting for the solver counts too: a request that queued behind
others searches less instead of answering late.  It is only a clock reading, safe to share
between threads.

The clock is ``time.perf_counter`` unless one is given: a test gives one that stands still
(or is always past), so what a deadline lets through never depends on how busy the machine
is.  A deadline sent to another process takes its clock along, so that clock must pickle
(a module-level function or instance).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

Clock = Callable[[], float]


class Deadline:
    def __init__(self, seconds: float = math.inf, clock: Clock = time.perf_counter) -> None:
        self.clock = clock
        self.at = clock() + seconds
        self._hit = False

    @classmethod
    def since(cls, started: float, seconds: float, clock: Clock = time.perf_counter) -> Deadline:
        """``seconds`` after ``started`` (a reading of ``clock``): a request's deadline,
        however late in it the work that asks is made."""
        deadline = cls(clock=clock)
        deadline.at = started + seconds
        return deadline

    @classmethod
    def none(cls) -> Deadline:
        """No limit (the benchmark and the CLI search to the end)."""
        return cls()

    def expired(self) -> bool:
        """True once the time is up; also remembered, so a caller can say the answer was cut
        short."""
        if not self._hit and self.clock() >= self.at:
            self._hit = True
        return self._hit

    @property
    def hit(self) -> bool:
        """Whether any work under this deadline found it expired (the answer is a best
        effort, not the full search)."""
        return self._hit

    def remaining(self) -> float:
        return max(0.0, self.at - self.clock())
