"""Write the word lists of the other languages' five-letter games: solver/data/pt5 (Termo,
Brazilian Portuguese), es5 (Spanish) and de5 (German), each with ``answers.txt``,
``guesses.txt``, ``frequency.tsv`` and ``shown.tsv``.

Each game folds accents its own way (solver/game/variants.py ``Words.alphabet``): Termo
plays a-z (á, ã, ç ... typed and scored as a, a, c), a Spanish Wordle a-z and ñ, a German
one a-z and ä, ö, ü, ß.  The lists hold the words as the engine plays them (folded);
``shown.tsv`` the way each is written where that differs (``acucar`` → ``açúcar``), the
commonest spelling where several fold alike.

- guesses: every lowercase word of five letters in the language's spell-checker list,
  folded (German nouns are lowercased: every German Wordle takes them);
- answers: the guesses with a Zipf frequency (wordfreq, over every spelling that folds to
  it) of at least ``COMMON_ZIPF``: the words a player would call common, but those the
  bot never names (solver/data/unadvised, scripts/make_unadvised.py) and names (wordfreq
  folds case, so LAURA, CEARÁ or PEDRO count as common words by the name's frequency:
  solver/data/proper, scripts/make_proper.py, which states the rule; run it first);
  Termo's also not a word VERO alone holds (neither ``wbrazilian`` nor ``wportuguese``
  holds it lowercase) that English writes or whose other forms wordfreq never counts
  (``borrowed``: wordfreq's Portuguese counts English quoted in it, CLEAR or CABLE, and
  names: Adele, Ibope).

Sources (licences in solver/data/NOTICE), as Debian 12 packages them:

- Portuguese: ``hunspell-pt-br`` (VERO, LGPL-3 or MPL), expanded by ``unmunch``
  (``hunspell-tools``); Debian's ``wbrazilian`` predates the 2009 spelling reform (idéia);
- Spanish: ``wspanish`` (public domain);
- German: ``wngerman`` (igerman98, GPL-2+).

    mkdir debs && cd debs && apt-get download hunspell-pt-br hunspell-tools \\
        libhunspell-1.7-0 wspanish wngerman wbrazilian wportuguese wamerican \\
        wamerican-huge && for f in *.deb; do dpkg-deb -x $f .; done
    pip install wordfreq==3.1.1 && python scripts/make_languages.py --debs debs
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import unicodedata
from pathlib import Path

from paradigms import Hunspell, paradigms
from wordfreq import zipf_frequency

from solver.lists.proper import is_proper
from solver.lists.unadvised import may_advise

DATA = Path(__file__).resolve().parents[1] / "solver" / "data"
LENGTH = 5
COMMON_ZIPF = 3.3
# language, folder, the letters past a-z its game plays (every other accent folds)
LANGUAGES = (("pt", "pt5", ""), ("es", "es5", "ñ"), ("de", "de5", "äöüß"))


def fold(word: str, kept: str) -> str:
    """The word as its game plays it: accents dropped but on the letters it keeps."""
    return "".join(c if c in kept else unicodedata.normalize("NFD", c)[0] for c in word)


def portuguese(debs: Path) -> set[str]:
    hunspell = debs / "usr/share/hunspell"
    env = {**os.environ, "LD_LIBRARY_PATH": str(debs / "usr/lib/x86_64-linux-gnu")}
    out = subprocess.run(
        [debs / "usr/bin/unmunch", hunspell / "pt_BR.dic", hunspell / "pt_BR.aff"],
        capture_output=True,
        env=env,
        check=True,
    ).stdout.decode("utf-8", errors="replace")
    words = (line.split("/")[0].strip() for line in out.splitlines())
    return {w for w in words if re.fullmatch(r"[a-zà-ÿ]+", w)}


def spanish(debs: Path) -> set[str]:
    lines = (debs / "usr/share/dict/spanish").read_text(encoding="utf-8").splitlines()
    return {w.strip() for w in lines if re.fullmatch(r"[a-záéíóúüñ]+", w.strip())}


def german(debs: Path) -> set[str]:
    """Lowercase words and capitalised ones (nouns), not abbreviations (ABC, GmbH)."""
    lines = (debs / "usr/share/dict/ngerman").read_text(encoding="utf-8").splitlines()
    return {w.lower() for w in map(str.strip, lines) if re.fullmatch(r"[A-ZÄÖÜ]?[a-zäöüß]+", w)}


def borrowed(debs: Path, kept: str, words: set[str]) -> set[str]:
    """Those of ``words`` (VERO's, as spelled) that neither other Portuguese list holds
    lowercase in a spelling folding alike (cachê holds cache), whose count is another's:
    English writes them (SCOWL: lowercase at size 50, or capitalised at any size: clear,
    cable, Adele), or VERO inflects them and wordfreq counts none of the forms (ibope,
    never ibopes: the institute's count).  Folded.  The older lists miss words too
    (brega, tchau, bioma): being VERO's alone says nothing by itself."""
    share = debs / "usr/share/dict"
    others = {fold(w, kept) for f in ("brazilian", "portuguese") for w in lowercase(share / f)}
    english = lowercase(share / "american-english") | {
        w.lower() for w in dictionary(share / "american-english-huge") if w[:1].isupper()
    }
    alone = {w for w in words if fold(w, kept) not in others}
    hunspell = Hunspell(debs / "usr/share/hunspell/pt_BR", debs, "pt")
    forms = paradigms(hunspell, alone, lowercase_only=True, suffixes_only=True)
    unused = {w for w in alone if inflected_never_counted(w, forms.get(w, set()))}
    return {fold(w, kept) for w in alone if w in english or w in unused}


def inflected_never_counted(word: str, forms: set[str]) -> bool:
    """VERO derives other forms of ``word`` by its suffixes, and wordfreq counts none."""
    others = forms - {word}
    return bool(others) and not any(zipf_frequency(f, "pt") > 0 for f in others)


def left_out(language: str, debs: Path, kept: str, words: set[str]) -> frozenset[str]:
    """Termo's borrowed counts among its common words of five letters (none elsewhere)."""
    if language != "pt":
        return frozenset()
    common = {w for w in words if len(w) == LENGTH and zipf_frequency(w, "pt") >= COMMON_ZIPF}
    return frozenset(borrowed(debs, kept, common))


def dictionary(path: Path) -> list[str]:
    return [w.strip() for w in path.read_text(encoding="utf-8").splitlines()]


def lowercase(path: Path) -> set[str]:
    return {w for w in dictionary(path) if w.islower()}


def write(
    language: str, folder: str, kept: str, written: set[str], left_out: frozenset[str] = frozenset()
) -> None:
    forms: dict[str, list[str]] = {}
    for word in sorted(w for w in written if len(w) == LENGTH):
        forms.setdefault(fold(word, kept), []).append(word)
    zipf = {w: zipf_frequency(w, language) for spelled in forms.values() for w in spelled}
    shown = {f: max(spelled, key=lambda w: zipf[w]) for f, spelled in forms.items()}
    common = {f: zipf[shown[f]] for f in forms}
    out = DATA / folder
    out.mkdir(exist_ok=True)
    guesses = sorted(forms)
    # never a word the bot may not name (scripts/make_unadvised.py, rule 4), nor a name,
    # nor one left out (Termo's borrowed counts)
    answers = [
        w
        for w in guesses
        if common[w] >= COMMON_ZIPF
        and may_advise(w, language)
        and not is_proper(w, language)
        and w not in left_out
    ]
    (out / "guesses.txt").write_text("".join(f"{w}\n" for w in guesses), encoding="utf-8")
    (out / "answers.txt").write_text("".join(f"{w}\n" for w in answers), encoding="utf-8")
    header = f"# word\tzipf (wordfreq 3.1.1, {language}; data CC BY-SA 4.0, see NOTICE)\n"
    frequency = "".join(f"{w}\t{common[w]:.2f}\n" for w in guesses if common[w] > 0)
    (out / "frequency.tsv").write_text(header + frequency, encoding="utf-8")
    spelled = "".join(f"{w}\t{shown[w]}\n" for w in guesses if shown[w] != w)
    (out / "shown.tsv").write_text("# word as played\tas written\n" + spelled, encoding="utf-8")
    print(f"{folder}: {len(answers):,} answers, {len(guesses):,} guesses")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--debs", type=Path, required=True, help="the packages, extracted")
    debs = parser.parse_args().debs
    readers = {"pt": portuguese, "es": spanish, "de": german}
    for language, folder, kept in LANGUAGES:
        words = readers[language](debs)
        write(language, folder, kept, words, left_out(language, debs, kept, words))


if __name__ == "__main__":
    main()
