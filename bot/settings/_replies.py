"""What /settings says: the server's settings, or one line per setting changed."""

from __future__ import annotations

from bot.domain import Reply
from bot.formatting import game_name, human_join
from bot.i18n import NAMES, t
from bot.store.model import GuildSettings
from solver import SERVER, VARIANTS, WORDLE

STYLES = {
    "full": "full (the board, the counts, the best guess and the candidates)",
    "compact": "compact (counts and the best guess in one line)",
    "reactions": "reactions (✅ on a paste; the rest on request)",
}


def style(name: str) -> str:
    """A reply style as /settings names it, in the request's language."""
    return t(STYLES[name])


def language_set(language: str | None) -> str:
    if language is None:
        return t("Replies speak the language Discord gives for the server, else English.")
    return t("Replies speak {language}.", language=NAMES[language])


def summary_boards_set(value: str) -> str:
    return {
        "week": t("The daily summary adds the week's leaderboard on Mondays."),
        "month": t("The daily summary adds the month's leaderboard on the 1st."),
        "both": t(
            "The daily summary adds the week's leaderboard on Mondays and the month's on the 1st."
        ),
        "none": t("The daily summary adds no leaderboard."),
    }[value]


def advice_set(value: str) -> str:
    if value == "best":
        return t("Advice names the best guess first, however rare the word.")
    return t(
        "Advice names a word players know first where it is close to the best, and says so "
        "when a rare word leads."
    )


def unfinished_set(value: str) -> str:
    return t(
        "A game started but not finished by the daily summary counts as lost."
        if value == "loss"
        else "A game started but not finished by the daily summary is listed apart."
    )


def channels(ids: tuple[int, ...] | None) -> str:
    return t("every channel") if ids is None else human_join([f"<#{c}>" for c in ids])


def _on(on: bool) -> str:
    return t("on") if on else t("off")


def switch(value: bool | None, default: bool) -> str:
    """On or off, saying so when it is the bot's own default (the server chose none)."""
    if value is None:
        return t("{value} (the bot's default)", value=_on(default))
    return _on(value)


def shown(s: GuildSettings, spoilers_default: bool) -> Reply:
    summary = (
        _on(False)
        if s.summary_channel is None
        else t(
            "{channel} at {time} ({zone})",
            channel=f"<#{s.summary_channel}>",
            time=s.summary_time or "09:00",
            zone=s.timezone,
        )
    )
    language = NAMES[s.language] if s.language else t("auto (Discord’s, else English)")
    return Reply(
        t("Server settings"),
        [
            t("Listens in: {value}", value=channels(s.listen)),
            t("Replies: {value}", value=style(s.reply_style)),
            t("Spoilers by default: {value}", value=switch(s.spoilers, spoilers_default)),
            t("Hard mode by default: {value}", value=switch(s.hard, False)),
            t("Game by default: {value}", value=_game(s)),
            t("Language: {value}", value=language),
            t("Time zone: {value}", value=s.timezone),
            t("Daily summary: {value}", value=summary),
            summary_boards_set(s.summary_boards),
            unfinished_set(s.unfinished),
            advice_set(s.advice),
            t(
                "Change any with `/settings` and its options; a channel's own `/spoilers` and "
                "`/mode` win over the defaults."
            ),
        ],
        ephemeral=True,
    )


def _game(s: GuildSettings) -> str:
    if s.game == SERVER:
        return t("this server's own list")
    return game_name(VARIANTS[s.game or WORDLE.name])


def changed(lines: list[str]) -> Reply:
    return Reply(t("Settings changed"), lines, tone="success", ephemeral=True)


def unreadable(why: str) -> Reply:
    return Reply(
        t("Nothing changed"), [why[0].upper() + why[1:] + "."], tone="error", ephemeral=True
    )


def only_in_a_server() -> Reply:
    return Reply(
        t("Server settings"),
        [t("Settings belong to a server: use /settings in one.")],
        "error",
        True,
    )


def colours(high_contrast: bool) -> Reply:
    said = t(
        "Your pictures now use high-contrast colours (orange for the right spot, blue for the "
        "wrong one)."
        if high_contrast
        else "Your pictures now use the game's usual colours (green and yellow)."
    )
    return Reply(t("Colours"), [said], tone="success", ephemeral=True)
