"""Words listed in their language's alphabetical order: a request's lists (candidates,
a board's words) follow the order its game's language files words in, which for German
and Spanish is not the code points' (German BÄDER by BADEN, not after BROTE; Spanish Ñ a
letter of its own after N)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from contextvars import ContextVar

# the language whose alphabetical order a request's lists of words follow
ORDER: ContextVar[str] = ContextVar("order", default="en")
# where a language's order differs from the code points': German files ä with a, ß as ss
# (DIN 5007-1); Spanish ñ is a letter after n; an accent otherwise sorts as its letter
_ORDERED_AS = {"de": {"ß": "ss"}, "es": {"ñ": "n\uffff"}}


def in_order(shown: Sequence[str]) -> list[str]:
    """Words in the alphabetical order of the request's language (``ORDER``): German
    BADEN, BÄDER, BROTE, not BROTE before BÄDER as code points put it.  Words of plain
    letters alone (every English list) are filed as written, in any language: sorted as
    they are, without a key made for each of the thousands a reply may list."""
    if all(word.isascii() for word in shown):
        return sorted(shown)
    return sorted(shown, key=_order_key)


def _order_key(word: str) -> tuple[str, str]:
    """A word as its language files it, then as written (so BADEN comes before BÄDER)."""
    special = _ORDERED_AS.get(ORDER.get(), {})
    letters = "".join(special.get(c, c) for c in word)
    bare = "".join(c for c in unicodedata.normalize("NFD", letters) if not unicodedata.combining(c))
    return bare, word
