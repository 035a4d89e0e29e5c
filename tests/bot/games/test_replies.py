"""The chat wording helpers and a few game replies built from plain data."""

from __future__ import annotations

from bot import formatting
from bot.domain import Author, Status
from bot.games import _replies, _wordle_replies
from bot.store import StoredGuess, StoredSession
from solver.filtering.results import LIKELY, POSSIBLE, Candidates, Suggestion
from solver.game.rules import WORDLE
from solver.lists.scoring import Split


def test_plural_human_join_and_spoiler():
    assert formatting.plural(1, "grid") == "1 grid" and formatting.plural(0, "grid") == "0 grids"
    assert formatting.human_join(["a"]) == "a"
    assert formatting.human_join(["a", "b"]) == "a and b"
    assert formatting.human_join(["a", "b", "c"]) == "a, b and c"
    assert formatting.spoiler("X") == "||X||" and formatting.spoiler("X", False) == "X"


def test_word_lists_are_capped_and_hidden_on_request():
    assert formatting.words([], False) == "none"
    assert formatting.words(["crane", "slate"], True) == "||CRANE, SLATE||"
    assert formatting.words(["a"] * 45, False, cap=40).endswith(" … (+5)")


def test_counts_keep_likely_and_less_likely_apart():
    assert formatting.counts(Candidates(LIKELY, ("a",), 1, 1)) == "**1** likely answer left."
    assert formatting.counts(Candidates(LIKELY, ("a", "b"), 2, 5)) == (
        "**2** likely answers left (+3 less likely words)."
    )
    assert formatting.counts(Candidates(POSSIBLE, ("a",), 0, 1)) == (
        "No likely answer fits; **1** less likely word still does."
    )


def test_the_board_names_the_best_guess_and_hides_only_possible_answers():
    ann = Author(1, "ann")
    session = StoredSession(
        1, 2, 3, None, Status.ACTIVE, 0.0, 0.0, (StoredGuess("crane", ((2, 0, 0, 1, 0),), ann, 9),)
    )
    cands = Candidates(LIKELY, ("conch", "conic"), 2, 2)
    best = Suggestion("conch", 1.5, 0.5, 1.0, True, Split(2, 2, 1, 1.0))
    reply = _wordle_replies.standing(session, session.history, cands, best, False, True)
    assert reply.title == "1/6 played"
    assert reply.lines[0] == "🟩⬛⬛🟨⬛ **CRANE** — ann"
    assert "Best next guess: **||CONCH||** — ||CONCH|| splits the 2 words" in reply.lines[3]
    other = Suggestion("holon", 2.0, 1.0, 1.0, False, Split(2, 2, 1, 1.0))
    line = _wordle_replies.standing(session, session.history, cands, other, True, True).lines[3]
    assert line.startswith("Best next guess (hard mode): **HOLON** — it splits the 2 words")


def test_too_many_rows_says_what_to_do():
    reply = _replies.too_many_rows(4, 3, WORDLE, "a Wordle game")
    assert reply.tone == "error" and "has 4 rows, and that paste adds 3" in reply.lines[0]
    assert (
        _replies.too_many_rows(0, 7, WORDLE, "a Wordle game")
        .lines[0]
        .startswith("A new game, and that paste adds 7")
    )
