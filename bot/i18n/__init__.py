"""The language replies speak: English by default and as the fallback, Portuguese, Spanish
and German from one translation table (``_table.py``; the commands' in ``_commands.py``).

A request speaks the server's language: its ``/settings language``, else the locale
Discord gives (the server's preferred locale, or the interaction's), else English
(``speak``, set where a request reads its server's settings).  Reply text passes through
``t``: an English template, its values, and the table's translation of the template where
the request speaks another language and the table has one.  No discord import: the fronts
read Discord's locale and hand it in; ``bot/fronts/translator.py`` names the commands.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any

from bot.i18n._commands import COMMANDS, DESCRIPTIONS
from bot.i18n._table import TABLE

__all__ = [
    "COMMANDS",
    "DESCRIPTIONS",
    "ENGLISH",
    "LANGUAGES",
    "NAMES",
    "TABLE",
    "language_of",
    "speak",
    "speaking",
    "t",
]

ENGLISH = "en"
LANGUAGES = ("pt", "es", "de")  # those the table translates into, besides English
NAMES = {"en": "English", "pt": "Português", "es": "Español", "de": "Deutsch"}
# Discord's locales (discord.Locale values) whose language the table speaks
_LOCALES = {"pt-BR": "pt", "es-ES": "es", "es-419": "es", "de": "de"}

_SPEAKING: ContextVar[str] = ContextVar("speaking", default=ENGLISH)


def language_of(locale: str | None) -> str:
    """The language a Discord locale asks for, where the table speaks it; else English."""
    if not locale:
        return ENGLISH
    return _LOCALES.get(str(locale), _LOCALES.get(str(locale).split("-")[0], ENGLISH))


def speak(language: str) -> None:
    """This request's replies speak ``language`` from here on."""
    _SPEAKING.set(language if language in LANGUAGES else ENGLISH)


def speaking() -> str:
    return _SPEAKING.get()


def t(template: str, /, **values: Any) -> str:
    """``template`` in this request's language, its ``{names}`` filled from ``values``;
    English where the table has no translation."""
    language = _SPEAKING.get()
    if language != ENGLISH:
        template = TABLE.get(template, {}).get(language, template)
    return template.format(**values) if values else template
