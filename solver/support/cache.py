"""One bounded cache policy for the whole process.

Every cache in the engine and the bot is a ``BoundedCache``: least recently used goes
first, and it holds at most ``max_entries`` entries and, when a ``size`` function is given,
at most ``max_bytes`` of them.  So a bot that runs for months stays at the memory it
reached in its first hour.  ``caches()`` lists the live ones (the soak benchmark reports
them).  Thread-safe: engine caches are read from worker threads.
"""

from __future__ import annotations

import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import numpy as np

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

_live: weakref.WeakSet[BoundedCache] = weakref.WeakSet()


class BoundedCache(Generic[K, V]):
    def __init__(
        self,
        name: str,
        max_entries: int,
        max_bytes: int | None = None,
        size: Callable[[K, V], int] | None = None,
    ) -> None:
        if max_bytes is not None and size is None:
            raise ValueError("a byte bound needs a size function")
        self.name = name
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._size = size
        self._data: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        _live.add(self)

    def get(self, key: K) -> V | None:
        with self._lock:
            found = self._data.get(key)
            if found is None:
                return None
            self._data.move_to_end(key)
            return found[0]

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def put(self, key: K, value: V) -> V:
        cost = self._size(key, value) if self._size else 0
        with self._lock:
            old = self._data.pop(key, None)
            if old is not None:
                self._bytes -= old[1]
            if self.max_bytes is not None and cost > self.max_bytes:
                return value  # larger than the whole cache: used once, not kept
            self._data[key] = (value, cost)
            self._bytes += cost
            while len(self._data) > self.max_entries or (
                self.max_bytes is not None and self._bytes > self.max_bytes
            ):
                _, (_, freed) = self._data.popitem(last=False)
                self._bytes -= freed
        return value

    def forget(self, key: K) -> None:
        with self._lock:
            old = self._data.pop(key, None)
            if old is not None:
                self._bytes -= old[1]

    def get_or_compute(self, key: K, compute: Callable[[], V]) -> V:
        found = self.get(key)
        return found if found is not None else self.put(key, compute())

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._bytes = 0

    def __len__(self) -> int:
        return len(self._data)

    @property
    def bytes(self) -> int:
        return self._bytes

    def __repr__(self) -> str:
        bound = f", {self._bytes:,}/{self.max_bytes:,} bytes" if self.max_bytes else ""
        return f"BoundedCache({self.name!r}, {len(self)}/{self.max_entries:,} entries{bound})"


class FreshCache(Generic[K, V]):
    """A ``BoundedCache`` whose entries also go stale after ``seconds`` (what another
    process may have changed since is read again)."""

    def __init__(
        self,
        name: str,
        max_entries: int,
        seconds: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.seconds, self.clock = seconds, clock
        self._kept: BoundedCache[K, tuple[float, V]] = BoundedCache(name, max_entries)

    def get(self, key: K) -> V | None:
        found = self._kept.get(key)
        if found is None or self.clock() - found[0] >= self.seconds:
            return None
        return found[1]

    def put(self, key: K, value: V) -> V:
        self._kept.put(key, (self.clock(), value))
        return value

    def forget(self, key: K) -> None:
        self._kept.forget(key)


def caches() -> list[BoundedCache]:
    """Every cache alive in this process."""
    return sorted(_live, key=lambda c: c.name)


def position_key(answers: np.ndarray, legal: np.ndarray | None, left: int) -> tuple:
    """A search position as a cache key: its answers, its legal guesses (hard mode; packed
    bits), the rows left."""
    return answers.tobytes(), b"" if legal is None else np.packbits(legal).tobytes(), left


def nbytes(*arrays: object) -> int:
    """What numpy arrays (and bytes) among ``arrays`` hold, for size functions."""
    total = 0
    for a in arrays:
        total += getattr(a, "nbytes", None) or (len(a) if isinstance(a, bytes) else 0)
    return total
