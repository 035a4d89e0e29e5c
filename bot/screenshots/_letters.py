"""Reading a tile's letter: the glyph on its fill, cut to its box, described by a few
hundred numbers (``features``: the glyph stretched to a square and kept in shape, both
softened, and its width over its height) and classified by a small network (one hidden
layer) trained on fifteen sans and serif faces drawn many ways
(``scripts/train_letters.py``; the weights ship in ``letters.npz``).  One face's letters
compared with another's confuse C with O and J with U; a model trained across faces
learns what tells them apart.  A glyph the model is not sure of is said to be unsure,
and the board says so rather than guess."""

from __future__ import annotations

import string
from functools import cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageFilter

SIZE = 20  # a glyph is described at SIZE x SIZE, twice
LETTERS = string.ascii_uppercase
SURE = 0.7  # the model's probability for its letter must reach this to be sure
SMALLEST = 0.15  # a glyph at least this tall (of the tile) is a letter, not noise
WEIGHTS = Path(__file__).with_name("letters.npz")


def features(glyph: np.ndarray) -> np.ndarray | None:
    """A glyph mask (True where the letter is) described for the model; None when empty."""
    ys, xs = np.nonzero(glyph)
    if ys.size == 0:
        return None
    cut = Image.fromarray(
        (glyph[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1] * 255).astype(np.uint8)
    )
    width, height = cut.size
    soft = ImageFilter.GaussianBlur(0.8)
    stretched = cut.resize((SIZE, SIZE), Image.Resampling.BOX).filter(soft)
    scale = (SIZE - 2) / max(width, height)
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    kept = Image.new("L", (SIZE, SIZE))
    kept.paste(
        cut.resize(size, Image.Resampling.BOX), ((SIZE - size[0]) // 2, (SIZE - size[1]) // 2)
    )
    return np.concatenate(
        [
            np.asarray(stretched, dtype=np.float32).ravel() / 255.0,
            np.asarray(kept.filter(soft), dtype=np.float32).ravel() / 255.0,
            [width / height],
        ]
    )


Model = tuple[np.ndarray | None, np.ndarray | None, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


@cache
def model() -> Model:
    """The trained weights: a hidden layer's (weights, biases; None for a linear model),
    the output's (weights, biases), and the features' means and spreads."""
    with np.load(WEIGHTS) as saved:
        weights = {k: saved[k].astype(np.float32) for k in saved.files}  # kept as float16
    hidden = (weights["w1"], weights["b1"]) if "w1" in weights else (None, None)
    return (*hidden, weights["weights"], weights["biases"], weights["means"], weights["spreads"])


def probabilities(described: np.ndarray) -> np.ndarray:
    """Each letter's probability for a described glyph (A to Z)."""
    w1, b1, weights, biases, means, spreads = model()
    inputs = (described - means) / spreads
    if w1 is not None and b1 is not None:
        inputs = np.maximum(inputs @ w1 + b1, 0.0)
    scores = inputs @ weights + biases
    scores -= scores.max()
    exp = np.exp(scores)
    return exp / exp.sum()


Options = tuple[tuple[str, float], ...]  # the likeliest letters, likeliest first
OPTIONS = 3


def read_letter(glyph: np.ndarray, tile_side: int) -> Options:
    """The letters a glyph mask may show, with their probabilities, likeliest first;
    none for a tile with no letter in it."""
    ys, _ = np.nonzero(glyph)
    if ys.size == 0 or ys.max() - ys.min() + 1 < SMALLEST * tile_side:
        return ()
    described = features(glyph)
    if described is None:
        return ()
    chances = probabilities(described)
    return tuple((LETTERS[k], float(chances[k])) for k in np.argsort(-chances)[:OPTIONS])
