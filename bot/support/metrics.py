"""What an operator graphs: Prometheus metrics (prometheus-client), one registry per
process, served on ``GET /metrics`` (bot/ops/health.py).

Labels stay bounded: a reply's source and tone, an error's kind, a shard's id (a process
runs a fixed range of them); never a guild, channel or user id.  Every name starts with
``huddle_``; the process collector adds ``process_resident_memory_bytes`` and the like.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

if TYPE_CHECKING:
    from prometheus_client.metrics_core import Metric

REGISTRY = CollectorRegistry()
ProcessCollector(registry=REGISTRY)

# latency buckets in seconds: a reply's goal is 0.1 s at p99, no request may take over 1 s
LATENCY = (0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1.0, 2.0, 5.0)
QUERY = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0)

MESSAGES = Counter("huddle_messages", "Chat messages read", registry=REGISTRY)
WORDLE_MESSAGES = Counter(
    "huddle_wordle_messages", "Messages that held Wordle (answered)", registry=REGISTRY
)
REPLIES = Counter(
    "huddle_replies",
    "Replies sent, by what they answer and their tone",
    ["source", "tone"],
    registry=REGISTRY,
)
ERRORS = Counter("huddle_errors", "Errors, by kind", ["kind"], registry=REGISTRY)
REPLY_SECONDS = Histogram(
    "huddle_reply_seconds",
    "From the event's arrival to its answer sent",
    ["source"],
    buckets=LATENCY,
    registry=REGISTRY,
)
SOLVER_SECONDS = Histogram(
    "huddle_solver_seconds",
    "The solver's work per request, by lane: chat, heavy (a thread) or heavy_process",
    ["lane"],
    buckets=LATENCY,
    registry=REGISTRY,
)
ADVISOR_LOOKUPS = Counter(
    "huddle_advisor_lookups",
    "The advisor's memo asked: hit, shared (already in flight) or computed",
    ["result"],
    registry=REGISTRY,
)
DB_SECONDS = Histogram(
    "huddle_db_query_seconds", "One database call", buckets=QUERY, registry=REGISTRY
)
DB_OUTAGES = Counter("huddle_db_outages", "Times the database went out of reach", registry=REGISTRY)
DB_UP = Gauge("huddle_db_up", "1 while the database answers", registry=REGISTRY)
DB_UP.set(1)
_db_up = [True]  # the last call's verdict, to count an outage once


def observe_reply(source: str, tone: str | None, started: float) -> None:
    """An event answered (``tone`` None: silence, counted in latency only)."""
    REPLY_SECONDS.labels(source).observe(time.perf_counter() - started)
    if tone is not None:
        REPLIES.labels(source, tone).inc()


@contextmanager
def db_call() -> Iterator[None]:
    """Time one database call; the caller says when it found the database gone."""
    started = time.perf_counter()
    try:
        yield
    finally:
        DB_SECONDS.observe(time.perf_counter() - started)


def db_reachable(up: bool) -> None:
    """Whether the last call reached the database; an outage counts once, on the way down."""
    if _db_up[0] and not up:
        DB_OUTAGES.inc()
    _db_up[0] = up
    DB_UP.set(1 if up else 0)


class CacheSize(Collector):
    """The advisor memo's fill, read when scraped."""

    def __init__(self, entries: Callable[[], int], size: Callable[[], int]) -> None:
        self.entries, self.size = entries, size

    def collect(self) -> Iterator[Metric]:
        yield GaugeMetricFamily(
            "huddle_advisor_cache_entries", "Answers the advisor remembers", self.entries()
        )
        yield GaugeMetricFamily(
            "huddle_advisor_cache_bytes", "What they hold, as the cache counts it", self.size()
        )


class Shards(Collector):
    """Each shard of this process: connected or not, and its gateway latency."""

    def __init__(self, read: Callable[[], dict[int, tuple[bool, float]]]) -> None:
        self.read = read

    def collect(self) -> Iterator[Metric]:
        connected = GaugeMetricFamily(
            "huddle_shard_connected", "1 while the shard's gateway is connected", labels=["shard"]
        )
        latency = GaugeMetricFamily(
            "huddle_shard_latency_seconds", "The shard's heartbeat latency", labels=["shard"]
        )
        for shard, (up, seconds) in sorted(self.read().items()):
            connected.add_metric([str(shard)], 1.0 if up else 0.0)
            latency.add_metric([str(shard)], seconds)
        yield connected
        yield latency


_registered: dict[str, Collector] = {}


def watch(name: str, collector: Collector) -> None:
    """Register a collector of this process's state, replacing one of the same name (a bot
    made again in one process, as tests do)."""
    old = _registered.pop(name, None)
    if old is not None:
        REGISTRY.unregister(old)
    REGISTRY.register(collector)
    _registered[name] = collector


def exposition() -> bytes:
    """The registry in Prometheus' text format."""
    return generate_latest(REGISTRY)
