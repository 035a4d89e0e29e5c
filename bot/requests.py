"""One event's request, at the service's edge (bot/service.py): its context, entered once,
and the outage reply that stands in for its answer while the database is out of reach.

The context is when the event arrived (its deadlines count from then) and the language
its replies speak, entered once the server's settings are read; what a message says
before that (its parse, a refusal, an outage) is said in the language known without the
store.  How replies write a game's words is set where the request's game is chosen
(``GamesCore.playing``); until then, as played.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import ParamSpec, TypeVar

from bot import replies
from bot.advisor import Advisor
from bot.domain import Reply
from bot.formatting import spell_as
from bot.i18n import speak
from bot.store import Unavailable

log = logging.getLogger(__name__)
P = ParamSpec("P")
R = TypeVar("R")


@dataclass(frozen=True)
class Request:
    """An event's context: when it arrived (a reading of the deadline clock) and the
    language its replies speak."""

    arrived: float
    language: str


def begins(advisor: Advisor, request: Request) -> None:
    """The event's request, entered once: its deadlines count from when it arrived, its
    replies speak its language and write words as played until it takes up a game's."""
    advisor.request_begins(request.arrived)
    spell_as(None)
    speak(request.language)


def answers_outage(
    call: Callable[P, Awaitable[R]],
    outage: Callable[[], Reply] = replies.database_out_of_reach,
) -> Callable[P, Awaitable[R | Reply]]:
    """The call, or, while the database is out of reach, a short reply (``outage``) saying
    nothing was saved (so nothing is acknowledged that was not).  Chat that is not Wordle
    never gets this far from the parser, so it stays silent."""

    @functools.wraps(call)
    async def guarded(*args: P.args, **kwargs: P.kwargs) -> R | Reply:
        try:
            return await call(*args, **kwargs)
        except Unavailable as exc:  # the store says the outage once, as it starts and ends
            log.debug("%s: %s", getattr(call, "__name__", "a command"), exc)
            return outage()

    return guarded
