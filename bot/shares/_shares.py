"""Players' shares: recorded per guild and puzzle, read for grid deduction ("what do
everyone's letterless grids leave?"), player stats, the leaderboard, and forgetting a player.
The multi-board games' shares (Daily Dordle, Quordle, Octordle) are results only: their
stats and leaderboard are per game.

Deduction is incremental: a puzzle's running fit is kept, so a new grid costs one grid's
work however many came before, and past the deadline the rest wait for the next request.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from functools import partial

from bot.domain import Asker, Author, Incoming, Reply
from bot.formatting import person
from bot.parsing import BoardsShare, Parsed
from bot.pictures import Picture, palette_for, stats_picture
from bot.pictures.trends import compare_picture, history_picture
from bot.shares import _grid_replies as grid_replies
from bot.shares import _replies as replies
from bot.shares import _stats as stats
from bot.shares import _trends as trends
from bot.shares import _trends_replies as trends_replies
from bot.shares._export import export
from bot.shares._ranking import Move, moves
from bot.shares._store import ShareStore
from bot.store import BoardResult, Result, StoredShare
from solver import (
    SHARED_GAMES,
    VARIANTS,
    WORDLE,
    BoundedCache,
    Deadline,
    Deducer,
    Fit,
    Variant,
    newest_puzzle,
    puzzle_on,
)

GRID_FITS = 256  # puzzles whose running grid fit is kept ...
GRID_FITS_BYTES = 8 << 20  # ... and what they may hold (their masks, their shares' keys)


def _fit_size(_: tuple[int, int], kept: tuple[frozenset, Fit]) -> int:
    applied, fit = kept
    return fit.likely.nbytes + fit.possible.nbytes + 150 * len(applied) + 300


def most_telling(counted: list[tuple[int, int]]) -> tuple[int | None, int | None]:
    """The share that leaves the fewest likely answers on its own (its colours and its
    typed words), and how many: what /deduce shows beside the whole count.  With one
    grid there is nothing to compare, and the caller names none."""
    return min(counted, key=lambda c: c[1]) if counted else (None, None)


class Shares:
    def __init__(
        self,
        store: ShareStore,
        deducer: Deducer,
        deadline: Callable[[], Deadline],
        clock: Callable[[], float],
        high_contrast: Callable[[int], Awaitable[bool]],
    ) -> None:
        self.store = store
        self.high_contrast = high_contrast  # a player's palette (bot/settings' role)
        self.deducer = deducer
        self.deadline = deadline
        self.clock = clock
        # per (guild, puzzle): the shares already applied and the fit they leave
        self._grid_fits: BoundedCache[tuple[int, int], tuple[frozenset, Fit]] = BoundedCache(
            "running grid fits", GRID_FITS, GRID_FITS_BYTES, _fit_size
        )

    async def warm_up(self) -> None:
        # the grid reveal table: built once (seconds), then read from the disk cache; and
        # the odds /deduce ranks by (a second), so its first request is not the one to pay
        await asyncio.to_thread(
            lambda: (
                self.deducer.likely_reveals,
                self.deducer.opening_odds,
                self.deducer.later_kept,
            )
        )

    async def record(self, msg: Incoming, parsed: Parsed) -> list[int]:
        """Every share in the message is the author's result (stats); returns the NYT
        puzzles for which it replaced an earlier share of theirs."""
        for board_share in parsed.board_shares:
            await self.store.add_board_result(
                msg.home,
                board_share.game,
                board_share.puzzle,
                msg.author,
                msg.message_id,
                board_share.boards,
            )
        replaced = []
        for share in parsed.shares:
            first = await self.store.add_share(
                msg.home,
                share.puzzle,
                msg.author,
                msg.message_id,
                share.result,
                share.hard,
                share.rows,
                share.words,
            )
            if not first:
                replaced.append(share.puzzle)
        await self.store.mark_read(msg.message_id, msg.channel_id)  # /import skips it
        return replaced

    async def _fit(
        self, guild_id: int, puzzle: int, deadline: Deadline
    ) -> tuple[list[StoredShare], Fit]:
        """Every share for the puzzle and what they leave.  The fit runs on from the shares
        already applied; a re-posted share means starting over.  ``Fit.read`` says how many
        were applied before the deadline."""
        # a result posted without its grid (a bare header) tells deduction nothing
        shares = [s for s in await self.store.shares(guild_id, puzzle) if s.rows]
        keys = [(s.author.id, s.rows, s.hard) for s in shares]
        applied, start = self._grid_fits.get((guild_id, puzzle)) or (frozenset(), None)
        if not applied <= set(keys):
            applied, start = frozenset(), None
        todo = [(k, s.grid) for k, s in zip(keys, shares, strict=True) if k not in applied]
        fit = await asyncio.to_thread(self.deducer.fit_all, [g for _, g in todo], deadline, start)
        done = fit.read - (start.read if start else 0)
        self._grid_fits.put((guild_id, puzzle), (applied | {k for k, _ in todo[:done]}, fit))
        typed = [clue for s in shares for clue in s.typed]  # words typed beside the rows
        if typed:
            fit = await asyncio.to_thread(self.deducer.with_words, fit, typed)
        return shares, fit

    async def streak(self, guild_id: int, author_id: int) -> int:
        """A player's current streak of puzzles won here."""
        return stats.player_stats(await self.store.results(guild_id, author_id)).current_streak

    async def result_line(
        self, guild_id: int, author: Author, result: int | None, hard: bool, puzzle: int
    ) -> str:
        """One result counted, however it came (the Wordle app's too): "alice 4/6 ·
        streak 8 · Wordle 1,234"."""
        streak = await self.streak(guild_id, author.id)
        return replies.counted(author.name, result, hard, streak, puzzle)

    @staticmethod
    def confirmed(lines: list[str]) -> Reply:
        """Results counted, one short line each, as a reply."""
        return replies.results_counted(lines)

    @staticmethod
    def counted_apart(lines: list[str]) -> Reply:
        """Results counted, their typed rows left off the game others are playing here."""
        return replies.counted_apart(lines)

    @staticmethod
    def counted_again(author: Author, parsed: Parsed) -> Reply:
        """Results posted again as they were counted: one quiet line, nothing changed."""
        return replies.already_counted(
            [replies.share_result(author.name, s.result, s.hard, s.puzzle) for s in parsed.shares]
            + [replies.board_share_line(author, s) for s in parsed.board_shares]
        )

    async def counted_before(self, home: int, author: Author, parsed: Parsed) -> frozenset[Key]:
        """The results a message's shares give that the poster has counted already,
        exactly so (``result_keys``): read before the paste is decided, so the same share
        posted twice is not counted, or acknowledged, twice."""
        keys: set[Key] = set()
        for puzzle in {s.puzzle for s in parsed.shares}:
            if (mine := await self.store.share_of(home, puzzle, author.id)) is not None:
                keys.add((WORDLE.name, puzzle, mine.result, mine.hard, mine.rows))
        for game in {b.game for b in parsed.board_shares}:
            found = await self.store.board_results(home, game, author.id)
            keys |= {(r.game, r.puzzle, r.boards) for r in found}
        return frozenset(keys)

    async def counted(
        self, guild_id: int, author: Author, parsed: Parsed, replaced: Sequence[int]
    ) -> list[str]:
        """One short line per result the message's shares counted."""
        mine = await self.store.results(guild_id, author.id) if parsed.shares else []
        return counted_lines(author, parsed, replaced, mine)

    async def grids_reply(
        self, guild_id: int, puzzles: Sequence[int], replaced: Sequence[int]
    ) -> Reply:
        """How far the guild's grids narrow each puzzle down, after letterless shares."""
        lines = []
        deadline = self.deadline()
        for puzzle in dict.fromkeys(puzzles):
            shares, fit = await self._fit(guild_id, puzzle, deadline)
            lines.append(grid_replies.grid_line(puzzle, fit, shares, puzzle in replaced))
        return grid_replies.grids_saved(lines)

    async def deduce(self, guild_id: int, puzzle: int | None = None) -> Reply:
        """What every grid posted for a puzzle leaves, and which grid told the most."""
        puzzle = puzzle if puzzle is not None else await self.store.latest_puzzle(guild_id)
        if puzzle is None:
            return grid_replies.no_grids_yet()
        if puzzle > (newest := newest_puzzle(self.clock())):
            return grid_replies.not_out_yet(puzzle, newest)
        if puzzle < 0:
            return grid_replies.before_the_first(puzzle)
        deadline = self.deadline()
        shares, fit = await self._fit(guild_id, puzzle, deadline)
        if not shares:
            return grid_replies.no_grids_for(puzzle)
        grids = [s.grid for s in shares]
        typed = [s.typed for s in shares]  # a share's words tell with its colours
        alone = await asyncio.to_thread(self.deducer.likely_alone, grids, deadline, typed)
        counted = [(n, left) for n, left in enumerate(alone) if left is not None]
        best, fewest = most_telling(counted) if len(shares) > 1 else (None, None)
        # nothing read in time: no answer was weighed, so none is listed
        likely = await asyncio.to_thread(self.deducer.ranked, fit, grids) if fit.read else []
        return grid_replies.deduced(puzzle, shares, fit, best, fewest, likely)

    async def _results(
        self, guild_id: int, game: str, author_id: int | None = None, period: str = "all"
    ) -> Sequence[stats.Played]:
        """A game's results in the guild: Wordle's by puzzle number (puzzles are days),
        the other games' by when they were posted."""
        if _by_puzzle(game):
            today = datetime.fromtimestamp(self.clock(), UTC).date()
            since_puzzle = stats.first_puzzle(period, today)
            return await self.store.results(guild_id, author_id, since_puzzle)
        since = stats.first_moment(period, self.clock())
        return await self.store.board_results(guild_id, game, author_id, since)

    async def stats(
        self, guild_id: int, player: Author, game: str = WORDLE.name, viewer: int | None = None
    ) -> Reply:
        """A player's stats; the picture in the palette ``viewer`` (who asked) chose."""
        kind = VARIANTS.get(game, WORDLE)
        results = await self._results(guild_id, kind.name, player.id)
        games = await self.store.took_part(guild_id, kind.name, player.id)
        st = stats.player_stats(results) if results else None
        from_app = sum(1 for r in results if isinstance(r, Result) and r.from_app)
        archive = sum(1 for r in results if r.archive)
        yours = viewer is None or viewer == player.id
        reply = replies.player_stats(player.name, st, games, kind, from_app, archive, yours)
        if st is not None:
            palette = await palette_for(viewer, self.high_contrast)
            name = partial(replies.puzzle_name, kind)
            hard = played_hard(results)
            picture = await asyncio.to_thread(
                stats_picture, st.distribution, kind.rows, st.played, palette, name, hard
            )
            return replace(reply, picture=picture)
        return reply

    async def history(
        self, guild_id: int, player: Author, game: str = WORDLE.name, viewer: int | None = None
    ) -> Reply:
        """A player's last puzzles, their rolling average, and its picture."""
        kind = VARIANTS.get(game, WORDLE)
        results = list(await self._results(guild_id, kind.name, player.id))[-trends.RECENT :]
        costs = [trends.taken(r, kind) for r in results]
        rolled = trends.rolling(costs)
        points = [(r.puzzle, r.result) for r in results]
        reply = trends_replies.history(player.name, kind, points, costs, rolled)
        if results:
            palette = await palette_for(viewer, self.high_contrast)
            hard = played_hard(results)
            picture = await asyncio.to_thread(
                history_picture,
                points,
                rolled,
                kind.rows,
                trends.WINDOW,
                palette,
                hard,
                partial(replies.puzzle_name, kind),
            )
            return replace(reply, picture=picture)
        return reply

    async def compare(
        self,
        guild_id: int,
        a: Author,
        b: Author,
        game: str = WORDLE.name,
        viewer: int | None = None,
    ) -> Reply:
        """Two players on the puzzles both played: who needed fewer, and a picture."""
        kind = VARIANTS.get(game, WORDLE)
        duel = trends.head_to_head(
            await self._results(guild_id, kind.name, a.id),
            await self._results(guild_id, kind.name, b.id),
            kind,
        )
        reply = trends_replies.compare(a.name, b.name, kind, duel)
        if duel.shared:
            palette = await palette_for(viewer, self.high_contrast)
            names = (person(a.name), person(b.name))
            picture = await asyncio.to_thread(
                compare_picture,
                names,
                duel.shared[-trends.RECENT :],
                palette,
                partial(replies.puzzle_name, kind),
            )
            return replace(reply, picture=picture)
        return reply

    async def leaderboard(
        self, guild_id: int, period: str = "week", game: str = WORDLE.name
    ) -> Reply:
        kind = VARIANTS.get(game, WORDLE)
        results = await self._results(guild_id, kind.name, period=period)
        board = stats.leaderboard(results, kind.boards)
        why_empty = "" if board else await self._why_empty(guild_id, period, kind)
        return replies.leaderboard(period, board, kind, why_empty)

    async def moves(self, guild_id: int, puzzle: int) -> list[Move]:
        """Who moved on the week's Wordle board with ``puzzle``'s results (the week ending
        with it), for the daily summary."""
        week = await self.store.results(guild_id, None, puzzle - stats.WEEK + 1)
        before = [r for r in week if r.puzzle < puzzle]
        return moves(before, [r for r in week if r.puzzle == puzzle])

    async def _why_empty(self, guild_id: int, period: str, kind: Variant) -> str:
        latest = await self.store.latest_puzzle(guild_id) if _by_puzzle(kind.name) else None
        if latest is None or period == "all":
            return replies.empty_board(period, kind)
        today = datetime.fromtimestamp(self.clock(), UTC).date()
        counted = (stats.first_puzzle(period, today), puzzle_on(today))
        return replies.empty_board(period, kind, latest, counted)

    async def export(self, at: Asker, fmt: str, everyone: bool = False) -> Reply:
        """The asker's results here as a file only they see; with ``everyone``, an admin's
        (Manage Server) copy of the whole server's."""
        if at.guild_id is None:
            return replies.export_in_a_server()
        if everyone and "manage_guild" not in at.permissions:
            return replies.export_everyone_refused()
        author = None if everyone else at.author.id
        results = await self.store.results(at.guild_id, author)
        boards = [
            b
            for game in SHARED_GAMES
            if game != WORDLE.name
            for b in await self.store.board_results(at.guild_id, game, author)
        ]
        name = "server" if everyone else str(at.author.id)
        found = export(results, boards, fmt, name)
        reply = replies.exported(found.rows, fmt, everyone)
        return replace(reply, attachment=Picture(found.data, found.filename, reply.title))

    async def forget(self, player: Author) -> Reply:
        return replies.forgotten(await self.store.forget(player.id))


def _by_puzzle(game: str) -> bool:
    """Wordle's results count by puzzle number (puzzles are days); the other games' by when
    they were posted (numbered otherwise)."""
    return game == WORDLE.name


def played_hard(results: Sequence[stats.Played]) -> frozenset[int]:
    """The puzzles a player's results were played in hard mode (an NYT share's *)."""
    return frozenset(r.puzzle for r in results if isinstance(r, Result) and r.hard)


Key = tuple[object, ...]  # a result as what makes it that result: game, puzzle, score, grid


def result_keys(parsed: Parsed) -> frozenset[Key]:
    """A message's results, each as what makes it that result: an NYT share's puzzle,
    score, mode and grid; a multi-board share's game, puzzle and boards."""
    return frozenset(
        {(WORDLE.name, s.puzzle, s.result, s.hard, s.rows) for s in parsed.shares}
        | {(b.game, b.puzzle, b.boards) for b in parsed.board_shares}
    )


def counted_lines(
    author: Author,
    parsed: Parsed,
    replaced: Sequence[int],
    mine: Sequence[Result],
    boards: Sequence[BoardResult] = (),
) -> list[str]:
    """One short line per result a message's shares counted, from the poster's results
    once they were (``mine``, the NYT's; ``boards``, the other games' its shares were of):
    their streak, a re-post, a late play of an old puzzle."""
    streak = stats.player_stats(mine).current_streak if mine else 0
    late = {r.puzzle for r in mine if r.archive}  # as stats read them, by the message
    lines = [
        replies.counted(
            author.name, s.result, s.hard, streak, s.puzzle, s.puzzle in replaced, s.puzzle in late
        )
        for s in parsed.shares
    ]
    return lines + [_board_counted(author, s, boards) for s in parsed.board_shares]


def _board_counted(author: Author, share: BoardsShare, boards: Sequence[BoardResult]) -> str:
    """A share of another game counted, as the NYT's line says one: the poster's streak in
    that game now, or, for an old puzzle played late, that no streak counts it (as stats
    read them: the stored results, by their message); none where they were not read."""
    theirs = [r for r in boards if r.game == share.game]
    if not theirs:
        return replies.board_share_line(author, share)
    late = any(r.puzzle == share.puzzle and r.archive for r in theirs)
    streak = stats.player_stats(theirs).current_streak
    return replies.board_share_line(author, share, streak, late)
