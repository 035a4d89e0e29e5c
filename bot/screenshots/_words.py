"""The words check the letters: a row whose letters are all likely enough and spell a
word the game takes is sure, and so is one whose doubtful letters, as read, spell the one
word that clearly leads every other spelling (OUGHT, not OUCHT).  A letter the words
would have to change is never taken on their word: the row stays in doubt, the word
offered to the player to confirm (STERH read, STERN perhaps, is not STERN).

Spellings are tried likeliest first and only so many (``SPELLINGS``): a row of many
doubtful tiles costs no more than a row of a few."""

from __future__ import annotations

import heapq
import io
from collections.abc import Callable, Iterator
from dataclasses import replace
from math import exp, log

from PIL import Image

from bot.parsing import Lexicon
from bot.screenshots._colours import colour_table
from bot.screenshots._letters import SURE, Options, model
from bot.screenshots._read import BUDGET, Deadline, ReadRow, Screenshot, TooSlow, read_in
from solver import MAX_LENGTH, MIN_LENGTH

RIVAL = 0.05  # a tile's next likeliest letter this likely puts its letter in doubt
LEADS = 8.0  # a spelling is the word when this many times likelier than the next
WORTH = 0.02  # and at least this likely
SPELLINGS = 200  # spellings tried at most for one row, likeliest first


def words_of(of_length: Callable[[int], Lexicon]) -> Callable[[str], bool]:
    """A check of a word against the words of its length some Wordle plays."""
    return lambda word: (
        MIN_LENGTH <= len(word) <= MAX_LENGTH and of_length(len(word)).is_known(word)
    )


def read_board(data: bytes, is_word: Callable[[str], bool], budget: float = BUDGET) -> Screenshot:
    """A picture's board, its letters checked against the words, in one budget of time:
    the whole work a picture costs, run together in a worker thread."""
    deadline = Deadline.after(budget)
    try:
        shot = read_in(data, deadline)
        deadline.check()
        return checked(shot, is_word)
    except TooSlow:
        return Screenshot(problem="slow")


def warm() -> None:
    """What a first reading would build, built: the colour table, the letter model, the
    decoders (one small picture read)."""
    colour_table()
    model()
    picture = io.BytesIO()
    Image.new("RGB", (40, 40), (106, 170, 100)).save(picture, "PNG")
    read_board(picture.getvalue(), lambda _: False)


def checked(shot: Screenshot, is_word: Callable[[str], bool]) -> Screenshot:
    """The reading with each row's letters checked against the words (``is_word``)."""
    return replace(shot, rows=tuple(_checked(row, is_word) for row in shot.rows))


def _doubtful(options: Options) -> bool:
    """A letter is in doubt when it is not likely enough, or another is not unlikely."""
    return options[0][1] < SURE or (len(options) > 1 and options[1][1] >= RIVAL)


def _checked(row: ReadRow, is_word: Callable[[str], bool]) -> ReadRow:
    if row.letters is None or not row.options:
        return row
    everywhere = tuple(range(len(row.letters)))
    if not MIN_LENGTH <= len(row.letters) <= MAX_LENGTH:  # no word: nothing to weigh
        return replace(row, unsure=everywhere)
    chances = [o[0][1] for o in row.options]
    doubtful = [n for n, o in enumerate(row.options) if _doubtful(o)]
    if not doubtful and is_word(row.letters.lower()):
        return replace(row, unsure=())
    doubtful = doubtful or [chances.index(min(chances))]
    words = []
    for chance, word in _spellings(row.letters, row.options, doubtful):
        if is_word(word.lower()):
            words.append((chance, word))
            if len(words) == 2:
                break
    if not words:
        return replace(row, unsure=tuple(doubtful))
    (chance, word), runner_up = words[0], words[1][0] if len(words) > 1 else 0.0
    clear = chance >= WORTH and chance >= LEADS * runner_up
    if clear and word == row.letters:
        return replace(row, unsure=())
    changed = tuple(n for n, (a, b) in enumerate(zip(word, row.letters, strict=True)) if a != b)
    return replace(row, unsure=tuple(sorted({*doubtful, *changed})), word=word)


def _spellings(
    letters: str, options: tuple[Options, ...], doubtful: list[int]
) -> Iterator[tuple[float, str]]:
    """The spellings the doubtful tiles' letters make, likeliest first, ``SPELLINGS`` at
    most: a best-first walk over each tile's choices (a heap of choices, each step one
    tile's next letter), so no row's spellings are all listed."""
    choices = [options[n] for n in doubtful]
    cost = [[-log(max(p, 1e-12)) for _, p in c] for c in choices]
    start = (0,) * len(doubtful)
    heap = [(sum(c[0] for c in cost), start)]
    seen = {start}
    for _ in range(SPELLINGS):
        if not heap:
            return
        total, picks = heapq.heappop(heap)
        spelled = list(letters)
        for at, (n, k) in enumerate(zip(doubtful, picks, strict=True)):
            spelled[n] = choices[at][k][0]
        yield exp(-total), "".join(spelled)
        for at, k in enumerate(picks):
            if k + 1 < len(choices[at]):
                step = (*picks[:at], k + 1, *picks[at + 1 :])
                if step not in seen:
                    seen.add(step)
                    heapq.heappush(heap, (total - cost[at][k] + cost[at][k + 1], step))
