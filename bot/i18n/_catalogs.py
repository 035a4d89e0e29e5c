"""The messages' catalogs: ``bot/locale/<locale>/LC_MESSAGES/huddle.po``, one a language,
each the English messages (``bot/locale/huddle.pot``, extracted from the code) translated,
and beside it ``huddle.mo``, the same compiled (``pybabel compile``).

The bot reads the compiled ``.mo``, with the standard library's gettext
(``GNUTranslations``, which picks a plural form by the catalog's ``Plural-Forms``, CLDR's
rule for its locale), the first time a request speaks its language, then keeps it.
Compiled rather than read from the ``.po``: Babel's ``read_po`` parses a whole catalog
into objects before gettext keeps its dict, which cost several times the processor time
and memory the Python tables did, where a ``.mo`` costs less than they did (figures:
docs/benchmarks.md); tests/bot/i18n checks each ``.mo`` says what its ``.po`` says.  A
``.mo`` missing (a catalog just added, not yet compiled) is compiled from its ``.po`` in
memory, and logged.
"""

from __future__ import annotations

import gettext
import logging
from functools import cache
from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

log = logging.getLogger(__name__)

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "huddle"
COMMAND = "command"  # the msgctxt of a command's name ("hint" is also a word said in replies)
OPTION = "option"  # the msgctxt of a command option's name ("word" is also a word said)
CHOICE = "choice"  # the msgctxt of an option's choice as shown ("all" is also a word said)
# the languages the catalogs speak, besides English, and each one's catalog
LOCALES = {"pt": "pt_BR", "es": "es", "de": "de"}


def catalog_path(language: str, compiled: bool = False) -> Path:
    """``language``'s ``.po`` (or, ``compiled``, its ``.mo``)."""
    suffix = ".mo" if compiled else ".po"
    return LOCALE_DIR / LOCALES[language] / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def catalog(language: str) -> Catalog:
    """``language``'s catalog as Babel reads it (its messages, flags and plural forms)."""
    from babel.messages.pofile import read_po  # Babel only once a catalog is read

    with catalog_path(language).open("rb") as po:
        return read_po(po, locale=LOCALES[language], domain=DOMAIN)


@cache
def translations(language: str) -> gettext.NullTranslations:
    """What ``t`` and ``tn`` look messages up in: ``language``'s compiled catalog, read
    once; English (or a language without a catalog) says the messages as they are,
    choosing a plural by English's rule (one for 1)."""
    if language not in LOCALES:
        return gettext.NullTranslations()
    try:
        with catalog_path(language, compiled=True).open("rb") as mo:
            return gettext.GNUTranslations(mo)
    except FileNotFoundError:
        log.warning("%s not compiled (pybabel compile): read from its .po", LOCALES[language])
        return gettext.GNUTranslations(compiled_in_memory(language))


def compiled_in_memory(language: str) -> BinaryIO:
    """``language``'s ``.po`` compiled as ``pybabel compile`` would (fuzzy entries left
    out, as msgfmt leaves them)."""
    from babel.messages.mofile import write_mo

    compiled = BytesIO()
    write_mo(compiled, catalog(language))
    compiled.seek(0)
    return compiled
