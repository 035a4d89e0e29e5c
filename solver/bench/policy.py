"""The exact policy every bench plays, and builds the trees with, over a pair of lists."""

from __future__ import annotations

from solver.lists.patterns import pattern_table_by_answer
from solver.lists.unadvised import advisable, language_of
from solver.lists.wordlists import WordList, playable
from solver.search.strategy import Strategy


def make_strategy(
    answer_list: WordList, guess_list: WordList, hard: bool, every_guess: bool = False
) -> tuple[Strategy, WordList]:
    """The policy over these lists, and the guess list it plays (every answer included),
    choosing among the words advice may name (solver/lists/unadvised.py), or with
    ``every_guess`` among them all, as the published optima are proven."""
    words, rows = playable(answer_list, guess_list)
    table = pattern_table_by_answer(words, answer_list)
    language = language_of(guess_list, answer_list)
    named = None if every_guess else advisable(words, answer_list, language)
    # one walk over the whole tree, then the process ends: remember every position
    strategy = Strategy(
        table,
        words.codes,
        rows,
        hard=hard,
        memo_bytes=1 << 31,
        allowed_bytes=1 << 30,
        advisable=named,
    )
    return strategy, words
