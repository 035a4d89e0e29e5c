"""``python -m bot bench catalogs``: what the translations cost a process, read the way
the bot reads them (each language's compiled ``.mo``) and the way it could (each ``.po``
parsed by Babel and compiled in memory): processor time and memory (``VmRSS``) to make
Portuguese, Spanish and German ready, each way in fresh processes.

A child first formats a number and a date in every language (as every reply does, so
Babel and CLDR's data are loaded either way), then imports ``bot.i18n`` and makes the three
catalogs ready, kept; what that last step adds is the figure.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys

RUNS = 5  # fresh processes per way; the median is reported
WAYS = ("mo", "po")

CHILD = """
import datetime, gettext, json, time
def rss_kb():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS"))
from babel.dates import format_date
from babel.numbers import format_decimal
for locale in ("en", "pt_BR", "es", "de"):
    format_decimal(2053.28, locale=locale)
    format_date(datetime.date(2025, 3, 3), locale=locale)
before, started = rss_kb(), time.process_time()
from bot.i18n import _catalogs
kept = [
    _catalogs.translations(language) if WAY == "mo"
    else gettext.GNUTranslations(_catalogs.compiled_in_memory(language))
    for language in _catalogs.LOCALES
]
assert all(k.gettext("New game: {game}") != "New game: {game}" for k in kept)
print(json.dumps({"ms": (time.process_time() - started) * 1000, "kb": rss_kb() - before}))
"""


def _once(way: str) -> dict[str, float]:
    """One fresh process making the three languages ready ``way``'s way."""
    said = subprocess.run(
        [sys.executable, "-c", f"WAY = {way!r}\n{CHILD}"],
        capture_output=True,
        text=True,
        check=True,
    )
    found: dict[str, float] = json.loads(said.stdout.strip().splitlines()[-1])
    return found


def bench_catalogs(as_json: bool = False, runs: int = RUNS) -> int:
    """Each way ``runs`` times; the median processor time and memory of each."""
    result: dict[str, dict[str, float]] = {}
    for way in WAYS:
        taken = [_once(way) for _ in range(runs)]
        result[way] = {
            "processor_ms": round(statistics.median(r["ms"] for r in taken), 1),
            "rss_kb": statistics.median(r["kb"] for r in taken),
        }
    if as_json:
        print(json.dumps(result))
        return 0
    print(f"pt, es and de made ready, median of {runs} fresh processes each:")
    for way, r in result.items():
        print(f"  from the .{way}: {r['processor_ms']} ms of processor, {r['rss_kb']:.0f} kB")
    return 0
