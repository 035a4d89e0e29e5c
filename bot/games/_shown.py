"""What a reply about a game carries besides its words: the position the buttons on it
ask about, and the game's boards as a picture (one drawing for every kind)."""

from __future__ import annotations

from dataclasses import replace

from bot.domain import Position, Reply, Status
from bot.formatting import spell_typed
from bot.pictures import STANDARD, Palette, Picture, board_picture
from bot.store import StoredSession
from solver import is_solved


def at_position(reply: Reply, session: StoredSession) -> Reply:
    """The reply, marked with the game's position while it is going on (what the buttons
    on it ask about)."""
    if session.status != Status.ACTIVE:
        return reply
    return replace(reply, position=Position(session.channel_id, session.version))


def board_of(session: StoredSession, spoilers: bool, palette: Palette = STANDARD) -> Picture:
    """The game's boards as a picture; spoilered once a row shows an answer (a won game,
    a board solved), or a lost game's rows."""
    spell_typed(session.guesses)  # each word as its player wrote it (SÉRIA)
    boards = [[(g.word, g.pattern) for g in history] for history in session.histories()]
    answered = any(is_solved(pattern) for board in boards for _, pattern in board)
    spoiler = spoilers and (answered or session.status.ended)
    return board_picture(boards, session.kind.rows, palette, spoiler)
