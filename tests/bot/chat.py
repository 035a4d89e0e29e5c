"""A channel of a Huddle and the players who post in it, as the service's tests drive it:
shared by the tests of the game played in chat, its commands and the shares."""

from __future__ import annotations

from bot.service import Author, Huddle, Incoming

ALICE, BOB, CAROL = Author(1, "alice"), Author(2, "bob"), Author(3, "carol")


class Channel:
    """Posts messages with increasing ids into one channel of a Huddle."""

    next_id = 1000

    def __init__(self, huddle: Huddle, channel_id: int = 10, guild_id: int | None = 1):
        self.huddle, self.channel_id, self.guild_id = huddle, channel_id, guild_id

    async def post(self, author: Author, text: str):
        Channel.next_id += 1
        self.last_id = Channel.next_id
        return await self.huddle.on_message(
            Incoming(self.channel_id, self.guild_id, Channel.next_id, author, text)
        )

    async def edit(self, message_id: int, author: Author, text: str):
        return await self.huddle.on_edit(
            Incoming(self.channel_id, self.guild_id, message_id, author, text)
        )


def body(reply) -> str:
    return reply.title + "\n" + "\n".join(reply.lines)


def share(puzzle: int, answer: str, guesses: list[str], hard: bool = False) -> str:
    from solver import score
    from solver.game.feedback import to_emoji

    rows = [to_emoji(score(g, answer)) for g in guesses]
    result = str(len(guesses)) if guesses[-1] == answer else "X"
    return f"Wordle {puzzle:,} {result}/6{'*' if hard else ''}\n\n" + "\n".join(rows)
