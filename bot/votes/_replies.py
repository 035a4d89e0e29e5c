"""What a vote says: its poll, a refusal, and which guess won."""

from __future__ import annotations

from collections.abc import Sequence

from bot.domain import Ballot, Choice, Reply
from bot.i18n import t, tn
from bot.store import Vote

ANSWER_LIMIT = 55  # Discord's limit on a poll answer's text


def note(choice: Choice, best: bool) -> str:
    """A guess's trade-off in a few words: its guesses to finish, on average."""
    guesses = f"{choice.expected:.2f}"
    if best and choice.could_be_answer:
        return t("best, could win now ({guesses})", guesses=guesses)
    if best:
        return t("best on average ({guesses})", guesses=guesses)
    if choice.could_be_answer:
        return t("could win now ({guesses})", guesses=guesses)
    return t("{guesses} on average", guesses=guesses)


def ballot(picked: Sequence[Choice], minutes: int) -> Reply:
    answers = tuple(
        (c.word.upper(), note(c, n == 0)[: ANSWER_LIMIT - len(c.word) - 3])
        for n, c in enumerate(picked)
    )
    question = t("What do we play next? (In brackets: guesses to finish, on average.)")
    line = tn(
        "The vote runs for {count} minute; then I say which won. A new row closes it.",
        "The vote runs for {count} minutes; then I say which won. A new row closes it.",
        minutes,
    )
    return Reply(t("Vote on the next guess"), [line], poll=Ballot(question, answers, minutes))


def nothing_to_choose(picked: Sequence[Choice]) -> Reply:
    if picked:
        lines = [
            t("Only **{word}** is worth playing: no vote needed.", word=picked[0].word.upper())
        ]
    else:
        lines = [t("There is no guess to vote on here.")]
    return Reply(t("Nothing to vote on"), lines, "warning", ephemeral=True)


def open_already(vote: Vote) -> Reply:
    lines = [
        t(
            "A vote is open here already; it closes <t:{ends}:R>. One vote at a time.",
            ends=int(vote.ends_at),
        )
    ]
    return Reply(t("A vote is open"), lines, "warning", ephemeral=True)


def chosen(words: Sequence[str], counts: Sequence[int]) -> Reply:
    """The winner: the most votes, a tie going to the one higher on the ballot (the
    better on average); nobody voting leaves the bot's pick."""
    total = sum(counts)
    if total == 0:
        word = words[0].upper()
        return Reply(
            t("Nobody voted"), [t("Play **{word}**, my pick, and paste the colours.", word=word)]
        )
    top = max(counts)
    winner = counts.index(top)
    word = words[winner].upper()
    lines = [
        tn(
            "**{word}** won with {count} vote of {total}.",
            "**{word}** won with {count} votes of {total}.",
            top,
            word=word,
            total=total,
        )
    ]
    if counts.count(top) > 1:
        lines.append(t("A tie: the one higher on the ballot goes, the better on average."))
    lines.append(t("Play it and paste the colours."))
    return Reply(t("The vote chose {word}", word=word), lines, "success")
