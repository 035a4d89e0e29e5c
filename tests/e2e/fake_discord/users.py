"""What users do on the loopback Discord: say, edit and delete messages, use slash and
message commands, press buttons, submit modals; each kept in the channel's history and
sent over the gateway as Discord would."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.e2e.fake_discord.gateway import Gateway
from tests.e2e.fake_discord.payloads import (
    ALL_PERMISSIONS,
    APP_ID,
    BOT_USER,
    MEMBER_PERMISSIONS,
    TIMESTAMP,
    message_payload,
)
from tests.e2e.fake_discord.rest import Rest


class Users(Gateway, Rest):
    """The players' side: each action an event the bot gets."""

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
