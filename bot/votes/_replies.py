"""What a vote says: its poll, a refusal, and which guess won."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from bot.domain import Ballot, Choice, Reply
from bot.formatting import caps, spoiler
from bot.games import MovedOn
from bot.i18n import t, tn
from bot.numbers import decimal
from bot.votes._store import Vote

ANSWER_LIMIT = 55  # Discord's limit on a poll answer's text


def note(choice: Choice, best: bool, room: int = ANSWER_LIMIT) -> str:
    """A guess's trade-off in a few words: its guesses to finish, on average (where it
    could win now but may lose the game, that risk instead), and a rare word labelled as
    /hint labels it; in fewer words where ``room`` (characters) is short, never cut inside
    a word or a figure.  The shorter form drops "best" alone: a possible answer still says
    it could win now, so two possible answers side by side are labelled alike."""
    guesses = decimal(choice.expected)
    rare = t("; a rare word") if choice.rare else ""
    said = (_trade_off(choice, best) + rare, _trade_off(choice, False) + rare)
    return next((n for n in said if len(n) <= room), f"({guesses})")


def _trade_off(choice: Choice, best: bool) -> str:
    guesses = decimal(choice.expected)
    if choice.could_be_answer and choice.may_lose:  # the risk, not a figure of guesses
        return (
            t("best, could win now or lose the game")
            if best
            else t("could win now or lose the game")
        )
    if best and choice.could_be_answer:
        return t("best, could win now ({guesses})", guesses=guesses)
    if best:
        return t("best on average ({guesses})", guesses=guesses)
    if choice.could_be_answer:
        return t("could win now ({guesses})", guesses=guesses)
    return t("{guesses} on average", guesses=guesses)


def is_best(choice: Choice, lowest: float) -> bool:
    """Whether a ballot may call this guess the best on average: its figure is the lowest
    there is, ``lowest`` (a familiar word heads the ballot where it is close to the best,
    not always below it; the ballot must not contradict its own figures, nor /hint's,
    which may list a better word the ballot left off: then none is "best")."""
    return decimal(choice.expected) == decimal(lowest)


def on_ballot(choice: Choice, hidden: bool, n: int) -> str:
    """How a guess is named on the poll: a possible answer, where the channel hides
    answers, as "Possible answer 1" (a poll cannot hold spoilers; the closing line names
    it in them).  A word is written as /hint writes it, its language's accents kept."""
    if hidden and choice.could_be_answer:
        return t("Possible answer {n}", n=n)
    return caps(choice.word)


def ballot(
    picked: Sequence[Choice], minutes: int, spoilers: bool, lowest: float | None = None
) -> Reply:
    """The poll of ``picked``; ``lowest``: the best figure among every guess the advice
    weighed (None: the lowest picked), which alone is called "best"."""
    least = min(c.expected for c in picked) if lowest is None else lowest
    hidden = [c for c in picked if spoilers and c.could_be_answer]
    named = [on_ballot(c, spoilers, hidden.index(c) + 1 if c in hidden else 0) for c in picked]
    answers = tuple(
        (name, note(c, is_best(c, least), ANSWER_LIMIT - len(name) - len(" · ")))
        for name, c in zip(named, picked, strict=True)
    )
    # every option's figure said so, bracketed or not ("best on average (2.53)", "2.59 on
    # average"): the question names what the figures are, not where they stand
    question = t("What do we play next? (The figures: guesses to finish, on average.)")
    line = tn(
        "The vote runs for {count} minute; then I say which won. A new row closes it.",
        "The vote runs for {count} minutes; then I say which won. A new row closes it.",
        minutes,
    )
    return Reply(t("Vote on the next guess"), [line], poll=Ballot(question, answers, minutes))


def nothing_to_choose(picked: Sequence[Choice], spoilers: bool) -> Reply:
    """No vote: one guess alone is worth it (a possible answer, in spoilers where the
    channel hides them), none, or only possible answers the channel hides (a poll cannot
    hold spoilers, so its players would choose between numbers)."""
    if len(picked) > 1:
        lines = [t("Every guess worth a vote could be the answer, and this channel hides those.")]
        lines.append(t("`/hint` shows them to you alone."))
    elif picked:
        only = picked[0]
        hidden = {only.word} if spoilers and only.could_be_answer else set()
        lines = [t("Only {word} is worth playing: no vote needed.", word=_named(only.word, hidden))]
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


def _moved_on(why: MovedOn) -> str:
    if why == "removed":
        return t("A row was taken back, so the vote is closed.")
    if why == "new":
        return t("A new game started, so the vote is closed.")
    if why == "cleared":
        return t("The game was cleared, so the vote is closed.")
    return t("A new row was played, so the vote is closed.")


def _named(word: str, hidden: Collection[str]) -> str:
    return spoiler(f"**{caps(word)}**", word in hidden)


def chosen(words: Sequence[str], counts: Sequence[int], hidden: Collection[str] = ()) -> Reply:
    """The winner: the most votes, a tie going to the one higher on the ballot (the
    better on average); nobody voting leaves the bot's pick.  The ``hidden`` words (a
    possible answer where the channel hides them) in spoilers: the ballot named them
    only by number."""
    total = sum(counts)
    if total == 0:
        word = _named(words[0], hidden)
        return Reply(
            t("Nobody voted"), [t("Play {word}, my pick, and paste the colours.", word=word)]
        )
    top = max(counts)
    winner = counts.index(top)
    word = _named(words[winner], hidden)
    lines = [
        tn(
            "{word} won with {count} vote of {total}.",
            "{word} won with {count} votes of {total}.",
            top,
            word=word,
            total=total,
        )
    ]
    if counts.count(top) > 1:
        lines.append(t("A tie: the one higher on the ballot goes, the better on average."))
    lines.append(t("Play it and paste the colours."))
    title = (
        t("The vote is in")
        if words[winner] in hidden
        else t("The vote chose {word}", word=caps(words[winner]))
    )
    return Reply(title, lines, "success")


def closed_by(
    why: MovedOn, words: Sequence[str], counts: Sequence[int] | None, hidden: Collection[str] = ()
) -> Reply:
    """The game moved on and closed the vote: what moved it, said once, with how the vote
    stood when it did."""
    lines = [_moved_on(why)]
    if counts and (total := sum(counts)):
        top = max(counts)
        lines.append(
            tn(
                "{word} led with {count} vote of {total}.",
                "{word} led with {count} votes of {total}.",
                top,
                word=_named(words[counts.index(top)], hidden),
                total=total,
            )
        )
    return Reply(t("Vote closed"), lines)
