"""/vote follows familiar advice and writes its words as /hint does (#71): after Termo's
SÉRIA ⬛⬛⬛⬛⬛ /hint lists CULTO, then rare words (COLTO, PULTO, TOCLÓ) before familiar
ones a little worse; the ballot took the list's order, dropped the rare label and wrote
TOCLO (on advice:best; after ÓTIMO ⬛⬛⬛⬛⬛, SARÇA, since Termo's answers changed).  On
the real store (an SQLite file) and solver, each ballot checked against the
/hint list of the same position."""

from __future__ import annotations

import re

from bot.domain import Asker, Reply
from solver import margin
from tests.bot.chat import ALICE, Channel

FAMILIAR_GUILD, BEST_GUILD = 71, 72
NAMES = re.compile(r"\*\*(\w+)\*\*")
FIGURE = re.compile(r"\d+\.\d+")


def hinted(hint: Reply) -> dict[str, bool]:
    """/hint's words as it writes them, best first, each with whether it is labelled rare."""
    listed: dict[str, bool] = {}
    for line in hint.lines:
        if not re.match(r"\d+\. ", line):
            continue
        names, _, said = line.partition(" — ")
        rare = "; a rare word" in said or "; rare words" in said
        listed.update((name, rare) for name in NAMES.findall(names))
    return listed


async def termo_after_seria(
    huddle, channel_id: int, guild_id: int, row: str = "SÉRIA ⬛⬛⬛⬛⬛"
) -> dict[str, bool]:
    await huddle.games.new(channel_id, guild_id, "termo")
    await huddle.settings.store.set_spoilers(channel_id, False)
    await Channel(huddle, channel_id, guild_id).post(ALICE, row)
    return hinted(await huddle.games.hint(channel_id, 10))


async def test_a_ballot_names_words_as_hint_does_and_a_familiar_one_before_a_close_rare_one(
    huddle,
):
    listed = await termo_after_seria(huddle, 711, FAMILIAR_GUILD)
    opened = await huddle.votes.open(Asker(711, FAMILIAR_GUILD, ALICE, 99), 5)
    assert opened.poll is not None
    answers = opened.poll.answers
    assert answers[0][0] == next(iter(listed))  # familiar advice's lead
    for name, note in answers:
        assert name in listed, f"{name} is not written as /hint writes it: {list(listed)}"
        assert ("a rare word" in note) == listed[name], (name, note)
    assert any(listed[name] for name, _ in answers)  # a rare word is on it, labelled
    # a rare word is ahead of a familiar one only where it is better by more than the margin
    figures = [float(FIGURE.findall(note)[0]) for _, note in answers]
    for i, (name, _) in enumerate(answers[2:], 2):
        for later, (other, _) in enumerate(answers[i + 1 :], i + 1):
            if listed[name] and not listed[other]:
                assert figures[i] + margin(False) < figures[later], (name, other)
    familiar_after_rare = [n for n in list(listed)[1:] if not listed[n]]
    assert familiar_after_rare[0] in [name for name, _ in answers]


async def test_on_advice_best_the_ballot_keeps_the_list_and_the_language_s_accents(huddle):
    """After ÓTIMO ⬛⬛⬛⬛⬛ the exact advice names SARÇA among its first: written so."""
    await huddle.settings.change(BEST_GUILD, {"advice": "best"})
    listed = await termo_after_seria(huddle, 712, BEST_GUILD, "ÓTIMO ⬛⬛⬛⬛⬛")
    asked = Asker(712, BEST_GUILD, ALICE, 99)
    opened = await huddle.votes.open(asked, 5)
    assert opened.poll is not None
    names = [name for name, _ in opened.poll.answers]
    assert names == list(listed)[: len(names)]  # the exact advice's order, as before
    assert "SARÇA" in names and not any("rare" in note for _, note in opened.poll.answers)
    await huddle.votes.posted(712, 7120)
    vote = await huddle.votes.open_here(712)
    assert vote is not None
    said = await huddle.votes.close(vote, [0 if n != "SARÇA" else 3 for n in names])
    assert said is not None and said.title == "The vote chose SARÇA"
    assert said.lines[0] == "**SARÇA** won with 3 votes of 3."
