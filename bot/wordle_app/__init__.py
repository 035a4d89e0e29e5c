"""The official Wordle app inside Discord: its posts read into players' results, a
channel's history imported, and a daily summary of yesterday's results.

- ``_posts``: reading the app's messages, and which puzzle a summary is about (pure);
- ``_app``: ``WordleApp``, recording what a post says (and ``/link`` for plain names);
- ``_import``: ``Importer``, ``/import [days]`` of a channel's history;
- ``_commands``: ``/import``, ``/link`` and ``/preview``, their options;
- ``_store``: its store role, ``AppStore``, and its SQL on both backends, ``SQLApp``;
- ``_summary``: ``DailySummary``, the post once a day per server;
- ``_replies``: their wording.
"""

from bot.wordle_app._app import AppMessage, WordleApp
from bot.wordle_app._commands import APP_COMMANDS, Apping
from bot.wordle_app._import import DEFAULT_DAYS, MAX_DAYS, Importer
from bot.wordle_app._posts import APP_ID, AppPost, puzzle_of, read_post
from bot.wordle_app._replies import import_resumed as resumed
from bot.wordle_app._store import AppStore, SQLApp
from bot.wordle_app._summary import DailySummary

__all__ = [
    "APP_COMMANDS",
    "APP_ID",
    "DEFAULT_DAYS",
    "MAX_DAYS",
    "AppMessage",
    "AppPost",
    "AppStore",
    "Apping",
    "DailySummary",
    "Importer",
    "SQLApp",
    "WordleApp",
    "puzzle_of",
    "read_post",
    "resumed",
]
