"""Players' shares: NYT and multi-board results, letterless-grid deduction, stats and the
leaderboard, and forgetting a player.

- ``_shares``: ``Shares``, recording and reading them;
- ``_stats``: streaks, distributions and the leaderboard (pure);
- ``_ranking``: the ranking fair to each day's difficulty (pure, numpy);
- ``_replies``: their wording.
"""

from bot.shares._shares import Shares

__all__ = ["Shares"]
