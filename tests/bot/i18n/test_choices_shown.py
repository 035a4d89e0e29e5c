"""An option's choices as a language shows them: Discord's picker lists ``semana`` for
/leaderboard's ``week`` in Portuguese (the Translator sends the label, the value stays
``week``), /help writes them so, and the console takes either; a game keeps its title."""

from __future__ import annotations

import pytest
from discord import Locale, app_commands
from discord.app_commands import TranslationContext
from discord.app_commands import TranslationContextLocation as Where

from bot.commands import BY_NAME, COMMANDS
from bot.fronts.console import _read_options
from bot.fronts.translator import Localised
from bot.help_pages import help_page
from bot.i18n import LANGUAGES, choice_name, command_name, speaking_in, t

LOCALES = {"pt": Locale.brazil_portuguese, "es": Locale.spain_spanish, "de": Locale.german}
PERIODS = {"pt": "semana|mês|tudo", "es": "semana|mes|todo", "de": "woche|monat|alle"}


async def label(value: str, locale: Locale) -> str | None:
    choice = app_commands.Choice(name=value, value=value)
    context = TranslationContext(Where.choice_name, choice)
    return await Localised().translate(app_commands.locale_str(value), locale, context)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_discord_lists_each_choice_in_the_language_keeping_its_value(language):
    locale = LOCALES[language]
    assert await label("week", locale) == PERIODS[language].split("|")[0]
    assert await label("quordle", locale) == "Quordle"  # a game: its title, as before
    assert await label("week", Locale.american_english) is None  # English: as the code has it


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_writes_the_choices_as_the_picker_lists_them(language):
    with speaking_in(language):
        page = "\n".join(help_page("leaderboard").lines)
    assert f": {PERIODS[language]} — " in page and "week|month|all" not in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_console_takes_a_choice_as_help_shows_it(language):
    leaderboard = BY_NAME["leaderboard"]
    shown = PERIODS[language].split("|")[1]  # month
    assert _read_options(leaderboard, [shown]) == {"period": "month"}
    assert _read_options(leaderboard, ["month"]) == {"period": "month"}  # English as ever
    assert _read_options(leaderboard, ["fortnight"]) is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_options_choices_are_told_apart_in_each_language(language):
    with speaking_in(language):
        for command in COMMANDS:
            for option in command.options:
                shown = [choice_name(c).lower() for c in option.choices]
                assert len(set(shown)) == len(shown), (language, command.name, option.name)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_reply_names_a_choice_as_the_picker_lists_it(language):
    """ "`/leaderboard all` counts every share": a player's picker has no ``all`` in
    Portuguese, it lists ``tudo``."""
    template = "No {game} shares posted here {period}. `/leaderboard all` counts every share."
    with speaking_in(language):
        said = t(template, game="Dordle", period="")
        shown = f"`/{command_name('leaderboard')} {choice_name('all')}`"
    assert shown in said and " all`" not in said
