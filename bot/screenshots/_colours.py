"""The colours of a Wordle board as the NYT draws it, in each theme: what a tile's fill
says (correct, present, absent), and what is background or an empty tile.  A pixel is
one of them when it is near enough (a JPEG's noise, a phone's colour management)."""

from __future__ import annotations

import numpy as np

CORRECT, PRESENT, ABSENT = 2, 1, 0
# each filled tile's colour in the NYT's themes, and what it means
FILLS: tuple[tuple[tuple[int, int, int], int], ...] = (
    ((106, 170, 100), CORRECT),  # light
    ((201, 180, 88), PRESENT),
    ((120, 124, 126), ABSENT),
    ((83, 141, 78), CORRECT),  # dark
    ((181, 159, 59), PRESENT),
    ((58, 58, 60), ABSENT),
    ((245, 121, 58), CORRECT),  # high contrast: orange and blue, in either theme
    ((133, 192, 249), PRESENT),
)
NEAR = 42.0  # how far (RGB distance) a pixel may stray from a fill and still be it
NONE = -1


def classify(pixels: np.ndarray) -> np.ndarray:
    """Each pixel's meaning (``CORRECT``, ``PRESENT``, ``ABSENT``) where it is a tile's
    fill, else ``NONE``; and which fill it is nearest (for the palette)."""
    refs = np.array([c for c, _ in FILLS], dtype=np.float32)
    meanings = np.array([m for _, m in FILLS], dtype=np.int8)
    flat = pixels.reshape(-1, 3).astype(np.float32)
    distance = np.full(flat.shape[0], np.inf, dtype=np.float32)
    nearest = np.zeros(flat.shape[0], dtype=np.int8)
    for k, ref in enumerate(refs):
        d = np.sqrt(((flat - ref) ** 2).sum(axis=1))
        closer = d < distance
        distance[closer], nearest[closer] = d[closer], k
    out = np.where(distance <= NEAR, meanings[nearest], NONE).astype(np.int8)
    return out.reshape(pixels.shape[:2])
