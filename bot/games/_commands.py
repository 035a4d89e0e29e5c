"""The channel game's slash commands: start one, ask about it, mend it, and the player's
own game (``/solve``).  ``bot/commands/`` places them in the one list."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal, Protocol

from bot import replies
from bot.domain import Asker, Incoming, Reply, Upload, followed_by, personal_channel
from bot.formatting import game_title
from bot.games._channel import Games
from bot.slash import NO_WORD, About, Command, NoOptions, Word
from solver import GAMES, MAX_LENGTH, MIN_LENGTH, MOST_BOARDS, SERVER

Board = Annotated[int | None, About("Which board (several-board games)", low=1, high=MOST_BOARDS)]
Screenshot = Annotated[Upload | None, About("A screenshot of your board instead")]


class Playing(Protocol):
    """The part of the service the game's commands reach: the games, and the screenshot
    a ``/guess`` gives, read as a message command reads a picture."""

    games: Games

    async def on_screenshot(
        self, msg: Incoming, image: bytes | None, asked: bool = False
    ) -> Reply | None: ...


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
    word: Annotated[Word, About("A word to check against the board's rows")]
    board: Board = None


@dataclass(frozen=True)
class ModeOptions:
    mode: Annotated[
        Literal["hard", "normal"], About("Hard or normal mode for this channel's games")
    ]


@dataclass(frozen=True)
class SpoilersOptions:
    setting: Annotated[
        Literal["on", "off"], About("Hide possible answers in spoilers here (on) or not (off)")
    ]


async def guess(h: Playing, at: Asker, o: GuessOptions) -> Reply:
    """``/guess``: a row typed (the word and its colours), or a screenshot's rows."""
    if o.screenshot is None:
        if not o.word.strip():
            return replies.guess_usage()
        where = (at.channel_id, at.guild_id, at.request_id, at.author)
        return await h.games.guess(*where, o.word, o.feedback)
    msg = Incoming(
        at.channel_id, at.guild_id, at.request_id, at.author, "", at.locale, posted=False
    )
    image = None if o.screenshot.too_big else o.screenshot.data
    return await h.on_screenshot(msg, image, asked=True) or replies.nothing_to_read()


async def solve(h: Playing, at: Asker, o: SolveOptions) -> Reply:
    """``/solve``: the asker's own game from its guesses, typed or in a screenshot; always
    the asker's own game, never a channel's."""
    guesses, shot = o.guesses, o.screenshot
    if shot is not None:
        read = await h.games.screens.read(None if shot.too_big else shot.data)
        if isinstance(read, Reply):
            return read
        guesses = read
    channel = personal_channel(at.author.id)
    reply = await h.games.solve(channel, at.request_id, at.author, guesses, o.hard)
    return followed_by(reply, [replies.screenshot_read(guesses)]) if shot else reply


async def _new(h: Playing, at: Asker, o: NewOptions) -> Reply:
    return await h.games.new(at.channel_id, at.guild_id, o.game, at, o.length)


async def _hint(h: Playing, at: Asker, o: HintOptions) -> Reply:
    return await h.games.hint(at.channel_id, o.count, o.public)


async def _status(h: Playing, at: Asker, o: NoOptions) -> Reply:
    return await h.games.status(at.channel_id, viewer=at.author.id)


async def _candidates(h: Playing, at: Asker, o: CandidatesOptions) -> Reply:
    return await h.games.candidates(at.channel_id, o.limit, o.board)


async def _why(h: Playing, at: Asker, o: WhyOptions) -> Reply:
    return await h.games.why(at.channel_id, o.word, o.board)


async def _undo(h: Playing, at: Asker, o: NoOptions) -> Reply:
    return await h.games.undo(at.channel_id, at)


async def _reset(h: Playing, at: Asker, o: NoOptions) -> Reply:
    return await h.games.reset(at.channel_id, at)


async def _mode(h: Playing, at: Asker, o: ModeOptions) -> Reply:
    return await h.games.mode(at.channel_id, o.mode == "hard")


async def _spoilers(h: Playing, at: Asker, o: SpoilersOptions) -> Reply:
    return await h.games.spoilers(at.channel_id, o.setting == "on")


async def _analysis(h: Playing, at: Asker, o: NoOptions) -> Reply:
    return await h.games.analysis(at.channel_id, at.author.id)


GAME_COMMANDS = (
    Command(
        "new",
        "Start a new game here: Wordle, or several boards at once",
        NewOptions,
        _new,
        blurb="({several}: one guess, every board's colours; Wordle of {lowest} to {highest} "
        "letters with `length`; {languages})",
    ),
    Command(
        "hint",
        "Best next guesses for this channel's game",
        HintOptions,
        _hint,
        slow=True,
        heavy=True,
        private=True,
        anywhere=True,
    ),
    Command(
        "solve",
        "Your own game from its guesses: what is left and the best next guess",
        SolveOptions,
        solve,
        slow=True,
        private=True,
        anywhere=True,
    ),
    Command(
        "guess",
        "Add a guess: the word and its colours",
        GuessOptions,
        guess,
        slow=True,
    ),
    Command(
        "status",
        "The board, what's left and what's known",
        NoOptions,
        _status,
        slow=True,
    ),
    Command(
        "candidates",
        "Words still possible (in spoilers)",
        CandidatesOptions,
        _candidates,
        slow=True,
        anywhere=True,
    ),
    Command(
        "why",
        "Is this word still possible, and if not, why?",
        WhyOptions,
        _why,
        slow=True,
        anywhere=True,
    ),
    Command(
        "undo",
        "Remove the last guess (yours; anyone's with Manage Messages)",
        NoOptions,
        _undo,
        slow=True,
    ),
    Command(
        "reset",
        "Clear this channel's game (one others played in: Manage Messages)",
        NoOptions,
        _reset,
    ),
    Command(
        "mode",
        "Hard mode hints (reuse revealed letters) or normal",
        ModeOptions,
        _mode,
        needs="manage_channels",
    ),
    Command(
        "spoilers",
        "Hide candidate words in spoilers in this channel, or not",
        SpoilersOptions,
        _spoilers,
        needs="manage_channels",
    ),
    Command(
        "analysis",
        "This channel's last game, guess by guess: skill and luck",
        NoOptions,
        _analysis,
        shares=True,
        slow=True,
        heavy=True,
    ),
)
