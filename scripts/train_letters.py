"""Train the screenshot reader's letter model (bot/screenshots/letters.npz).

    PYTHONPATH=. python scripts/train_letters.py

Each letter is drawn in fifteen faces many ways (sizes, widths 0.75-1.3, a slant,
thinner and heavier strokes, blur, the threshold a screenshot's glyph is cut at),
described as the reader describes a tile's glyph (``_letters.features``), and a network
of one hidden layer (192 units, ReLU) is fitted with numpy (Adam, minibatches, a tenth of
the features dropped at random as it learns).  A linear model over the same glyphs reads
faces it never saw worse: it cannot hold both a serif's and a sans's I.

The faces are the package's own (DejaVu Sans Bold) and those Debian packages carry:
fonts-dejavu-core, fonts-liberation2, fonts-freefont-ttf, fonts-open-sans, fonts-cantarell
(sans and serif, bold and regular, two condensed).  The faces the reader is measured in
(its tests' and ``bot bench images``': bot/bench/fonts, Roboto Bold, Roboto Condensed
Bold, DejaVu Serif Bold, and Pillow's own Aileron) are none of these: what they measure
is how it reads faces it never saw.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from bot.pictures import FONT
from bot.screenshots._letters import LETTERS, WEIGHTS, features

SYSTEM = "/usr/share/fonts/truetype"
FACES = (
    str(FONT),
    f"{SYSTEM}/dejavu/DejaVuSans.ttf",
    f"{SYSTEM}/dejavu/DejaVuSansCondensed-Bold.ttf",
    f"{SYSTEM}/liberation2/LiberationSans-Bold.ttf",
    f"{SYSTEM}/liberation2/LiberationSans-Regular.ttf",
    f"{SYSTEM}/liberation2/LiberationSerif-Bold.ttf",
    f"{SYSTEM}/liberation2/LiberationSerif-Regular.ttf",
    f"{SYSTEM}/freefont/FreeSansBold.ttf",
    f"{SYSTEM}/freefont/FreeSans.ttf",
    f"{SYSTEM}/freefont/FreeSerifBold.ttf",
    f"{SYSTEM}/open-sans/OpenSans-Bold.ttf",
    f"{SYSTEM}/open-sans/OpenSans-Regular.ttf",
    f"{SYSTEM}/open-sans/OpenSans-CondBold.ttf",
    "/usr/share/fonts/opentype/cantarell/Cantarell-Bold.otf",
    "/usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf",
)
PER_LETTER = 900
HIDDEN, EPOCHS, BATCH, RATE, DECAY, DROPPED = 192, 40, 256, 2e-3, 1e-4, 0.1


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


def glyphs() -> tuple[np.ndarray, np.ndarray]:
    """Every letter drawn ``PER_LETTER`` ways, described: (features, letters)."""
    rng = random.Random(0)
    rows, labels = [], []
    for k, letter in enumerate(LETTERS):
        for n in range(PER_LETTER):
            described = features(drawn(FACES[n % len(FACES)], letter, rng))
            if described is not None:
                rows.append(described)
                labels.append(k)
    return np.array(rows, dtype=np.float32), np.array(labels)


def fitted(x: np.ndarray, y: np.ndarray) -> tuple[list[np.ndarray], float]:
    """The network's weights (hidden, biases, output, biases) and its accuracy on ``x``."""
    rng = np.random.default_rng(0)
    width, letters = x.shape[1], len(LETTERS)
    truth = np.eye(letters, dtype=np.float32)[y]
    params = [
        (rng.standard_normal((width, HIDDEN)) * np.sqrt(2 / width)).astype(np.float32),
        np.zeros(HIDDEN, np.float32),
        (rng.standard_normal((HIDDEN, letters)) * np.sqrt(1 / HIDDEN)).astype(np.float32),
        np.zeros(letters, np.float32),
    ]
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    rate, steps = RATE, 0
    for epoch in range(EPOCHS):
        order = rng.permutation(len(y))
        for start in range(0, len(y), BATCH):
            batch = order[start : start + BATCH]
            inputs = x[batch] * (rng.random((len(batch), width)) > DROPPED)
            w1, b1, w2, b2 = params
            hidden = inputs @ w1 + b1
            active = np.maximum(hidden, 0)
            scores = active @ w2 + b2
            scores -= scores.max(axis=1, keepdims=True)
            chances = np.exp(scores)
            chances /= chances.sum(axis=1, keepdims=True)
            out = (chances - truth[batch]) / len(batch)
            back = out @ w2.T
            back[hidden <= 0] = 0
            grads = [
                inputs.T @ back + DECAY * w1,
                back.sum(0),
                active.T @ out + DECAY * w2,
                out.sum(0),
            ]
            steps += 1
            for k, (param, grad) in enumerate(zip(params, grads, strict=True)):
                first[k] = 0.9 * first[k] + 0.1 * grad
                second[k] = 0.999 * second[k] + 0.001 * grad * grad
                step = (first[k] / (1 - 0.9**steps)) / (
                    np.sqrt(second[k] / (1 - 0.999**steps)) + 1e-8
                )
                param -= rate * step
        if epoch == 25:
            rate /= 4
    w1, b1, w2, b2 = params
    accuracy = float(((np.maximum(x @ w1 + b1, 0) @ w2 + b2).argmax(axis=1) == y).mean())
    return params, accuracy


def main() -> int:
    missing = [f for f in FACES if not Path(f).exists()]
    if missing:
        print(f"missing faces (apt-get install the packages above): {missing}", file=sys.stderr)
        return 2
    x, y = glyphs()
    means, spreads = x.mean(axis=0), x.std(axis=0) + 1e-3
    (w1, b1, w2, b2), accuracy = fitted((x - means) / spreads, y)
    np.savez_compressed(  # the weights as float16: half the size, the same letters read
        WEIGHTS,
        w1=w1.astype(np.float16),
        b1=b1,
        weights=w2.astype(np.float16),
        biases=b2,
        means=means,
        spreads=spreads,
    )
    print(f"{len(y)} glyphs, trained accuracy {accuracy:.4f}; wrote {WEIGHTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
