"""In a channel: the reply, ``/hint`` and ``/vote`` never name an offensive word, and a
player who plays one has it taken as any other row (solver/lists/unadvised.py)."""

from __future__ import annotations

from solver.lists.unadvised import unadvised
from tests.bot.chat import ALICE, BOB, Channel, body

# the play-through that got "Best next guess: **FAGOT**" in public, then in /hint and /vote
REPORTED = ("CRANE ⬛⬛🟨⬛⬛", "SLATE ⬛🟩🟨🟨⬛")


def named(text: str) -> set[str]:
    """The unadvised English words a reply's text holds, as words."""
    words = {w.strip("*|_`.,:;()").lower() for w in text.split()}
    return words & unadvised("en")


async def test_the_reported_play_through_names_no_unadvised_word(huddle):
    ch = Channel(huddle, 7101)
    await ch.post(ALICE, REPORTED[0])
    reply = await ch.post(BOB, REPORTED[1])
    assert "Best next guess" in body(reply) and not named(body(reply))
    hint = await huddle.games.hint(ch.channel_id, 5)
    assert hint.lines and not named(body(hint))
    _, choices, _ = await huddle.games.ballot(ch.channel_id)
    assert choices and not {c.word for c in choices} & unadvised("en")


async def test_an_unadvised_word_played_is_taken_as_a_row(huddle):
    """Players may still play one: it is scored and filtered as any other guess, and the
    reply echoes the player's row (theirs to say) while its advice names none."""
    ch = Channel(huddle, 7102)
    reply = await ch.post(ALICE, "FAGOT ⬛⬛⬛🟩🟩")
    assert reply.tone != "error" and reply.title == "1/6 played"
    session = await huddle.games.store.current_session(7102)
    assert [g.word for g in session.guesses] == ["fagot"]
    advice = [line for line in reply.lines if "FAGOT" not in line or "alice" not in line]
    assert any("Best next guess" in line for line in advice) and not named("\n".join(advice))
