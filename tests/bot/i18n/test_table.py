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


def templates_in_code() -> set[str]:
    """Every template the bot passes to ``t`` as a literal, wherever it stands, and every
    template the solver's wording fills through ``say`` (the chat's ``t``)."""
    found = set()
    for path, name in [*((p, "t") for p in BOT.rglob("*.py")), (WORDING, "say")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            called = isinstance(node, ast.Call) and getattr(node.func, "id", None) == name
            if called and node.args:
                found.update(_literals(node.args[0]))
    return found


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


def test_every_translation_keeps_its_placeholders():
    """A translation names the values its English names; a reason why a word is ruled out
    may name any of a reason's values (its wording may need the place as a number)."""
    reasons = set(REASONS.values())
    for template, translations in TABLE.items():
        for lang, text in translations.items():
            if template in reasons:
                assert fields(text) <= REASON_VALUES, (template, lang)
            else:
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
