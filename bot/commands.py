"""The one list of slash commands, and what answers each.

The cog builds its slash commands from here (names, descriptions, option types), the
console its dispatcher (argument reading and usage lines), and ``/help`` its text; each
front then hands a command to ``Huddle.answer``, which calls the command's ``call`` on the
service's features.  So a new command is one entry here, the feature method that answers
it, and its replies.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from bot.domain import Asker, Reply, personal_channel
from bot.formatting import choice_runs, game_title
from bot.games import Games
from bot.settings import Settings
from bot.shares import FORMATS, Shares
from bot.wordle_app import DEFAULT_DAYS, MAX_DAYS, DailySummary, Importer, WordleApp
from bot.wordlists import ServerLists
from solver.game.variants import (
    GAMES,
    MAX_LENGTH,
    MIN_LENGTH,
    MOST_BOARDS,
    SERVER,
    SHARED_GAMES,
)

Options = dict[str, Any]


class Features(Protocol):
    """What a command's ``call`` is given: the service's features (``bot.service.Huddle``)."""

    games: Games
    shares: Shares
    settings: Settings
    app: WordleApp
    importer: Importer
    summary: DailySummary
    lists: ServerLists

    async def help(self) -> Reply: ...


Call = Callable[[Features, Asker, Options], Awaitable[Reply]]
OptionType = Literal["text", "number", "choice", "flag", "user", "word", "file"]


@dataclass(frozen=True)
class Option:
    name: str
    description: str = ""
    type: OptionType = "text"  # word: a valid guess, offered as the user types
    choices: tuple[str, ...] = ()
    required: bool = True
    default: Any = None  # given when an optional option is left out
    low: int | None = None  # a number's bounds
    high: int | None = None
    rest: bool = False  # the console reads the rest of the line into it
    slash_only: bool = False  # not offered by the console nor shown in /help
    label: Callable[[str], str] | None = None  # how Discord lists a choice (else as typed)

    @property
    def number(self) -> bool:
        return self.type == "number"

    def usage(self, console: bool) -> str:
        shown = "|".join(choice_runs(self.choices)) if self.choices else self.name
        if console and not self.choices:
            shown = shown.upper()
        return shown if self.required else f"[{shown}]"


@dataclass(frozen=True)
class Command:
    name: str
    description: str  # the slash command's description
    call: Call  # what answers it: a feature's method, given who asked and the options
    options: tuple[Option, ...] = ()
    blurb: str = ""  # said after its usage in /help
    shares: bool = False  # listed with the share commands in /help
    slow: bool = False  # the answer may take a while: the cog defers it first
    heavy: bool = False  # up to a second of solver work: its own lane, one per user
    private: bool = False  # only the asker sees it (a ``public`` option may override)
    # the Discord permission (a discord.Permissions name) a member needs by default: Discord
    # hides the command from others, and a server's admins may grant it to more (so the
    # bot does not check it again, which would undo their choice)
    needs: str | None = None
    # also offered by a user install, in DMs and group chats, over the user's own session
    # (the others need a server's channel: its messages, its game, its members)
    anywhere: bool = False

    @property
    def typed(self) -> tuple[Option, ...]:
        """The options a console user types, in order."""
        return tuple(o for o in self.options if not o.slash_only)

    def usage(self, console: bool = False) -> str:
        return " ".join([f"/{self.name}", *(o.usage(console) for o in self.typed)])

    def described(self) -> dict[str, str]:
        """Option descriptions, for ``app_commands.describe``."""
        return {o.name: o.description for o in self.options if o.description}

    def filled(self, given: Options) -> Options:
        """Every option's value: the given ones, and the defaults of those left out."""
        return {o.name: given.get(o.name, o.default) for o in self.options}


PUBLISHED = ("summary", "week", "month", "all")  # what /preview shows, the first by default
BOARD = Option(
    "board", "Which board (several-board games)", "number", required=False, low=1, high=MOST_BOARDS
)
SCORED = Option(
    "game",
    "Which game (default: Wordle)",
    "choice",
    SHARED_GAMES,
    False,
    SHARED_GAMES[0],
    label=game_title,
)

COMMANDS: tuple[Command, ...] = (
    Command(
        "new",
        "Start a new game here: Wordle, or several boards at once",
        lambda h, at, o: h.games.new(at.channel_id, at.guild_id, o["game"], at, o["length"]),
        (
            Option(
                "game",
                "Which game (default: the server's)",
                "choice",
                (*GAMES, SERVER),
                False,
                label=game_title,
            ),
            Option(
                "length",
                f"Letters a word has, {MIN_LENGTH}-{MAX_LENGTH} (Wordle; default 5)",
                "number",
                required=False,
                low=MIN_LENGTH,
                high=MAX_LENGTH,
            ),
        ),
        blurb="({several}: one guess, every board's colours; Wordle of {lowest} to {highest} "
        "letters with `length`; {languages})",
    ),
    Command(
        "hint",
        "Best next guesses for this channel's game",
        lambda h, at, o: h.games.hint(at.channel_id, o["count"]),
        (
            Option(
                "count",
                "How many suggestions (1-10)",
                "number",
                required=False,
                default=3,
                low=1,
                high=10,
            ),
            Option(
                "public", "Show everyone", "flag", required=False, default=False, slash_only=True
            ),
        ),
        blurb="best next guesses (only you see it)",
        slow=True,
        heavy=True,
        private=True,
        anywhere=True,
    ),
    Command(
        "solve",
        "Your own game from its guesses: what is left and the best next guess",
        lambda h, at, o: h.games.solve(  # always the asker's own game, never a channel's
            personal_channel(at.author.id), at.request_id, at.author, o["guesses"], o["hard"]
        ),
        (
            Option("guesses", "e.g. CRANE=c.a.. SLOTH=.l...", rest=True),
            Option("hard", "Hard mode", "flag", required=False, default=False),
        ),
        slow=True,
        private=True,
        anywhere=True,
    ),
    Command(
        "guess",
        "Add a guess: the word and its colours",
        lambda h, at, o: h.games.guess(
            at.channel_id, at.guild_id, at.request_id, at.author, o["word"], o["feedback"]
        ),
        (
            Option("word", "The word you played", "word"),
            Option("feedback", "e.g. 20010, c.E.., gybbg or 🟩⬛⬛🟨⬛", rest=True),
        ),
        slow=True,
    ),
    Command(
        "status",
        "The board, what's left and what's known",
        lambda h, at, o: h.games.status(at.channel_id, viewer=at.author.id),
        slow=True,
    ),
    Command(
        "candidates",
        "Words still possible (in spoilers)",
        lambda h, at, o: h.games.candidates(at.channel_id, o["limit"], o["board"]),
        (
            Option(
                "limit",
                "How many to show (1-200)",
                "number",
                required=False,
                default=40,
                low=1,
                high=200,
            ),
            BOARD,
        ),
        slow=True,
        anywhere=True,
    ),
    Command(
        "why",
        "Is this word still possible, and if not, why?",
        lambda h, at, o: h.games.why(at.channel_id, o["word"], o["board"]),
        (Option("word", type="word"), BOARD),
        slow=True,
        anywhere=True,
    ),
    Command(
        "undo",
        "Remove the last guess (yours; anyone's with Manage Messages)",
        lambda h, at, o: h.games.undo(at.channel_id, at),
        slow=True,
    ),
    Command(
        "reset",
        "Clear this channel's game (one others played in: Manage Messages)",
        lambda h, at, o: h.games.reset(at.channel_id, at),
    ),
    Command(
        "mode",
        "Hard mode hints (reuse revealed letters) or normal",
        lambda h, at, o: h.games.mode(at.channel_id, o["mode"] == "hard"),
        (Option("mode", type="choice", choices=("hard", "normal")),),
        needs="manage_channels",
    ),
    Command(
        "spoilers",
        "Hide candidate words in spoilers in this channel, or not",
        lambda h, at, o: h.games.spoilers(at.channel_id, o["setting"] == "on"),
        (Option("setting", type="choice", choices=("on", "off")),),
        needs="manage_channels",
    ),
    Command(
        "settings",
        "This server's settings: where I listen, how I reply, its defaults (admins)",
        lambda h, at, o: h.settings.change(at.guild_id, o),
        (
            Option("listen", "Channels I read pastes in: #mentions, or all", required=False),
            Option(
                "replies",
                "How I answer a paste",
                "choice",
                ("full", "compact", "reactions"),
                required=False,
            ),
            Option("spoilers", "Spoilers by default", "choice", ("on", "off"), required=False),
            Option("hard", "Hard mode by default", "choice", ("on", "off"), required=False),
            Option("timezone", "Time zone, e.g. Europe/Paris", required=False),
            Option(
                "summary_channel", "Where the daily summary goes: #channel or off", required=False
            ),
            Option("summary_time", "When the daily summary comes, HH:MM", required=False),
            Option("game", "The game new games are: wordle, quordle, wordle6 …", required=False),
            Option(
                "language",
                "The language replies speak: auto (Discord's), en, pt, es or de",
                "choice",
                ("auto", "en", "pt", "es", "de"),
                required=False,
            ),
        ),
        blurb="(Manage Server: where I listen, how I reply, defaults)",
        private=True,
        needs="manage_guild",
    ),
    Command(
        "wordlist",
        "This server's own word list: answers and guesses as text files (admins)",
        lambda h, at, o: h.lists.change(at.guild_id, o),
        (
            Option("answers", "A text file, one likely answer a line", "file", required=False),
            Option("guesses", "A text file of the other words allowed", "file", required=False),
            Option("remove", "Go back to the bundled lists", "flag", required=False),
        ),
        blurb="(Manage Server: your own answers and guesses; `/new server` plays them)",
        slow=True,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "colours",
        "Your pictures' colours: the game's usual ones, or high contrast (orange and blue)",
        lambda h, at, o: h.settings.colours(at.author.id, o["palette"] == "high-contrast"),
        (Option("palette", type="choice", choices=("standard", "high-contrast")),),
        blurb="(for you, wherever you play)",
        private=True,
        anywhere=True,
    ),
    Command("help", "How to use wordle-huddle", lambda h, at, o: h.help()),
    Command(
        "stats",
        "Games, win rate, streaks and guess distribution",
        lambda h, at, o: h.shares.stats(at.home, o["user"] or at.author, o["game"], at.author.id),
        (Option("user", "Whose stats (default: yours)", "user", required=False), SCORED),
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
        blurb="(what everyone's grids leave)",
        shares=True,
        slow=True,
        private=True,
    ),
    Command(
        "analysis",
        "This channel's last game, guess by guess: skill and luck",
        lambda h, at, o: h.games.analysis(at.channel_id, at.author.id),
        blurb="(the last game, guess by guess)",
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
        blurb="(Manage Server: a new server's past results)",
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
        blurb="(Manage Server)",
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
        blurb="(Manage Server)",
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
BY_NAME = {c.name: c for c in COMMANDS}
