"""The translation table: every reply string the code passes through ``t`` has its
Portuguese, Spanish and German, each keeping the English's placeholders; every command
and option has its name and descriptions in each; and a request speaks its language."""

from __future__ import annotations

import ast
import re
import string
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.commands import COMMANDS as SPECS
from bot.formatting import NUMBER_WORDS
from bot.i18n import COMMANDS, DESCRIPTIONS, LANGUAGES, TABLE, language_of, speak, t
from bot.settings._replies import STYLES
from solver.wording import REASON_VALUES, REASONS

BOT = Path(__file__).resolve().parents[3] / "bot"
DISCORD_NAME = re.compile(r"^[-_\w]{1,32}$")


def _literals(node: ast.expr) -> list[str]:
    """The strings an argument can be: a literal, or either branch of ``a if c else b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _literals(node.body) + _literals(node.orelse)
    return []


WORDING = BOT.parent / "solver" / "wording.py"  # its templates reach the chat through ``say``


@dataclass(frozen=True)
class Taking:
    """What a translating call takes: how many leading arguments are templates, and the
    values it fills itself."""

    templates: int
    given: frozenset[str] = frozenset()


TEMPLATES = {"t": Taking(1), "tn": Taking(2, frozenset({"count"}))}  # the bot's calls
SAY = {"say": Taking(1)}  # solver/wording.py's


def calls_in_code() -> dict[str, set[str] | None]:
    """Every template the bot passes to ``t`` as a literal, wherever it stands, and every
    template the solver's wording fills through ``say`` (the chat's ``t``): the values its
    calls name (None where a call passes ``**values``, which this cannot read)."""
    found: dict[str, set[str] | None] = {}
    for path, names_of in [*((p, TEMPLATES) for p in BOT.rglob("*.py")), (WORDING, SAY)]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            taken = names_of.get(node.func.id)
            if taken is None or not node.args:
                continue
            names = {k.arg for k in node.keywords if k.arg is not None} | taken.given
            spread = any(k.arg is None for k in node.keywords)
            templates = [x for arg in node.args[: taken.templates] for x in _literals(arg)]
            for template in templates:
                known = found.get(template, set())
                found[template] = None if spread or known is None else known | names
    return found


def templates_in_code() -> set[str]:
    return set(calls_in_code())


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


# templates not written out at the call: the blurbs, the reply styles, why a word is ruled
# out (solver/wording.py REASONS), and the words left (left_text builds them by count)
BUILT = (
    {c.blurb for c in SPECS if c.blurb}
    | set(STYLES.values())
    | set(REASONS.values())
    | set(NUMBER_WORDS.values())
    | {
        "{count} likely answers left",
        "{count} likely answer left",
        " (+{count} less likely words)",
        " (+{count} less likely word)",
    }
)


def test_every_reply_string_passed_to_t_has_every_translation():
    used = templates_in_code() | BUILT
    missing = {
        template: [lang for lang in LANGUAGES if lang not in TABLE.get(template, {})]
        for template in used
    }
    assert {k: v for k, v in missing.items() if v} == {}
    assert set(TABLE) <= used, f"unused: {sorted(set(TABLE) - used)}"  # no dead entries


def test_every_translation_names_only_values_it_is_given():
    """A translation may word a value otherwise than the English (the place as a number
    where English says "fourth"), but names only values its calls pass: those of ``t``'s
    calls, a reason's values, or else exactly the English template's."""
    given = {**calls_in_code(), **{key: set(REASON_VALUES) for key in REASONS.values()}}
    for template, translations in TABLE.items():
        allowed = given.get(template) or fields(template)
        assert fields(template) <= allowed, template
        for lang, text in translations.items():
            assert fields(text) <= allowed, (template, lang)
            if template not in given:  # built elsewhere: the same values as the English
                assert fields(text) == fields(template), (template, lang)


def test_every_command_has_its_names_and_descriptions_in_each_language():
    for lang in LANGUAGES:
        names = [COMMANDS[spec.name][lang] for spec in SPECS]
        assert len(set(names)) == len(names), lang  # unique within a language
        assert all(DISCORD_NAME.match(n) and n == n.lower() for n in names), names
    described = [spec.description for spec in SPECS]
    described += [o.description for spec in SPECS for o in spec.options if o.description]
    for text in described:
        assert set(DESCRIPTIONS.get(text, {})) == set(LANGUAGES), text
        assert all(len(d) <= 100 for d in DESCRIPTIONS[text].values()), text  # Discord's cap


@pytest.mark.parametrize(
    ("locale", "language"),
    [("pt-BR", "pt"), ("es-ES", "es"), ("es-419", "es"), ("de", "de"), ("fr", "en"), (None, "en")],
)
def test_discords_locales_pick_the_language(locale, language):
    assert language_of(locale) == language


async def test_a_request_speaks_its_language_and_falls_back_to_english():
    speak("de")
    assert t("New game: {game}", game="Wordle") == "Neues Spiel: Wordle"
    assert t("a string the table lacks") == "a string the table lacks"
    speak("en")
    assert t("New game: {game}", game="Wordle") == "New game: Wordle"


# modules whose text no player reads in a reply: the command line and the console's own
# frame (a developer's tools), benchmarks, operations, the store and support (logs,
# metrics), the commands' specs (their descriptions go through the Translator, checked
# above), the command reference written into docs/ (English, for readers of the code) and
# the table itself
UNSAID_MODULES = (
    "__main__.py",
    "reference.py",
    "fronts/console.py",
    "bench/",
    "ops/",
    "store/",
    "support/",
    "commands/",
    "i18n/",
)
UNSAID = {  # strings of a few words the bot never says to a player
    "advice and analyses",  # a thread pool's name
    "heavy lane writer",  # a thread's name
    "messages caught up",  # a cache's name (in metrics)
    "grid deduction table",  # a cache's name
    "running grid fits",  # a cache's name
    "word lists on disk",  # a cache's name
    "a button was pressed before the bot was ready",  # an internal error
    "the interaction has no channel",  # an internal error
    "called with mixed lengths",  # an internal error
    "starved past its wall time",  # why a tree's build stopped: logged and kept in its note
    "no stored word list ",  # an internal error
    "here are yesterday[’']s results",  # a pattern the Wordle app's posts match
    "Add to the game",  # a message command's name: Discord gets it translated (_commands.py)
    "Count this result",
    " (only you see this)",  # the console's own mark of an ephemeral reply
    "(only you see this)",
}
WORDS = re.compile(r"[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}")  # three words or more: a phrase


def _said_outside_the_table(path: Path) -> list[str]:
    """The phrases in ``path`` not passed through ``t`` or ``tn``: string constants and
    f-string parts, leaving out docstrings and what logging calls say."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = getattr(func, "id", None) or getattr(func, "attr", None)
            if name in (*TEMPLATES, "debug", "info", "warning", "error", "exception"):
                inside.update(id(n) for n in ast.walk(node))
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            inside.add(id(body[0].value))  # a docstring
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in inside
        and WORDS.search(node.value)
    ]


def test_no_reply_text_escapes_the_table():
    """Every phrase the bot says passes through the table: one written outside ``t`` would
    reach a Portuguese, Spanish or German server in English, and no other test would see."""
    translated = set(TABLE) | BUILT
    escaped = {
        f"{path.relative_to(BOT)}: {text!r}"
        for path in BOT.rglob("*.py")
        if not str(path.relative_to(BOT)).startswith(UNSAID_MODULES)
        for text in _said_outside_the_table(path)
        if text not in translated and text not in UNSAID
    }
    assert escaped == set()
