"""Shares: results counted, stats and the leaderboard, exports (the grids and their
deduction: _grid_replies.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from bot.domain import Author, Reply, Status
from bot.formatting import game_name, person
from bot.i18n import day, t, tn
from bot.numbers import decimal, number, percent, puzzle_number, puzzle_tag, score_written
from bot.parsing import BoardsShare
from bot.shares import _stats as stats
from bot.shares._ranking import Rating
from bot.store import TookPart
from solver import VARIANTS, WORDLE, Variant, puzzle_date


def counted(
    name: str,
    result: int | None,
    hard: bool,
    streak: int,
    puzzle: int,
    replaced: bool = False,
    archive: bool = False,
) -> str:
    """One NYT result counted, however it came (a share, the Wordle app): who, the score,
    their streak now (or, for an old puzzle played late, that no streak counts it)."""
    again = t(" (replaces your earlier one)") if replaced else ""
    streaked = _streak_said(streak, archive)
    return f"{share_result(name, result, hard, puzzle, streaked)}{again}"


def share_result(
    name: str, result: int | None, hard: bool, puzzle: int, streaked: str | None = None
) -> str:
    """One NYT result: "alice 3/6* · streak 2 · Wordle 1,997" (``streaked`` None: none)."""
    streak = f" · {streaked}" if streaked is not None else ""
    puzzle_named = puzzle_number(puzzle)
    return f"{person(name)} {score_written(result, 6, hard)}{streak} · Wordle {puzzle_named}"


def already_counted(lines: list[str]) -> Reply:
    """Results posted again as they were counted (the same share twice): one quiet line
    that says so, where the first time's lines would read as a second result."""
    said = t("Already counted: {results}", results="; ".join(lines))
    return Reply(said, [], "info", compact=said)


def results_counted(lines: list[str]) -> Reply:
    """Results confirmed, one short line each: the line is the whole reply when alone."""
    if len(lines) == 1:
        return Reply(lines[0], [], "success", compact=lines[0])
    title = t("{count} results counted", count=len(lines))
    return Reply(title, lines, "success", compact=" · ".join(lines))


def counted_apart(lines: list[str]) -> Reply:
    """Results counted whose typed rows stay off the game others are playing here: the
    poster, who may look for them on the board, is told why in one line."""
    counted = results_counted(lines)
    apart = t("Your rows stay off the game going here: others are playing it.")
    return Reply(counted.title, [*counted.lines, apart], "success", compact=counted.compact)


@dataclass(frozen=True)
class Scoring:
    """How a game's results are worded: Wordle counts guesses per game, a multi-board game
    points (every board's guesses added)."""

    share: str  # what a player pastes to count a game
    won: str  # what a win is called in the stats line
    unit: str  # what the leaderboard's mean counts
    title: str  # the leaderboard's name
    lost: str  # how a loss counts
    better: str  # which way a score is better


def scoring(kind: Variant) -> Scoring:
    """``kind``'s wording, in the request's language."""
    loss = t("A loss counts as {cost} guesses.", cost=kind.miss_cost)
    fewer = t("Fewer guesses are better.")
    if kind is WORDLE:
        return Scoring(t("NYT share"), t("won"), t("guesses"), t("Leaderboard"), loss, fewer)
    name = game_name(kind)
    if kind.boards == 1:  # hello wordl's Today's game, Termo, Wordle Global
        board = t("{game} leaderboard", game=name)
        return Scoring(_share_name(kind), t("won"), t("guesses"), board, loss, fewer)
    return Scoring(
        t("Daily {game} share", game=name),
        t("every board solved in"),
        t("points"),
        t("{game} leaderboard", game=name),
        t(
            "A game scores every board's guesses added; a missed board counts as {cost}.",
            cost=kind.miss_cost,
        ),
        t("Fewer points are better."),
    )


def _share_name(kind: Variant) -> str:
    """What a one-board variant's players paste to count a game."""
    if kind.share == "hello":
        return t("hello wordl share of Today's {length}-letter game", length=kind.length)
    if kind.share == "global":
        return t("Wordle {language} share (wordle.global)", language=kind.shared_as)
    return t("{game} share", game=game_name(kind))


def channel_games(games: Sequence[TookPart], name: str, yours: bool = True) -> list[str]:
    """The channel games a player took part in, labelled apart from their shares (which
    alone count for streaks and the leaderboard); "you" only to the player who asked."""
    if not games:
        return []
    solved = sum(g.status == Status.SOLVED for g in games)
    failed = sum(g.status == Status.FAILED for g in games)
    # one English form, two or three elsewhere ("1 resolvida", "2 resolvidas")
    parts = [
        tn("{count} solved", "{count} solved", solved),
        tn("{count} failed", "{count} failed", failed),
    ]
    if unfinished := len(games) - solved - failed:
        parts.append(tn("{count} unfinished", "{count} unfinished", unfinished))
    rows = sum(g.rows for g in games)
    values = {"games": number(len(games)), "parts": ", ".join(parts), "player": person(name)}
    if yours:
        return [
            tn(
                "**Channel games** you played in: {games} ({parts}), {count} row yours.",
                "**Channel games** you played in: {games} ({parts}), {count} rows yours.",
                rows,
                **values,
            )
        ]
    return [
        tn(
            "**Channel games** {player} played in: {games} ({parts}), {count} row by {player}.",
            "**Channel games** {player} played in: {games} ({parts}), {count} rows by {player}.",
            rows,
            **values,
        )
    ]


def player_stats(
    name: str,
    st: stats.PlayerStats | None,
    games: Sequence[TookPart],
    kind: Variant = WORDLE,
    from_app: int = 0,
    archive: int = 0,
    yours: bool = True,
) -> Reply:
    """A player's shares (streaks and the chart come from them alone) and the channel games
    they played in, each labelled; with no shares, says that only shares count.  ``yours``:
    the player asked about themselves (else they are named, never "you")."""
    scored = scoring(kind)
    if st is None:
        only_shares = (
            t(
                "Streaks and the leaderboard count posted shares only: paste your {share} "
                "to count it.",
                share=scored.share,
            )
            if yours
            else t(
                "Streaks and the leaderboard count posted shares only: {player} can paste "
                "their {share} to count it.",
                share=scored.share,
                player=person(name),
            )
        )
        return Reply(
            t("{player}: no {game} shares yet", player=person(name), game=game_name(kind)),
            [only_shares, *channel_games(games, name, yours)],
        )
    late = tn(
        " · {count} played late from the archive (no streak counts it)",
        " · {count} played late from the archive (no streak counts them)",
        archive,
    )
    from_the_app = t(" ({count} from the Wordle app's daily results)", count=number(from_app))
    return Reply(
        t("{game} stats: {player}", game=game_name(kind), player=person(name)),
        [
            t(
                "**Shares**: played **{games}** · {won} **{rate}** · current streak **{current}** "
                "· best streak **{best}**",
                games=number(st.games),
                won=scored.won,
                rate=percent(st.win_rate),
                current=st.current_streak,
                best=st.best_streak,
            )
            + (from_the_app if from_app else "")
            + (late if archive else ""),
            "```\n" + "\n".join(stats.bar_chart(st.distribution, kind.rows)) + "\n```",
            *channel_games(games, name, yours),
        ],
    )


def period_name(period: str) -> str:
    return {"all": t("all time"), "week": t("this week"), "month": t("this month")}[period]


def empty_board(
    period: str, kind: Variant, latest: int | None = None, counted: tuple[int, int] | None = None
) -> str:
    """Why a leaderboard is empty: nothing shared here yet, or (for Wordle, whose board
    counts puzzles by number) the newest puzzle shared is older than those counted."""
    if latest is not None and counted is not None:
        first, last = counted
        return t(
            "The newest puzzle shared here is {latest}, from {day}; the board for {period} "
            "counts puzzles {first}–{last}. `/leaderboard all` counts every share.",
            latest=puzzle_number(latest),
            day=day(puzzle_date(latest)),
            period=period_name(period),
            first=puzzle_number(first),
            last=puzzle_number(last),
        )
    if period != "all":
        return t(
            "No {game} shares posted here {period}. `/leaderboard all` counts every share.",
            game=game_name(kind),
            period=period_name(period),
        )
    return t(
        "No {game} shares posted here yet: paste your {share} to count it.",
        game=game_name(kind),
        share=scoring(kind).share,
    )


def leaderboard(
    period: str, board_rows: Sequence[Rating], kind: Variant = WORDLE, why_empty: str = ""
) -> Reply:
    when = period_name(period)
    scored = scoring(kind)
    title = t("{board} ({period})", board=scored.title, period=when)
    if not board_rows:
        return Reply(title, [why_empty])
    lines = [_board_line(n, r, kind, scored.unit) for n, r in enumerate(board_rows, 1)]
    lines.append(
        t(
            "*{better} Each result is weighed by how the others here did on that puzzle, "
            "and a player with few games stays near the middle; places go by the score plus "
            "its ±. {lost}*",
            better=scored.better,
            lost=scored.lost,
        )
    )
    return Reply(title, lines)


def _board_line(n: int, r: Rating, kind: Variant, unit: str) -> str:
    """A player's place: their score, then their games; one game said as its result
    ("1 game: X/6"), not as an average of one (a loss's 7.00)."""
    if r.games == 1:
        return t(
            "{n}. **{player}** — {rating} ±{spread} {unit} · 1 game: {result}",
            n=n,
            player=person(r.name) or t("someone"),
            rating=decimal(r.rating),
            spread=decimal(r.spread),
            unit=unit,
            result=one_result(r.mean, kind, unit),
        )
    return tn(
        "{n}. **{player}** — {rating} ±{spread} {unit} · {count} game, {mean} on average",
        "{n}. **{player}** — {rating} ±{spread} {unit} · {count} games, {mean} on average",
        r.games,
        n=n,
        player=person(r.name) or t("someone"),
        rating=decimal(r.rating),
        spread=decimal(r.spread),
        unit=unit,
        mean=decimal(r.mean),
    )


def one_result(cost: float, kind: Variant, unit: str) -> str:
    """A single game's result from what it cost: a one-board game's as its share writes it
    ("4/6", "X/6" where it cost a loss's guesses); a multi-board game's as its points (the
    boards' guesses added, each board's own count not kept)."""
    if kind.boards == 1:
        return score_written(None if cost >= kind.miss_cost else round(cost), kind.rows)
    return f"{number(round(cost))} {unit}"


def board_share_line(
    author: Author, share: BoardsShare, streak: int | None = None, archive: bool = False
) -> str:
    """One short line for a share of a game other than the NYT's: who, each board's
    guesses, as the NYT's line does their streak in that game now (``streak`` None: not
    said) or, for an old puzzle played late (``archive``), that no streak counts it, the
    game and its puzzle."""
    kind = VARIANTS[share.game]
    missed = "X" if kind.boards == 1 else "🟥"
    shown = "&".join(missed if b is None else str(b) for b in share.boards)
    puzzle = _puzzle(kind, share.puzzle)
    said = _streak_said(streak, archive)
    streaked = f" · {said}" if said else ""
    return f"{person(author.name)} {shown}/{kind.rows}{streaked} · {game_name(kind)} {puzzle}"


def _streak_said(streak: int | None, archive: bool) -> str:
    """A result's streak as its one line says it: the streak now, or, for an old puzzle
    played late, that no streak counts it ("": not said)."""
    if archive:
        return t("from the archive, no streak")
    return "" if streak is None else t("streak {count}", count=number(streak))


def _puzzle(kind: Variant, puzzle: int) -> str:
    """A puzzle as its game names it: hello wordl's by the day (its number is the day's
    ordinal), the others' by number."""
    if kind.share == "hello":
        return f"· hello wordl, {puzzle_name(kind, puzzle)}"
    return puzzle_name(kind, puzzle)


def puzzle_name(kind: Variant, puzzle: int) -> str:
    """A puzzle in a chart or a line about it: hello wordl's day (its number is the
    day's ordinal), another game's number."""
    if kind.share == "hello":
        return day(date.fromordinal(puzzle), short=True)
    return puzzle_tag(puzzle, nyt=kind.share == "nyt")


def exported(rows: int, fmt: str, everyone: bool) -> Reply:
    title = (
        tn("Everyone's results: {count} row", "Everyone's results: {count} rows", rows)
        if everyone
        else tn("Your results: {count} row", "Your results: {count} rows", rows)
    )
    said = (
        t("A CSV file: a spreadsheet opens it.")
        if fmt == "csv"
        else t("A JSON file: one object per result.")
    )
    return Reply(title, [said, t("Only you see this file; `/forgetme` erases your results.")])


def export_in_a_server() -> Reply:
    return Reply(t("Only in a server"), [t("Results are kept per server: use `/export` in one.")])


def export_everyone_refused() -> Reply:
    return Reply(
        t("Not yours to export"),
        [t("Everyone's results are for members with Manage Server; `/export` gives yours.")],
        "error",
    )


def forgotten(erased: int) -> Reply:
    return Reply(
        t("Forgotten"),
        [
            tn(
                "Erased {count} result and took your name off the guesses you added to channel "
                "games.",
                "Erased {count} results and took your name off the guesses you added to channel "
                "games.",
                erased,
            )
        ],
        ephemeral=True,
    )
