"""The one list of slash commands.  The cog takes its names, descriptions and option
descriptions from here, the console its dispatcher (argument reading and usage lines), and
``/help`` its text; a test checks the three agree."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Option:
    name: str
    description: str = ""
    number: bool = False  # a whole number (else text)
    choices: tuple[str, ...] = ()
    required: bool = True
    rest: bool = False  # the console reads the rest of the line into it
    slash_only: bool = False  # not offered by the console nor shown in /help

    def usage(self, console: bool) -> str:
        shown = "|".join(self.choices) if self.choices else self.name
        if console and not self.choices:
            shown = shown.upper()
        return shown if self.required else f"[{shown}]"


@dataclass(frozen=True)
class Command:
    name: str
    description: str  # the slash command's description
    options: tuple[Option, ...] = ()
    blurb: str = ""  # said after its usage in /help
    shares: bool = False  # listed with the share commands in /help

    @property
    def typed(self) -> tuple[Option, ...]:
        """The options a console user types, in order."""
        return tuple(o for o in self.options if not o.slash_only)

    def usage(self, console: bool = False) -> str:
        return " ".join([f"/{self.name}", *(o.usage(console) for o in self.typed)])

    def described(self) -> dict[str, str]:
        """Option descriptions, for ``app_commands.describe``."""
        return {o.name: o.description for o in self.options if o.description}


GAMES = ("wordle", "dordle", "quordle", "octordle", "sedecordle")

COMMANDS: tuple[Command, ...] = (
    Command(
        "new",
        "Start a new game here: Wordle, or several boards at once",
        (Option("game", "Which game (default: Wordle)", choices=GAMES, required=False),),
        blurb="(Dordle, Quordle, Octordle: one guess, every board's colours)",
    ),
    Command(
        "hint",
        "Best next guesses for this channel's game",
        (
            Option("count", "How many suggestions (1-10)", number=True, required=False),
            Option("public", "Show everyone", required=False, slash_only=True),
        ),
        blurb="best next guesses (only you see it)",
    ),
    Command(
        "guess",
        "Add a guess: the word and its colours",
        (
            Option("word", "The word you played"),
            Option("feedback", "e.g. 20010, c.E.., gybbg or 🟩⬛⬛🟨⬛", rest=True),
        ),
    ),
    Command("status", "The board, what's left and what's known"),
    Command(
        "candidates",
        "Words still possible (in spoilers)",
        (
            Option("limit", "How many to show (1-200)", number=True, required=False),
            Option("board", "Which board (several-board games)", number=True, required=False),
        ),
    ),
    Command(
        "why",
        "Is this word still possible, and if not, why?",
        (
            Option("word"),
            Option("board", "Which board (several-board games)", number=True, required=False),
        ),
    ),
    Command("undo", "Remove the last guess"),
    Command("reset", "Clear this channel's game"),
    Command(
        "mode",
        "Hard mode hints (reuse revealed letters) or normal",
        (Option("mode", choices=("hard", "normal")),),
    ),
    Command(
        "spoilers",
        "Hide candidate words in spoilers in this channel, or not",
        (Option("setting", choices=("on", "off")),),
    ),
    Command("help", "How to use wordle-huddle"),
    Command(
        "stats",
        "Games, win rate, streaks and guess distribution",
        (
            Option("user", "Whose stats (default: yours)", required=False),
            Option("game", "Which game (default: Wordle)", choices=GAMES[:4], required=False),
        ),
        shares=True,
    ),
    Command(
        "leaderboard",
        "Who plays best here (a fair Bayesian ranking)",
        (
            Option("period", choices=("week", "month", "all"), required=False),
            Option("game", "Which game (default: Wordle)", choices=GAMES[:4], required=False),
        ),
        shares=True,
    ),
    Command(
        "deduce",
        "Which answers fit every grid posted for a puzzle",
        (
            Option(
                "puzzle",
                "Puzzle number (default: the latest with a grid)",
                number=True,
                required=False,
            ),
        ),
        blurb="(what everyone's grids leave)",
        shares=True,
    ),
    Command(
        "analysis",
        "This channel's last game, guess by guess: skill and luck",
        blurb="(the last game, guess by guess)",
        shares=True,
    ),
    Command("forgetme", "Erase your results and your name from past games", shares=True),
)
BY_NAME = {c.name: c for c in COMMANDS}


def help_line(shares: bool) -> str:
    """The /help line listing the game (or the share) commands."""
    return " · ".join(
        f"`{c.usage()}`" + (f" {c.blurb}" if c.blurb else "")
        for c in COMMANDS
        if c.shares == shares
    )
