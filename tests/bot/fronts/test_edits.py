"""A sent reply edited into its fuller form: text (a solve's summary) as an embed, as it
was sent; a picture reply (an analysis that goes on after its reply) as a layout with its
picture sent anew, since a Components V2 message takes no embed."""

from __future__ import annotations

from bot.domain import Reply
from bot.fronts.answering import as_edit, complete
from bot.pictures import Picture

PICTURE = Picture(b"\x89PNG fake", "SPOILER_analysis.png", "Words left after each guess.")


def test_a_text_reply_is_edited_as_an_embed():
    edit = as_edit(Reply("Solved in 3/6! 🎉", ["Skill 90/100 per guess"]))
    assert set(edit) == {"embed"} and edit["embed"].description == "Skill 90/100 per guess"


def test_a_picture_reply_is_edited_as_its_layout_and_picture():
    edit = as_edit(Reply("Dordle analysis", ["1. CRANE — board 1: 187 left"], picture=PICTURE))
    assert "embed" not in edit and edit["view"].has_components_v2()
    (upload,) = edit["attachments"]
    assert upload.filename == "SPOILER_analysis.png"
    (container,) = edit["view"].to_components()
    assert container["components"][0]["content"].endswith("1. CRANE — board 1: 187 left")


async def test_every_fuller_form_is_an_edit_in_turn():
    """An analysis going on step by step: each form replaces the one before, in order."""
    last = Reply("Dordle analysis", ["5 turns"], picture=PICTURE)

    async def second() -> Reply:
        return last

    async def first() -> Reply:
        return Reply("Dordle analysis", ["3 turns"], picture=PICTURE, fuller=second)

    edits: list[dict] = []

    async def edit(**sent) -> None:  # Discord's message edit, as the front calls it
        edits.append(sent)

    await complete(Reply("Dordle analysis", ["1 turn"], picture=PICTURE, fuller=first), edit)
    shown = [e["view"].to_components()[0]["components"][0]["content"] for e in edits]
    assert [s.rsplit("\n", 1)[-1] for s in shown] == ["3 turns", "5 turns"]
    assert all(e["allowed_mentions"].everyone is False for e in edits)
