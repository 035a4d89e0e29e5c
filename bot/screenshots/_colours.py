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
PAGE, PAGES = 0.1, 3  # a colour covering this share of a picture is a page's; this many at most
GREY = 16  # a page is grey: its channels differ by at most this much
NONE = -1


def classify(pixels: np.ndarray) -> np.ndarray:
    """Each pixel's meaning (``CORRECT``, ``PRESENT``, ``ABSENT``) where it is a tile's
    fill, else ``NONE``.  Looked up by the pixel's colour, six bits a channel, in a table
    of every such colour's meaning: one pass over the pixels, however many fills."""
    meanings = colour_table()
    index = (pixels[..., 0] >> (8 - BITS)).astype(np.int32) << (2 * BITS)
    index |= (pixels[..., 1] >> (8 - BITS)).astype(np.int32) << BITS
    index |= pixels[..., 2] >> (8 - BITS)
    counts = np.bincount(index.ravel(), minlength=meanings.size)
    pages = _pages(counts, index.size)
    if pages:  # the picture's colours nearer to a page's than to their fill are its
        present = np.flatnonzero(counts)
        colours, meanings = centres(present), meanings.copy()
        reach = nearest_fill(colours)
        for page in pages:
            off = np.sqrt(((colours - page) ** 2).sum(axis=1))
            meanings[present[off < reach]] = NONE
    return meanings[index]


BITS = 6  # bits a channel the table tells colours apart by (a 2-unit step: below JPEG noise)


@cache
def colour_table() -> np.ndarray:
    """Each colour the table tells apart (six bits a channel): its meaning.  Neither the
    colours nor their distances to the nearest fill are kept (``centres`` and
    ``nearest_fill`` compute those a picture holds, when it has a page to tell apart):
    the table is a byte a colour, where the distances beside it took four times as much
    for the whole life of the process."""
    meanings = np.array([m for _, m in FILLS], dtype=np.int8)
    levels = centres(np.arange(1 << BITS))[:, 2]  # one channel's steps
    squared = np.full((1 << BITS,) * 3, np.inf, dtype=np.float32)
    nearest = np.zeros(squared.shape, dtype=np.int8)
    for k, (ref, _) in enumerate(FILLS):
        d = _squared_distances(levels, ref)
        closer = d < squared
        squared[closer], nearest[closer] = d[closer], k
    distance = np.sqrt(squared).ravel()
    return np.where(distance <= NEAR, meanings[nearest.ravel()], NONE).astype(np.int8)


def nearest_fill(colours: np.ndarray) -> np.ndarray:
    """Each of these colours' (``centres``') distance to the nearest fill, in the same
    float32 steps as the table's build (red, green, blue added in that order), so a
    colour's distance is the one its meaning was decided by."""
    squared = np.full(len(colours), np.inf, dtype=np.float32)
    for ref, _ in FILLS:
        red, green, blue = ((colours[:, k] - np.float32(c)) ** 2 for k, c in enumerate(ref))
        np.minimum(squared, red + green + blue, out=squared)
    return np.sqrt(squared)


def _squared_distances(levels: np.ndarray, ref: tuple[int, int, int]) -> np.ndarray:
    """Every table colour's squared distance to ``ref``, a channel at a time (red, green,
    blue, the table's order): no array of every colour's channels is made, since a build's
    temporaries of several times the table's size stay in the process's memory after."""
    red, green, blue = ((levels - np.float32(c)) ** 2 for c in ref)
    return red[:, None, None] + green[None, :, None] + blue[None, None, :]


def centres(index: np.ndarray) -> np.ndarray:
    """The colour (RGB, float32) in the middle of each of these table entries' steps."""
    step, mask = 1 << (8 - BITS), (1 << BITS) - 1
    channels = np.stack([(index >> (2 * BITS)) & mask, (index >> BITS) & mask, index & mask], -1)
    return channels.astype(np.float32) * step + (step - 1) / 2


def _pages(counts: np.ndarray, pixels: int) -> list[np.ndarray]:
    """The page's colours, of a picture whose table entries' ``counts`` of its ``pixels``
    are these: the greys covering a good share of it (a page, a panel on it: Discord's
    embed), unless a fill's own (a board cropped to its grey tiles); a green or a yellow
    that covers as much is a board's tiles."""
    large = np.flatnonzero(counts >= PAGE * pixels)  # ten at most
    common = large[np.argsort(counts[large])[::-1]][:PAGES]
    fills = np.array([c for c, _ in FILLS], dtype=np.float32)
    pages = []
    for colour in centres(common):
        neutral = colour.max() - colour.min() <= GREY
        if neutral and np.sqrt(((fills - colour) ** 2).sum(axis=1)).min() > ITSELF:
            pages.append(colour)
    return pages
