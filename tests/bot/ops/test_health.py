"""The operator's endpoint, served for real on loopback: liveness, readiness and the
metrics, each from the process's own state."""

from __future__ import annotations

import asyncio
import json
import logging
import re

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.ops import health
from bot.ops.config import Config, ConfigError
from bot.ops.health import Readiness, address, serve
from bot.support import logs, metrics


def test_addresses_read_as_operators_write_them():
    assert address("127.0.0.1:8080") == ("127.0.0.1", 8080)
    assert address(":9000") == ("0.0.0.0", 9000)
    for bad in ("8080", "localhost:http", "127.0.0.1:70000"):
        with pytest.raises(ValueError, match="give host:port"):
            address(bad)


@pytest.mark.parametrize(
    ("name", "value", "says"),
    [
        ("HUDDLE_HTTP", "8080", "give host:port"),
        ("HUDDLE_LOG_FORMAT", "xml", "text (the default) or json"),
    ],
)
def test_a_bad_setting_is_one_clear_line(monkeypatch, name, value, says):
    monkeypatch.setenv(name, value)
    with pytest.raises(ConfigError, match=re.escape(says)):
        Config.load(env_file=None)


async def test_readiness_names_what_is_wrong(unused_tcp_port, monkeypatch):
    # the check gives up on a hanging database at its bound, whatever the bound is: a short
    # one here, so the test does not wait out the bot's own (a database that answers does
    # so on the check's first turn, before any bound can pass)
    monkeypatch.setattr(health, "DB_CHECK_SECONDS", 0.2)
    shards = {0: (True, 0.04), 1: (False, float("nan"))}
    database_up = True

    async def database() -> int:
        if not database_up:
            await asyncio.sleep(10)  # a database that hangs: the check gives up in time
        return 5

    runner = await serve(f"127.0.0.1:{unused_tcp_port}", Readiness(lambda: shards, database))
    base = f"http://127.0.0.1:{unused_tcp_port}"
    try:
        async with aiohttp.ClientSession() as http:

            async def ask(path: str) -> tuple[int, dict]:
                async with http.get(base + path) as r:
                    return r.status, json.loads(await r.text())

            assert await ask("/healthz") == (200, {"status": "ok"})
            assert await ask("/readyz") == (
                503,
                {"status": "unavailable", "problems": ["shard 1 is disconnected"]},
            )
            shards[1] = (True, 0.05)
            assert await ask("/readyz") == (200, {"status": "ready"})
            database_up = False
            status, body = await ask("/readyz")
            assert status == 503 and body["problems"] == [
                "the database does not answer (TimeoutError)"
            ]
            async with http.get(base + "/metrics") as r:
                assert r.status == 200
                families = {f.name for f in text_string_to_metric_families(await r.text())}
            assert {"huddle_messages", "huddle_db_up", "process_resident_memory_bytes"} <= families
    finally:
        await runner.cleanup()


def test_an_outage_counts_once_on_the_way_down():
    def outages() -> float:
        return metrics.REGISTRY.get_sample_value("huddle_db_outages_total") or 0.0

    before = outages()
    for up in (True, False, False, False, True, False, True):
        metrics.db_reachable(up)
    assert outages() - before == 2
    assert metrics.REGISTRY.get_sample_value("huddle_db_up") == 1


def test_json_lines_say_where_and_never_more():
    record = logging.LogRecord("bot.x", logging.WARNING, __file__, 1, "slow %s", ("reply",), None)
    logs.about(0, 101, 1101)
    line = json.loads(logs.JsonLines().format(record))
    assert line["message"] == "slow reply" and line["level"] == "WARNING"
    assert (line["shard"], line["guild"], line["channel"]) == ("0", "101", "1101")
    assert line["logger"] == "bot.x" and line["time"].endswith("+00:00")
    logs.about(None, None, None)
    assert "channel" not in json.loads(logs.JsonLines().format(record))
