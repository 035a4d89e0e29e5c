"""``HUDDLE_HTTP=host:port``: an HTTP endpoint for the operator, off by default.

- ``GET /healthz``: 200 while the process runs (the event loop answers);
- ``GET /readyz``: 200 only while every shard of this process is connected and the
  database answers; else 503 with a short JSON body naming what is wrong;
- ``GET /metrics``: Prometheus' text format (bot/support/metrics.py).

Served by aiohttp (discord.py's own HTTP library) on the bot's event loop.  Under
``python -m bot cluster`` each process serves its own port (the given one plus its index):
readiness and metrics belong to a process (its shards, its pool, its memory), a supervisor
restarts the one that is unwell, and Prometheus scrapes each as an instance.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from aiohttp import web

from bot.support import metrics

log = logging.getLogger(__name__)
DB_CHECK_SECONDS = 2.0  # a database slower than this to answer is not ready


@dataclass(frozen=True)
class Readiness:
    """What /readyz asks of the process: its shards' state, and a database round trip."""

    shards: Callable[[], dict[int, tuple[bool, float]]]  # shard -> (connected, latency)
    database: Callable[[], Awaitable[object]]


def address(text: str) -> tuple[str, int]:
    """``127.0.0.1:8080`` (or ``:8080``, every interface) as host and port."""
    host, colon, port = text.rpartition(":")
    if not colon or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"HUDDLE_HTTP={text!r}: give host:port, e.g. 127.0.0.1:8080")
    return host or "0.0.0.0", int(port)


async def problems(ready: Readiness) -> list[str]:
    """What keeps the process from being ready; empty when it is."""
    found = []
    shards = ready.shards()
    if not shards:
        found.append("no shard has connected yet")
    found += [f"shard {s} is disconnected" for s, (up, _) in sorted(shards.items()) if not up]
    try:
        await asyncio.wait_for(ready.database(), DB_CHECK_SECONDS)
    except Exception as exc:  # any failure is "not ready", said briefly
        found.append(f"the database does not answer ({type(exc).__name__})")
    return found


def app(ready: Readiness) -> web.Application:
    async def healthz(_: web.Request) -> web.Response:
        return web.json_response({"status": "ok"})

    async def readyz(_: web.Request) -> web.Response:
        wrong = await problems(ready)
        if wrong:
            return web.json_response({"status": "unavailable", "problems": wrong}, status=503)
        return web.json_response({"status": "ready"})

    async def scrape(_: web.Request) -> web.Response:
        body = metrics.exposition()
        return web.Response(body=body, content_type="text/plain", charset="utf-8")

    served = web.Application()
    served.router.add_get("/healthz", healthz)
    served.router.add_get("/readyz", readyz)
    served.router.add_get("/metrics", scrape)
    return served


async def serve(where: str, ready: Readiness) -> web.AppRunner:
    """Start the endpoint; the caller cleans the runner up when the process stops."""
    host, port = address(where)
    runner = web.AppRunner(app(ready), access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    log.info("health and metrics on http://%s:%d (/healthz, /readyz, /metrics)", host, port)
    return runner
