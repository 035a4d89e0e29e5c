"""All grey said with marks chat uses too: ``sorry .....``, ``night xxxxx``, ``hmm -----``.

The rule: a word and, after a space, a score written only with the grey marks ordinary
chat also types -- dots (an ellipsis), dashes (a rule under a heading), ``x`` (kisses),
``w`` (laughter) -- is chat, when every guess the message holds is written so.  Such a
score says no colour at all, so nothing in it tells a row from a sentence.

All grey stays readable wherever the notation names it: digits (``crane 00000``), squares
(``CRANE ⬛⬛⬛⬛⬛``), the colour letter of grey (``crane bbbbb``), and ``=`` notation, which
is held to a guess's shape (``CRANE=.....``, ``CRANE=xxxxx``).  A message that holds
another row too is a paste of rows, so its all-grey ones are read with the rest
(``crane gxxyx`` then ``sloth xxxxx``) -- but for a word of another length than the
paste's (``thanks ......`` before ``crane 20010``), which is chat there too.
"""

from __future__ import annotations

Found = tuple[int, str, tuple[str, list[str]]]  # line number, line, (word, scores)

CHAT_GREYS = frozenset(".-xw")  # grey marks that are also chat's: no colour's own letter


def chat_grey_score(score: str) -> bool:
    """A score of chat's grey marks only (``.....``, ``xxxxx``, ``--.--``): it says no
    colour, so on its own beside a word it is no row."""
    return bool(score) and set(score.lower()) <= CHAT_GREYS


def chat_grey_row(line: str, word: str, scores: list[str]) -> bool:
    """Is this guess, read from ``line``, written with a space and chat's grey marks on
    every board (a solved board's mark aside)?  ``WORD=.....`` is not: ``=`` holds it to a
    guess's shape."""
    if f"{word}=".casefold() in line.casefold():
        return False
    typed = [s for s in scores if len(s) > 1]  # a lone "-" or "✓" is a solved board's
    return bool(typed) and all(chat_grey_score(s) for s in typed)


def without_grey_chat(found: list[Found], length: int) -> list[Found]:
    """A message's rows, chat's greys left out: all of them where every row is written
    so, else those whose word has another length than the paste's."""
    chat = [chat_grey_row(line, word, scores) for _, line, (word, scores) in found]
    if all(chat):
        return []
    return [
        row
        for row, said in zip(found, chat)
        if not (said and len(row[2][0].removesuffix("!")) != length)  # "!": played anyway
    ]
