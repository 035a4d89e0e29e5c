"""A comment after a guess (bot/parsing/_comments.py): read where the guess's notation
cannot be chat, in every notation and language; ordinary chat that only resembles it
stays silent, in a channel playing a game too."""

from __future__ import annotations

import io
import re

import pytest

from bot.fronts.console import run_console
from bot.parsing import parse_message
from bot.service import Huddle


def read(text: str, solver, any_letters: bool = False) -> tuple[str, str]:
    parsed = parse_message(text, solver, any_letters=any_letters)
    assert parsed.kind == "guesses", parsed
    (guess,) = parsed.guesses
    return guess.word, "".join(map(str, guess.pattern))


@pytest.mark.parametrize(
    ("text", "word", "row"),
    [
        ("caves 20010 ugh", "caves", "20010"),  # digits no one writes as a number
        ("power 02022 ugh", "power", "02022"),  # a leading 0: never a count
        ("chums 20000 😬", "chums", "20000"),  # round, but an emoji opens the comment
        ("crane 10000 (ugh)", "crane", "10000"),  # a bracket does too
        ("crane 20010 is what i got", "crane", "20010"),  # one board: the words aren't boards
        ("CHEST=C.... lol", "chest", "20000"),  # = notation takes any comment
        ("CHEST=c.E.. so close", "chest", "10200"),
        ("crane gybbg nice", "crane", "21002"),  # colour letters
        ("power bgbgg (this one hurt)", "power", "02022"),
        ("crane bbbbb ugh", "crane", "00000"),  # all grey, in letters
        ("chest c.E.. hmm", "chest", "10200"),  # the guess's own letters
        ("crane GY--G meh", "crane", "21002"),
        ("1. caves 20010 ugh", "caves", "20010"),  # a list's marker first
        ("CRANE 🟩⬛⬛🟨⬛ ugh", "crane", "20010"),  # squares, as before
    ],
)
def test_a_guess_with_a_comment_after_it_is_read(text, word, row, solver):
    assert read(text, solver) == (word, row)


@pytest.mark.parametrize(
    ("text", "word", "row"),
    [
        ("ótimo 00100 kkkk", "otimo", "00100"),  # Termo, a Portuguese aside
        ("ÁRBOL gybbg jaja", "arbol", "21002"),
        ("NIÑOS 20010 uff", "niños", "20010"),
        ("ÜBRIG 02022 mist", "übrig", "02022"),
        ("SÉRIA=S.... 😭", "seria", "20000"),
    ],
)
def test_other_languages_words_take_a_comment_too(text, word, row, solver):
    """The first reading, before the channel's game is known: the letters some game plays
    kept (Ñ, Ü), the accents every game folds folded (Ó, É)."""
    assert read(text, solver, any_letters=True) == (word, row)


CHAT = [
    "this is 2022 all over again",
    "room 2012",
    "ahead 10000 miles",  # a count and what it counts
    "I got 22222 today haha",
    "about 20000 people",
    "maybe 12000 more",
    "great 22222 today",  # a boast, in any notation
    "nailed ggggg today",
    "CRANE=CRANE lol",
    "sorry ..... ok",  # an ellipsis
    "night xxxxx love you",  # kisses, not greys
    "lmao wwwww so good",
    "crane 20010 ugh slate 00100",  # which row was meant is unclear
    "quase 20000 pessoas",
    "cerca 10000 personas",
    "crane is a bird",
]


@pytest.mark.parametrize("text", CHAT)
def test_chat_that_resembles_a_commented_guess_stays_silent(text, solver):
    for first_reading in (False, True):
        parsed = parse_message(text, solver, any_letters=first_reading)
        assert parsed.kind == "none" and not parsed.slip, parsed


def test_a_commented_row_no_word_scores_gets_the_error_a_bare_one_gets(solver):
    bare = parse_message("power gybgg", solver)
    commented = parse_message("power gybgg (this one hurt)", solver)
    assert bare.kind == commented.kind == "error"
    assert "POWER can't score 🟩🟨⬛🟩🟩 against any word" in (commented.error or "")


async def console(huddle: Huddle, script: str) -> list[str]:
    """The console's replies to ``script``, each from its ``== title ==`` line on."""
    out = io.StringIO()
    await run_console(huddle, io.StringIO(script.strip() + "\n"), out)
    return [p for p in re.split(r"(?m)^(?=== )", out.getvalue()) if p.startswith("== ")]


async def test_during_a_game_commented_rows_join_the_board_and_chat_gets_nothing(huddle):
    said = await console(
        huddle,
        "/new\n"
        "@bob caves 20010 ugh\n"
        "@bob this is 2022 all over again\n"
        "@carol ahead 10000 miles\n"
        "@carol room 2012\n"
        "@carol I got 22222 today haha\n"
        "@carol crane gybbg nice\n"
        "@carol power gybgg (this one hurt)",
    )
    new, caves, crane, power = said  # the four chat lines got no reply at all
    assert new.startswith("== New game: Wordle ==")
    assert "**CAVES** — bob" in caves and "1/6" in caves
    assert "🟩🟨⬛⬛🟩 **CRANE** — carol" in crane and "2/6" in crane
    assert "POWER can't score" in power


async def test_a_termo_game_takes_a_commented_row_with_its_accents(huddle):
    said = await console(huddle, "/new termo\n@joao ótimo 00100 kkkk\n@joao quase 20000 pessoas")
    new, row = said
    assert new.startswith("== New game: Termo ==") and "1/6" in row
    assert "ÓTIMO" in row
