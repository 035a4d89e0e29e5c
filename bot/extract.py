"""``pybabel extract``'s methods for this code (pyproject.toml ``[tool.babel]`` maps the
files to them; docs/translating.md has the commands).

- ``code``: the messages a call to a keyword (``t``, ``tn``, solver/wording.py's ``say``
  and ``say_count``) passes as literals.  Babel's own ``python`` method reads tokens and
  would glue both branches of ``t("a" if one else "b")`` into one message "ab"; this one
  reads the syntax tree, so each branch is a message of its own.
- ``built``: the messages the code says without writing them at a call: the commands'
  names (context ``command``), their options' names (context ``option``), descriptions
  and /help blurbs, the reply styles, why a word is ruled out (solver/wording.py
  ``REASONS``) and the boards counted in words.

Only the developers' tool imports this module (the bot never does); it reads the commands,
the settings and the solver's wording, so it stands at the top of the bot's layers.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from bot.i18n import CHOICE, COMMAND, OPTION

# a message as Babel's extraction methods yield it: line, keyword, message(s), comments
Found = tuple[int, str, str | tuple[str, ...], list[str]]


def literals(node: ast.expr) -> list[str]:
    """The strings an argument can be: a literal, or either branch of ``a if c else b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return literals(node.body) + literals(node.orelse)
    return []


def arguments(spec: Any) -> int:
    """How many leading arguments of a keyword's calls are messages, by its spec as Babel
    parses it (``t``: None, one; ``tn:1,2``: (1, 2), two)."""
    if isinstance(spec, dict):
        spec = spec.get(None)
    numbers = [n for n in spec or (1,) if isinstance(n, int)]
    return max(numbers, default=1)


def code(
    fileobj: IO[bytes],
    keywords: Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Found]:
    """Every call to a keyword in the file whose message arguments are literals; a
    conditional's branches each (a plural call's forms taken in step)."""
    del comment_tags  # the code marks no comments for translators
    tree = ast.parse(fileobj.read().decode(options.get("encoding", "utf-8")))
    taking = {name: arguments(spec) for name, spec in options.get("keywords", {}).items()}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        name = node.func.id
        if name not in keywords or not node.args:
            continue
        forms = [literals(arg) for arg in node.args[: taking.get(name, 1)]]
        if not all(forms) or len({len(f) for f in forms}) != 1:
            continue  # a message the code builds, or forms that do not pair
        for message in zip(*forms):
            yield node.lineno, name, message if len(message) > 1 else message[0], []


def built(
    fileobj: IO[bytes],
    keywords: Collection[str],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Found]:
    """The messages the code says without writing them at a call (line 0: they have no
    one place), then the file's own calls."""
    for message in built_messages():
        yield 0, "pgettext" if isinstance(message, tuple) else "t", message, []
    yield from code(fileobj, keywords, comment_tags, options)


def built_messages() -> list[str | tuple[str, str]]:
    """What ``built`` finds: a command's or option's name as (context, name), the rest as
    English."""
    from bot.commands import COMMANDS, MENUS
    from bot.formatting import NUMBER_WORDS
    from bot.settings import STYLES
    from solver import REASONS

    names: list[str | tuple[str, str]] = [(COMMAND, c.name) for c in COMMANDS]
    names += [(COMMAND, menu) for menu in MENUS]
    names += [(OPTION, o) for o in dict.fromkeys(o.name for c in COMMANDS for o in c.options)]
    names += [(CHOICE, value) for value in shown_choices(COMMANDS)]
    described = [c.description for c in COMMANDS]
    described += [o.description for c in COMMANDS for o in c.options if o.description]
    said = [c.blurb for c in COMMANDS if c.blurb]
    said += [*STYLES.values(), *REASONS.values(), *NUMBER_WORDS.values()]
    return names + list(dict.fromkeys(described + said))


def shown_choices(commands: Collection[Any]) -> list[str]:
    """The choices a language shows in its own words: every option's, but a game's
    (Discord lists a game by its title, ``label``) and a language's own code."""
    from bot.i18n import ENGLISH, LANGUAGES

    codes = {ENGLISH, *LANGUAGES}
    every = (v for c in commands for o in c.options if o.label is None for v in o.choices)
    return [v for v in dict.fromkeys(every) if v not in codes]
