"""A server's own word list (/wordlist).

- ``_check``: an upload read and checked (pure), every problem one line;
- ``_commands``: ``/wordlist``, its options;
- ``_lists``: ``ServerLists``, taking, showing and removing a server's list, and making
  sure a game's list is where the engines read it;
- ``_store``: its store role, ``ListStore``, and its SQL on both backends, ``SQLLists``;
- ``_replies``: what /wordlist says.
"""

from bot.wordlists._check import MAX_ANSWERS, MAX_TABLE_CELLS, Lists, check
from bot.wordlists._commands import LIST_COMMANDS, Listing
from bot.wordlists._lists import ServerLists
from bot.wordlists._store import ListStore, SQLLists

__all__ = [
    "LIST_COMMANDS",
    "MAX_ANSWERS",
    "MAX_TABLE_CELLS",
    "ListStore",
    "Listing",
    "Lists",
    "SQLLists",
    "ServerLists",
    "check",
]
