"""What the store keeps, as the service's own types: patterns, statuses, authors."""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain import Author, Status
from solver import (
    SERVER,
    VARIANTS,
    WORDLE,
    Guess,
    Pattern,
    PerBoard,
    Play,
    Variant,
    board_histories,
    played_late,
    variant_of,
)

APP = "app"  # a result's source when the Wordle app's summary gave it (else ``SHARE``)
SHARE = "share"  # a result's source when a pasted share gave it


@dataclass(frozen=True)
class StoredGuess(PerBoard):
    word: str
    patterns: tuple[Pattern | None, ...]  # one per board; None where it was already solved
    author: Author
    message_id: int
    hard: bool | None = None  # the mode it was played in; None: not kept (an older row)
    shown: str | None = None  # the row as typed (ÓTIMO ⬛⬛🟨⬛🟩); None: not kept

    @property
    def guess(self) -> Guess:
        return Guess(self.word, self.pattern)


@dataclass(frozen=True)
class SeenAgain:
    """A guess someone pasted again, the same word with the same colours: one row on the
    board, and one more player who played it."""

    word: str
    author: Author
    message_id: int


@dataclass(frozen=True)
class Behind:
    """A channel's latest game, as a restart reads what the channel missed while away; or
    a channel with no game of late whose shares counted results (``shared``)."""

    channel_id: int
    guild_id: int | None
    last_message: int  # the newest message the channel's games read (0: none yet)
    started_at: float  # when the game began (a /new before any row)
    posted: tuple[int, ...]  # its rows' messages posted in the channel (none if cleared)
    # its messages of late whose shares count results: a share with no typed words gives
    # no row, yet deleted while nobody listened, its result leaves stats all the same
    shared: tuple[int, ...] = ()


@dataclass(frozen=True)
class StoredSession:
    id: int
    channel_id: int
    guild_id: int | None
    puzzle: int | None
    status: Status
    started_at: float
    updated_at: float
    guesses: tuple[StoredGuess, ...]
    version: int = 0  # raised by every change; a write may insist on the one it read
    kind_name: str = "wordle"
    seen_again: tuple[SeenAgain, ...] = ()

    def players(self, row: StoredGuess) -> list[Author]:
        """Who played a row: its poster, then whoever pasted it again."""
        again = [s.author for s in self.seen_again if s.word == row.word]
        return list({a.id: a for a in [row.author, *again]}.values())

    @property
    def messages(self) -> set[int]:
        """The messages that put something in the game (a row, or a row pasted again)."""
        return {g.message_id for g in self.guesses} | {s.message_id for s in self.seen_again}

    @property
    def everyone(self) -> list[Author]:
        """Everyone who played a row of the game, in order of play."""
        return list({a.id: a for g in self.guesses for a in self.players(g)}.values())

    @property
    def kind(self) -> Variant:
        found = variant_of(self.kind_name)
        assert found is not None, self.kind_name  # the store writes only what a variant names
        return found

    @property
    def history(self) -> list[Guess]:
        """A Wordle game's guesses (a multi-board game has one history per board)."""
        return [g.guess for g in self.guesses]

    @property
    def plays(self) -> list[Play]:
        return [g.play for g in self.guesses]

    def modes(self, hard_now: bool) -> list[bool]:
        """The mode each row was played in; a row too old to say takes ``hard_now``, the
        channel's mode today."""
        return [hard_now if g.hard is None else g.hard for g in self.guesses]

    def histories(self) -> list[list[Guess]]:
        """Each board's history (one for Wordle)."""
        return board_histories(self.plays, self.kind.boards)


@dataclass(frozen=True)
class ChannelSettings:
    hard: bool
    spoilers: bool
    familiar: bool = True  # advice names a word players know first (the server's ``advice``)


REPLY_STYLES = ("full", "compact", "reactions")


ADVICE = ("familiar", "best")  # what advice names first: a word players know, or the best
SUMMARY_BOARDS = ("week", "month", "both", "none")  # Mondays' week, the 1st's month
UNFINISHED = ("apart", "loss")  # what the daily summary does with a game started, unfinished


@dataclass(frozen=True)
class GuildSettings:
    """A server's settings (``/settings``); None where its admins chose nothing, so the
    bot's own default applies."""

    listen: tuple[int, ...] | None = None  # the channels it listens in; None: all
    reply_style: str = "full"  # how a paste is answered: REPLY_STYLES
    spoilers: bool | None = None  # its channels' default; None: HUDDLE_SPOILERS
    hard: bool | None = None  # its channels' default; None: normal
    timezone: str = "UTC"
    summary_channel: int | None = None
    summary_time: str | None = None  # HH:MM in the timezone
    game: str | None = None  # a variant's name: what a channel starts by default; None: Wordle
    word_list: str | None = None  # its own list's variant (server-<digest>-<length>), if any
    language: str | None = None  # what replies speak (bot/i18n); None: Discord's locale
    unfinished: str = "apart"  # a started game with no result by the summary: UNFINISHED
    summary_boards: str = "week"  # the boards the daily summary adds: SUMMARY_BOARDS
    advice: str = "familiar"  # what advice names first: ADVICE

    def listens_in(self, channel_id: int) -> bool:
        return self.listen is None or channel_id in self.listen

    @property
    def starts(self) -> Variant:
        """The game its channels start by default (Wordle where it chose none)."""
        name = self.word_list if self.game == SERVER else self.game
        return (variant_of(name) if name else None) or WORDLE


@dataclass(frozen=True)
class Channel:
    """One read of a channel: its latest session (whatever its status) and its settings."""

    session: StoredSession | None
    settings: ChannelSettings


@dataclass(frozen=True)
class StoredShare:
    """One player's NYT share for one puzzle: their result and letterless rows."""

    author: Author
    result: int | None  # guesses used; None for a loss (X/6)
    hard: bool
    rows: tuple[Pattern, ...]
    source: str = "share"  # share | app (the Wordle app's summary: no grid)
    words: tuple[str | None, ...] | None = None  # typed beside the rows, where they fit

    @property
    def grid(self) -> tuple[tuple[Pattern, ...], bool]:
        """The share as grid deduction takes it: its rows and whether it was hard mode."""
        return self.rows, self.hard

    @property
    def typed(self) -> list[tuple[str, Pattern]]:
        """Its rows that carry the word played: clues with letters."""
        return [(w, r) for w, r in zip(self.words or (), self.rows) if w]


@dataclass(frozen=True)
class Result:
    """One player's NYT share: the stats' unit."""

    author_id: int
    author_name: str
    puzzle: int
    result: int | None  # guesses used; None for a loss (X/6)
    hard: bool
    source: str = "share"  # share | app (the Wordle app's summary)
    posted: float = 0.0  # when its message was sent (a timestamp; 0: not known)

    @property
    def from_app(self) -> bool:
        return self.source == APP

    @property
    def archive(self) -> bool:
        """A late play of an old puzzle (the NYT's Wordle Archive): it counts as that
        puzzle's result, but never makes or breaks a streak."""
        return bool(self.posted) and played_late(self.puzzle, self.posted)

    @property
    def cost(self) -> int:
        """What the game counts for on the leaderboard: its guesses, a loss as 7."""
        return WORDLE.miss_cost if self.result is None else self.result


@dataclass(frozen=True)
class BoardResult:
    """One player's share of a multi-board game (Dordle, Quordle, Octordle)."""

    author_id: int
    author_name: str
    game: str
    puzzle: int
    boards: tuple[int | None, ...]  # guesses each board took; None for a missed board
    posted: float = 0.0  # when its message was sent (a timestamp; 0: not known)

    @property
    def kind(self) -> Variant:
        return VARIANTS[self.game]

    @property
    def result(self) -> int | None:
        """Guesses used to finish every board; None when one was missed (a loss)."""
        return None if None in self.boards else max(b for b in self.boards if b is not None)

    @property
    def archive(self) -> bool:
        """A late play of an old puzzle, as the NYT's are (``Result.archive``), for a game
        whose numbers are days known here (Termo's, Wordle Global's, hello wordl's,
        Quordle's): it counts as that puzzle's result, but never makes or breaks a streak.
        Another game's numbers say no day known here, so none of its results is late."""
        return bool(self.posted) and played_late(self.puzzle, self.posted, self.kind)

    @property
    def cost(self) -> int:
        """The game's score, as the games themselves count it: every board's guesses
        added, a missed board counting one more than the rows."""
        return sum(self.kind.miss_cost if b is None else b for b in self.boards)


@dataclass(frozen=True)
class TookPart:
    """A channel game a player played rows in (or pasted a row of again)."""

    status: Status
    rows: int  # the rows they played in it


@dataclass(frozen=True)
class Unresolved:
    """A result the Wordle app gave a plain display name no member had yet: kept by the
    name until a member with it appears or an admin links it (``/link``)."""

    name: str
    puzzle: int
    result: int | None


@dataclass
class ImportRun:
    """One ``/import`` of a channel's history, oldest message first: how far it got, kept
    as it goes so that a restart goes on from there."""

    channel_id: int
    guild_id: int | None
    since: int  # a snowflake: read messages after it ...
    cursor: int  # ... from the one after this (the newest read so far) ...
    until: int  # ... to this one
    messages: int = 0  # read so far
    results: int = 0  # players' results recorded so far
    finished: bool = False


@dataclass(frozen=True)
class Summary:
    """One of the Wordle app's summaries, read: the puzzle it was taken for, its streak."""

    puzzle: int
    streak: int | None


@dataclass(frozen=True)
class ShareRow:
    """An NYT share as a result (``Store.add_share``'s values)."""

    puzzle: int
    result: int | None  # guesses used; None for a loss (X/6)
    hard: bool
    rows: tuple[Pattern, ...]
    words: tuple[str | None, ...] | None = None


@dataclass(frozen=True)
class BoardsRow:
    """A multi-board share as a result (``Store.add_board_result``'s values)."""

    game: str
    puzzle: int
    boards: tuple[int | None, ...]


@dataclass(frozen=True)
class GameRows:
    """A paste's rows for its channel's game: the session they join, or (``session_id``
    None) a new game of ``kind``, started only if no other began since ``seen``."""

    session_id: int | None
    expected: int | None  # the version the session was read at (None: a new one)
    seen: int  # the channel's latest session when read (0: none)
    kind: str
    plays: tuple[Play, ...]  # the message's rows (none: rows the board has, pasted again)
    status: Status  # the game's status with them
    puzzle: int | None = None
    replace_message: bool = False  # an edit: the message's earlier rows go first
    seen_again: tuple[str, ...] = ()
    ending: int | None = None  # a session cleared first (another puzzle's, or gone idle)
    shown: tuple[str, ...] = ()  # each play as typed, for /why to quote ("": not typed)
    hard: bool | None = None  # the mode the plays were judged in (None: read when written)


@dataclass(frozen=True)
class PasteWrites:
    """Everything one accepted paste writes (``Store.take_paste``): its shares' results
    and its rows, the message marked read."""

    channel_id: int
    guild_id: int | None
    home: int  # where its results count: the server, or a DM's channel
    message_id: int
    author: Author
    posted: bool = True  # a message in the channel (a command's interaction is not)
    shares: tuple[ShareRow, ...] = ()
    boards: tuple[BoardsRow, ...] = ()
    game: GameRows | None = None
    # an edit: the results the message's earlier text counted go first, in the same
    # transaction, so an edit refused (nothing written) leaves them as they were
    edit: bool = False


@dataclass(frozen=True)
class Taken:
    """What a paste's transaction leaves: its game as it now stands (None: it wrote no
    rows), the puzzles whose earlier share of the poster's it replaced, and the poster's
    results after it (read only when it had shares): the NYT's, and those of the other
    games its shares were of."""

    session: StoredSession | None
    replaced: tuple[int, ...] = ()
    results: tuple[Result, ...] = ()
    boards: tuple[BoardResult, ...] = ()
