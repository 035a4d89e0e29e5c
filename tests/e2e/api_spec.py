"""Every request the bot sends the loopback Discord, checked against Discord's OpenAPI
description (the ``discord-api-spec`` package's zod build, run by Node: see spec/).

``.ci/run`` installs it (``npm ci --prefix tests/e2e/spec``, as README's install line
does); where it is not installed the check is skipped, said once at the end of the run
(tests/conftest.py), except under CI, where that is a failure.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path
from typing import Any

SPEC = Path(__file__).parent / "spec"


def installed() -> bool:
    return (SPEC / "node_modules" / "discord-api-spec").is_dir() and shutil.which(
        "node"
    ) is not None


def problems(requests: Iterable[Any]) -> list[str] | None:
    """What the description rejects in these requests (``Recorded``); None if the check
    cannot run here."""
    if not installed():
        if os.environ.get("CI"):
            raise AssertionError(f"Discord's API description is not installed in {SPEC}")
        return None
    sent = [
        {"method": r.method, "path": r.path, "query": r.query, "body": _without_files(r.body)}
        for r in requests
    ]
    done = subprocess.run(
        ["node", str(SPEC / "check.mjs")],
        input=json.dumps(sent),
        capture_output=True,
        text=True,
        timeout=120,
        cwd=SPEC,
    )
    if done.returncode not in (0, 1):
        raise AssertionError(f"the API description check failed to run: {done.stderr}")
    return done.stdout.splitlines()


def _without_files(body: Any) -> Any:
    """A multipart message's payload_json (the loopback Discord keeps its files beside)."""
    if isinstance(body, dict):
        return {k: _without_files(v) for k, v in body.items() if not k.startswith("_")}
    if isinstance(body, list):
        return [_without_files(v) for v in body]
    return body
