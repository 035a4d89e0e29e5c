"""Reading what the official Wordle app posts in a channel (pure: no store, no Discord).

The app (an embedded Activity) posts, as a bot user, a daily summary of the group's
results, a notice while someone plays, and, for ``/share``, a Components V2 message whose
text sits in its components.  A summary names no puzzle: ``puzzle_of`` says which it is.

A line's players are mentions (``<@id>``, ``<@!id>``) or plain ``@Display Name`` (for
about one in five players), mixed freely; a plain name runs to the next `` @`` or mention
and comes with Discord's markdown escapes (``@MR\\.smith`` is MR.smith).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date

from bot.store.model import Summary
from solver import WORDLE, puzzle_on

# the application (and its bot user) that posts them: recognised by id, never by text
APP_ID = 1211781489931452447

SUMMARY = re.compile(r"here are yesterday[’']s results", re.IGNORECASE)
STREAK = re.compile(r"on an? (?P<days>\d{1,6}) day streak", re.IGNORECASE)
RESULT_LINE = re.compile(
    rf"^\s*(?P<crown>👑\s*)?(?P<score>[1-{WORDLE.rows}]|[xX])/{WORDLE.rows}:\s*(?P<players>.+)$"
)
MENTION = re.compile(r"<@!?(\d{1,20})>")
PLAIN_NAME = re.compile(r"(?:^|\s)@(?=\S)")  # where a plain name begins
ESCAPED = re.compile(r"\\([^0-9A-Za-z\s])")  # Discord's markdown escapes: \. \_ \* \\ …
PLAYING = re.compile(r"\b(?:is|was|are|were) playing\b", re.IGNORECASE)
MARKUP = re.compile(r"\*\*|__")


@dataclass(frozen=True)
class Player:
    """A player as the app names them: a mention's user id, or a plain display name."""

    id: int | None = None
    name: str | None = None

    def to_json(self) -> dict[str, str]:
        return {"id": str(self.id)} if self.id is not None else {"name": self.name or ""}


@dataclass(frozen=True)
class ResultLine:
    """One line of a summary: every player who finished in ``score`` guesses."""

    score: int | None  # None: X, not solved
    crown: bool  # the day's best line
    players: tuple[Player, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "score": self.score,
            "crown": self.crown,
            "players": [p.to_json() for p in self.players],
        }


@dataclass(frozen=True)
class AppPost:
    """What one of the app's messages says: ``app_results`` (a summary with at least one
    result line), ``app_playing`` (a notice) or ``none``."""

    kind: str
    streak: int | None = None
    results: tuple[ResultLine, ...] = ()
    playing: tuple[Player, ...] = ()  # a notice's players: those who started the puzzle

    @property
    def players(self) -> int:
        return sum(len(line.players) for line in self.results)

    def to_json(self, puzzle: int | None = None) -> dict[str, object]:
        if self.kind != "app_results":
            return {"kind": self.kind}
        return {
            "kind": self.kind,
            "puzzle": puzzle,
            "streak": self.streak,
            "results": [line.to_json() for line in self.results],
        }


NOT_THE_APPS = AppPost("none")


def unescaped(name: str) -> str:
    """A display name as its member sees it, Discord's markdown escapes taken out."""
    return ESCAPED.sub(r"\1", name).strip()


def players_in(text: str) -> tuple[Player, ...]:
    """A result line's players, in order: mentions and plain names mixed."""
    found: list[Player] = []
    pieces = MENTION.split(text)  # text, id, text, id, …, text
    for n, piece in enumerate(pieces):
        if n % 2:
            found.append(Player(id=int(piece)))
            continue
        at = list(PLAIN_NAME.finditer(piece))
        ends = [m.start() for m in at[1:]] + [len(piece)] if at else []
        names = (unescaped(MARKUP.sub("", piece[m.end() : end])) for m, end in zip(at, ends))
        found += [Player(name=name) for name in names if name]
    return tuple(found)


def read_post(text: str) -> AppPost:
    """What one of the app's messages says (the caller knows the app wrote it)."""
    if SUMMARY.search(text):
        lines = tuple(_result_lines(text.splitlines()))
        if not lines:
            return NOT_THE_APPS  # a summary of nobody: nothing to record
        streak = STREAK.search(MARKUP.sub("", text))
        return AppPost("app_results", int(streak["days"]) if streak else None, lines)
    if PLAYING.search(text) and MENTION.search(text):
        return AppPost("app_playing", playing=players_in(text.split("\n")[0]))
    return NOT_THE_APPS


def _result_lines(lines: Iterable[str]) -> Iterable[ResultLine]:
    for line in lines:
        if (m := RESULT_LINE.match(line)) and (players := players_in(m["players"])):
            score = None if m["score"] in "xX" else int(m["score"])
            yield ResultLine(score, bool(m["crown"]), players)


def puzzle_of(posted: date, streak: int | None, before: Summary | None, newest: int) -> int:
    """The puzzle a summary is about.  The app posts yesterday's results, so it is the
    day before ``posted`` (the guild's local date); but a summary posted late, on the same
    day as the one ``before`` it, whose streak is one more, is the next puzzle.  Never past
    ``newest``, the newest puzzle out anywhere when it was posted."""
    puzzle = puzzle_on(posted) - 1
    if before is not None and _continues(streak, before) and before.puzzle >= puzzle:
        puzzle = before.puzzle + 1
    return min(puzzle, newest)


def _continues(streak: int | None, before: Summary) -> bool:
    return streak is not None and before.streak is not None and streak == before.streak + 1
