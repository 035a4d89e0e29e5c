"""A channel game's lifecycle rules, pure (no I/O): what a game's status is and when it
has sat idle too long.  The rules of play themselves (rows, all green, boards) are the solver's
(solver/game/rules.py, solver/game/plays.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, TypeGuard

from bot.domain import Status
from bot.games import _replies as say
from bot.store import StoredSession
from solver import WORDLE, Play, Variant, all_solved, out_of_rows

IDLE_SECONDS = 18 * 3600  # a game untouched this long is over; the next paste starts anew
MovedOn = Literal["played", "removed", "new", "cleared"]  # what moved a game on


def status_of(plays: Sequence[Play], kind: Variant = WORDLE) -> Status:
    """Solved once every board has had an all-green row, failed once the rows run out,
    else still going."""
    if all_solved(plays, kind):
        return Status.SOLVED
    return Status.FAILED if out_of_rows(plays, kind) else Status.ACTIVE


def is_idle(updated_at: float, now: float) -> bool:
    return now - updated_at > IDLE_SECONDS


def too_many_rows(kept: int, adding: int, kind: Variant = WORDLE) -> bool:
    """A paste that would take a game past its rows is refused before any solving."""
    return kept + adding > kind.rows


def going(session: StoredSession | None, now: float) -> StoredSession | None:
    """The game going here, the one a row joins and a command asks about: the channel's
    latest, neither ended, nor cleared, nor gone idle (one untouched for a day is over,
    whether or not a read has yet marked it so)."""
    if session is None or session.status != Status.ACTIVE or is_idle(session.updated_at, now):
        return None
    return session


def gone_idle(session: StoredSession | None, now: float) -> StoredSession | None:
    """A game still marked going that has sat idle too long: over, and the next read or
    paste that finds it clears it."""
    if session is None or session.status != Status.ACTIVE or going(session, now) is not None:
        return None
    return session


def cleared(session: StoredSession | None, now: float) -> bool:
    """The channel's latest game was cleared (/reset, /new, an idle day): none is going,
    and none ended by play is left to ask about."""
    if session is None or session.status.ended:
        return False
    return going(session, now) is None


def finished(session: StoredSession | None) -> TypeGuard[StoredSession]:
    """The channel's latest game ended by play (won or lost) and nothing has followed it:
    until a new row or ``/new``, it is still the game every command sees (``/why`` answers
    about it; ``/hint``, ``/candidates`` and ``/status`` say it is over)."""
    return session is not None and session.status.ended and bool(session.guesses)


def moved_on(session_then: int | None, rows_then: int | None, now: StoredSession | None) -> MovedOn:
    """What moved a game on from its session and rows at some moment (a vote's opening)
    to ``now``: another game begun (by ``/new``; a first row, where there was no game, is a
    row played), the game cleared, fewer rows (one taken back), else a row played.  Rows
    not known (``rows_then`` None: a vote from before they were kept) mean a row played."""
    if rows_then is None or now is None:
        return "played"
    if now.id != session_then:
        return "played" if session_then is None and now.guesses else "new"
    if now.status == Status.RESET:
        return "cleared"
    return "removed" if len(now.guesses) < rows_then else "played"


def next_game(last: StoredSession | None, server_starts: Variant) -> Variant:
    """The game a paste or /hint starts where none is going: the game its server starts,
    but in the language of the channel's last game where that differs (a Termo channel
    stays Termo, not English Wordle).  A paste shows its length and its boards, never its
    language, so only the language sticks; the server's game otherwise wins, as
    ``/settings game`` promises.  ``/new`` names its game anew."""
    if last is not None and last.kind.words.language != server_starts.words.language:
        return last.kind
    return server_starts


def played_here(last: StoredSession | None, server_starts: Variant) -> Variant:
    """The game a channel plays, for what counts it (/stats, /history, /compare,
    /leaderboard with no game named): its game going or its last one, else its server's."""
    return last.kind if last is not None else server_starts


def why_new(last: StoredSession | None, puzzle: int | None, now: float) -> str | None:
    """Why a paste is starting a fresh session, when it is worth saying."""
    if last is None or not last.guesses:
        return None
    if gone_idle(last, now) is not None:
        return say.idle_note()
    if going(last, now) is not None and puzzle is not None and last.puzzle not in (None, puzzle):
        return say.other_puzzle_note(puzzle, last.puzzle)
    if last.status.ended:
        return say.over_note()
    return None
