"""What the service says whatever the feature: help, unreadable input, an outage, a busy
game.  Each feature words its own answers (``bot.games``, ``bot.shares``); the helpers
they share (``plural``, ``human_join``, ``spoiler`` …) are in ``bot.formatting``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from bot.domain import Reply, reshaped
from bot.i18n import t


def database_out_of_reach() -> Reply:
    return Reply(
        t("Can't save right now"),
        [t("I can't reach my database, so nothing was saved. Please paste again in a minute.")],
        "warning",
    )


def import_out_of_reach() -> Reply:
    return Reply(
        t("Can't import right now"),
        [t("The database was unavailable; nothing was imported. Try again.")],
        "warning",
    )


def export_out_of_reach() -> Reply:
    return Reply(
        t("Can't export right now"),
        [t("The database was unavailable; nothing was exported. Try again.")],
        "warning",
    )


def command_out_of_reach(command: str) -> Reply:
    """What a command says when the database is out of reach: that nothing was done, in
    the command's own words where "paste again" would not fit."""
    said = {"import": import_out_of_reach, "export": export_out_of_reach}
    return said.get(command, database_out_of_reach)()


def moved_on() -> str:
    return t("This reply is from earlier in the game: here is where it stands now.")


def pressed(reply: Reply, moved: bool) -> Reply:
    """A button's answer: for the one who pressed it alone, first saying so where the
    game has moved past the reply pressed (a new reply, and its fuller form alike)."""
    said = [f"*{moved_on()}*"] if moved else []
    return reshaped(reply, lambda r: replace(r, ephemeral=True, lines=[*said, *r.lines]))


def privately(reply: Reply, private: bool) -> Reply:
    """A private command's answer: for the asker alone unless asked ``public``."""
    return reshaped(reply, lambda r: replace(r, ephemeral=private))


def cannot_check() -> Reply:
    """A button or form pressed while the database is out of reach."""
    return Reply(
        t("Can't check right now"),
        [t("I can't reach my database at the moment; try again in a moment.")],
        "warning",
        ephemeral=True,
    )


def publish_refused() -> Reply:
    """Publish pressed by a member without Manage Server (the button is only ever shown
    to one with it: the press was not made on the bot's own preview)."""
    return Reply(
        t("Not yours to publish"),
        [t("Publishing is for members with Manage Server, as `/preview` is.")],
        "error",
        ephemeral=True,
    )


def busy() -> Reply:
    return Reply(
        t("Too busy to keep up"),
        [t("Other messages kept changing this game while I read yours; please paste it again.")],
        "warning",
    )


def unreadable(error: str, title: str | None = None, ephemeral: bool = False) -> Reply:
    return Reply(title or t("I couldn't read that"), [error], "error", ephemeral=ephemeral)


def edit_not_taken(refusal: Reply) -> Reply:
    """An edited message's refusal: first that nothing changed (its earlier rows and the
    results it counted stand), then why, as a paste's refusal says it."""
    lines = [f"**{refusal.title}**", *refusal.lines]
    return Reply(t("Edit not taken: the board is as it was"), lines, refusal.tone)


def unsupported(error: str) -> Reply:
    return Reply(t("Not supported"), [error], "warning")


def still_working() -> Reply:
    return Reply(
        t("Still working on your last one"),
        [t("Your previous command is still running; ask again once it has answered.")],
        "warning",
        ephemeral=True,
    )


def not_for(command: str, kind: str) -> Reply | None:
    """A message command's refusal, when the message holds nothing it takes: ``add``
    takes what a paste would, ``count`` a finished game's share (None: it goes ahead)."""
    if kind == "none":
        return nothing_to_read()
    if command == "count" and kind == "guesses":
        lines = [t("That message has guesses, not a finished game: use **Add to the game** on it.")]
        return Reply(t("Not a result"), lines, "warning", ephemeral=True)
    return None


def nothing_to_read() -> Reply:
    lines = [t("That message has no Wordle rows or result I can read.")]
    return Reply(t("Nothing to read there"), lines, "warning", ephemeral=True)


def answered(reply: Reply | None) -> Reply:
    """A message command's reply: the service's, or, when it had nothing to say (all of
    it in already) or only a reaction to add (the server's quiet style), a line for the
    one who asked."""
    if reply is None:
        lines = [t("Everything in that message is in already: nothing changed.")]
        return Reply(t("Already counted"), lines, ephemeral=True)
    if reply.reaction:
        lines = [t("This server's replies are reactions, so only you see this.")]
        return Reply(t("Done"), lines, "success", ephemeral=True)
    return reply


def without_message_content() -> str:
    """/help's line where the bot runs without Discord's Message Content access."""
    return t(
        "I run without Discord's Message Content access here: I read pastes that mention me "
        "({example}), replies to my messages, DMs and commands, or right-click a message → "
        "Apps → **Add to the game** or **Count this result**. The Wordle app's posts and "
        "`/import` need that access: the bot's owner turns it on in Discord's developer "
        "portal and sets `HUDDLE_MESSAGE_CONTENT=on`.",
        example="`@wordle-huddle CRANE 🟩⬛⬛🟨⬛`",
    )


def guess_usage() -> Reply:
    lines = [t("Give the word you played and its colours, e.g. `crane 20010`, or a screenshot.")]
    return Reply(t("No guesses in that"), lines, "warning", ephemeral=True)


def screenshot_problem(problem: str) -> Reply:
    """Why a picture gave no rows, in one line."""
    lines = {
        "unreadable": t("That file isn't a picture I can open: send a PNG or JPEG."),
        "oversize": t("That picture is too big to read: send a screenshot under 4 MB."),
        "huge": t("That picture has too many pixels to read: send a screenshot of your board."),
        "slow": t("That picture took too long to read: send a screenshot cropped to your board."),
        "boardless": t("I found no Wordle board in that picture: send one that shows the tiles."),
        "grid": t("Those tiles aren't a Wordle board: its rows have 4 to 11 letters."),
        "boards": t("I see more than one board in that picture: send one of just yours."),
    }
    return Reply(t("No board read"), [lines[problem]], "warning", ephemeral=True)


def screenshot_unsure(rows: Iterable[str], found: int, unfound: int) -> Reply:
    """A screenshot whose letters are in doubt, or whose rows were not all found: what
    was read, for the player to check."""
    heading = (
        t("I found {found} of {total} rows in your screenshot:", found=found, total=found + unfound)
        if unfound
        else t("From your screenshot, with ? where I'm not sure of a letter:")
    )
    return Reply(
        t("Check what I read"),
        [
            heading,
            *rows,
            t("Nothing was added. Paste the rows as text, e.g. `CRANE 20010`, to add them."),
        ],
        "warning",
    )


def screenshot_read(paste: str) -> str:
    """The line a reply from a screenshot ends with: what was read."""
    rows = " · ".join(f"`{line}`" for line in paste.splitlines())
    return t("Read from your screenshot: {rows}", rows=rows)
