"""The Wordle cog: translates Discord events to the Huddle service and back. Thin on purpose:
the service lives in bot/service.py, where the console drives it too."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import BY_NAME
from bot.domain import home_of
from bot.fronts.render import to_embed
from bot.service import Author, Huddle, Incoming, Reply

if TYPE_CHECKING:
    from bot.ops.client import HuddleBot

log = logging.getLogger(__name__)
NO_PINGS = discord.AllowedMentions.none()
Callback = Callable[..., Coroutine[Any, Any, None]]
Game = Literal["wordle", "dordle", "quordle", "octordle", "sedecordle"]  # bot/commands.py GAMES
ScoredGame = Literal["wordle", "dordle", "quordle", "octordle"]  # the games with shares


def slash(name: str) -> Callable[[Callback], app_commands.Command[Any, ..., None]]:
    """A slash command whose name and descriptions come from bot/commands.py."""
    spec = BY_NAME[name]

    def make(callback: Callback) -> app_commands.Command[Any, ..., None]:
        if spec.described():
            callback = app_commands.describe(**spec.described())(callback)
        return app_commands.command(name=spec.name, description=spec.description)(callback)

    return make


def _channel(interaction: discord.Interaction) -> int:
    """The channel a slash command came from (Discord sends it with every one)."""
    if interaction.channel_id is None:
        raise app_commands.AppCommandError("the interaction has no channel")
    return interaction.channel_id


def _guild(interaction: discord.Interaction) -> int:
    """Where results are kept: the guild, or the DM channel itself."""
    return home_of(interaction.guild_id, _channel(interaction))


async def _complete(reply: Reply, edit: Callable[..., Awaitable[Any]]) -> None:
    """Edit a sent reply into its fuller form once that is ready (bot/domain.py)."""
    while reply.fuller is not None:
        reply = await reply.fuller()
        await edit(embed=to_embed(reply), allowed_mentions=NO_PINGS)


def incoming(message: discord.Message) -> Incoming:
    return Incoming(
        channel_id=message.channel.id,
        guild_id=message.guild.id if message.guild else None,
        message_id=message.id,
        author=Author(message.author.id, message.author.display_name),
        text=message.content,
    )


class Wordle(commands.Cog):
    def __init__(self, bot: HuddleBot) -> None:
        self.bot = bot

    @property
    def huddle(self) -> Huddle:
        assert self.bot.huddle is not None
        return self.bot.huddle

    # -- chat ------------------------------------------------------------------------

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot or message.webhook_id is not None:
            return
        reply = await self.huddle.on_message(incoming(message))
        await self._answer(message, reply)

    @commands.Cog.listener()
    async def on_raw_message_edit(self, payload: discord.RawMessageUpdateEvent) -> None:
        message = payload.message  # the updated message, even when it was not cached
        if "content" not in payload.data or message.author.bot or message.webhook_id:
            return  # an embed unfurling, a bot's own edit: not a re-paste
        reply = await self.huddle.on_edit(incoming(message))
        await self._answer(message, reply)

    @commands.Cog.listener()
    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        await self.huddle.on_delete(payload.channel_id, payload.message_id)

    async def _answer(self, message: discord.Message, reply: Reply | None) -> None:
        if reply is None:
            return
        try:
            if reply.reaction:
                await message.add_reaction(reply.reaction)
            else:
                sent = await message.reply(
                    embed=to_embed(reply), mention_author=False, allowed_mentions=NO_PINGS
                )
                await _complete(reply, sent.edit)
        except discord.HTTPException as exc:
            log.warning("could not answer message %s: %s", message.id, exc)

    # -- slash commands ----------------------------------------------------------------

    async def _respond(self, interaction: discord.Interaction, reply: Reply) -> None:
        embed = to_embed(reply)
        if interaction.response.is_done():
            sent = await interaction.followup.send(
                embed=embed, ephemeral=reply.ephemeral, allowed_mentions=NO_PINGS, wait=True
            )
            await _complete(reply, sent.edit)
        else:
            await interaction.response.send_message(
                embed=embed, ephemeral=reply.ephemeral, allowed_mentions=NO_PINGS
            )
            await _complete(reply, interaction.edit_original_response)

    async def word_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        prefix = current.strip().lower()
        words = self.bot.solver.guesses.words
        found = [w for w in words if w.startswith(prefix)][:25] if prefix else []
        return [app_commands.Choice(name=w.upper(), value=w) for w in found]

    @slash("hint")
    async def hint(
        self,
        interaction: discord.Interaction,
        count: app_commands.Range[int, 1, 10] = 3,
        public: bool = False,
    ) -> None:
        await interaction.response.defer(ephemeral=not public, thinking=True)
        reply = await self.huddle.hint(_channel(interaction), count)
        reply.ephemeral = not public
        await self._respond(interaction, reply)

    @slash("guess")
    @app_commands.autocomplete(word=word_autocomplete)
    async def guess(self, interaction: discord.Interaction, word: str, feedback: str) -> None:
        await interaction.response.defer(thinking=True)
        author = Author(interaction.user.id, interaction.user.display_name)
        reply = await self.huddle.guess(
            _channel(interaction), interaction.guild_id, interaction.id, author, word, feedback
        )
        await self._respond(interaction, reply)

    @slash("new")
    async def new(self, interaction: discord.Interaction, game: Game = "wordle") -> None:
        reply = await self.huddle.new(_channel(interaction), interaction.guild_id, game)
        await self._respond(interaction, reply)

    @slash("status")
    async def status(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await self._respond(interaction, await self.huddle.status(_channel(interaction)))

    @slash("candidates")
    async def candidates(
        self,
        interaction: discord.Interaction,
        limit: app_commands.Range[int, 1, 200] = 40,
        board: app_commands.Range[int, 1, 16] | None = None,
    ) -> None:
        await interaction.response.defer(thinking=True)
        reply = await self.huddle.candidates(_channel(interaction), limit, board)
        await self._respond(interaction, reply)

    @slash("why")
    @app_commands.autocomplete(word=word_autocomplete)
    async def why(
        self,
        interaction: discord.Interaction,
        word: str,
        board: app_commands.Range[int, 1, 16] | None = None,
    ) -> None:
        await interaction.response.defer(thinking=True)
        await self._respond(interaction, await self.huddle.why(_channel(interaction), word, board))

    @slash("undo")
    async def undo(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await self._respond(interaction, await self.huddle.undo(_channel(interaction)))

    @slash("reset")
    async def reset(self, interaction: discord.Interaction) -> None:
        await self._respond(interaction, await self.huddle.reset(_channel(interaction)))

    @slash("mode")
    async def mode(self, interaction: discord.Interaction, mode: Literal["hard", "normal"]) -> None:
        await self._respond(
            interaction, await self.huddle.mode(_channel(interaction), mode == "hard")
        )

    @slash("spoilers")
    async def spoilers(
        self, interaction: discord.Interaction, setting: Literal["on", "off"]
    ) -> None:
        await self._respond(
            interaction, await self.huddle.spoilers(_channel(interaction), setting == "on")
        )

    @slash("deduce")
    async def deduce(
        self, interaction: discord.Interaction, puzzle: app_commands.Range[int, 0] | None = None
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._respond(interaction, await self.huddle.deduce(_guild(interaction), puzzle))

    @slash("analysis")
    async def analysis(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await self._respond(interaction, await self.huddle.analysis(_channel(interaction)))

    @slash("stats")
    async def stats(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        game: ScoredGame = "wordle",
    ) -> None:
        who = user or interaction.user
        player = Author(who.id, who.display_name)
        reply = await self.huddle.stats(_guild(interaction), player, game)
        await self._respond(interaction, reply)

    @slash("leaderboard")
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        period: Literal["week", "month", "all"] = "week",
        game: ScoredGame = "wordle",
    ) -> None:
        reply = await self.huddle.leaderboard(_guild(interaction), period, game)
        await self._respond(interaction, reply)

    @slash("forgetme")
    async def forgetme(self, interaction: discord.Interaction) -> None:
        author = Author(interaction.user.id, interaction.user.display_name)
        await self._respond(interaction, await self.huddle.forget(author))

    @slash("help")
    async def help(self, interaction: discord.Interaction) -> None:
        await self._respond(interaction, self.huddle.help())


async def setup(bot: HuddleBot) -> None:
    await bot.add_cog(Wordle(bot))
