"""Names whose spelling a word shares, told by whose count wordfreq measures: rules
scripts/make_proper.py reads beside the spellers' case.

Why: a speller holding a word lowercase (hunspell-es's carla/S, petra/S, jorge/S, simón/S;
German Wiktionary's die Klaus, a hermitage, or Mare's plural Maria; igerman98's adele, of
adeln) says the word exists, not that wordfreq's count is the word's.  wordfreq folds
case, so where the word is rare the count is the name's, and the name was a likely answer
(CARLA, KLAUS, MARIA, ADELE).  Each rule here reads which of the two the count follows:

- a first name is borne across languages, a word's count is its own language's: where
  wordfreq counts the spelling nearly as often in another language (carla in Portuguese,
  Italian, French; lucas, jorge in Portuguese) and the word's paradigm nearly never
  (carlas), the count is the name's; reina, julio, leona are counted far more in Spanish
  than anywhere else (the word's count) and stay words;
- a place CLDR names, spelled so in no list of the language as a headword (parís, derived
  from parir alone), is the place;
- German: a form Wiktionary tags as a name, a names list holds and a common noun has too
  (die Klaus, Mare's plural Maria, das Paris) is the name where wordfreq counts no other
  form of that noun nearly as often (Klausen, Maren; none of Paris's), unless, for a first
  name, OpenThesaurus holds it as a word of its own (Erika, heather; Roman, a novel);
  a lowercase form no common noun holds, which igerman98 derives only from far rarer
  stems or from none (franz, which igerman98's hunspell does not know), is the person or
  the place a Wiktionary entry names so (adele, of adeln; moser, of mosern; not sonne, of
  sonnen: die Sonne is a noun, Wiktionary's Eigenname the sun).
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from make_languages import LANGUAGES, fold
from names_lists import first_names, named
from paradigms import RARER, Hunspell, words_in_use
from wordfreq import zipf_frequency

NAME_TAGS = {"Vorname", "Nachname", "Toponym", "Eigenname"}  # German Wiktionary's
# languages whose counts a name's spelling shares (wordfreq's large ones near ours)
ABROAD = ("pt", "es", "en", "de", "fr", "it")


def counted_abroad(word: str, spelled: str, language: str) -> bool:
    """wordfreq counts the folded spelling nearly as often in another language as the
    language counts its own spelling (a name's count; a word's is its language's own)."""
    zipf = zipf_frequency(spelled, language)
    others = (o for o in ABROAD if o != language)
    return any(zipf_frequency(word, o) > zipf - RARER for o in others)


def borne_across(
    names: Iterable[str], meant: frozenset[str], written: dict[str, str], hunspell: Hunspell
) -> set[str]:
    """Those of ``names`` (first names of the language's speakers, at any frequency) that
    no thesaurus holds, whose paradigm's other forms are far rarer (carla, carlas) and
    whose count another language shares: the count is the name's, whatever a speller
    holds lowercase."""
    found = {w for w in set(names) - meant}
    found -= words_in_use(found, written, hunspell)
    return {w for w in found if counted_abroad(w, written.get(w, w), hunspell.language)}


def unheld_places(places: Iterable[str], held: set[str], listed: frozenset[str]) -> set[str]:
    """Places CLDR names that no list of the language holds as a headword in either case
    and no thesaurus lists (parís: hunspell-es derives it from parir alone)."""
    return set(places) - held - listed


def noun_forms(
    rows: Iterable[dict[str, str]], kept: str, names: Iterable[str], tags: set[str]
) -> dict[str, list[set[str]]]:
    """For each of ``names`` (folded), the other forms of each German Wiktionary common
    noun (an entry tagged none of ``tags``) that holds it, lowercased."""
    wanted = set(names)
    found: dict[str, list[set[str]]] = {}
    for row in rows:
        if tags & set(row["pos"].split(",")):
            continue
        forms = {
            v.lower() for k, v in row.items() if v and k and not k.startswith(("pos", "genus"))
        }
        for form in {fold(f, kept) for f in forms} & wanted:
            others = {f for f in forms if fold(f, kept) != form}
            found.setdefault(form, []).append(others)
    return found


def named_over_noun(
    names: Iterable[str],
    nouns: dict[str, list[set[str]]],
    first: frozenset[str],
    words: frozenset[str],
) -> set[str]:
    """Those of ``names`` (forms a Wiktionary name entry and a names list hold) whose
    common nouns' other forms wordfreq counts far rarer (Klaus: Klausen; Paris: none),
    but a first name OpenThesaurus holds as a word of its own (``words``: Erika, Roman).
    A place stays one: a thesaurus lists places among its entries (Paris, a capital)."""
    found = {w for w in names if noun_rarer(w, nouns.get(w, []))}
    return {w for w in found if not (w in first and w in words)}


def noun_rarer(form: str, nouns: list[set[str]]) -> bool:
    """wordfreq counts no other form of any noun holding ``form`` nearly as often."""
    zipf = zipf_frequency(form, "de")
    return not any(zipf_frequency(o, "de") > zipf - RARER for forms in nouns for o in forms)


def derived_for_a_name(words: Iterable[str], stems: Callable[[str], set[str]]) -> set[str]:
    """Those of ``words`` (lowercase German forms a Wiktionary name entry holds) that the
    dictionary derives only from stems far rarer than the form (adele, of adeln), or not
    at all (wngerman's franz, which igerman98's hunspell does not know): no word of the
    language is what the count counts."""
    found = set()
    for word in words:
        roots = stems(word)
        zipf = zipf_frequency(word, "de")
        if word not in roots and all(zipf_frequency(s, "de") < zipf - RARER for s in roots):
            found.add(word)
    return found


@dataclass(frozen=True)
class Said:
    """What German's sources say of the game's words (folded): the forms wngerman holds
    only capitalised (``only``) and lowercase, those German Wiktionary's name entries and
    its common nouns hold, and OpenThesaurus's single capitalised words."""

    only: frozenset[str]
    lowercase: frozenset[str]
    names: frozenset[str]
    nouns: frozenset[str]
    thesaurus: frozenset[str]


def wiktionary_rows() -> list[dict[str, str]]:
    """German Wiktionary's nouns (the ``german-nouns`` package's table), a row an entry."""
    from german_nouns.config import CSV_FILE_PATH  # only the scripts need it

    with open(CSV_FILE_PATH, encoding="utf-8") as table:
        return list(csv.DictReader(table))


def german_counted(said: Said, stems: Callable[[str], set[str]]) -> set[str]:
    """German's names by whose count wordfreq measures: a form a name entry, a names list
    and a common noun share (Klaus, Maria, Paris), and a lowercase form no common noun
    holds, derived only from far rarer stems, that a person's or a place's name entry holds
    (adele, of adeln; moser, of mosern)."""
    kept = {language: kept for language, _, kept in LANGUAGES}["de"]
    listed = said.names & named("de", kept) & said.only
    rows = wiktionary_rows()
    nouns = noun_forms(rows, kept, listed, NAME_TAGS)
    shared = named_over_noun(listed & set(nouns), nouns, first_names("de", kept), said.thesaurus)
    derived = (borne_by(rows, kept) & said.lowercase) - said.nouns
    return shared | derived_for_a_name(derived, stems)


def borne_by(rows: Iterable[dict[str, str]], kept: str) -> set[str]:
    """The forms of German Wiktionary's entries tagged as a person's or a place's name
    (not Eigenname alone: die Sonne, the sun, is one), folded."""
    tags = {"Vorname", "Nachname", "Toponym"}
    found: set[str] = set()
    for row in rows:
        if tags & set(row["pos"].split(",")):
            forms = (v for k, v in row.items() if v and k and not k.startswith(("pos", "genus")))
            found.update(fold(f.lower(), kept) for f in forms)
    return found
