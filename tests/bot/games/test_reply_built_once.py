"""A reply is built once (#68), from everything it says: frozen, so nothing changes one
after it is made (a front, a fuller form or a press may hold it); a reply that says more
is a new one.  Through the service, over a real SQLite store and the real solver."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from bot.domain import Asker, Reply, followed_by
from bot.service import Huddle, in_full
from tests.bot.chat import ALICE, BOB, CAROL, Channel, body

WORDED = "Wordle 1,234 2/6\n\n⬛⬛⬛⬛⬛ CRANE\n🟩🟩🟩🟩🟩 PIOUS"
COUNTED = "carol 2/6 · streak 1 · Wordle 1,234"


async def test_a_reply_cannot_be_changed_once_built(huddle: Huddle) -> None:
    reply = await Channel(huddle, 620).post(ALICE, "CRANE 🟩⬛⬛🟨⬛")
    assert reply is not None and reply.position is not None
    with pytest.raises(FrozenInstanceError):
        reply.title = "changed"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        reply.ephemeral = True  # type: ignore[misc]


async def test_a_solving_shares_result_is_in_every_form_of_its_reply(huddle: Huddle) -> None:
    """The share's line is part of the reply as built (the plan carries it): the solve
    message and the summary edited into it both end with it, once."""
    quick = await Channel(huddle, 621).post(CAROL, WORDED)
    assert quick is not None and quick.fuller is not None
    said = list(quick.lines)
    summed = await in_full(quick)
    assert summed is not None and "Skill " in body(summed)
    assert quick.lines[-1] == summed.lines[-1] == COUNTED
    assert summed.lines.count(COUNTED) == 1 and list(quick.lines) == said


async def test_saying_more_makes_a_new_reply_and_its_fuller_form_says_it_too(
    huddle: Huddle,
) -> None:
    quick = await Channel(huddle, 622).post(CAROL, WORDED)
    assert quick is not None
    more = followed_by(quick, ["Read from your screenshot: `PIOUS 22222`"])
    assert more is not quick and quick.lines[-1] == COUNTED
    fuller = await in_full(more)
    assert fuller is not None and fuller.lines[-2:] == [
        COUNTED,
        "Read from your screenshot: `PIOUS 22222`",
    ]


async def test_a_press_on_an_older_reply_is_a_new_reply_for_the_presser(huddle: Huddle) -> None:
    ch = Channel(huddle, 623)
    first = await ch.post(ALICE, "CRANE 🟩⬛⬛🟨⬛")
    assert first is not None and first.position is not None
    await ch.post(BOB, "SLOTH=.....")
    at = Asker(623, 1, ALICE, 1)
    pressed = await huddle.press("candidates", at, {}, first.position)
    assert pressed.ephemeral and pressed.lines[0] == (
        "*This reply is from earlier in the game: here is where it stands now.*"
    )
    asked: Reply = await huddle.answer("candidates", at)
    assert not asked.lines[0].startswith("*This reply")  # the command's own is untouched


async def test_a_compact_reply_speaks_the_servers_language(huddle: Huddle) -> None:
    """Its one line is built with the reply, in the request's language ('best' was
    written in English whatever the server spoke)."""
    admin = Asker(624, 1, ALICE, 1)  # every permission, as the console has
    await huddle.answer("settings", admin, {"replies": "compact", "language": "pt"})
    compact = await Channel(huddle, 624).post(ALICE, "CRANE=.....")
    assert compact is not None and len(compact.lines) == 1
    assert " · melhor **" in compact.lines[0] and "best" not in compact.lines[0]
