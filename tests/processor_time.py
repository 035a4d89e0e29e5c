"""Processor time per test, summed by file: where the suite's time goes on a loaded machine,
where wall time says little.  Opt in: ``python -m pytest -q -p tests.processor_time``.

Each test's time is its process's user and system time over the test, with that of the
child processes it waited for (a bot, a console, a lane), setup and teardown included; the
xdist workers each write theirs beside the run and the run's end sums them.  What runs
outside any test (starting the workers, collecting) is not counted: ``/usr/bin/time -v``
around the run gives the whole."""

from __future__ import annotations

import collections
import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

FOLDER = "HUDDLE_PROCESSOR_TIME_DIR"  # where the workers write, set by the run's first process
SHOWN = 25  # files listed at the end, the costliest first


def _spent() -> float:
    """Processor seconds of this process and of the children it has waited for."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def pytest_configure(config: pytest.Config) -> None:
    """The run's first process picks the folder; its xdist workers inherit it."""
    if FOLDER not in os.environ:
        os.environ[FOLDER] = tempfile.mkdtemp(prefix="huddle-cpu-")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    before = _spent()
    yield
    line = json.dumps({"file": item.nodeid.split("::")[0], "seconds": _spent() - before})
    with open(Path(os.environ[FOLDER]) / f"{os.getpid()}.jsonl", "a") as out:
        out.write(line + "\n")


def by_file(folder: Path) -> dict[str, float]:
    """Each file's tests' processor seconds, from every process's lines in ``folder``."""
    total: dict[str, float] = collections.defaultdict(float)
    for path in folder.glob("*.jsonl"):
        for line in path.read_text().splitlines():
            entry = json.loads(line)
            total[entry["file"]] += entry["seconds"]
    return total


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Only in the run's own process (a worker has no terminal of its own)."""
    if hasattr(terminalreporter.config, "workerinput"):
        return
    folder = Path(os.environ[FOLDER])
    total = by_file(folder)
    terminalreporter.section("processor time by file")
    terminalreporter.write_line(f"{sum(total.values()):8.1f} s  every test")
    for name, seconds in sorted(total.items(), key=lambda kv: -kv[1])[:SHOWN]:
        terminalreporter.write_line(f"{seconds:8.1f} s  {name}")
    for path in folder.glob("*.jsonl"):
        path.unlink()
    folder.rmdir()
