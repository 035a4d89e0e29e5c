"""Write solver/data/unadvised/<language>.txt: the words the bot never names as advice
(solver/lists/unadvised.py), for English (every length) and the other languages' games
(pt, es, de); and take them out of the likely answers of the lists we made by frequency.

Sources, both MIT-licensed, pinned (licences in solver/data/NOTICE):

- ``better-profanity`` 0.7.0: its English word list (``profanity_wordlist.txt``);
- ``safetext`` 0.3.3: its lists per language (``languages/<language>/words.txt``).

They are read here, once, and never by the bot: the bot needs 4 small files, not two
filtering libraries (and their matching of whole sentences) in its dependencies.

    mkdir debs && cd debs && apt-get download hunspell-pt-br hunspell-es hunspell-de-de \\
        hunspell-tools libhunspell-1.7-0 && for f in *.deb; do dpkg-deb -x $f .; done
    pip install better-profanity==0.7.0 safetext==0.3.3
    PYTHONPATH=.:scripts python scripts/make_unadvised.py --debs debs

The rule, and the only hand-made part:

1. A listed entry is one word of letters (phrases, numbers and leetspeak are left out),
   folded as the language's game plays it (Termo's CORNO, a Spanish Wordle's ñ kept).
2. A word is unadvised in a language when a source lists it for that language and one of
   the language's guess lists holds it (English: every length); in Portuguese, Spanish
   and German, so is every form the language's hunspell dictionary derives by its
   suffixes from a listed headword (foder: fodeu, fodam; ficken: fickt), a form as coarse
   as its stem, unless the stem is in ``ORDINARY`` (feio, ugly) or the form is (VÖGEL,
   birds, is also a form of vögeln).  The sources list a few forms, never all.
3. Never unadvised: a word a real game's editors chose as an answer, the NYT's 3,158 and
   the original 2,315 (HOMEY, PADDY, QUEER and URINE are NYT answers: everyday words to
   its editors, and an answer must stay nameable).
4. Never unadvised: a likely answer of a list we made by frequency (en4, en6-en11, pt5,
   es5, de5) whose first sense in a general dictionary is neither a slur, nor vulgar,
   nor sexual: ``ORDINARY`` below, each with that sense.  The other listed likely answers
   are unadvised, and taken out of that list's likely answers (a real game's editors
   would not pick them either; they stay valid guesses).
5. A listed word that is no likely answer is unadvised as listed: advice loses little
   without it, so such words are not weighed one by one.
"""

from __future__ import annotations

import argparse
from importlib import resources
from pathlib import Path

from paradigms import Hunspell, paradigms

from solver.game.variants import ENGLISH, LANGUAGES, Words
from solver.lists.unadvised import FOLDER
from solver.lists.wordlists import bundled

DATA = Path(__file__).resolve().parents[1] / "solver" / "data"
# rule 4: likely answers the sources list that are ordinary words, with their sense
ORDINARY = {
    "en": {
        "butt": "the thick end of a tool; the target of a joke",
        "darn": "to mend a hole",
        "hell": "a place in religion",
        "hemp": "a plant and its fibre",
        "hump": "a rounded lump, a camel's",
        "jerk": "a sudden pull",
        "kill": "to cause death",
        "knob": "a round handle",
        "lust": "strong desire",
        "oral": "spoken",
        "pawn": "a chess piece",
        "rump": "the hind part of an animal",
        "scum": "a film of dirt on a liquid",
        "suck": "to draw in by the mouth",
        "thug": "a violent man",
        "ugly": "unpleasant to look at",
        "womb": "the uterus",
        "bloody": "covered in blood",
        "escort": "a guard that goes with someone",
        "facial": "of the face",
        "heroin": "a drug",
        "herpes": "a disease",
        "murder": "a killing",
        "seaman": "a sailor",
        "sleazy": "sordid",
        "snatch": "to grab",
        "sniper": "a marksman",
        "steamy": "full of steam",
        "stroke": "a blow; a brain attack",
        "stupid": "foolish",
        "thrust": "to push",
        "trashy": "of poor quality",
        "uterus": "the womb",
        "virgin": "untouched (virgin forest)",
        "vulgar": "coarse",
        "weirdo": "an odd person",
        "lesbian": "a woman who loves women",
        "erection": "the building of something",
        "penetrate": "to go into",
        "sexuality": "sexual orientation",
        "domination": "control",
        "enlargement": "making larger",
        "penetration": "going into",
    },
    "pt": {
        "anais": "annals",
        "feio": "ugly",
        "besta": "a beast",
        "burra": "a she-donkey",
        "doida": "crazy (f.)",
        "doido": "crazy",
        "gruta": "a cave",
    },
    "es": {
        "facha": "look, appearance",
        "orina": "urine",
    },
    "de": {
        "blasen": "to blow",
        "vögel": "birds",
        "idiot": "an idiot",
        "nackt": "naked",
    },
}
CURATED = ("nyt", "answers")  # rule 3: the real games' answer lists (5 letters, English)
HUNSPELL = {"pt": "pt_BR", "es": "es_ES", "de": "de_DE"}  # rule 2's dictionaries


def listed(language: str) -> set[str]:
    """Every one-word entry the sources list for ``language`` (rule 1, before folding)."""
    files = [resources.files("safetext").joinpath(f"languages/{language}/words.txt")]
    if language == "en":
        files.append(resources.files("better_profanity").joinpath("profanity_wordlist.txt"))
    entries = (line.strip().lower() for f in files for line in f.read_text("utf-8").splitlines())
    return {e for e in entries if e.isalpha()}


def with_forms(language: str, entries: set[str], debs: Path) -> set[str]:
    """The entries and the forms the language's hunspell dictionary derives by its suffixes
    from those of them it holds as headwords (rule 2), but from an ordinary stem's."""
    if language not in HUNSPELL:
        return entries
    dic = debs / "usr/share/hunspell" / HUNSPELL[language]
    stems = entries - set(ORDINARY[language])
    forms = paradigms(Hunspell(dic, debs, language), stems, suffixes_only=True)
    return entries | {f for derived in forms.values() for f in derived}


def words_of(language: str) -> list[Words]:
    """The language's bundled words: English of every length, or its five-letter game."""
    if language == "en":
        return list(ENGLISH.values())
    return [w for w in LANGUAGES if w.language == language]


def made_by_frequency(words: Words) -> bool:
    """A likely-answer list we made (rule 4), not a real game's (rule 3)."""
    return words.answers not in CURATED


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--debs", type=Path, required=True, help="the packages, extracted")
    debs = parser.parse_args().debs
    (DATA / FOLDER).mkdir(exist_ok=True)
    for language in ("en", "pt", "es", "de"):
        sources = words_of(language)
        entries = with_forms(language, listed(language), debs)
        found: set[str] = set()
        for words in sources:
            guesses = set(bundled(words.guesses).words)
            found |= {words.fold(e) for e in entries} & guesses
        kept = set(ORDINARY[language])
        if language == "en":
            kept |= {w for name in CURATED for w in bundled(name).words}
        unadvised = sorted(found - kept)
        (DATA / FOLDER / f"{language}.txt").write_text("".join(f"{w}\n" for w in unadvised))
        print(f"{language}: {len(unadvised)} words unadvised")
        for words in filter(made_by_frequency, sources):
            likely = bundled(words.answers).words
            left = [w for w in likely if w not in set(unadvised)]
            if len(left) < len(likely):
                dropped = sorted(set(likely) - set(left))
                (DATA / f"{words.answers}.txt").write_text("".join(f"{w}\n" for w in left))
                print(f"  {words.answers}: {len(dropped)} taken out: {' '.join(dropped)}")


if __name__ == "__main__":
    main()
