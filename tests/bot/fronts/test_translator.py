"""The Translator discord.py asks as the commands sync (bot/fronts/translator.py): each
option's name in the catalogs' languages, none in English (Discord's default)."""

from __future__ import annotations

import pytest
from discord import Locale, app_commands
from discord.app_commands import TranslationContext
from discord.app_commands import TranslationContextLocation as Where

from bot.fronts.translator import Localised


async def named(message: str, locale: Locale, where: Where = Where.parameter_name) -> str | None:
    return await Localised().translate(
        app_commands.locale_str(message), locale, TranslationContext(where, None)
    )


@pytest.mark.parametrize(
    ("locale", "word", "board"),
    [
        (Locale.brazil_portuguese, "palavra", "tabuleiro"),
        (Locale.spain_spanish, "palabra", "tablero"),
        (Locale.german, "wort", "feld"),
    ],
)
async def test_option_names_in_the_catalogs_languages(locale, word, board):
    assert await named("word", locale) == word
    assert await named("board", locale) == board
    assert await named("why", locale, Where.command_name) != word  # a command's name apart


async def test_english_option_names_stay_as_the_code_names_them():
    assert await named("word", Locale.american_english) is None
