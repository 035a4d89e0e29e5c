"""The words check the letters: a row's likeliest letters that spell a word the game
takes are sure; where they do not, the likeliest spelling among each unsure tile's next
likeliest letters that is a word is taken when it leads clearly; else the row stays
unsure, shown to the player rather than guessed."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace
from math import prod

from bot.screenshots._letters import SURE
from bot.screenshots._read import ReadRow, Screenshot

FLOOR = 0.35  # a letter this unlikely is unsure even when its word is one
LEADS = 4.0  # an alternative spelling is taken when this many times likelier than the next
WORTH = 0.02  # and at least this likely


def checked(shot: Screenshot, is_word: Callable[[str], bool]) -> Screenshot:
    """The reading with each row's letters checked against the words (``is_word``)."""
    return replace(shot, rows=tuple(_checked(row, is_word) for row in shot.rows))


def _checked(row: ReadRow, is_word: Callable[[str], bool]) -> ReadRow:
    if row.letters is None or not row.options:
        return row
    chances = [o[0][1] for o in row.options]
    if is_word(row.letters.lower()) and min(chances) >= FLOOR:
        return replace(row, unsure=())
    doubtful = [n for n, c in enumerate(chances) if c < SURE] or [chances.index(min(chances))]
    spellings = []
    for picks in itertools.product(*(row.options[n] for n in doubtful)):
        letters = list(row.letters)
        for n, (letter, _) in zip(doubtful, picks, strict=True):
            letters[n] = letter
        word = "".join(letters)
        if is_word(word.lower()):
            spellings.append((prod(p for _, p in picks), word))
    spellings.sort(reverse=True)
    if spellings and spellings[0][0] >= WORTH:
        runner_up = spellings[1][0] if len(spellings) > 1 else 0.0
        if spellings[0][0] >= LEADS * runner_up:
            return replace(row, letters=spellings[0][1], unsure=())
    return replace(row, unsure=tuple(doubtful))
