"""A paste decided, pure (no I/O): ``(board, paste) -> Refusal | Plan | Advised``.

A message's rows and shares are checked against the channel's game as it was read
(``Board``) before anything is written.  What is accepted is a ``Plan``: its writes, made
in one transaction (``Store.take_paste``: the shares' results, the game it clears or
starts, its rows), and its reply, built once from what that transaction leaves; rows
whose reply names the solver's advice are ``Advised``: the same, with the advice searched
while the transaction runs.  What is refused is a ``Refusal``: its reply, and nothing
written.

The solver's calls sit between two steps, each a plain function of its inputs that the
tests drive directly:

- ``decide``: the checks before any solving (a finished game's rows, another game's, a
  typo, rows the board has, too many rows, a row built on a board already solved, hard
  mode), or a plan that needs no advice (shares alone, rows pasted again);
- ``accepted``: the solver's check (``Game.fits``: no word fits the rows together), then
  the plan, whose reply waits for ``Game.advise``.

A share whose typed rows the game going here refuses (another puzzle's, a player's own
game) is still a result: its plan counts it, and only that.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot import replies
from bot.domain import Incoming, Reply, Status
from bot.formatting import caps, spoiler
from bot.games import _fit_replies as fit
from bot.games import _lifecycle as lifecycle
from bot.games import _replies as say
from bot.games import _rows
from bot.games._game import Game
from bot.games._lifecycle import status_of, too_many_rows, why_new
from bot.games._shown import at_position
from bot.i18n import t
from bot.parsing import Parsed, ParsedGuess, for_game
from bot.shares import Key, Shares, counted_lines, result_keys
from bot.store import (
    BoardsRow,
    ChannelSettings,
    GameRows,
    PasteWrites,
    ShareRow,
    StoredSession,
    Taken,
)
from solver import WORDLE, Advice, Play, Solver, Variant, misplaced

Games = Callable[[Variant], Game]  # each kind's Game (``GameKinds.of``)
# a row's message, its play, its line, who played it, and its text as typed ("": none)
Row = tuple[int, Play, int, str, str]


@dataclass(frozen=True)
class Board:
    """What a paste is decided against, all read before: the channel's latest game as it
    was (going, ended, cleared or gone idle), its settings, the game its server starts,
    and the time."""

    latest: StoredSession | None
    settings: ChannelSettings
    default: Variant
    now: float
    counted: frozenset[Key] = frozenset()  # the poster's results its shares give, counted


@dataclass(frozen=True)
class Paste:
    """A message as the plan takes it: its first reading (every letter some game plays,
    no word checked), whether it is an edit (what its earlier text counted goes, once it
    is accepted), and whether of rows the game has (they go first)."""

    msg: Incoming
    parsed: Parsed
    replace: bool = False
    edited: bool = False


@dataclass(frozen=True)
class Refusal:
    """Rows kept out: the reply that says why; nothing is written."""

    reply: Reply


@dataclass(frozen=True)
class Plan:
    """An accepted paste: what it writes, in one transaction, and its reply, built from
    what the transaction leaves (the game's new version, the poster's results)."""

    writes: PasteWrites
    reply: Callable[[Taken], Reply]


@dataclass(frozen=True)
class Advised:
    """Accepted rows whose reply names the solver's advice: ``advice`` searches it (the
    check it needed made already), so the writes' transaction, waiting on the disk, and
    the search, on the processor, can run at once; the reply is built from both."""

    writes: PasteWrites
    advice: Callable[[], Awaitable[Advice[Any]]]
    reply: Callable[[Taken, Advice[Any]], Reply]


@dataclass(frozen=True)
class Solve:
    """Rows the checks before any solving let through, waiting for the solver's: the
    game they join (``going`` None: a new one, ``ending`` cleared first)."""

    game: Game
    going: StoredSession | None
    ending: int | None
    new: tuple[ParsedGuess, ...]
    again: tuple[str, ...]
    puzzle: int | None
    rows: tuple[Row, ...]  # every row of the game with them, by message
    note: str | None  # why a new game starts, where worth saying

    @property
    def plays(self) -> list[Play]:
        return [row[1] for row in self.rows]


def kind_for(board: Board, paste: Paste) -> Variant:
    """The game a paste's rows are for: the one going here, else the one its rows are
    (the server's own where they fit it).  Its words are read before ``decide`` judges
    the typed words by them."""
    _, puzzle = _rows.guesses_in(paste.parsed)
    going, _, _ = _going(board, puzzle)
    return _kind(board, paste.parsed, going)


def decide(
    board: Board, paste: Paste, games: Games, words: Solver | None
) -> Refusal | Plan | Solve:
    """The checks before any solving (``words``: the engine over the game's words, where
    the paste has typed rows).  Runs off the event loop: it reads the game's words."""
    msg, parsed = paste.msg, paste.parsed
    new, puzzle = _rows.guesses_in(parsed)
    if not new:  # shares alone: say what they tell
        return _counted_again(paste) if _repeated(board, paste) else _results(paste)
    if not paste.replace and _rows.of_finished_game(board.latest, new, puzzle):
        assert board.latest is not None
        return _kept_out(paste, _finished(board.latest, board.settings.spoilers), mistake=False)
    if not paste.replace and (late := _rows.told_late(board.latest, new, puzzle)) is not None:
        return _kept_out(paste, say.lost_game_answer(late), mistake=False)
    if (
        not paste.replace
        and not parsed.guesses
        and _rows.played_apart(lifecycle.going(board.latest, board.now), msg.author.id)
    ):
        return _apart(board, paste)
    going, ending, note = _going(board, puzzle)
    how = games(going.kind).how_to_paste() if going is not None else ()
    if (refused := _rows.other_game(going, new, how)) is not None:
        return _kept_out(paste, refused)
    kind = _kind(board, parsed, going)
    if parsed.guesses:  # judged by the game's own words: its letters, its list
        assert words is not None
        parsed = for_game(parsed, words)
        if parsed.kind != "guesses":
            return _refused(paste, replies.unreadable(parsed.error or "", parsed.error_title))
        new, puzzle = _rows.guesses_in(parsed)
    kept = [
        g
        for g in (going.guesses if going is not None else ())
        if not (paste.replace and g.message_id == msg.message_id)
    ]
    new = _rows.solved_colours_dropped(kept, new, msg.message_id)
    new, again = _rows.seen_again(kept, new)
    # a server's own list may hold less than its players' game takes: only a bundled
    # list, which holds every word its game does, calls a word outside it a typo
    typo = None if kind.words.uploaded else _rows.typo(new)
    if typo is not None:
        assert words is not None
        meant = words.respellings(typo.word, _rows.boards_before(kept, typo))
        hidden = board.settings.spoilers and _rows.wins(typo)
        return _kept_out(paste, fit.not_a_word(typo.word, meant, hidden))
    if words is not None and (unmarked := _rows.marks_dropped(kept, new, words)) is not None:
        row, meant, fits = unmarked
        hidden = board.settings.spoilers and _rows.wins(row)
        return _kept_out(paste, fit.marks_dropped(row.word, meant, hidden, fits, _rows.wins(row)))
    if not new:  # only rows the board has: one row each, the poster credited too
        assert going is not None
        credit = GameRows(going.id, going.version, _seen(board), going.kind.name, (), going.status)
        return _plan(paste, _again(credit, paste.replace, again), lambda _: say.seen_again(again))
    if too_many_rows(len(kept), len(new), kind):  # refused before any solving
        return _kept_out(paste, say.too_many_rows(len(kept), len(new), kind))
    # one order everywhere: rows by message (stored, checked, shown, undone alike), so a
    # message edited into guesses takes its own place, not the end
    rows = sorted(
        [(g.message_id, g.play, 0, g.author.name, g.shown or "") for g in kept]
        + [(msg.message_id, g.play, g.line, msg.author.name, g.posted) for g in new],
        key=lambda row: row[0],
    )
    plays, ours = [row[1] for row in rows], [row[0] == msg.message_id for row in rows]
    clashes = [
        fit.Clash(row[1], row[3], mine, row[4]) for row, mine in zip(rows, ours, strict=True)
    ]
    if (twice := _rows.other_colours(clashes, kind)) is not None:  # a clash by itself
        return _kept_out(paste, twice)
    if (wrong := misplaced(plays, ours.index(True))) is not None:
        return _kept_out(paste, fit.misplaced(wrong, plays, rows[wrong.play][2]))
    game = games(kind)
    hard_mode = board.settings.hard and game.hard_mode
    if hard_mode and (breach := _rows.breaks_hard_mode(plays, ours)) is not None:
        return _kept_out(paste, breach)
    return Solve(game, going, ending, tuple(new), tuple(again), puzzle, tuple(rows), note)


def accepted(
    board: Board, paste: Paste, solve: Solve, checked: Advice[Any]
) -> Refusal | Plan | Advised:
    """The solver's check on rows ``decide`` let through (``checked``, ``Game.fits``: no
    word fits them together), then the plan that writes them and says where the game
    stands."""
    msg, kind, settings = paste.msg, solve.game.kind, board.settings
    ours = [row[0] == msg.message_id for row in solve.rows]
    clashes = [
        fit.Clash(row[1], row[3], mine, row[4]) for row, mine in zip(solve.rows, ours, strict=True)
    ]
    if (refused := _rows.contradiction(clashes, kind, checked)) is not None:
        return _kept_out(paste, refused)
    going = solve.going
    rows = GameRows(
        going.id if going is not None else None,
        going.version if going is not None else None,
        _seen(board),
        kind.name,
        tuple(g.play for g in solve.new),
        status_of(solve.plays, kind),
        solve.puzzle,
        ending=solve.ending,
        shown=tuple(g.posted for g in solve.new),
        hard=settings.hard,  # the mode the rows were judged in is the mode they are played in
    )
    unknown = [caps(g.word) for g in solve.new if not g.known]

    def advice() -> Awaitable[Advice[Any]]:
        return solve.game.advise(solve.plays, settings.hard, checked=checked)

    def standing(taken: Taken, advice: Advice[Any]) -> Reply:
        assert taken.session is not None
        # a share with its words: its result counted too
        counted = _counted(paste, taken) if paste.parsed.shares else []
        reply = solve.game.standing(
            taken.session, advice, settings.hard, settings.spoilers, solve.note, unknown, counted
        )
        return at_position(reply, taken.session)

    return Advised(_writes(paste, _again(rows, paste.replace, solve.again)), advice, standing)


def _going(board: Board, puzzle: int | None) -> tuple[StoredSession | None, int | None, str | None]:
    """The game a paste joins (None: it starts one), the game it clears first (gone idle,
    or another puzzle's), and why a new game starts, where worth saying."""
    latest = board.latest
    note = why_new(latest, puzzle, board.now)  # said of the game as it was
    live = lifecycle.going(latest, board.now)
    if live is not None and not (puzzle is not None and live.puzzle not in (None, puzzle)):
        return live, None, None
    # the game it clears first: another puzzle's, or one gone idle
    stale = live if live is not None else lifecycle.gone_idle(latest, board.now)
    return None, stale.id if stale is not None else None, note


def _finished(latest: StoredSession, spoilers: bool) -> Reply:
    """Rows of the game just won posted again (its winning row, a late duplicate): one
    quiet line with its result and, on one board, its answer (in spoilers where the
    channel hides them).  The poster only repeated the win: how the next game starts is
    for the commands asked after it (``already_over``) and README to say."""
    if latest.status != Status.SOLVED:
        return say.already_over(latest)
    result = f"{len(latest.guesses)}/{latest.kind.rows}"
    if latest.kind.boards > 1:
        return Reply(t("Already solved in {result}.", result=result))
    answer = spoiler(f"**{caps(latest.guesses[-1].word)}**", spoilers)
    return Reply(t("Already solved in {result}: {answer}.", result=result, answer=answer))


def _apart(board: Board, paste: Paste) -> Plan:
    """A share played apart from the game others are playing here (``_rows.played_apart``):
    its result counted and its rows left off their board, or, posted again, nothing."""
    if _repeated(board, paste):
        return _counted_again(paste)
    return _plan(paste, None, lambda taken: Shares.counted_apart(_counted(paste, taken)))


def _kind(board: Board, parsed: Parsed, going: StoredSession | None) -> Variant:
    if going is not None:
        return going.kind
    kind = parsed.game or WORDLE  # shares: Wordle
    return board.default if _rows.same_shape(board.default, kind) else kind


def _seen(board: Board) -> int:
    """The channel's latest session as read (0: none): a new game starts only if no
    other began since."""
    return board.latest.id if board.latest is not None else 0


def _again(rows: GameRows, replace: bool, again: Sequence[str]) -> GameRows:
    """The rows with what an edit replaces and the board's rows pasted again."""
    return dataclasses.replace(rows, replace_message=replace, seen_again=tuple(again))


def _kept_out(paste: Paste, reply: Reply, mistake: bool = True) -> Refusal | Plan:
    """Rows refused.  Typed rows: the refusal, nothing written.  A share's typed rows:
    the share is still a result, counted alone where the rows were a mistake, or with
    ``reply`` (a finished game's rows, acknowledged quietly)."""
    if paste.parsed.guesses:
        return _refused(paste, reply)
    return _results(paste) if mistake else _plan(paste, None, lambda _: reply)


def _refused(paste: Paste, reply: Reply) -> Refusal:
    """A refusal; an edit's says the board (and what the message counted) stays as it
    was, as a player who changed their message would otherwise wonder."""
    return Refusal(replies.edit_not_taken(reply) if paste.edited else reply)


def _repeated(board: Board, paste: Paste) -> bool:
    """A message whose every result the poster has counted already, exactly so (the same
    share posted twice): not an edit, whose own earlier text is what counted them."""
    given = result_keys(paste.parsed)
    return not paste.edited and bool(given) and given <= board.counted


def _counted_again(paste: Paste) -> Plan:
    """Results counted already, posted again: nothing changes (the first message keeps
    them, the poster's stats stay as they were), one quiet line says so; the message is
    marked read all the same."""
    plan = _plan(paste, None, lambda _: Shares.counted_again(paste.msg.author, paste.parsed))
    return Plan(dataclasses.replace(plan.writes, shares=(), boards=()), plan.reply)


def _results(paste: Paste) -> Plan:
    """Shares taken as results alone: one short line each."""
    return _plan(paste, None, lambda taken: Shares.confirmed(_counted(paste, taken)))


def _counted(paste: Paste, taken: Taken) -> list[str]:
    msg = paste.msg
    return counted_lines(msg.author, paste.parsed, taken.replaced, taken.results, taken.boards)


def _plan(paste: Paste, rows: GameRows | None, reply: Callable[[Taken], Reply]) -> Plan:
    return Plan(_writes(paste, rows), reply)


def _writes(paste: Paste, rows: GameRows | None) -> PasteWrites:
    """The paste's writes: its shares' results (always, once accepted), its rows."""
    msg, parsed = paste.msg, paste.parsed
    return PasteWrites(
        msg.channel_id,
        msg.guild_id,
        msg.home,
        msg.message_id,
        msg.author,
        msg.posted,
        tuple(ShareRow(s.puzzle, s.result, s.hard, s.rows, s.words) for s in parsed.shares),
        tuple(BoardsRow(s.game, s.puzzle, s.boards) for s in parsed.board_shares),
        rows,
        edit=paste.edited,
    )
