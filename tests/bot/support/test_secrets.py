"""No database credential in any output: URLs, driver errors, log lines."""

from __future__ import annotations

import logging

import pytest

from bot.__main__ import main
from bot.service import Huddle, Incoming
from bot.store import PostgresStore
from bot.support import logs
from bot.support.secrets import redact, without_password
from tests.bot.store.test_contract import ANN

SECRET = "hunter2"


@pytest.mark.parametrize(
    "url",
    [
        f"postgresql://bot:{SECRET}@db.example:5432/huddle",
        f"postgresql://bot@db/huddle?password={SECRET}",
        f"postgresql://bot@db/huddle?sslmode=require&sslpassword={SECRET}&passfile=/x/{SECRET}",
        f"postgres://bot@db/huddle?PASSWORD={SECRET}&application_name=huddle",
    ],
)
def test_every_credential_in_a_url_is_hidden(url):
    for shown in (without_password(url), redact(url), redact(f"connect to {url} failed")):
        assert SECRET not in shown and "***" in shown
    assert "application_name=huddle" in without_password(url) or "application" not in url


def test_a_url_with_nothing_secret_is_shown_as_it_is():
    assert without_password("postgresql://bot@db/huddle?sslmode=require") == (
        "postgresql://bot@db/huddle?sslmode=require"
    )


def test_an_unreachable_database_is_one_line_without_the_secret(monkeypatch, capsys):
    monkeypatch.setenv("HUDDLE_DATABASE_URL", f"postgresql://bot@127.0.0.1:1/x?password={SECRET}")
    assert main(["db", "status"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and SECRET not in err and "password=***" in err


async def test_an_outage_logs_no_secret(postgres_server, caplog, solver):
    from tests.conftest import new_database

    url = await new_database(postgres_server)
    secret_url = url + ("&" if "?" in url else "?") + f"application_name=h&sslpassword={SECRET}"
    logs.configure("INFO", "plain")
    store = await PostgresStore(secret_url).open()
    try:
        huddle = Huddle(store, solver)
        caplog.set_level(logging.INFO)
        assert (
            await huddle.on_message(Incoming(5, 1, 1, ANN, "CRANE=....."))
        ).title == "1/6 played"
        postgres_server.pause()
        try:
            for n in range(2, 8):  # several pastes into one outage
                down = await huddle.on_message(Incoming(5, 1, n, ANN, "MOIST=....."))
                assert down is not None and down.title == "Can't save right now"
        finally:
            postgres_server.resume()
        back = await huddle.on_message(Incoming(5, 1, 9, ANN, "LUPIN=....."))
        assert back is not None and back.title == "2/6 played"
        said = caplog.text + "\n".join(r.getMessage() for r in caplog.records)
        assert "can't reach the database" in said and SECRET not in said
        assert SECRET not in store.where
        warned = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(warned) == 2, warned  # one line as it goes, one as it comes back
        assert warned[0].startswith(f"can't reach the database at {store.where}")
        assert warned[1] == f"the database at {store.where} answers again"
        assert not any(r.exc_info for r in caplog.records)  # and no tracebacks
    finally:
        await store.close()
