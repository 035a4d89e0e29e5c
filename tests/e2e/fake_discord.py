"""A small Discord on loopback: enough of the v10 REST API and gateway for the real bot.

The unmodified bot (real discord.py) is started by ``launch.py`` with discord.py's REST
base and gateway URL pointed here.  Everything it sends is recorded, so tests assert on
what users would see: message bodies, embeds, flags, allowed_mentions, reactions.

Gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats and ACKs, RESUME -> the
session's missed dispatches replayed, then RESUMED,
zlib-stream compression as Discord does it, and dispatch of whatever a test sends.
Shards as Discord routes them: a connection identifies as ``shard: [id, count]`` and gets
only the guilds with ``(guild_id >> 22) % count == id`` (DMs go to shard 0); /gateway/bot
recommends a count and a ``max_concurrency``; an unsharded connection holding more guilds
than ``unsharded_limit`` is closed with 4011; IDENTIFYs are timed so a test can check the
5-second bucket rule across processes.
Faults: answer the next message posts with 429, close the socket, send junk.
"""

from __future__ import annotations

import asyncio
import email
import email.policy
import functools
import json
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.e2e import api_spec
from tests.e2e.waiting import stretched

BOT_ID = 900_000_000_000_000_001
APP_ID = BOT_ID
BOT_USER = {
    "id": str(BOT_ID),
    "username": "huddle",
    "global_name": "Huddle",
    "discriminator": "0",
    "avatar": None,
    "bot": True,
}
TIMESTAMP = "2026-11-21T10:00:00.000000+00:00"
EPHEMERAL = 64
MESSAGE_CONTENT_INTENT = 1 << 15
COMPONENTS_V2 = 1 << 15


ALL_PERMISSIONS = 2147483647
MEMBER_PERMISSIONS = 0x400 | 0x800 | 0x10000 | 0x80000000  # view, send, history, app commands


def user(user_id: int, name: str) -> dict:
    return {
        "id": str(user_id),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": None,
    }


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
class FakeDiscord:
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

    # -- lifecycle ---------------------------------------------------------------------

    async def start(self) -> FakeDiscord:
        app = web.Application()
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        app.router.add_get("/attachments/{id}/{name}", self._attachment)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def stop(self) -> None:
        """Close, then check every request the bot sent against Discord's API
        description (tests/e2e/api_spec.py)."""
        for conn in list(self._connections):
            await conn.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
            rejected = api_spec.problems(self.requests)
            assert not rejected, "requests Discord's API description rejects:\n" + "\n".join(
                rejected[:20]
            )

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

    # -- what users do ----------------------------------------------------------------

    def guild_of(self, channel_id: int) -> int:
        return next(g for g, chans in self.guilds.items() if channel_id in chans)

    def message_payload(self, channel_id: int, author: dict, content: str, mid: int) -> dict:
        return message_payload(mid, channel_id, self.guild_of(channel_id), author, content)

    async def say(self, channel_id: int, author: dict, content: str, mid: int = 0) -> int:
        """A message in the channel: kept in its history, and sent to the shard that owns
        the guild if one is connected (else only the history has it)."""
        payload = self.message_payload(channel_id, author, content, mid or self.new_id())
        return await self.post_message(payload)

    async def post_message(self, payload: dict, live: bool = True) -> int:
        """Any message payload (another bot's, an app's), kept in its channel's history and,
        when ``live``, sent as MESSAGE_CREATE."""
        self.history.setdefault(int(payload["channel_id"]), []).append(payload)
        if live:
            await self.dispatch("MESSAGE_CREATE", payload)
        return int(payload["id"])

    async def edit(self, channel_id: int, author: dict, mid: int, content: str) -> None:
        data = self.message_payload(channel_id, author, content, mid)
        data["edited_timestamp"] = TIMESTAMP
        await self.dispatch("MESSAGE_UPDATE", data)

    async def delete(self, channel_id: int, mid: int) -> None:
        """The message leaves its channel's history, and the shard is told if connected."""
        kept = self.history.get(channel_id, [])
        self.history[channel_id] = [m for m in kept if int(m["id"]) != mid]
        await self.dispatch(
            "MESSAGE_DELETE",
            {
                "id": str(mid),
                "channel_id": str(channel_id),
                "guild_id": str(self.guild_of(channel_id)),
            },
        )

    async def slash(
        self,
        channel_id: int,
        author: dict,
        name: str,
        focused: str = "",
        permissions: int = ALL_PERMISSIONS,
        group_chat: bool = False,
        **options: Any,
    ) -> tuple[int, str]:
        """Send INTERACTION_CREATE for /name (an autocomplete request when ``focused``
        names the option being typed) from a member with ``permissions`` in the channel;
        ``group_chat``: from a user install in a group DM the bot is not in (no guild, no
        member, the user as the integration's owner).  Returns (interaction id, token)."""
        kinds = {bool: 5, int: 4, str: 3}
        data = {
            "id": str(self.new_id()),
            "name": name,
            "type": 1,
            "options": [
                {"name": k, "type": kinds[type(v)], "value": v}
                | ({"focused": True} if k == focused else {})
                for k, v in options.items()
            ],
        }
        kind = 4 if focused else 2
        return await self._interaction(kind, channel_id, author, data, permissions, group_chat)

    async def slash_with_files(
        self, channel_id: int, author: dict, name: str, files: dict[str, tuple[str, bytes]]
    ) -> tuple[int, str]:
        """/name with file options (type 11), as Discord sends them: each option's value is
        an attachment id, resolved in the data, its bytes at its URL (served here)."""
        options, resolved = [], {}
        for option, (filename, data) in files.items():
            aid = str(self.new_id())
            self._uploads[aid] = data
            options.append({"name": option, "type": 11, "value": aid})
            resolved[aid] = {
                "id": aid,
                "filename": filename,
                "size": len(data),
                "url": f"http://127.0.0.1:{self.port}/attachments/{aid}/{filename}",
                "proxy_url": f"http://127.0.0.1:{self.port}/attachments/{aid}/{filename}",
                "content_type": "text/plain; charset=utf-8",
            }
        data = {
            "id": str(self.new_id()),
            "name": name,
            "type": 1,
            "options": options,
            "resolved": {"attachments": resolved},
        }
        return await self._interaction(2, channel_id, author, data, ALL_PERMISSIONS)

    async def _attachment(self, request: web.Request) -> web.Response:
        return web.Response(body=self._uploads[request.match_info["id"]])

    async def message_command(
        self, channel_id: int, author: dict, name: str, target: dict
    ) -> tuple[int, str]:
        """A message command (right-click → Apps → ``name``) used on ``target``: Discord
        sends the message whole in the data, whatever the bot's intents."""
        data = {
            "id": str(self.new_id()),
            "name": name,
            "type": 3,
            "target_id": target["id"],
            "resolved": {"messages": {target["id"]: target}},
        }
        return await self._interaction(2, channel_id, author, data)

    async def press(
        self, post: dict, author: dict, custom_id: str, permissions: int = MEMBER_PERMISSIONS
    ) -> tuple[int, str]:
        """A button on one of the bot's posts pressed (a component interaction, type 3),
        as Discord sends it: the custom id, the message the button sits on, and what the
        presser may do in its channel."""
        channel_id = post["_channel"]
        message = self._created(channel_id, BOT_USER, post)
        message["components"] = post.get("components", [])
        data = {"custom_id": custom_id, "component_type": 2}
        return await self._interaction(3, channel_id, author, data, permissions, message=message)

    async def submit(
        self, channel_id: int, author: dict, custom_id: str, fields: dict[str, str]
    ) -> tuple[int, str]:
        """A modal the bot showed, filled in and submitted (type 5)."""
        rows = [
            {"type": 1, "components": [{"type": 4, "custom_id": k, "value": v}]}
            for k, v in fields.items()
        ]
        data = {"custom_id": custom_id, "components": rows}
        return await self._interaction(5, channel_id, author, data)

    async def _interaction(
        self,
        kind: int,
        channel_id: int,
        author: dict,
        data: dict,
        permissions: int = MEMBER_PERMISSIONS,
        group_chat: bool = False,
        **more: Any,
    ) -> tuple[int, str]:
        """INTERACTION_CREATE of ``kind`` from ``author`` in the channel (``_asked_from``);
        returns (interaction id, token)."""
        iid = self.new_id()
        payload = {
            "id": str(iid),
            "application_id": str(APP_ID),
            "type": kind,
            "token": f"tok{iid}",
            "version": 1,
            "channel_id": str(channel_id),
            "data": data,
            "attachment_size_limit": 10_485_760,
            "locale": "en-US",
            "entitlements": [],
            **more,
        }
        payload |= self._asked_from(channel_id, author, permissions, group_chat)
        self._asked_in[str(iid)] = channel_id
        await self.dispatch("INTERACTION_CREATE", payload)
        return iid, f"tok{iid}"

    def _asked_from(
        self, channel_id: int, author: dict, permissions: int, group_chat: bool
    ) -> dict[str, Any]:
        """Where an interaction comes from: a guild member in the channel, or a user
        install's group chat."""
        if group_chat:
            return {
                "channel": {"id": str(channel_id), "type": 3},  # a group DM
                "user": author,
                "app_permissions": "0",
                "authorizing_integration_owners": {"1": author["id"]},
                "context": 2,
            }
        guild_id = self.guild_of(channel_id)
        return {
            "guild_id": str(guild_id),
            "channel": {"id": str(channel_id), "type": 0, "guild_id": str(guild_id)},
            "member": {
                "user": author,
                "roles": [],
                "permissions": str(permissions),
                "joined_at": TIMESTAMP,
                "deaf": False,
                "mute": False,
                "flags": 0,
            },
            "app_permissions": "2147483647",
            "guild_locale": self.locales.get(guild_id, "en-US"),
            "authorizing_integration_owners": {"0": str(guild_id)},
            "context": 0,
        }

    # -- gateway -----------------------------------------------------------------------

    async def dispatch(self, event: str, data: Any) -> None:
        """To the connection of the shard that owns the event's guild (DMs: shard 0)."""
        self._seq += 1
        guild_id = (
            int(data["guild_id"]) if isinstance(data, dict) and data.get("guild_id") else None
        )
        self._dispatched.append((self._seq, event, data, guild_id))
        for conn in [c for c in self._connections if c.live and c.owns(guild_id)]:
            await self._deliver(conn, self._seq, event, data)

    async def _deliver(self, conn: Connection, seq: int, event: str, data: Any) -> None:
        """One dispatch to one connection.  A socket already closing takes nothing, as
        Discord's would: the session has it again when it resumes (``_resume``)."""
        seen = data
        if event in ("MESSAGE_CREATE", "MESSAGE_UPDATE") and not conn.reads_content:
            seen = withheld(data)
        try:
            await self._send(conn, {"op": 0, "t": event, "s": seq, "d": seen})
        except ConnectionResetError:
            conn.live = False

    async def _resume(self, conn: Connection, asked: dict) -> None:
        """RESUME: the session's shard and intents again, every dispatch it owns after the
        last one it saw (``seq``) replayed in order, then RESUMED, as Discord does: a bot
        whose socket closed (a heartbeat blocked on a busy machine) misses nothing."""
        self.resumes.append(asked)
        conn.session_id = asked["session_id"]
        self._saw(conn.session_id, asked.get("seq"))
        if (before := self._sessions.get(conn.session_id)) is not None:
            conn.shard, conn.reads_content = before.shard, before.reads_content
        self._sessions[conn.session_id] = conn
        conn.live = True
        seen = asked.get("seq") or 0
        for seq, event, data, guild_id in self._dispatched:
            if seq > seen and conn.owns(guild_id):
                await self._deliver(conn, seq, event, data)
        self._seq += 1
        await self._send(conn, {"op": 0, "t": "RESUMED", "s": self._seq, "d": {}})

    def _saw(self, session_id: str, seq: Any) -> None:
        """A heartbeat's or RESUME's sequence: the session saw every dispatch up to it."""
        if isinstance(seq, int):
            self._confirmed[session_id] = max(self._confirmed.get(session_id, 0), seq)

    def lost(self, mid: int) -> bool:
        """Whether the bot's session lost message ``mid``: a new session of the shard that
        owns its guild began after it (IDENTIFY: a RESUME timed out on a starved machine,
        discord.py's own 60 s), and no session before said it saw it.  Discord replays
        nothing to a new session, so the message is gone as it would be there."""
        seq, guild_id = next(
            (s, g)
            for s, event, data, g in self._dispatched
            if event == "MESSAGE_CREATE" and int(data["id"]) == mid
        )
        owning = [
            (sid, began)
            for sid, (shard_id, count, began) in self._began.items()
            if shard_id == (0 if guild_id is None else shard_of(guild_id, count))
        ]
        newer = any(began > seq for _, began in owning)
        seen = any(self._confirmed.get(sid, 0) >= seq for sid, began in owning if began < seq)
        return newer and not seen

    async def say_answered(
        self,
        channel_id: int,
        author: dict,
        content: str,
        answered: Callable[[], Any],
        timeout: float = 20.0,
    ) -> Any:
        """``content`` said, and the wait until ``answered()`` is truthy; said once more if
        the wait ran out and the bot's session had lost it (``lost``), as a player whose
        message got no answer would: on a busy machine the bot may not run for a minute.
        Only then: a channel with a game catches up on what it missed from the history."""
        mid = await self.say(channel_id, author, content)
        try:
            return await self.wait_for(answered, timeout)
        except TimeoutError:
            if not self.lost(mid):
                raise
        await self.say(channel_id, author, content)
        return await self.wait_for(answered, timeout)

    async def send_raw(self, payload: Any) -> None:
        """Anything at all, to every live connection (malformed-payload tests)."""
        for conn in [c for c in self._connections if c.live]:
            await self._send(conn, payload)

    async def drop_connections(self, code: int = 4000) -> None:
        """Close every gateway socket, as Discord does when it restarts a node."""
        for conn in list(self._connections):
            conn.live = False
            await conn.ws.close(code=code)

    async def _send(self, conn: Connection, payload: Any) -> None:
        text = json.dumps(payload)
        if conn.compressor is None:
            await conn.ws.send_str(text)
        else:
            data = conn.compressor.compress(text.encode()) + conn.compressor.flush(
                zlib.Z_SYNC_FLUSH
            )
            await conn.ws.send_bytes(data)

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if self.refusing:
            self.refused += 1
            await self._notify()
            return web.Response(status=503)
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        compress = request.query.get("compress") == "zlib-stream"
        conn = Connection(ws, zlib.compressobj() if compress else None)
        self._connections.append(conn)
        await self._send(conn, {"op": 10, "d": {"heartbeat_interval": self.heartbeat_ms}})
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                payload = json.loads(msg.data)
                await self._on_op(conn, payload)
        finally:
            if conn.live and ws.close_code is not None:  # the bot closed it, not we
                self.client_closes.append(ws.close_code)
            conn.live = False
            if conn in self._connections:
                self._connections.remove(conn)
            await self._notify()
        return ws

    async def _on_op(self, conn: Connection, payload: dict) -> None:
        op = payload.get("op")
        if op == 1:
            self.heartbeats += 1
            self._saw(conn.session_id, payload.get("d"))
            await self._send(conn, {"op": 11})
        elif op == 2:
            self.identifies.append(payload["d"])
            shard_id, count = payload["d"].get("shard") or (0, 1)
            conn.shard = (int(shard_id), int(count))
            conn.reads_content = bool(int(payload["d"]["intents"]) & MESSAGE_CONTENT_INTENT)
            if conn.reads_content and self.content_refused:
                await conn.ws.close(code=4014, message=b"Disallowed intent(s).")
                return
            self.identified_at.append((time.monotonic(), conn.shard[0]))
            mine = {g: c for g, c in self.guilds.items() if conn.owns(g)}
            if count == 1 and self.unsharded_limit is not None and len(mine) > self.unsharded_limit:
                await conn.ws.close(code=4011, message=b"Sharding required.")
                return
            conn.session_id = f"session-{len(self.identifies)}"
            self._sessions[conn.session_id] = conn
            conn.live = True
            self._seq += 1
            self._began[conn.session_id] = (*conn.shard, self._seq)
            await self._send(
                conn,
                {
                    "op": 0,
                    "t": "READY",
                    "s": self._seq,
                    "d": {
                        "v": 10,
                        "user": BOT_USER,
                        "guilds": [{"id": str(g), "unavailable": True} for g in mine],
                        "session_id": conn.session_id,
                        "resume_gateway_url": self.gateway,
                        "shard": list(conn.shard),
                        "application": {"id": str(APP_ID), "flags": 0},
                    },
                },
            )
            for guild_id, channels in mine.items():
                self._seq += 1
                await self._send(
                    conn,
                    {
                        "op": 0,
                        "t": "GUILD_CREATE",
                        "s": self._seq,
                        "d": guild(guild_id, channels, self.locales.get(guild_id, "en-US")),
                    },
                )
        elif op == 8:  # request guild members: a search by name, answered in one chunk
            asked = payload["d"]
            self.member_queries.append(asked)
            guild_id = int(asked["guild_id"])
            query = str(asked.get("query") or "").casefold()
            found = [
                m
                for m in self.members.get(guild_id, [])
                if (m.get("nick") or "").casefold().startswith(query)
                or m["user"]["username"].casefold().startswith(query)
                or (m["user"].get("global_name") or "").casefold().startswith(query)
            ][: int(asked.get("limit") or 100)]
            self._seq += 1
            chunk = {
                "guild_id": str(guild_id),
                "members": found,
                "chunk_index": 0,
                "chunk_count": 1,
                "nonce": asked.get("nonce"),
            }
            await self._send(
                conn, {"op": 0, "t": "GUILD_MEMBERS_CHUNK", "s": self._seq, "d": chunk}
            )
        elif op == 6:
            await self._resume(conn, payload["d"])
        await self._notify()

    # -- REST --------------------------------------------------------------------------

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body: Any = None
        if request.can_read_body:
            raw = await request.read()
            if request.content_type == "application/json" and raw:
                body = json.loads(raw)
            elif raw:
                body = await _multipart_json(request, raw)
        if request.method == "GET" and path.endswith("/messages"):
            self.history_asked += 1
            if self.history_held_after is not None and self.history_asked > self.history_held_after:
                await self._notify()
                await self._history_released.wait()
            if self.history_delay:
                await self._notify()
                await asyncio.sleep(self.history_delay)  # a slow history page
        status, answer = self._answer(request.method, path, body, dict(request.query))
        self.requests.append(Recorded(request.method, path, body, status, dict(request.query)))
        await self._notify()
        if status == 429:
            return _json(
                {"message": "You are being rate limited.", "retry_after": 0.2, "global": False},
                429,
                {"Via": "1.1 google", "Retry-After": "1", "X-RateLimit-Scope": "user"},
            )
        if answer is None:
            return web.Response(status=status)
        return _json(answer, status)

    def _answer(
        self, method: str, path: str, body: Any, query: dict[str, str] | None = None
    ) -> tuple[int, Any]:
        parts = path.strip("/").split("/")
        if parts[0] == "channels" and parts[-1] == "messages" and method == "GET":
            return 200, self._history(int(parts[1]), query or {})
        if parts[0] == "channels" and parts[2:3] == ["messages"] and method == "GET":
            found = self.created.get(int(parts[3]))
            return (
                (404, {"message": "Unknown Message", "code": 10008})
                if found is None
                else (
                    200,
                    self._with_results(found),
                )
            )
        if parts[0] == "channels" and parts[2:3] == ["polls"] and parts[-1] == "expire":
            self.ended_polls.append(int(parts[3]))
            return 200, self._with_results(self.created[int(parts[3])])
        if path == "/users/@me":
            if self.bad_token:
                return 401, {"message": "401: Unauthorized", "code": 0}
            return 200, BOT_USER
        if path == "/oauth2/applications/@me":
            return 200, {
                "id": str(APP_ID),
                "name": "huddle",
                "icon": None,
                "description": "",
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": user(1, "owner"),
                "verify_key": "0",
                "flags": 0,
            }
        if path in ("/gateway", "/gateway/bot"):
            return 200, {
                "url": self.gateway,
                "shards": self.shards,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 999,
                    "reset_after": 0,
                    "max_concurrency": self.max_concurrency,
                },
            }
        if parts[0] == "channels" and parts[-1] == "messages" and method == "POST":
            if self.rate_limit_posts > 0:
                self.rate_limit_posts -= 1
                return 429, None
            author = BOT_USER
            return 200, self._created(int(parts[1]), author, body or {})
        if parts[0] == "channels" and "reactions" in parts:
            return 204, None
        if parts[0] == "channels" and method in ("PATCH", "DELETE"):
            return (
                (200, self._created(int(parts[1]), BOT_USER, body or {}))
                if method == "PATCH"
                else (204, None)
            )
        if parts[0] == "interactions" and parts[-1] == "callback":
            return 200, self._callback(int(parts[1]), body or {})
        if parts[0] == "webhooks":  # an interaction's followup: in the interaction's channel
            channel = self._asked_in.get(parts[2].removeprefix("tok"), 0)
            return 200, self._created(channel, BOT_USER, body or {})
        if parts[0] == "applications" and method == "PUT":
            return 200, [
                # a message command has no description: Discord answers with an empty one
                {
                    "description": "",
                    **c,
                    "id": str(self.new_id()),
                    "application_id": str(APP_ID),
                    "version": "1",
                }
                for c in body or []
            ]
        return 404, {"message": "Unknown route", "code": 0}

    @functools.cached_property
    def _history_released(self) -> asyncio.Event:
        return asyncio.Event()

    def release_history(self) -> None:
        """Answer the history pages held (``history_held_after``) and every later one."""
        self.history_held_after = None
        self._history_released.set()

    def _history(self, channel_id: int, query: dict[str, str]) -> list[dict]:
        """Discord's history page: the messages after ``after`` (the oldest ``limit`` of
        them) or before ``before`` (the newest), newest first either way."""
        self.history_reads += 1
        kept = sorted(self.history.get(channel_id, []), key=lambda m: int(m["id"]))
        limit = min(100, int(query.get("limit", 50)))
        if "after" in query:
            page = [m for m in kept if int(m["id"]) > int(query["after"])][:limit]
        else:
            before = int(query.get("before", 1 << 63))
            page = [m for m in kept if int(m["id"]) < before][-limit:]
        return list(reversed(page))

    def _created(self, channel_id: int, author: dict, body: dict) -> dict:
        payload = {
            "id": str(self.new_id()),
            "channel_id": str(channel_id),
            "author": author,
            "content": body.get("content") or "",
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "pinned": False,
            "type": 0,
            "flags": body.get("flags", 0),
        }
        if body.get("poll"):  # as Discord answers: each answer numbered, results once voted
            poll = body["poll"]
            payload["poll"] = {
                "question": poll["question"],
                "answers": [
                    {"answer_id": n, "poll_media": a["poll_media"]}
                    for n, a in enumerate(poll["answers"], 1)
                ],
                "expiry": TIMESTAMP,
                "allow_multiselect": poll.get("allow_multiselect", False),
                "layout_type": poll.get("layout_type", 1),
            }
        if channel_id and channel_id in {c for chans in self.guilds.values() for c in chans}:
            payload["guild_id"] = str(self.guild_of(channel_id))
        self.created[int(payload["id"])] = payload
        return payload

    def _with_results(self, message: dict) -> dict:
        """A message with its poll's counts as a test set them (``poll_votes``)."""
        if "poll" not in message:
            return message
        counts = self.poll_votes.get(int(message["id"]), [])
        results = {
            "is_finalized": True,
            "answer_counts": [
                {"id": n, "count": c, "me_voted": False} for n, c in enumerate(counts, 1) if c
            ],
        }
        return {**message, "poll": {**message["poll"], "results": results}}

    def _callback(self, interaction_id: int, body: dict) -> dict:
        kind = body.get("type")
        data = body.get("data") or {}
        flags = data.get("flags", 0)
        out: dict = {
            "interaction": {
                "id": str(interaction_id),
                "type": 2,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(flags & EPHEMERAL),
            },
            "resource": {"type": kind},
        }
        if kind == 4:
            message = self._created(0, BOT_USER, data)
            out["interaction"]["response_message_id"] = message["id"]
            out["resource"]["message"] = message
        return out


def withheld(message: dict) -> dict:
    """A message as a bot without the Message Content intent gets it: in a server, from
    someone else, not mentioning the bot, its content, embeds, attachments and components
    are empty (Discord's rule; a reply to the bot mentions it unless the ping was off)."""
    mentioned = any(int(u["id"]) == BOT_ID for u in message.get("mentions", []))
    if not message.get("guild_id") or int(message["author"]["id"]) == BOT_ID or mentioned:
        return message
    return {**message, "content": "", "embeds": [], "attachments": [], "components": []}


def shown_text(body: dict) -> str:
    """The words a message the bot sent shows: its embed's title and description, or its
    Components V2 layout's text displays (a picture reply), in order."""
    if body.get("flags", 0) & COMPONENTS_V2:
        return "\n".join(c["content"] for c in _walk(body["components"]) if c["type"] == 10)
    (embed,) = body["embeds"]
    return embed.get("title", "") + "\n" + embed.get("description", "")


def _walk(components: list[dict]) -> list[dict]:
    return [c for top in components for c in [top, *_walk(top.get("components", []))]]


def message_payload(
    message_id: int, channel_id: int, guild_id: int, author: dict, content: str
) -> dict:
    """A guild message as the gateway sends it (MESSAGE_CREATE / MESSAGE_UPDATE data)."""
    return {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "guild_id": str(guild_id),
        "author": author,
        "member": {"roles": [], "joined_at": TIMESTAMP, "deaf": False, "mute": False, "flags": 0},
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": "@everyone" in content,
        "mentions": [BOT_USER] if f"<@{BOT_ID}>" in content else [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": False,
        "type": 0,
    }


def guild(guild_id: int, channels: list[int], locale: str = "en-US") -> dict:
    return {
        "id": str(guild_id),
        "name": f"guild {guild_id}",
        "unavailable": False,
        "owner_id": "1",
        "member_count": 60,
        "large": False,
        "joined_at": TIMESTAMP,
        "features": [],
        "emojis": [],
        "stickers": [],
        "roles": [
            {
                "id": str(guild_id),
                "name": "@everyone",
                "permissions": "2147483647",
                "position": 0,
                "color": 0,
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        ],
        "channels": [
            {
                "id": str(c),
                "type": 0,
                "name": f"wordle-{c}",
                "position": i,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
            }
            for i, c in enumerate(channels)
        ],
        "members": [],
        "threads": [],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "premium_tier": 0,
        "preferred_locale": locale,
        "system_channel_flags": 0,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
    }


def _json(data: Any, status: int = 200, headers: dict | None = None) -> web.Response:
    # discord.py decodes JSON only when Content-Type is exactly application/json
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json", **(headers or {})},
    )


async def _multipart_json(request: web.Request, raw: bytes) -> Any:
    """Messages with files come as multipart: their JSON is the payload_json part, and
    each file part is kept beside it (``_files``: name and bytes) for tests to decode."""
    header = f"Content-Type: {request.headers['Content-Type']}\r\n\r\n".encode()
    message = email.message_from_bytes(header + raw, policy=email.policy.HTTP)
    payload: Any = None
    files = []
    for part in message.iter_parts():  # type: ignore[attr-defined]
        name = part.get_param("name", header="content-disposition")
        body = part.get_payload(decode=True)
        if name == "payload_json":
            payload = json.loads(body)
        elif part.get_filename():
            files.append({"field": name, "filename": part.get_filename(), "data": body})
    if payload is not None and files:
        payload["_files"] = files
    return payload
