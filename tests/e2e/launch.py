"""Start the bot's usual entry point (``python -m bot``) against the local Discord.

Only discord.py's two addresses change, both class attributes: the REST base (which
webhooks and interaction callbacks share) and the gateway URL.  Nothing in bot/ knows.
With FAKE_CLOCK_FILE, the service's clock reads the time from that file (the daily
summary's tests move it on without waiting for a day).
    FAKE_DISCORD_API=http://127.0.0.1:P/api/v10 FAKE_DISCORD_GATEWAY=ws://127.0.0.1:P/gateway \\
    DISCORD_TOKEN=x python tests/e2e/launch.py
"""

from __future__ import annotations

# ruff: noqa: E402 - as ``python -m bot`` does, the stop is caught before anything imports
from bot.ops.stopping import catch_stops

catch_stops()

import os
import sys

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

Route.BASE = os.environ["FAKE_DISCORD_API"]
DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKE_DISCORD_GATEWAY"])

from bot.__main__ import main  # after the addresses are set

if "FAKE_CLOCK_FILE" in os.environ:  # the tests' clock: a file holding a timestamp
    from pathlib import Path

    import bot.fronts.votes
    import bot.fronts.wordle_app
    import bot.ops.client

    clock = Path(os.environ["FAKE_CLOCK_FILE"])
    bot.ops.client.CLOCK = lambda: float(clock.read_text())
    bot.fronts.wordle_app.TICK_SECONDS = 0.2  # the daily jobs look often
    bot.fronts.votes.TICK_SECONDS = 0.2  # and so do the votes

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))  # nothing: the bot; `cluster …`: its launcher
