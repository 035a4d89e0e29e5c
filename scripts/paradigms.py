"""A hunspell dictionary's paradigms, for scripts/make_proper.py: the forms its rules derive
from a headword, and whether wordfreq counts them.

Why: wordfreq folds case, so a form's count may be a name's.  The other forms of a word's
paradigm are not names, so their counts say whether the word is in use: graças beside graça
is; mauro (a Moor), whose every other form is far rarer, is not, and the lowercase cuzco (a
small dog) is never written cuzcos.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from wordfreq import zipf_frequency

RARER = 0.5  # Zipf: a stem three times rarer than its form is not where the count comes from


@dataclass(frozen=True)
class Hunspell:
    """A language's hunspell dictionary (``dic``, without its suffix) in the extracted
    packages (``debs``, which hold ``unmunch``)."""

    dic: Path
    debs: Path
    language: str


def paradigms(
    hunspell: Hunspell, words: set[str], lowercase_only: bool = False, suffixes_only: bool = False
) -> dict[str, set[str]]:
    """Each word's forms: those hunspell's ``unmunch`` derives from the headwords spelled
    so (not the hyphenated enclitic ones: pedra-o); ``lowercase_only``: from its lowercase
    headwords alone (the word's, not the name's); ``suffixes_only``: by its suffix rules
    alone (a prefix makes another word: abocar is not a form of bocó)."""
    dic = hunspell.dic.with_suffix(".dic")
    said = dic.read_text(encoding="utf-8", errors="replace").splitlines()[1:]
    entries = [e.strip() for e in said if e.split("/")[0].strip().lower() in words]
    if lowercase_only:
        entries = [e for e in entries if e.split("/")[0] in words]
    sentinel = "qqqq"  # unmunch derives nothing from it: it ends each entry's forms
    body = "".join(f"{e}\n{sentinel}\n" for e in entries)
    env = {**os.environ, "LD_LIBRARY_PATH": str(hunspell.debs / "usr/lib/x86_64-linux-gnu")}
    with tempfile.TemporaryDirectory() as folder:
        chosen = Path(folder) / "chosen.dic"
        chosen.write_text(f"{2 * len(entries)}\n{body}", encoding="utf-8")
        rules = affixes(hunspell.dic.with_suffix(".aff"), Path(folder), suffixes_only)
        run = [hunspell.debs / "usr/bin/unmunch", chosen, rules]
        out = subprocess.run(run, capture_output=True, env=env, check=True).stdout
    forms: dict[str, set[str]] = {}
    chunks = out.decode("utf-8", errors="replace").split(f"{sentinel}\n")
    for entry, chunk in zip(entries, chunks, strict=False):
        derived = {f.split("/")[0].strip().lower() for f in chunk.splitlines()}
        kept = {d for d in derived if d and "-" not in d}
        forms.setdefault(entry.split("/")[0].lower(), set()).update(kept)
    return forms


def affixes(aff: Path, folder: Path, suffixes_only: bool) -> Path:
    """The dictionary's affix rules, or a copy of them without its prefixes."""
    if not suffixes_only:
        return aff
    said = aff.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)
    copy = folder / "suffixes.aff"
    copy.write_text("".join(line for line in said if not line.startswith("PFX")), "utf-8")
    return copy


def words_in_use(names: set[str], written: dict[str, str], hunspell: Hunspell) -> set[str]:
    """Those of ``names`` (first names a thesaurus also holds) whose word is in use:
    another form of its paradigm nearly as common (graças beside graça).  A name whose
    every other form is far rarer (mauro: maura, mauros) owes its count to the name."""
    forms = paradigms(hunspell, {written.get(w, w) for w in names})
    found = set()
    for word in names:
        spelled = written.get(word, word)
        zipf = zipf_frequency(spelled, hunspell.language)
        others = forms.get(spelled, set()) - {spelled}
        if any(zipf_frequency(f, hunspell.language) > zipf - RARER for f in others):
            found.add(word)
    return found


def inflected_never_used(words: set[str], written: dict[str, str], hunspell: Hunspell) -> set[str]:
    """Those of ``words`` the dictionary inflects (a lowercase headword spelled so, with
    forms its rules derive) while wordfreq counts none of those forms: a word in use shows
    in more than one form, so the count is the name's (cuzco, a small dog, never cuzcos:
    Cuzco; jerez, elche, celia).  A word the dictionary does not inflect (islam, treze)
    says nothing so."""
    spelled = {w: written.get(w, w) for w in words}
    forms = paradigms(hunspell, set(spelled.values()), lowercase_only=True)
    found = set()
    for word, spelling in spelled.items():
        others = forms.get(spelling, set()) - {spelling}
        if others and not any(zipf_frequency(f, hunspell.language) > 0 for f in others):
            found.add(word)
    return found


def unused_places(places: set[str], written: dict[str, str], hunspell: Hunspell) -> set[str]:
    """Those of ``places`` (places CLDR names) whose lowercase headword the dictionary
    inflects while wordfreq counts none of its other forms, though a thesaurus lists the
    lowercase word (pt_PT's japão, a Japanese, never written japões: the count is Japão's).
    A thesaurus lists a place's rare homograph too; a word in use shows in its other forms
    (pragas, catam), and a place no lowercase headword spells (suíça, síria, malta: forms
    of suíço, sírio, maltar, whose suíços, sírios, maltes are counted) says nothing so."""
    return inflected_never_used(places, written, hunspell)
