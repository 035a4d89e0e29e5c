"""One policy for tables kept on disk: atomic writes; missing, torn, foreign or misshapen
files are ignored and rebuilt, never loaded."""

from __future__ import annotations

import os
import time

import numpy as np

from solver.support import diskcache
from solver.support.diskcache import cache_size, load_array, save_array, save_text, tidy


def test_an_array_round_trips_and_only_its_own_shape_and_type_load(tmp_path):
    path = tmp_path / "t.npy"
    assert load_array(path, (2, 3)) is None  # missing
    table = np.arange(6, dtype=np.uint32).reshape(2, 3)
    save_array(path, table)
    assert (load_array(path, (2, 3), np.dtype(np.uint32)) == table).all()
    assert load_array(path, (3, 2)) is None  # another list's table
    assert load_array(path, (2, 3), np.dtype(np.uint8)) is None  # another build's type
    assert not list(tmp_path.glob("*.tmp"))  # written then renamed


def test_a_torn_file_is_ignored(tmp_path):
    path = tmp_path / "t.npy"
    path.write_bytes(b"\x93NUMPY half a header")
    assert load_array(path, (2, 3)) is None


def test_an_unwritable_folder_is_no_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    save_text(blocker / "inside" / "x.json", "{}")  # cannot mkdir under a file: logged
    assert not (blocker / "inside").exists()


def _aged(path, seconds_ago: float) -> None:
    at = time.time() - seconds_ago
    os.utime(path, (at, at))


def test_tidy_removes_former_tables_and_crashes_leftovers_and_nothing_else(tmp_path, monkeypatch):
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path))
    former = [tmp_path / "columns-abc.npy", tmp_path / "patterns-abc-def.npy"]
    for f in former:
        f.write_bytes(b"x" * 1000)
    stale, fresh = tmp_path / "reveals-abc.123.tmp", tmp_path / "reveals-abc.456.tmp"
    stale.write_bytes(b"half")
    fresh.write_bytes(b"half")  # another process is writing it right now
    _aged(stale, 2 * 3600)
    kept = tmp_path / "reveals-abc.npy"
    kept.write_bytes(b"x" * 100)
    other = tmp_path / "notes.txt"  # not ours: never touched
    other.write_text("mine")
    assert tidy() == 2004
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([fresh.name, kept.name, other.name])


def test_the_folder_stays_within_its_bound_least_recently_used_first(tmp_path, monkeypatch):
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path))
    files = [tmp_path / f"reveals-{n}.npy" for n in range(4)]
    for age, f in enumerate(files):
        save_array(f, np.zeros(100, dtype=np.uint8))  # 228 bytes each with the header
        _aged(f, 1000 - age * 100)  # files[0] the least recently used
    assert load_array(files[0], (100,)) is not None  # read now: used most recently
    monkeypatch.setattr(diskcache, "CACHE_BYTES", 3 * files[0].stat().st_size)
    tidy()
    assert [f.exists() for f in files] == [True, False, True, True]
    newest = tmp_path / "reveals-new.npy"
    save_array(newest, np.zeros(100, dtype=np.uint8))  # a write keeps the bound too
    assert [f.exists() for f in [*files, newest]] == [True, False, False, True, True]
    assert cache_size() == 3 * files[0].stat().st_size
