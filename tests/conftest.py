"""Shared fixtures.  Pattern tables are cached in a per-run folder so tests never touch the
user's cache and still build each table once."""

from __future__ import annotations

import os
import tempfile

import pytest

os.environ.setdefault("HUDDLE_CACHE_DIR", tempfile.mkdtemp(prefix="huddle-cache-"))


@pytest.fixture(scope="session")
def solver():
    from solver import Solver

    return Solver()
