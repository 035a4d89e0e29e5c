"""Write docs/commands.md's command tables from the command table (bot/commands): every
command as typed, what it does, its options and who may use it, between the page's two
markers (its prose kept).  tests/test_command_docs.py fails when the page is stale.
    python scripts/make_command_docs.py
"""

from __future__ import annotations

from bot.reference import PAGE, write

if __name__ == "__main__":
    print(f"{PAGE}: {'written' if write() else 'already up to date'}")
