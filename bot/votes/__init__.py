"""The group's vote on the next guess (``/vote``): a poll of the best next guesses, closed
when its time is up (the winner said) or when a new row makes it moot (closed quietly)."""

from bot.votes._votes import Votes

__all__ = ["Votes"]
