"""/analysis under familiar advice: a row's line sets it against the word the advice named
(TRACE, about 116), and the picture beside it (its bars and the description screen readers
read) says the same word and figure, never the rare best's (≈100) for the same claim."""

from __future__ import annotations

import re

import pytest

from bot.domain import Author, Incoming
from bot.i18n import speaking_in
from bot.pictures.charts import TurnLeft, describe_analysis
from solver.game.feedback import score, to_digits

ALICE = Author(1, "alice")
CHANNEL, GUILD = 10, 1


async def _analysed(huddle, spoilers: bool):
    await huddle.games.spoilers(CHANNEL, spoilers)
    for n, word in enumerate(("match", "batch", "catch")):
        text = f"{word} {to_digits(score(word, 'catch'))}"
        await huddle.on_message(Incoming(CHANNEL, GUILD, 5000 + n, ALICE, text))
    return await huddle.games.analysis(CHANNEL)


@pytest.mark.parametrize("spoilers", [False, True])
async def test_the_picture_says_the_word_and_figure_the_line_names(huddle, spoilers):
    review = await _analysed(huddle, spoilers)
    first = next(line for line in review.lines if line.startswith("1. "))
    named = re.search(r"(\|\|)?([A-Z]+)(\|\|)? about ([\d,]+)$", first)
    assert named is not None, first
    word, figure = named[2], named[4]
    said = review.picture.description
    turn = re.search(r"1\. [^;]+; on average it leaves ≈[\d,.]+, ([^;.]+?) ≈([\d,.]+)", said)
    assert turn is not None, said
    assert turn[2] == figure
    assert turn[1] == ("the word the advice named" if spoilers else word)
    assert "the best guess" not in turn[0]


@pytest.mark.parametrize(
    "language, said, hidden",
    [
        ("en", "≈122, TRACE ≈116", "≈122, the word the advice named ≈116"),
        ("pt", "≈122, TRACE ≈116", "≈122, a palavra que os conselhos deram ≈116"),
        ("es", "≈122, TRACE ≈116", "≈122, la palabra que dieron los consejos ≈116"),
        ("de", "≈122, TRACE ≈116", "≈122, das Wort, das die Tipps nannten ≈116"),
    ],
)
def test_a_named_word_is_said_in_every_language(language, said, hidden):
    turns = [TurnLeft("match", 3158, 88, 116.2, 122.1, named="trace")]
    with speaking_in(language):
        shown, spoiled = describe_analysis(turns), describe_analysis(turns, spoiler=True)
        kept = describe_analysis(turns, answers_hidden=True)  # a lost game, spoilers on
    assert said in shown and "MATCH" in shown
    assert hidden in spoiled and "TRACE" not in spoiled
    assert hidden in kept and "TRACE" not in kept and "MATCH" in kept
