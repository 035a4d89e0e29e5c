"""Shares: letterless grids and deduction, results, stats and the leaderboard."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from bot.domain import Author, Reply, Status
from bot.formatting import game_name, person, plural, words
from bot.i18n import t
from bot.parsing import BoardsShare
from bot.shares import _stats as stats
from bot.store import StoredShare, TookPart
from solver.analysis.deduce import Fit
from solver.game.feedback import to_emoji
from solver.game.rules import PUZZLE_ZERO, puzzle_date
from solver.game.variants import VARIANTS, WORDLE, Variant


def _fit_counts(fit: Fit) -> str:
    likely, possible = int(fit.likely.sum()), int(fit.possible.sum())
    return f"{plural(likely, 'likely answer')} ({plural(possible, 'valid word')})"


def _unread(fit: Fit, shares: Sequence[StoredShare]) -> str:
    """Said only when the deadline left grids unread."""
    if fit.read >= len(shares):
        return ""
    return f" (I read {fit.read:,} of the {len(shares):,} grids in time; ask again for the rest)"


def grid_line(puzzle: int, fit: Fit, shares: Sequence[StoredShare], replaced: bool) -> str:
    again = " (this one replaces your earlier grid)" if replaced else ""
    return (
        f"Puzzle {puzzle:,}: {_fit_counts(fit)} fit the {plural(len(shares), 'grid')} posted "
        f"for it{again}{_unread(fit, shares)}. `/deduce {puzzle}` shows them (in spoilers)."
    )


def counted(
    name: str, result: int | None, hard: bool, streak: int, puzzle: int, replaced: bool = False
) -> str:
    """One NYT result counted, however it came (a share, the Wordle app): who, the score,
    their streak now."""
    again = t(" (replaces your earlier one)") if replaced else ""
    return (
        f"{person(name)} {'X' if result is None else result}/6{'*' if hard else ''} · "
        f"{t('streak {count}', count=f'{streak:,}')} · Wordle {puzzle:,}{again}"
    )


def results_counted(lines: list[str]) -> Reply:
    """Results confirmed, one short line each: the line is the whole reply when alone."""
    if len(lines) == 1:
        return Reply(lines[0], [], "success", compact=lines[0])
    return Reply(f"{len(lines)} results counted", lines, "success", compact=" · ".join(lines))


def grids_saved(lines: list[str]) -> Reply:
    return Reply("Grids so far", lines)


def no_grids_yet() -> Reply:
    return Reply("No grids yet", ["Paste your NYT share and I'll start deducing."])


def not_out_yet(puzzle: int, newest: int) -> Reply:
    return Reply(
        "No such puzzle yet",
        [f"Puzzle {puzzle:,} isn't out yet: the newest is {newest:,}."],
        "error",
        ephemeral=True,
    )


def before_the_first(puzzle: int) -> Reply:
    return Reply(
        "No such puzzle",
        [f"Puzzle {puzzle:,} never was: the first, puzzle 0, was on {PUZZLE_ZERO:%-d %B %Y}."],
        "error",
        ephemeral=True,
    )


def no_grids_for(puzzle: int) -> Reply:
    return Reply("No grids yet", [f"Nobody has posted a grid for puzzle {puzzle:,}."])


def deduced(
    puzzle: int,
    shares: Sequence[StoredShare],
    fit: Fit,
    best: int,
    alone: int,
    likely: Sequence[str],
) -> Reply:
    mode_note = ", hard mode" if shares[best].hard else ""
    lines = [
        f"{plural(len(shares), 'grid')}: {_fit_counts(fit)} fit them all{_unread(fit, shares)}.",
        f"Most telling grid, from {person(shares[best].author.name) or 'someone'}{mode_note} "
        f"({alone:,} likely answers fit it alone):",
        *(to_emoji(p) for p in shares[best].rows),
    ]
    if likely:
        lines.append(f"Likely answers, most probable first: {words(likely, spoilers=True)}")
    return Reply(f"Puzzle {puzzle:,}", lines, ephemeral=True)


@dataclass(frozen=True)
class Scoring:
    """How a game's results are worded: Wordle counts guesses per game, a multi-board game
    points (every board's guesses added)."""

    share: str  # what a player pastes to count a game
    won: str  # what a win is called in the stats line
    unit: str  # what the leaderboard's mean counts
    title: str  # the leaderboard's name
    lost: str  # how a loss counts


def scoring(kind: Variant) -> Scoring:
    if kind is WORDLE:
        return Scoring(
            "NYT share", "won", "guesses", "Leaderboard", f"a loss counts as {kind.miss_cost}"
        )
    if kind.boards == 1:  # hello wordl's Today's game, Termo, Wordle Global
        return Scoring(
            _share_name(kind),
            "won",
            "guesses",
            f"{game_name(kind)} leaderboard",
            f"a loss counts as {kind.miss_cost}",
        )
    return Scoring(
        f"Daily {game_name(kind)} share",
        "every board solved in",
        "points",
        f"{game_name(kind)} leaderboard",
        f"a game scores every board's guesses added, a missed board as {kind.miss_cost}",
    )


def _share_name(kind: Variant) -> str:
    """What a one-board variant's players paste to count a game."""
    if kind.share == "hello":
        return f"hello wordl share of Today's {kind.length}-letter game"
    if kind.share == "global":
        return f"Wordle {kind.shared_as} share (wordle.global)"
    return f"{kind.title} share"


def channel_games(games: Sequence[TookPart]) -> list[str]:
    """The channel games a player took part in, labelled apart from their shares (which
    alone count for streaks and the leaderboard)."""
    if not games:
        return []
    solved = sum(g.status == Status.SOLVED for g in games)
    failed = sum(g.status == Status.FAILED for g in games)
    parts = [f"{solved:,} solved", f"{failed:,} failed"]
    if unfinished := len(games) - solved - failed:
        parts.append(f"{unfinished:,} unfinished")
    rows = sum(g.rows for g in games)
    return [
        f"**Channel games** you played in: {len(games):,} ({', '.join(parts)}), "
        f"{plural(rows, 'row')} yours."
    ]


def player_stats(
    name: str,
    st: stats.PlayerStats | None,
    games: Sequence[TookPart],
    kind: Variant = WORDLE,
    from_app: int = 0,
) -> Reply:
    """A player's shares (streaks and the chart come from them alone) and the channel games
    they played in, each labelled; with no shares, says that only shares count."""
    scored = scoring(kind)
    if st is None:
        return Reply(
            f"{person(name)}: no {game_name(kind)} shares yet",
            [
                f"Streaks and the leaderboard count posted shares only: paste your "
                f"{scored.share} to count it.",
                *channel_games(games),
            ],
        )
    return Reply(
        f"{game_name(kind)} stats: {person(name)}",
        [
            f"**Shares**: played **{st.games:,}** · {scored.won} **{st.win_rate:.0%}** · "
            f"current streak **{st.current_streak}** · best streak **{st.best_streak}**"
            + (f" ({from_app:,} from the Wordle app's daily results)" if from_app else ""),
            "```\n" + "\n".join(stats.bar_chart(st.distribution, kind.rows)) + "\n```",
            *channel_games(games),
        ],
    )


def period_name(period: str) -> str:
    return "all time" if period == "all" else "this " + period


def empty_board(
    period: str, kind: Variant, latest: int | None = None, counted: tuple[int, int] | None = None
) -> str:
    """Why a leaderboard is empty: nothing shared here yet, or (for Wordle, whose board
    counts puzzles by number) the newest puzzle shared is older than those counted."""
    if latest is not None and counted is not None:
        first, last = counted
        return (
            f"The newest puzzle shared here is {latest:,}, from "
            f"{puzzle_date(latest):%-d %B %Y}; {period_name(period)}'s board counts puzzles "
            f"{first:,}–{last:,}. `/leaderboard all` counts every share."
        )
    if period != "all":
        return (
            f"No {game_name(kind)} shares posted here {period_name(period)}. "
            "`/leaderboard all` counts every share."
        )
    share = scoring(kind).share
    return f"No {game_name(kind)} shares posted here yet: paste your {share} to count it."


def leaderboard(
    period: str, board_rows: Sequence[stats.Standing], kind: Variant = WORDLE, why_empty: str = ""
) -> Reply:
    when = period_name(period)
    scored = scoring(kind)
    title = f"{scored.title} ({when})"
    if not board_rows:
        return Reply(title, [why_empty])
    lines = [
        f"{n}. **{person(s.name)}** — {s.mean:.2f} {scored.unit} over {plural(s.games, 'game')} "
        f"(score {s.score:.2f})"
        for n, s in enumerate(board_rows, 1)
    ]
    lines.append(
        f"Ranked by a Bayesian average: each player starts with {stats.PRIOR_GAMES} games "
        f"at the board's mean; {scored.lost}."
    )
    return Reply(title, lines)


def board_share_line(author: Author, share: BoardsShare) -> str:
    """One short line for a share of a game other than the NYT's: who, each board's
    guesses, the game and its puzzle."""
    kind = VARIANTS[share.game]
    missed = "X" if kind.boards == 1 else "🟥"
    shown = "&".join(missed if b is None else str(b) for b in share.boards)
    puzzle = _puzzle(kind, share.puzzle)
    return f"{person(author.name)} {shown}/{kind.rows} · {game_name(kind)} {puzzle}"


def _puzzle(kind: Variant, puzzle: int) -> str:
    """A puzzle as its game names it: hello wordl's by the day (its number is the day's
    ordinal), the others' by number."""
    if kind.share == "hello":
        return f"· hello wordl, {date.fromordinal(puzzle):%-d %b %Y}"
    return f"#{puzzle:,}"


def forgotten(erased: int) -> Reply:
    return Reply(
        "Forgotten",
        [
            f"Erased {plural(erased, 'result')} and took your name off the "
            "guesses you added to channel games."
        ],
        ephemeral=True,
    )
