"""How to start and play a game, in its own words: the examples a game's first reply and
/help show (TERMO, PERRO and KEKSE where the game is not English Wordle's five letters)."""

from __future__ import annotations

from bot.formatting import caps
from bot.i18n import t
from solver import LANGUAGES, Guess, Variant, to_emoji


def _how_to_start_english() -> str:
    return t("Paste a guess to start, e.g. `CRANE 🟩⬛⬛🟨⬛`, `CHEST=c.E..` or `caves 20012`.")


def english_examples(kind: Variant) -> bool:
    """Whether a game's examples are the English ones (CRANE, CHEST, caves): Wordle's
    five letters, or a server's list of five; any other game's are its own word."""
    return kind.length == 5 and kind.words not in LANGUAGES


def example_row(kind: Variant) -> Guess:
    """A game's example word (TERMO, PERRO, KEKSE) with colours to show it pasted: its
    first letter green, its last but one yellow."""
    word = kind.words.example
    return Guess(word, (2, *(0,) * (len(word) - 3), 1, 0))


def how_to_start(kind: Variant) -> str:
    """How to begin a game of ``kind``: an example in its own words."""
    if english_examples(kind):
        return _how_to_start_english()
    word, tiles = kind.words.example, to_emoji(example_row(kind).pattern)
    if kind.length == 5:
        return t("Paste a guess to start, e.g. `{example}`.", example=f"{caps(word)} {tiles}")
    return t(
        "Paste a guess of {length} letters to start, e.g. `{example}`.",
        length=kind.length,
        example=f"{caps(word)} {tiles}",
    )


def how_to_play(kind: Variant) -> str:
    example = " ".join(
        ["20010", "00100", "-", "22000", "00000", "01020", "10000", "00210"][: kind.boards]
    )
    return t(
        "Paste each guess with every board's colours, in the order the game shows them (left "
        "to right, top to bottom), `-` for a board already solved: `{example}` (or emoji "
        "squares, `CRANE=c.... ..A..`, or the word on its own line with one line per board "
        "under it).",
        example=f"CRANE {example}",
    )
