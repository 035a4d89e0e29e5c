"""``python -m bot bench stop``: how long the console takes to leave when asked, at each
moment a player or a supervisor may ask, and whether it said anything while leaving.

The moments: while it warms up on a first start (nothing cached: SIGTERM as the progress
bar starts), at its first prompt on a first start (the rest of the warm-up still building:
``quit``, then SIGTERM), and at the prompt once everything is cached.  A supervisor allows
ten seconds; the tests check only that each stop exits 0 with nothing said, never how long
it took (a busy machine would change that, not the code).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bot.bench.start import Terminal

GOAL_SECONDS = 10.0  # what a supervisor waits before it kills


def _warming(console: Terminal) -> None:
    console.wait_for(lambda seen: b"pattern table" in seen)  # the bar's first step
    console.process.send_signal(signal.SIGTERM)


def _prompt_quit(console: Terminal) -> None:
    console.prompted()
    console.send("quit")


def _prompt_sigterm(console: Terminal) -> None:
    console.prompted()
    console.process.send_signal(signal.SIGTERM)


# (name, cold: nothing cached beforehand, how the stop is asked)
MOMENTS: tuple[tuple[str, bool, Callable[[Terminal], None]], ...] = (
    ("warming up, SIGTERM", True, _warming),
    ("first prompt, quit", True, _prompt_quit),
    ("first prompt, SIGTERM", True, _prompt_sigterm),
    ("warm prompt, quit", False, _prompt_quit),
    ("warm prompt, SIGTERM", False, _prompt_sigterm),
)


def _stopped(cold: bool, ask: Callable[[Terminal], None], folder: Path) -> dict:
    """One console, stopped as ``ask`` says: seconds from the ask to its exit, its exit
    status, and the lines it printed after the ask."""
    cache = folder / ("cold" if cold else "warm")
    env = dict(os.environ, HUDDLE_CACHE_DIR=str(cache), HUDDLE_DB=str(folder / "db.sqlite3"))
    console = Terminal(env)
    ask(console)
    asked = time.perf_counter()
    console.seen = b""
    code = console.ended()
    took = time.perf_counter() - asked
    lines = console.seen.decode(errors="replace").splitlines()
    said = [line for line in lines if line.strip() not in ("", "quit")]  # not its echo
    return {"seconds": round(took, 2), "exit": code, "said": said}


def _warm_up(folder: Path) -> None:
    """The warm runs' cache: a console left at its prompt until it says it is ready."""
    env = dict(os.environ, HUDDLE_CACHE_DIR=str(folder / "warm"), HUDDLE_DB=str(folder / "w"))
    console = Terminal(env)
    console.prompted()
    while b"ready in" not in console.seen:  # said between replies, once all is built
        time.sleep(1.0)
        console.send("/status")
        console.prompted()
    console.leave()


def bench_stop(as_json: bool = False) -> int:
    runs: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="huddle-bench-stop-") as tmp:
        folder = Path(tmp)
        _warm_up(folder)
        for name, cold, ask in MOMENTS:
            if cold:
                shutil.rmtree(folder / "cold", ignore_errors=True)
            runs[name] = _stopped(cold, ask, folder)
    if as_json:
        print(json.dumps(runs))
        return 0
    print(f"{'moment':<24} {'exit':>4} {'seconds':>8}  said")
    for name, run in runs.items():
        mark = "✓" if run["exit"] == 0 and run["seconds"] <= GOAL_SECONDS else "✗"
        said = " / ".join(run["said"]) or "nothing"
        print(f"{name:<24} {run['exit']:>4} {run['seconds']:>7.2f}{mark}  {said}")
    return 0
