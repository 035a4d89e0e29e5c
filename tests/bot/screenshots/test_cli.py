"""``python -m bot parse --image`` on a file it cannot read: one line, exit code 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.__main__ import main


@pytest.mark.parametrize("name", ["missing.png", "a folder"])
def test_a_missing_file_or_a_folder_gets_one_line_and_code_2(name, tmp_path, capsys):
    (tmp_path / "a folder").mkdir()
    assert main(["parse", "--image", str(tmp_path / name)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and name in err


def test_a_picture_is_read(tmp_path, capsys):
    picture = tmp_path / "board.png"
    picture.write_bytes(Path("docs/pictures/board.png").read_bytes())
    assert main(["parse", "--image", str(picture)]) == 0
    assert '"letters": "MOIST"' in capsys.readouterr().out
