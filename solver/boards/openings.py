"""A multi-board game's first guess: searched where no one has searched it yet, never on a
request.

The opening is the same search for every game of a kind (every board holds every answer),
and it takes seconds: more than a request's deadline allows.  So it is read, in order,
from memory, from solver/data/boards_openings.json (made by
scripts/make_boards_openings.py for the lists the bot ships: a first start searches
nothing), from the disk cache, and only for lists neither knows (a server's upload) is it
searched, once, and kept on disk.  Every source holds the same thing under the same key,
so where it came from never changes the advice."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

import numpy as np

from solver.boards.strategy import BoardsStrategy, Choice
from solver.engine.core import Solver
from solver.support.diskcache import cache_dir, load_text, save_text

OPENING_TOP = 10  # opening guesses kept per game
SHIPPED = "data/boards_openings.json"


@dataclass(frozen=True)
class Opening:
    ranked: list[Choice]  # the best first guesses
    base: np.ndarray  # the screen's best there: the next guesses a look-ahead weighs


def opening_key(solver: Solver, boards: int, rows: int) -> str:
    """What an opening depends on: the lists, the words the advice may name, the game's
    boards and rows."""
    named = hashlib.sha256(solver.advisable.tobytes()).hexdigest()[:8]
    return f"{solver.answers.digest}-{solver.guesses.digest}-{named}-{boards}x{rows}"


def search_opening(policy: BoardsStrategy, sets: Sequence[np.ndarray], rows: int) -> Opening:
    """The search itself (seconds, no deadline): the best first guesses and the base."""
    return Opening(policy.ranked(sets, rows, OPENING_TOP), policy.look_base(sets, rows))


def as_words(solver: Solver, opening: Opening) -> dict:
    """An opening as the shipped file holds it: words a reader can check, not row numbers."""
    words = solver.guesses.words
    return {
        "ranked": [[words[c.guess], c.value] for c in opening.ranked],
        "base": [words[int(g)] for g in opening.base],
    }


def _from_words(solver: Solver, held: dict) -> Opening:
    index = solver.guesses.index
    return Opening(
        [Choice(index[w], float(v), ()) for w, v in held["ranked"]],
        np.array([index[w] for w in held["base"]], dtype=int),
    )


@cache
def shipped() -> dict[str, dict]:
    """The openings made for the bundled lists, by key."""
    text = resources.files("solver").joinpath(SHIPPED).read_text("utf-8")
    return json.loads(text)["openings"]


def kept_opening(solver: Solver, key: str) -> Opening | None:
    """The shipped opening, else the disk cache's; None where neither holds one."""
    if key in shipped():
        return _from_words(solver, shipped()[key])
    try:
        kept = json.loads(load_text(cache_dir() / f"boards-opening-{key}.json") or "")
        return Opening(
            [Choice(int(g), float(v), ()) for g, v in kept["ranked"]],
            np.array(kept["base"], dtype=int),
        )
    except (OSError, ValueError, TypeError, KeyError):
        return None


def keep_opening(key: str, opening: Opening) -> None:
    """A searched opening, on disk for the next start."""
    ranked = [[c.guess, c.value] for c in opening.ranked]
    save_text(
        cache_dir() / f"boards-opening-{key}.json",
        json.dumps({"ranked": ranked, "base": opening.base.tolist()}),
    )
