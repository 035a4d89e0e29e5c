"""One policy for tables kept on disk: atomic writes; missing, torn, foreign or misshapen
files are ignored and rebuilt, never loaded."""

from __future__ import annotations

import os

import numpy as np
import pytest

from solver.support.diskcache import load_array, open_rows, save_array, save_blocks, save_text


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


def test_an_array_written_in_blocks_is_read_back_by_rows(tmp_path):
    path = tmp_path / "rows.npy"
    table = np.arange(7 * 5, dtype=np.uint8).reshape(7, 5)
    save_blocks(path, (7, 5), np.dtype(np.uint8), [table[:3], table[3:6], table[6:]])
    assert (np.load(path) == table).all()  # a plain .npy file
    rows = open_rows(path, (7, 5), np.dtype(np.uint8))
    assert rows is not None
    assert (rows.rows([6, 0, 3, 3]) == table[[6, 0, 3, 3]]).all()
    with pytest.raises(IndexError):
        rows.rows([7])


def test_rows_of_another_shape_type_or_length_are_not_read(tmp_path):
    path = tmp_path / "rows.npy"
    assert open_rows(path, (7, 5), np.dtype(np.uint8)) is None  # missing
    table = np.zeros((7, 5), dtype=np.uint8)
    save_blocks(path, (7, 5), np.dtype(np.uint8), [table])
    assert open_rows(path, (5, 7), np.dtype(np.uint8)) is None
    assert open_rows(path, (7, 5), np.dtype(np.uint16)) is None
    path.write_bytes(path.read_bytes()[:-1])  # torn: a row cut short
    assert open_rows(path, (7, 5), np.dtype(np.uint8)) is None


def test_rows_cut_short_after_opening_raise_rather_than_read_garbage(tmp_path):
    path = tmp_path / "rows.npy"
    save_blocks(path, (4, 5), np.dtype(np.uint8), [np.ones((4, 5), dtype=np.uint8)])
    rows = open_rows(path, (4, 5), np.dtype(np.uint8))
    assert rows is not None
    os.truncate(path, path.stat().st_size - 5)
    with pytest.raises(OSError):
        rows.rows([3])


def test_a_reader_closes_its_file_when_dropped(tmp_path):
    path = tmp_path / "rows.npy"
    save_blocks(path, (2, 3), np.dtype(np.uint8), [np.zeros((2, 3), dtype=np.uint8)])
    before = len(os.listdir("/proc/self/fd"))
    readers = [open_rows(path, (2, 3), np.dtype(np.uint8)) for _ in range(20)]
    assert len(os.listdir("/proc/self/fd")) == before + 20
    del readers
    assert len(os.listdir("/proc/self/fd")) == before
