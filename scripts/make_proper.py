"""Write solver/data/proper/<language>.txt: the words each language's sources hold only as
names (solver/lists/proper.py), among the words its games accept, one a line, as played.

The rule is each source's capitalisation, never a hand list:

- English (every length): a word is a name where SCOWL holds it capitalised (any size up to
  80, ``wamerican-huge``, which holds its proper-name entries: Delft, Ceres, Purdy) and
  not lowercase at size 50 (``wamerican``, the list a speller checks against and the size
  the other lengths' guesses come from).  So DELFT (delft, the pottery, only at size 70),
  CERES (ceres at 70) and PURDY (Purdy alone, at 80) are names, MARCH and BILL (march and
  bill at 35 and 50) words.  The NYT's and the original answers are never names: they are
  the game's own facts (DUTCH, MOLLY, TEDDY stay).

    mkdir debs && cd debs && apt-get download wamerican wamerican-huge \\
        && for f in *.deb; do dpkg-deb -x $f .; done
    python scripts/make_proper.py --debs debs

Run it before scripts/make_languages.py and make_lengths.py: their answers leave these
words out.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterable
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "solver" / "data"
OUT = DATA / "proper"
ENGLISH_LISTS = ("valid.txt", *(f"en{n}/guesses.txt" for n in (4, 6, 7, 8, 9, 10, 11)))
FACTS = ("nyt.txt", "answers.txt")  # answer lists the game picked: never names


def lines(path: Path) -> list[str]:
    return [w.strip() for w in path.read_text(encoding="utf-8", errors="replace").splitlines()]


def capitalised(words: Iterable[str]) -> set[str]:
    """The lowercased form of each capitalised word (Delft -> delft; not ABC, not McCoy)."""
    return {w.lower() for w in words if re.fullmatch(r"[A-ZÀ-Þ][a-zß-ÿ]+", w)}


def lowercase(words: Iterable[str]) -> set[str]:
    return {w for w in words if re.fullmatch(r"[a-zß-ÿ]+", w)}


def only_capitalised(names: set[str], words: set[str], played: set[str]) -> set[str]:
    """The rule shared by every language: among the words a game accepts (``played``),
    those a source holds capitalised (``names``) and not lowercase (``words``)."""
    return (names - words) & played


def bundled(paths: Iterable[str]) -> set[str]:
    return {w for p in paths for w in lines(DATA / p) if w}


def english(debs: Path) -> set[str]:
    """Capitalised in SCOWL up to size 80, not lowercase at size 50; not an answer by fact."""
    folder = debs / "usr/share/dict"
    names = capitalised(lines(folder / "american-english-huge"))
    words = lowercase(lines(folder / "american-english"))
    return only_capitalised(names, words, bundled(ENGLISH_LISTS)) - bundled(FACTS)


def write(language: str, found: set[str], rule: str) -> None:
    OUT.mkdir(exist_ok=True)
    header = f"# proper nouns ({language}), made by scripts/make_proper.py: {rule}\n"
    body = "".join(f"{w}\n" for w in sorted(found))
    (OUT / f"{language}.txt").write_text(header + body, encoding="utf-8")
    print(f"{language}: {len(found):,} names")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--debs", type=Path, required=True, help="the packages, extracted")
    debs = parser.parse_args().debs
    write("en", english(debs), "SCOWL holds it capitalised, not lowercase at size 50")


if __name__ == "__main__":
    main()
