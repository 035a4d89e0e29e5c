"""What /settings says: the server's settings, or one line per setting changed."""

from __future__ import annotations

from bot.domain import Reply
from bot.formatting import human_join
from bot.i18n import NAMES, t
from bot.store.model import GuildSettings
from solver.game.variants import SERVER, VARIANTS, WORDLE

STYLES = {
    "full": "full (the board, the counts, the best guess and the candidates)",
    "compact": "compact (counts and the best guess in one line)",
    "reactions": "reactions (✅ on a paste; the rest on request)",
}


def language_set(language: str | None) -> str:
    if language is None:
        return "Replies speak the language Discord gives for the server, else English."
    return f"Replies speak {NAMES[language]}."


def channels(ids: tuple[int, ...] | None) -> str:
    return "every channel" if ids is None else human_join([f"<#{c}>" for c in ids])


def switch(value: bool | None, default: bool) -> str:
    """On or off, saying so when it is the bot's own default (the server chose none)."""
    if value is None:
        return f"{'on' if default else 'off'} (the bot's default)"
    return "on" if value else "off"


def shown(s: GuildSettings, spoilers_default: bool) -> Reply:
    summary = (
        "off"
        if s.summary_channel is None
        else f"<#{s.summary_channel}> at {s.summary_time or '09:00'} ({s.timezone})"
    )
    return Reply(
        "Server settings",
        [
            f"Listens in: {channels(s.listen)}",
            f"Replies: {STYLES[s.reply_style]}",
            f"Spoilers by default: {switch(s.spoilers, spoilers_default)}",
            f"Hard mode by default: {switch(s.hard, False)}",
            f"Game by default: {_game(s)}",
            f"Language: {NAMES[s.language] if s.language else 'auto (Discord’s, else English)'}",
            f"Time zone: {s.timezone}",
            f"Daily summary: {summary}",
            "Change any with `/settings` and its options; a channel's own `/spoilers` and "
            "`/mode` win over the defaults.",
        ],
        ephemeral=True,
    )


def _game(s: GuildSettings) -> str:
    if s.game == SERVER:
        return "this server's own list"
    return VARIANTS[s.game or WORDLE.name].title


def changed(lines: list[str]) -> Reply:
    return Reply(t("Settings changed"), lines, tone="success", ephemeral=True)


def unreadable(why: str) -> Reply:
    return Reply(
        t("Nothing changed"), [why[0].upper() + why[1:] + "."], tone="error", ephemeral=True
    )


def only_in_a_server() -> Reply:
    return Reply(
        "Server settings", ["Settings belong to a server: use /settings in one."], "error", True
    )


def colours(high_contrast: bool) -> Reply:
    said = (
        "high-contrast colours (orange for the right spot, blue for the wrong one)"
        if high_contrast
        else "the game's usual colours (green and yellow)"
    )
    return Reply("Colours", [f"Your pictures now use {said}."], tone="success", ephemeral=True)
