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


@pytest.mark.parametrize(
    ("lines", "says"),
    [
        ("crane\nslates\n", "line 2: 'slates' has 6 letters"),
        ("crane\nqxzvw\n", "line 2: 'qxzvw' is not a guess the game accepts"),
        ("\n\nbeige9\n", "line 3: 'beige9' has '9'"),
    ],
)
def test_a_bad_answers_file_stops_the_start_with_its_line(
    monkeypatch, capsys, tmp_path, lines, says
):
    pool = tmp_path / "pool.txt"
    pool.write_text(lines)
    monkeypatch.setenv("HUDDLE_ANSWERS", str(pool))
    assert main(["console"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and f"HUDDLE_ANSWERS={pool}" in err and says in err


def test_the_answers_setting_chooses_the_likely_pool(monkeypatch, tmp_path):
    monkeypatch.setenv("HUDDLE_ANSWERS", "original")
    assert len(Config.load(env_file=None).solver().answers) == 2315
    monkeypatch.delenv("HUDDLE_ANSWERS")
    assert len(Config.load(env_file=None).solver().answers) == 3158
    (tmp_path / "pool.txt").write_text("Snafu\nguano\n")
    monkeypatch.setenv("HUDDLE_ANSWERS", str(tmp_path / "pool.txt"))
    assert Config.load(env_file=None).solver().answers.words == ("snafu", "guano")


def test_the_warm_up_setting_is_all_unless_it_says_wordle(monkeypatch):
    monkeypatch.delenv("HUDDLE_WARM_UP", raising=False)
    assert Config.load(env_file=None).warm_up == "all"
    monkeypatch.setenv("HUDDLE_WARM_UP", "Wordle")
    assert Config.load(env_file=None).warm_up == "wordle"
    monkeypatch.setenv("HUDDLE_WARM_UP", "some")
    with pytest.raises(ConfigError, match="all \\(the default\\) or wordle"):
        Config.load(env_file=None)


def test_the_log_level_is_one_logging_knows_else_the_start_stops(monkeypatch):
    """A level that cannot be read stops the start with one line naming it, as
    docs/settings.md says of every setting (LOUD logged at INFO, silently)."""
    monkeypatch.delenv("HUDDLE_LOG_LEVEL", raising=False)
    assert Config.load(env_file=None).log_level == "INFO"
    monkeypatch.setenv("HUDDLE_LOG_LEVEL", "debug")
    assert Config.load(env_file=None).log_level == "DEBUG"
    monkeypatch.setenv("HUDDLE_LOG_LEVEL", "LOUD")
    with pytest.raises(ConfigError, match="HUDDLE_LOG_LEVEL='LOUD': DEBUG, INFO, WARNING, ERROR"):
        Config.load(env_file=None)


class Steps:
    """A service's warm-up steps as ``warm_up`` reads them, recording which ran."""

    def __init__(self) -> None:
        self.ran: list[str] = []

    def warm_ups(self) -> list:
        labels = ["pattern table", "Wordle openings", "grid deduction table", "cache folder"]
        return [(label, self._step(label)) for label in labels]

    def _step(self, label: str):
        async def run() -> None:
            self.ran.append(label)

        return run


@pytest.mark.parametrize("everything", [True, False])
async def test_a_start_warms_every_step_or_those_a_first_wordle_reply_needs(everything):
    from bot.ops.client import warm_up
    from bot.service import ESSENTIAL

    service, told = Steps(), []
    await warm_up(service, lambda n, total, label: told.append((n, total, label)), everything)
    expected = [label for label, _ in service.warm_ups()]
    expected = expected if everything else expected[:ESSENTIAL]
    assert service.ran == expected == [label for _, _, label in told]
    assert {total for _, total, _ in told} == {len(expected)}
