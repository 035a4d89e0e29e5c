"""Write solver/data/frequency.tsv: the English Zipf frequency of every valid guess.

The answer priors (solver/lists/priors.py) weight words outside the likely-answer list by how
common they are.  wordfreq is only needed to regenerate this file, not to run the bot:
    pip install wordfreq==3.1.1 && python scripts/make_frequency.py
"""

from __future__ import annotations

from pathlib import Path

from wordfreq import zipf_frequency

from solver.lists.wordlists import valid

OUT = Path(__file__).resolve().parents[1] / "solver" / "data" / "frequency.tsv"


def main() -> None:
    lines = ["# word\tzipf (wordfreq 3.1.1, English; data CC BY-SA 4.0, see NOTICE)"]
    for word in valid().words:
        zipf = zipf_frequency(word, "en")
        if zipf > 0:
            lines.append(f"{word}\t{zipf:.2f}")
    OUT.write_text("\n".join(lines) + "\n")
    print(f"{len(lines) - 1} words with a frequency -> {OUT}")


if __name__ == "__main__":
    main()
