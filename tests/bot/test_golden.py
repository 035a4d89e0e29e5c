"""Golden transcripts: a console script and its full output, and the solver CLI's output
for a few command lines, checked in.

They pin the bot's wording, so a rewording is a visible, deliberate diff.  The script
exercises every command and paste form; the search has all the time it needs, so the
output is the same on any machine.  ``HUDDLE_UPDATE_GOLDEN=1`` rewrites the expected
file after a deliberate change (review the diff before committing it).
"""

from __future__ import annotations

import io
import os
import re
import shlex
from contextlib import redirect_stdout
from datetime import UTC, datetime
from pathlib import Path

from bot.fronts.console import run_console
from bot.service import Huddle
from solver.cli import main as solver_cli
from tests.helpers import CountingClock, standing_clock

GOLDEN = Path(__file__).parent.parent / "golden"


# the wall time a server's list took to load: the machine's, not the wording's (a list of
# twenty words read "ready in 0.1 s" where another suite ran beside it)
LOAD_TIME = re.compile(r"ready in \d+\.\d s\.")


def matches_golden(name: str, output: str) -> None:
    """``output`` as the golden file ``name`` holds it, a list's load time read as 0.0 s."""
    output = LOAD_TIME.sub("ready in 0.0 s.", output)
    expected = GOLDEN / name
    if os.environ.get("HUDDLE_UPDATE_GOLDEN"):
        expected.write_text(output, encoding="utf-8")
    assert output == expected.read_text(encoding="utf-8")


DAY = datetime(2026, 11, 24, 12, tzinfo=UTC).timestamp()  # the leaderboard's period needs one


async def plays_as_pinned(huddle: Huddle, script: str, transcript: str) -> None:
    """The console script run through the bot, its whole output as the golden file says."""
    out = io.StringIO()
    text = (GOLDEN / script).read_text(encoding="utf-8")
    await run_console(huddle, io.StringIO(text), out)
    matches_golden(transcript, out.getvalue())


async def warmed(store, solver, **options) -> Huddle:
    """The bot on the fixed day, warmed up as a start warms it, every search to its end."""
    huddle = Huddle(store, solver, deadline_clock=standing_clock, clock=lambda: DAY, **options)
    await huddle.warm_up()
    return huddle


async def test_console_transcript_is_unchanged(store, solver):
    huddle = await warmed(store, solver)
    await plays_as_pinned(huddle, "console_script.txt", "console_transcript.txt")


async def test_console_transcript_of_real_posts_is_unchanged(store, solver):
    """Shares as people really post them: the 🎉 header, comments and emoji beside the
    last row, words typed on some rows narrowing /deduce, Dordle's share with its keycap
    line and a Quordle share sent on one line after a mood emoji."""
    huddle = await warmed(store, solver)
    await plays_as_pinned(huddle, "console_script_real.txt", "console_transcript_real.txt")


async def test_console_transcript_of_a_cold_deduce_cut_short_is_unchanged(store, solver):
    """A cold /deduce (no grid fitted before it) on a clock that moves one tick a read, so
    its deadline lets it read two of the three grids on any machine: it says whose it read
    and gives figures for those alone."""
    huddle = Huddle(
        store, solver, deadline_clock=CountingClock(), clock=lambda: DAY, search_seconds=3.5
    )
    await huddle.warm_up()
    await plays_as_pinned(huddle, "console_script_deduce.txt", "console_transcript_deduce.txt")


async def test_console_transcript_of_the_shared_board_is_unchanged(store, solver):
    """A group with spoilers on: a typo refused with its suggestion, marks one short, a
    spoiler-safe ballot closed by a row, /why of the last word and of a non-word, the
    winning row pasted again, and what does start the next game."""
    huddle = await warmed(store, solver)
    await plays_as_pinned(huddle, "console_script_board.txt", "console_transcript_board.txt")


async def test_console_transcript_of_other_lengths_is_unchanged(store, solver):
    """Six-letter Wordle from /new to a win, a four-letter one, and what is refused."""
    huddle = Huddle(store, solver, deadline_clock=standing_clock)
    await plays_as_pinned(huddle, "console_script_lengths.txt", "console_transcript_lengths.txt")


async def test_console_transcript_of_other_languages_is_unchanged(store, solver):
    """Termo with its accents typed and shown, a Spanish game with Ñ, a German one with Ä
    and ß, and a letter English Wordle does not have."""
    huddle = Huddle(store, solver, deadline_clock=standing_clock)
    await plays_as_pinned(
        huddle, "console_script_languages.txt", "console_transcript_languages.txt"
    )


async def test_console_transcript_of_a_servers_own_list_is_unchanged(store, solver, monkeypatch):
    """A list uploaded with its problems, then a good one played, then removed."""
    monkeypatch.chdir(GOLDEN)  # the script names its files as a player types them
    huddle = Huddle(store, solver, deadline_clock=standing_clock)
    await plays_as_pinned(huddle, "console_script_wordlist.txt", "console_transcript_wordlist.txt")


async def test_console_transcript_without_message_content_is_unchanged(store, solver, monkeypatch):
    """The bot as Discord lets it read without Message Content: a mention read, the rest
    taken by the message commands; a vote closed with its winner, one made moot; a
    screenshot read, and a file that is not one."""
    monkeypatch.chdir(GOLDEN)  # the script names its screenshot as a player types it
    huddle = Huddle(
        store, solver, deadline_clock=standing_clock, clock=lambda: DAY, reads_messages=False
    )
    await plays_as_pinned(huddle, "console_script_reach.txt", "console_transcript_reach.txt")


def test_solver_cli_output_is_unchanged():
    out = io.StringIO()
    for line in (GOLDEN / "cli_commands.txt").read_text(encoding="utf-8").splitlines():
        out.write(f"$ python -m solver {line}\n")
        with redirect_stdout(out):
            solver_cli(shlex.split(line))
    matches_golden("cli_transcript.txt", out.getvalue())


def test_every_count_of_a_thousand_or_more_has_its_separator():
    """In every reply of the transcript (pinned above to what the bot says), a number of
    four digits or more is written 2,716: not inside `code` (what someone types, as
    `/deduce 1500`), a year, a score in digits (20012), or a file sent (an export's CSV,
    shown whole up to the next reply, is data for a spreadsheet)."""
    import re

    text = (GOLDEN / "console_transcript.txt").read_text(encoding="utf-8")
    text = re.sub(r"\[file [^\]\n]*\]\n(?:(?!== ).*\n)*", "", text)
    text = re.sub(r"`[^`\n]*`", "", text)
    text = re.sub(r"\b[A-Z][a-z]+ \d{1,2}, \d{4}\b", "", text)  # July 28, 2025 (CLDR's)
    numbers = re.findall(r"(?<![\d,.])\d{4,}(?![\d,])", text)
    bare = [n for n in numbers if not (len(n) == 5 and set(n) <= set("012"))]
    assert bare == []


async def test_console_transcript_of_familiar_advice_is_unchanged(store, solver):
    """Familiar advice, the default: the opening names an opener players know, the bot's
    rare one after it; a word players know leads where it is close to the best; a rare
    word that is clearly better leads labelled, a familiar one beside it, in a paste's
    reply and in /hint's list; a server on ``/settings advice:best`` gets the exact pick,
    whatever the word, unlabelled."""
    huddle = await warmed(store, solver)
    await plays_as_pinned(huddle, "console_script_familiar.txt", "console_transcript_familiar.txt")


async def test_console_transcript_of_verdicts_and_stats_is_unchanged(store, solver):
    """/analysis of a lucky game (luck in words), of a game whose mode changed midway
    (each row judged in its own), and of a Quordle board by board; a Quordle's /stats
    whose picture counts what its text does, asked by another player and by its own."""
    huddle = await warmed(store, solver)
    await plays_as_pinned(huddle, "console_script_verdicts.txt", "console_transcript_verdicts.txt")


async def test_console_transcript_of_an_opener_first_seen_is_unchanged(
    store, solver, monkeypatch, tmp_path
):
    """A hard-mode game on a server's list from an opener first seen: today's advice
    while its tree is queued; then, once the tree is built in the background, a game
    from the same opener follows the exact search's tree."""
    monkeypatch.chdir(GOLDEN)  # the script names its list as a player types it
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path))  # the tree is first seen here
    huddle = Huddle(store, solver, deadline_clock=standing_clock, build_trees=True)
    huddle.advisor.trees.hold()
    out = io.StringIO()
    for script in ("console_script_opener.txt", "console_script_opener_built.txt"):
        await run_console(huddle, io.StringIO((GOLDEN / script).read_text("utf-8")), out)
        await huddle.advisor.trees.built()
    huddle.close()
    matches_golden("console_transcript_opener.txt", out.getvalue())
