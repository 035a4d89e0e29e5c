"""/hint public:true with spoilers on: shown to everyone, it names a possible answer only
where naming it gives nothing away (before the first row, as the ballot does)."""

from __future__ import annotations

from bot.domain import Asker
from tests.bot.chat import ALICE, Channel

CHANNEL = 660


async def test_a_public_hint_keeps_possible_answers_in_spoilers_once_a_row_narrowed_them(huddle):
    asked = Asker(CHANNEL, 1, ALICE, 99)
    await huddle.games.new(CHANNEL, 1)
    opening = await huddle.answer("hint", asked, {"public": True})
    assert not opening.ephemeral and "||" not in "\n".join(opening.lines)  # nothing to give away
    await Channel(huddle, CHANNEL).post(ALICE, "JUMPY 00000")
    public = await huddle.answer("hint", asked, {"public": True})
    assert not public.ephemeral
    listed = [line for line in public.lines if line[:2] in {"1.", "2.", "3."}]
    assert listed
    for line in listed:
        if "could be it" in line:
            assert line.split(" — ")[0].count("||") == 2, line
    private = await huddle.answer("hint", asked, {})
    assert private.ephemeral and "||" not in "\n".join(private.lines)  # the asker's alone
