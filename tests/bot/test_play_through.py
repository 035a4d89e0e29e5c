"""What a newcomer's play-through in the console found (#69), each said as the console says
it: the game a channel has is named, a refused edit says the board kept what it had, and a
paste that starts a new game names the game it starts."""

from __future__ import annotations

import io
import re

from bot.fronts.console import run_console
from bot.service import Huddle


async def console(huddle: Huddle, script: str) -> str:
    """What the console prints for ``script``, one line a message, as a player types it."""
    out = io.StringIO()
    await run_console(huddle, io.StringIO(script.strip() + "\n"), out)
    return out.getvalue()


def replies(said: str) -> list[str]:
    """The console's replies, each from its ``== title ==`` line to the next."""
    return [part for part in re.split(r"(?m)^(?=== )", said) if part.startswith("== ")]


async def test_status_right_after_new_names_the_game_waiting_for_its_first_guess(huddle):
    wordle, termo = replies(await console(huddle, "/new\n/status\n/new termo\n/status"))[1::2]
    assert "No game going" not in wordle and "No game going" not in termo
    assert wordle.startswith("== Wordle: no guesses yet ==")
    assert termo.startswith("== Termo: no guesses yet ==") and "TERMO 🟩⬛⬛🟨⬛" in termo


async def test_status_with_no_game_at_all_still_says_so(huddle):
    (status,) = replies(await console(huddle, "/status"))
    assert status.startswith("== No game going ==")


async def test_an_edit_that_cannot_be_read_says_the_board_kept_the_row(huddle):
    said = replies(await console(huddle, "CRANE 🟩⬛⬛🟨⬛\n!edit CRANE 🟩⬛⬛🟨"))
    refused = said[-1]
    assert refused.startswith("== Edit not taken: the board is as it was ==")
    assert "`🟩⬛⬛🟨` has 4 tiles but CRANE has 5 letters" in refused
    (status,) = replies(await console(huddle, "/status"))
    assert "**CRANE**" in status  # and so it has


async def test_a_paste_after_a_termo_game_names_the_game_it_starts(huddle):
    """A Termo channel stays Termo: a paste shows its length and boards, never its
    language, so the language of the channel's last game sticks."""
    said = replies(await console(huddle, "/new termo\nTERMO 22222\nSARTO ⬛🟩⬛⬛⬛"))
    assert said[1].startswith("== Solved in 1/6")
    fresh = said[2]
    assert "*New game: Termo. The last game is over.*" in fresh.splitlines()


async def test_after_another_length_the_servers_game_starts_again(huddle):
    """Length is what a paste shows, so after a 7-letter game a five-letter paste starts
    the server's Wordle, not a second 7-letter game."""
    said = replies(await console(huddle, "/new wordle 7\nPICTURE 2222222\nCRANE 🟩⬛⬛🟨⬛"))
    assert "*New game: Wordle. The last game is over.*" in said[2].splitlines()


async def test_a_paste_after_a_wordle_game_names_the_game_it_starts_too(huddle):
    said = replies(await console(huddle, "/new\nCIGAR 22222\nCRANE 🟩⬛⬛🟨⬛"))
    assert "*New game: Wordle. The last game is over.*" in said[2].splitlines()


ENDS_NO_PHRASE = {"the", "a", "an", "and", "or", "of", "to", "in", "on", "at", "by", "with"}


def cut_short(text: str) -> bool:
    """Whether a description stops mid-phrase: on a word that leads into more ("the
    month's", "and"), or on a comma, colon or dash."""
    last = text.rstrip().split()[-1].lower() if text.strip() else ""
    return last in ENDS_NO_PHRASE or last.endswith(("'s", "’s", ",", ":", ";", "—"))


def test_no_command_or_option_description_is_cut_mid_phrase():
    """/help settings said "… the week's on Mondays, the month's"."""
    from bot.commands import COMMANDS
    from bot.i18n import LANGUAGES, speaking_in, t

    said = [c.description for c in COMMANDS] + [o.description for c in COMMANDS for o in c.options]
    translated = []
    for language in LANGUAGES:
        with speaking_in(language):
            translated += [t(text) for text in said if text]
    assert [d for d in said + translated if cut_short(d)] == []
