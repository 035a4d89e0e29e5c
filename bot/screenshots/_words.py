"""The words check the letters: a row whose letters are all likely enough and spell a
word the game takes is sure; where a letter is doubtful, the spellings its next likeliest
letters make that are words are weighed, and the likeliest is taken when it leads the
next clearly (OUGHT or OUCHT is a doubt, not a choice); else the row stays unsure, shown
to the player rather than guessed."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import replace
from math import prod

from bot.parsing import Lexicon
from bot.screenshots._letters import SURE, Options
from bot.screenshots._read import ReadRow, Screenshot
from solver.game.variants import MAX_LENGTH, MIN_LENGTH

RIVAL = 0.05  # a tile's next likeliest letter this likely puts its letter in doubt
LEADS = 8.0  # an alternative spelling is taken when this many times likelier than the next
WORTH = 0.02  # and at least this likely


def words_of(of_length: Callable[[int], Lexicon]) -> Callable[[str], bool]:
    """A check of a word against the words of its length some Wordle plays."""
    return lambda word: (
        MIN_LENGTH <= len(word) <= MAX_LENGTH and of_length(len(word)).is_known(word)
    )


def checked(shot: Screenshot, is_word: Callable[[str], bool]) -> Screenshot:
    """The reading with each row's letters checked against the words (``is_word``)."""
    return replace(shot, rows=tuple(_checked(row, is_word) for row in shot.rows))


def _doubtful(options: Options) -> bool:
    """A letter is in doubt when it is not likely enough, or another is not unlikely."""
    return options[0][1] < SURE or (len(options) > 1 and options[1][1] >= RIVAL)


def _checked(row: ReadRow, is_word: Callable[[str], bool]) -> ReadRow:
    if row.letters is None or not row.options:
        return row
    chances = [o[0][1] for o in row.options]
    doubtful = [n for n, o in enumerate(row.options) if _doubtful(o)]
    if not doubtful and is_word(row.letters.lower()):
        return replace(row, unsure=())
    doubtful = doubtful or [chances.index(min(chances))]
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
        if spellings[0][0] >= LEADS * runner_up:  # one word, clearly: OUGHT, not OUCHT
            return replace(row, letters=spellings[0][1], unsure=())
    return replace(row, unsure=tuple(doubtful))
