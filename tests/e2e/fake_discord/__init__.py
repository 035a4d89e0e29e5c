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

from tests.e2e.fake_discord.payloads import (
    ALL_PERMISSIONS,
    APP_ID,
    BOT_ID,
    BOT_USER,
    COMPONENTS_V2,
    EPHEMERAL,
    MEMBER_PERMISSIONS,
    MESSAGE_CONTENT_INTENT,
    TIMESTAMP,
    guild,
    message_payload,
    shown_text,
    user,
    withheld,
)
from tests.e2e.fake_discord.server import FakeDiscord
from tests.e2e.fake_discord.state import IDENTIFY_WINDOW, Connection, Recorded, shard_of

__all__ = [
    "ALL_PERMISSIONS",
    "APP_ID",
    "BOT_ID",
    "BOT_USER",
    "COMPONENTS_V2",
    "EPHEMERAL",
    "IDENTIFY_WINDOW",
    "MEMBER_PERMISSIONS",
    "MESSAGE_CONTENT_INTENT",
    "TIMESTAMP",
    "Connection",
    "FakeDiscord",
    "Recorded",
    "guild",
    "message_payload",
    "shard_of",
    "shown_text",
    "user",
    "withheld",
]
