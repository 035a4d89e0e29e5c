"""The bench of openers first seen: seeded picks no tree covers and nothing names, and the
advice after each tree is built plays its every move."""

from __future__ import annotations

from solver import Solver
from solver.bench.new_openers import named_words, new_openers, one
from solver.lists.wordlists import DEFAULT_POOL, WordList, answer_pool, valid


def test_new_openers_are_seeded_uncovered_and_named_nowhere(solver):
    picks = new_openers(solver, 3, 71)
    assert picks == new_openers(solver, 3, 71) != new_openers(solver, 3, 72)
    named = named_words(5)
    assert "plonk" in named  # this very test names it
    for word in picks:
        assert word in solver.answers.index and word not in named
        assert not any(solver.has_bundled_tree(word, hard) for hard in (False, True))


def test_advice_after_a_new_openers_tree_is_the_exact_search(tmp_path, monkeypatch):
    """Over every 48th NYT answer, where the search alone still plays worse than the
    tree: the bench's claims hold on any list, a small one builds its tree quickly."""
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path))
    some = Solver(WordList("every 48th", answer_pool(DEFAULT_POOL).words[::48]), valid())
    found = one(some.answers, some.guesses, "plonk", True)
    assert found.same_moves and found.after == found.exact
    assert found.before.total > found.exact.total  # the search alone, on this list
    assert found.tree_bytes > 0
