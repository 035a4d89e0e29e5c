"""The e2e harness: a FakeDiscord on loopback and the real bot in a child process."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import ClassVar

import pytest
import pytest_asyncio

from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.waiting import stretched

ROOT = Path(__file__).resolve().parents[2]
GUILDS = {
    101: [1101, 1102, 1103, 1104],
    102: [1201, 1202, 1203],
    103: [1301, 1302, 1303],
}


def children(pid: int) -> set[int]:
    """The processes whose parent is ``pid``, from /proc (zombies included: see
    ``running``)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # gone meanwhile
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


def running(pids: set[int]) -> set[int]:
    """Those of ``pids`` still running: neither gone nor a zombie."""
    return {p for p in pids if _state(p) != "Z"}


def _state(pid: int) -> str:
    """The process's state letter from /proc; "Z" (a zombie) for one already gone too."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


# the last line of a traceback multiprocessing's spawn prints in a child whose parent was
# killed (kill -9) while sending it its start: the orphan's, not the bot's, and it ends there
ORPHANED_SPAWN = (
    "_pickle.UnpicklingError: pickle data was truncated",
    "EOFError: Ran out of input",
)


def tracebacks(output: str) -> list[str]:
    """The tracebacks in a bot's log, each as its text up to its error line, leaving out a
    lane's start cut short by the bot's own kill -9 (``ORPHANED_SPAWN``)."""
    found, lines = [], output.splitlines()
    for k, line in enumerate(lines):
        if "Traceback (most recent call last)" not in line:
            continue
        end = next(
            (j for j in range(k + 1, len(lines)) if lines[j] and not lines[j][0].isspace()),
            len(lines) - 1,
        )
        if not any(lines[end].strip().startswith(error) for error in ORPHANED_SPAWN):
            found.append("\n".join(lines[k : end + 1]))
    return found


class BotProcess:
    """``python -m bot`` (through launch.py) with its output kept for the assertions.

    It warms up only what a first Wordle reply needs (``HUDDLE_WARM_UP=wordle``, a setting
    the bot documents), the rest built on first use: most tests never meet a grid, a
    picture or another game, and a start's warm-up is much of what an e2e test costs.  A
    test about the warm-up itself passes ``HUDDLE_WARM_UP=all`` in ``env``."""

    WARM_UP: ClassVar[dict[str, str]] = {"HUDDLE_WARM_UP": "wordle"}

    def __init__(
        self,
        discord: FakeDiscord,
        db: Path,
        env: dict[str, str] | None = None,
        args: list[str] | None = None,
    ) -> None:
        self.discord = discord
        self.db = db
        self.env = env or {}
        self.args = args or []  # e.g. ["cluster"]: the launcher instead of one bot
        self.proc: asyncio.subprocess.Process | None = None
        self.log = db.with_suffix(".log")

    async def start(self) -> BotProcess:
        """Spawn the bot and wait until it has connected (IDENTIFY or RESUME)."""
        before = len(self.discord.identifies) + len(self.discord.resumes)
        await self.spawn()
        await self.discord.wait_for(
            lambda: (
                len(self.discord.identifies) + len(self.discord.resumes) > before
                or self.proc.returncode is not None
            ),
            timeout=90,
        )
        assert self.proc.returncode is None, self.output()
        return self

    async def spawn(self) -> BotProcess:
        """Spawn the bot, waiting for nothing."""
        env = {
            **os.environ,
            "FAKE_DISCORD_API": self.discord.api,
            "FAKE_DISCORD_GATEWAY": self.discord.gateway,
            "FAKE_IDENTIFY_WINDOW": str(self.discord.identify_window),
            "DISCORD_TOKEN": "e2e.fake.token",
            "HUDDLE_DB": str(self.db),
            "HUDDLE_DEV_GUILDS": "",
            "HUDDLE_LOG_LEVEL": "INFO",
            "PYTHONPATH": str(ROOT),
            **self.WARM_UP,
            **self.env,
        }
        logfile = open(self.log, "ab")  # noqa: SIM115 - the child owns it
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable,
            str(ROOT / "tests" / "e2e" / "launch.py"),
            *self.args,
            env=env,
            cwd=ROOT,
            stdout=logfile,
            stderr=logfile,
        )
        logfile.close()
        return self

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    async def kill(self) -> None:
        """SIGKILL: no shutdown code runs, as when a host dies."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()

    async def stop(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            self.proc.terminate()
            try:
                await asyncio.wait_for(self.proc.wait(), stretched(10))
            except TimeoutError:
                await self.kill()


@pytest.fixture
async def discord_stub():
    stub = await FakeDiscord(GUILDS).start()
    yield stub
    await stub.stop()


@pytest.fixture
async def bot(discord_stub, tmp_path):
    process = await BotProcess(discord_stub, tmp_path / "e2e.sqlite3").start()
    yield process
    await process.stop()
    print(process.output())  # shown by pytest when the test failed


# One local Discord and one bot for a whole module, for the modules whose tests each keep to
# channels (or guilds) of their own and so need no fresh bot: a bot's start is most of what
# an e2e test costs.  Such a module runs its tests on the module's event loop
# (``pytestmark = SHARED``) and takes ``shared_bot``/``shared_discord`` under the usual names.
SHARED = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def shared_discord() -> AsyncIterator[FakeDiscord]:
    stub = await FakeDiscord(GUILDS).start()
    yield stub
    await stub.stop()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def shared_bot(
    shared_discord: FakeDiscord, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[BotProcess]:
    db = tmp_path_factory.mktemp("shared-bot") / "e2e.sqlite3"
    process = await BotProcess(shared_discord, db).start()
    yield process
    await process.stop()
    print(process.output())  # shown with the module's last test
