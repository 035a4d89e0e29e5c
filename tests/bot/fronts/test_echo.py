"""Nothing a user typed comes back as live markdown: every text option of every command,
the Why-not form and a pasted line, given hostile text, rendered as Discord shows them."""

from __future__ import annotations

import re

import pytest

from bot.commands import COMMANDS
from bot.domain import Asker, Position
from tests.bot.chat import ALICE, Channel
from tests.bot.fronts.test_render import sent_text

HOSTILE = (
    "[free nitro](https://evil.example)",
    "||@everyone||",
    "<@123456789012345678> <#42> <@&7>",
    "**loud** __under__ ~~gone~~ # heading",
    "`code` breaks `out`",
    "x\n> quoted\n- listed",
)
# what each would become if rendered live: a masked link, a spoiler hiding a mass mention,
# a mention chip, emphasis, a heading, a quote
LIVE = re.compile(
    r"\]\(https?:|\|\|@everyone|<[@#][&!]?\d+>|\*\*loud|__under|~~gone|^#|^> quoted",
    re.IGNORECASE | re.MULTILINE,
)
CODE_SPAN = re.compile(r"`[^`\n]*`")


def rendered(reply) -> str:
    """The reply's text as Discord renders it live: code spans are inert, so dropped."""
    return CODE_SPAN.sub("", "\n".join(sent_text(reply)))


def asked(command) -> list[tuple[str, dict]]:
    """Each text option of ``command`` given each hostile text, the others sensible."""
    sensible = {"word": "crane", "text": "20010"}
    out = []
    for option in command.options:
        if option.type not in ("text", "word"):
            continue
        for bad in HOSTILE:
            given = {o.name: sensible[o.type] for o in command.options if o.type in sensible}
            given[option.name] = bad
            out.append((f"/{command.name} {option.name}={bad!r}", given))
    return out


CASES = [(c.name, label, given) for c in COMMANDS for label, given in asked(c)]


def test_every_text_option_is_covered():
    covered = {name for name, _, _ in CASES}
    assert {"why", "guess", "solve", "settings", "link"} <= covered


@pytest.mark.parametrize(("name", "label", "given"), CASES, ids=[c[1] for c in CASES])
async def test_hostile_options_never_render_live(huddle, name, label, given):
    ch = Channel(huddle, 70)
    await ch.post(ALICE, "CRANE=c.a.e")  # a game going, so every command has one to read
    reply = await huddle.answer(name, Asker(70, 1, ALICE, 9001), given)
    assert not LIVE.search(rendered(reply)), (label, sent_text(reply))


@pytest.mark.parametrize("bad", HOSTILE)
async def test_the_why_form_and_a_pasted_line_never_render_live(huddle, bad):
    ch = Channel(huddle, 71)
    await ch.post(ALICE, "CRANE=c.a.e")
    at = Asker(71, 1, ALICE, 9002)
    pressed = await huddle.press("why", at, {"word": bad, "board": None}, Position(71, 1))
    assert pressed.ephemeral and not LIVE.search(rendered(pressed))
    for text in (f"CRANE {bad}", f"{bad}=c....", f"CRANE=c.a.e\nSLOTH {bad}"):
        reply = await ch.post(ALICE, text)
        if reply is not None:
            assert not LIVE.search(rendered(reply)), (text, sent_text(reply))


def test_typed_text_cannot_leave_its_code_span():
    from bot.formatting import typed

    shown = typed("`a` [x](https://evil.example)\n||@everyone||" + "z" * 50)
    assert shown.count("`") == 2 and shown.startswith("`") and shown.endswith("…`")
    assert "\n" not in shown and len(shown) == 42
