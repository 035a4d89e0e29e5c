"""/wordlist through the real client: the admin's files arrive as Discord attachments,
read from their URL within the bound, and the server's games play the list at once."""

from __future__ import annotations

from tests.e2e.fake_discord import EPHEMERAL, shown_text, user

ADMIN, PLAYER = user(41, "admin"), user(42, "player")
CHANNEL = 1301
ANSWERS = b"cigar\nrebut\nsissy\nhumph\nawake\nblush\nfocal\nevade\nnaval\n"


async def test_an_uploaded_list_is_read_from_its_attachment_and_played(bot, discord_stub):
    iid, token = await discord_stub.slash_with_files(
        CHANNEL, ADMIN, "wordlist", {"answers": ("ours.txt", ANSWERS)}
    )
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    assert callback["data"]["flags"] & EPHEMERAL  # deferred, then the answer follows
    (followup,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
    assert "9 answers and 9 guesses of 5 letters" in shown_text(followup)

    await discord_stub.say(CHANNEL, PLAYER, "CRANE ⬛⬛🟨🟨⬛")  # its game: the server's list
    (post,) = await discord_stub.wait_for(lambda: discord_stub.posts(CHANNEL))
    assert "Only ||**NAVAL**|| is left." in shown_text(post)

    _, bad_token = await discord_stub.slash_with_files(
        CHANNEL, ADMIN, "wordlist", {"answers": ("bad.txt", "cigar\ncafé\n".encode())}
    )
    (refused,) = await discord_stub.wait_for(lambda: discord_stub.followups(bad_token))
    assert "Word list not saved" in shown_text(refused) and "line 2" in shown_text(refused)
