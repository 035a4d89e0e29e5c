"""A reply names a command (and the options typed after it) as Discord lists them in the
request's language: the end of a game sent Portuguese players to `/analysis` and a clash
to `/undo`, where their Discord lists /analise and /desfazer, and /help new said "com
`length`" beside the synopsis's ``tamanho``. The catalogs write the English names; one
rule (bot.i18n.named_as_shown, in t and tn) names them so, here checked over every
message of every catalog and in real games on the real store (an SQLite file)."""

from __future__ import annotations

import re

import pytest

from bot.commands import BY_NAME
from bot.domain import Asker
from bot.help_pages import help_page
from bot.i18n import LANGUAGES, command_name, named_as_shown, option_name, speaking_in, t
from bot.i18n._catalogs import catalog
from tests.bot.chat import ALICE, BOB, CAROL, Channel

GUILD = 1
# the shipped catalogs' names, pinned; the other tests read each language's from its
# catalog, so a language added needs no line here (docs/translating.md)
SHIPPED = {
    "pt": ("/analise", "/desfazer", "tamanho"),
    "es": ("/analisis", "/deshacer", "longitud"),
    "de": ("/analyse", "/zurück", "länge"),  # umlauts, as Discord's names may have
}


def names(language: str) -> tuple[str, str, str]:
    """/analysis, /undo and /new's ``length`` as ``language``'s catalog names them."""
    with speaking_in(language):
        return f"/{command_name('analysis')}", f"/{command_name('undo')}", option_name("length")


@pytest.mark.parametrize(("language", "named"), SHIPPED.items())
def test_the_shipped_catalogs_name_the_commands(language, named):
    assert names(language) == named


def _english_names_left(text: str, language: str) -> set[str]:
    """The commands ``text`` names in English, and the options it types (`guesses:`),
    where ``language`` names them otherwise."""
    options = {o.name for c in BY_NAME.values() for o in c.typed}
    with speaking_in(language):
        renamed = {n for n in BY_NAME if command_name(n) != n}
        retyped = {o for o in options if option_name(o) != o}
    commands = {n for n in re.findall(r"/([a-z]+)\b", text) if n in renamed}
    typed = {o for o in re.findall(r"[`\s]([a-z_]+):", text) if o in retyped}
    return commands | typed


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_sends_a_player_to_a_command_by_its_english_name(language):
    """Every translated message, as t writes it, names each command as the language
    names it (the catalogs themselves keep English names: 30 of them did)."""
    messages = [m for m in catalog(language) if m.id and m.string]
    said = {
        named_as_shown(s, language)
        for m in messages
        for s in (m.string if isinstance(m.string, tuple) else (m.string,))
    }
    left = {text: _english_names_left(text, language) for text in said}
    assert not {text: names for text, names in left.items() if names}
    assert any(names(language)[0] in text for text in said)
    assert any(f"`{option_name_in(language, 'guesses')}:`" in text for text in said)


def option_name_in(language: str, name: str) -> str:
    with speaking_in(language):
        return option_name(name)


@pytest.mark.parametrize("language", LANGUAGES)
def test_options_typed_after_a_command_are_named_in_the_language(language):
    with speaking_in(language):
        said = t("Give `/link name:NAME member:@someone` to count them as that member's.")
        member = option_name("member")
    assert f"{member}:@" in said and "member:" not in said
    with speaking_in(language):  # a player's own text, filled in, is never renamed
        assert "/undo" in t("{summary} — `/analysis` goes guess by guess.", summary="/undo")


def test_english_names_are_left_as_they_are():
    assert t("Settings belong to a server: use /settings in one.").endswith("/settings in one.")
    with speaking_in("de"):  # a score or a link is not a command
        assert named_as_shown("4/6 · https://x.io/new", "de") == "4/6 · https://x.io/new"


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_new_names_the_length_option_as_its_synopsis_does(language):
    with speaking_in(language):
        page = help_page("new").lines
    length = names(language)[2]
    assert f"`{length}`" in page[1] and "`length`" not in "\n".join(page)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_clash_points_to_undo_by_its_name_in_the_language(huddle, language):
    channel = 1200 + LANGUAGES.index(language)
    ch = Channel(huddle, channel)
    await huddle.answer(
        "settings", Asker(channel, GUILD, ALICE, 8300 + channel), {"language": language}
    )
    await ch.post(ALICE, "slate 00001")
    refused = await ch.post(BOB, "slate 00000")
    text = "\n".join(refused.lines)
    assert f"`{names(language)[1]}`" in text and "/undo" not in text


async def test_a_won_termo_game_points_to_analise(huddle):
    ch = Channel(huddle, 1210)
    await huddle.answer("settings", Asker(1210, GUILD, ALICE, 8310), {"language": "pt"})
    await huddle.games.new(1210, GUILD, "termo")
    await ch.post(ALICE, "SARTO ⬛🟩⬛⬛⬛")
    await ch.post(BOB, "ótimo 00100")
    won = await ch.post(CAROL, "FÁCIL 🟩🟩🟩🟩🟩")
    summed_up = await won.fuller()  # the reply edited once the game is analysed
    text = "\n".join(summed_up.lines)
    assert "`/analise` mostra" in text and "/analysis" not in text
