"""A game of several boards said in a player's words: the best guess named once with a
split that tells a board's words apart said so, as a Wordle's reason says it, and the
analysis board by board ("board 1: 187 left, board 2: 27 left") against the best play,
without the a·b notation or the policy."""

from __future__ import annotations

from bot.games._boards_replies import _finishing
from solver import variant_named
from tests.bot.chat import ALICE, BOB, Channel

# a Dordle whose answers are BLOAT and SHARK
ROWS = ("CRANE 00100 01200", "SPLIT 00102 20000", "GLOAT 02222 00010", "SHARK 00100 22222")


async def _played(huddle, channel_id: int) -> tuple[Channel, list]:
    await huddle.settings.store.set_spoilers(channel_id, True)
    await huddle.games.new(channel_id, 1, "dordle")
    ch = Channel(huddle, channel_id)
    replies = [await ch.post(ALICE if n % 2 == 0 else BOB, row) for n, row in enumerate(ROWS)]
    return ch, replies


async def test_a_board_told_apart_is_said_so_and_the_word_named_once(huddle):
    _, replies = await _played(huddle, 741)
    best = next(line for line in replies[-1].lines if line.startswith("Best next guess"))
    assert best == (
        "Best next guess: **||BLOAT||** — it could be board 1's answer and tells board 1's "
        "2 words apart; ≈1.50 guesses to finish board 1"
    )  # board 2 is solved: the figure is board 1's alone (fresh finding 19)


async def test_a_hint_says_which_boards_its_figures_finish(huddle):
    """Every board while all are open; once one is solved, the board left by its number
    (the figure counts its guesses alone), never "both"; in a Quordle with two solved,
    the boards left."""
    await _played(huddle, 743)
    listed = [line for line in (await huddle.games.hint(743, 3)).lines if line[0].isdigit()]
    assert listed and all("guesses to finish board 1" in line for line in listed)
    quordle = variant_named("quordle")
    assert quordle is not None
    assert _finishing(quordle, [0, 1, 2, 3]) == "all four"
    assert _finishing(quordle, [1, 3]) == "the boards left"


async def test_a_rare_lead_says_what_the_familiar_word_beside_it_costs(huddle):
    """Board 1 solved, board 2's five words one rare probe tells apart: the reply names
    a familiar word beside the rare lead with what it costs, as a Wordle's reply does (a
    player read a possible answer named there as just as good: fresh finding 19)."""
    await huddle.games.new(744, 1, "dordle")
    ch = Channel(huddle, 744)
    for row in ("SLATE 00002 20202", "PUFFY 01000 00000", "VENUE 22222 00002"):
        reply = await ch.post(ALICE, row)
    best = next(line for line in reply.lines if line.startswith("Best next guess"))
    assert "to finish board 2; a rare word: **" in best, best
    assert best.endswith(" more guesses on average)"), best


async def test_a_finished_dordles_analysis_goes_board_by_board_in_words(huddle):
    ch, _ = await _played(huddle, 742)
    solved = await ch.post(ALICE, "BLOAT 22222 -")
    assert solved.title.startswith("Dordle solved in 5/7")
    lines = (await huddle.games.analysis(742)).lines
    assert lines[0].startswith(
        "1. CRANE 00100 01200 — board 1: 187 left, board 2: 27 left; on average it leaves "
        "≈122 on each board"
    )
    assert lines[3].startswith("4. ||SHARK 00100 22222|| — board 1: 2 left, board 2: solved;")
    assert lines[4].startswith("5. ||BLOAT 22222 -|| — board 1: solved;")  # board 2 left out
    assert lines[5].startswith("Over the game, the choices cost ≈")
    assert lines[5].endswith(" guesses on average against the best play.")
    said = "\n".join(lines)
    assert "·" not in said and "policy" not in said and "→" not in said
