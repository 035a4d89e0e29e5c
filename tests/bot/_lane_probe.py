"""Work for a lane's process that imports nothing of the bot's own, so it reports what the
process had loaded before the request came (a test module would import its own imports)."""

from __future__ import annotations

import sys
from typing import Any


def loaded_modules(_: Any, prefix: str) -> list[str]:
    return sorted(m for m in sys.modules if m.startswith(prefix))
