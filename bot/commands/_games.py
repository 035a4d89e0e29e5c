"""The commands about a channel's game: start one, ask about it, mend it, and the server's
settings, lists and colours."""

from __future__ import annotations

from bot.commands._options import BOARD
from bot.commands._spec import Command, Option
from bot.formatting import game_title
from bot.store.model import ADVICE, SUMMARY_BOARDS, UNFINISHED
from solver import GAMES, MAX_LENGTH, MIN_LENGTH, SERVER

GAME_COMMANDS: tuple[Command, ...] = (
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
        slow=True,
        heavy=True,
        private=True,
        anywhere=True,
    ),
    Command(
        "vote",
        "A poll of the best next guesses, for the channel to choose",
        lambda h, at, o: h.votes.open(at, o["minutes"]),
        (
            Option(
                "minutes",
                "How long the vote runs (1-60, default 5)",
                "number",
                required=False,
                default=5,
                low=1,
                high=60,
            ),
        ),
        slow=True,
        heavy=True,
    ),
    Command(
        "solve",
        "Your own game from its guesses: what is left and the best next guess",
        # always the asker's own game, never a channel's
        lambda h, at, o: h.solve(at, o["guesses"], o["hard"], o["screenshot"]),
        (
            Option(
                "guesses", "e.g. CRANE=c.a.. SLOTH=.l...", required=False, default="", rest=True
            ),
            Option("hard", "Hard mode", "flag", required=False, default=False),
            Option("screenshot", "A screenshot of your board instead", "file", required=False),
        ),
        slow=True,
        private=True,
        anywhere=True,
    ),
    Command(
        "guess",
        "Add a guess: the word and its colours",
        lambda h, at, o: h.guess(at, o["word"], o["feedback"], o["screenshot"]),
        (
            Option("word", "The word you played", "word", required=False, default=""),
            Option(
                "feedback",
                "e.g. 20010, c.E.., gybbg or 🟩⬛⬛🟨⬛",
                required=False,
                default="",
                rest=True,
            ),
            Option("screenshot", "A screenshot of your board instead", "file", required=False),
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
            Option(
                "summary_boards",
                "The leaderboards the daily summary adds: the week's on Mondays, the month's "
                "on the 1st",
                "choice",
                SUMMARY_BOARDS,
                required=False,
            ),
            Option(
                "unfinished",
                "A game started but not finished by the summary: listed apart, or a loss",
                "choice",
                UNFINISHED,
                required=False,
            ),
            Option(
                "advice",
                "What advice names first: a word players know where it is close, or the best",
                "choice",
                ADVICE,
                required=False,
            ),
        ),
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
        blurb="(your own answers and guesses; `/new server` plays them)",
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
    Command(
        "help",
        "How to use wordle-huddle",
        lambda h, at, o: h.help(o["topic"]),
        (
            Option(
                "topic",
                "A group (playing, results, moderators) or a command, e.g. hint",
                required=False,
                default="",
            ),
        ),
    ),
)
