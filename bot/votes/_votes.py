"""``Votes``: one open vote per channel, kept in the store so a restart, another shard's
process or a database outage loses none; the front posts the poll and, when ``due`` says
so, ends it and reports its counts to ``close``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.domain import Asker, Choice, Reply
from bot.games import Games
from bot.i18n import speak
from bot.settings import Settings
from bot.votes import _replies as say
from bot.votes._store import Vote, VoteStore
from solver import margin

OPTIONS = 4  # the best, the best that could be the answer, and one or two more
# how much worse on average than the best a guess may be to be offered beside it (the best
# that could be the answer is offered whatever it costs: winning now is its trade-off)
WORTH_OFFERING = 0.5
STALE_CLAIM = 60.0  # seconds a claimed vote's poll may take to be posted
MINUTES = (1, 60)  # how long a vote may run


def on_the_ballot(choices: Sequence[Choice], within: float = 0.0) -> list[Choice]:
    """The guesses a vote offers, best first: the best (familiar advice's lead, where the
    server asks for it), the best that could be the answer, then the next best within
    ``WORTH_OFFERING`` of the best, ``OPTIONS`` at most, a rare word among them only
    ahead of a familiar one it beats by more than ``within`` (``familiar_first``)."""
    best = list(choices[:1])
    winner = [c for c in choices if c.could_be_answer][:1]
    picked = best + [c for c in winner if c not in best]
    close = [c for c in choices if c.expected <= choices[0].expected + WORTH_OFFERING]
    picked += [c for c in familiar_first(close, within) if c not in picked]
    return picked[:OPTIONS]


def familiar_first(choices: Sequence[Choice], within: float) -> list[Choice]:
    """Familiar advice's rule for a ballot's places: players can only vote for a word they
    can type, so a rare word goes ahead of a familiar one only where it is better by more
    than ``within`` (the mode's margin, as a familiar lead may cost the best guess); ties
    keep their order."""
    return sorted(choices, key=lambda c: c.expected + (within if c.rare else 0.0))


def blind(picked: Sequence[Choice], spoilers: bool) -> bool:
    """Whether players would vote blind: the channel hides possible answers and a poll
    cannot hold spoilers, so a ballot of possible answers alone offers numbers."""
    return spoilers and all(c.could_be_answer for c in picked)


class Votes:
    def __init__(
        self, store: VoteStore, games: Games, settings: Settings, clock: Callable[[], float]
    ) -> None:
        self.store = store
        self.games = games
        self.settings = settings
        self.clock = clock

    async def open(self, at: Asker, minutes: int) -> Reply:
        """``/vote``: the poll to post, once the channel's vote is claimed; or why not
        (one open already, or nothing left to choose between)."""
        minutes = min(max(minutes, MINUTES[0]), MINUTES[1])
        game, choices, spoilers = await self.games.ballot(at.channel_id)
        picked = on_the_ballot(choices, margin(game.hard))
        if len(picked) < 2 or blind(picked, spoilers):
            return say.nothing_to_choose(picked, spoilers)
        now = self.clock()
        words = tuple(c.word for c in picked)
        ends = now + minutes * 60
        vote = Vote(
            at.channel_id, at.guild_id, None, game.version, words, now, ends, game.session_id,
            game.rows,
        )  # fmt: skip
        if (already := await self.store.open_vote(vote, STALE_CLAIM)) is not None:
            return say.open_already(already)
        # "best" only where no guess left off the ballot is better (/hint lists them all)
        return say.ballot(picked, minutes, spoilers, min(c.expected for c in choices))

    async def posted(self, channel_id: int, message_id: int) -> None:
        await self.store.vote_posted(channel_id, message_id)

    async def dropped(self, channel_id: int) -> None:
        """Its poll could not be posted: the channel may vote again at once."""
        await self.store.drop_vote(channel_id)

    async def due(self, serves: Callable[[int | None], bool]) -> list[tuple[Vote, bool]]:
        """The open votes in the servers this process ``serves`` that should close now,
        each with whether it went moot (a new row, or the game over) rather than ran out."""
        now, found = self.clock(), []
        for vote in await self.store.open_votes():
            if not serves(vote.guild_id):
                continue
            moot = await self.moot(vote)
            if moot or vote.ends_at <= now:
                found.append((vote, moot))
        return found

    async def moot(self, vote: Vote) -> bool:
        """Whether the game moved on since the vote opened (a new row, or it ended)."""
        return await self.games.version_here(vote.channel_id) != vote.version

    async def open_here(self, channel_id: int) -> Vote | None:
        """The channel's open vote, once its poll is posted."""
        return next((v for v in await self.store.open_votes() if v.channel_id == channel_id), None)

    async def close(
        self,
        vote: Vote,
        counts: Sequence[int] | None,
        locale: str | None = None,
        moot: bool = False,
    ) -> Reply | None:
        """Close the vote (once, whoever else tries) and say so once: which guess won,
        given the poll's final ``counts`` in ballot order (None: not known); when a new
        row closed it (``moot``), how it stood.  Nothing when another process closed it."""
        if vote.message_id is None or not await self.store.close_vote(
            vote.channel_id, vote.message_id
        ):
            return None
        speak(self.settings.known_language(vote.guild_id, locale))
        hidden = await self.games.answers_among(vote.channel_id, vote.words)
        if moot:
            why = await self.games.what_moved_on(vote.channel_id, vote.session_id, vote.rows)
            return say.closed_by(why, vote.words, counts, hidden)
        return say.chosen(vote.words, counts or [0] * len(vote.words), hidden)

    async def close_moot(self, channel_id: int) -> Reply | None:
        """The channel's vote, closed as a new row made it moot (where no tick watches,
        as in the console): how it stood, said once; None when none was open or moot."""
        vote = await self.open_here(channel_id)
        if vote is None or not await self.moot(vote):
            return None
        return await self.close(vote, None, moot=True)
