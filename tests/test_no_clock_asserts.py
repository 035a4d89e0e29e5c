"""No test asserts on the wall clock (#69): a test whose outcome hangs on how long something
took fails on a busy machine, not on slow code.  Timing goals are benches' (``python -m bot
bench …``); tests give deadlines a clock of their own (tests/helpers.py).  This reads every
test outside the bench folders for an assert on a clock reading, or on a name set from one
in the same function."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
BENCHES = (TESTS / "bot" / "bench", TESTS / "solver" / "bench")  # their figures are time
CLOCKS = {"monotonic", "perf_counter", "time", "monotonic_ns", "perf_counter_ns", "time_ns"}


def _reads_clock(node: ast.AST) -> bool:
    """Whether ``node`` calls ``time.monotonic()``, ``time.perf_counter()`` or the like."""
    return any(
        isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr in CLOCKS
        and isinstance(n.func.value, ast.Name)
        and n.func.value.id == "time"
        for n in ast.walk(node)
    )


def _timed_names(function: ast.AST) -> set[str]:
    """The names ``function`` sets from a clock reading (``took = time.monotonic() - t``)."""
    return {
        target.id
        for node in ast.walk(function)
        if isinstance(node, ast.Assign) and _reads_clock(node.value)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def clock_asserts(source: str) -> list[int]:
    """The lines of the asserts in ``source`` that read the clock, directly or by name."""
    found = []
    for function in ast.walk(ast.parse(source)):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        timed = _timed_names(function)
        for node in ast.walk(function):
            if not isinstance(node, ast.Assert):
                continue
            names = {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)}
            if _reads_clock(node.test) or names & timed:
                found.append(node.lineno)
    return sorted(set(found))


def test_no_test_asserts_on_the_wall_clock():
    offending = {
        str(path.relative_to(TESTS)): lines
        for path in TESTS.rglob("test_*.py")
        if not any(bench in path.parents for bench in BENCHES)
        and (lines := clock_asserts(path.read_text(encoding="utf-8")))
    }
    assert offending == {}


def test_the_check_sees_an_assert_on_elapsed_time():
    """What it looks for, as the stop tests had it before #69."""
    before = (
        "async def f(proc):\n"
        "    sent = time.monotonic()\n"
        "    took = time.monotonic() - sent\n"
        "    assert took < 10\n"
        "    assert time.perf_counter() - sent < 2\n"
        "    assert proc.returncode == 0\n"
    )
    assert clock_asserts(before) == [4, 5]
