"""The schema, one file per step (``NNN_what.sql``), written once for both backends.

A step names its column types by role; each backend's types are mapped here, once:
snowflakes and keys are 64-bit on PostgreSQL (BIGINT) and SQLite's INTEGER, flags are
BOOLEAN or 0/1, times DOUBLE PRECISION or REAL.  A new step is a new file: both backends
take it, and the same schema version means the same schema on either.
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import Literal

Dialect = Literal["sqlite", "postgresql"]

TYPES: dict[Dialect, dict[str, str]] = {
    "sqlite": {
        "serial": "INTEGER PRIMARY KEY AUTOINCREMENT",
        "big": "INTEGER",
        "time": "REAL",
        "flag": "INTEGER",
        "false": "0",
    },
    "postgresql": {
        "serial": "BIGSERIAL PRIMARY KEY",
        "big": "BIGINT",
        "time": "DOUBLE PRECISION",
        "flag": "BOOLEAN",
        "false": "FALSE",
    },
}


def steps(dialect: Dialect) -> list[str]:
    """Every step's SQL for this backend, in order (step N upgrades version N-1 to N)."""
    return list(_steps(dialect))


@functools.cache
def _steps(dialect: Dialect) -> tuple[str, ...]:
    """The steps read once a process: every store opened (each test's) asks for them."""
    found = {f.name: f for f in resources.files(__package__).iterdir() if f.name.endswith(".sql")}
    files = [found[name] for name in sorted(found)]
    numbers = [int(f.name.split("_", 1)[0]) for f in files]
    if numbers != list(range(1, len(files) + 1)):
        raise RuntimeError(f"schema steps must be numbered 1 to {len(files)}: {numbers}")
    return tuple(f.read_text("utf-8").format_map(TYPES[dialect]) for f in files)
