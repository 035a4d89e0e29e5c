"""Write solver/data/proper/<language>.txt: the words each language's sources hold as names
(solver/lists/proper.py), one a line, as its game plays them (folded as make_languages.py
folds them).  Likely answers leave them out; familiar advice never counts them familiar.

Why names got in: wordfreq folds case, so a spell-checker's lowercase word that shares its
spelling with a name gets the name's frequency.  The lowercase word is often real but rare:
Portuguese "laura" (VERO derives it from lauro), "pedro" (from pedrar), "ceará" (the future
of cear, to dine); English "delft" (the pottery).  So the rule reads each source's
capitalisation (and, where it has them, its tags), never a hand list:

- English (every length): SCOWL holds it capitalised (any size up to 80,
  ``wamerican-huge``: Delft, Ceres, Purdy) and not lowercase at size 50 (``wamerican``, the
  list a speller checks against and the size the other lengths' guesses come from).  DELFT
  (delft only at size 70), CERES (ceres at 70), PURDY (Purdy alone, at 80) are names; MARCH
  and BILL (march, bill at 35 and 50) words.  The NYT's and the original answers never are:
  they are the game's own facts (DUTCH, MOLLY, TEDDY stay).
- German: ``wngerman`` holds it only capitalised and German Wiktionary (the ``german-nouns``
  package, its nouns with every case form) has no common noun of that form: each entry
  holding it is tagged Vorname, Nachname, Toponym or Eigenname (Peter, Japan), or none is
  (James, Intel: capitalised in the speller, a noun nowhere).  All German nouns are
  capitalised, so capitalisation alone would drop every noun; Wiktionary's tags tell a name
  from a noun, and a form that is both (Bauer, Fuchs, Paris as a noun's) stays a word.
- Portuguese and Spanish: four conditions.  (1) A spell-checker list of the language
  holds it capitalised.  (2) No thesaurus of the language (LibreOffice's, ``mythes-*``)
  holds it or its singular lowercase: a thesaurus entry is a word with a meaning (rosa,
  costa, terra, almas).  (3) At least as many of the language's lists hold it only
  capitalised as hold it only lowercase; a list holding both says nothing of which sense
  the frequency counts, and a hunspell dictionary counts its headwords, not the forms its
  affix rules derive for every stem alike.  (4) The hunspell dictionary derives it from no
  stem nearly as common as the form (``RARER``: canta from cantar, gorda from gordo are
  words): a form far commoner than every stem it comes from owes its count to the name
  (ceará, the future of the rare cear; laura, the feminine of lauro).  Lists: Portuguese
  VERO (hunspell-pt-br, a place entry read without its state: Ceará-CE), ``wbrazilian``
  and ``wportuguese``; Spanish ``hunspell-es`` and ``wspanish``.  Where a thesaurus or a
  dictionary's headword holds the lowercase word, it stays a word however often the name
  is written: Portuguese mauro (a Moor), Spanish pedro and diego (a wine, a flower).

    mkdir debs && cd debs && apt-get download wamerican wamerican-huge wngerman \\
        hunspell-pt-br wbrazilian wportuguese mythes-pt-br mythes-pt-pt \\
        hunspell-es wspanish mythes-es && for f in *.deb; do dpkg-deb -x $f .; done
    pip install wordfreq==3.1.1 spylls==0.1.7 german-nouns==1.2.5
    python scripts/make_proper.py --debs debs

Then scripts/make_languages.py and make_lengths.py, whose answers leave these words out.
"""

from __future__ import annotations

import argparse
import csv
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from make_languages import LANGUAGES, LENGTH, fold
from wordfreq import zipf_frequency

DATA = Path(__file__).resolve().parents[1] / "solver" / "data"
OUT = DATA / "proper"
ENGLISH_LISTS = ("valid.txt", *(f"en{n}/guesses.txt" for n in (4, 6, 7, 8, 9, 10, 11)))
FACTS = ("nyt.txt", "answers.txt")  # answer lists the game picked: never names
CAPITALISED = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]+")
LOWERCASE = re.compile(r"[a-zß-ÿ]+")
RARER = 0.5  # Zipf: a stem three times rarer than its form is not where the count comes from
NAME_TAGS = {"Vorname", "Nachname", "Toponym", "Eigenname"}  # German Wiktionary's
KEPT = {language: kept for language, _, kept in LANGUAGES}
HUNSPELL = "usr/share/hunspell"
DICT = "usr/share/dict"


def lines(path: Path) -> list[str]:
    return [w.strip() for w in path.read_text(encoding="utf-8", errors="replace").splitlines()]


def capitalised(words: Iterable[str]) -> set[str]:
    """The lowercased form of each capitalised word (Delft -> delft; not ABC, not McCoy)."""
    return {w.lower() for w in words if CAPITALISED.fullmatch(w)}


def lowercase(words: Iterable[str]) -> set[str]:
    return {w for w in words if LOWERCASE.fullmatch(w)}


def bundled(paths: Iterable[str]) -> set[str]:
    return {w for p in paths for w in lines(DATA / p) if w}


def english(debs: Path) -> set[str]:
    """Capitalised in SCOWL up to size 80, not lowercase at size 50; not an answer by fact."""
    names = capitalised(lines(debs / DICT / "american-english-huge"))
    words = lowercase(lines(debs / DICT / "american-english"))
    return ((names - words) & bundled(ENGLISH_LISTS)) - bundled(FACTS)


@dataclass(frozen=True)
class Witness:
    """What one list says of the game's words (folded, of its length): which it holds
    capitalised, which lowercase."""

    capitalised: frozenset[str]
    lowercase: frozenset[str]

    def says_name(self, word: str) -> bool:
        return word in self.capitalised and word not in self.lowercase

    def says_word(self, word: str) -> bool:
        return word in self.lowercase and word not in self.capitalised


def played(words: Iterable[str], kept: str) -> frozenset[str]:
    """The words as the game plays them: folded, of its length."""
    return frozenset(f for f in (fold(w, kept) for w in words) if len(f) == LENGTH)


def full_forms(path: Path, kept: str) -> Witness:
    """A plain word list (every form spelled out)."""
    words = lines(path)
    return Witness(played(capitalised(words), kept), played(lowercase(words), kept))


def headwords(path: Path, kept: str) -> Witness:
    """A hunspell dictionary's headwords, not the forms its affix rules derive; a place
    entry read without its state (VERO's Ceará-CE, Bauru-SP)."""
    words = [re.sub(r"-[A-Z]{2}$", "", w.split("/")[0]) for w in lines(path)[1:]]
    return Witness(played(capitalised(words), kept), played(lowercase(words), kept))


def thesaurus(path: Path, kept: str) -> frozenset[str]:
    """Every lowercase single word of a LibreOffice thesaurus, headword or synonym, and its
    plural (-s, -es: a thesaurus lists the singular; almas is alma's)."""
    parts = (re.sub(r"\(.*?\)", "", p).strip() for line in lines(path) for p in line.split("|"))
    words = lowercase(parts)
    return played(words | {w + "s" for w in words} | {w + "es" for w in words}, kept)


def more_name_than_word(word: str, witnesses: Iterable[Witness]) -> bool:
    """At least as many lists hold it only capitalised as hold it only lowercase (a list
    holding both says nothing of which the frequency counts)."""
    said = list(witnesses)
    names = sum(w.says_name(word) for w in said)
    return names > 0 and names >= sum(w.says_word(word) for w in said)


def counted_for_a_word(spelled: str, stems: Callable[[str], set[str]], language: str) -> bool:
    """The dictionary derives it from a stem not much rarer than the form (canta from
    cantar, gorda from gordo): wordfreq's count can be the word's.  A form far more
    frequent than every stem it comes from (ceará, cear's future; laura, lauro's feminine)
    owes its count to the name."""
    zipf = zipf_frequency(spelled, language)
    return any(zipf_frequency(s, language) > zipf - RARER for s in stems(spelled) - {spelled})


def hunspell_stems(path: Path) -> Callable[[str], set[str]]:
    from spylls.hunspell import Dictionary  # only this script needs it

    dictionary = Dictionary.from_files(str(path))
    return lambda word: {f.stem for f in dictionary.lookuper.good_forms(word)}


def shown(folder: str) -> dict[str, str]:
    """Each word as written where its game plays it otherwise (acucar -> açúcar)."""
    text = (DATA / folder / "shown.tsv").read_text("utf-8")
    pairs = (line.split("\t") for line in text.splitlines() if line and line[0] != "#")
    return {played_as: written for played_as, written in pairs}


def romance(language: str, witnesses: list[Witness], meant: frozenset[str], dic: Path) -> set[str]:
    """Portuguese's and Spanish's rule (the docstring's): capitalised somewhere, in no
    thesaurus, not a form of a stem as common, and more lists say name than say word."""
    written, stems = shown(f"{language}{LENGTH}"), hunspell_stems(dic)
    candidates = set().union(*(w.capitalised for w in witnesses)) - meant
    named = {word for word in candidates if more_name_than_word(word, witnesses)}
    return {w for w in named if not counted_for_a_word(written.get(w, w), stems, language)}


def portuguese(debs: Path) -> set[str]:
    kept, dic = KEPT["pt"], debs / HUNSPELL / "pt_BR"
    witnesses = [
        headwords(dic.with_suffix(".dic"), kept),
        full_forms(debs / DICT / "brazilian", kept),
        full_forms(debs / DICT / "portuguese", kept),
    ]
    mythes = debs / "usr/share/mythes"
    meant = thesaurus(mythes / "th_pt_BR.dat", kept) | thesaurus(mythes / "th_pt_PT_v2.dat", kept)
    return romance("pt", witnesses, meant, dic)


def spanish(debs: Path) -> set[str]:
    kept, dic = KEPT["es"], debs / HUNSPELL / "es_ES"
    witnesses = [
        headwords(dic.with_suffix(".dic"), kept),
        full_forms(debs / DICT / "spanish", kept),
    ]
    meant = thesaurus(debs / "usr/share/mythes/th_es_ES_v2.dat", kept)
    return romance("es", witnesses, meant, dic)


def wiktionary_nouns(kept: str) -> tuple[set[str], set[str]]:
    """German Wiktionary's noun forms (every case, folded): those of some entry tagged as
    a name, and those of some common noun's entry."""
    from german_nouns.config import CSV_FILE_PATH  # only this script needs it

    names: set[str] = set()
    nouns: set[str] = set()
    with open(CSV_FILE_PATH, encoding="utf-8") as table:
        for row in csv.DictReader(table):
            forms = {v for k, v in row.items() if v and k and not k.startswith(("pos", "genus"))}
            tagged = bool(NAME_TAGS & set(row["pos"].split(",")))
            (names if tagged else nouns).update(played(capitalised(forms), kept))
    return names, nouns


def german(debs: Path) -> set[str]:
    """Only capitalised in wngerman, and no common noun of German Wiktionary has it."""
    kept = KEPT["de"]
    speller = full_forms(debs / DICT / "ngerman", kept)
    _, nouns = wiktionary_nouns(kept)
    return {w for w in speller.capitalised if speller.says_name(w) and w not in nouns}


def write(language: str, found: set[str], rule: str) -> None:
    OUT.mkdir(exist_ok=True)
    header = f"# proper nouns ({language}), made by scripts/make_proper.py: {rule}\n"
    body = "".join(f"{w}\n" for w in sorted(found))
    (OUT / f"{language}.txt").write_text(header + body, encoding="utf-8")
    print(f"{language}: {len(found):,} names")


RULES = {
    "en": (english, "SCOWL holds it capitalised, not lowercase at size 50"),
    "pt": (portuguese, "capitalised in a speller, in no thesaurus, more a name than a word"),
    "es": (spanish, "capitalised in a speller, in no thesaurus, more a name than a word"),
    "de": (german, "only capitalised in wngerman, no common noun in German Wiktionary"),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--debs", type=Path, required=True, help="the packages, extracted")
    parser.add_argument("languages", nargs="*", default=list(RULES), help="default: all")
    args = parser.parse_args()
    for language in args.languages:
        make, rule = RULES[language]
        write(language, make(args.debs), rule)


if __name__ == "__main__":
    main()
