"""The Wordle app's store role: its results (players' results like shares, marked
``app``), the plain names it could not match yet, its summaries, and the bookkeeping of
``/import`` and the daily summary.  ``AppStore`` says what the feature needs; ``SQLApp``
is its SQL, once for both backends, run on the store's database (``bot.store.HasDatabase``).
The tables themselves are made by the store's numbered migrations, one sequence for every
feature's tables.

A pasted share and an app result for the same player and puzzle are one result: the
share wins (it has the grid), and an app line never overwrites it.
"""

from __future__ import annotations

import time
from typing import Protocol

from bot.domain import Author
from bot.store import ImportRun, Queries, Row, StoreRole, mark_message_read
from bot.store.model import APP, Summary, Unresolved


class AppStore(Protocol):
    """The official Wordle app's posts, imports and daily summaries (bot/wordle_app)."""

    async def record_app_post(
        self,
        message_id: int,
        guild_id: int,
        channel_id: int,
        puzzle: int,
        streak: int | None,
        posted_at: float,
        players: list[tuple[Author | str, int | None]],
    ) -> int:
        """One of the app's summaries: each player's result (a member, or a plain name
        kept until it is linked), replacing what the same message said before (an edit);
        a player's share for the puzzle wins.  How many results are new."""
        ...

    async def summary_before(self, channel_id: int, message_id: int) -> Summary | None:
        """The app's last summary in the channel before this message."""
        ...

    async def app_streak(self, guild_id: int, puzzle: int) -> int | None:
        """The group streak the app gave with its summary of that puzzle."""
        ...

    async def record_started(self, guild_id: int, puzzle: int, players: list[Author]) -> None:
        """The app said these members are playing ``puzzle`` (a game started)."""
        ...

    async def unfinished(self, guild_id: int, puzzle: int) -> list[Author]:
        """The members who started ``puzzle`` and have no result for it, by name."""
        ...

    async def count_lost(
        self, guild_id: int, puzzle: int, players: list[Author], message_id: int
    ) -> None:
        """Their unfinished game of ``puzzle`` counts as lost (as the Wordle app's loss,
        from the summary ``message_id``); a result that came since stays."""
        ...

    async def name_link(self, guild_id: int, name: str) -> int | None:
        """The member a plain name was matched or linked to."""
        ...

    async def link_name(self, guild_id: int, name: str, author: Author) -> int:
        """A plain name is this member from now on; their results kept under the name
        join theirs (a share of theirs wins).  How many were kept under the name."""
        ...

    async def unresolved(self, guild_id: int, puzzle: int | None = None) -> list[Unresolved]:
        """Results kept under plain names no member had yet, oldest puzzle first."""
        ...

    async def is_read(self, message_id: int) -> bool:
        """Whether a message's results were read (live or by ``/import``)."""
        ...

    async def start_import(self, run: ImportRun, stale: float) -> ImportRun | None:
        """Begin an import of the channel; None while another has given a sign of life
        within ``stale`` seconds (one at a time, across processes)."""
        ...

    async def import_progress(self, run: ImportRun, alive: bool = True) -> None:
        """How far an import got, or that it finished; a sign of life unless not
        ``alive`` (a graceful stop: the next start may pick it up at once)."""
        ...

    async def unfinished_imports(self, stale: float) -> list[ImportRun]:
        """Imports no process has moved on for ``stale`` seconds (stopped by a restart)."""
        ...

    async def claim_summary(self, guild_id: int, puzzle: int, stale: float) -> bool:
        """Claim the posting of a guild's daily summary of a puzzle: True for exactly one
        caller, unless it was claimed ``stale`` seconds ago and never posted."""
        ...

    async def summary_posted(self, guild_id: int, puzzle: int, message_id: int) -> None: ...

    async def summary_guilds(self) -> list[tuple[int, int, str, str]]:
        """The guilds with a daily summary: (guild, channel, HH:MM, time zone)."""
        ...


async def add_result(
    q: Queries,
    guild_id: int,
    puzzle: int,
    author: Author,
    message_id: int,
    result: int | None,
    replace: bool = True,
) -> bool:
    """One player's line in a summary, replacing an earlier summary's line unless not
    ``replace``; False where their share (or a line kept) was there."""
    update = (
        "DO UPDATE SET message_id = excluded.message_id, result = excluded.result, "
        "author_name = excluded.author_name WHERE grids.source = excluded.source"
        if replace
        else "DO NOTHING"
    )
    changed = await q.execute(
        "INSERT INTO grids (guild_id, puzzle, author_id, message_id, result, hard, rows, "
        "created_at, author_name, source) VALUES ($1, $2, $3, $4, $5, $6, '', $7, $8, $9) "
        "ON CONFLICT (guild_id, puzzle, author_id) " + update,
        guild_id,
        puzzle,
        author.id,
        message_id,
        result,
        False,
        time.time(),
        author.name,
        APP,
    )
    return changed > 0


class SQLApp(StoreRole):
    """``AppStore`` in SQL (each method said once, by the protocol), on the store's
    database."""

    async def record_app_post(
        self,
        message_id: int,
        guild_id: int,
        channel_id: int,
        puzzle: int,
        streak: int | None,
        posted_at: float,
        players: list[tuple[Author | str, int | None]],
    ) -> int:
        async with self.db.transaction() as tx:
            # an edited summary is read again: what it said before goes first
            await tx.execute(
                "DELETE FROM grids WHERE message_id = $1 AND source = $2", message_id, APP
            )
            await tx.execute("DELETE FROM app_names WHERE message_id = $1", message_id)
            await tx.execute(
                "INSERT INTO app_posts (message_id, guild_id, channel_id, puzzle, streak, "
                "posted_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (message_id) DO UPDATE "
                "SET puzzle = excluded.puzzle, streak = excluded.streak",
                message_id,
                guild_id,
                channel_id,
                puzzle,
                streak,
                posted_at,
            )
            await mark_message_read(tx, message_id, channel_id)
            new = 0
            for player, result in players:
                if isinstance(player, Author):
                    new += await add_result(tx, guild_id, puzzle, player, message_id, result)
                    continue
                new += await tx.execute(
                    "INSERT INTO app_names (guild_id, puzzle, name, result, message_id, "
                    "created_at) VALUES ($1, $2, $3, $4, $5, $6) "
                    "ON CONFLICT (guild_id, puzzle, name) DO NOTHING",
                    guild_id,
                    puzzle,
                    player,
                    result,
                    message_id,
                    time.time(),
                )
        return new

    async def summary_before(self, channel_id: int, message_id: int) -> Summary | None:
        found = await self.db.fetchrow(
            "SELECT puzzle, streak FROM app_posts WHERE channel_id = $1 AND message_id < $2 "
            "ORDER BY message_id DESC LIMIT 1",
            channel_id,
            message_id,
        )
        return None if found is None else Summary(int(found[0]), found[1])

    async def app_streak(self, guild_id: int, puzzle: int) -> int | None:
        found = await self.db.fetchval(
            "SELECT MAX(streak) FROM app_posts WHERE guild_id = $1 AND puzzle = $2",
            guild_id,
            puzzle,
        )
        return None if found is None else int(found)

    async def record_started(self, guild_id: int, puzzle: int, players: list[Author]) -> None:
        async with self.db.transaction() as tx:
            for player in players:
                await tx.execute(
                    "INSERT INTO started (guild_id, puzzle, author_id, author_name) "
                    "VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id, puzzle, author_id) "
                    "DO UPDATE SET author_name = excluded.author_name",
                    guild_id,
                    puzzle,
                    player.id,
                    player.name,
                )

    async def unfinished(self, guild_id: int, puzzle: int) -> list[Author]:
        found = await self.db.fetch(
            "SELECT s.author_id, s.author_name FROM started s WHERE s.guild_id = $1 "
            "AND s.puzzle = $2 AND NOT EXISTS (SELECT 1 FROM grids g WHERE g.guild_id = "
            "s.guild_id AND g.puzzle = s.puzzle AND g.author_id = s.author_id) "
            "ORDER BY s.author_name",
            guild_id,
            puzzle,
        )
        return [Author(int(i), n) for i, n in found]

    async def count_lost(
        self, guild_id: int, puzzle: int, players: list[Author], message_id: int
    ) -> None:
        async with self.db.transaction() as tx:
            for player in players:  # a result of theirs, if one came since, stays
                await add_result(tx, guild_id, puzzle, player, message_id, None, replace=False)

    async def name_link(self, guild_id: int, name: str) -> int | None:
        found = await self.db.fetchval(
            "SELECT author_id FROM name_links WHERE guild_id = $1 AND name = $2", guild_id, name
        )
        return None if found is None else int(found)

    async def link_name(self, guild_id: int, name: str, author: Author) -> int:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO name_links (guild_id, name, author_id) VALUES ($1, $2, $3) "
                "ON CONFLICT (guild_id, name) DO UPDATE SET author_id = excluded.author_id",
                guild_id,
                name,
                author.id,
            )
            waiting = await tx.fetch(
                "SELECT puzzle, result, message_id FROM app_names "
                "WHERE guild_id = $1 AND name = $2",
                guild_id,
                name,
            )
            for puzzle, result, message_id in waiting:  # what the member had stays
                await add_result(tx, guild_id, puzzle, author, message_id, result, replace=False)
            await tx.execute(
                "DELETE FROM app_names WHERE guild_id = $1 AND name = $2", guild_id, name
            )
        return len(waiting)

    async def unresolved(self, guild_id: int, puzzle: int | None = None) -> list[Unresolved]:
        query = "SELECT name, puzzle, result FROM app_names WHERE guild_id = $1"
        args: list[int] = [guild_id]
        if puzzle is not None:
            query += " AND puzzle = $2"
            args.append(puzzle)
        found = await self.db.fetch(query + " ORDER BY puzzle, name", *args)
        return [Unresolved(n, int(p), r) for n, p, r in found]

    async def is_read(self, message_id: int) -> bool:
        found = await self.db.fetchval(
            "SELECT 1 FROM read_messages WHERE message_id = $1", message_id
        )
        return found is not None

    # -- /import ---------------------------------------------------------------------------

    async def start_import(self, run: ImportRun, stale: float) -> ImportRun | None:
        now = time.time()
        async with self.db.transaction(run.channel_id) as tx:
            found = await tx.fetchrow(
                "SELECT heartbeat, finished FROM imports WHERE channel_id = $1", run.channel_id
            )
            if found is not None and not found[1] and found[0] > now - stale:
                return None  # one is running (here or in another process)
            await tx.execute("DELETE FROM imports WHERE channel_id = $1", run.channel_id)
            await tx.execute(
                "INSERT INTO imports (channel_id, guild_id, since, cursor, until, messages, "
                "results, heartbeat, finished) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                *_run_row(run, now),
            )
        return run

    async def import_progress(self, run: ImportRun, alive: bool = True) -> None:
        async with self.db.transaction(run.channel_id) as tx:
            await tx.execute(
                "UPDATE imports SET cursor = $2, messages = $3, results = $4, heartbeat = $5, "
                "finished = $6 WHERE channel_id = $1",
                run.channel_id,
                run.cursor,
                run.messages,
                run.results,
                time.time() if alive else 0.0,
                run.finished,
            )

    async def unfinished_imports(self, stale: float) -> list[ImportRun]:
        found = await self.db.fetch(
            f"SELECT {_RUN} FROM imports WHERE finished = $1 AND heartbeat <= $2",
            False,
            time.time() - stale,
        )
        return [_run(row) for row in found]

    # -- the daily summary -----------------------------------------------------------------

    async def claim_summary(self, guild_id: int, puzzle: int, stale: float) -> bool:
        now = time.time()
        async with self.db.transaction(guild_id) as tx:
            found = await tx.fetchrow(
                "SELECT claimed_at, message_id FROM summaries WHERE guild_id = $1 AND puzzle = $2",
                guild_id,
                puzzle,
            )
            if found is not None and (found[1] is not None or found[0] > now - stale):
                return False  # posted, or being posted
            await tx.execute(
                "INSERT INTO summaries (guild_id, puzzle, claimed_at) VALUES ($1, $2, $3) "
                "ON CONFLICT (guild_id, puzzle) DO UPDATE SET claimed_at = excluded.claimed_at",
                guild_id,
                puzzle,
                now,
            )
        return True

    async def summary_posted(self, guild_id: int, puzzle: int, message_id: int) -> None:
        async with self.db.transaction(guild_id) as tx:
            await tx.execute(
                "UPDATE summaries SET message_id = $3 WHERE guild_id = $1 AND puzzle = $2",
                guild_id,
                puzzle,
                message_id,
            )

    async def summary_guilds(self) -> list[tuple[int, int, str, str]]:
        found = await self.db.fetch(
            "SELECT guild_id, summary_channel, summary_time, COALESCE(timezone, 'UTC') "
            "FROM guild_settings WHERE summary_channel IS NOT NULL AND summary_time IS NOT NULL"
        )
        return [(int(g), int(c), t, z) for g, c, t, z in found]


_RUN = "channel_id, guild_id, since, cursor, until, messages, results, heartbeat, finished"


def _run_row(run: ImportRun, now: float) -> tuple[object, ...]:
    return (
        run.channel_id,
        run.guild_id,
        run.since,
        run.cursor,
        run.until,
        run.messages,
        run.results,
        now,
        run.finished,
    )


def _run(row: Row) -> ImportRun:
    channel_id, guild_id, since, cursor, until, messages, results, _, finished = row
    return ImportRun(
        int(channel_id),
        None if guild_id is None else int(guild_id),
        int(since),
        int(cursor),
        int(until),
        int(messages),
        int(results),
        bool(finished),
    )
