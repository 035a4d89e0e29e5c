"""Built tables kept on disk between runs, keyed by content, under one policy: written
atomically (a crash never leaves half a file to load), and a file that is missing, torn,
foreign or of another shape is ignored (logged) and rebuilt.  A read-only home is no reason
to fail: the table is just rebuilt next time.

The folder is bounded (``CACHE_BYTES``): a file read or written is marked used, and after
a write the least recently used go first; what earlier versions kept and no longer read
goes at once (``tidy``).  Only files named as this module's callers name them are touched,
whatever else the folder holds."""

from __future__ import annotations

import contextlib
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


CACHE_BYTES = 64 << 20  # the folder's bound: a few word lists' tables
# what is written now (a server's uploaded list too: its store writes it again if it goes)
KEPT = (
    "reveals-*.npy",
    "boards-opening-*.json",
    "openers-*.json",
    "list-*.txt",
    "tree-*.txt.gz",
    "tree-*.abandoned",
)
FORMER = ("columns-*.npy", "patterns-*.npy")  # written by earlier versions, never read now
STALE_SECONDS = 3600  # a half-written file older than this was left by a crash


def tidy(limit: int | None = None) -> int:
    """Remove what no version reads any more (former tables, crashes' half-written files),
    then the least recently used tables while the folder holds more than ``limit``
    (``CACHE_BYTES`` unless given).  Returns the bytes freed."""
    limit = CACHE_BYTES if limit is None else limit
    folder = cache_dir()
    if not folder.is_dir():
        return 0
    now = time.time()
    gone = [f for pattern in FORMER for f in folder.glob(pattern)]
    gone += [f for f in folder.glob("*.tmp") if now - _used_at(f) > STALE_SECONDS]
    kept = sorted({f for pattern in KEPT for f in folder.glob(pattern)} - set(gone), key=_used_at)
    total = sum(_size(f) for f in kept)
    while kept and total > limit:
        oldest = kept.pop(0)
        total -= _size(oldest)
        gone.append(oldest)
    freed = 0
    for f in gone:
        size = _size(f)
        try:
            f.unlink()
        except OSError as exc:
            log.warning("could not remove cache file %s: %s", f, exc)
            continue
        freed += size
    if freed:
        log.info("cache folder %s: %.0f MB of unused tables removed", folder, freed / 1e6)
    return freed


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _used_at(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def mark_used(path: Path) -> None:
    """A table read is one still used: the bound removes it last."""
    with contextlib.suppress(OSError):  # read-only: the bound just cannot tell
        os.utime(path)


def load_text(path: Path) -> str | None:
    """A kept text (JSON), marked used; None when there is none to read."""
    try:
        text = path.read_text()
    except OSError:
        return None
    mark_used(path)
    return text


def cache_size(folder: Path | None = None) -> int:
    """Bytes the cache folder (or ``folder``) holds (0 when there is none yet)."""
    folder = folder or cache_dir()
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
    mark_used(path)
    return table


def save_array(path: Path, table: np.ndarray) -> None:
    """Write then rename, so a crash never leaves a half-written cache to load."""
    _write_atomically(path, lambda fh: np.save(fh, table))


def save_text(path: Path, text: str) -> None:
    _write_atomically(path, lambda fh: fh.write(text.encode()))


def save_bytes(path: Path, data: bytes) -> None:
    _write_atomically(path, lambda fh: fh.write(data))


def _write_atomically(path: Path, write: Callable[[BinaryIO], object]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with open(tmp, "wb") as fh:
            write(fh)
        os.replace(tmp, path)
    except OSError as exc:  # a read-only home is no reason to fail: just rebuild next time
        log.warning("could not write cache file %s: %s", path, exc)
        return
    tidy()  # the folder only grows here
