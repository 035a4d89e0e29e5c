"""/help in pages: a short first page naming every command in its group, a page per group
(a line per command), a page per command (its options, who may use it), in every language
the replies speak; and the console says that every player there is a moderator."""

from __future__ import annotations

import io

import pytest

from bot.commands import BY_NAME, COMMANDS
from bot.domain import Asker, Author
from bot.help_pages import GROUPS, group_title, help_page, listed
from bot.i18n import ENGLISH, LANGUAGES, command_name, speaking_in

FIRST_PAGE_CHARS = 1000  # what a player takes in at a glance (issue 69)


def shown(reply) -> str:
    return "\n".join([reply.title, *reply.lines])


@pytest.mark.parametrize("language", [ENGLISH, *LANGUAGES])
def test_the_first_page_is_short_and_names_every_command_in_its_group(language):
    with speaking_in(language):
        first = help_page()
        assert first.ephemeral and len(shown(first)) <= FIRST_PAGE_CHARS, len(shown(first))
        named = {c.name for g in GROUPS for c in listed(g)}
        assert named == {c.name for c in COMMANDS} - {"help"}  # each in one group
        for group in GROUPS:
            line = next(x for x in first.lines if x.startswith(f"**{group_title(group)}**"))
            # each command named as Discord shows it in the request's language
            names = [f"/{command_name(c.name)}" for c in listed(group)]
            assert line.split(": ", 1)[1] == " ".join(f"`{name}`" for name in names)
            page = help_page(group_title(group))  # asked in the request's language
            lines = [x for x in page.lines if x.startswith("`/") and " — " in x]
            assert [x.split("`")[1] for x in lines] == names


def test_a_command_s_page_names_each_option_once_with_its_choices():
    """The wall said `/settings [listen] [full|compact|reactions] [on|off] [on|off] …`:
    two `on|off` and no way to tell them apart."""
    page = help_page("settings")
    assert page.title == "/settings"
    assert "`/settings [listen] [replies] [spoilers] [hard] [timezone]" in page.lines[1]
    assert "`replies`: full|compact|reactions — How I answer a paste" in page.lines
    assert "`spoilers`: on|off — Spoilers by default" in page.lines
    assert "`hard`: on|off — Hard mode by default" in page.lines
    assert page.lines[-1].startswith("Needs **Manage Server** by default")
    assert "Only you see its answer." in help_page("hint").lines
    assert not any(x.startswith("Needs ") for x in help_page("hint").lines)
    assert "`public`" not in shown(help_page("hint"))  # Discord's alone, as in the console


@pytest.mark.parametrize(
    ("language", "game", "server", "off"),
    [
        ("pt", "`jogo`: Wordle|", "A lista própria deste servidor", "#canal ou desligado"),
        ("es", "`juego`: Wordle|", "La lista propia de este servidor", "#canal o desactivado"),
        ("de", "`spiel`: Wordle|", "Die eigene Liste dieses Servers", "#Kanal oder aus"),
    ],
)
def test_options_list_their_choices_as_discord_shows_them_in_the_language(
    language, game, server, off
):
    """Portuguese /help said `jogo: …|spanish|german|server`, `#canal ou off` and
    `(on) ou não (off)`: English values a player there neither picks nor reads.  A game
    is listed by its title, as Discord's picker lists it; a value typed as text is the
    word the language names the choice with (read so: tests/bot/settings)."""
    with speaking_in(language):
        new = "\n".join(help_page("new").lines)
        settings = "\n".join(help_page("settings").lines)
        spoilers = "\n".join(help_page("spoilers").lines)
        stats = "\n".join(help_page("stats").lines)
    assert game in new and server in new and "Wordle en español|Wordle auf Deutsch" in new
    assert off in settings
    for text in (new, stats, spoilers):
        assert not {"spanish", "german", "server", "(on)", "(off)"} & set(text.split("|")), text
        assert "|server" not in text and "|spanish" not in text and "(off)" not in text


@pytest.mark.parametrize(
    ("language", "topic", "title"),
    [
        (ENGLISH, "hint", "/hint"),
        (ENGLISH, " /HINT ", "/hint"),
        (ENGLISH, "results", "wordle-huddle · Results"),
        ("pt", "dica", "/dica"),  # the command's name as Discord lists it in Portuguese
        ("pt", "hint", "/dica"),
        ("pt", "Moderação", "wordle-huddle · Moderação"),
        ("de", "tipp", "/tipp"),
        ("de", "ergebnisse", "wordle-huddle · Ergebnisse"),
        (ENGLISH, "games", "wordle-huddle · Playing"),  # the game's commands, as asked
        ("pt", "jogos", "wordle-huddle · Jogar"),
        ("es", "juegos", "wordle-huddle · Jugar"),
        ("de", "Spiele", "wordle-huddle · Spielen"),
        ("de", "games", "wordle-huddle · Spielen"),
    ],
)
def test_a_topic_finds_its_page_in_english_or_the_request_s_language(language, topic, title):
    with speaking_in(language):
        assert help_page(topic).title == title


async def test_an_unknown_topic_gets_one_line_saying_what_there_is(huddle):
    refused = await huddle.help.page("nothing`here" + "x" * 100)
    assert refused.title == "No help on that" and refused.tone == "error" and refused.ephemeral
    (line,) = refused.lines
    assert line.startswith("I have no help on `nothing'herexxx") and "`/help playing`" in line
    assert "x" * 30 not in line  # repeated as a code span (inert), cut short


async def test_the_console_says_every_player_there_is_a_moderator(huddle):
    from bot.fronts.console import Console

    out = io.StringIO()
    console = Console(huddle, out)
    await console.feed("/help\n")
    assert "(In this console every player may use the moderators' commands.)" in out.getvalue()
    out.seek(0)
    out.truncate()
    await console.feed("/help mode\n")
    assert "== /mode ==" in out.getvalue() and "every player" not in out.getvalue()
    assert BY_NAME["mode"].needs  # a command Discord keeps for moderators, asked by anyone
    await console.feed("/mode hard\n")
    assert "Hard mode" in out.getvalue()


@pytest.mark.parametrize(
    ("language", "synopsis", "asking", "blurb"),
    [
        (ENGLISH, "`/why word [board]`", "`/help hint`", "`/new server` plays them"),
        ("pt", "`/porque palavra [tabuleiro]`", "`/ajuda dica`", "`/novo server` os joga"),
        ("es", "`/porque palabra [tablero]`", "`/ayuda pista`", "`/nueva server`"),
        ("de", "`/warum wort [feld]`", "`/hilfe tipp`", "`/neu server`"),
    ],
)
def test_help_names_commands_as_discord_shows_them_in_the_language(
    language, synopsis, asking, blurb
):
    """/help in Portuguese said "`/why word [board]`" and "`/help hint` explica um
    comando": names a player there does not find, Discord listing /porque and /ajuda, and
    its options as ``palavra`` and ``tabuleiro`` (bot/fronts/translator.py names them)."""
    with speaking_in(language):
        assert synopsis in help_page("why").lines
        assert asking in help_page().lines[-1]
        assert blurb in "\n".join(help_page("wordlist").lines)


async def test_the_console_takes_a_command_by_its_name_in_a_language(huddle):
    """What /help names in Portuguese can be typed in the console: /ajuda dica."""
    from bot.fronts.console import Console

    out = io.StringIO()
    console = Console(huddle, out)
    await console.feed("/settings language:pt\n")
    await console.feed("/ajuda dica\n")
    assert "== /dica ==" in out.getvalue() and "`/dica [quantidade]`" in out.getvalue()


async def test_the_console_takes_an_option_by_its_name_in_a_language_or_in_english(huddle):
    """What /help names ``tamanho`` in Portuguese can be typed so in the console, and
    ``length``, Discord's own name, still can."""
    from bot.fronts.console import Console

    out = io.StringIO()
    console = Console(huddle, out)
    await console.feed("/settings language:pt\n")
    await console.feed("/novo tamanho:6\n")
    assert "6 letras" in out.getvalue(), out.getvalue()
    await console.feed("#other\n")
    await console.feed("/new length:7\n")
    assert "7 letras" in out.getvalue(), out.getvalue()


@pytest.mark.parametrize(
    ("language", "game", "example", "share"),
    [
        ("pt", "termo", "`TERMO 🟩⬛⬛🟨⬛` · `TERMO=T..m.`", "resultado do Termo"),
        ("es", "spanish", "`PERRO 🟩⬛⬛🟨⬛` · `PERRO=P..r.`", "resultado completo de Wordle en"),
        ("de", "german", "`KEKSE 🟩⬛⬛🟨⬛` · `KEKSE=K..s.`", "Ergebnis von Wordle auf Deutsch"),
    ],
)
async def test_help_shows_pasting_in_the_words_of_the_channels_game(
    huddle, language, game, example, share
):
    """/help in a Termo channel gave `CRANE 🟩⬛⬛🟨⬛`, `crane gybbg` (English colours'
    initials) and "seu resultado do NYT": now the game's own word, as /new's prompt."""
    channel = 1400 + LANGUAGES.index(language)
    asker = Asker(channel, 1, Author(1, "alice"), 8500 + channel)
    await huddle.answer("settings", asker, {"language": language})
    await huddle.games.new(channel, 1, game)
    first = await huddle.answer("help", asker, {})
    assert example in first.lines[1] and share in first.lines[1], first.lines[1]
    assert "CRANE" not in shown(first) and "gybbg" not in shown(first)
    assert "NYT" not in shown(first)


@pytest.mark.parametrize("language", [ENGLISH, *LANGUAGES])
def test_every_option_is_described(language):
    """/why's word (palavra, wort), /leaderboard's period and three others had no
    description: a player saw a bare name beside every other option's purpose."""
    with speaking_in(language):
        for command in COMMANDS:
            page = help_page(command.name).lines
            options = [x for x in page if x.startswith("`") and not x.startswith("`/")]
            assert len(options) == len(command.typed), command.name
            assert all(" — " in x for x in options), (command.name, options)
