"""``/wordlist``'s entry in the command list: a server's own lists, uploaded or removed.
``bot/commands/`` places it in the one list."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Protocol

from bot.domain import Asker, Reply, Upload
from bot.slash import About, Command, as_given
from bot.wordlists._lists import ServerLists


class Listing(Protocol):
    """The part of the service ``/wordlist`` reaches: the servers' lists."""

    lists: ServerLists


@dataclass(frozen=True)
class WordlistOptions:
    answers: Annotated[Upload | None, About("A text file, one likely answer a line")] = None
    guesses: Annotated[Upload | None, About("A text file of the other words allowed")] = None
    remove: Annotated[bool, About("Go back to the bundled lists")] = False


async def wordlist(h: Listing, at: Asker, o: WordlistOptions) -> Reply:
    return await h.lists.change(at.guild_id, as_given(o))


LIST_COMMANDS = (
    Command(
        "wordlist",
        "This server's own word list: answers and guesses as text files (admins)",
        WordlistOptions,
        wordlist,
        blurb="(your own answers and guesses; `/new server` plays them)",
        slow=True,
        private=True,
        needs="manage_guild",
    ),
)
