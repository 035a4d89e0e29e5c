"""Write the English word lists of every length but five: solver/data/en<N>/ for N in 4
and 6-11, each with ``answers.txt``, ``guesses.txt`` and ``frequency.tsv``.

Five letters has the NYT's own lists; other lengths have no official game, so they come
from SCOWL (Kevin Atkinson's spell-checker word lists, as Debian packages them; licence in
solver/data/NOTICE) and wordfreq (its English Zipf frequencies):

- guesses: every lowercase word of the length in SCOWL size 50 (``wamerican``);
- answers: the words a player would call common, as the NYT picks them: in SCOWL size 35
  (``wamerican-small``), with a Zipf frequency of at least ``COMMON_ZIPF``, and not an
  inflection of another word (no plurals, -ED or -ING forms: the NYT does not pick them),
  nor a word the bot never names (solver/data/unadvised, scripts/make_unadvised.py), nor
  a name (solver/data/proper, scripts/make_proper.py: none is, as every answer is a
  lowercase word of SCOWL size 35, but the rule is stated once for every list).

    apt-get install wamerican wamerican-small && pip install wordfreq==3.1.1
    python scripts/make_lengths.py [--dict /usr/share/dict]
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from wordfreq import zipf_frequency

from solver.lists.proper import is_proper
from solver.lists.unadvised import may_advise

DATA = Path(__file__).resolve().parents[1] / "solver" / "data"
LENGTHS = (4, 6, 7, 8, 9, 10, 11)
COMMON_ZIPF = 3.0
HEADER = "# word\tzipf (wordfreq 3.1.1, English; data CC BY-SA 4.0, see NOTICE)"


def read(path: Path) -> set[str]:
    """A SCOWL list's plain lowercase words (no names, no possessives, no accents)."""
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    return {w.strip() for w in lines if re.fullmatch(r"[a-z]+", w.strip())}


def plural_of_another(word: str, words: set[str]) -> bool:
    if not word.endswith("s") or word.endswith(("ss", "us", "is")):
        return False
    return (
        word[:-1] in words
        or (word.endswith("es") and word[:-2] in words)
        or (word.endswith("ies") and word[:-3] + "y" in words)
    )


def past_of_another(word: str, words: set[str]) -> bool:
    if not word.endswith("ed"):
        return False
    doubled = len(word) > 4 and word[-3] == word[-4] and word[:-3] in words
    return (
        word[:-2] in words
        or word[:-1] in words
        or doubled
        or (word.endswith("ied") and word[:-3] + "y" in words)
    )


def ing_of_another(word: str, words: set[str]) -> bool:
    if not word.endswith("ing"):
        return False
    doubled = len(word) > 5 and word[-4] == word[-5] and word[:-4] in words
    return word[:-3] in words or word[:-3] + "e" in words or doubled


def inflected(word: str, words: set[str]) -> bool:
    """A plural, past or -ING form of another word of ``words``."""
    return any(rule(word, words) for rule in (plural_of_another, past_of_another, ing_of_another))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dict", type=Path, default=Path("/usr/share/dict"))
    args = parser.parse_args()
    small = read(args.dict / "american-english-small")
    medium = read(args.dict / "american-english")
    for n in LENGTHS:
        zipf = {w: zipf_frequency(w, "en") for w in medium | small if len(w) == n}
        answers = sorted(
            w
            for w in small
            if len(w) == n
            and zipf[w] >= COMMON_ZIPF
            and not inflected(w, medium)
            and may_advise(w, "en")  # scripts/make_unadvised.py, rule 4
            and not is_proper(w, "en")  # scripts/make_proper.py
        )
        guesses = sorted({w for w in medium if len(w) == n} | set(answers))
        folder = DATA / f"en{n}"
        folder.mkdir(exist_ok=True)
        (folder / "answers.txt").write_text("\n".join(answers) + "\n")
        (folder / "guesses.txt").write_text("\n".join(guesses) + "\n")
        rows = [f"{w}\t{zipf[w]:.2f}" for w in guesses if zipf[w] > 0]
        (folder / "frequency.tsv").write_text("\n".join([HEADER, *rows]) + "\n")
        print(f"{n} letters: {len(answers)} answers, {len(guesses)} guesses -> {folder}")


if __name__ == "__main__":
    main()
