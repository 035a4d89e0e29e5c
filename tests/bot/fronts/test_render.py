"""How a reply goes to Discord: a picture reply as a Components V2 layout (the text, then
the picture at full width with its alt text), a reply of text as an embed; both carry the
same words, the buttons and no more than Discord takes."""

from __future__ import annotations

import discord

from bot.domain import Position, Reply
from bot.fronts.buttons import buttons_for
from bot.fronts.render import LAYOUT_TEXT_LIMIT, as_message
from bot.pictures import Picture

PICTURE = Picture(b"\x89PNG fake", "stats.png", "Games won: 3 of 4.")


def sent_text(reply: Reply) -> tuple[str, str]:
    """The title and the text Discord shows for ``reply``, as it is sent."""
    sent = as_message(reply)
    if "embed" in sent:
        embed: discord.Embed = sent["embed"]
        return embed.title or "", embed.description or ""
    shown = [
        c.content for c in sent["view"].walk_children() if isinstance(c, discord.ui.TextDisplay)
    ]
    title, _, text = "\n".join(shown).partition("\n")
    return title.removeprefix("### "), text


def components(sent: dict) -> list[dict]:
    return sent["view"].to_components()


def test_a_reply_of_text_is_an_embed_in_its_tone():
    sent = as_message(Reply("1/6 played", ["CRANE", "**12** left"], tone="success"))
    assert set(sent) == {"embed", "files"} and sent["files"] == []
    assert sent["embed"].colour == discord.Colour.green()
    assert sent["embed"].description == "CRANE\n**12** left"


def test_a_picture_reply_is_a_layout_with_the_text_then_the_picture():
    reply = Reply("Stats for Alice", ["Played 4, won 3"], picture=PICTURE)
    sent = as_message(reply)
    assert "embed" not in sent and sent["view"].has_components_v2()
    (container,) = components(sent)
    assert container["type"] == 17 and container["accent_color"] == discord.Colour.blurple().value
    text, gallery = container["components"]
    assert text == {"type": 10, "content": "### Stats for Alice\nPlayed 4, won 3"}
    (item,) = gallery["items"]
    assert item["media"]["url"] == "attachment://stats.png"
    assert item["description"] == "Games won: 3 of 4." and not item.get("spoiler")
    (upload,) = sent["files"]
    assert upload.filename == "stats.png" and upload.description == "Games won: 3 of 4."
    assert sent_text(reply) == ("Stats for Alice", "Played 4, won 3")


def test_a_picture_showing_the_answer_stays_behind_a_spoiler():
    hidden = Picture(b"png", "SPOILER_board.png", "Board")
    (container,) = components(as_message(Reply("Solved", ["3/6"], picture=hidden)))
    (item,) = container["components"][1]["items"]
    assert item["spoiler"] is True and item["media"]["url"] == "attachment://SPOILER_board.png"


def test_buttons_go_below_the_picture_or_under_the_embed():
    position = Position(1101, 4)
    with_picture = Reply("Board", ["CRANE"], position=position, picture=PICTURE)
    (container,) = components(as_message(with_picture, buttons_for(with_picture)))
    row = container["components"][-1]
    assert row["type"] == 1
    assert [b["custom_id"] for b in row["components"]] == [
        "huddle:hint:1101:4",
        "huddle:why:1101:4",
        "huddle:cands:1101:4",
    ]
    text_only = Reply("Board", ["CRANE"], position=position)
    view = as_message(text_only, buttons_for(text_only))["view"]
    assert not view.has_components_v2() and len(view.children) == 3


def test_a_long_picture_reply_is_clipped_to_what_a_layout_takes():
    reply = Reply("History", ["x" * 90] * 100, picture=PICTURE)
    assert as_message(reply)["view"].content_length() <= LAYOUT_TEXT_LIMIT
    assert sent_text(reply)[1].endswith("…")
