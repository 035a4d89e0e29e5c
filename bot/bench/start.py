"""``python -m bot bench start``: how long a newcomer waits for the first reply.

Runs ``python -m bot console`` as a newcomer would, twice over one fresh cache folder and
a fresh database: cold (nothing built yet) and warm (every table on disk).  It times, from
the process's start, the moment the prompt could take input (the first reply's line) and
the first reply to a paste, and the cache folder's size after each run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PASTE = "crane 20010"


def _first_reply(env: dict[str, str]) -> dict[str, float]:
    started = time.perf_counter()
    console = subprocess.Popen(
        [sys.executable, "-m", "bot", "console"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    assert console.stdin is not None and console.stdout is not None
    console.stdin.write(f"/reset\n{PASTE}\n")
    console.stdin.flush()
    timed: dict[str, float] = {}
    for line in console.stdout:
        if line.startswith("== Reset"):
            timed["prompt_s"] = round(time.perf_counter() - started, 2)
        if "played" in line:
            timed["first_reply_s"] = round(time.perf_counter() - started, 2)
            break
    console.stdin.close()
    console.wait()
    timed["exit_s"] = round(time.perf_counter() - started, 2)
    return timed


def bench_start(as_json: bool = False) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache"
        env = dict(os.environ, HUDDLE_CACHE_DIR=str(cache), HUDDLE_DB=str(Path(tmp) / "db"))
        runs = {}
        for run in ("cold", "warm"):
            runs[run] = _first_reply(env)
            runs[run]["cache_mb"] = round(
                sum(f.stat().st_size for f in cache.iterdir()) / 1e6 if cache.is_dir() else 0, 1
            )
    if as_json:
        print(json.dumps(runs))
    else:
        for run, t in runs.items():
            print(
                f"{run}: first reply {t['first_reply_s']} s (prompt answering at "
                f"{t['prompt_s']} s), exit {t['exit_s']} s; cache {t['cache_mb']} MB"
            )
    return 0
