"""``python -m bot bench start``: how long a newcomer waits for the first reply, whatever
they send first.

For each kind of first input (a guess, an NYT share, a Quordle share, ``/hint``,
``/deduce``, ``/analysis``) it runs ``python -m bot console`` as a newcomer would, on a
fresh database: cold (an empty cache folder: nothing built yet), then warm (the same
folder, every table on disk).  It times, from the process's start, the reply to that
input (``/deduce`` and ``/analysis`` come after the share or guess they are about, which
is answered first), and the console's peak RSS and the cache folder's size after each.
"""

from __future__ import annotations

import contextlib
import json
import os
import pty
import re
import select
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from solver.support.diskcache import cache_size

SHARE = """\"\"\"
Wordle 1,234 4/6

⬛🟨⬛⬛⬛
⬛⬛🟩🟨⬛
🟩🟩🟩⬛⬛
🟩🟩🟩🟩🟩
\"\"\""""
QUORDLE = """\"\"\"
Daily Quordle 1012
6️⃣5️⃣
8️⃣🟥
quordle.com
\"\"\""""


@dataclass(frozen=True)
class FirstInput:
    name: str
    lines: str  # what the newcomer sends, in order
    reply: str  # a line of the timed (last) input's reply starts with this


FIRST_INPUTS = (
    FirstInput("guess", "crane 20010", "== 1/6 played"),
    FirstInput("NYT share", SHARE, "== you 4/6"),
    FirstInput("Quordle share", QUORDLE, "== you 6&5&8&🟥/9"),
    FirstInput("/hint", "/hint", "== Hint"),
    FirstInput("/deduce", f"{SHARE}\n/deduce", "== Puzzle 1,234"),
    FirstInput("/analysis", "crane 20010\n/analysis", "== Game analysis"),
)


PROMPT = re.compile(rb"#\S+ \S+> $")  # the console's prompt, outside a multi-line message
TIMEOUT = 120.0


class Terminal:
    """The console on a pseudo-terminal, as a newcomer runs it: the progress bar, the
    prompt, then what they paste."""

    def __init__(self, env: dict[str, str]) -> None:
        self.started = time.perf_counter()
        self._fd, child = pty.openpty()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bot", "console"],
            stdin=child,
            stdout=child,
            stderr=child,
            env=env,
            close_fds=True,
        )
        os.close(child)
        self.seen = b""

    def wait_for(self, found: Callable[[bytes], bool]) -> float:
        """Seconds since the start when the output first satisfies ``found``."""
        while not found(self.seen):
            if time.perf_counter() - self.started > TIMEOUT:
                raise RuntimeError(f"the console said nothing expected: {self.seen[-300:]!r}")
            ready, _, _ = select.select([self._fd], [], [], 1.0)
            if ready:
                try:
                    self.seen += os.read(self._fd, 1 << 16)
                except OSError:  # the console is gone
                    raise RuntimeError(f"the console left: {self.seen[-300:]!r}") from None
        return time.perf_counter() - self.started

    def prompted(self) -> float:
        return self.wait_for(lambda seen: PROMPT.search(seen) is not None)

    def send(self, text: str) -> None:
        self.seen = b""
        os.write(self._fd, text.encode() + b"\n")

    def ended(self) -> int:
        """Its exit status, once it has left (asked some other way than ``quit``); ``seen``
        then holds what it wrote on its way out."""
        with contextlib.suppress(RuntimeError):  # its end of the terminal closed
            self.wait_for(lambda _: False)
        code = self.process.wait()
        os.close(self._fd)
        return code

    def leave(self) -> float:
        """Peak RSS (MB) of the console, once it has left."""
        self.send("quit")
        with contextlib.suppress(RuntimeError):  # its end of the terminal closed
            self.wait_for(lambda _: False)
        _, status, usage = os.wait4(self.process.pid, 0)  # reaped here, for its usage
        self.process.returncode = os.waitstatus_to_exitcode(status)
        os.close(self._fd)
        return round(usage.ru_maxrss * 1024 / 1e6, 1)


def _first_reply(first: FirstInput, env: dict[str, str]) -> dict[str, float]:
    """The console fed ``first`` at its prompt: seconds to the prompt, then from sending
    to the reply, and the console's peak RSS (MB)."""
    console = Terminal(env)
    prompt = console.prompted()
    console.send(first.lines)
    sent = time.perf_counter() - console.started
    marker = first.reply.encode()
    replied = console.wait_for(lambda seen: marker in seen.replace(b"\r\n", b"\n"))
    console.prompted()  # the whole reply is out
    return {
        "prompt_s": round(prompt, 2),
        "reply_s": round(replied - sent, 2),
        "rss_mb": console.leave(),
    }


def _size_mb(folder: Path) -> float:
    return round(cache_size(folder) / 1e6, 1)


def bench_start(as_json: bool = False, kinds: tuple[FirstInput, ...] = FIRST_INPUTS) -> int:
    runs: dict[str, dict[str, dict[str, float]]] = {}
    for first in kinds:
        with tempfile.TemporaryDirectory(prefix="huddle-bench-start-") as tmp:
            cache = Path(tmp) / "cache"
            runs[first.name] = {}
            for run in ("cold", "warm"):
                env = dict(os.environ, HUDDLE_CACHE_DIR=str(cache), HUDDLE_DB=str(Path(tmp) / run))
                runs[first.name][run] = {**_first_reply(first, env), "cache_mb": _size_mb(cache)}
    if as_json:
        print(json.dumps(runs))
        return 0
    print(f"{'first input':<14} {'cold':>7} {'warm':>7} {'goal':>7}  peak RSS   cache")
    for name, timed in runs.items():
        cold, warm = timed["cold"], timed["warm"]
        goal = 2 * warm["reply_s"] + 1
        mark = "✓" if cold["reply_s"] <= goal else "✗"
        print(
            f"{name:<14} {cold['reply_s']:>6.2f}s {warm['reply_s']:>6.2f}s {goal:>6.2f}s{mark}"
            f" {max(cold['rss_mb'], warm['rss_mb']):>6.0f} MB {warm['cache_mb']:>5.0f} MB"
        )
    return 0
