"""What /history and /compare say: the numbers a picture shows, in words first."""

from __future__ import annotations

from bot.domain import Reply
from bot.formatting import game_name, person
from bot.i18n import t, tn
from bot.numbers import decimal
from bot.shares._replies import puzzle_name
from bot.shares._trends import WINDOW, HeadToHead
from solver import Variant


def history(
    name: str,
    kind: Variant,
    played: list[tuple[int, int | None]],
    costs: list[int],
    rolling: list[float],
) -> Reply:
    """The last puzzles' mean and rolling average, each with its unit and which way is
    better; one puzzle is worded for one (its own score, no average of one)."""
    title = t("{game} history: {player}", game=game_name(kind), player=person(name))
    if not costs:
        return Reply(title, [t("No results yet: paste a share to count it.")])
    if len(costs) == 1:
        return Reply(title, [_one_puzzle(kind, *played[0], costs[0])])
    figures = {
        "mean": decimal(sum(costs) / len(costs)),
        "unit": t("guesses"),
        "now": decimal(rolling[-1]),
        "start": decimal(rolling[0]),  # the first puzzle's alone
    }
    if len(costs) <= WINDOW:  # the rolling average is the mean: said once
        said = tn(
            "Last {count} puzzle: {mean} {unit} a game (fewer is better); {start} after the first.",
            "Last {count} puzzles: {mean} {unit} a game (fewer is better); {start} after "
            "the first.",
            len(costs),
            **figures,
        )
        return Reply(title, [said])
    said = tn(
        "Last {count} puzzle: {mean} {unit} a game (fewer is better); over the last "
        "{window} now {now}, {start} after the first.",
        "Last {count} puzzles: {mean} {unit} a game (fewer is better); over the last "
        "{window} now {now}, {start} after the first.",
        len(costs),
        window=WINDOW,
        **figures,
    )
    return Reply(title, [said])


def _one_puzzle(kind: Variant, puzzle: int, result: int | None, cost: int) -> str:
    """A history of one puzzle: the guesses it took, and which way is better."""
    number = puzzle_name(kind, puzzle)
    if result is None:
        return t(
            "One puzzle so far: {puzzle}, lost (a loss counts as {cost} guesses; fewer is better).",
            puzzle=number,
            cost=cost,
        )
    return tn(
        "One puzzle so far: {puzzle} in {count} guess (fewer is better).",
        "One puzzle so far: {puzzle} in {count} guesses (fewer is better).",
        result,
        puzzle=number,
    )


def compare(a: str, b: str, kind: Variant, duel: HeadToHead) -> Reply:
    title = t("{a} vs {b}", a=person(a), b=person(b))
    if not duel.shared:
        return Reply(title, [t("No {game} puzzle both played yet.", game=game_name(kind))])
    return Reply(
        title,
        [
            tn(
                "{count} {game} puzzle both played: **{a}** fewer on {a_wins}, **{b}** on "
                "{b_wins}, {ties} tied.",
                "{count} {game} puzzles both played: **{a}** fewer on {a_wins}, **{b}** on "
                "{b_wins}, {ties} tied.",
                len(duel.shared),
                game=game_name(kind),
                a=person(a),
                b=person(b),
                a_wins=duel.a_wins,
                b_wins=duel.b_wins,
                ties=duel.ties,
            ),
            t(
                "On those: {a} {a_mean} a game, {b} {b_mean} (a loss counts as {cost}).",
                a=person(a),
                b=person(b),
                a_mean=decimal(duel.a_mean),
                b_mean=decimal(duel.b_mean),
                cost=kind.miss_cost,
            ),
        ],
    )
