"""/deduce's most telling grid counts what each share alone leaves, its colours and the
words typed beside its rows: a grid with its words can pin the answer where another's
colours leave hundreds; with a single grid there is nothing to compare, and no "most
telling" line.  Against the real store (an SQLite file)."""

from __future__ import annotations

from tests.bot.chat import ALICE, BOB, Channel, body, share

GUILD = 5
# erin's two rows with their words: JUDGE scores ⬛⬛⬛⬛🟨 and OCEAN is the answer
WITH_WORDS = "Wordle 1,500 2/6\n\n⬛⬛⬛⬛🟨 JUDGE\n🟩🟩🟩🟩🟩 OCEAN"


async def test_the_most_telling_grid_counts_the_words_typed_beside_it(huddle):
    from bot.domain import Author

    erin = Author(905, "erin")
    ch = Channel(huddle, 961, GUILD)
    await ch.post(BOB, share(1500, "ocean", ["slate", "crane", "ocean"]))
    await ch.post(erin, WITH_WORDS)
    await huddle.shares.warm_up()
    shares = await huddle.shares.store.shares(GUILD, 1500)
    colours = huddle.deducer.likely_alone([s.grid for s in shares])
    assert colours[0] < colours[1]  # bob's colours alone tell more than erin's ...
    said = body(await huddle.shares.deduce(GUILD, 1500))
    # ... but erin's words pin the answer
    assert "Most telling grid, from erin: 1 likely answer fits it alone:" in said
    assert "2 grids together leave 1 likely answer" in said


async def test_a_single_grid_is_not_called_the_most_telling(huddle):
    ch = Channel(huddle, 962, GUILD)
    await ch.post(ALICE, share(1501, "fifty", ["crane", "nifty", "fifty"]))
    await huddle.shares.warm_up()
    said = body(await huddle.shares.deduce(GUILD, 1501))
    assert "Most telling" not in said  # and one grid is not "together"
    assert said.startswith("Puzzle 1,501\n1 grid leaves ")
