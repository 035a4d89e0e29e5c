"""Second positions, precomputed: the advice after a likely opener is read, not searched.

Every game passes through one of its opener's groups, and they are the costliest positions
a request meets: up to a few hundred answers, or a few likely ones among dozens of less
likely words, each its own weighted search, too slow for a request.  ``scripts/make_book.py``
writes ``solver/data/book.json.gz``: per list pair and mode, for each likely opener (the
ones the bot suggests and the ones people favour) and each feedback it can get, the best
``listed`` guesses with their values, exactly as ``Solver.suggest`` searches them.

A book carries the fingerprint of the policy that made it (search limits, universe rules,
priors); a solver under another policy does not read it, so a changed search never serves
stale advice, it is only slower until the book is made again (a test says so).
"""

from __future__ import annotations

import gzip
import json
import logging
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from solver.game.feedback import Pattern, to_colours

log = logging.getLogger(__name__)

BOOK_FILE = "data/book.json.gz"
Pick = tuple[str, float]  # a guess and its expected guesses to finish


def packed(picks: list[Pick]) -> str:
    """Picks as one string, ``crump 3.1234 nymph 3.2``: lists of pairs would take several
    times the memory in Python objects."""
    return " ".join(f"{word} {float(value)!r}" for word, value in picks)


def unpacked(text: str) -> list[Pick]:
    fields = text.split()
    return [(word, float(value)) for word, value in zip(fields[::2], fields[1::2], strict=True)]


@dataclass(frozen=True)
class Book:
    """Per universe (``Solver.book_key``): the policy's fingerprint, and per opener and feedback
    (its colours, ``BYGBB``) the best guesses, best first (``packed``)."""

    universes: dict[str, dict] = field(default_factory=dict)

    def picks(self, key: str, policy: str, opener: str, pattern: Pattern) -> list[Pick] | None:
        """The precomputed advice after ``opener`` scored ``pattern``; None when the book
        lacks it or was made under another policy."""
        found = self.universes.get(key)
        if found is None or found["policy"] != policy:
            return None
        after = found["openers"].get(opener, {}).get(to_colours(pattern))
        return None if after is None else unpacked(after)

    def entries(self, key: str) -> list[tuple[str, str, list[Pick]]]:
        """Every (opener, colours, picks) this universe holds."""
        found = self.universes.get(key, {"openers": {}})["openers"]
        return [(o, c, unpacked(p)) for o, after in found.items() for c, p in after.items()]

    def policy(self, key: str) -> str | None:
        """The fingerprint of the policy this universe's advice was made under."""
        found = self.universes.get(key)
        return None if found is None else str(found["policy"])

    def openers(self, key: str) -> list[str]:
        found = self.universes.get(key)
        return [] if found is None else list(found["openers"])

    def to_json(self) -> bytes:
        text = json.dumps({"note": "made by scripts/make_book.py", "universes": self.universes})
        return gzip.compress(text.encode(), mtime=0)


@cache
def bundled_book() -> Book:
    """The book the package ships; an empty one if it is missing or unreadable (advice is
    then searched, as for any position the book lacks)."""
    try:
        raw = resources.files("solver").joinpath(BOOK_FILE).read_bytes()
        return Book(json.loads(gzip.decompress(raw))["universes"])
    except (OSError, ValueError, KeyError) as exc:
        log.warning("no opening book (%s): second positions are searched", exc)
        return Book()
