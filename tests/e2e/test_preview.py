"""An admin previews the daily summary privately and publishes it with the button, through
the real client: the preview is ephemeral and carries the Publish button; the press posts
the summary, composed afresh, in the channel for everyone, and tells the admin so.  One
bot serves both tests (``SHARED``), each in a guild of its own: a summary is a guild's."""

from __future__ import annotations

from tests.e2e.conftest import SHARED
from tests.e2e.fake_discord import ALL_PERMISSIONS, EPHEMERAL, shown_text, user
from tests.e2e.sharing import module_bot, module_discord  # noqa: F401 (the module's fixtures)
from tests.e2e.test_buttons import custom_ids

pytestmark = SHARED
ADMIN, MEMBER = user(61, "ada"), user(62, "mo")
CHANNEL = 1103  # guild 101
REFUSED = 1201  # guild 102
SHARE = "Wordle 1,500 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩"


async def test_an_admin_previews_the_summary_and_publishes_it(bot, discord_stub):
    await discord_stub.say(CHANNEL, ADMIN, SHARE)
    await discord_stub.wait_for(lambda: discord_stub.posts(CHANNEL))
    iid, _ = await discord_stub.slash(CHANNEL, ADMIN, "preview")
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    preview = callback["data"]
    assert preview["flags"] & EPHEMERAL
    text = shown_text(preview)
    assert text.startswith("Wordle 1,500: yesterday's results") and "only you see" in text
    assert list(custom_ids(preview)) == ["Publish"]

    before = len(discord_stub.posts(CHANNEL))
    shown = {**preview, "_channel": CHANNEL}  # the ephemeral message the button sits on
    _, token = await discord_stub.press(
        shown, ADMIN, custom_ids(preview)["Publish"], ALL_PERMISSIONS
    )
    await discord_stub.wait_for(lambda: len(discord_stub.posts(CHANNEL)) > before)
    published = shown_text(discord_stub.posts(CHANNEL)[-1])
    assert published.startswith("Wordle 1,500: yesterday's results")
    assert "👑 3/6: **ada**" in published and "only you see" not in published
    (done,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
    assert done["content"] == "Published." and done["flags"] & EPHEMERAL


async def test_publish_pressed_by_a_member_without_manage_server_is_refused(bot, discord_stub):
    """The button's id is the client's to send: a press from a member without Manage
    Server (as /preview needs) posts nothing and is told why, only to them."""
    await discord_stub.say(REFUSED, ADMIN, SHARE)
    await discord_stub.wait_for(lambda: discord_stub.posts(REFUSED))
    iid, _ = await discord_stub.slash(REFUSED, ADMIN, "preview")
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    preview = {**callback["data"], "_channel": REFUSED}
    before = len(discord_stub.posts(REFUSED))
    _, token = await discord_stub.press(preview, MEMBER, custom_ids(preview)["Publish"])
    (refused,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
    assert len(discord_stub.posts(REFUSED)) == before  # nothing posted in the channel
    assert refused["flags"] & EPHEMERAL
    assert shown_text(refused).startswith("Not yours to publish")
