"""The loopback Discord's REST routes: what the bot reads and sends over HTTP, each request
recorded and answered as Discord would (history pages, message posts, interaction
callbacks, followups, command sync, a rate limit when a test asks for one)."""

from __future__ import annotations

import asyncio
import email
import email.policy
import functools
import json
from typing import Any

from aiohttp import web

from tests.e2e.fake_discord.payloads import APP_ID, BOT_USER, EPHEMERAL, TIMESTAMP, user
from tests.e2e.fake_discord.state import Recorded, State


class Rest(State):
    """The REST routes and the messages they create."""

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

    async def _attachment(self, request: web.Request) -> web.Response:
        return web.Response(body=self._uploads[request.match_info["id"]])


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
