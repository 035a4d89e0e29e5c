"""What /wordlist says."""

from __future__ import annotations

from bot.domain import Reply
from bot.i18n import t, tn
from bot.numbers import decimal


def _sizes(answers: int, guesses: int, length: int) -> str:
    """ "2,315 answers and 12,972 guesses of 5 letters" """
    return t(
        "{answers} and {guesses} of {length} letters",
        answers=tn("{count} answer", "{count} answers", answers),
        guesses=tn("{count} guess", "{count} guesses", guesses),
        length=length,
    )


def shown(name: str | None, answers: int, guesses: int, length: int) -> Reply:
    if name is None:
        return Reply(
            t("No word list of this server's"),
            [
                t(
                    "Games here use the bundled lists. Upload your own with `/wordlist answers:` "
                    "(a text file, one likely answer a line) and, if you like, `guesses:` (the "
                    "other words players may type)."
                )
            ],
            ephemeral=True,
        )
    return Reply(
        t("This server's word list"),
        [
            t(
                "{sizes}. `/new server` starts a game on it; `/wordlist remove:True` goes back "
                "to the bundled lists.",
                sizes=_sizes(answers, guesses, length),
            )
        ],
        ephemeral=True,
    )


def taken(answers: int, guesses: int, length: int, seconds: float) -> Reply:
    return Reply(
        t("Word list saved"),
        [
            t(
                "{sizes}, ready in {seconds} s. New games here play it (`/settings game:wordle` "
                "goes back to the NYT's); `/new server` starts one now.",
                sizes=_sizes(answers, guesses, length),
                seconds=decimal(seconds, 1),
            ),
        ],
        "success",
        ephemeral=True,
    )


def refused(problems: list[str]) -> Reply:
    lines = [f"• {p[0].upper()}{p[1:]}." for p in problems]
    return Reply(t("Word list not saved"), [*lines, t("Nothing changed.")], "error", ephemeral=True)


def removed(had: bool) -> Reply:
    if had:
        return Reply(
            t("Word list removed"), [t("Games here use the bundled lists again.")], ephemeral=True
        )
    return Reply(t("No word list"), [t("There was none to remove.")], ephemeral=True)


def only_in_a_server() -> Reply:
    return Reply(
        t("Servers only"), [t("A word list belongs to a server.")], "error", ephemeral=True
    )
