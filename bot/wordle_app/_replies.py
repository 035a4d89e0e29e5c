"""What the Wordle app's feature says: ``/link``, ``/import`` and the daily summary."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from bot.domain import Author, Reply
from bot.formatting import human_join, person, plural
from bot.store import ImportRun, Unresolved
from solver.game.variants import WORDLE

LOSS = WORDLE.miss_cost


def waiting_result(name: str, result: int | None, puzzle: int) -> str:
    """A result kept under a plain name no member has yet: counted once someone is."""
    shown = "X" if result is None else result
    return f"@{person(name)} {shown}/6 · Wordle {puzzle:,} (no member yet: `/link`)"


def server_only() -> Reply:
    return Reply("Only in a server", ["This reads a server channel: use it there."], "warning")


def linked(name: str, member: Author, moved: int) -> Reply:
    also = f" {plural(moved, 'result')} kept under that name moved to them." if moved else ""
    return Reply(
        "Name linked",
        [f"The Wordle app's **@{person(name)}** is **{person(member.name)}** from now on.{also}"],
        "success",
    )


def unresolved_names(waiting: Sequence[Unresolved]) -> Reply:
    if not waiting:
        return Reply("No names to link", ["Every player the Wordle app named is a member here."])
    counts: dict[str, int] = defaultdict(int)
    for u in waiting:
        counts[u.name] += 1
    lines = [f"**@{person(n)}**: {plural(c, 'result')}" for n, c in sorted(counts.items())]
    lines.append("Give `/link name:NAME member:@someone` to count them as that member's.")
    return Reply("Names the Wordle app used that no member has", lines)


def import_running() -> Reply:
    return Reply(
        "Already importing",
        ["An import of this channel is running; its message shows how far it got."],
        "warning",
        ephemeral=True,
    )


def _read(run: ImportRun) -> str:
    return f"read {plural(run.messages, 'message')}, {plural(run.results, 'result')} recorded"


def import_progress(run: ImportRun) -> Reply:
    return Reply("Importing this channel's history…", [f"So far: {_read(run)}."])


def import_done(run: ImportRun) -> Reply:
    lines = [f"Done: {_read(run)}."]
    if run.results:
        lines.append("`/stats` and `/leaderboard` count them now.")
    return Reply("History imported", lines, "success")


def import_paused(run: ImportRun) -> Reply:
    return Reply(
        "Import paused for a restart",
        [f"So far: {_read(run)}. It goes on by itself once I am back."],
    )


def import_resumed(run: ImportRun) -> Reply:
    return Reply(
        "Picking up the import a restart stopped",
        [f"Before it stopped: {_read(run)}. Nothing is counted twice."],
    )


def _score(result: int | None) -> str:
    return f"{'X' if result is None else result}/{WORDLE.rows}"


def summary(
    puzzle: int,
    played: Sequence[tuple[str, int | None]],
    streak: int,
    deduced: str | None,
    board: Reply | None,
) -> Reply:
    """Yesterday's results for the channel: a line per score, best first (losses last)."""
    by_score: dict[int | None, list[str]] = defaultdict(list)
    for name, result in played:
        by_score[result].append(f"**{person(name)}**")
    order = sorted(by_score, key=lambda r: LOSS if r is None else r)
    best = order[0]
    lines = [
        f"{'👑 ' if score == best and score is not None else ''}{_score(score)}: "
        f"{human_join(by_score[score])}"
        for score in order
    ]
    costs = [LOSS if r is None else r for _, r in played]
    average = sum(costs) / len(costs)
    lost = " (a loss counts as 7)" if None in by_score else ""
    lines.append(
        f"Group average {average:.2f}{lost}; best {_score(best)} · "
        f"{plural(len(played), 'player')} · group streak {plural(streak, 'day')}"
    )
    if deduced:
        lines.append(deduced)
    if board is not None:
        lines += ["", f"**{board.title}**", *board.lines]
    return Reply(f"Wordle {puzzle:,}: yesterday's results", lines)
