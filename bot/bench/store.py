"""``python -m bot bench store``: the same load on SQLite and on PostgreSQL, 1 and 2 processes.

One workload (the soak's mix of pastes, chat, shares, commands, edits and deletes, here over
200 channels in 40 guilds) is served three ways: by one process on a SQLite file, by one
process on PostgreSQL, and by two processes on one PostgreSQL, each owning half the guilds
as two shard ranges would.  Every process is a real ``Huddle`` over a real store; they
warm up, wait at a barrier and start together, so the wall time is the serving time alone.
Throughput is operations per second of wall time; latency is each reply's (the edit that
adds a solve's summary counts towards the wall time, not the reply).

PostgreSQL is the server ``--postgres URL`` points at (a database is created for each run
and dropped after), or else a throwaway one on loopback (bot/bench/pgserver.py).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.bench.configured import configured_solver
from bot.bench.pgserver import INSTALL_HINT, PostgresServer, create_database, drop_database
from solver.bench.percentiles import latency

CHANNELS = 200
GUILDS = 40
# Messages a process serves at once.  One: latency is each reply's own service time, at the
# throughput a saturated process reaches.  With two, one reply's solving waits behind the
# other's (numpy holds the GIL), and the p99 measures that queue for little more
# throughput (``--lanes 2`` shows it).
LANES = 1


@dataclass(frozen=True)
class Run:
    backend: str  # "sqlite" | "postgresql"
    processes: int
    operations: int
    seconds: float
    latencies_ms: list[float]

    @property
    def throughput(self) -> float:
        return self.operations / self.seconds

    def to_json(self) -> dict[str, Any]:
        return {
            "backend": self.backend,
            "processes": self.processes,
            "operations": self.operations,
            "seconds": round(self.seconds, 2),
            "ops_per_s": round(self.throughput, 1),
            **latency(self.latencies_ms),
        }


# -- one serving process ---------------------------------------------------------------


async def serve(
    database: str, index: int, processes: int, operations: int, seed: int, lanes: int
) -> None:
    """Worker: open the store, warm up, say ``ready``, wait for ``go`` on stdin, serve this
    process's share of the operations in ``lanes`` lanes, print the latencies as JSON."""
    from bot.bench.soak import Soak
    from bot.service import Huddle, in_full
    from bot.store import PostgresStore, SQLiteStore

    store = (
        PostgresStore(database)
        if database.startswith(("postgres://", "postgresql://"))
        else SQLiteStore(Path(database))
    )
    await store.open()
    try:
        huddle = Huddle(store, configured_solver())
        await huddle.warm_up()
        soak = Soak(huddle, CHANNELS, GUILDS, seed=seed + index, part=(index, processes))
        latencies: list[float] = []

        async def lane(steps: int) -> None:
            for _ in range(steps):
                started = time.perf_counter()
                reply = await soak.step()
                latencies.append((time.perf_counter() - started) * 1000)
                if reply is not None and reply.fuller is not None:
                    await in_full(reply)

        print("ready", flush=True)
        await asyncio.to_thread(sys.stdin.readline)
        share = operations // processes
        started = time.perf_counter()
        await asyncio.gather(*(lane(len(range(k, share, lanes))) for k in range(lanes)))
        seconds = time.perf_counter() - started
        print(json.dumps({"seconds": seconds, "latencies": latencies}), flush=True)
    finally:
        await store.close()


# -- the conductor ---------------------------------------------------------------------


@dataclass(frozen=True)
class Load:
    operations: int
    lanes: int
    seed: int


async def _run(backend: str, database: str, processes: int, load: Load) -> Run:
    """``processes`` workers on one database, started together."""
    workers = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot.bench.store",
            database,
            str(index),
            str(processes),
            str(load.operations),
            str(load.seed),
            str(load.lanes),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            limit=1 << 24,  # the latencies come back on one line
        )
        for index in range(processes)
    ]
    try:
        for worker in workers:
            assert worker.stdout is not None
            line = await worker.stdout.readline()
            if line.strip() != b"ready":
                raise RuntimeError(f"a {backend} worker did not start: {line!r}")
        started = time.perf_counter()
        for worker in workers:
            assert worker.stdin is not None
            worker.stdin.write(b"go\n")
            await worker.stdin.drain()
        results = []
        for worker in workers:
            assert worker.stdout is not None
            results.append(json.loads(await worker.stdout.readline()))
        seconds = time.perf_counter() - started
        for worker in workers:
            await worker.wait()
    finally:
        for worker in workers:
            if worker.returncode is None:
                worker.kill()
                await worker.wait()
    latencies = [ms for result in results for ms in result["latencies"]]
    return Run(backend, processes, len(latencies), seconds, latencies)


async def _postgres_runs(url: str, load: Load) -> list[Run]:
    runs = []
    for processes in (1, 2):
        name = f"huddle_bench_{os.getpid()}_{processes}"
        database = await create_database(url, name)
        try:
            runs.append(await _run("postgresql", database, processes, load))
        finally:
            await drop_database(url, name)
    return runs


async def _all_runs(postgres: str | None, load: Load) -> tuple[list[Run], str]:
    with tempfile.TemporaryDirectory() as tmp:
        runs = [await _run("sqlite", str(Path(tmp) / "bench.sqlite3"), 1, load)]
    if postgres:
        return runs + await _postgres_runs(postgres, load), "the server given"
    try:
        server = PostgresServer()
    except FileNotFoundError:
        return runs, f"PostgreSQL skipped: {INSTALL_HINT}"
    with server:
        return runs + await _postgres_runs(server.url(), load), "a throwaway server"


def bench_store(
    as_json: bool = False,
    operations: int = 10_000,
    postgres: str | None = None,
    lanes: int = LANES,
    seed: int = 11,
) -> int:
    runs, where = asyncio.run(_all_runs(postgres, Load(operations, lanes, seed)))
    rows = [run.to_json() for run in runs]
    pg = {run.processes: run for run in runs if run.backend == "postgresql"}
    scaling = pg[2].throughput / pg[1].throughput if len(pg) == 2 else None
    if as_json:
        print(
            json.dumps(
                {
                    "channels": CHANNELS,
                    "guilds": GUILDS,
                    "lanes": lanes,
                    "postgresql": where,
                    "runs": rows,
                    "scaling_2_over_1": None if scaling is None else round(scaling, 2),
                }
            )
        )
        return 0
    print(
        f"{operations:,} operations over {CHANNELS} channels in {GUILDS} guilds, "
        f"{lanes} at a time per process; PostgreSQL: {where}"
    )
    print(f"{'backend':<11} {'procs':>5} {'ops/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for row in rows:
        print(
            f"{row['backend']:<11} {row['processes']:>5} {row['ops_per_s']:>8} "
            f"{row['p50_ms']:>8} {row['p99_ms']:>8} {row['max_ms']:>8}"
        )
    if scaling is not None:
        print(f"PostgreSQL, 2 processes over 1: {scaling:.2f}x the throughput")
    return 0


if __name__ == "__main__":  # a worker, started by bench_store
    from bot.ops import heap

    heap.configure()
    database, *numbers = sys.argv[1:7]
    asyncio.run(serve(database, *map(int, numbers)))
