"""A throwaway PostgreSQL server on loopback, for the tests and the benchmarks.

It runs the server binaries of the machine's PostgreSQL (Debian puts them under
``/usr/lib/postgresql/N/bin``; ``HUDDLE_PG_BIN`` names another directory) on a cluster in a
temporary directory, on a free port, and removes it all when stopped.  ``initdb`` refuses to
run as root, so as root the cluster belongs to the ``postgres`` user and the server runs as
that user.  Nothing here is needed to run the bot, which takes a ``postgresql://`` URL.
"""

from __future__ import annotations

import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Self
from urllib.parse import urlsplit, urlunsplit

INSTALL_HINT = (
    "PostgreSQL's server binaries were not found: install them (Debian: "
    "`apt-get install postgresql`) or set HUDDLE_PG_BIN to the directory holding initdb"
)
SUPERUSER = "huddle"


def server_binaries() -> Path | None:
    """The directory holding ``initdb`` and ``postgres``, newest version first."""
    named = os.environ.get("HUDDLE_PG_BIN")
    candidates = [Path(named)] if named else []
    debian = Path("/usr/lib/postgresql")
    if debian.is_dir():
        versions = sorted(
            (p for p in debian.iterdir() if p.name.isdigit()), key=lambda p: -int(p.name)
        )
        candidates += [p / "bin" for p in versions]
    found = shutil.which("initdb")
    if found:
        candidates.append(Path(found).parent)
    for bindir in candidates:
        if (bindir / "initdb").exists() and (bindir / "postgres").exists():
            return bindir
    return None


async def create_database(url: str, name: str) -> str:
    """A new, empty database ``name`` on the server ``url`` points at; its URL."""
    import asyncpg

    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    return urlunsplit(urlsplit(url)._replace(path=f"/{name}"))


async def drop_database(url: str, name: str) -> None:
    """Remove database ``name`` (every connection to it must be closed)."""
    import asyncpg

    admin = await asyncpg.connect(url)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
    finally:
        await admin.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class PostgresServer:
    """``with PostgresServer() as pg:`` then ``pg.url(database)``.  ``parent``: the folder
    its cluster's folder is made in (None: the system's temporary folder)."""

    bindir: Path | None = None
    port: int = 0
    parent: Path | None = None
    _dir: Path | None = None
    _proc: subprocess.Popen[bytes] | None = None

    def __post_init__(self) -> None:
        self.bindir = self.bindir or server_binaries()
        if self.bindir is None:
            raise FileNotFoundError(INSTALL_HINT)

    @property
    def _user(self) -> str | None:
        """Root may not own a cluster: the postgres user does then."""
        return "postgres" if os.geteuid() == 0 else None

    def _run_as(self, args: list[str]) -> list[str]:
        return ["runuser", "-u", self._user, "--", *args] if self._user else args

    def start(self) -> Self:
        """A new cluster in a temporary directory, and its server started."""
        assert self.bindir is not None
        self._dir = Path(tempfile.mkdtemp(prefix="huddle-pg-", dir=self.parent))
        if self._user:
            entry = pwd.getpwnam(self._user)
            os.chown(self._dir, entry.pw_uid, entry.pw_gid)
        initdb = [str(self.bindir / "initdb"), "-D", str(self._data), "-U", SUPERUSER]
        initdb += ["-A", "trust", "-E", "UTF8", "--no-sync"]
        subprocess.run(self._run_as(initdb), check=True, capture_output=True)
        self.port = self.port or _free_port()
        self.resume()
        return self

    @property
    def _data(self) -> Path:
        assert self._dir is not None, "the server was not started"
        return self._dir / "data"

    def resume(self) -> None:
        """Start the server on the cluster (again, after ``pause``), same port and data."""
        assert self.bindir is not None
        self._proc = subprocess.Popen(
            self._run_as(
                [
                    str(self.bindir / "postgres"),
                    *("-D", str(self._data), "-p", str(self.port), "-k", str(self._dir)),
                    *("-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"),
                    # a crash of the machine, not of a process, is out of scope here
                    *("-c", "fsync=off"),
                ]
            ),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        self._wait_ready()

    def _wait_ready(self, seconds: float = 30.0) -> None:
        assert self.bindir is not None and self._proc is not None
        until = time.monotonic() + seconds
        while time.monotonic() < until:
            if self._proc.poll() is not None:
                err = self._proc.stderr.read().decode() if self._proc.stderr else ""
                raise RuntimeError(f"PostgreSQL did not start: {err.strip()}")
            ready = subprocess.run(
                [str(self.bindir / "pg_isready"), "-h", "127.0.0.1", "-p", str(self.port)],
                capture_output=True,
            )
            if ready.returncode == 0:
                return
            time.sleep(0.1)
        raise TimeoutError(f"PostgreSQL was not ready within {seconds:.0f} s")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def pause(self) -> None:
        """Stop the server (fast shutdown: clients are cut off) and keep the cluster."""
        if self._proc is None:
            return
        if self._proc.poll() is None:
            # the postmaster itself (under runuser it is a child of what we started)
            pid = int((self._data / "postmaster.pid").read_text().split()[0])
            os.kill(pid, signal.SIGINT)
            self._proc.wait(timeout=60)
        self._proc = None

    def stop(self) -> None:
        """Stop the server and remove the cluster."""
        self.pause()
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)
            self._dir = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
