"""What /history and /compare say: the numbers a picture shows, in words first."""

from __future__ import annotations

from bot.domain import Reply
from bot.formatting import game_name, person
from bot.i18n import t, tn
from bot.shares._trends import HeadToHead
from solver.game.variants import Variant


def history(name: str, kind: Variant, costs: list[int], rolling: list[float]) -> Reply:
    title = t("{game} history: {player}", game=game_name(kind), player=person(name))
    if not costs:
        return Reply(title, [t("No results yet: paste a share to count it.")])
    return Reply(
        title,
        [
            tn(
                "Last {count} puzzle: {mean} a game; the average of the last {window} now "
                "{now}, at the start {start}.",
                "Last {count} puzzles: {mean} a game; the average of the last {window} now "
                "{now}, at the start {start}.",
                len(costs),
                mean=f"{sum(costs) / len(costs):.2f}",
                window=min(len(costs), 7),
                now=f"{rolling[-1]:.2f}",
                start=f"{rolling[0]:.2f}",
            )
        ],
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
                a_mean=f"{duel.a_mean:.2f}",
                b_mean=f"{duel.b_mean:.2f}",
                cost=kind.miss_cost,
            ),
        ],
    )
