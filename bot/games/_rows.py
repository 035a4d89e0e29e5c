"""The rows a message brings and whose they are, pure (no I/O): the guesses a paste
adds, a row seen again, a message from before the game, and who may take a row back or
clear a game others played in."""

from __future__ import annotations

from collections.abc import Sequence

from bot.domain import Asker
from bot.parsing import Parsed, ParsedGuess
from bot.store import StoredGuess, StoredSession


def share_words(parsed: Parsed) -> bool:
    return any(s.words for s in parsed.shares)


def guesses_in(parsed: Parsed) -> tuple[list[ParsedGuess], int | None]:
    """The guesses a message adds: typed ones, and shares whose rows carry words."""
    out = list(parsed.guesses)
    puzzle = None
    for share in parsed.shares:
        words = [w for w in share.words or () if w]
        if share.words and len(words) == len(share.words):
            puzzle = share.puzzle
            out += [ParsedGuess(w, (r,), share.line) for w, r in zip(words, share.rows)]
    return out, puzzle


def may_change(row: StoredGuess, by: Asker | None) -> bool:
    """A row is its poster's to take back, or a moderator's (Manage Messages)."""
    return by is None or by.moderates or row.author.id == by.author.id


def others_played(session: StoredSession, by: Asker | None) -> bool:
    """Whether clearing this game would take rows others played from them, and ``by`` is
    not a moderator."""
    if by is None or by.moderates:
        return False
    return any(a.id != by.author.id for a in session.everyone)


def seen_again(
    kept: Sequence[StoredGuess], new: Sequence[ParsedGuess]
) -> tuple[list[ParsedGuess], list[str]]:
    """A message's guesses split into rows the board lacks and the words of rows it has
    already (the same word with the same colours: one guess seen twice, not two turns)."""
    on_board = {(g.word, g.patterns) for g in kept}
    fresh, again = [], []
    for g in new:
        row = (g.word, g.play.patterns)
        if row in on_board:
            again.append(g.word)
        else:
            on_board.add(row)
            fresh.append(g)
    return fresh, list(dict.fromkeys(again))


def before(message_id: int, session: StoredSession) -> bool:
    """A message older than the game's first row: from before the game began."""
    return bool(session.guesses) and message_id < min(g.message_id for g in session.guesses)
