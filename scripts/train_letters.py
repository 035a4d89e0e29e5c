"""Train the screenshot reader's letter model (bot/screenshots/letters.npz).

    PYTHONPATH=. python scripts/train_letters.py

Each letter is drawn in six bold sans-serif faces and five of their regular weights, each
many ways (sizes, widths 0.75-1.3, a slant, thinner and heavier strokes, blur, the
threshold a screenshot's glyph is cut at), described as the reader describes a tile's
glyph, and a multinomial logistic regression is fitted with numpy.  The faces are the
package's own (DejaVu Sans Bold) and those five Debian packages carry
(fonts-liberation2, fonts-freefont-ttf, fonts-noto-core, fonts-open-sans,
fonts-cantarell).  The reader's tests and `bot bench images` draw boards in other faces
(Roboto, Lato, Roboto Condensed, DejaVu Sans Condensed, Pillow's own), so what they
measure is how it reads a face it never saw.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from bot.pictures import FONT
from bot.screenshots._letters import LETTERS, WEIGHTS, features

FACES = (
    str(FONT),
    "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
    "/usr/share/fonts/truetype/open-sans/OpenSans-Bold.ttf",
    "/usr/share/fonts/opentype/cantarell/Cantarell-Bold.otf",
    # and regular weights of the same families: a phone's or a page's lighter face
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf",
)
PER_LETTER = 600
STEPS, RATE, DECAY = 700, 0.5, 1e-3


def drawn(face: str, letter: str, rng: random.Random) -> np.ndarray:
    """One letter in one face, drawn one random way, as a screenshot's glyph mask."""
    tile = rng.choice((40, 62, 90))
    font = ImageFont.truetype(face, round(tile * rng.uniform(0.45, 0.6)))
    canvas = Image.new("L", (tile, tile))
    ImageDraw.Draw(canvas).text((tile / 2, tile / 2), letter, fill=255, font=font, anchor="mm")
    canvas = canvas.resize(
        (max(8, round(tile * rng.uniform(0.75, 1.3))), tile), Image.Resampling.BILINEAR
    )
    slant = rng.uniform(-0.12, 0.12)
    canvas = canvas.transform(
        canvas.size,
        Image.Transform.AFFINE,
        (1, slant, -slant * tile / 2, 0, 1, 0),
        Image.Resampling.BILINEAR,
    )
    stroke = rng.choice(
        (None, ImageFilter.MinFilter(3), ImageFilter.MaxFilter(3), ImageFilter.MaxFilter(5))
    )
    if stroke is not None:
        canvas = canvas.filter(stroke)
    if rng.random() < 0.5:
        canvas = canvas.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.2)))
    return np.asarray(canvas) > rng.uniform(90, 170)


def main() -> int:
    missing = [f for f in FACES if not Path(f).exists()]
    if missing:
        print(
            f"missing faces (apt-get install the packages named above): {missing}", file=sys.stderr
        )
        return 2
    rng = random.Random(0)
    rows, labels = [], []
    for k, letter in enumerate(LETTERS):
        for n in range(PER_LETTER):
            described = features(drawn(FACES[n % len(FACES)], letter, rng))
            if described is not None:
                rows.append(described)
                labels.append(k)
    x, y = np.array(rows, dtype=np.float32), np.array(labels)
    means, spreads = x.mean(axis=0), x.std(axis=0) + 1e-3
    x = (x - means) / spreads
    weights = np.zeros((x.shape[1], len(LETTERS)), dtype=np.float32)
    biases = np.zeros(len(LETTERS), dtype=np.float32)
    truth = np.eye(len(LETTERS), dtype=np.float32)[y]
    for _ in range(STEPS):
        scores = x @ weights + biases
        scores -= scores.max(axis=1, keepdims=True)
        chances = np.exp(scores)
        chances /= chances.sum(axis=1, keepdims=True)
        step = (chances - truth) / len(y)
        weights -= RATE * (x.T @ step + DECAY * weights)
        biases -= RATE * step.sum(axis=0)
    accuracy = float(((x @ weights + biases).argmax(axis=1) == y).mean())
    np.savez_compressed(WEIGHTS, weights=weights, biases=biases, means=means, spreads=spreads)
    print(f"{len(y)} glyphs, trained accuracy {accuracy:.4f}; wrote {WEIGHTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
