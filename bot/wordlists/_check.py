"""An uploaded word list read and checked, pure: its words, or every problem in it, one
line each (which file, which line, which word, why, and what to do instead).  The bounds
keep one server's list within what an engine may hold."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass

from bot.domain import MAX_UPLOAD_BYTES, Upload
from bot.formatting import plural, typed
from solver.game.variants import MAX_LENGTH, MIN_LENGTH

MAX_ANSWERS = 10_000  # the likely answers: advice searches them all
# the pattern table an engine keeps, answers x guesses: the rest are accepted all the same
MAX_TABLE_CELLS = 40_000_000
MAX_PROBLEMS = 8  # problems said in full; the rest counted
WORD = re.compile(r"[a-z]+")


@dataclass(frozen=True)
class Lists:
    """A server's answers and guesses (every answer among them), checked."""

    answers: tuple[str, ...]
    guesses: tuple[str, ...]

    @property
    def length(self) -> int:
        return len(self.answers[0])

    @property
    def digest(self) -> str:
        """The content hash a stored list and its games are named by."""
        text = "\n".join(self.answers) + "\n\n" + "\n".join(self.guesses)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def text(self, guesses: bool) -> str:
        return "\n".join(self.guesses if guesses else self.answers) + "\n"


def check(answers: Upload, guesses: Upload | None) -> Lists | list[str]:
    """The lists, or what is wrong with them (nothing is kept unless all is right)."""
    problems: list[str] = []
    read = [_words(answers, "answers", problems)]
    if guesses is not None:
        read.append(_words(guesses, "guesses", problems))
    if problems:
        return _bounded(problems)
    if len({len(w) for words in read for w, _ in words}) > 1:
        return [_mixed(read)]
    answer_words = tuple(dict.fromkeys(w for w, _ in read[0]))
    other = tuple(dict.fromkeys(w for words in read[1:] for w, _ in words))
    all_guesses = tuple(dict.fromkeys(answer_words + other))
    if len(answer_words) > MAX_ANSWERS:
        return [
            f"the answers list has {len(answer_words):,} words; it may hold {MAX_ANSWERS:,} "
            "(the likely answers, every one searched). Give the rest as the `guesses` file"
        ]
    if len(answer_words) * len(all_guesses) > MAX_TABLE_CELLS:
        most = MAX_TABLE_CELLS // len(answer_words)
        return [
            f"{len(answer_words):,} answers with {len(all_guesses):,} guesses are more than I "
            f"can search; with that many answers, at most {most:,} guesses"
        ]
    return Lists(answer_words, all_guesses)


def _words(upload: Upload, which: str, problems: list[str]) -> list[tuple[str, int]]:
    """A file's words with their line numbers; its problems added to ``problems``."""
    if upload.too_big:
        problems.append(
            f"the {which} file is {upload.size / (1 << 20):.1f} MB; it may be "
            f"{MAX_UPLOAD_BYTES >> 20} MB (one word a line)"
        )
        return []
    try:
        text = upload.data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        problems.append(
            f"the {which} file isn't UTF-8 text (byte {exc.start + 1:,}): save it as plain "
            "text, one word a line"
        )
        return []
    found: list[tuple[str, int]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        word = raw.strip().lower()
        if not word or word.startswith("#"):
            continue  # blank lines and comments
        if problem := _problem(word):
            problems.append(f"{which} line {number:,} ({typed(raw.strip(), 24)}): {problem}")
        else:
            found.append((word, number))
    if not found and not problems:
        problems.append(f"the {which} file has no words: one word a line")
    return found


def _problem(word: str) -> str | None:
    """What is wrong with one word, said with what to type instead."""
    if WORD.fullmatch(word):
        if MIN_LENGTH <= len(word) <= MAX_LENGTH:
            return None
        return f"{plural(len(word), 'letter')}; words have {MIN_LENGTH} to {MAX_LENGTH}"
    bad = next(c for c in word if not ("a" <= c <= "z"))
    if " " in word or "\t" in word:
        return "one word a line, no spaces"
    folded = unicodedata.normalize("NFKD", bad).encode("ascii", "ignore").decode()
    if folded.isalpha():
        return f"`{bad}` has an accent: type the word in a-z ({folded} for {bad})"
    return f"`{bad}` is not a letter a-z"


def _mixed(read: list[list[tuple[str, int]]]) -> str:
    """The first word whose length differs from the answers' first."""
    first, line = read[0][0]
    for which, words in zip(("answers", "guesses"), read):
        for word, number in words:
            if len(word) != len(first):
                return (
                    f"{which} line {number:,} ({word}) has {len(word)} letters, but answers "
                    f"line {line} ({first}) has {len(first)}: a list has words of one length"
                )
    raise AssertionError("called with mixed lengths")


def _bounded(problems: list[str]) -> list[str]:
    if len(problems) <= MAX_PROBLEMS:
        return problems
    rest = len(problems) - MAX_PROBLEMS
    return [*problems[:MAX_PROBLEMS], f"… and {plural(rest, 'more problem')}"]
