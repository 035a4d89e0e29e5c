"""/vote on a real store and solver: what the ballot offers, one vote per channel, a
vote closed once with its winner (a tie to the better), and a vote made moot by a row."""

from __future__ import annotations

from bot.domain import Asker, Choice
from bot.service import Huddle
from bot.votes._replies import ballot, chosen, nothing_to_choose
from bot.votes._votes import OPTIONS, blind, on_the_ballot
from tests.bot.chat import ALICE, Channel
from tests.helpers import standing_clock

CHANNEL = 4040


def test_the_ballot_offers_the_best_the_best_winner_and_close_ones():
    choices = [
        Choice("carne", 2.71, False),
        Choice("caird", 2.71, False),
        Choice("naice", 2.72, False),
        Choice("cadre", 2.72, False),
        Choice("hider", 2.81, True),
    ]
    assert [c.word for c in on_the_ballot(choices)] == ["carne", "hider", "caird", "naice"]
    far = [Choice("chunk", 1.14, True), Choice("chink", 1.94, False)]
    assert [c.word for c in on_the_ballot(far)] == ["chunk"]  # nothing else worth it
    assert len(on_the_ballot([Choice(f"w{n}", 3.0, False) for n in range(9)])) == OPTIONS


def test_the_winner_is_the_most_voted_a_tie_goes_higher_and_none_leaves_the_pick():
    words = ("carne", "hider", "caird")
    assert chosen(words, [1, 3, 0]).title == "The vote chose HIDER"
    tie = chosen(words, [2, 2, 0])
    assert tie.title == "The vote chose CARNE" and any("tie" in line for line in tie.lines)
    assert chosen(words, [0, 0, 0]).title == "Nobody voted"


async def test_one_vote_per_channel_closed_once_or_made_moot(store, solver):
    huddle = Huddle(store, solver, deadline_clock=standing_clock)  # the ballot searched whole
    channel = Channel(huddle, CHANNEL)
    await channel.post(ALICE, "SLOTH 00001")
    asked = Asker(CHANNEL, 1, ALICE, 99)
    opened = await huddle.votes.open(asked, 3)
    assert opened.poll is not None and len(opened.poll.answers) == OPTIONS
    assert "could win now" in opened.poll.answers[1][1]
    assert (await huddle.votes.open(asked, 3)).title == "A vote is open"
    await huddle.votes.posted(CHANNEL, 777)
    vote = await huddle.votes.open_here(CHANNEL)
    assert vote is not None and not await huddle.votes.moot(vote)
    said = await huddle.votes.close(vote, [0, 5, 1, 0])
    assert vote.words[1] == "hider"  # a possible answer, kept in spoilers (on by default)
    assert said is not None and said.title == "The vote is in"
    assert said.lines[0] == "||**HIDER**|| won with 5 votes of 6."
    assert await huddle.votes.close(vote, [0, 5, 1, 0]) is None  # closed once

    await huddle.votes.open(asked, 3)
    await huddle.votes.posted(CHANNEL, 778)
    await channel.post(ALICE, "CRANE 20020")
    (due,) = await huddle.votes.due(lambda guild: True)
    assert due[1]  # moot: a new row
    closed = await huddle.votes.close(due[0], None, moot=True)
    assert closed is not None and closed.lines == ["A new row was played, so the vote is closed."]
    assert await huddle.votes.close(due[0], None, moot=True) is None  # said once
    assert await huddle.votes.open_here(CHANNEL) is None


def test_a_ballot_keeps_possible_answers_hidden_where_the_channel_does():
    """A poll cannot hold a spoiler: a possible answer is on it by number, and the line
    that closes the vote names it in spoilers."""
    choices = [
        Choice("chive", 1.57, True),
        Choice("chide", 1.57, True),
        Choice("acold", 2.0, False),
    ]
    hidden = ballot(choices, 5, spoilers=True)
    assert [word for word, _ in hidden.poll.answers] == [
        "Possible answer 1",
        "Possible answer 2",
        "ACOLD",
    ]
    shown = ballot(choices, 5, spoilers=False)
    assert [word for word, _ in shown.poll.answers] == ["CHIVE", "CHIDE", "ACOLD"]
    said = chosen(("chive", "chide", "acold"), [3, 1, 0], hidden={"chive", "chide"})
    assert (
        said.title == "The vote is in" and said.lines[0] == "||**CHIVE**|| won with 3 votes of 4."
    )
    plain = chosen(("chive", "chide", "acold"), [0, 1, 3], hidden={"chive", "chide"})
    assert plain.title == "The vote chose ACOLD"


def test_a_ballot_calls_best_only_the_lowest_figure_it_shows():
    """A familiar word may head the ballot close to a rare one that is better by a little:
    the ballot then says each one's figure, and "best" only of the lowest."""
    choices = [
        Choice("cadre", 2.63, False, familiar=True),
        Choice("caird", 2.62, False, familiar=False),
        Choice("raine", 2.72, False, familiar=True),
    ]
    notes = [note for _, note in ballot(choices, 5, spoilers=False).poll.answers]
    assert notes == ["2.63 on average", "best on average (2.62); a rare word", "2.72 on average"]
    alike = [Choice("cadre", 2.621, False, True), Choice("caird", 2.619, False, False)]
    notes = [note for _, note in ballot(alike, 5, spoilers=False).poll.answers]
    assert notes == ["best on average (2.62)", "best on average (2.62); a rare word"]


def test_a_ballot_calls_none_best_where_a_better_guess_was_left_off_it():
    """German after KEKSE: LANGT, FAHRT and BAHNT, all 3,17, each "best on average" while
    /hint listed RANGT 3,14 and HALFT 3,16 above them (left off the ballot, familiar words
    first): "best" is said of the lowest figure there is, not the lowest shown."""
    picked = [Choice("langt", 3.17, False, True), Choice("fahrt", 3.17, False, True)]
    notes = [note for _, note in ballot(picked, 5, spoilers=False, lowest=3.14).poll.answers]
    assert notes == ["3.17 on average", "3.17 on average"]
    notes = [note for _, note in ballot(picked, 5, spoilers=False, lowest=3.171).poll.answers]
    assert notes == ["best on average (3.17)", "best on average (3.17)"]  # a tie at the best


def test_a_ballots_question_names_its_figures_as_every_option_writes_them():
    """It said "(In brackets: guesses to finish, on average.)" above "2.59 on average",
    a figure in no brackets: the question says what the figures are, not where."""
    choices = [Choice("shout", 2.53, False, familiar=True), Choice("south", 2.59, True)]
    poll = ballot(choices, 5, spoilers=False).poll
    assert poll.question == "What do we play next? (The figures: guesses to finish, on average.)"
    assert [note for _, note in poll.answers] == ["best on average (2.53)", "could win now (2.59)"]


def test_a_ballot_note_that_does_not_fit_is_said_shorter_never_cut_in_a_figure():
    """A poll answer holds 55 characters: a long note (German, with a hidden word's label)
    is said in fewer words rather than cut inside its figure."""
    from bot.i18n import speaking_in

    choices = [Choice("grüne", 1.57, True, True), Choice("kekse", 2.0, False, True)]
    with speaking_in("de"):
        answers = ballot(choices, 5, spoilers=True).poll.answers
    for word, note in answers:
        assert len(f"{word} · {note}") <= 55
    assert answers[0] == ("Mögliche Lösung 1", "kann gleich gewinnen (1,57)")


def test_possible_answers_on_a_ballot_are_labelled_alike_in_every_language():
    """Two possible answers side by side both say they could win now, the best one too
    where "best" does not fit (German's longer words): one label rule."""
    from bot.i18n import speaking_in, t
    from bot.numbers import decimal

    choices = [Choice("grüne", 3.13, True, True), Choice("grube", 3.15, True, True)]
    for language in ("en", "pt", "es", "de"):
        with speaking_in(language):
            for spoilers in (True, False):
                notes = [note for _, note in ballot(choices, 5, spoilers).poll.answers]
                for said, choice in zip(notes, choices, strict=True):
                    could_win = t("could win now ({guesses})", guesses=decimal(choice.expected))
                    assert said.endswith(could_win), (language, said)


async def test_at_the_opening_a_ballot_names_its_words_where_the_channel_hides_answers(
    store, solver
):
    """Before any row every word is possible, so naming one gives nothing away: the ballot
    and the candidates name words in the clear, as /hint's opening list does; after a row,
    a possible answer is hidden again (spoilers are on by default)."""
    huddle = Huddle(store, solver, deadline_clock=standing_clock)
    channel = Channel(huddle, CHANNEL)
    await huddle.games.new(CHANNEL, 1)
    opening = await huddle.votes.open(Asker(CHANNEL, 1, ALICE, 99), 3)
    assert opening.poll is not None
    names = [name for name, _ in opening.poll.answers]
    assert not any(name.startswith("Possible answer") for name in names)
    assert any("could win now" in note for _, note in opening.poll.answers)
    await huddle.votes.posted(CHANNEL, 777)
    listed = await huddle.games.candidates(CHANNEL, 5)
    assert "||" not in listed.lines[-1]
    await channel.post(ALICE, "JUMPY 00000")
    vote = await huddle.votes.close_moot(CHANNEL)
    assert vote is not None
    again = await huddle.votes.open(Asker(CHANNEL, 1, ALICE, 99), 3)
    assert again.poll is not None and any(
        name.startswith("Possible answer") for name, _ in again.poll.answers
    )
    assert (await huddle.games.candidates(CHANNEL, 5)).lines[-1].startswith("||")


def test_no_blind_vote_where_the_channel_hides_every_choice():
    """With spoilers on, a ballot of possible answers alone would have players choose
    between numbers: /vote says so and points to /hint; one visible choice, or spoilers
    off, makes it a vote."""
    hidden = [Choice("grune", 1.5, True, True), Choice("grube", 1.5, True, True)]
    assert blind(hidden, spoilers=True)
    assert not blind(hidden, spoilers=False)
    assert not blind([*hidden, Choice("anvil", 2.0, False, True)], spoilers=True)
    said = nothing_to_choose(hidden, spoilers=True)
    assert said.poll is None and said.ephemeral
    assert said.lines == [
        "Every guess worth a vote could be the answer, and this channel hides those.",
        "`/hint` shows them to you alone.",
    ]
