"""The commands about a channel's game: start one, ask about it, mend it, and the server's
settings, lists and colours."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

from bot.commands._options import Board, Screenshot
from bot.commands._spec import NO_WORD, About, Command, NoOptions, Word, as_given
from bot.domain import Upload
from bot.formatting import game_title
from bot.store.model import ADVICE, SUMMARY_BOARDS, UNFINISHED
from solver import GAMES, MAX_LENGTH, MIN_LENGTH, SERVER


@dataclass(frozen=True)
class NewOptions:
    game: Annotated[
        str | None,
        About("Which game (default: the server's)", choices=(*GAMES, SERVER), label=game_title),
    ] = None
    length: Annotated[
        int | None,
        About(
            f"Letters a word has, {MIN_LENGTH}-{MAX_LENGTH} (Wordle; default 5)",
            low=MIN_LENGTH,
            high=MAX_LENGTH,
        ),
    ] = None


@dataclass(frozen=True)
class HintOptions:
    count: Annotated[int, About("How many suggestions (1-10)", low=1, high=10)] = 3
    public: Annotated[bool, About("Show everyone", slash_only=True)] = False


@dataclass(frozen=True)
class SolveOptions:
    guesses: Annotated[str, About("e.g. CRANE=c.a.. SLOTH=.l...", rest=True)] = ""
    hard: Annotated[bool, About("Hard mode")] = False
    screenshot: Screenshot = None


@dataclass(frozen=True)
class GuessOptions:
    word: Annotated[Word, About("The word you played")] = NO_WORD
    feedback: Annotated[str, About("e.g. 20010, c.E.., gybbg or 🟩⬛⬛🟨⬛", rest=True)] = ""
    screenshot: Screenshot = None


@dataclass(frozen=True)
class CandidatesOptions:
    limit: Annotated[int, About("How many to show (1-200)", low=1, high=200)] = 40
    board: Board = None


@dataclass(frozen=True)
class WhyOptions:
    word: Word
    board: Board = None


@dataclass(frozen=True)
class ModeOptions:
    mode: Literal["hard", "normal"]


@dataclass(frozen=True)
class SpoilersOptions:
    setting: Literal["on", "off"]


@dataclass(frozen=True)
class SettingsOptions:
    """Every one left out (None) stays as it is; none given shows them all."""

    listen: Annotated[str | None, About("Channels I read pastes in: #mentions, or all")] = None
    replies: Annotated[
        Literal["full", "compact", "reactions"] | None, About("How I answer a paste")
    ] = None
    spoilers: Annotated[Literal["on", "off"] | None, About("Spoilers by default")] = None
    hard: Annotated[Literal["on", "off"] | None, About("Hard mode by default")] = None
    timezone: Annotated[str | None, About("Time zone, e.g. Europe/Paris")] = None
    summary_channel: Annotated[
        str | None, About("Where the daily summary goes: #channel or off")
    ] = None
    summary_time: Annotated[str | None, About("When the daily summary comes, HH:MM")] = None
    game: Annotated[str | None, About("The game new games are: wordle, quordle, wordle6 …")] = None
    language: Annotated[
        Literal["auto", "en", "pt", "es", "de"] | None,
        About("The language replies speak: auto (Discord's), en, pt, es or de"),
    ] = None
    summary_boards: Annotated[
        str | None,
        About(
            "The leaderboards the daily summary adds: the week's on Mondays, the month's "
            "on the 1st",
            choices=SUMMARY_BOARDS,
        ),
    ] = None
    unfinished: Annotated[
        str | None,
        About(
            "A game started but not finished by the summary: listed apart, or a loss",
            choices=UNFINISHED,
        ),
    ] = None
    advice: Annotated[
        str | None,
        About(
            "What advice names first: a word players know where it is close, or the best",
            choices=ADVICE,
        ),
    ] = None


@dataclass(frozen=True)
class WordlistOptions:
    answers: Annotated[Upload | None, About("A text file, one likely answer a line")] = None
    guesses: Annotated[Upload | None, About("A text file of the other words allowed")] = None
    remove: Annotated[bool, About("Go back to the bundled lists")] = False


@dataclass(frozen=True)
class ColoursOptions:
    palette: Literal["standard", "high-contrast"]


@dataclass(frozen=True)
class HelpOptions:
    topic: Annotated[
        str, About("A group (playing, results, moderators) or a command, e.g. hint")
    ] = ""


# unannotated, so mypy checks each command's call against its own options (_spec.Command)
GAME_COMMANDS = (
    Command(
        "new",
        "Start a new game here: Wordle, or several boards at once",
        NewOptions,
        lambda h, at, o: h.games.new(at.channel_id, at.guild_id, o.game, at, o.length),
        blurb="({several}: one guess, every board's colours; Wordle of {lowest} to {highest} "
        "letters with `length`; {languages})",
    ),
    Command(
        "hint",
        "Best next guesses for this channel's game",
        HintOptions,
        lambda h, at, o: h.games.hint(at.channel_id, o.count),
        slow=True,
        heavy=True,
        private=True,
        anywhere=True,
    ),
    Command(
        "solve",
        "Your own game from its guesses: what is left and the best next guess",
        SolveOptions,
        # always the asker's own game, never a channel's
        lambda h, at, o: h.solve(at, o.guesses, o.hard, o.screenshot),
        slow=True,
        private=True,
        anywhere=True,
    ),
    Command(
        "guess",
        "Add a guess: the word and its colours",
        GuessOptions,
        lambda h, at, o: h.guess(at, o.word, o.feedback, o.screenshot),
        slow=True,
    ),
    Command(
        "status",
        "The board, what's left and what's known",
        NoOptions,
        lambda h, at, o: h.games.status(at.channel_id, viewer=at.author.id),
        slow=True,
    ),
    Command(
        "candidates",
        "Words still possible (in spoilers)",
        CandidatesOptions,
        lambda h, at, o: h.games.candidates(at.channel_id, o.limit, o.board),
        slow=True,
        anywhere=True,
    ),
    Command(
        "why",
        "Is this word still possible, and if not, why?",
        WhyOptions,
        lambda h, at, o: h.games.why(at.channel_id, o.word, o.board),
        slow=True,
        anywhere=True,
    ),
    Command(
        "undo",
        "Remove the last guess (yours; anyone's with Manage Messages)",
        NoOptions,
        lambda h, at, o: h.games.undo(at.channel_id, at),
        slow=True,
    ),
    Command(
        "reset",
        "Clear this channel's game (one others played in: Manage Messages)",
        NoOptions,
        lambda h, at, o: h.games.reset(at.channel_id, at),
    ),
    Command(
        "mode",
        "Hard mode hints (reuse revealed letters) or normal",
        ModeOptions,
        lambda h, at, o: h.games.mode(at.channel_id, o.mode == "hard"),
        needs="manage_channels",
    ),
    Command(
        "spoilers",
        "Hide candidate words in spoilers in this channel, or not",
        SpoilersOptions,
        lambda h, at, o: h.games.spoilers(at.channel_id, o.setting == "on"),
        needs="manage_channels",
    ),
    Command(
        "settings",
        "This server's settings: where I listen, how I reply, its defaults (admins)",
        SettingsOptions,
        lambda h, at, o: h.settings.change(at.guild_id, as_given(o)),
        private=True,
        needs="manage_guild",
    ),
    Command(
        "wordlist",
        "This server's own word list: answers and guesses as text files (admins)",
        WordlistOptions,
        lambda h, at, o: h.lists.change(at.guild_id, as_given(o)),
        blurb="(your own answers and guesses; `/new server` plays them)",
        slow=True,
        private=True,
        needs="manage_guild",
    ),
    Command(
        "colours",
        "Your pictures' colours: the game's usual ones, or high contrast (orange and blue)",
        ColoursOptions,
        lambda h, at, o: h.settings.colours(at.author.id, o.palette == "high-contrast"),
        blurb="(for you, wherever you play)",
        private=True,
        anywhere=True,
    ),
    Command(
        "help",
        "How to use wordle-huddle",
        HelpOptions,
        lambda h, at, o: h.help(o.topic),
    ),
)
