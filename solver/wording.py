"""The solver's English, in one place.

The engine returns data (a suggestion's split, an explanation's reasons, an analysis's
numbers); this module says them.  The CLI's text output is made here, and the bot's
replies reuse the sentences that mean the same in chat (why a word is out, how a guess
splits the words, a game's skill and luck).
"""

from __future__ import annotations

from typing import Any

from solver.analysis import Analysis
from solver.feedback import ORDINALS
from solver.knowledge import Reason
from solver.results import LIKELY, Explanation
from solver.scoring import Split

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
SHOWN_WORDS = 60


def copies(n: int, letter: str) -> str:
    """'one E', 'two Es', 'no H'."""
    count = NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)
    return f"{count} {letter.upper()}{'s' if n > 1 else ''}"


def article(letter: str) -> str:
    return f"an {letter.upper()}" if letter.upper() in "AEFHILMNORSX" else f"a {letter.upper()}"


def split_text(name: str, split: Split) -> str:
    """How a guess (called ``name``: the word, "it", a spoiler) splits the words left."""
    noun = "word" if split.words == 1 else "words"
    return (
        f"{name} splits the {split.words} {noun} into {split.groups} "
        f"group{'s' * (split.groups != 1)}; at worst {split.worst} "
        f"remain{'s' * (split.worst == 1)}; {split.chance:.0%} chance of ≤ 1 left"
    )


def reason_text(word: str, r: Reason) -> str:
    """One reason ``word`` is ruled out, in plain words."""
    shown, letter, word = str(r.guess), r.letter.upper(), word.upper()
    place = f"{ORDINALS[r.place]} place" if r.place >= 0 else ""
    if r.kind == "length":
        return f"{word} is not a {r.need}-letter word"
    if r.kind == "order":
        return (
            f"{shown} cannot happen: Wordle colours the leftmost {letter} yellow "
            f"before a later one, so a grey {letter} never comes before a yellow one"
        )
    if r.kind == "green":
        return f"{shown} put {letter} in {place}, {word} has {r.found.upper()} there"
    if r.kind == "yellow":
        return f"{shown} showed there is {article(letter)} but not in {place}"
    if r.kind == "grey":
        return f"{shown} showed there is no {letter} in {place}"
    if r.kind == "absent":
        return f"{shown} showed there is no {letter}"
    if r.kind == "only":
        return f"{shown} showed only {copies(r.need, letter)}"
    if r.kind == "exactly":
        has = copies(r.have, letter)
        return f"{shown} showed exactly {copies(r.need, letter)}, {word} has {has}"
    wanted = article(letter) if r.need == 1 else f"at least {copies(r.need, letter)}"
    return f"{shown} showed there is {wanted}, {word} has {copies(r.have, letter)}"


def reasons_text(ex: Explanation) -> list[str]:
    return [reason_text(ex.word, r) for r in ex.reasons]


def note_text(ex: Explanation) -> str:
    """Where the word stands in the lists, when that matters."""
    if not ex.listed:
        return f"{ex.word.upper()} is not in the {ex.list_name} word list"
    if not ex.likely:
        return f"{ex.word.upper()} is a valid guess but not one of the likely answers"
    return ""


def summary_text(analysis: Analysis) -> str:
    return (
        f"Skill {analysis.skill:.0f}/100 ({analysis.lost:.2f} guesses lost to the best play) · "
        f"luck {analysis.luck:+.2f} guesses"
    )


def render(result: dict[str, Any], hard: bool) -> str:
    """The CLI's text output for one report (solver/cli.py)."""
    lines = [f"Known: {result['knowledge']['summary']}"]
    words = result["candidates"]
    if result["conflicts"]:
        lines.append(
            "No word fits. These lines cannot all be true (a typo?): "
            + ", ".join(result["conflicts"])
        )
    elif result["pool"] == LIKELY:
        extra = result["possible"] - result["likely"]
        lines.append(
            f"{result['likely']} likely answer{'s' * (result['likely'] != 1)} left"
            + (f" (+{extra} less likely valid words)" if extra else "")
            + ":"
        )
    else:
        lines.append(
            f"No likely answer fits; {len(words)} valid word{'s' * (len(words) != 1)} still do:"
        )
    if words:
        shown = " ".join(w.upper() for w in words[:SHOWN_WORDS])
        more = f" … and {len(words) - SHOWN_WORDS} more" if len(words) > SHOWN_WORDS else ""
        lines.append(f"  {shown}{more}")
    if result["suggestions"]:
        lines.append("Best next guesses" + (" (hard mode)" if hard else "") + ":")
        for n, s in enumerate(result["suggestions"], 1):
            star = " *" if s["could_be_answer"] else ""
            lines.append(
                f"  {n}. {s['word'].upper()}{star}  {s['expected_guesses']:.3f} guesses to "
                f"finish, {s['expected_left']:.2f} left on average — {s['reason']}"
            )
        lines.append("  (* could be the answer)")
    for word, ex in result.get("explanations", {}).items():
        verdict = "still possible" if ex["possible"] else "ruled out"
        lines.append(f"{word.upper()}: {verdict}" + (f" ({ex['note']})" if ex.get("note") else ""))
        lines.extend(f"  - {r}" for r in ex["reasons"])
    return "\n".join(lines)
