"""A game's lifecycle rules, pure."""

from __future__ import annotations

from bot.domain import Author, Status
from bot.games import _replies as say
from bot.games._lifecycle import (
    IDLE_SECONDS,
    cleared,
    going,
    gone_idle,
    is_idle,
    status_of,
    too_many_rows,
    why_new,
)
from bot.store import StoredGuess, StoredSession
from solver.game.feedback import parse_score
from solver.game.plays import Play
from solver.game.variants import VARIANTS
from tests.helpers import history


def plays(text: str) -> list[Play]:
    return [Play(g.word, (g.pattern,)) for g in history(text)]


def board_play(word: str, *scores: str) -> Play:
    return Play(word, tuple(None if s == "-" else parse_score(s, guess=word) for s in scores))


def test_status_of_a_history():
    assert status_of([]) is Status.ACTIVE
    assert status_of(plays("CRANE=c.... SLATE=.....")) is Status.ACTIVE
    assert status_of(plays("CRANE=c.... CIGAR=CIGAR")) is Status.SOLVED
    six = plays(" ".join(["CRANE=....."] * 6))
    assert status_of(six) is Status.FAILED
    assert status_of([*six[:5], *plays("CIGAR=CIGAR")]) is Status.SOLVED  # a sixth-row win


def test_a_multi_board_game_is_won_when_every_board_is_and_lost_when_its_rows_run_out():
    dordle = VARIANTS["dordle"]
    one = [board_play("cigar", "22222", "00000")]
    assert status_of(one, dordle) is Status.ACTIVE
    both = [*one, board_play("rebut", "-", "22222")]
    assert status_of(both, dordle) is Status.SOLVED
    # the same row solving both boards at once (a repeated answer cannot happen, but a
    # board solved earlier and another now can)
    seven = [board_play("crane", "00000", "00000")] * 7
    assert status_of(seven, dordle) is Status.FAILED
    assert status_of([*seven[:6], board_play("cigar", "22222", "22222")], dordle) is Status.SOLVED
    assert too_many_rows(5, 2, dordle) is False and too_many_rows(6, 2, dordle) is True


def test_ended_means_by_play_and_statuses_are_their_stored_values():
    assert Status.SOLVED.ended and Status.FAILED.ended
    assert not Status.ACTIVE.ended and not Status.RESET.ended
    assert Status("active") is Status.ACTIVE and Status.RESET == "reset"


def test_idle_and_row_limits():
    assert not is_idle(1000.0, 1000.0 + IDLE_SECONDS)
    assert is_idle(1000.0, 1000.0 + IDLE_SECONDS + 1)
    assert not too_many_rows(4, 2) and too_many_rows(4, 3) and too_many_rows(0, 7)


def test_the_game_going_here_is_one_rule_that_cleared_and_gone_idle_agree_with():
    """``going``: the latest game, neither ended nor cleared nor untouched for a day; a game
    still marked going past that is ``gone_idle``, and either that or a reset is ``cleared``
    (a game ended by play is neither: it is still the one asked about)."""
    now = 1_000_000.0
    fresh, stale = now - IDLE_SECONDS, now - IDLE_SECONDS - 1
    for status in Status:
        for touched in (fresh, stale):
            session = StoredSession(7, 2, 3, None, status, 0.0, touched, ())
            live = status is Status.ACTIVE and touched == fresh
            idle = status is Status.ACTIVE and touched == stale
            assert going(session, now) is (session if live else None)
            assert gone_idle(session, now) is (session if idle else None)
            assert cleared(session, now) is (idle or status is Status.RESET)
    assert going(None, now) is None and gone_idle(None, now) is None and not cleared(None, now)


def test_why_a_new_game_starts_reads_the_same_rule():
    """A paste's note: the game it ends had gone idle, or was another puzzle's and going."""
    now = 1_000_000.0
    row = (StoredGuess("crane", ((2, 0, 0, 1, 0),), Author(1, "ann"), 9),)
    fresh = StoredSession(1, 2, 3, 5, Status.ACTIVE, 0.0, now - IDLE_SECONDS, row)
    stale = StoredSession(1, 2, 3, 5, Status.ACTIVE, 0.0, now - IDLE_SECONDS - 1, row)
    assert why_new(fresh, 5, now) is None and why_new(fresh, None, now) is None
    assert why_new(fresh, 6, now) == say.other_puzzle_note(6, 5)
    assert why_new(stale, 6, now) == why_new(stale, 5, now) == say.idle_note()
    reset = StoredSession(1, 2, 3, 5, Status.RESET, 0.0, now - IDLE_SECONDS - 1, row)
    assert why_new(reset, 6, now) is None
