"""The colours of a Wordle board as the NYT draws it, in each theme: what a tile's fill
says (correct, present, absent), and what is background or an empty tile.  A pixel is
one of them when it is near enough (a JPEG's noise, a phone's colour management) and
nearer to it than to the page's own colour: a page drawn close to a tile's grey (Discord's
dark grey around the bot's own boards) is not one big tile."""

from __future__ import annotations

from functools import cache

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
ITSELF = 12.0  # a page colour this near a fill is that fill (a board cropped to its tiles)
NONE = -1


def classify(pixels: np.ndarray) -> np.ndarray:
    """Each pixel's meaning (``CORRECT``, ``PRESENT``, ``ABSENT``) where it is a tile's
    fill, else ``NONE``.  Looked up by the pixel's colour, six bits a channel, in a table
    of every such colour's meaning: one pass over the pixels, however many fills."""
    meanings, distances = _table()
    bits = (pixels >> (8 - BITS)).astype(np.int32)
    index = (bits[..., 0] << (2 * BITS)) | (bits[..., 1] << BITS) | bits[..., 2]
    meaning = meanings[index]
    page = _page(pixels)
    if page is not None:  # a fill's pixels nearer to the page's colour are the page's
        filled = meaning != NONE
        off = pixels[filled].astype(np.float32) - np.array(page, dtype=np.float32)
        nearer = np.sqrt((off**2).sum(axis=1)) < distances[index[filled]]
        meaning.ravel()[np.flatnonzero(filled)[nearer]] = NONE  # a copy: the table stays
    return meaning


BITS = 6  # bits a channel the table tells colours apart by (a 2-unit step: below JPEG noise)


@cache
def _table() -> tuple[np.ndarray, np.ndarray]:
    """Each colour's meaning and its distance to the nearest fill (six bits a channel,
    the middle of its step)."""
    refs = np.array([c for c, _ in FILLS], dtype=np.float32)
    meanings = np.array([m for _, m in FILLS], dtype=np.int8)
    step = 1 << (8 - BITS)
    levels = np.arange(1 << BITS, dtype=np.float32) * step + (step - 1) / 2
    grid = np.stack(np.meshgrid(levels, levels, levels, indexing="ij"), axis=-1).reshape(-1, 3)
    distance = np.full(grid.shape[0], np.inf, dtype=np.float32)
    nearest = np.zeros(grid.shape[0], dtype=np.int8)
    for k, ref in enumerate(refs):
        d = np.sqrt(((grid - ref) ** 2).sum(axis=1))
        closer = d < distance
        distance[closer], nearest[closer] = d[closer], k
    meaning = np.where(distance <= NEAR, meanings[nearest], NONE).astype(np.int8)
    return meaning, distance


def _page(pixels: np.ndarray) -> tuple[int, int, int] | None:
    """The page's colour: the commonest along the picture's edges, unless it is a fill's
    (a picture cropped to its tiles has no page showing)."""
    edges = np.concatenate([pixels[0], pixels[-1], pixels[:, 0], pixels[:, -1]]).reshape(-1, 3)
    colours, counts = np.unique(edges, axis=0, return_counts=True)
    page = colours[int(np.argmax(counts))].astype(np.float32)
    fills = np.array([c for c, _ in FILLS], dtype=np.float32)
    if np.sqrt(((fills - page) ** 2).sum(axis=1)).min() <= ITSELF:
        return None
    r, g, b = (int(v) for v in page)
    return r, g, b
