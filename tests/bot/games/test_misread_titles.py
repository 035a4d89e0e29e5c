"""A message refused for a mistake is told what the mistake is, in the words a player
would use: a share read whole that does not add up is not called unreadable, and the
error of a one-line message points at no line (it is the message)."""

from __future__ import annotations

from bot.domain import Incoming
from tests.bot.chat import ALICE, Channel

# row 3 drops the 2nd tile's green: no hard-mode game shows that
BREAKS_HARD_MODE = "Wordle 1,632 3/6*\n\n⬛🟩⬛⬛🟨\n⬛⬛🟩⬛🟨\n🟩🟩🟩🟩🟩"
TOO_FEW_ROWS = "Wordle 1,632 4/6\n\n⬛⬛⬛⬛🟨\n🟨⬛🟩⬛⬛\n🟩🟩🟩🟩🟩"

TITLES = {
    "en": ("That share doesn't add up in hard mode", "That share doesn't add up"),
    "pt-BR": ("Esse resultado não bate no modo difícil", "Esse resultado não bate"),
    "es-ES": ("Ese resultado no cuadra en modo difícil", "Ese resultado no cuadra"),
    "de": ("Dieses Ergebnis geht im schweren Modus nicht auf", "Dieses Ergebnis geht nicht auf"),
}


async def _said(huddle, channel_id: int, text: str, locale: str | None = None):
    Channel.next_id += 1
    msg = Incoming(channel_id, 1, Channel.next_id, ALICE, text, locale=locale)
    return await huddle.on_message(msg)


async def test_a_share_that_does_not_add_up_is_titled_so_in_every_language(huddle):
    for n, (language, (hard, wrong)) in enumerate(TITLES.items()):
        breach = await _said(huddle, 700 + n, BREAKS_HARD_MODE, language)
        assert breach.title == hard and breach.tone == "error", language
        assert breach.lines[0].startswith(("Line 4 (", "Linha 4 (", "Línea 4 (", "Zeile 4 (")), (
            breach.lines
        )
        rows = await _said(huddle, 710 + n, TOO_FEW_ROWS, language)
        assert rows.title == wrong, language
    assert await huddle.shares.store.shares(1, 1632) == []  # nothing counted


async def test_a_one_line_messages_mistake_names_no_line(huddle):
    for channel_id in (720, 721):  # words shown: hiding them is test_spoilers'
        await huddle.settings.store.set_spoilers(channel_id, False)
    await _said(huddle, 720, "CRANE 00000")  # a game going: a slip is said
    one = await _said(huddle, 720, "slate 0211")
    assert one.title == "I couldn't read that"
    assert one.lines == ["`0211` has 4 tiles but SLATE has 5 letters; type one tile per letter"]
    two = await _said(huddle, 721, "SLOTH=.....\nCRANE=c.a")
    assert two.lines == [
        "Line 2 (`CRANE=c.a`): `c.a` has 3 tiles but CRANE has 5 letters; type one tile per letter"
    ]
