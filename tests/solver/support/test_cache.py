"""The one bounded cache policy."""

import numpy as np

from solver.support.cache import BoundedCache, caches


def test_least_recently_used_goes_first():
    cache: BoundedCache[int, str] = BoundedCache("t", max_entries=2)
    cache.put(1, "a")
    cache.put(2, "b")
    assert cache.get(1) == "a"  # 1 is now the most recent
    cache.put(3, "c")
    assert cache.get(2) is None and cache.get(1) == "a" and cache.get(3) == "c"
    assert len(cache) == 2


def test_byte_bound_holds_and_oversized_values_are_not_kept():
    cache: BoundedCache[int, np.ndarray] = BoundedCache(
        "t", max_entries=1000, max_bytes=10_000, size=lambda _, v: v.nbytes
    )
    for k in range(50):
        cache.put(k, np.zeros(1000, dtype=np.uint8))
        assert cache.bytes <= 10_000
    assert len(cache) == 10 and cache.get(49) is not None and cache.get(39) is None
    big = np.zeros(20_000, dtype=np.uint8)
    assert cache.put(99, big) is big and cache.get(99) is None
    cache.put(49, np.zeros(10, dtype=np.uint8))  # replacing an entry frees its bytes
    assert cache.bytes == 9 * 1000 + 10


def test_get_or_compute_computes_once():
    calls = []
    cache: BoundedCache[str, int] = BoundedCache("t", 4)
    for _ in range(3):
        assert cache.get_or_compute("k", lambda: calls.append(1) or 7) == 7
    assert calls == [1]


def test_every_cache_is_listed_while_alive():
    cache: BoundedCache[int, int] = BoundedCache("listed-cache", 1)
    assert cache in caches()
