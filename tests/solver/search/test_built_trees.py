"""A tree built after an opener first seen (solver/search/built_trees.py): kept in the
cache folder within its bound, and the advice follows it from then on, in any process."""

from __future__ import annotations

import gzip
import subprocess
import sys

import pytest

from solver import Solver
from solver.bench.build import build_tree
from solver.bench.walk import run
from solver.game.feedback import Guess, from_colours
from solver.lists.wordlists import DEFAULT_POOL, WordList, answer_pool, valid
from solver.search.built_trees import (
    TRIES,
    abandon,
    built_tree,
    built_tree_path,
    has_built_tree,
    is_abandoned,
)
from solver.support.diskcache import CACHE_BYTES, cache_size, tidy
from tests.solver.bench.test_walk import check_tree

OPENER = "plonk"  # no tree ships after it, and on this list the request's search is not exact


@pytest.fixture
def lists(tmp_path, monkeypatch) -> tuple[WordList, WordList]:
    """Every 48th NYT answer (a tree builds in a second; the request's search still plays
    otherwise than the tree at most answers) and today's guesses, with a cache
    folder of the test's own."""
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path / "cache"))
    some = WordList("every 48th", answer_pool(DEFAULT_POOL).words[::48])
    solver = Solver(some, valid())
    return solver.answers, solver.guesses


def advised(lists: tuple[WordList, WordList], hard: bool, tmp_path) -> list[str]:
    """The games the bot's advice plays from OPENER, as tree lines."""
    path = tmp_path / "advised.txt"
    run(*lists, hard=hard, opener=OPENER, advice=True, tree_path=path)
    return path.read_text().splitlines()


def built_games(lists: tuple[WordList, WordList], hard: bool) -> list[str]:
    key = Solver(*lists).book_key(hard)
    text = gzip.decompress(built_tree_path(key, OPENER).read_bytes()).decode()
    first, *games = text.splitlines()
    assert first == f"# {key}"
    return games


@pytest.mark.parametrize("hard", [False, True])
def test_advice_after_an_opener_follows_its_tree_once_built(lists, tmp_path, hard):
    solver = Solver(*lists)
    assert not solver.has_tree(OPENER, hard)
    before = advised(lists, hard, tmp_path)  # the request's search, as today
    result = build_tree(*lists, hard, OPENER)
    games = built_games(lists, hard)
    assert sum(check_tree(games).values()) == result.total_guesses
    assert before != games  # the search alone plays otherwise here
    assert solver.has_tree(OPENER, hard) and not solver.has_bundled_tree(OPENER, hard)
    assert advised(lists, hard, tmp_path) == games  # every position: the tree's guess


def test_a_built_tree_is_kept_within_the_cache_bound(lists):
    build_tree(*lists, True, OPENER)
    path = built_tree_path(Solver(*lists).book_key(True), OPENER)
    assert 0 < path.stat().st_size < CACHE_BYTES
    tidy(cache_size() - 1)  # over the bound: the least recently used go, this among them
    assert not path.exists()


def test_another_process_reads_the_built_tree(lists):
    hard = True
    build_tree(*lists, hard, OPENER)
    games = built_games(lists, hard)
    tokens = games[0].split()
    history = [Guess(tokens[0], from_colours(tokens[1]))]
    script = (
        "import sys; from solver import Solver; from solver.game.feedback import Guess, "
        "from_colours; from solver.lists.wordlists import DEFAULT_POOL, WordList, "
        "answer_pool, valid\n"
        "s = Solver(WordList('every 48th', answer_pool(DEFAULT_POOL).words[::48]), valid())\n"
        f"print(s.on_line([Guess('{tokens[0]}', from_colours('{tokens[1]}'))], True)[0])"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == tokens[2]
    line = built_tree(Solver(*lists).book_key(hard), OPENER)
    assert line is not None and line.pick(history) is not None


def test_a_foreign_or_torn_tree_file_is_not_read(lists):
    key = Solver(*lists).book_key(True)
    path = built_tree_path(key, OPENER)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(gzip.compress(b"# another universe\nplonk GGGGG\n"))
    assert built_tree(key, OPENER) is None
    path.write_bytes(b"not gzip")
    assert built_tree(key, OPENER) is None
    assert has_built_tree(key, OPENER)  # on disk, but advice is searched as before


def test_a_build_past_its_work_is_given_up_one_starved_after_a_few_tries(lists):
    key = Solver(*lists).book_key(True)
    assert not is_abandoned(key, OPENER)
    abandon(key, OPENER, "past its processor time")
    assert is_abandoned(key, OPENER) and not is_abandoned(key, "fjord")
    for _ in range(TRIES - 1):
        abandon(key, "fjord", "starved", final=False)
        assert not is_abandoned(key, "fjord")
    abandon(key, "fjord", "starved", final=False)
    assert is_abandoned(key, "fjord")
