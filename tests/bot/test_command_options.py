"""A command's options as its options dataclass declares them (bot/commands/_spec.py): the
kind each field's type says, required where it has no default, and what the fronts give
read into an instance its answer takes."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Annotated, Literal

import pytest

from bot.commands import BY_NAME, COMMANDS
from bot.commands._spec import NO_WORD, About, Word, as_given, options_of
from bot.domain import Author, Upload


@dataclass(frozen=True)
class Sample:
    word: Word
    mode: Literal["hard", "normal"]
    count: Annotated[int, About("How many", low=1, high=10)] = 3
    board: Annotated[int | None, About(low=1)] = None
    who: Author | None = None
    shot: Annotated[Upload | None, About("A picture")] = None
    public: Annotated[bool, About(slash_only=True)] = False
    game: Annotated[str, About(choices=("wordle", "quordle"))] = "wordle"
    guess: Word = NO_WORD


def test_each_field_is_an_option_of_the_kind_its_type_says():
    options = {o.name: o for o in options_of(Sample)}
    assert [o.name for o in options_of(Sample)] == [f.name for f in fields(Sample)]
    kinds = {name: o.type for name, o in options.items()}
    assert kinds == {
        "word": "word",
        "mode": "choice",
        "count": "number",
        "board": "number",
        "who": "user",
        "shot": "file",
        "public": "flag",
        "game": "choice",
        "guess": "word",
    }
    assert options["mode"].choices == ("hard", "normal") and options["mode"].required
    assert options["game"].choices == ("wordle", "quordle") and not options["game"].required
    assert (options["count"].low, options["count"].high, options["count"].default) == (1, 10, 3)
    assert options["count"].description == "How many" and options["public"].slash_only
    assert options["word"].required and not options["board"].required
    assert options["board"].default is None


def test_an_option_of_a_type_no_front_gives_is_refused():
    @dataclass(frozen=True)
    class Odd:
        ratio: float = 0.5

    with pytest.raises(KeyError):
        options_of(Odd)


def test_what_a_front_gives_is_read_into_the_commands_options():
    hint = BY_NAME["hint"]
    assert hint.read({}) == hint.takes()
    read = hint.read({"count": 7, "public": True, "board": 2})  # a name it lacks: left out
    assert (read.count, read.public) == (7, True)
    why = BY_NAME["why"]
    with pytest.raises(TypeError):  # its word is required
        why.read({})
    assert why.read({"word": "crane"}).board is None


def test_every_command_declares_its_options_in_a_frozen_dataclass():
    for command in COMMANDS:
        assert [o.name for o in command.options] == [f.name for f in fields(command.takes)]
        assert command.takes.__dataclass_params__.frozen, command.name
    assert sum(len(c.options) for c in COMMANDS) > 30


def test_a_command_reading_all_its_options_gets_each_as_given():
    shot = Upload("answers.txt", b"crane\n", 6)
    given = as_given(BY_NAME["wordlist"].read({"answers": shot}))
    assert given == {"answers": shot, "guesses": None, "remove": False}
    assert given["answers"] is shot
