"""Finding the board in a picture: the filled tiles are squares of one size, in rows of
equal length whose columns line up.  A keyboard's keys are coloured too, but taller than
wide; an empty tile (or one typed but not played) is only a border."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy import ndimage

from bot.screenshots._colours import NONE

SQUARE = 0.18  # how far from square a tile's box may be (JPEG blur, rounding)
FILLED = 0.45  # a filled tile's colour covers at least this much of its box
SAME_SIZE = 0.2  # tiles of one board differ in side by at most this much
MIN_SIDE = 10  # pixels: smaller is not a tile anyone could read


@dataclass(frozen=True)
class Tile:
    top: int
    left: int
    side: int

    @property
    def box(self) -> tuple[slice, slice]:
        return slice(self.top, self.top + self.side), slice(self.left, self.left + self.side)


def tiles(meaning: np.ndarray) -> list[Tile]:
    """The filled square tiles in the picture, of the size most of them share.  The
    fills are opened first: a JPEG's stray pixel in a narrow gap would join two tiles."""
    filled = ndimage.binary_opening(meaning != NONE, structure=np.ones((3, 3), dtype=bool))
    labels, _ = ndimage.label(filled)
    found = []
    for k, box in enumerate(ndimage.find_objects(labels), 1):
        if box is None:
            continue
        height, width = box[0].stop - box[0].start, box[1].stop - box[1].start
        side = max(height, width)
        if side < MIN_SIDE or abs(height - width) > SQUARE * side:
            continue
        if (labels[box] == k).mean() < FILLED:
            continue
        found.append(Tile(box[0].start, box[1].start, side))
    if not found:
        return []
    usual = float(np.median([t.side for t in found]))
    return [t for t in found if abs(t.side - usual) <= SAME_SIZE * usual]


def rows(found: list[Tile]) -> list[list[Tile]]:
    """The tiles in board rows, top to bottom, each left to right: the largest set of rows
    of one length whose columns line up (another board, stray squares are left out)."""
    if not found:
        return []
    side = float(np.median([t.side for t in found]))
    lines: list[list[Tile]] = []
    for tile in sorted(found, key=lambda t: (t.top, t.left)):
        if lines and abs(lines[-1][0].top - tile.top) <= side / 2:
            lines[-1].append(tile)
        else:
            lines.append([tile])
    lines = [sorted(line, key=lambda t: t.left) for line in lines]
    best: list[list[Tile]] = []
    for line in lines:  # each row's columns are a candidate board's
        columns = [t.left for t in line]
        board = [other for other in lines if _aligned(other, columns, side)]
        if sum(map(len, board)) > sum(map(len, best)):
            best = board
    return best


def _aligned(line: list[Tile], columns: list[int], side: float) -> bool:
    return len(line) == len(columns) and all(
        abs(t.left - c) <= side / 3 for t, c in zip(line, columns, strict=True)
    )
