"""Built tables kept on disk between runs, keyed by content, under one policy: written
atomically (a crash never leaves half a file to load), and a file that is missing, torn,
foreign or of another shape is ignored (logged) and rebuilt.  A read-only home is no reason
to fail: the table is just rebuilt next time."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

import numpy as np

log = logging.getLogger(__name__)


def cache_dir() -> Path:
    """Where built tables are kept: $HUDDLE_CACHE_DIR, else the user's cache folder."""
    configured = os.environ.get("HUDDLE_CACHE_DIR")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "wordle-huddle"


def cache_size() -> int:
    """Bytes the cache folder holds (0 when there is none yet)."""
    folder = cache_dir()
    return sum(f.stat().st_size for f in folder.iterdir() if f.is_file()) if folder.is_dir() else 0


def load_array(
    path: Path, shape: tuple[int, ...], dtype: np.dtype | None = None
) -> np.ndarray | None:
    """The cached array, or None when the caller must build it."""
    if not path.exists():
        return None
    started = time.perf_counter()
    try:
        table = np.load(path)
    except (OSError, ValueError) as exc:
        log.warning("ignoring unreadable cache file %s: %s", path, exc)
        return None
    if table.shape != shape or (dtype is not None and table.dtype != dtype):
        log.warning("ignoring cache file %s: %s %s, not %s", path, table.shape, table.dtype, shape)
        return None
    log.debug("loaded %s in %.3fs", path.name, time.perf_counter() - started)
    return table


def save_array(path: Path, table: np.ndarray) -> None:
    """Write then rename, so a crash never leaves a half-written cache to load."""
    _write_atomically(path, lambda fh: np.save(fh, table))


def save_text(path: Path, text: str) -> None:
    _write_atomically(path, lambda fh: fh.write(text.encode()))


def _write_atomically(path: Path, write: Callable[[BinaryIO], object]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "wb") as fh:
            write(fh)
        os.replace(tmp, path)
    except OSError as exc:  # a read-only home is no reason to fail: just rebuild next time
        log.warning("could not write cache file %s: %s", path, exc)
