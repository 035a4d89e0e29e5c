"""All grey said with marks chat uses too (bot/parsing/_grey.py): ``sorry .....`` and
``night xxxxx`` are chat, silent in a channel playing a game too; all grey in a notation
that names it (digits, squares, ``bbbbb``, ``=``) is still read, and so is a chat-marked
all-grey row in a paste of other rows."""

from __future__ import annotations

import io
import re

import pytest

from bot.fronts.console import run_console
from bot.parsing import parse_message
from bot.service import Huddle

GREY_CHAT = [
    "sorry .....",  # an ellipsis
    "night xxxxx",  # kisses
    "hmm .....",
    "lmao wwwww",  # laughter
    "notes -----",  # a rule under a heading
    "sorry .....\nnight xxxxx",  # every line so: still chat
    "thanks ......",  # a word and marks a letter off: no size error either
    "sure ....",
]


@pytest.mark.parametrize("text", GREY_CHAT)
def test_a_word_and_chats_grey_marks_is_silent(text, solver):
    for first_reading in (False, True):
        parsed = parse_message(text, solver, any_letters=first_reading)
        assert parsed.kind == "none" and not parsed.slip, parsed


@pytest.mark.parametrize(
    "text",
    [
        "crane 00000",
        "CRANE=.....",
        "crane=xxxxx",  # = holds a score to a guess's shape, whatever its marks
        "crane bbbbb",
        "CRANE ⬛⬛⬛⬛⬛",
        "⬜⬜⬜⬜⬜ crane",
    ],
)
def test_all_grey_in_a_notation_that_names_it_is_read(text, solver):
    parsed = parse_message(text, solver)
    assert parsed.kind == "guesses", parsed
    (guess,) = parsed.guesses
    assert (guess.word, guess.pattern) == ("crane", (0, 0, 0, 0, 0))


def test_chats_grey_marks_are_read_among_other_rows(solver):
    """A paste of rows in x-for-grey notation: its all-grey row is one of them."""
    parsed = parse_message("crane gxxyx\nsloth xxxxx", solver)
    assert parsed.kind == "guesses", parsed
    assert [(g.word, g.pattern) for g in parsed.guesses] == [
        ("crane", (2, 0, 0, 1, 0)),
        ("sloth", (0, 0, 0, 0, 0)),
    ]


def test_chat_before_a_row_does_not_set_the_pastes_length(solver):
    """``thanks ......`` would make a six-letter guess; chat's marks say no length."""
    parsed = parse_message("thanks ......\ncrane 20010", solver, of_length=lambda n: solver)
    assert parsed.kind == "guesses", parsed
    assert [g.word for g in parsed.guesses] == ["crane"]


async def console(huddle: Huddle, script: str) -> list[str]:
    """The console's replies to ``script``, each from its ``== title ==`` line on."""
    out = io.StringIO()
    await run_console(huddle, io.StringIO(script.strip() + "\n"), out)
    return [p for p in re.split(r"(?m)^(?=== )", out.getvalue()) if p.startswith("== ")]


async def test_during_a_game_grey_chat_gets_nothing_and_grey_rows_join(huddle):
    said = await console(
        huddle,
        "/new\n"
        "@bob sorry .....\n"
        "@bob night xxxxx\n"
        "@carol hmm .....\n"
        "@carol crane 00000\n"
        "@bob CHEST=.....",
    )
    new, crane, chest = said  # the three chat lines got no reply and made no row
    assert new.startswith("== New game: Wordle ==")
    assert "⬛⬛⬛⬛⬛ **CRANE** — carol" in crane and "1/6" in crane
    assert "**CHEST** — bob" in chest and "2/6" in chest
    assert "SORRY" not in chest and "NIGHT" not in chest
