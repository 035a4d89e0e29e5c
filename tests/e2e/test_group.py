from solver import score
from solver.game.feedback import notation, to_digits, to_emoji
from tests.e2e.fake_discord import user

ALICE, BOB, CAROL = user(11, "alice"), user(12, "bob"), user(13, "carol")
CHANNEL = 1101


def description(post: dict) -> str:
    (embed,) = post["embeds"]
    return embed.get("title", "") + "\n" + embed.get("description", "")


async def test_three_users_solve_together(bot, discord_stub):
    secret = "chess"
    pastes = [
        (ALICE, f"CAVES={notation('caves', score('caves', secret))[6:]}"),
        (BOB, f"swiss {to_digits(score('swiss', secret))}"),
        (CAROL, f"CREST {to_emoji(score('crest', secret))}"),
        (ALICE, f"CHESS {to_emoji(score('chess', secret))}"),
    ]
    for n, (author, text) in enumerate(pastes, 1):
        await discord_stub.say(CHANNEL, author, text)
        await discord_stub.wait_for(lambda n=n: len(discord_stub.posts(CHANNEL)) >= n)
    posts = discord_stub.posts(CHANNEL)
    assert len(posts) == 4
    assert "1/6 played" in description(posts[0]) and "likely answers left" in description(posts[0])
    final = description(posts[-1])
    assert "Solved in 4/6" in final
    assert "alice" in final and "bob" in final and "carol" in final
    assert all(p["allowed_mentions"]["parse"] == [] for p in posts)
    # the game's summary arrives as an edit of the solve message
    edits = await discord_stub.wait_for(
        lambda: [
            r
            for r in discord_stub.requests
            if r.method == "PATCH" and r.path.startswith(f"/channels/{CHANNEL}/messages/")
        ]
    )
    summed = description(edits[-1].body)
    assert "Solved in 4/6" in summed and "Skill " in summed and "lucky" in summed
    assert edits[-1].body["allowed_mentions"]["parse"] == []
