"""Numbers and dates as the request's language writes them, by CLDR (Babel): the one place
a figure that reaches a player is written, English included.

English writes 2,053 and 0.28, Portuguese and German 2.053 and 0,28, Spanish 2053 and 0,28:
a separator by hand ("{:,}") or a point ("{:.2f}") is English everywhere.  Every reply,
picture and alt text formats through these, so a new language is a locale here and no
change elsewhere.  No discord import.  The request's language is held here, below the
i18n layer (``LANGUAGE``, which ``bot.i18n.speak`` sets): ``bot.i18n`` writes its counts
and dates with these helpers, so they cannot ask it.
"""

from __future__ import annotations

from contextvars import ContextVar
from datetime import date

from babel.dates import format_date, format_skeleton
from babel.numbers import format_decimal, format_percent

# the language this request speaks ("en", "pt", "es", "de"), set by bot.i18n.speak
LANGUAGE: ContextVar[str] = ContextVar("speaking", default="en")

# the CLDR locale each language the bot speaks writes by (Portuguese as Brazil writes it:
# Termo's players, and Discord's pt-BR)
LOCALES = {"en": "en", "pt": "pt_BR", "es": "es", "de": "de"}
# CLDR's minimumGroupingDigits where it is not 1, which Babel does not apply: Spanish
# groups a number only from five digits on (2053, but 12.053)
_MINIMUM_GROUPING = {"es": 2}


def locale() -> str:
    """The CLDR locale of the request's language (English where it speaks no other)."""
    return LOCALES.get(LANGUAGE.get(), "en")


def _grouped(x: float) -> bool:
    """Whether ``x``'s whole part takes group separators in the request's language: CLDR
    leaves a short number ungrouped where the language's minimum grouping asks it."""
    least = _MINIMUM_GROUPING.get(LANGUAGE.get(), 1)
    return abs(x) >= 10 ** (3 + least - 1)


def _pattern(places: int) -> str:
    return "#,##0" + ("." + "0" * places if places else "")


def number(n: int) -> str:
    """A count: "2,053", "2.053", "2053" (Spanish groups from five digits)."""
    return format_decimal(n, _pattern(0), locale=locale(), group_separator=_grouped(n))


def puzzle_number(n: int, nyt: bool = True) -> str:
    """A puzzle's number, a name and not a count: as the game's own share writes it where
    the reply's language reads it so (the NYT's, in English: "1,234"), else ungrouped
    (Termo's #1042, Quordle's 1234, the NYT's "desafio 1200": "1.200" reads as a count)."""
    return number(n) if nyt and locale() == "en" else str(n)


def puzzle_tag(n: int, nyt: bool = True) -> str:
    """A puzzle named in a chart or a line about it: its number after a hash ("#1,234",
    Termo's "#1042")."""
    return f"#{puzzle_number(n, nyt)}"


def decimal(x: float, places: int = 2) -> str:
    """A figure to ``places`` decimals, grouped: "0.28", "0,28", "1.234,50"."""
    return format_decimal(x, _pattern(places), locale=locale(), group_separator=_grouped(x))


def signed(x: float, places: int = 2) -> str:
    """A difference with its sign always written: "+0.28", "−0,28" as the locale signs."""
    body = _pattern(places)
    return format_decimal(x, f"+{body};-{body}", locale=locale(), group_separator=_grouped(x))


def percent(share: float) -> str:
    """A share (0.28) as a whole percentage the locale's way: "28%", "28 %"."""
    return format_percent(share, locale=locale())


def spread(mean: float, sd: float, places: int = 2) -> str:
    """A mean and its spread: "3.46 ±0.29", "3,46 ±0,29"."""
    return f"{decimal(mean, places)} ±{decimal(sd, places)}"


def about(words: float) -> str:
    """Words left on average, as a player reads them: whole from ten up, else to a
    tenth."""
    return decimal(words, 0) if words >= 10 else decimal(words, 1)


def day(when: date, short: bool = False) -> str:
    """A date as the request's language writes it: "March 3, 2025", "3 de março de 2025",
    "3. März 2025"; ``short``, with the month cut ("Mar 3, 2025", "3. März 2025")."""
    if short:
        return format_skeleton("yMMMd", when, locale=locale())
    return format_date(when, "long", locale=locale())


def score_written(result: int | None, rows: int, hard: bool = False) -> str:
    """A result as players write it in a share: "4/6", "4/6*" in hard mode, "X/6" lost."""
    return f"{'X' if result is None else result}/{rows}{'*' if hard else ''}"
