"""What /wordlist says."""

from __future__ import annotations

from bot.domain import Reply
from bot.formatting import plural


def shown(name: str | None, answers: int, guesses: int, length: int) -> Reply:
    if name is None:
        return Reply(
            "No word list of this server's",
            [
                "Games here use the bundled lists. Upload your own with `/wordlist answers:` "
                "(a text file, one likely answer a line) and, if you like, `guesses:` (the "
                "other words players may type)."
            ],
            ephemeral=True,
        )
    return Reply(
        "This server's word list",
        [
            f"{plural(answers, 'answer')} and {plural(guesses, 'guess', 'es')} of "
            f"{length} letters. `/new server` starts a game on it; `/wordlist remove:True` "
            "goes back to the bundled lists."
        ],
        ephemeral=True,
    )


def taken(answers: int, guesses: int, length: int, seconds: float) -> Reply:
    return Reply(
        "Word list saved",
        [
            f"{plural(answers, 'answer')} and {plural(guesses, 'guess', 'es')} of "
            f"{length} letters, ready in {seconds:.1f} s. New games here play it "
            "(`/settings game:wordle` goes back to the NYT's); `/new server` starts one now.",
        ],
        "success",
        ephemeral=True,
    )


def refused(problems: list[str]) -> Reply:
    lines = [f"• {p[0].upper()}{p[1:]}." for p in problems]
    return Reply("Word list not saved", [*lines, "Nothing changed."], "error", ephemeral=True)


def removed(had: bool) -> Reply:
    text = "Games here use the bundled lists again." if had else "There was none to remove."
    return Reply("Word list removed" if had else "No word list", [text], ephemeral=True)


def only_in_a_server() -> Reply:
    return Reply("Servers only", ["A word list belongs to a server."], "error", ephemeral=True)
