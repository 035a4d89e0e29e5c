"""A server's settings: read for every message (so kept a few seconds), changed by its
admins with /settings, one confirming line per setting changed."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from bot.domain import Reply
from bot.formatting import game_name
from bot.i18n import language_of, speaking, speaking_in, t
from bot.settings import _replies as say
from bot.settings import _values as read
from bot.settings._store import SettingsStore
from bot.store import GuildSettings, Unavailable
from solver import SERVER, VARIANTS, FreshCache, Variant, variant_of

# how long a process trusts what it read: another process's change reaches it this late
FRESH_SECONDS = 5.0
SERVERS_KEPT = 4096

# each /settings option: the store's column, how its text is read, how it is said
OPTIONS: dict[str, tuple[str, Callable[[str], Any], Callable[[Any], str]]] = {
    "listen": (
        "listen",
        read.read_listen,
        lambda v: t("I listen in {channels}.", channels=say.channels(v)),
    ),
    "replies": (
        "reply_style",
        read.read_style,
        lambda v: t("Replies are {style}.", style=say.style(v)),
    ),
    "spoilers": (
        "spoilers",
        read.read_switch,
        lambda v: t(
            "Spoilers are on by default in channels that chose none."
            if v
            else "Spoilers are off by default in channels that chose none."
        ),
    ),
    "hard": (
        "hard",
        read.read_switch,
        lambda v: t(
            "Hard mode is on by default in channels that chose none."
            if v
            else "Hard mode is off by default in channels that chose none."
        ),
    ),
    "timezone": ("timezone", read.read_timezone, lambda v: t("The time zone is {zone}.", zone=v)),
    "summary_channel": (
        "summary_channel",
        read.read_channel,
        lambda v: (
            t("No daily summary.")
            if v is None
            else t("The daily summary goes to {channel}.", channel=f"<#{v}>")
        ),
    ),
    "summary_time": (
        "summary_time",
        read.read_time,
        lambda v: t("The daily summary comes at {time}.", time=v),
    ),
    "game": (
        "game",
        read.read_game,
        lambda v: t(
            "New games are {game} unless a paste or `/new` says otherwise.", game=_title(v)
        ),
    ),
    "language": ("language", read.read_language, say.language_set),
    "unfinished": ("unfinished", read.read_unfinished, say.unfinished_set),
    "summary_boards": ("summary_boards", read.read_summary_boards, say.summary_boards_set),
    "advice": ("advice", read.read_advice, say.advice_set),
}


class Settings:
    """Every server's settings over one store."""

    def __init__(self, store: SettingsStore, clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self._read: FreshCache[int, GuildSettings] = FreshCache(
            "server settings", SERVERS_KEPT, FRESH_SECONDS, clock
        )

    async def of(self, guild_id: int | None) -> GuildSettings:
        """A server's settings (a DM has none: the defaults)."""
        if guild_id is None:
            return GuildSettings()
        kept = self._read.get(guild_id)
        if kept is not None:
            return kept
        return self._read.put(guild_id, await self.store.guild_settings(guild_id))

    def known_language(self, guild_id: int | None, locale: str | None) -> str:
        """The language a message speaks before anything reads the store: the server's
        choice where this process read it lately, else Discord's locale (a parse error
        is said before the settings are read)."""
        kept = self._read.get(guild_id) if guild_id is not None else None
        return (kept.language if kept else None) or language_of(locale)

    async def language(self, guild_id: int | None, locale: str | None) -> str:
        """The language a request speaks: the server's choice, else Discord's locale.
        While the database is out of reach, what this process knows: a command that
        needs no store (/help) still answers, in the language it can tell."""
        try:
            chosen = (await self.of(guild_id)).language
        except Unavailable:
            return self.known_language(guild_id, locale)
        return chosen or language_of(locale)

    async def game(self, guild_id: int | None) -> Variant:
        """The game a server's channels start by default (Wordle where it chose none)."""
        return (await self.of(guild_id)).starts

    async def word_list(self, guild_id: int | None) -> Variant | None:
        """The server's own list, as the game that plays it, if it uploaded one."""
        name = (await self.of(guild_id)).word_list
        return variant_of(name) if name else None

    async def put(self, guild_id: int, values: dict[str, Any]) -> None:
        """Change settings by their store's names, every process told within seconds."""
        for column, value in values.items():
            await self.store.set_guild_setting(guild_id, column, value)
        self._read.put(guild_id, await self.store.guild_settings(guild_id))

    async def change(self, guild_id: int | None, options: dict[str, Any]) -> Reply:
        """Show the server's settings, or change the ones given: all of them read first,
        so one that cannot be read changes nothing."""
        if guild_id is None:
            return say.only_in_a_server()
        given = {k: v for k, v in options.items() if v is not None}
        if not given:
            return say.shown(await self.of(guild_id), self.store.spoilers_default)
        try:
            values = {k: OPTIONS[k][1](str(v)) for k, v in given.items()}
        except read.Unreadable as exc:
            return say.unreadable(str(exc))
        if values.get("game") == SERVER and await self.word_list(guild_id) is None:
            return say.unreadable(t("this server has no word list yet: upload one with /wordlist"))
        await self.put(guild_id, {OPTIONS[name][0]: value for name, value in values.items()})
        with speaking_in(values.get("language") or speaking()):  # confirmed in the new one
            return say.changed([OPTIONS[name][2](value) for name, value in values.items()])

    async def colours(self, user_id: int, high_contrast: bool) -> Reply:
        """A player's palette for pictures, wherever they play."""
        await self.store.set_high_contrast(user_id, high_contrast)
        return say.colours(high_contrast)


def _title(game: str) -> str:
    return t("this server's own list") if game == SERVER else game_name(VARIANTS[game])


def styled(reply: Reply | None, style: str) -> Reply | None:
    """A paste's reply as the server chose: in full, in one line, or as a reaction.  A
    mistake is always said in full (one clear message), and so is the end of a game."""
    if reply is None or style == "full" or reply.tone == "error" or reply.compact is None:
        return reply
    if style == "reactions":
        return Reply(reply.title, reaction="✅")
    return Reply("", [reply.compact], reply.tone, position=reply.position)
