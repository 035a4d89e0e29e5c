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
from bot.i18n import LANGUAGES, choice_name, command_name, language_of, speaking_in, t

# the shipped catalogs' words, pinned; every other test reads each language's from its
# catalog, so a language added needs no line here (docs/translating.md)
SHIPPED = {"pt": "semana|mês|tudo", "es": "semana|mes|todo", "de": "woche|monat|alle"}


def discord_locale(language: str) -> Locale:
    """A Discord locale that asks for ``language`` (the code's table, bot/i18n)."""
    return next(locale for locale in Locale if language_of(locale.value) == language)


def periods(language: str) -> str:
    """/leaderboard's periods as ``language``'s catalog names them: ``semana|mês|tudo``."""
    period = next(o for o in BY_NAME["leaderboard"].options if o.name == "period")
    with speaking_in(language):
        return "|".join(choice_name(c) for c in period.choices)


@pytest.mark.parametrize(("language", "shown"), SHIPPED.items())
def test_the_shipped_catalogs_name_the_periods(language, shown):
    assert periods(language) == shown


async def label(value: str, locale: Locale) -> str | None:
    choice = app_commands.Choice(name=value, value=value)
    context = TranslationContext(Where.choice_name, choice)
    return await Localised().translate(app_commands.locale_str(value), locale, context)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_discord_lists_each_choice_in_the_language_keeping_its_value(language):
    locale = discord_locale(language)
    assert await label("week", locale) == periods(language).split("|")[0] != "week"
    assert await label("quordle", locale) == "Quordle"  # a game: its title, as before
    assert await label("week", Locale.american_english) is None  # English: as the code has it


@pytest.mark.parametrize("language", LANGUAGES)
def test_help_writes_the_choices_as_the_picker_lists_them(language):
    with speaking_in(language):
        page = "\n".join(help_page("leaderboard").lines)
    assert f": {periods(language)} — " in page and "week|month|all" not in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_console_takes_a_choice_as_help_shows_it(language):
    leaderboard = BY_NAME["leaderboard"]
    shown = periods(language).split("|")[1]  # month
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
