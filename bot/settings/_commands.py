"""The server's and a player's settings as slash commands: ``/settings`` (its admins) and
``/colours`` (a player's own).  ``bot/commands/`` places them in the one list."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, Protocol

from bot.domain import Asker, Reply
from bot.i18n import ENGLISH, LANGUAGES
from bot.settings._settings import Settings
from bot.slash import About, Command, as_given
from bot.store.model import ADVICE, SUMMARY_BOARDS, UNFINISHED


class Setting(Protocol):
    """The part of the service the settings' commands reach: its settings."""

    settings: Settings


@dataclass(frozen=True)
class SettingsOptions:
    """Every one left out (None) stays as it is; none given shows them all."""

    listen: Annotated[str | None, About("Channels I read pastes in: #mentions, or all")] = None
    replies: Annotated[
        Literal["full", "compact", "reactions"] | None, About("How I answer a paste")
    ] = None
    spoilers: Annotated[Literal["on", "off"] | None, About("Spoilers by default")] = None
    hard: Annotated[Literal["on", "off"] | None, About("Hard mode by default")] = None
    timezone: Annotated[str | None, About("Time zone, e.g. Europe/Paris")] = None
    summary_channel: Annotated[
        str | None, About("Where the daily summary goes: #channel or off")
    ] = None
    summary_time: Annotated[str | None, About("When the daily summary comes, HH:MM")] = None
    game: Annotated[str | None, About("The game new games are: wordle, quordle, wordle6 …")] = None
    language: Annotated[
        str | None,
        About(
            "The language replies speak: auto (Discord's) or one listed",
            choices=("auto", ENGLISH, *LANGUAGES),  # a language added is listed, not described
        ),
    ] = None
    summary_boards: Annotated[
        str | None,
        About(
            "The leaderboards the daily summary adds: the week's on Mondays, the month's "
            "on the 1st",
            choices=SUMMARY_BOARDS,
        ),
    ] = None
    unfinished: Annotated[
        str | None,
        About(
            "A game started but not finished by the summary: listed apart, or a loss",
            choices=UNFINISHED,
        ),
    ] = None
    advice: Annotated[
        str | None,
        About(
            "What advice names first: a word players know where it is close, or the best",
            choices=ADVICE,
        ),
    ] = None


@dataclass(frozen=True)
class ColoursOptions:
    palette: Annotated[Literal["standard", "high-contrast"], About("The colours your pictures use")]


async def _settings(h: Setting, at: Asker, o: SettingsOptions) -> Reply:
    return await h.settings.change(at.guild_id, as_given(o))


async def _colours(h: Setting, at: Asker, o: ColoursOptions) -> Reply:
    return await h.settings.colours(at.author.id, o.palette == "high-contrast")


SETTINGS_COMMANDS = (
    Command(
        "settings",
        "This server's settings: where I listen, how I reply, its defaults (admins)",
        SettingsOptions,
        _settings,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "colours",
        "Your pictures' colours: the game's usual ones, or high contrast (orange and blue)",
        ColoursOptions,
        _colours,
        blurb="(for you, wherever you play)",
        private=True,
        anywhere=True,
    ),
)
