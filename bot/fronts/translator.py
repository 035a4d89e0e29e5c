"""Discord's side of the languages: the slash commands' and their options' names and
descriptions in each language a catalog speaks (``app_commands.Translator``; discord.py sends them
as ``name_localizations`` and ``description_localizations`` when the commands sync), and
the locale a reply should speak."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.formatting import game_title
from bot.i18n import (
    ENGLISH,
    choice_name,
    command_name,
    language_of,
    option_name,
    speaking_in,
    t,
)
from solver import SERVER, variant_named


class Localised(app_commands.Translator):
    """Each command's and option's name, each command's and option's description and each
    game choice's label, from the catalogs (a name: msgctxt "command" or "option"); English
    (Discord's default) where one has none."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext,
    ) -> str | None:
        language = language_of(locale.value)
        if language == ENGLISH:
            return None
        if context.location is Where.command_name:
            with speaking_in(language):
                return command_name(string.message)
        if context.location is Where.parameter_name:
            with speaking_in(language):
                return option_name(string.message)
        if context.location in (Where.command_description, Where.parameter_description):
            with speaking_in(language):
                return t(string.message)
        if context.location is Where.choice_name and isinstance(context.data, app_commands.Choice):
            return _choice(str(context.data.value), language)
        return None


def _choice(value: str, language: str) -> str | None:
    """A choice's label in ``language``: a game's title, else the choice as the catalog
    names it (``semana`` for ``week``); None where the language says it as English does."""
    game = _game_choice(value, language)
    if game is not None:
        return game
    with speaking_in(language):
        shown = choice_name(value)
    return shown if shown != value else None


def _game_choice(value: str, language: str) -> str | None:
    """A game choice's label in ``language`` ("Wordle (6 letras)"); None for any other
    choice."""
    if value != SERVER and variant_named(value) is None:
        return None
    with speaking_in(language):
        return game_title(value)


def locale_of(interaction: discord.Interaction) -> str:
    """The language a command's reply should speak, as Discord gives it: the server's
    preferred locale, else the asker's own."""
    return str(interaction.guild_locale or interaction.locale)
