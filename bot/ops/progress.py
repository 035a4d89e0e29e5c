"""A start's progress: the tables it builds or loads, shown as they go.

A first start on a fresh machine builds the tables (seconds) and writes what is worth
keeping to the cache folder; a later start reads it.  On a terminal a bar is redrawn in
place; in a log (a service, a pipe) there are two lines, the start's and, when every step
is done, the ready line with the time taken and the cache folder's place and size.
"""

from __future__ import annotations

import logging
import sys
import time
from typing import TextIO

from bot.formatting import plural
from bot.i18n import t
from bot.numbers import decimal, number
from solver import cache_dir, cache_size

log = logging.getLogger(__name__)
BAR = 24


class Progress:
    def __init__(self, stream: TextIO = sys.stderr) -> None:
        self.stream = stream
        self.bar = stream.isatty()
        self.started = time.perf_counter()
        self._width = 0

    def step(self, n: int, total: int, label: str) -> None:
        """Step ``n`` (0-based) of ``total`` starts."""
        if not self.bar:
            if n == 0:
                log.info("warming up: %s", plural(total, "step"))
            return
        filled = BAR * n // total
        line = f"\rwarming up [{'#' * filled}{'.' * (BAR - filled)}] {n + 1}/{total} {label}"
        self._width = max(self._width, len(line))
        self.stream.write(line.ljust(self._width))
        self.stream.flush()

    def clear(self) -> None:
        """Take the bar off the line (the prompt goes there)."""
        if self.bar and self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()
            self._width = 0

    def done(self) -> None:
        """Every step is done: where the tables are, and how big, said once."""
        self.clear()
        log.info("%s", self.ready())

    def elapsed(self) -> float:
        """Seconds since the start began."""
        return time.perf_counter() - self.started

    def ready(self, seconds: float | None = None) -> str:
        """The line that says a start is over (``seconds``: how long it took, as measured
        when it ended; the console says it later, in its server's language), and where
        the tables are."""
        took = self.elapsed() if seconds is None else seconds
        return t(
            "ready in {seconds} s; tables cached in {folder} ({size} MB)",
            seconds=decimal(took, 1),
            folder=str(cache_dir()),
            size=number(round(cache_size() / 1e6)),
        )
