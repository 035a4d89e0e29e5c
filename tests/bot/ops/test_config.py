"""Settings an operator types: shard ranges, and one clear line when they cannot work."""

from __future__ import annotations

import pytest

from bot.__main__ import main
from bot.ops.client import shards
from bot.ops.config import Config, ConfigError, shard_range


def test_shard_ranges_read_as_operators_write_them():
    assert shard_range("0-3") == (0, 1, 2, 3)
    assert shard_range("0,1,2") == (0, 1, 2)
    assert shard_range("0-1, 4") == (0, 1, 4)
    with pytest.raises(ConfigError, match="like 0-3 or 0,1,2"):
        shard_range("a-b")


def test_no_settings_take_discords_recommended_count(monkeypatch):
    monkeypatch.delenv("HUDDLE_SHARD_COUNT", raising=False)
    monkeypatch.delenv("HUDDLE_SHARDS", raising=False)
    config = Config.load(env_file=None)
    assert config.shard_count is None and shards(config) == {}


def test_a_process_runs_its_range_of_the_total(monkeypatch):
    monkeypatch.setenv("HUDDLE_SHARD_COUNT", "4")
    monkeypatch.setenv("HUDDLE_SHARDS", "2-3")
    assert shards(Config.load(env_file=None)) == {"shard_count": 4, "shard_ids": [2, 3]}
    monkeypatch.delenv("HUDDLE_SHARDS")
    assert shards(Config.load(env_file=None))["shard_ids"] == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("count", "ids", "says"),
    [
        ("4", "3-5", "names shard 5, but there are only 4 (ids 0 to 3)"),
        ("", "0-1", "HUDDLE_SHARDS needs HUDDLE_SHARD_COUNT"),
        ("four", "", "give the total number of shards"),
    ],
)
def test_shard_settings_that_cannot_work_are_one_line_and_exit_2(
    monkeypatch, capsys, count, ids, says
):
    monkeypatch.setenv("HUDDLE_SHARD_COUNT", count)
    monkeypatch.setenv("HUDDLE_SHARDS", ids)
    assert main(["db", "status"]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1
