"""What an admin types into /settings, read into the values the store keeps: one rule per
setting, each saying what to type instead when it cannot read it."""

from __future__ import annotations

import functools
import re
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.formatting import typed
from bot.i18n import ENGLISH, LANGUAGES, NAMES, choice_name, speaking_in, t
from bot.store.model import ADVICE, REPLY_STYLES, SUMMARY_BOARDS, UNFINISHED
from solver import GAMES, OTHER_LENGTHS, SERVER, variant_named


@functools.cache
def _zone_names() -> frozenset[str]:
    """Every time zone the tz database names, read once: listing them opens each of its
    files, and every mistyped zone asks which it meant."""
    return frozenset(available_timezones())


class Unreadable(ValueError):
    """A setting's value that cannot be read: the message says what to type instead."""


_CHANNEL = re.compile(r"<#(\d{1,20})>|(\d{1,20})")
_TIME = re.compile(r"([01]?\d|2[0-3]):([0-5]\d)")
EVERYWHERE = ("all", "every", "everywhere", "*")


def said_as(text: str, *values: str) -> bool:
    """Whether ``text`` is one of ``values`` (choices' values), typed in English or as a
    language the bot speaks names that choice (``off``: desligado, desactivado, aus): a
    setting typed as text takes the word its /help line shows in the player's language."""
    names = set(values)
    for language in LANGUAGES:
        with speaking_in(language):
            names |= {choice_name(v) for v in values}
    return text.strip().lower() in {n.lower() for n in names}


def read_listen(text: str) -> tuple[int, ...] | None:
    """``all`` (tudo, todo, alle), or the channels: mentions (#general) or ids, separated
    by spaces or commas."""
    text = text.strip()
    if text.lower() in EVERYWHERE or said_as(text, "all"):
        return None
    found = [int(a or b) for a, b in _CHANNEL.findall(text)]
    rest = _CHANNEL.sub("", text).replace(",", " ").strip()
    if not found or rest:
        raise Unreadable(
            t(
                "I couldn't read {text} as channels: mention them (#general #wordle) or type "
                "`all` to listen everywhere",
                text=typed(text),
            )
        )
    return tuple(dict.fromkeys(found))


def read_style(text: str) -> str:
    if text not in REPLY_STYLES:
        raise Unreadable(t("the reply style is one of {styles}", styles=", ".join(REPLY_STYLES)))
    return text


def read_game(text: str) -> str:
    """A game by its name or alias (``quordle``, ``wordle6``, ``wordle-7``)."""
    if text.strip().lower() == SERVER:
        return SERVER  # its own list, whichever it uploaded last
    found = variant_named(text)
    if found is None:
        known = ", ".join(f"`{g}`" for g in GAMES)
        lengths = f"`{OTHER_LENGTHS[0].name}` to `{OTHER_LENGTHS[-1].name}`"
        raise Unreadable(
            t(
                "{text} is not a game I play: type one of {known}, or Wordle of another "
                "length, {lengths}, or `server` for this server's own list",
                text=typed(text, 20),
                known=known,
                lengths=lengths,
            )
        )
    return found.name


def read_language(text: str) -> str | None:
    """``auto`` (None: the locale Discord gives), or a language the replies speak."""
    chosen = text.strip().lower()
    if chosen == "auto":
        return None
    if chosen not in (ENGLISH, *LANGUAGES):
        raise Unreadable(
            t(
                "{text} is not a language I speak: type `auto` (Discord's), {languages}",
                text=typed(text, 20),
                languages=", ".join(f"`{code}` ({NAMES[code]})" for code in (ENGLISH, *LANGUAGES)),
            )
        )
    return chosen


def read_summary_boards(text: str) -> str:
    """The leaderboards the daily summary adds: ``week``, ``month``, ``both`` or ``none``."""
    if text not in SUMMARY_BOARDS:
        raise Unreadable(
            t("the summary's boards are one of {choices}", choices=", ".join(SUMMARY_BOARDS))
        )
    return text


def read_advice(text: str) -> str:
    """What advice names first: ``familiar`` or ``best``."""
    if text not in ADVICE:
        raise Unreadable(t("advice is one of {choices}", choices=", ".join(ADVICE)))
    return text


def read_unfinished(text: str) -> str:
    """What the daily summary does with a started game: ``apart`` or ``loss``."""
    if text not in UNFINISHED:
        raise Unreadable(t("a started game is one of {choices}", choices=", ".join(UNFINISHED)))
    return text


def read_switch(text: str) -> bool:
    return text == "on"


def read_timezone(text: str) -> str:
    """An IANA time zone name, as the tz database spells it (Europe/Paris, America/New_York)."""
    name = text.strip()
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        near = sorted(z for z in _zone_names() if z.lower().endswith(name.lower()))
        raise Unreadable(
            t(
                "{text} is not a time zone: use its tz name (did you mean {near}?)",
                text=typed(name),
                near=near[0],
            )
            if near
            else t(
                "{text} is not a time zone: use its tz name such as Europe/Paris or UTC",
                text=typed(name),
            )
        ) from None
    return name


def read_channel(text: str) -> int | None:
    """One channel (a mention or an id), or ``off`` (desligado, desactivado, aus)."""
    text = text.strip()
    if said_as(text, "off", "none"):
        return None
    found = _CHANNEL.fullmatch(text)
    if found is None:
        raise Unreadable(
            t(
                "I couldn't read {text} as a channel: mention it (#wordle) or `off`",
                text=typed(text),
            )
        )
    return int(found[1] or found[2])


def read_time(text: str) -> str:
    """A time of day, 24-hour HH:MM."""
    found = _TIME.fullmatch(text.strip())
    if found is None:
        raise Unreadable(
            t("I couldn't read {text} as a time: type it as HH:MM, e.g. 09:00", text=typed(text))
        )
    return f"{int(found[1]):02d}:{found[2]}"
