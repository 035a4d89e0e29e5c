"""The one way every bench reports a latency: nearest-rank percentiles of milliseconds.

Nearest rank, not interpolation: a reported p99 is a time some request really took, and
the same samples give the same figure in every bench (README and docs/benchmarks.md
compare them)."""

from __future__ import annotations

import math
from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    """The smallest value at or above a fraction ``q`` of the values (nearest rank)."""
    if not values:
        raise ValueError("no values to take a percentile of")
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def latency(ms: Sequence[float], prefix: str = "") -> dict[str, float]:
    """p50, p99 and max of latencies in milliseconds, as a bench's JSON gives them, each
    to the same hundredth: under 100 samples the p99 is the max (nearest rank), and a max
    rounded coarser could read below it."""
    return {
        f"{prefix}p50_ms": round(percentile(ms, 0.50), 2),
        f"{prefix}p99_ms": round(percentile(ms, 0.99), 2),
        f"{prefix}max_ms": round(max(ms), 2),
    }
