"""The votes' store role on every backend: one vote per channel, claimed by one process
of two over one database, posted, and closed exactly once (bot/votes/_store.py's SQL)."""

from __future__ import annotations

import asyncio

from bot.votes import SQLVotes, Vote
from tests.bot.store.conftest import backend, open_backend, where

__all__ = ["backend", "where"]  # the store suite's fixtures: each backend, a fresh database


async def test_one_vote_per_channel_across_two_processes(backend: str, where: str) -> None:
    """A vote is claimed by one process, posted, and closed exactly once; a claim whose
    poll was never posted gives way once stale."""
    first_store = await open_backend(backend, where).open()
    second_store = await open_backend(backend, where).open()
    first, second = SQLVotes(first_store), SQLVotes(second_store)
    try:
        vote = Vote(70, 7, None, 3, ("slate", "chunk"), 1000.0, 1300.0)
        claims = await asyncio.gather(first.open_vote(vote, 60.0), second.open_vote(vote, 60.0))
        assert sorted(c is None for c in claims) == [False, True]
        assert await first.open_votes() == []  # claimed, not posted yet
        await second.vote_posted(70, 555)
        (posted,) = await first.open_votes()
        assert (posted.message_id, posted.words, posted.ends_at) == (
            555,
            ("slate", "chunk"),
            1300.0,
        )
        later = Vote(70, 7, None, 4, ("crane",), 2000.0, 2300.0)
        assert await first.open_vote(later, 60.0) == posted  # one at a time, even when old
        closes = await asyncio.gather(first.close_vote(70, 555), second.close_vote(70, 555))
        assert sorted(closes) == [False, True]
        assert await first.open_vote(later, 60.0) is None
        await first.drop_vote(70)  # its poll could not be posted
        assert await second.open_vote(later, 60.0) is None
        stuck = Vote(71, 7, None, 1, ("crane",), 1000.0, 1300.0)
        assert await first.open_vote(stuck, 60.0) is None
        assert await second.open_vote(Vote(71, 7, None, 1, ("sloth",), 1030.0, 1330.0), 60.0)
        assert (
            await second.open_vote(Vote(71, 7, None, 1, ("sloth",), 1061.0, 1361.0), 60.0) is None
        )
    finally:
        await first_store.close()
        await second_store.close()
