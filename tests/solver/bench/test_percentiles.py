"""The one way every bench reports a latency (solver/bench/percentiles.py)."""

from solver.bench.percentiles import latency, percentile


def test_a_percentile_is_a_time_some_request_took():
    ms = [4.0, 1.0, 3.0, 2.0]
    assert [percentile(ms, q) for q in (0.25, 0.5, 0.99, 1.0)] == [1.0, 2.0, 4.0, 4.0]


def test_a_reported_max_is_never_below_its_p99():
    """Under 100 samples the p99 is the max itself; rounded alike, neither reads past the
    other (the soak's windows of 50 replies reported a max below their p99)."""
    for ms in ([5.44], [1.0] * 49 + [5.44], [0.004, 7.126, 7.126]):
        reported = latency(ms)
        assert reported["max_ms"] >= reported["p99_ms"] >= reported["p50_ms"], reported
