"""Write bot/pictures/fonts/DejaVuSans-Bold.ttf: DejaVu Sans Bold cut down to the letters
and signs the pictures draw (Latin with every accent the bundled languages write, ẞ,
digits, punctuation, arrows and the few symbols the charts use), so a tile reads ÓTIMO or
GRÖẞE where Pillow's own font has no accented letters, and the package stays small.

    apt-get install fonts-dejavu-core && pip install fonttools
    python scripts/make_font.py [--from /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fontTools import subset

OUT = Path(__file__).resolve().parents[1] / "bot" / "pictures" / "fonts" / "DejaVuSans-Bold.ttf"
SOURCE = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
RANGES = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x017F),  # Latin-1 and Latin Extended-A: á ã ç ñ ä ö ü ß …
    (0x1E9E, 0x1E9E),  # ẞ, the capital sharp s
    (0x2010, 0x2027),  # dashes, quotes, bullets, ellipsis
    (0x2190, 0x2199),  # arrows
    (0x2212, 0x2212),  # minus
    (0x2248, 0x2248),  # ≈
    (0x2264, 0x2265),  # ≤ ≥
    (0x2713, 0x2717),  # ✓ ✗
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="source", type=Path, default=SOURCE)
    args = parser.parse_args()
    options = subset.Options()
    options.layout_features = ["kern", "liga"]
    options.name_IDs = ["*"]  # the copyright and licence notices stay in the file
    font = subset.load_font(str(args.source), options)
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=[c for low, high in RANGES for c in range(low, high + 1)])
    cutter.subset(font)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(OUT), options)
    print(f"{OUT}: {OUT.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
