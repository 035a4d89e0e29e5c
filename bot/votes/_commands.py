"""``/vote``'s entry in the command list: its options and what answers it (``Votes.open``).
``bot/commands/`` places it in the one list, after ``/hint`` whose suggestions it polls."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Protocol

from bot.domain import Asker, Reply
from bot.slash import About, Command
from bot.votes._votes import Votes


class Voting(Protocol):
    """The part of the service a vote's command reaches: its votes."""

    @property
    def votes(self) -> Votes: ...


@dataclass(frozen=True)
class VoteOptions:
    minutes: Annotated[int, About("How long the vote runs (1-60, default 5)", low=1, high=60)] = 5


async def vote(h: Voting, at: Asker, o: VoteOptions) -> Reply:
    return await h.votes.open(at, o.minutes)


VOTE_COMMANDS = (
    Command(
        "vote",
        "A poll of the best next guesses, for the channel to choose",
        VoteOptions,
        vote,
        slow=True,
        heavy=True,
    ),
)
