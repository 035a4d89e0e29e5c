"""What the loopback Discord sends and the bot reads: its ids and flags, a user, a guild, a
message as the gateway sends it, and what a message shows (``shown_text``) or withholds."""

from __future__ import annotations

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
