"""The bot's own line: the bundled trees check out with the reference scorer, and the
advice reads their guess first on the line and searches off it."""

from __future__ import annotations

import gzip
from importlib import resources

import numpy as np
import pytest

from solver import Solver
from solver.filtering.knowledge import hard_mode_after
from solver.game.feedback import Guess, from_colours
from solver.game.rules import ROWS
from solver.lists.wordlists import answer_pool, valid
from solver.search.lines import TREES, Line, bundled_lines, read_tree
from solver.search.openers import cached_openers, opener_key
from tests.solver.bench.test_walk import check_tree

UNIVERSES = [(pool, hard) for pool in ("nyt", "original") for hard in (False, True)]


def tree_file(pool: str, hard: bool) -> tuple[str, list[str]]:
    name = f"{pool}.{'hard' if hard else 'normal'}.txt.gz"
    return read_tree(resources.files("solver").joinpath(TREES, name).read_bytes())


def plays_legally(game: str) -> bool:
    """Hard mode: every guess keeps the greens shown and uses every yellow, by the
    knowledge rule checked against the reference scorer elsewhere."""
    tokens = game.split()
    words = valid()
    legal = np.ones(len(words), dtype=bool)
    for word, colours in zip(tokens[::2], tokens[1::2], strict=True):
        if not legal[words.index[word]]:
            return False
        legal &= hard_mode_after(Guess(word, from_colours(colours)), words.codes, words.counts)
    return True


@pytest.mark.parametrize(("pool", "hard"), UNIVERSES)
def test_each_tree_plays_every_likely_answer_within_six(pool, hard):
    """Checked without the solver: every feedback re-scored, one guess per position, each
    answer of its pool once, none past six rows, hard-mode trees legal throughout, opened
    with the opener the bot suggests, and its total the one openers.json records."""
    key, games = tree_file(pool, hard)
    answers = answer_pool(pool)
    assert key == opener_key(answers, valid(), hard)
    played = check_tree(games)
    assert sorted(played) == sorted(answers.words)
    assert max(played.values()) <= ROWS
    assert not hard or all(plays_legally(g) for g in games)
    best = cached_openers(answers, valid(), hard)
    assert best is not None and games[0].split()[0] == best[0]["word"]
    assert sum(played.values()) == round(best[0]["value"] * len(answers))


def test_a_line_reads_its_guess_and_the_guesses_its_games_still_take():
    line = Line.parse(
        [
            "tarse BBBBB doily GGGGG",
            "tarse BBBBB doily BGBBB mound GGGGG",
            "tarse GGGGG",
        ]
    )
    assert line.opener == "tarse" and line.pick([]) == ("tarse", 6 / 3)
    assert line.pick([Guess("tarse", from_colours("BBBBB"))]) == ("doily", 3 / 2)
    assert line.pick([Guess("tarse", from_colours("BBBBY"))]) is None


@pytest.mark.parametrize("hard", [False, True])
def test_on_the_line_the_trees_guess_comes_first_and_off_it_the_search(hard):
    solver = Solver()
    line = bundled_lines()[solver.book_key(hard)]
    _, games = tree_file("nyt", hard)
    tokens = next(g for g in games if len(g.split()) >= 8).split()  # four guesses or more
    history = [Guess(w, from_colours(c)) for w, c in zip(tokens[:4:2], tokens[1:4:2])]
    assert solver.suggest([], top=3, hard=hard)[0].word == line.opener
    picks = solver.suggest(history, top=3, hard=hard)
    assert picks[0].word == tokens[4] and len(picks) == 3
    assert picks[0].expected_guesses == pytest.approx(line.pick(history)[1])
    off = [Guess("crane", from_colours("BBYBB"))]
    assert line.pick(off) is None
    searched = Solver(lines={}).suggest(off, top=3, hard=hard)
    assert [s.word for s in solver.suggest(off, top=3, hard=hard)] == [s.word for s in searched]


def test_the_bundled_trees_are_gzip_text_anyone_can_read():
    _, games = tree_file("original", True)
    raw = resources.files("solver").joinpath(TREES, "original.hard.txt.gz").read_bytes()
    assert gzip.decompress(raw).decode().splitlines()[1] == games[0]
