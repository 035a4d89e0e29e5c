"""Finding the board in a picture: the filled tiles are squares of one size, in rows of
equal length whose columns line up.  A keyboard's keys are coloured too, but taller than
wide; an empty tile (or one typed but not played) is only a border.  Tiles side by side
with a wide gap between them belong to different boards (two players' boards, a Quordle):
those are told apart, never read as one long row."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

import numpy as np

from bot.screenshots._colours import NONE

SQUARE = 0.18  # how far from square a tile's box may be (JPEG blur, rounding)
FILLED = 0.45  # a filled tile's colour covers at least this much of its box
SAME_SIZE = 0.2  # tiles of one board differ in side by at most this much
MIN_SIDE = 10  # pixels: smaller is not a tile anyone could read
MAX_SHAPES = 4000  # coloured shapes a screenshot may hold (real ones: a few hundred)
APART = 0.5  # tiles further apart than this (of a side) are not in one board's row
PRESENT = 0.6  # a row's place is taken when colour covers this much of each tile there
TOUCHING = 11  # at most this many tiles drawn touching are cut out of one strip
STRIP = 0.05  # and its length is that many sides to within this (a key is 1.4-1.7 wide)

Board = list[list["Tile"]]  # rows of tiles, top to bottom, each left to right


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
    fills are opened first: a JPEG's stray pixel in a narrow gap would join two tiles.
    Tiles drawn touching (a Discord embed's board has no gap between rows) make a strip
    as long as so many squares of the size the picture's single tiles have: it is cut
    into them (a bar of another height is no row of tiles).  A picture of more coloured
    shapes than ``MAX_SHAPES`` (a field of specks, noise) holds no board to read: they
    are not measured one by one.  Every shape is measured at once
    (numpy), so a picture of many specks costs no more than its pixels."""
    # imported with the first picture (or the reader's warm-up): scipy is most of what
    # reading pictures adds to a start, and a bot may never be shown one
    from scipy import ndimage

    labels, count = ndimage.label(_opened(meaning != NONE))
    if count == 0 or count > MAX_SHAPES:
        return []
    boxes = ndimage.find_objects(labels)
    tops = np.array([b[0].start for b in boxes])
    lefts = np.array([b[1].start for b in boxes])
    heights = np.array([b[0].stop for b in boxes]) - tops
    widths = np.array([b[1].stop for b in boxes]) - lefts
    areas = np.bincount(labels.ravel(), minlength=count + 1)[1:]
    sides = np.minimum(heights, widths)
    squares = np.clip(np.rint(np.maximum(heights, widths) / np.maximum(sides, 1)), 1, TOUCHING)
    slack = np.where(squares == 1, SQUARE, STRIP) * squares * sides
    whole = np.abs(np.maximum(heights, widths) - squares * sides) <= slack
    kept = (sides >= MIN_SIDE) & whole & (areas >= FILLED * heights * widths)
    single = np.flatnonzero(kept & (squares == 1))
    if single.size == 0:
        return []
    usual = float(np.median(sides[single]))
    alike = np.abs(sides - usual) <= SAME_SIZE * usual
    found = [Tile(int(tops[k]), int(lefts[k]), int(sides[k])) for k in single if alike[k]]
    for k in np.flatnonzero(kept & (squares > 1) & alike):  # strips of tiles of that size
        down = heights[k] > widths[k]  # its squares run down it, or across
        side = round((heights[k] if down else widths[k]) / squares[k])
        for n in range(int(squares[k])):
            found.append(
                Tile(int(tops[k]) + n * side * down, int(lefts[k]) + n * side * (not down), side)
            )
    return found


def _opened(mask: np.ndarray) -> np.ndarray:
    """The mask opened by a 3 x 3 square (eroded, then dilated): done with numpy's
    whole-array operations, which let other threads run (the event loop among them)."""
    return _grown(_grown(mask, np.logical_and), np.logical_or)


def _grown(mask: np.ndarray, join: np.ufunc) -> np.ndarray:
    """Each pixel joined (and: eroded, or: dilated) with its eight neighbours', the
    picture's edge counting as outside."""
    edge = join is np.logical_or
    padded = np.pad(mask, 1, constant_values=not edge)
    across = join(join(padded[:, :-2], padded[:, 1:-1]), padded[:, 2:])
    out = join(join(across[:-2], across[1:-1]), across[2:])
    if not edge:  # outside the picture is nothing: a tile at its edge is eroded there
        out[0, :], out[-1, :], out[:, 0], out[:, -1] = False, False, False, False
    return out


def boards(found: list[Tile]) -> list[Board]:
    """The boards in the picture, the one of most tiles first: each the largest set of
    rows of one length whose columns line up, a row being tiles close side by side."""
    if not found:
        return []
    side = float(np.median([t.side for t in found]))
    lines: list[list[Tile]] = []
    for tile in sorted(found, key=lambda t: (t.top, t.left)):
        if lines and abs(lines[-1][0].top - tile.top) <= side / 2:
            lines[-1].append(tile)
        else:
            lines.append([tile])
    left = [run for line in lines for run in _runs(sorted(line, key=lambda t: t.left), side)]
    found_boards: list[Board] = []
    while left:
        best: Board = []
        for run in left:  # each row's columns are a candidate board's
            columns = [t.left for t in run]
            board = [other for other in left if _aligned(other, columns, side)]
            if sum(map(len, board)) > sum(map(len, best)):
                best = board
        found_boards.append(sorted(best, key=lambda r: r[0].top))
        left = [run for run in left if not any(run is taken for taken in best)]
    return found_boards


def _runs(line: list[Tile], side: float) -> list[list[Tile]]:
    """A line of tiles cut where two stand further apart than one board's gap."""
    runs = [[line[0]]]
    for before, tile in pairwise(line):
        if tile.left - (before.left + before.side) > APART * side:
            runs.append([])
        runs[-1].append(tile)
    return runs


def _aligned(line: list[Tile], columns: list[int], side: float) -> bool:
    return len(line) == len(columns) and all(
        abs(t.left - c) <= side / 3 for t, c in zip(line, columns, strict=True)
    )


def unfound_rows(board: Board, found: list[Tile], meaning: np.ndarray, most: int) -> int:
    """How many rows the board's places hold that were not found: a gap between found
    rows, or a place above or below them where tiles of the board's columns were found
    but not a whole row of them (a toast over one tile), or where most tiles are covered
    in colour (a row blurred past reading).  At most ``most`` rows in all are looked for."""
    side = float(np.median([t.side for row in board for t in row]))
    tops = [row[0].top for row in board]
    across = [b.left - a.left for row in board for a, b in pairwise(row)]
    pitch = float(np.median(across)) if across else side * 1.08  # rows step as columns do
    columns = [t.left for t in board[0]]
    taken = {round((top - tops[0]) / pitch) for top in tops}
    partly = {round((t.top - tops[0]) / pitch) for t in found if _in_column(t, columns, side)}
    last = max(taken)
    unfound = len(set(range(last + 1)) - taken)  # gaps between found rows
    for direction, start in ((-1, 0), (1, last)):
        for k in range(1, most - len(taken) - unfound + 1):
            slot = start + direction * k
            top = round(tops[0] + slot * pitch)
            if slot not in partly and not _coloured(meaning, top, columns, round(side)):
                break
            unfound += 1
    return unfound


def _in_column(tile: Tile, columns: list[int], side: float) -> bool:
    return any(abs(tile.left - c) <= side / 3 for c in columns)


def _coloured(meaning: np.ndarray, top: int, columns: list[int], side: int) -> bool:
    """Whether most tile places on a row at ``top`` are covered in a fill's colour."""
    if top < 0 or top + side > meaning.shape[0]:
        return False
    covered = 0
    for left in columns:
        place = meaning[top : top + side, max(0, left) : left + side]
        covered += place.size > 0 and (place != NONE).mean() >= PRESENT
    return covered > len(columns) / 2
