"""The language replies speak: English by default and as the fallback, Portuguese, Spanish
and German from gettext catalogs (``bot/locale/<locale>/LC_MESSAGES/huddle.po``, read by
``_catalogs``; how to edit one or add a language: docs/translating.md).

A request speaks the server's language: its ``/settings language``, else the locale
Discord gives (the server's preferred locale, or the interaction's), else English
(``speak``, set where a request reads its server's settings).  Reply text passes through
``t`` (gettext): an English template, its values, and the catalog's translation of the
template where the request speaks another language and the catalog has one; ``tn``
(ngettext) picks a count's form by the catalog's plural rule (CLDR's for its locale).
``pybabel extract`` finds the messages by these names (pyproject.toml ``[tool.babel]``).
No discord import: the fronts read Discord's locale and hand it in;
``bot/fronts/translator.py`` names the commands and their options (``command_name``,
``option_name``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from functools import lru_cache
from typing import Any

from bot.i18n._catalogs import CHOICE, COMMAND, LOCALES, OPTION, translations
from bot.numbers import LANGUAGE, number
from bot.numbers import day as cldr_day

__all__ = [
    "CHOICE",
    "COMMAND",
    "ENGLISH",
    "LANGUAGES",
    "NAMES",
    "OPTION",
    "choice_name",
    "command_name",
    "day",
    "language_of",
    "named_as_shown",
    "option_name",
    "ordinal",
    "speak",
    "speaking",
    "speaking_in",
    "t",
    "tn",
]

ENGLISH = "en"
LANGUAGES = tuple(LOCALES)  # those the catalogs translate into, besides English
# each language's name in itself, as running text writes it ("As respostas falam português"):
# Portuguese and Spanish write a language's name lowercase, German and English capitalised
NAMES = {"en": "English", "pt": "português", "es": "español", "de": "Deutsch"}
# Discord's locales (discord.Locale values) whose language a catalog speaks
_LOCALES = {"pt-BR": "pt", "es-ES": "es", "es-419": "es", "de": "de"}

_SPEAKING = LANGUAGE  # held by bot.numbers, which writes numbers and dates in it


def language_of(locale: str | None) -> str:
    """The language a Discord locale asks for, where a catalog speaks it; else English."""
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
    English where the catalog has no translation."""
    language = _SPEAKING.get()
    if template:  # gettext's "" is the catalog's header
        template = named_as_shown(translations(language).gettext(template), language)
    return template.format(**values) if values else template


def tn(one: str, many: str, count: int, /, **values: Any) -> str:
    """``count``'s form of a message (``one``, ``many``: its English forms) in this
    request's language, chosen by the catalog's plural rule (Portuguese says 0 in the
    singular; English where the catalog has no translation, by English's rule):
    ``{count}`` is written as the request's language writes numbers (``bot.numbers``),
    as every number in a reply, unless ``values`` write it otherwise (in bold)."""
    language = _SPEAKING.get()
    template = named_as_shown(translations(language).ngettext(one, many, count), language)
    return template.format(**{"count": number(count), **values})


def command_name(name: str) -> str:
    """A command's name (as typed in English) as this request's language names it
    (msgctxt "command": "hint" is /dica in Portuguese, "hint" elsewhere a word)."""
    return translations(_SPEAKING.get()).pgettext(COMMAND, name)


def choice_name(value: str) -> str:
    """An option's choice (its value, as the code and Discord send it) as this request's
    language shows it (msgctxt "choice": ``week`` is ``semana`` in Portuguese's picker and
    /help; the value sent stays ``week``)."""
    return translations(_SPEAKING.get()).pgettext(CHOICE, value)


def option_name(name: str) -> str:
    """A command option's name (as the code names it) as this request's language names it
    (msgctxt "option": Discord shows ``palavra`` for /why's ``word`` in Portuguese, and
    still sends the option under its own name)."""
    return translations(_SPEAKING.get()).pgettext(OPTION, name)


# a command a message names: in code with what is typed after it (`/new wordle length:6`),
# or in the text (use /settings), not in a path, a link or a score (4/6); and an option
# named in code as it is typed (`guesses:`)
_MENTION = re.compile(r"`/([a-z]+)([^`\n]*)`|(?<![\w/:.`])/([a-z]+)\b|`([a-z_]+):")
_OPTION = re.compile(r"(?<=\s)([a-z_]+):")


@lru_cache(maxsize=4096)
def named_as_shown(template: str, language: str) -> str:
    """``template`` with each command it names (and each option typed with it) as
    Discord shows them in ``language``: ``/analysis`` is ``/analise`` and ``length:6``
    ``tamanho:6`` in Portuguese.  One rule for every message, so a catalog writes the
    English names (as its translators find them in the English) and a player is never
    sent to a command their Discord does not list; run before the values are filled in,
    so a player's own text is never renamed."""
    if language == ENGLISH or ("/" not in template and ":" not in template):
        return template
    with speaking_in(language):
        return _MENTION.sub(_as_shown, template)


def _as_shown(mention: re.Match[str]) -> str:
    if mention[3] is not None:
        return f"/{command_name(mention[3])}"
    if mention[4] is not None:
        return f"`{option_name(mention[4])}:"
    typed = _OPTION.sub(lambda o: f"{option_name(o[1])}:", mention[2])
    return f"`/{command_name(mention[1])}{typed}`"


def day(when: date, short: bool = False) -> str:
    """A date as this request's language writes it, by CLDR (``bot.numbers.day``, kept
    here for the callers that import it from the i18n layer)."""
    return cldr_day(when, short)


_ORDINALS = {"pt": "{n}º", "es": "{n}.º", "de": "{n}."}


def ordinal(n: int) -> str:
    """A place as this request's language writes it: "2nd", "2º", "2.º", "2."."""
    language = _SPEAKING.get()
    if language in _ORDINALS:
        return _ORDINALS[language].format(n=n)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
