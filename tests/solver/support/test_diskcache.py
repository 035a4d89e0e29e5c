"""One policy for tables kept on disk: atomic writes; missing, torn, foreign or misshapen
files are ignored and rebuilt, never loaded."""

from __future__ import annotations

import numpy as np

from solver.support.diskcache import load_array, save_array, save_text


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
