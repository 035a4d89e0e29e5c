"""Trees built in the background after an opener first seen (bot/trees.py): the advice is
today's until the tree is on disk, the tree's from then on; one build at a time, a short
queue, a build past its bound abandoned and not tried again."""

from __future__ import annotations

import pytest

from bot.advisor import Advisor
from bot.games._wordle import _lead
from bot.lanes import DEFAULT_WORDS, Work
from bot.trees import QUEUED, Bounds
from solver import Solver
from solver.game.feedback import Guess, from_colours
from solver.lists.wordlists import DEFAULT_POOL, WordList, answer_pool, valid
from solver.search.built_trees import TRIES, built_tree, built_tree_path, is_abandoned
from solver.support.deadline import Deadline
from tests.helpers import standing_clock

OPENER = "plonk"  # no tree ships after it; on this list the request's search plays otherwise
HARD = True


@pytest.fixture
def solver(tmp_path, monkeypatch) -> Solver:
    """Every 24th NYT answer (its tree builds in a second) with today's guesses, and a
    cache folder of the test's own (the build's process inherits it)."""
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path / "cache"))
    return Solver(WordList("every 24th", answer_pool(DEFAULT_POOL).words[::24]), valid())


async def lead(advisor: Advisor, history: list[Guess]) -> str:
    """The guess a paste's reply names, as the advisor remembers it."""
    work = Work(_lead, history, HARD, False, Deadline(60, standing_clock))
    found = await advisor.remember(("lead", tuple(history), HARD), work)
    return found.suggestions[0].word


@pytest.mark.e2e  # a tree's build, a process of its own (docs/testing.md: markers)
async def test_advice_is_todays_until_the_tree_is_built_then_the_trees(solver):
    advisor = Advisor(solver, clock=standing_clock, trees=True)
    advisor.trees.hold()
    history = [Guess(OPENER, from_colours("BBBBB"))]
    today = await lead(advisor, history)
    advisor.opened(DEFAULT_WORDS, OPENER, HARD)
    assert await lead(advisor, history) == today  # queued, not built: as before
    await advisor.trees.built()
    tree = built_tree(solver.book_key(HARD), OPENER)
    assert tree is not None
    planned = tree.pick(history)
    assert planned is not None and planned[0] != today
    assert await lead(advisor, history) == planned[0]  # the remembered advice was dropped
    advisor.close()


async def test_an_advisor_that_builds_no_trees_builds_none(solver):
    advisor = Advisor(solver, clock=standing_clock)
    advisor.opened(DEFAULT_WORDS, OPENER, HARD)
    await advisor.trees.built()
    assert not built_tree_path(solver.book_key(HARD), OPENER).exists()


@pytest.mark.e2e  # a tree's build, a process of its own (docs/testing.md: markers)
async def test_an_opener_with_a_tree_or_no_word_is_not_built(solver):
    advisor = Advisor(solver, clock=standing_clock, trees=True)
    advisor.trees.hold()
    advisor.opened(DEFAULT_WORDS, OPENER, HARD)
    await advisor.trees.built()
    path = built_tree_path(solver.book_key(HARD), OPENER)
    made = path.stat().st_mtime_ns
    advisor.trees = type(advisor.trees)(advisor.engines, lambda _: None)  # a new process's
    advisor.trees.hold()
    advisor.opened(DEFAULT_WORDS, OPENER, HARD)
    advisor.opened(DEFAULT_WORDS, "zzzzz", HARD)
    await advisor.trees.built()
    assert path.stat().st_mtime_ns == made
    assert not built_tree_path(solver.book_key(HARD), "zzzzz").exists()


@pytest.mark.e2e  # a tree's build, a process of its own (docs/testing.md: markers)
async def test_a_build_past_its_bound_is_abandoned_and_not_tried_again(solver):
    advisor = Advisor(solver, clock=standing_clock, trees=True)
    advisor.trees.bounds = Bounds(memory=64 << 20)  # too little to import the solver
    advisor.trees.hold()
    advisor.opened(DEFAULT_WORDS, OPENER, HARD)
    await advisor.trees.built()
    key = solver.book_key(HARD)
    assert is_abandoned(key, OPENER) and not built_tree_path(key, OPENER).exists()
    advisor.trees.bounds = Bounds()
    advisor.trees = type(advisor.trees)(advisor.engines, lambda _: None)
    advisor.trees.hold()
    advisor.opened(DEFAULT_WORDS, OPENER, HARD)
    await advisor.trees.built()
    assert not built_tree_path(key, OPENER).exists()


async def test_the_queue_is_bounded_and_an_opener_left_out_is_taken_when_next_seen(solver):
    advisor = Advisor(solver, clock=standing_clock, trees=True)
    trees = advisor.trees
    trees.hold()
    words = ["plonk", "fjord", "nymph", "waltz", "gecko", "jumbo"]
    for word in words:
        advisor.opened(DEFAULT_WORDS, word, HARD)
    assert list(o.word for o in trees._queue) == words[:QUEUED]
    trees._queue.clear()
    advisor.opened(DEFAULT_WORDS, words[-1], HARD)  # left out before: taken now
    assert [o.word for o in trees._queue] == [words[-1]]
    advisor.close()
    assert not trees._queue


@pytest.mark.e2e  # a tree's build, a process of its own (docs/testing.md: markers)
async def test_a_build_starved_past_its_wall_time_is_tried_again_a_few_times(solver):
    """A host too busy to give a build its time: killed, tried when the opener is next
    seen, and given up after ``TRIES`` of them."""
    advisor = Advisor(solver, clock=standing_clock, trees=True)
    advisor.trees.bounds = Bounds(wall_seconds=0)  # killed the moment it starts
    advisor.trees.hold()
    key = solver.book_key(HARD)
    for _ in range(TRIES):
        assert not is_abandoned(key, OPENER)
        advisor.opened(DEFAULT_WORDS, OPENER, HARD)
        assert [o.word for o in advisor.trees._queue] == [OPENER]  # seen again: queued
        await advisor.trees.built()
    assert is_abandoned(key, OPENER) and not built_tree_path(key, OPENER).exists()
    advisor.opened(DEFAULT_WORDS, OPENER, HARD)
    await advisor.trees.built()
    assert not built_tree_path(key, OPENER).exists()
    advisor.close()
