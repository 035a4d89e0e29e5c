"""``python -m bot bench images``: screenshots read back.  Boards drawn in faces the
letter model never saw (bot/bench/boards_drawn.py: themes, palettes, layouts, crops,
0.5-3x, PNG and JPEG 60-95, 1-6 rows), each read as the bot reads one, timed, and
checked: rows exactly right (letters and colours, and sure), colours right, rows in doubt
(shown to the player, not added), wrong rows passed off as sure (the count that must be
0), the letters confused, and what each kind of picture costs.  Beside it, the simpler
means the model replaced: each tile's glyph matched against one face's letters (the
package's own), on the same tiles.  Then the real screenshots people posted, where they
are here (bot/bench/real_screenshots.py)."""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from bot.bench.boards_drawn import boards
from bot.bench.percentiles import summary
from bot.bench.real_screenshots import real_figures
from bot.lanes import Engines
from bot.screenshots import read_board, read_screenshot, sure, words_of
from bot.screenshots._letters import LETTERS, features
from solver import Solver

IMAGES = 400


def bench_images(as_json: bool = False, count: int = IMAGES) -> int:
    words = Path(__file__).parents[2].joinpath("solver/data/answers.txt").read_text().split()
    engines = Engines(Solver())
    is_word = words_of(engines.of_length)
    read_screenshot(next(boards(1, words, 0)).data)  # the model loaded, as a warm bot has it
    ms: list[float] = []
    work: list[float] = []  # the CPU time each reading took: what a busy machine leaves alone
    by_kind: dict[str, list[float]] = {}
    rows = exact = coloured = doubt = passed_off = 0
    confused: Counter[tuple[str, str]] = Counter()
    for drawn in boards(count, words, seed=2026):
        started, worked = time.perf_counter(), time.thread_time()
        shot = read_board(drawn.data, is_word)
        spent = (time.perf_counter() - started) * 1000
        ms.append(spent)
        work.append((time.thread_time() - worked) * 1000)
        kind = " ".join(drawn.how.split()[3:5])  # layout and scale
        by_kind.setdefault(kind, []).append(spent)
        rows += len(drawn.rows)
        if len(shot.rows) != len(drawn.rows):  # rows missed: wrong if added as sure
            passed_off += len(drawn.rows) if sure(shot) else 0
            doubt += 0 if sure(shot) else len(drawn.rows)
            continue
        for (word, colours), row in zip(drawn.rows, shot.rows, strict=True):
            coloured += row.colours == colours
            right = row.letters == word.upper()
            exact += right and row.colours == colours and not row.unsure
            doubt += bool(row.unsure)
            passed_off += not right and not row.unsure
            if row.letters is not None:
                confused.update(
                    (a, b) for a, b in zip(word.upper(), row.letters, strict=True) if a != b
                )
    figures = {
        "images": count,
        "rows": rows,
        "rows exactly right %": round(100 * exact / rows, 2),
        "colours right %": round(100 * coloured / rows, 2),
        "rows in doubt (shown, not added)": doubt,
        "wrong rows passed off as sure": passed_off,
        "letters confused (truth>read)": {f"{a}>{b}": n for (a, b), n in confused.most_common()},
        **summary(ms, "read "),
        **summary(work, "read work (CPU) "),
        "by layout and scale (max ms)": {k: round(max(v), 1) for k, v in sorted(by_kind.items())},
        "one face's templates, letters right %": _templates_baseline(words),
        **real_figures(is_word),
    }
    if as_json:
        print(json.dumps(figures, indent=2))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


def _templates_baseline(words: list[str]) -> float:
    """The simpler means: each glyph matched to the nearest of the package's own face's
    letters (normalised correlation of the same features), over the tiles of 60 boards."""
    from PIL import Image, ImageDraw, ImageFont

    from bot.pictures import FONT

    font = ImageFont.truetype(FONT, 64)
    templates = []
    for letter in LETTERS:
        canvas = Image.new("L", (96, 96))
        ImageDraw.Draw(canvas).text((48, 48), letter, fill=255, font=font, anchor="mm")
        described = features(np.asarray(canvas) > 127)
        assert described is not None
        templates.append(_unit(described))
    matrix = np.array(templates)
    right = total = 0
    for glyph, _, letter in drawn_tiles(60, words, 2027):
        described = features(glyph)
        if described is not None:
            total += 1
            right += LETTERS[int(np.argmax(matrix @ _unit(described)))] == letter
    return round(100 * right / max(1, total), 2)


def drawn_tiles(count: int, words: list[str], seed: int) -> Iterator[tuple[np.ndarray, int, str]]:
    """The tiles of ``count`` drawn boards, as the reader finds them: each glyph's mask,
    its tile's side and the letter drawn there (boards not found whole are left out)."""
    from bot.screenshots import _read

    for drawn in boards(count, words, seed):
        picture = _read._opened(drawn.data)
        if isinstance(picture, str):
            continue
        deadline = _read.Deadline.after(60.0)
        pixels, meaning, found = _read._seen(_read._scaled(picture, _read.WORKING_AREA), deadline)
        board = next(iter(_read.boards(found)), [])
        if len(board) != len(drawn.rows):
            continue
        for line, (word, _) in zip(board, drawn.rows, strict=True):
            for tile, letter in zip(line, word.upper(), strict=True):
                glyph = _read._glyph(tile, pixels, meaning[tile.box])
                if glyph.any():
                    yield glyph, tile.side, letter


def _unit(vector: np.ndarray) -> np.ndarray:
    centred = vector - vector.mean()
    return centred / (np.linalg.norm(centred) or 1.0)
