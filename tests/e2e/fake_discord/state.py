"""The loopback Discord's state: what it was told to be (guilds, shards, faults), what the
bot sent it, its connections and sessions, and the wait on any of it changing.  The
gateway, the REST routes and what users do (``gateway.py``, ``rest.py``, ``users.py``)
each read and change it."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.e2e.fake_discord.payloads import APP_ID
from tests.e2e.waiting import stretched


@dataclass
class Recorded:
    method: str
    path: str
    body: Any
    status: int
    query: dict[str, str] = field(default_factory=dict)


@dataclass
class Connection:
    ws: web.WebSocketResponse
    compressor: Any  # zlib compressobj when the bot asked for zlib-stream
    session_id: str = ""
    live: bool = False
    shard: tuple[int, int] = (0, 1)  # (id, count), from its IDENTIFY
    reads_content: bool = True  # its IDENTIFY asked for Message Content

    def owns(self, guild_id: int | None) -> bool:
        """Discord's routing: a guild's events go to one shard, DMs to shard 0."""
        shard_id, count = self.shard
        return shard_id == (0 if guild_id is None else (guild_id >> 22) % count)


# seconds: one IDENTIFY per max_concurrency bucket per window.  Discord's is 5 s; here the
# bot is given a shorter one (tests/e2e/launch.py), which this checks it keeps, so a test
# that restarts the bot waits for its turn a moment instead of seconds.
IDENTIFY_WINDOW = 1.0


def shard_of(guild_id: int, count: int) -> int:
    return (guild_id >> 22) % count


@dataclass
class State:
    guilds: dict[int, list[int]]  # guild id -> text channel ids
    heartbeat_ms: int = 1_000
    requests: list[Recorded] = field(default_factory=list)
    identifies: list[dict] = field(default_factory=list)
    resumes: list[dict] = field(default_factory=list)
    heartbeats: int = 0
    rate_limit_posts: int = 0  # answer this many message posts with 429 first
    port: int = 0
    shards: int = 1  # the count /gateway/bot recommends
    max_concurrency: int = 1
    identify_window: float = IDENTIFY_WINDOW  # the bucket rule's window, told to the bot
    unsharded_limit: int | None = None  # more guilds than this on one unsharded socket: 4011
    identified_at: list[tuple[float, int]] = field(default_factory=list)  # (time, shard id)
    refusing: bool = False  # answer gateway connections with 503 (Discord down)
    refused: int = 0  # gateway connections so answered
    bad_token: bool = False  # answer the login (GET /users/@me) with 401, as for a bad token
    client_closes: list[int | None] = field(default_factory=list)  # close codes the bot sent
    history: dict[int, list[dict]] = field(default_factory=dict)  # channel -> its messages
    history_reads: int = 0  # GET /channels/{id}/messages answered
    history_asked: int = 0  # GET /channels/{id}/messages received (before any delay)
    history_delay: float = 0.0  # seconds each history page takes (to stop a bot midway)
    # history pages answered before the rest wait for ``release_history`` (None: none wait),
    # so a test stops a bot midway whatever the machine's load
    history_held_after: int | None = None
    members: dict[int, list[dict]] = field(default_factory=dict)  # guild -> member objects
    member_queries: list[dict] = field(default_factory=list)  # op 8 requests received
    locales: dict[int, str] = field(default_factory=dict)  # guild -> its locale (else en-US)
    # the app's Message Content intent not enabled or approved: an IDENTIFY asking for it
    # is closed with 4014, as Discord does
    content_refused: bool = False
    created: dict[int, dict] = field(default_factory=dict)  # the bot's messages, by id
    poll_votes: dict[int, list[int]] = field(default_factory=dict)  # poll message -> counts
    ended_polls: list[int] = field(default_factory=list)  # polls the bot ended

    def __post_init__(self) -> None:
        self._last_id = 0  # ids are snowflakes of now, as Discord's are (read by their time)
        self._seq = 0
        self._connections: list[Connection] = []
        # every dispatch (seq, event, data, guild), replayed to a session that resumes
        self._dispatched: list[tuple[int, str, Any, int | None]] = []
        self._sessions: dict[str, Connection] = {}  # session id -> its latest connection
        # session id -> (shard id, shard count, the sequence its READY took), for ``lost``
        self._began: dict[str, tuple[int, int, int]] = {}
        self._confirmed: dict[str, int] = {}  # session id -> the last sequence it said it saw
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self._uploads: dict[str, bytes] = {}  # attachment id -> its bytes, served as a CDN
        self._asked_in: dict[str, int] = {}  # interaction id -> its channel

    @property
    def api(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def new_id(self) -> int:
        """A snowflake of now (later than every earlier one)."""
        now = (int(time.time() * 1000) - 1_420_070_400_000) << 22
        self._last_id = max(self._last_id + 1, now)
        return self._last_id

    # -- waiting -----------------------------------------------------------------------

    async def wait_for(self, predicate, timeout: float = 20.0) -> Any:
        """Until ``predicate()`` is truthy (checked after every request or socket event);
        ``timeout`` is the bound on a quiet machine, stretched on a busy one (``stretched``)."""

        async def check() -> Any:
            async with self._changed:
                while not (result := predicate()):
                    await self._changed.wait()
                return result

        return await asyncio.wait_for(check(), stretched(timeout))

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def connected(self, timeout: float = 60.0) -> None:
        await self.wait_for(lambda: any(c.live for c in self._connections), timeout)

    def live_shards(self) -> set[tuple[int, int]]:
        return {c.shard for c in self._connections if c.live}

    def identify_violations(self) -> list[tuple[float, int, int]]:
        """IDENTIFYs that broke the bucket rule: (time, shard, the shard it came too soon
        after), bucket = shard id % max_concurrency."""
        last: dict[int, tuple[float, int]] = {}
        broken = []
        for at, shard in sorted(self.identified_at):
            bucket = shard % self.max_concurrency
            if bucket in last and at - last[bucket][0] < self.identify_window:
                broken.append((at, shard, last[bucket][1]))
            last[bucket] = (at, shard)
        return broken

    # -- what the bot sent ------------------------------------------------------------

    def posts(self, channel_id: int | None = None) -> list[dict]:
        """Messages the bot created (200s only), optionally in one channel."""
        wanted = None if channel_id is None else f"/channels/{channel_id}/messages"
        return [
            {**r.body, "_channel": int(r.path.split("/")[2])}
            for r in self.requests
            if r.method == "POST"
            and r.status == 200
            and r.path.endswith("/messages")
            and r.path.startswith("/channels/")
            and wanted in (None, r.path)
        ]

    def reactions(self) -> list[str]:
        return [r.path for r in self.requests if r.method == "PUT" and "/reactions/" in r.path]

    def callbacks(self, interaction_id: int) -> list[dict]:
        return [
            r.body
            for r in self.requests
            if r.path.startswith(f"/interactions/{interaction_id}/") and r.method == "POST"
        ]

    def followups(self, token: str) -> list[dict]:
        return [
            r.body
            for r in self.requests
            if r.path.startswith(f"/webhooks/{APP_ID}/{token}") and r.method in ("POST", "PATCH")
        ]

    def guild_of(self, channel_id: int) -> int:
        return next(g for g, chans in self.guilds.items() if channel_id in chans)
