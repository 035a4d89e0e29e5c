"""Start the bot's usual entry point (``python -m bot``) against the local Discord.

Only discord.py's two addresses change, both class attributes: the REST base (which
webhooks and interaction callbacks share) and the gateway URL.  Nothing in bot/ knows.
    FAKE_DISCORD_API=http://127.0.0.1:P/api/v10 FAKE_DISCORD_GATEWAY=ws://127.0.0.1:P/gateway \\
    DISCORD_TOKEN=x python tests/e2e/launch.py
"""

from __future__ import annotations

import os
import sys

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

Route.BASE = os.environ["FAKE_DISCORD_API"]
DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKE_DISCORD_GATEWAY"])

from bot.__main__ import main  # noqa: E402 - after the addresses are set

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))  # nothing: the bot; `cluster …`: its launcher
