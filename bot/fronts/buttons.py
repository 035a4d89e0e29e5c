"""Buttons on a reply that shows a game going on: Hint, Why not…? and Candidates.

Each is a ``discord.ui.DynamicItem``: its custom id carries the channel and the game's
version the reply showed, and nothing is kept in memory, so a press works after a restart
(the bot registers the template in ``setup_hook``).  A press only reads: it answers as
``/hint``, ``/why`` (a modal asks for the word) or ``/candidates`` would, ephemerally, and
never changes a game.  On a reply the game has moved past, it says so and answers about
the position the game is at now.  The id is the client's to send, so what a press may see
is checked as its command's would be: the game is the one where it was pressed (an id
naming another channel counts as a reply moved past), Publish needs Manage Server.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.domain import Asker, Position, Reply
from bot.fronts.asking import author_of, game_place, permissions_of
from bot.fronts.render import NO_PINGS, as_message
from bot.fronts.translator import locale_of
from bot.i18n import speak, t

if TYPE_CHECKING:
    from bot.service import Huddle

log = logging.getLogger(__name__)
ACTIONS = ("hint", "why", "cands")


def _label(action: str) -> str:
    """A button's label in the language of the reply it is sent with."""
    return {"hint": t("Hint"), "why": t("Why not…?"), "cands": t("Candidates")}[action]


def buttons_for(reply: Reply) -> list[discord.ui.Item[Any]]:
    """The buttons to send with a reply showing a game going on (Hint, Why not…?,
    Candidates), or with an admin's preview (Publish); none otherwise."""
    buttons: list[discord.ui.Item[Any]] = []
    if reply.publish is not None:
        buttons.append(PublishButton(*reply.publish))
    if reply.position is not None:
        buttons += [GameButton(action, reply.position) for action in ACTIONS]
    return buttons


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"huddle:(?P<action>hint|why|cands):(?P<channel>-?\d+):(?P<version>\d+)",
):
    """One button, everything it needs in its custom id."""

    def __init__(self, action: str, position: Position) -> None:
        self.action, self.position = action, position
        super().__init__(
            discord.ui.Button(
                label=_label(action),
                style=discord.ButtonStyle.secondary,
                custom_id=f"huddle:{action}:{position.channel_id}:{position.version}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> GameButton:
        return cls(match["action"], Position(int(match["channel"]), int(match["version"])))

    async def callback(self, interaction: discord.Interaction) -> None:
        huddle = _huddle(interaction)
        if self.action == "why":
            speak(huddle.settings.known_language(interaction.guild_id, locale_of(interaction)))
            await interaction.response.send_modal(WhyModal(huddle, self.position))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        command, options = ("hint", {"count": 3}) if self.action == "hint" else ("candidates", {})
        reply = await ask(huddle, interaction, self.position, command, options)
        sent = as_message(reply)
        await interaction.followup.send(**sent, ephemeral=True, allowed_mentions=NO_PINGS)


class WhyModal(discord.ui.Modal):
    """Asks for the word, then answers as /why would, only to the one who asked; its
    words in the language of the one who asks."""

    word: discord.ui.TextInput[WhyModal] = discord.ui.TextInput(
        label="Which word?", placeholder="CRANE", min_length=1, max_length=20
    )

    def __init__(self, huddle: Huddle, position: Position) -> None:
        super().__init__(
            title=t("Why not…?"),
            custom_id=f"huddle:whyform:{position.channel_id}:{position.version}",
        )
        self.word.label = t("Which word?")
        self.huddle, self.position = huddle, position

    async def on_submit(self, interaction: discord.Interaction) -> None:
        word = self.word.value.strip()
        reply = await ask(self.huddle, interaction, self.position, "why", {"word": word})
        await interaction.response.send_message(
            **as_message(reply), ephemeral=True, allowed_mentions=NO_PINGS
        )


class PublishButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"huddle:publish:(?P<what>summary|week|month|all):(?P<game>[a-z0-9]+)",
):
    """An admin's preview's button: posts what it previewed in the channel, composed
    afresh (only the admin who asked for the preview sees the button)."""

    def __init__(self, what: str, game: str) -> None:
        self.what, self.game = what, game
        super().__init__(
            discord.ui.Button(
                label=t("Publish"),
                style=discord.ButtonStyle.primary,
                custom_id=f"huddle:publish:{what}:{game}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
    ) -> PublishButton:
        return cls(match["what"], match["game"])

    async def callback(self, interaction: discord.Interaction) -> None:
        huddle, channel = _huddle(interaction), interaction.channel
        await interaction.response.defer(ephemeral=True, thinking=True)
        reply = await huddle.publish(self.what, self.game, _asker(interaction))
        if reply.ephemeral or not isinstance(channel, discord.abc.Messageable):
            await interaction.followup.send(**as_message(reply), ephemeral=True)
            return
        await channel.send(**as_message(reply), allowed_mentions=NO_PINGS)
        await interaction.followup.send(t("Published."), ephemeral=True)


async def ask(
    huddle: Huddle,
    interaction: discord.Interaction,
    position: Position,
    command: str,
    options: dict[str, Any],
) -> Reply:
    """The command's answer about the game where the button was pressed, now, as the
    service words a press."""
    return await huddle.press(command, _asker(interaction), options, position)


def _asker(interaction: discord.Interaction) -> Asker:
    """Who pressed, where, with what Discord lets them do there, in their language.  A
    custom id is the client's to send: where and who are taken from the interaction, as a
    command's are, never from the id."""
    return Asker(
        *game_place(interaction),
        author_of(interaction.user),
        interaction.id,
        permissions_of(interaction),
        locale=locale_of(interaction),
    )


def _huddle(interaction: discord.Interaction) -> Huddle:
    huddle = getattr(interaction.client, "huddle", None)
    if huddle is None:
        raise RuntimeError("a button was pressed before the bot was ready")
    return cast("Huddle", huddle)
