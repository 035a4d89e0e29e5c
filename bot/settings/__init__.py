"""Server settings (``/settings``): where the bot listens, how it answers a paste, the
defaults a server's channels start from, its time zone and daily summary.

- ``_commands``: ``/settings`` and ``/colours``, their options;
- ``_settings``: reading them (briefly kept) and changing them, and a reply's style;
- ``_store``: its store role, ``SettingsStore``, and its SQL on both backends, ``SQLSettings``;
- ``_values``: what an admin types, read; ``_replies``: what /settings says.
"""

from bot.settings._commands import SETTINGS_COMMANDS, Setting
from bot.settings._replies import STYLES
from bot.settings._settings import Settings, styled
from bot.settings._store import SettingsStore, SQLSettings

__all__ = [
    "SETTINGS_COMMANDS",
    "STYLES",
    "SQLSettings",
    "Setting",
    "Settings",
    "SettingsStore",
    "styled",
]
