"""A multi-board game's first guess: shipped for the bundled lists, searched once and kept
on disk for any other, and the same advice wherever it came from."""

from __future__ import annotations

import json

import numpy as np
import pytest

from solver import Solver
from solver.boards.advice import BoardsAdvisor
from solver.boards.openings import as_words, opening_key, search_opening, shipped
from solver.game.variants import VARIANTS
from solver.lists.wordlists import WordList, answer_pool
from solver.support.diskcache import cache_dir

MULTI = [kind for kind in VARIANTS.values() if kind.boards > 1]
CHEAPEST = min(MULTI, key=lambda kind: kind.boards)
NO_ROWS = [[] for _ in range(CHEAPEST.boards)]  # each board's rows, none played yet


def _pool(name: str) -> Solver:
    return Solver(answer_pool(name))


@pytest.mark.parametrize("pool", ["nyt", "original"])
def test_every_multi_board_game_of_a_bundled_pool_has_its_opening_shipped(pool):
    """A change to the lists or to the words the advice may name changes the key: the
    file is made again (scripts/make_boards_openings.py), or a first start searches."""
    solver = _pool(pool)
    for kind in MULTI:
        assert opening_key(solver, kind.boards, kind.rows) in shipped(), kind.name


def _searched_as_shipped(pool: str, kind) -> None:
    solver = _pool(pool)
    every = np.arange(len(solver.answers))
    found = search_opening(BoardsAdvisor(solver).policy, [every] * kind.boards, kind.rows)
    held = shipped()[opening_key(solver, kind.boards, kind.rows)]
    assert as_words(solver, found) == {"ranked": held["ranked"], "base": held["base"]}


def test_the_shipped_opening_is_what_the_search_finds():
    """The cheapest game here; every game of both pools under ``-m slow``."""
    _searched_as_shipped("nyt", CHEAPEST)


@pytest.mark.slow
@pytest.mark.parametrize("pool", ["nyt", "original"])
@pytest.mark.parametrize("kind", MULTI, ids=lambda kind: kind.name)
def test_every_shipped_opening_is_what_the_search_finds(pool, kind):
    _searched_as_shipped(pool, kind)


def test_a_first_dordle_reply_opens_with_the_shipped_guess(solver):
    held = shipped()[opening_key(solver, CHEAPEST.boards, CHEAPEST.rows)]
    advice = BoardsAdvisor(solver).advise(NO_ROWS, CHEAPEST, 0, top=3)
    assert [s.word for s in advice.suggestions] == [w for w, _ in held["ranked"][:3]]


def test_a_list_no_one_shipped_is_searched_once_and_kept_on_disk(solver):
    """A server's own list: searched on first use, then read from the disk cache by the
    next process (an advisor of its own), not searched again."""
    own = Solver(WordList("own", tuple(solver.answers.words[::40])), solver.guesses)
    key = opening_key(own, CHEAPEST.boards, CHEAPEST.rows)
    assert key not in shipped()
    kept = cache_dir() / f"boards-opening-{key}.json"
    kept.unlink(missing_ok=True)
    first = BoardsAdvisor(own).advise(NO_ROWS, CHEAPEST, 0, top=1).suggestions[0]
    assert kept.exists()
    # the kept file, not a search, is what a new process reads: altered, it is what it says
    held = json.loads(kept.read_text())
    runner_up = held["ranked"][1]
    held["ranked"] = [runner_up, *held["ranked"]]
    kept.write_text(json.dumps(held))
    again = BoardsAdvisor(own).advise(NO_ROWS, CHEAPEST, 0, top=1).suggestions[0]
    assert again.word == own.guesses.words[runner_up[0]] != first.word
    kept.unlink()
