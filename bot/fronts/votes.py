"""The votes' Discord side (``/vote``): its poll posted (``post_poll``, the cog's answer to
the command), and closing votes: a tick looks for the votes due in the servers this process
serves; each poll is ended on Discord, its counts read from the bot's own message (poll
vote events would need the Message Content intent; the ended message needs none) and the
winner said in reply to it; a vote a new row made moot is ended with how it stood."""

from __future__ import annotations

import logging

import discord

from bot.fronts.answering import respond
from bot.fronts.host import Host
from bot.fronts.render import NO_PINGS, as_message
from bot.fronts.ticking import Ticking
from bot.service import Huddle, Reply
from bot.votes import Vote

log = logging.getLogger(__name__)
TICK_SECONDS = 5.0  # how often due votes are looked for: a vote ends within this of its time


async def post_poll(
    huddle: Huddle, interaction: discord.Interaction, reply: Reply, channel: int
) -> None:
    """``/vote``'s poll as the command's answer: the channel's vote kept once its poll is
    posted, given up if it could not be (the channel may vote again at once)."""
    posted = None
    try:
        posted = await respond(interaction, reply)
    finally:
        if posted is None:
            await huddle.votes.dropped(channel)
        else:
            await huddle.votes.posted(channel, posted)


class VoteJobs(Ticking):
    label = "votes"

    def seconds(self) -> float:
        return TICK_SECONDS

    async def tick(self, huddle: Huddle) -> None:
        for vote, moot in await huddle.votes.due(self.serves):
            await self._close(huddle, vote, moot)

    async def _close(self, huddle: Huddle, vote: Vote, moot: bool) -> None:
        assert vote.message_id is not None
        channel = self.bot.get_channel(vote.channel_id)
        ended = None
        if isinstance(channel, discord.TextChannel | discord.Thread | discord.DMChannel):
            ended = await _end_poll(channel, vote.message_id)
        counts = None if ended is None else _counts(ended)
        said = await huddle.votes.close(vote, counts, self.locale(vote.guild_id), moot)
        if said is not None and ended is not None:
            try:
                await ended.reply(
                    **as_message(said), mention_author=False, allowed_mentions=NO_PINGS
                )
            except discord.HTTPException as exc:
                log.warning("could not say which guess won in %s: %s", vote.channel_id, exc)


async def _end_poll(
    channel: discord.TextChannel | discord.Thread | discord.DMChannel, message_id: int
) -> discord.Message | None:
    """The poll's message once ended (already ended: as it is); None if it is gone."""
    try:
        return await channel.get_partial_message(message_id).end_poll()
    except discord.NotFound:
        return None  # deleted: nothing to end, nothing to say
    except discord.HTTPException:  # ended already (by Discord's clock, or another try)
        try:
            return await channel.fetch_message(message_id)
        except discord.HTTPException:
            return None


def _counts(message: discord.Message) -> list[int] | None:
    """Each answer's votes, in ballot order."""
    if message.poll is None:
        return None
    return [answer.vote_count for answer in message.poll.answers]


async def setup(bot: Host) -> None:
    await bot.add_cog(VoteJobs(bot))
