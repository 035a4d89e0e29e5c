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

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date
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
    "day",
    "language_of",
    "ordinal",
    "speak",
    "speaking",
    "speaking_in",
    "t",
    "tn",
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


@contextmanager
def speaking_in(language: str) -> Iterator[None]:
    """Speak ``language`` within the block only (outside any request: the commands'
    choices, translated when they sync)."""
    token = _SPEAKING.set(language if language in LANGUAGES else ENGLISH)
    try:
        yield
    finally:
        _SPEAKING.reset(token)


def t(template: str, /, **values: Any) -> str:
    """``template`` in this request's language, its ``{names}`` filled from ``values``;
    English where the table has no translation."""
    language = _SPEAKING.get()
    if language != ENGLISH:
        template = TABLE.get(template, {}).get(language, template)
    return template.format(**values) if values else template


def tn(one: str, many: str, /, count: int, **values: Any) -> str:
    """``one`` where ``count`` is 1, else ``many``, through ``t``: ``{count}`` is written
    with thousands separators, as every number in a reply."""
    return t(one if count == 1 else many, count=f"{count:,}", **values)


_MONTHS = {
    "en": "January February March April May June July August September October November December",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro "
    "dezembro",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre "
    "diciembre",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
}
_SHORT_MONTHS = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    "pt": "jan fev mar abr mai jun jul ago set out nov dez",
    "es": "ene feb mar abr may jun jul ago sept oct nov dic",
    "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.",
}
_DATES = {
    "en": "{d} {m} {y}",
    "pt": "{d} de {m} de {y}",
    "es": "{d} de {m} de {y}",
    "de": "{d}. {m} {y}",
}


def day(when: date, short: bool = False) -> str:
    """A date as this request's language writes it: "3 March 2025", "3 de março de 2025",
    "3. März 2025"; ``short``, with the month cut as in a one-line result ("3 Mar 2025")."""
    language = _SPEAKING.get()
    month = (_SHORT_MONTHS if short else _MONTHS)[language].split()[when.month - 1]
    form = "{d}. {m} {y}" if language == "de" else "{d} {m} {y}" if short else _DATES[language]
    return form.format(d=when.day, m=month, y=when.year)


_ORDINALS = {"pt": "{n}º", "es": "{n}.º", "de": "{n}."}


def ordinal(n: int) -> str:
    """A place as this request's language writes it: "2nd", "2º", "2.º", "2."."""
    language = _SPEAKING.get()
    if language in _ORDINALS:
        return _ORDINALS[language].format(n=n)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
