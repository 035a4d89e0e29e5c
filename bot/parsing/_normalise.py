"""Normalising chat text before reading it: markup, quotes, shortcodes, invisible characters."""

from __future__ import annotations

import re
import unicodedata

from solver import EMOJI_TILES

# -- normalising -------------------------------------------------------------------------

SHORTCODES = {
    ":green_square:": "\U0001f7e9",
    ":yellow_square:": "\U0001f7e8",
    ":black_large_square:": "\u2b1b",
    ":white_large_square:": "\u2b1c",
    ":orange_square:": "\U0001f7e7",
    ":blue_square:": "\U0001f7e6",
    ":red_square:": "\U0001f7e5",
    ":purple_square:": "\U0001f7ea",
    ":brown_square:": "\U0001f7eb",
}
# coloured squares that are not Wordle tiles: a row holding one is a typo, worth an error
OTHER_SQUARES = "\U0001f7e5\U0001f7ea\U0001f7eb\u25fc\u25fb\u25fe\u25fd\u2b1c\u2b1b"
SQUARES = "".join(EMOJI_TILES) + OTHER_SQUARES
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufe0f\u00ad]")
MARKUP = re.compile(r"\|\||\*\*|__|~~|```[a-zA-Z]*|`")
SHORTCODE = re.compile("|".join(map(re.escape, SHORTCODES)))
QUOTE = re.compile(r"^\s*>{1,3}\s?")
SPACED_SQUARES = re.compile(f"(?<=[{SQUARES}])[ \t]+(?=[{SQUARES}])")
LIST_MARKER = re.compile(r"^\s*(?:[-•*]|\d{1,2}[.)])\s+")


def normalise(text: str) -> list[str]:
    """Markup, invisible characters and typed shortcodes removed; one string per line."""
    text = unicodedata.normalize("NFC", INVISIBLE.sub("", text))  # Ñ one letter, not N + ~
    text = SHORTCODE.sub(lambda m: SHORTCODES[m.group()], text)
    text = MARKUP.sub("", text)
    lines = []
    for line in text.splitlines():
        line = QUOTE.sub("", line)
        line = SPACED_SQUARES.sub("", line)
        lines.append(line.strip())
    return lines
