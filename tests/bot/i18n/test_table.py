"""The translation table: every reply string the code passes through ``t`` has its
Portuguese, Spanish and German, each keeping the English's placeholders; every command
and option has its name and descriptions in each; and a request speaks its language."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from bot.commands import COMMANDS as SPECS
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


def calls_in_code() -> dict[str, set[str] | None]:
    """Every template the bot passes to ``t`` as a literal, wherever it stands, and every
    template the solver's wording fills through ``say`` (the chat's ``t``): the values its
    calls name (None where a call passes ``**values``, which this cannot read)."""
    found: dict[str, set[str] | None] = {}
    for path, name in [*((p, "t") for p in BOT.rglob("*.py")), (WORDING, "say")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            called = isinstance(node, ast.Call) and getattr(node.func, "id", None) == name
            if not (called and node.args):
                continue
            names = {k.arg for k in node.keywords if k.arg is not None}
            spread = any(k.arg is None for k in node.keywords)
            for template in _literals(node.args[0]):
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
