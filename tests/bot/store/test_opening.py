"""Opening the SQLite store from real processes: a file that is not a database is one line
and exit 2 (never a process that hangs on the database's worker thread), and processes
opening one new file together all succeed (migrations under the write lock)."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.store import SQLiteStore
from bot.store._database import statements
from bot.store.migrations import steps

LATEST = len(steps("sqlite"))
HANG = 60  # seconds: a process still running then is taken as hung


def start(db: Path, *args: str, script: str = "") -> subprocess.Popen[str]:
    """``python -m bot ARGS`` on the SQLite file ``db``, started, not waited for."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", *args],
        env={**os.environ, "HUDDLE_DB": str(db)},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdin is not None
    proc.stdin.write(script)
    proc.stdin.close()
    return proc


def ended(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    """The process's exit code, stdout and stderr; one still running after ``HANG`` is
    killed and the test fails saying so."""
    try:
        proc.wait(HANG)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        raise AssertionError(f"{proc.args} never exited") from None
    assert proc.stdout is not None and proc.stderr is not None
    return proc.returncode, proc.stdout.read(), proc.stderr.read()


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
@pytest.mark.parametrize("args", [("console",), ("db", "status"), ("db", "migrate")], ids=" ".join)
def test_a_file_that_is_not_a_database_is_one_line_and_exit_2(tmp_path, args):
    db = tmp_path / "notes.txt"
    db.write_text("my shopping list, not a database: eggs, flour, milk\n" * 20)
    before = db.read_bytes()
    code, out, err = ended(start(db, *args, script="CRANE=c....\n"))
    assert code == 2, (out, err)
    assert "Traceback" not in err and not out
    (line,) = err.strip().splitlines()
    assert str(db) in line and "file is not a database" in line
    assert db.read_bytes() == before  # nothing written to it


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_a_directory_is_one_line_and_exit_2(tmp_path):
    """SQLite cannot open it at all (before: one line, then the driver's thread printed a
    traceback as the process ended)."""
    code, out, err = ended(start(tmp_path, "console", script="CRANE=c....\n"))
    assert code == 2 and not out, (out, err)
    (line,) = err.strip().splitlines()
    assert str(tmp_path) in line and "unable to open database file" in line


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_processes_opening_one_new_file_together_all_succeed(tmp_path):
    db = tmp_path / "together.sqlite3"
    procs = [start(db, "db", "migrate") for _ in range(5)]
    try:
        for proc in procs:
            code, out, err = ended(proc)
            assert code == 0 and "Traceback" not in err, (out, err)
            assert f"schema version {LATEST} of {LATEST} (up to date)" in out
    finally:
        for proc in procs:  # none left running past a failure
            proc.kill()
            proc.wait()
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone() == (LATEST,)
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


async def test_a_file_migrated_while_waiting_for_the_write_lock_is_found_done(tmp_path):
    """Another process migrates the new file while this one waits for the lock: the
    version is read once the lock is held, so nothing is applied twice."""
    path = tmp_path / "late.sqlite3"
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA journal_mode=WAL")
    other.execute("BEGIN IMMEDIATE")  # the other process holds the write lock
    opening = asyncio.create_task(SQLiteStore(path).open())
    await asyncio.sleep(1)  # the store is under way meanwhile (its thread waits on the lock)
    for number, script in enumerate(steps("sqlite"), start=1):
        for statement in statements(script):
            other.execute(statement)
        other.execute(f"PRAGMA user_version={number}")
    other.execute("COMMIT")
    other.close()
    store = await opening  # before: "table sessions already exists" / "database is locked"
    assert await store.schema_version() == LATEST
    await store.close()


def test_a_script_splits_into_whole_statements():
    script = (
        "CREATE TABLE t (a TEXT DEFAULT 'x;y'); -- a comment; with a semicolon\n"
        "CREATE TRIGGER t_one AFTER INSERT ON t BEGIN UPDATE t SET a = 'z'; END;\n"
        "/* ; */ INSERT INTO t VALUES ('a;b');\n"
    )
    found = list(statements(script))
    assert len(found) == 3 and all(sqlite3.complete_statement(s) for s in found)
    assert "".join(found).strip() == script.strip()
