"""The bot's benches report latency as the solver's do (solver/bench/percentiles.py), with
the count of samples beside it."""

from __future__ import annotations

from collections.abc import Sequence

from solver.bench.percentiles import latency


def summary(ms: Sequence[float], prefix: str = "") -> dict[str, float]:
    """How many samples, and their p50, p99 and max in milliseconds."""
    if not ms:
        return {f"{prefix}count": 0}
    return {f"{prefix}count": len(ms), **latency(ms, prefix)}
