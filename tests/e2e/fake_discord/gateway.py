"""The loopback Discord's gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats and
ACKs, RESUME -> the session's missed dispatches replayed, then RESUMED, zlib-stream
compression as Discord does it, and dispatch of whatever a test sends, each to the shard
that owns its guild."""

from __future__ import annotations

import json
import time
import zlib
from typing import Any

from aiohttp import WSMsgType, web

from tests.e2e.fake_discord.payloads import (
    APP_ID,
    BOT_USER,
    MESSAGE_CONTENT_INTENT,
    guild,
    withheld,
)
from tests.e2e.fake_discord.state import Connection, State, shard_of


class Gateway(State):
    """The gateway's sockets and sessions."""

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
