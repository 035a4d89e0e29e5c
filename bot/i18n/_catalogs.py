"""The messages' catalogs: ``bot/locale/<locale>/LC_MESSAGES/huddle.po``, one a language,
each the English messages (``bot/locale/huddle.pot``, extracted from the code) translated.

A catalog is read the first time a request speaks its language, then kept: Babel reads
the ``.po`` (``read_po``) and compiles it in memory for the standard library's gettext
(``GNUTranslations``, which picks a plural form by the catalog's ``Plural-Forms``, CLDR's
rule for its locale).  Read rather than shipped compiled: the ``.po`` files are the only
form in the repository and the package (no ``.mo`` to build at install or keep in step),
a start reads none (a bot whose servers all speak English never does), and what a
language keeps afterwards is gettext's dict of its strings, as the Python tables were.
The cost of the first read: docs/benchmarks.md.
"""

from __future__ import annotations

import gettext
from functools import cache
from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "huddle"
COMMAND = "command"  # the msgctxt of a command's name ("hint" is also a word said in replies)
# the languages the catalogs speak, besides English, and each one's catalog
LOCALES = {"pt": "pt_BR", "es": "es", "de": "de"}


def catalog_path(language: str) -> Path:
    return LOCALE_DIR / LOCALES[language] / "LC_MESSAGES" / f"{DOMAIN}.po"


def catalog(language: str) -> Catalog:
    """``language``'s catalog as Babel reads it (its messages, flags and plural forms)."""
    from babel.messages.pofile import read_po  # Babel only once a catalog is read

    with catalog_path(language).open("rb") as po:
        return read_po(po, locale=LOCALES[language], domain=DOMAIN)


@cache
def translations(language: str) -> gettext.NullTranslations:
    """What ``t`` and ``tn`` look messages up in: ``language``'s catalog, compiled once;
    English (or a language without a catalog) says the messages as they are, choosing
    a plural by English's rule (one for 1)."""
    if language not in LOCALES:
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo

    compiled = BytesIO()
    write_mo(compiled, catalog(language))  # fuzzy entries left out, as msgfmt leaves them
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)
