"""Channel games: pastes, edits and deletes, and the game commands.

- ``_commands``: the game's slash commands and their options, answered by ``Games``;
- ``_channel``: ``Games``, the game commands, over ``_chat`` (pastes, edits, deletes,
  retried against other processes) over ``_core`` (the state, locks, one read);
- ``_game``: the seam, one interface for what depends on the kind; ``_kinds`` chooses an
  implementation per kind: ``_wordle`` (one board) and ``_boards`` (several);
- ``_store``: its store role, ``GameStore``, and its SQL on both backends, ``SQLGames``
  (over ``_sessions``: a game's rows read whole, its version raised, a message taken back);
- ``_lifecycle``: when a game is solved, failed or idle;
- ``_replies``, ``_wordle_replies``, ``_boards_replies``: their wording.
"""

from bot.games._channel import Games
from bot.games._commands import GAME_COMMANDS, Playing
from bot.games._lifecycle import IDLE_SECONDS, MovedOn, is_idle, status_of
from bot.games._store import GameStore, SQLGames

__all__ = [
    "GAME_COMMANDS",
    "IDLE_SECONDS",
    "GameStore",
    "Games",
    "MovedOn",
    "Playing",
    "SQLGames",
    "is_idle",
    "status_of",
]
