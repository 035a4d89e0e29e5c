"""The loopback Discord served: the gateway, the REST routes and the attachments on one
loopback port, and on stopping, every request the bot sent checked against Discord's API
description (``tests/e2e/api_spec.py``)."""

from __future__ import annotations

from aiohttp import web

from tests.e2e import api_spec
from tests.e2e.fake_discord.users import Users


class FakeDiscord(Users):
    """The loopback Discord a test starts, drives and reads."""

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
