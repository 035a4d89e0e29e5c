"""The small helpers every reply uses: counts, lists, spoilers, a game's name."""

from __future__ import annotations

import re
from collections.abc import Sequence

from solver.filtering.results import Candidates
from solver.game.feedback import Pattern, to_emoji
from solver.game.rules import Kind
from solver.wording import left_text

SHOWN_CANDIDATES = 40


BEST_SO_FAR = "*(Searched for as long as a reply may take: best found so far.)*"


HOW_TO_START = "Paste a guess to start, e.g. `CRANE 🟩⬛⬛🟨⬛`, `CHEST=c.E..` or `caves 20012`."


NUMBER_WORDS = {2: "both", 4: "all four", 8: "all eight", 16: "all sixteen"}


SOLVED_TILE = "✅"


def plural(n: int, word: str, suffix: str = "s") -> str:
    """``plural(1, "grid")`` is "1 grid", ``plural(3, "grid")`` "3 grids"."""
    return f"{n} {word}{suffix * (n != 1)}"


# what Discord's markdown reads: emphasis, spoilers, code, quotes, headings, masked links,
# mentions, and the ``:`` of a bare URL (which Discord would turn into a link)
_MARKDOWN = re.compile(r"([\\*_~`|>#\[\]()<@:-])")


def person(name: str) -> str:
    """A user-supplied name, shown as typed: every markdown character escaped, so a member
    named ``x||`` cannot open a spoiler nor ``[free](https://…)`` become a link."""
    return _MARKDOWN.sub(r"\\\1", name)


def human_join(names: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"


def spoiler(text: str, hidden: bool = True) -> str:
    return f"||{text}||" if hidden else text


def words(shown: Sequence[str], spoilers: bool, cap: int = SHOWN_CANDIDATES) -> str:
    text = ", ".join(w.upper() for w in shown[:cap])
    if len(shown) > cap:
        text += f" … (+{len(shown) - cap})"
    if not text:
        return "none"
    return spoiler(text, spoilers)


def counts(cands: Candidates) -> str:
    return left_text(cands.pool, cands.likely, cands.possible, lambda n: f"**{n}**") + "."


def unlisted(words_played: Sequence[str]) -> str:
    return f"Note: {', '.join(words_played)} isn't in my word list; I took it as played."


def game_name(kind: Kind) -> str:
    return kind.title


def how_to_play(kind: Kind) -> str:
    example = " ".join(
        ["20010", "00100", "-", "22000", "00000", "01020", "10000", "00210"][: kind.boards]
    )
    return (
        f"Paste each guess with every board's colours, in the order the game shows them "
        f"(left to right, top to bottom), `-` for a board already solved: `CRANE {example}` "
        "(or emoji squares, `CRANE=c.... ..A..`, or the word on its own line with one line "
        "per board under it)."
    )


def row_tiles(patterns: Sequence[Pattern | None]) -> str:
    return " ".join(SOLVED_TILE if p is None else to_emoji(p) for p in patterns)
