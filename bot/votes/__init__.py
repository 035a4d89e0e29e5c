"""The group's vote on the next guess (``/vote``): a poll of the best next guesses, closed
when its time is up (the winner said) or when a new row makes it moot (closed quietly).
The feature whole: its command (``_commands.py``), ``Votes`` (``_votes.py``), its store
role and SQL (``_store.py``) and its wording (``_replies.py``)."""

from bot.votes._commands import VOTE_COMMANDS, VoteOptions, Voting
from bot.votes._store import SQLVotes, Vote, VoteStore
from bot.votes._votes import Votes

__all__ = ["VOTE_COMMANDS", "SQLVotes", "Vote", "VoteOptions", "VoteStore", "Votes", "Voting"]
