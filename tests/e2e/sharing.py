"""The module's bot and local Discord under the usual names (``bot``, ``discord_stub``), for
a module whose tests share them (``pytestmark = SHARED``, tests/e2e/conftest.py): such a
module imports these two fixtures, so each test asks for ``bot`` as anywhere else."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import BotProcess
from tests.e2e.fake_discord import FakeDiscord


@pytest.fixture(scope="module", name="discord_stub")
def module_discord(shared_discord: FakeDiscord) -> FakeDiscord:
    return shared_discord


@pytest.fixture(scope="module", name="bot")
def module_bot(shared_bot: BotProcess) -> BotProcess:
    return shared_bot
