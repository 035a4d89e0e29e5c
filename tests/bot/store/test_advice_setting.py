"""``/settings advice`` kept on both backends: a server's choice, and every channel of the
server reading it with its settings."""

from __future__ import annotations

from bot.settings import Settings, SQLSettings
from bot.store import Store


async def test_the_advice_setting_round_trips_and_reaches_the_channels(any_store: Store):
    stored = SQLSettings(any_store)
    assert (await stored.guild_settings(7)).advice == "familiar"  # the default
    assert (await stored.settings(701, 7)).familiar
    reply = await Settings(stored).change(7, {"advice": "best"})
    assert "best guess first" in reply.lines[0]
    assert (await stored.guild_settings(7)).advice == "best"
    assert not (await stored.settings(701, 7)).familiar
    assert (await stored.settings(801, 8)).familiar  # another server's stays the default
    await stored.set_guild_setting(7, "advice", "familiar")
    assert (await stored.settings(701, 7)).familiar


async def test_an_unknown_advice_is_refused_and_changes_nothing(any_store: Store):
    stored = SQLSettings(any_store)
    reply = await Settings(stored).change(7, {"advice": "rare"})
    assert reply.tone == "error" and "familiar, best" in "\n".join([reply.title, *reply.lines])
    assert (await stored.guild_settings(7)).advice == "familiar"
