"""Trees from openers the package has none for, built on first sight and kept on disk.

The package ships the exact search's tree from the openers the bot covers
(solver/search/lines.py).  A game that opens with another word is advised by the request's
narrow search, which in hard mode loses games the exact one saves.  So the bot builds that
opener's tree in the background (bot/trees.py) with the same exact policy the bundled trees
are made with (solver/bench/build.py, as scripts/make_trees.py does) and writes it to
the disk cache folder, within its bound (solver/support/diskcache.py), where every process's
solver reads it on its next request from a game with that opener.  A tree is a plan, one
game per line, checked like a bundled one: its first line names its universe, and a file of
another universe or a torn one is not read.

In hard mode a bundled tree takes solver/data/fewest.json's proofs (the plan that loses the
fewest games after its opener); an opener first seen has none, so its tree guarantees the
exact search's own result from that opener, which is what it is measured against.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from solver.search.lines import Line, read_tree
from solver.support.cache import BoundedCache
from solver.support.diskcache import cache_dir, load_text, mark_used, save_text

log = logging.getLogger(__name__)

BUILT_KEPT = 4  # built trees kept parsed at once (each up to a few MB of positions)
PREFIX = "tree-"  # the cache folder's tree files (solver/support/diskcache.py's KEPT)
ABANDONED = ".abandoned"  # a note of the builds that did not finish
TRIES = 3  # builds starved past their wall time before the opener is given up


def built_tree_path(key: str, opener: str) -> Path:
    """Where the tree after ``opener`` in universe ``key`` (``Solver.book_key``) is kept."""
    return cache_dir() / f"{PREFIX}{key.replace(':', '-')}-{opener}.txt.gz"


def abandoned_path(key: str, opener: str) -> Path:
    return built_tree_path(key, opener).with_suffix(ABANDONED)


_built: BoundedCache[Path, Line] = BoundedCache("built openers' trees", BUILT_KEPT)


def built_tree(key: str, opener: str) -> Line | None:
    """The tree built after ``opener`` in universe ``key``, parsed on first use and kept a
    while; None while none is built (or the file is not that universe's tree)."""
    path = built_tree_path(key, opener)
    found = _built.get(path)
    if found is not None:
        return found
    try:
        raw = path.read_bytes()
        read_key, games = read_tree(raw)
    except FileNotFoundError:
        return None
    except (OSError, ValueError, EOFError) as exc:  # torn or foreign: advised as before
        log.warning("ignoring the tree file %s: %s", path, exc)
        return None
    if read_key != key or not games:
        log.warning("ignoring the tree file %s: another universe's (%s)", path, read_key)
        return None
    mark_used(path)
    return _built.put(path, Line.parse(games))


def has_built_tree(key: str, opener: str) -> bool:
    """Whether a tree after ``opener`` is on disk (a stat, nothing read)."""
    return built_tree_path(key, opener).is_file()


def is_abandoned(key: str, opener: str) -> bool:
    """Whether the build after ``opener`` is given up: it ran out of its work or memory,
    failed, or was starved past its wall time ``TRIES`` times (it is not tried again)."""
    note = _note(key, opener)
    return note is not None and (note.get("final", True) or note.get("tries", 1) >= TRIES)


def abandon(key: str, opener: str, why: str, final: bool = True) -> None:
    """Note that a build after ``opener`` did not finish: ``final`` when it ran out of its
    work or memory (it would again), else one more try counted (a host too busy to give
    the build its time may give it later)."""
    tries = (_note(key, opener) or {}).get("tries", 0) + 1
    note = {"opener": opener, "why": why, "final": final, "tries": tries}
    save_text(abandoned_path(key, opener), json.dumps(note))


def _note(key: str, opener: str) -> dict | None:
    text = load_text(abandoned_path(key, opener))
    try:
        return json.loads(text) if text is not None else None
    except ValueError:  # torn: as given up, rather than a build tried without end
        return {}
