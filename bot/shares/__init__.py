"""Players' shares: NYT and multi-board results, letterless-grid deduction, stats and the
leaderboard, and forgetting a player.

- ``_commands``: the results' slash commands and their options;
- ``_shares``: ``Shares``, recording and reading them;
- ``_store``: its store role, ``ShareStore``, and its SQL on both backends, ``SQLShares``;
- ``_stats``: streaks, distributions and the leaderboard (pure);
- ``_export``: a player's or a server's results as a CSV or JSON file (pure);
- ``_ranking``: the ranking fair to each day's difficulty (pure, numpy);
- ``_replies``: their wording; ``_grid_replies``: the grids' and ``/deduce``'s.
"""

from bot.shares._commands import SCORED, SHARE_COMMANDS, Scored, ScoredHere, Scoring
from bot.shares._export import FORMATS
from bot.shares._ranking import Move
from bot.shares._shares import Key, Shares, counted_lines, result_keys
from bot.shares._store import ShareStore, SQLShares

__all__ = [
    "FORMATS",
    "SCORED",
    "SHARE_COMMANDS",
    "Key",
    "Move",
    "SQLShares",
    "Scored",
    "ScoredHere",
    "Scoring",
    "ShareStore",
    "Shares",
    "counted_lines",
    "result_keys",
]
