"""``python -m bot cluster --processes N``: N bot processes on one machine, one shard range
each, on the shared PostgreSQL.

The launcher splits the shards into contiguous ranges (``HUDDLE_SHARD_COUNT``, or the
count Discord recommends), starts one ``python -m bot`` per range with ``HUDDLE_SHARDS``
set, starts again any that dies (after a pause that grows while it keeps dying), and on
SIGTERM or SIGINT passes the signal on (each stops gracefully) and waits for them.  With
``HUDDLE_HTTP=host:port``, process ``n`` serves its health and metrics on port + n.
Each process paces its IDENTIFYs through the database, so starting them together is safe.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path

from bot.ops.health import address

log = logging.getLogger(__name__)
# a process stops gracefully well within this (bot/ops/client.py DRAIN_SECONDS); one that
# has not stopped by then is killed, so the cluster itself is gone within a supervisor's
# usual 10 s
STOP_SECONDS = 9.0
MAX_BACKOFF = 30.0


def split(count: int, processes: int) -> list[range]:
    """Shards 0..count-1 in ``processes`` contiguous ranges, sizes differing by at most 1."""
    processes = max(1, min(processes, count))
    base, extra = divmod(count, processes)
    out, start = [], 0
    for n in range(processes):
        size = base + (n < extra)
        out.append(range(start, start + size))
        start += size
    return out


def child_command() -> list[str]:
    """The command that started us, to start a bot process with: ``python -m bot``, or the
    script that wraps it (the e2e launcher)."""
    main = sys.modules["__main__"]
    path = Path(getattr(main, "__file__", "") or "")
    if path.name == "__main__.py" and path.parent.name == "bot":
        return [sys.executable, "-m", "bot"]
    return [sys.executable, str(path)]


class Cluster:
    def __init__(self, count: int, processes: int, command: Sequence[str] | None = None) -> None:
        self.count = count
        self.ranges = split(count, processes)
        self.command = list(command or child_command())
        self.children: dict[int, asyncio.subprocess.Process] = {}
        self.restarts = 0
        self._stopping = asyncio.Event()

    def _env(self, n: int) -> dict[str, str]:
        """Process ``n``'s settings: its shard range, and its own health port (the given
        one plus ``n``: readiness and metrics are each process's own)."""
        shards = self.ranges[n]
        env = {
            **os.environ,
            "HUDDLE_SHARD_COUNT": str(self.count),
            "HUDDLE_SHARDS": f"{shards.start}-{shards.stop - 1}",
        }
        if http := os.environ.get("HUDDLE_HTTP"):
            host, port = address(http)
            env["HUDDLE_HTTP"] = f"{host}:{port + n}"
        return env

    async def _keep(self, n: int) -> None:
        """Run process ``n`` until the cluster stops, starting it again when it dies."""
        shards, backoff, loop = self.ranges[n], 1.0, asyncio.get_running_loop()
        while not self._stopping.is_set():
            started = loop.time()
            proc = await asyncio.create_subprocess_exec(*self.command, env=self._env(n))
            self.children[n] = proc
            log.info("process %d (shards %s) started as pid %d", n, shards, proc.pid)
            code = await proc.wait()
            if self._stopping.is_set():
                return
            self.restarts += 1
            if loop.time() - started > 60:  # it had been running well: a fresh failure
                backoff = 1.0
            log.warning("process %d (pid %d) exited with %s; restarting", n, proc.pid, code)
            try:  # a pause, cut short if the cluster is told to stop meanwhile
                await asyncio.wait_for(self._stopping.wait(), backoff)
                return
            except TimeoutError:
                backoff = min(backoff * 2, MAX_BACKOFF)

    def stop(self) -> None:
        self._stopping.set()
        for proc in self.children.values():
            if proc.returncode is None:
                proc.terminate()

    async def run(self) -> int:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, self.stop)
        keepers = [asyncio.create_task(self._keep(n)) for n in range(len(self.ranges))]
        await self._stopping.wait()
        try:
            await asyncio.wait_for(asyncio.gather(*keepers), STOP_SECONDS)
        except TimeoutError:
            for proc in self.children.values():
                if proc.returncode is None:
                    proc.kill()
            await asyncio.gather(*keepers, return_exceptions=True)
        log.info("cluster stopped")
        return 0


async def recommended_shards(token: str) -> int:
    """The shard count Discord recommends for this bot (GET /gateway/bot)."""
    import discord

    http = discord.http.HTTPClient(loop=asyncio.get_running_loop())
    try:
        await http.static_login(token)
        count, _, _ = await http.get_bot_gateway()
        return int(count)
    finally:
        await http.close()
