"""What the Wordle app's feature says: ``/link``, ``/import`` and the daily summary."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from bot import replies
from bot.domain import Author, Reply
from bot.formatting import human_join, person
from bot.i18n import ordinal, t, tn
from bot.numbers import decimal, number, puzzle_number
from bot.shares import Move
from bot.store import ImportRun, Unresolved
from solver import WORDLE

LOSS = WORDLE.miss_cost


def waiting_result(name: str, result: int | None, puzzle: int) -> str:
    """A result kept under a plain name no member has yet: counted once someone is."""
    shown = "X" if result is None else result
    return t(
        "@{player} {result}/6 · Wordle {puzzle} (no member yet: `/link`)",
        player=person(name),
        result=shown,
        puzzle=puzzle_number(puzzle),
    )


def server_only() -> Reply:
    return Reply(
        t("Only in a server"), [t("This reads a server channel: use it there.")], "warning"
    )


def linked(name: str, member: Author, moved: int) -> Reply:
    also = (
        tn(
            " {count} result kept under that name moved to them.",
            " {count} results kept under that name moved to them.",
            moved,
        )
        if moved
        else ""
    )
    said = t(
        "The Wordle app's **@{name}** is **{member}** from now on.",
        name=person(name),
        member=person(member.name),
    )
    return Reply(t("Name linked"), [said + also], "success")


def unresolved_names(waiting: Sequence[Unresolved]) -> Reply:
    if not waiting:
        return Reply(
            t("No names to link"), [t("Every player the Wordle app named is a member here.")]
        )
    counts: dict[str, int] = defaultdict(int)
    for u in waiting:
        counts[u.name] += 1
    lines = [
        f"**@{person(n)}**: " + tn("{count} result", "{count} results", c)
        for n, c in sorted(counts.items())
    ]
    lines.append(t("Give `/link name:NAME member:@someone` to count them as that member's."))
    return Reply(t("Names the Wordle app used that no member has"), lines)


def preview_note() -> str:
    return t("*A preview only you see: **Publish** posts it in this channel.*")


def nothing_to_publish() -> Reply:
    return Reply(
        t("Nothing to publish"),
        [t("Nobody here has a result yet: the summary comes once someone plays.")],
        ephemeral=True,
    )


def import_needs_content() -> Reply:
    return Reply(
        t("Import is off here"),
        [
            t(
                "Reading past messages needs Discord's Message Content access, which this bot "
                "runs without. Right-click a result → Apps → **Count this result** counts one."
            )
        ],
        "warning",
        ephemeral=True,
    )


def import_running() -> Reply:
    return Reply(
        t("Already importing"),
        [t("An import of this channel is running; its message shows how far it got.")],
        "warning",
        ephemeral=True,
    )


def _read(run: ImportRun) -> str:
    """The participle in the results' plural ("0 resultado registrado", not a separate
    count beside a plural participle)."""
    return tn(
        "read {messages}, {count} result recorded",
        "read {messages}, {count} results recorded",
        run.results,
        messages=tn("{count} message", "{count} messages", run.messages),
    )


def import_progress(run: ImportRun) -> Reply:
    return Reply(t("Importing this channel's history…"), [t("So far: {read}.", read=_read(run))])


def import_done(run: ImportRun) -> Reply:
    lines = [t("Done: {read}.", read=_read(run))]
    if run.results:
        lines.append(t("`/stats` and `/leaderboard` count them now."))
    return Reply(t("History imported"), lines, "success")


def import_paused(run: ImportRun) -> Reply:
    return Reply(
        t("Import paused for a restart"),
        [t("So far: {read}. It goes on by itself once I am back.", read=_read(run))],
    )


def import_cut(run: ImportRun) -> Reply:
    """An import the database's outage stopped: what it recorded before (then a retry may
    start at once)."""
    if not run.results:
        return replies.import_out_of_reach()
    return Reply(
        t("Can't import right now"),
        [
            t(
                "The database became unavailable, so the import stopped: {read}. Try again to "
                "read the rest; nothing is counted twice.",
                read=_read(run),
            )
        ],
        "warning",
    )


def import_resumed(run: ImportRun) -> Reply:
    return Reply(
        t("Picking up the import a restart stopped"),
        [t("Before it stopped: {read}. Nothing is counted twice.", read=_read(run))],
    )


HARD_DAY = 0.4  # guesses above the average day's that make a day hard (below: easy)


def _moved(m: Move) -> str:
    """ "carol up to 2nd after a 2/6 on a hard day"; a language that writes a place as a
    number ("auf Platz 2", not "2." mid-sentence) takes ``number``.  The values are
    named at each call, so the catalogs' check sees every one a translation may use."""
    player, place, at, result = (
        f"**{person(m.name)}**",
        ordinal(m.place),
        number(m.place),
        _score(m.result),
    )
    day = (
        t(" on a hard day")
        if m.difficulty >= HARD_DAY
        else t(" on an easy day")
        if m.difficulty <= -HARD_DAY
        else ""
    )
    if m.was is None:
        return t(
            "{player} joins the week's board at {place} with a {result}{day}",
            player=player,
            place=place,
            number=at,
            result=result,
            day=day,
        )
    if m.was > m.place:
        return t(
            "{player} up to {place} after a {result}{day}",
            player=player,
            place=place,
            number=at,
            result=result,
            day=day,
        )
    return t(
        "{player} down to {place} after a {result}{day}",
        player=player,
        place=place,
        number=at,
        result=result,
        day=day,
    )


def _score(result: int | None) -> str:
    return f"{'X' if result is None else result}/{WORDLE.rows}"


def _scores(played: Sequence[tuple[str, int | None]], streak: int) -> list[str]:
    """A line per score, best first (losses last), then the group's average and best."""
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
    lost = t(" (a loss counts as {cost})", cost=LOSS) if None in by_score else ""
    lines.append(
        t(
            "Group average {average}{lost}; best {best} · {players} · group streak {days}",
            average=decimal(average),
            lost=lost,
            best=_score(best),
            players=tn("{count} player", "{count} players", len(played)),
            days=tn("{count} day", "{count} days", streak),
        )
    )
    return lines


def summary(
    puzzle: int,
    played: Sequence[tuple[str, int | None]],
    streak: int,
    deduced: str | None,
    boards: Sequence[Reply] = (),
    moved: Sequence[Move] = (),
    unfinished: Sequence[str] = (),
) -> Reply:
    """Yesterday's results for the channel: a line per score, best first (losses last)."""
    lines = _scores(played, streak) if played else []
    if unfinished:
        names = human_join([f"**{person(n)}**" for n in unfinished])
        lines.append(t("Started, no result yet: {players}", players=names))
    lines += [_moved(m) for m in moved]
    if deduced:
        lines.append(deduced)
    for board in boards:
        lines += ["", f"**{board.title}**", *board.lines]
    return Reply(t("Wordle {puzzle}: yesterday's results", puzzle=puzzle_number(puzzle)), lines)
