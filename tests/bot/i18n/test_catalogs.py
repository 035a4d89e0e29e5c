"""The catalogs (bot/locale): every message the code says, as ``pybabel extract`` finds it,
is translated in every language's catalog, keeping its placeholders, with every plural
form its locale's CLDR rule asks for and nothing fuzzy; the commands are named in each;
a count's form follows the catalog's rule; and no phrase reaches a player outside them."""

from __future__ import annotations

import ast
import re
import string
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import read_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po
from discord import Locale

from bot.commands import COMMANDS as SPECS
from bot.commands import MENUS
from bot.i18n import (
    LANGUAGES,
    command_name,
    language_of,
    option_name,
    speak,
    speaking_in,
    t,
    tn,
)
from bot.i18n._catalogs import COMMAND, LOCALE_DIR, LOCALES, OPTION, catalog, catalog_path
from bot.numbers import number
from solver.filtering.results import LIKELY
from solver.wording import REASON_VALUES, REASONS, left_text
from tests.helpers import syntax_tree

ROOT = Path(__file__).resolve().parents[3]
BOT = ROOT / "bot"
WORDING = ROOT / "solver" / "wording.py"  # its templates reach the chat through ``say``
DISCORD_NAME = re.compile(r"^[-_\w]{1,32}$")

Key = tuple[str | tuple[str, ...], str | None]  # a message's id and context


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> Catalog:
    """The messages as the documented command extracts them: ``pybabel extract`` with
    pyproject.toml's configuration (its mapping, methods and keywords)."""
    pot = tmp_path_factory.mktemp("pot") / "huddle.pot"
    pyproject = str(ROOT / "pyproject.toml")
    argv = ["pybabel", "-q", "extract", "-F", pyproject, "-o", str(pot), str(ROOT)]
    with pytest.MonkeyPatch.context() as env:
        env.setenv("BABEL_PYPROJECT_TOML", pyproject)
        env.chdir(ROOT)
        CommandLineInterface().run(argv)
    with pot.open("rb") as read:
        return read_po(read)


@pytest.fixture(scope="module", params=LANGUAGES)
def translated(request) -> tuple[str, Catalog]:
    return request.param, catalog(request.param)


def keys(messages: Catalog) -> set[Key]:
    return {(m.id, m.context) for m in messages if m.id}


def forms(message: Message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]


def _literals(node: ast.expr) -> list[str]:
    """The strings an argument can be: a literal, or either branch of ``a if c else b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _literals(node.body) + _literals(node.orelse)
    return []


@dataclass(frozen=True)
class Taking:
    """What a translating call takes: how many leading arguments are templates, and the
    values it fills itself."""

    templates: int
    given: frozenset[str] = frozenset()


TEMPLATES = {"t": Taking(1), "tn": Taking(2, frozenset({"count"}))}  # the bot's calls
SAY = {"say": Taking(1), "say_count": Taking(2)}  # solver/wording.py's


@cache
def calls_in_code() -> dict[str, set[str] | None]:
    """The values each template's calls name (None where a call passes ``**values``,
    which this cannot read): the bot's ``t`` and ``tn``, the solver's ``say`` and
    ``say_count``.  Once a process, read by each language's check, never changed."""
    found: dict[str, set[str] | None] = {}
    for path, names_of in [*((p, TEMPLATES) for p in BOT.rglob("*.py")), (WORDING, SAY)]:
        for node in ast.walk(syntax_tree(path)):
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


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_extraction_finds_every_kind_of_message(extracted):
    found = keys(extracted)
    assert ("New game: {game}", None) in found  # a t() call
    assert (("{count} result", "{count} results"), None) in found  # a tn() call
    assert ("How to use wordle-huddle", None) in found  # a command's description
    assert ("hint", COMMAND) in found and ("Add to the game", COMMAND) in found
    assert REASONS["grey"] in {m.id for m in extracted}  # built, said through ``say``
    # both branches of t("a" if c else "b"), each whole (Babel's own method glues them)
    assert ("Hard mode is on by default in channels that chose none.", None) in found
    assert ("Hard mode is off by default in channels that chose none.", None) in found


def test_the_shipped_template_is_what_the_code_says(extracted):
    """bot/locale/huddle.pot, what a translator's tool merges from, is up to date:
    ``pybabel extract`` run again (docs/translating.md)."""
    with (LOCALE_DIR / "huddle.pot").open("rb") as shipped:
        assert keys(read_po(shipped)) == keys(extracted)


def test_every_message_is_translated_in_every_catalog(extracted, translated):
    language, messages = translated
    assert keys(extracted) - keys(messages) == set(), language
    assert keys(messages) - keys(extracted) == set(), f"{language}: no longer said"
    assert not messages.obsolete, language
    assert [m.id for m in messages if m.id and m.fuzzy] == [], language
    untranslated = [m.id for m in messages if m.id and not all(forms(m))]
    assert untranslated == [], language


def test_each_catalog_has_its_locales_cldr_plural_forms(translated):
    language, messages = translated
    assert messages.plural_forms == get_plural(LOCALES[language]).plural_forms
    for message in messages:
        if message.pluralizable:
            assert len(forms(message)) == messages.num_plurals, (language, message.id)


def test_every_translation_names_only_values_it_is_given(translated):
    """A translation may word a value otherwise than the English (the place as a number
    where English says "fourth"), but names only values its calls pass: those of the
    calls, a reason's values, or else exactly the English template's."""
    language, messages = translated
    given = {**calls_in_code(), **{key: set(REASON_VALUES) for key in REASONS.values()}}
    for message in messages:
        if not message.id or message.context == COMMAND:
            continue
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        allowed = set().union(*(given.get(e) or fields(e) for e in english))
        for text in forms(message):
            assert fields(text) <= allowed, (language, message.id, text)
            if not any(e in given for e in english):  # built: the English's values
                assert fields(text) == set().union(*map(fields, english)), (language, text)


def test_every_command_has_its_name_and_descriptions_in_each_language(translated):
    language, messages = translated

    def name(english: str) -> str:
        found = messages.get(english, context=COMMAND)
        assert found is not None and found.string, (language, english)
        return str(found.string)

    names = [name(spec.name) for spec in SPECS]
    assert len(set(names)) == len(names), language  # unique within a language
    assert all(DISCORD_NAME.match(n) and n == n.lower() for n in names), names
    assert all(name(menu) for menu in MENUS)
    described = [spec.description for spec in SPECS]
    described += [o.description for spec in SPECS for o in spec.options if o.description]
    for text in described:
        said = messages.get(text)
        assert said is not None and 0 < len(said.string) <= 100, text  # Discord's cap


def test_every_option_is_named_in_each_language_as_discord_takes_it(translated):
    """Discord refuses a sync whose option names break its rule or repeat within a
    command; msgctxt "option" names each (docs/translating.md)."""
    language, messages = translated
    for spec in SPECS:
        names = []
        for option in spec.options:
            found = messages.get(option.name, context=OPTION)
            assert found is not None and found.string, (language, spec.name, option.name)
            names.append(str(found.string))
        assert len(set(names)) == len(names), (language, spec.name, names)
        assert all(DISCORD_NAME.match(n) and n == n.lower() for n in names), names


def test_an_option_is_named_in_the_requests_language():
    with speaking_in("pt"):
        assert option_name("word") == "palavra"
        assert t("word") != "palavra"  # the word said in replies: no context, no match
    assert option_name("word") == "word"


def test_a_command_is_named_in_the_requests_language():
    with speaking_in("pt"):
        assert command_name("hint") == "dica"
        assert t("hint") != "dica"  # the word, not the command: no context, no match
    assert command_name("hint") == "hint"


@pytest.mark.parametrize(
    ("language", "count", "said"),
    [
        ("en", 0, "0 results"),
        ("en", 1, "1 result"),
        ("pt", 0, "0 resultado"),  # CLDR: Portuguese counts 0 with 1 (i = 0,1)
        ("pt", 1, "1 resultado"),
        ("pt", 2, "2 resultados"),
        ("es", 0, "0 resultados"),
        ("es", 1, "1 resultado"),
        ("de", 0, "0 Ergebnisse"),
        ("de", 1, "1 Ergebnis"),
    ],
)
def test_a_counts_form_follows_its_catalogs_plural_rule(language, count, said):
    with speaking_in(language):
        assert tn("{count} result", "{count} results", count) == said


@pytest.mark.parametrize(
    ("language", "likely", "possible", "said"),
    [
        ("en", 1, 3, "**1** likely answer left (+2 less likely words)"),
        ("en", 2, 3, "**2** likely answers left (+1 less likely word)"),
        ("pt", 1, 1, "**1** resposta provável restante"),
        ("es", 2053, 2054, "quedan **2053** respuestas probables (+1 palabra menos probable)"),
        ("de", 2, 4, "**2** wahrscheinliche Lösungen übrig (+2 weniger wahrscheinliche Wörter)"),
    ],
)
def test_the_words_left_take_their_counts_form_and_keep_the_bold(language, likely, possible, said):
    """The solver's wording picks a count's form through the chat's ``tn``, which writes
    ``{count}`` as given (in bold) where the call gives it."""
    with speaking_in(language):
        assert left_text(LIKELY, likely, possible, "**{}**".format, number, tn) == said


def test_a_message_no_catalog_has_yet_falls_back_to_englishs_rule():
    with speaking_in("pt"):
        assert tn("{count} new thing", "{count} new things", 0) == "0 new things"
        assert tn("{count} new thing", "{count} new things", 1) == "1 new thing"


def unspoken() -> str:
    """A Discord locale no catalog speaks (any, so a language added needs no edit here)."""
    return next(x.value for x in Locale if x.value.split("-")[0] not in (*LANGUAGES, "en"))


@pytest.mark.parametrize(
    ("locale", "language"),
    [("pt-BR", "pt"), ("es-ES", "es"), ("es-419", "es"), ("de", "de"), (None, "en")],
)
def test_discords_locales_pick_the_language(locale, language):
    assert language_of(locale) == language
    assert language_of(unspoken()) == "en"  # no catalog: English


async def test_a_request_speaks_its_language_and_falls_back_to_english():
    speak("de")
    assert t("New game: {game}", game="Wordle") == "Neues Spiel: Wordle"
    assert t("a string no catalog has") == "a string no catalog has"
    assert t("") == ""  # not gettext's header
    speak("en")
    assert t("New game: {game}", game="Wordle") == "New game: Wordle"


def said(messages: Catalog) -> dict[Key, tuple[str, ...]]:
    """What a catalog says: each message's translation, its plural forms in order."""
    return {
        (tuple(m.id) if m.pluralizable else m.id, m.context): tuple(forms(m))
        for m in messages
        if m.id and not m.fuzzy
    }


def test_each_compiled_catalog_says_what_its_po_says(translated):
    """The bot reads the ``.mo``: one not compiled again after its ``.po`` changed would
    say the old words (``pybabel compile``; Poedit compiles on saving)."""
    language, messages = translated
    with catalog_path(language, compiled=True).open("rb") as mo:
        assert said(read_mo(mo)) == said(messages), language


def test_a_catalog_not_yet_compiled_is_read_from_its_po(tmp_path, monkeypatch, caplog):
    """A language just added, its ``.mo`` not yet written: said all the same, and logged."""
    from bot.i18n import _catalogs

    folder = tmp_path / LOCALES["de"] / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "huddle.po").write_bytes(catalog_path("de").read_bytes())
    monkeypatch.setattr(_catalogs, "LOCALE_DIR", tmp_path)
    read = _catalogs.translations.__wrapped__("de")  # past the cache of the shipped one
    assert read.gettext("New game: {game}") == "Neues Spiel: {game}"
    assert read.ngettext("{count} result", "{count} results", 1) == "{count} Ergebnis"
    assert "not compiled" in caplog.text


CATALOG_FILES = (".pot", ".po", ".mo")


def test_every_catalog_ships_with_the_package():
    """pyproject's package-data names every catalog, compiled or not, so a clean ``pip
    install .`` has them (an editable install would hide a pattern that misses)."""
    import tomllib

    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = patterns["tool"]["setuptools"]["package-data"]["bot"]
    files = [p.relative_to(BOT) for p in LOCALE_DIR.rglob("*") if p.suffix in CATALOG_FILES]
    folders = [f"locale/{LOCALES[lang]}/LC_MESSAGES" for lang in LANGUAGES]
    each = {f"{folder}/huddle{kind}" for folder in folders for kind in (".po", ".mo")}
    assert each <= {f.as_posix() for f in files}
    assert [f for f in files if not any(f.match(pattern) for pattern in shipped)] == []


# modules whose text no player reads in a reply: the command line (a developer's tool;
# the console's own lines, which players read between replies, are translated),
# benchmarks, operations, the store and support (logs, metrics), the commands' specs
# (bot/commands/ and each feature's _commands.py: their descriptions go through the
# Translator, checked above), the command reference written into docs/ (English, for
# readers of the code) and the i18n layer itself
UNSAID_MODULES = (
    "__main__.py",
    "reference.py",
    "bench/",
    "ops/",
    "store/",
    "support/",
    "commands/",
    "i18n/",
)
COMMAND_SPECS = "_commands.py"  # a feature's commands (bot/votes/_commands.py …)
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
    " changed since version ",  # a Conflict's (a write on a stale read, retried)
    "starved past its wall time",  # why a tree's build stopped: logged and kept in its note
    "no stored word list ",  # an internal error
    "here are yesterday[’']s results",  # a pattern the Wordle app's posts match
}
WORDS = re.compile(r"[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}")  # three words or more: a phrase


def _said_outside_the_catalogs(path: Path) -> list[str]:
    """The phrases in ``path`` not passed through ``t`` or ``tn``: string constants and
    f-string parts, leaving out docstrings and what logging calls say."""
    tree = syntax_tree(path)
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


def test_no_reply_text_escapes_the_catalogs(extracted):
    """Every phrase the bot says passes through the catalogs: one written outside ``t``
    would reach a Portuguese, Spanish or German server in English, and no other test
    would see."""
    translated = {text for m in extracted for text in (m.id if m.pluralizable else [m.id])}
    escaped = {
        f"{path.relative_to(BOT)}: {text!r}"
        for path in BOT.rglob("*.py")
        if not str(path.relative_to(BOT)).startswith(UNSAID_MODULES) and path.name != COMMAND_SPECS
        for text in _said_outside_the_catalogs(path)
        if text not in translated and text not in UNSAID
    }
    assert escaped == set()
