"""What a slash command is, whatever feature answers it: its options and how they are read.

A command's options are a frozen dataclass of its own (``takes``), one field an option:
the field's type says the option's kind (``int`` a number, ``bool`` a flag, ``Word`` a
guess offered as the user types, ``Author`` a member, ``Upload`` a file, a ``Literal`` a
choice of its values, ``X | None`` one that may be left out without a default), its
default whether it is required, and an ``About`` beside the type (``Annotated``) what the
type cannot: its description, bounds, choices read at run time.  Its answer (``call``) is
given an instance, so ``o.count`` is checked by mypy where ``o["count"]`` was not.

It sits below every feature, so a feature's package holds its own commands
(``bot/votes/_commands.py``); a command's ``call`` is given what answers it (``Answerer``):
a feature names only the part of the service it reaches (``Voting``: its ``votes``), and
``bot/commands/`` gathers every feature's commands into the one list."""

from __future__ import annotations

import dataclasses
import functools
import types
from collections.abc import Awaitable, Callable
from dataclasses import MISSING, dataclass, fields
from typing import (
    Annotated,
    Any,
    Generic,
    Literal,
    NewType,
    TypeVar,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)

from bot.domain import Asker, Author, Reply, Upload
from bot.formatting import choice_runs
from bot.i18n import choice_name, command_name, option_name

Options = dict[str, Any]  # a command's options as a front gives them, by name
Takes = TypeVar("Takes")  # a command's options dataclass
# what answers it: the service, seen as the part its feature reaches (contravariant, so a
# command answered by a part is one answered by the whole)
Answerer = TypeVar("Answerer", contravariant=True)
Word = NewType("Word", str)  # a valid guess: Discord offers words as the user types
NO_WORD = Word("")  # a word option left out


Call = Callable[[Answerer, Asker, Takes], Awaitable[Reply]]
OptionType = Literal["text", "number", "choice", "flag", "user", "word", "file"]
KINDS: dict[object, OptionType] = {
    str: "text",
    int: "number",
    bool: "flag",
    Author: "user",
    Word: "word",
    Upload: "file",
}


@dataclass(frozen=True)
class About:
    """What an option's type cannot say, written beside it: ``Annotated[int, About(...)]``."""

    description: str = ""
    choices: tuple[str, ...] = ()  # a choice whose values are known only at run time
    low: int | None = None  # a number's bounds
    high: int | None = None
    rest: bool = False  # the console reads the rest of the line into it
    slash_only: bool = False  # not offered by the console nor shown in /help
    label: Callable[[str], str] | None = None  # how Discord lists a choice (else as typed)


@dataclass(frozen=True)
class Option:
    name: str
    description: str = ""
    type: OptionType = "text"  # word: a valid guess, offered as the user types
    choices: tuple[str, ...] = ()
    required: bool = True
    default: Any = None  # given when an optional option is left out
    low: int | None = None  # a number's bounds
    high: int | None = None
    rest: bool = False  # the console reads the rest of the line into it
    slash_only: bool = False  # not offered by the console nor shown in /help
    label: Callable[[str], str] | None = None  # how Discord lists a choice (else as typed)

    @property
    def number(self) -> bool:
        return self.type == "number"

    def usage(self, console: bool) -> str:
        """The option in a usage line; the console's in the language speaking, as /help
        names options and choices there (``[PALAVRA]``, ``semana|mês|tudo``)."""
        choices = tuple(map(choice_name, self.choices)) if console else self.choices
        name = option_name(self.name) if console else self.name
        shown = "|".join(choice_runs(choices)) if self.choices else name
        if console and not self.choices:
            shown = shown.upper()
            if self.number and self.low is not None and self.high is not None:
                shown = f"{shown} {self.low}-{self.high}"  # what it takes: [COUNT 1-10]
        return shown if self.required else f"[{shown}]"


@dataclass(frozen=True)
class Command(Generic[Answerer, Takes]):
    """One slash command, answered by an ``Answerer``.  Build each where its types are
    inferred (its options from ``takes``, its answerer from ``call``: a function whose
    first parameter names the part of the service it reaches), in a tuple left
    unannotated: under a ``Command[Any, Any]`` annotation mypy would check nothing."""

    name: str
    description: str  # the slash command's description
    takes: type[Takes]  # its options: a dataclass, one field an option (see the module's doc)
    # what answers it: a feature's method, given who asked and the options
    call: Call[Answerer, Takes]
    blurb: str = ""  # said under its description on its /help page
    shares: bool = False  # listed with the share commands in /help
    slow: bool = False  # the answer may take a while: the cog defers it first
    heavy: bool = False  # up to a second of solver work: its own lane, one per user
    private: bool = False  # only the asker sees it (a ``public`` option may override)
    # the Discord permission (a discord.Permissions name) a member needs by default: Discord
    # hides the command from others, and a server's admins may grant it to more (so the
    # bot does not check it again, which would undo their choice)
    needs: str | None = None
    # also offered by a user install, in DMs and group chats, over the user's own session
    # (the others need a server's channel: its messages, its game, its members)
    anywhere: bool = False

    @property
    def options(self) -> tuple[Option, ...]:
        """Its options, in order, as the fronts, /help and the catalogs read them."""
        return options_of(self.takes)

    @property
    def typed(self) -> tuple[Option, ...]:
        """The options a console user types, in order."""
        return tuple(o for o in self.options if not o.slash_only)

    def usage(self, console: bool = False) -> str:
        named = command_name(self.name) if console else self.name  # /dica in Portuguese
        return " ".join([f"/{named}", *(o.usage(console) for o in self.typed)])

    def described(self) -> dict[str, str]:
        """Option descriptions, for ``app_commands.describe``."""
        return {o.name: o.description for o in self.options if o.description}

    def read(self, given: Options) -> Takes:
        """Its options as its answer takes them: the given ones, the others' defaults (a
        name it does not take, as a button may send, is left out)."""
        return self.takes(**{o.name: given[o.name] for o in self.options if o.name in given})


def as_given(options: object) -> Options:
    """An options dataclass as the name-to-value map a feature reading them all takes,
    each value as given (``dataclasses.asdict`` would turn an ``Upload`` into a dict)."""
    assert dataclasses.is_dataclass(options) and not isinstance(options, type)
    return {field.name: getattr(options, field.name) for field in fields(options)}


@dataclass(frozen=True)
class NoOptions:
    """The options of a command that takes none."""


def options_of(takes: Any) -> tuple[Option, ...]:
    """The options an options dataclass declares, in its fields' order."""
    return _declared(takes)


@functools.cache  # read once a class: the fronts ask on every command
def _declared(takes: Any) -> tuple[Option, ...]:
    hints = get_type_hints(takes, include_extras=True)
    return tuple(_option(field, hints[field.name]) for field in fields(takes))


def _option(field: dataclasses.Field[Any], hint: Any) -> Option:
    """One field as an option: its kind from its type, required when it has no default."""
    about = next((m for m in getattr(hint, "__metadata__", ()) if isinstance(m, About)), About())
    kind = _unwrapped(hint)
    literal = get_origin(kind) is Literal
    choices = tuple(get_args(kind)) if literal else about.choices
    required = field.default is MISSING
    return Option(
        field.name,
        about.description,
        "choice" if choices else KINDS[str if literal else kind],
        choices,
        required,
        None if required else field.default,
        about.low,
        about.high,
        about.rest,
        about.slash_only,
        about.label,
    )


def _unwrapped(hint: Any) -> Any:
    """The type an option's value has when given: beneath ``Annotated`` and ``| None``."""
    if get_origin(hint) is Annotated:
        hint = get_args(hint)[0]
    if get_origin(hint) in (Union, types.UnionType):
        hint = next(a for a in get_args(hint) if a is not type(None))
    return hint
