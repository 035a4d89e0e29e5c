"""Write bot/bench/fonts/: the faces the screenshot reader's tests and ``bot bench images``
draw boards in, none of which its letter model was trained on (scripts/train_letters.py),
each cut down to Basic Latin so the repository stays small (faces whose licence reserves
their name for the unmodified font, Lato's, are left out); their licences beside them.
Shipped rather than taken from the system, so every machine draws the same boards.

    apt-get install fonts-roboto-unhinted fonts-dejavu-core && pip install fonttools
    python scripts/make_bench_fonts.py
"""

from __future__ import annotations

from pathlib import Path

from fontTools import subset

OUT = Path(__file__).resolve().parents[1] / "bot" / "bench" / "fonts"
SYSTEM = Path("/usr/share/fonts/truetype")
FACES = (
    SYSTEM / "roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
    SYSTEM / "roboto/unhinted/RobotoCondensed-Bold.ttf",
    SYSTEM / "dejavu/DejaVuSerif-Bold.ttf",
)


def main() -> None:
    options = subset.Options()
    options.name_IDs = ["*"]  # the copyright and licence notices stay in the file
    for source in FACES:
        font = subset.load_font(str(source), options)
        cutter = subset.Subsetter(options)
        cutter.populate(unicodes=range(0x20, 0x7F))
        cutter.subset(font)
        subset.save_font(font, str(OUT / source.name), options)
        print(f"wrote {OUT / source.name}")


if __name__ == "__main__":
    main()
