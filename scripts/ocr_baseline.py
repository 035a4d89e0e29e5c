"""Tesseract (an OCR engine) against the screenshot reader's letter model, on the same
tiles: each glyph turned black on white, padded and read as one character (--psm 10,
A-Z only).  Needs Debian's tesseract-ocr; the figures are in docs/benchmarks.md.

    PYTHONPATH=. python scripts/ocr_baseline.py
"""

from __future__ import annotations

import io
import subprocess
import time
from pathlib import Path

import numpy as np
from PIL import Image

from bot.bench.images import drawn_tiles
from bot.screenshots._letters import read_letter

TESSERACT = ["tesseract", "stdin", "stdout", "--psm", "10"]
ONLY_LETTERS = ["-c", "tessedit_char_whitelist=ABCDEFGHIJKLMNOPQRSTUVWXYZ"]


def ocr(glyph: np.ndarray) -> str:
    """Tesseract's one character for a glyph mask."""
    picture = Image.fromarray(np.where(glyph, 0, 255).astype(np.uint8))
    if picture.height < 64:  # Tesseract reads glyphs of some height best
        picture = picture.resize((max(1, picture.width * 64 // picture.height), 64))
    canvas = Image.new("L", (picture.width + 40, picture.height + 40), 255)
    canvas.paste(picture, (20, 20))
    png = io.BytesIO()
    canvas.save(png, "PNG")
    done = subprocess.run(TESSERACT + ONLY_LETTERS, input=png.getvalue(), capture_output=True)
    return done.stdout.decode().strip()[:1]


def main() -> None:
    words = Path("solver/data/answers.txt").read_text().split()
    total = by_ocr = by_model = 0
    spent: list[float] = []
    for glyph, side, letter in drawn_tiles(25, words, 2027):
        started = time.perf_counter()
        by_ocr += ocr(glyph) == letter
        spent.append(time.perf_counter() - started)
        by_model += read_letter(glyph, side)[0][0] == letter
        total += 1
    p50 = 1000 * sorted(spent)[len(spent) // 2]
    print(
        f"tiles {total}: tesseract {100 * by_ocr / total:.2f} % right, {p50:.0f} ms a tile "
        f"(p50); the model alone {100 * by_model / total:.2f} %"
    )


if __name__ == "__main__":
    main()
