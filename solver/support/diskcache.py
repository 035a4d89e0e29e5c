"""Built tables kept on disk between runs, keyed by content, under one policy: written
atomically (a crash never leaves half a file to load), and a file that is missing, torn,
foreign or of another shape is ignored (logged) and rebuilt.  A read-only home is no reason
to fail: the table is just rebuilt next time."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Iterable, Sequence
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


def save_blocks(
    path: Path, shape: tuple[int, int], dtype: np.dtype, blocks: Iterable[np.ndarray]
) -> None:
    """An array too big to hold, written as ``.npy`` block by block (rows in order), so
    building it never needs more memory than one block."""

    def write(fh: BinaryIO) -> None:
        header = {"descr": np.lib.format.dtype_to_descr(dtype), "fortran_order": False}
        np.lib.format.write_array_header_1_0(fh, {**header, "shape": shape})
        for block in blocks:
            fh.write(np.ascontiguousarray(block, dtype=dtype).data)

    _write_atomically(path, write)


class RowFile:
    """A 2-D ``.npy`` array read a few rows at a time with ``pread``: the page cache holds
    it, shared by every process on the machine, and no process's RSS grows with it (a
    memory map would count every page it touched)."""

    def __init__(self, fd: int, offset: int, shape: tuple[int, int], dtype: np.dtype) -> None:
        self._fd, self._offset, self.shape, self.dtype = fd, offset, shape, dtype
        self._row_bytes = shape[1] * dtype.itemsize

    def __del__(self) -> None:  # one descriptor per reader, closed with it
        os.close(self._fd)

    def rows(self, index: Sequence[int]) -> np.ndarray:
        """These rows, in this order; OSError if the file was cut short under us."""
        out = np.empty((len(index), self.shape[1]), dtype=self.dtype)
        for k, row in enumerate(index):
            if not 0 <= row < self.shape[0]:
                raise IndexError(f"row {row} of {self.shape[0]}")
            got = os.preadv(self._fd, [out[k].data], self._offset + int(row) * self._row_bytes)
            if got != self._row_bytes:
                raise OSError(f"short read: {got} of {self._row_bytes} bytes")
        return out


def open_rows(path: Path, shape: tuple[int, int], dtype: np.dtype) -> RowFile | None:
    """The array at ``path`` to read by rows, or None when it is missing, torn or not of
    this shape and type (the caller builds it, or does without)."""
    if not path.exists() or not hasattr(os, "preadv"):
        return None
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError as exc:
        log.warning("ignoring unreadable cache file %s: %s", path, exc)
        return None
    try:
        with os.fdopen(os.dup(fd), "rb") as fh:
            version = np.lib.format.read_magic(fh)
            read = (
                np.lib.format.read_array_header_1_0
                if version == (1, 0)
                else np.lib.format.read_array_header_2_0
            )
            found_shape, fortran, found_dtype = read(fh)
            offset = fh.tell()
        size = os.fstat(fd).st_size
    except (OSError, ValueError) as exc:
        os.close(fd)
        log.warning("ignoring unreadable cache file %s: %s", path, exc)
        return None
    expected = offset + shape[0] * shape[1] * dtype.itemsize
    if (found_shape, fortran, found_dtype, size) != (shape, False, dtype, expected):
        os.close(fd)
        log.warning(
            "ignoring cache file %s: %s %s (%d bytes), not %s %s (%d bytes)",
            path,
            found_shape,
            found_dtype,
            size,
            shape,
            dtype,
            expected,
        )
        return None
    return RowFile(fd, offset, shape, dtype)


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
