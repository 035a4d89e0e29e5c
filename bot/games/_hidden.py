"""With spoilers on, a word that could still be the answer is never in the clear, whoever
wrote it first: a refusal or an error that repeats a player's row (a score's mistake, a
clash, a typo, hard mode) keeps it in spoilers as the board's replies do.  The player's
own message shows the word; the channel's reply must not say it again (the docs' promise:
"an answer is never shown in the clear").  One rule over the reply's text, so every
wording, in every language, is held to it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from bot.domain import Reply, reshaped
from bot.formatting import spoiler

# a line's pieces, in the order read: a spoiler (kept as it is), a code span or a bold
# run (hidden whole where it names an answer: Discord shows no spoiler inside either),
# a word
PIECE = re.compile(r"\|\|.*?\|\||`[^`]*`|\*\*.*?\*\*|[^\W\d_]+", re.DOTALL)
WORD = re.compile(r"[^\W\d_]+")


def hides_answers(spoilers: bool, plays: Sequence[object]) -> bool:
    """Whether naming a possible answer gives it away here: the channel hides answers
    and its rows so far have narrowed them.  Before any row every word is possible, so
    naming one tells nothing (/hint's opening list names them in the clear); one rule for
    a ballot, its closing line and the candidates' list."""
    return spoilers and bool(plays)


def typed(*texts: str) -> set[str]:
    """The words players wrote (their message, the board's rows as posted), lowercase."""
    return {w.lower() for text in texts for w in WORD.findall(text)}


def kept_hidden(
    reply: Reply,
    written: set[str],
    answer: Callable[[str], bool],
    fold: Callable[[str], str] = str.lower,
) -> Reply:
    """``reply`` with every piece of its text that names an ``answer`` in spoilers (an
    only-you-see reply is kept as it is: no one else reads it).  A piece names a word
    where it holds one a player wrote (``written``, as ``typed`` reads them) or one in
    capitals and bold, as replies name a word; the reply's own prose names none, even a
    word that could be the answer ("the yellow letter would have nowhere to go", the
    notation GUESS=SCORE).  Words are compared as the game plays them (``fold``: a reply
    may write SERIO where the player typed SÉRIO)."""
    if reply.ephemeral:
        return reply

    def names(word: str, bold: bool) -> bool:
        return (fold(word) in written or (bold and word.isupper())) and answer(word)

    def piece(found: re.Match[str]) -> str:
        text = found.group()
        bold = text.startswith("**")
        if text.startswith("||") or not any(names(w, bold) for w in WORD.findall(text)):
            return text
        return spoiler(text)

    def hide(text: str) -> str:
        return PIECE.sub(piece, text)

    def change(shown: Reply) -> Reply:
        compact = hide(shown.compact) if shown.compact is not None else None
        lines = [hide(line) for line in shown.lines]
        return replace(shown, title=hide(shown.title), lines=lines, compact=compact)

    return reshaped(reply, change)
