"""Start the bot's usual entry point (``python -m bot``) against the local Discord.

Only discord.py's two addresses change, both class attributes: the REST base (which
webhooks and interaction callbacks share) and the gateway URL.  Nothing in bot/ knows.
With FAKE_IDENTIFY_WINDOW, the IDENTIFY bucket rule's window is the local Discord's
(shorter than Discord's 5 s, which a restart would wait out).
With FAKE_CLOCK_FILE, the service's clock reads the time from that file (the daily
summary's tests move it on without waiting for a day), the daily jobs and the votes look
often, and each of their ticks that ran through at one time appends ``PID LABEL TIME`` to
the file beside it (``….ticks``).
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

if "FAKE_IDENTIFY_WINDOW" in os.environ:  # the local Discord's bucket rule, shorter than 5 s
    import bot.ops.client

    bot.ops.client.IDENTIFY_WINDOW = float(os.environ["FAKE_IDENTIFY_WINDOW"])
    bot.ops.client.IDENTIFY_SPACING = bot.ops.client.IDENTIFY_WINDOW + 1.0

if "FAKE_CLOCK_FILE" in os.environ:  # the tests' clock: a file holding a timestamp
    from pathlib import Path

    import bot.ops.client
    from bot.fronts.ticking import Ticking
    from bot.service import Huddle

    clock = Path(os.environ["FAKE_CLOCK_FILE"])
    ticks = clock.with_name(clock.name + ".ticks")
    bot.ops.client.CLOCK = lambda: float(clock.read_text())
    loading = Ticking.cog_load

    async def look_often(self: Ticking) -> None:
        """Each ticking cog (the daily jobs, the votes) looks often, and each of its ticks
        that ran through at one time says so in ``….ticks``: a test waits for that rather
        than for a while.  Set on the cog itself: the bot loads its cogs' modules afresh
        (``load_extension``), so their module constants are not this process's to set."""
        ticking = self.tick

        async def tick(huddle: Huddle) -> None:
            seen = clock.read_text()
            await ticking(huddle)
            if clock.read_text() == seen:
                with ticks.open("a") as out:
                    out.write(f"{os.getpid()} {self.label} {seen}\n")

        self.seconds = lambda: 0.2  # type: ignore[method-assign]
        self.tick = tick  # type: ignore[method-assign]
        await loading(self)

    Ticking.cog_load = look_often  # type: ignore[method-assign]

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))  # nothing: the bot; `cluster …`: its launcher
