"""The exact search's tree after an opener, built as the shipped trees are and written to
the cache folder, where the solver's line reads it (solver/search/built_trees.py)."""

from __future__ import annotations

import gzip
import tempfile
from pathlib import Path

from solver.bench.walk import BenchResult, run
from solver.lists.wordlists import WordList
from solver.search.built_trees import built_tree_path
from solver.search.openers import opener_key
from solver.support.diskcache import save_bytes


def build_tree(answers: WordList, guesses: WordList, hard: bool, opener: str) -> BenchResult:
    """Play every answer by the exact policy from ``opener`` (hard mode: with what
    solver/data/fewest.json proves after it, if anything) and write the tree played to
    the cache folder, atomically; what it totals."""
    key = opener_key(answers, guesses, hard)
    with tempfile.TemporaryDirectory() as folder:
        played = Path(folder) / "tree.txt"
        result = run(answers, guesses, hard=hard, opener=opener, tree_path=played)
        games = played.read_text()
    save_bytes(built_tree_path(key, opener), gzip.compress(f"# {key}\n{games}".encode(), mtime=0))
    return result
