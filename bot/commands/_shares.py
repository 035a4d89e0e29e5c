"""The commands about results: stats, the leaderboard, history and head to head, grids,
the Wordle app's names and history, previews to publish, a player's data."""

from __future__ import annotations

from bot.commands._options import PUBLISHED, SCORED
from bot.commands._spec import Command, Option
from bot.shares import FORMATS
from bot.wordle_app import DEFAULT_DAYS, MAX_DAYS

SHARE_COMMANDS: tuple[Command, ...] = (
    Command(
        "stats",
        "Games, win rate, streaks and guess distribution",
        lambda h, at, o: h.shares.stats(at.home, o["user"] or at.author, o["game"], at.author.id),
        (Option("user", "Whose stats (default: yours)", "user", required=False), SCORED),
        shares=True,
    ),
    Command(
        "history",
        "Your last puzzles, or a player's, with the rolling average",
        lambda h, at, o: h.shares.history(at.home, o["user"] or at.author, o["game"], at.author.id),
        (Option("user", "Whose (default: yours)", "user", required=False), SCORED),
        shares=True,
    ),
    Command(
        "compare",
        "Head to head on the puzzles both played",
        lambda h, at, o: h.shares.compare(
            at.home,
            o["user"] if o["other"] else at.author,  # /compare @bob: you, then bob
            o["other"] or o["user"],
            o["game"],
            at.author.id,
        ),
        (
            Option("user", "Who", "user"),
            Option("other", "And whom (default: you, first)", "user", required=False),
            SCORED,
        ),
        shares=True,
    ),
    Command(
        "leaderboard",
        "Who plays best here, fair to each day's difficulty",
        lambda h, at, o: h.shares.leaderboard(at.home, o["period"], o["game"]),
        (
            Option(
                "period",
                type="choice",
                choices=("week", "month", "all"),
                required=False,
                default="week",
            ),
            SCORED,
        ),
        shares=True,
    ),
    Command(
        "deduce",
        "Which answers fit every grid posted for a puzzle",
        lambda h, at, o: h.shares.deduce(at.home, o["puzzle"]),
        (
            Option(
                "puzzle",
                "Puzzle number (default: the latest with a grid)",
                "number",
                required=False,
                low=0,
            ),
        ),
        shares=True,
        slow=True,
        private=True,
    ),
    Command(
        "analysis",
        "This channel's last game, guess by guess: skill and luck",
        lambda h, at, o: h.games.analysis(at.channel_id, at.author.id),
        shares=True,
        slow=True,
        heavy=True,
    ),
    Command(
        "import",
        "Read this channel's history for results: the Wordle app's, and pasted shares",
        lambda h, at, o: h.importer.command(at, o["days"]),
        (
            Option(
                "days",
                f"How far back (default {DEFAULT_DAYS}, at most {MAX_DAYS})",
                "number",
                required=False,
                default=DEFAULT_DAYS,
                low=1,
                high=MAX_DAYS,
            ),
        ),
        blurb="(a new server's past results)",
        shares=True,
        slow=True,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "link",
        "Who a plain @name in the Wordle app's results is (no member: the names waiting)",
        lambda h, at, o: h.app.link(at.guild_id, o["name"], o["member"]),
        (
            Option("name", "The name as the Wordle app wrote it", required=False, default=""),
            Option("member", "The member it is", "user", required=False),
        ),
        shares=True,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "preview",
        "See the daily summary or a leaderboard privately, with a button to publish it",
        lambda h, at, o: h.summary.preview(at.guild_id, o["what"] or PUBLISHED[0], o["game"]),
        (
            Option("what", "The summary, or a period's leaderboard", "choice", PUBLISHED, False),
            SCORED,
        ),
        shares=True,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "export",
        "Your results here as a file, CSV or JSON (admins: everyone's)",
        lambda h, at, o: h.shares.export(at, o["format"], o["everyone"]),
        (
            Option("format", "CSV (for a spreadsheet) or JSON", "choice", FORMATS, False, "csv"),
            Option("everyone", "Everyone's (Manage Server)", "flag", required=False, default=False),
        ),
        shares=True,
        private=True,
    ),
    Command(
        "forgetme",
        "Erase your results and your name from past games",
        lambda h, at, o: h.shares.forget(at.author),
        shares=True,
    ),
)
