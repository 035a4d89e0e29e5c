"""An uploaded word list read and checked, pure: its words, or every problem in it, one
line each (which file, which line, which word, why, and what to do instead).  The bounds
keep one server's list within what an engine may hold."""

from __future__ import annotations

import hashlib
import itertools
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

from bot.domain import MAX_UPLOAD_BYTES, Upload
from bot.formatting import typed
from bot.i18n import t, tn
from bot.numbers import decimal, number
from solver import MAX_LENGTH, MIN_LENGTH, clean_words

MAX_ANSWERS = 10_000  # the likely answers: advice searches them all
# the pattern table an engine keeps, answers x guesses: the rest are accepted all the same
MAX_TABLE_CELLS = 40_000_000
MAX_PROBLEMS = 8  # problems said in full; the rest counted
WORD = re.compile(r"[a-z]+")
FILES = ("answers", "guesses")


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
    uploads = [answers] if guesses is None else [answers, guesses]
    words = [_words(upload, which, problems) for upload, which in zip(uploads, FILES)]
    if problems:
        return _bounded(problems)
    if len(set(map(len, itertools.chain(*words)))) > 1:  # no loop of ours: the GIL
        return [_mixed(uploads)]
    answer_words = tuple(dict.fromkeys(words[0]))
    all_guesses = tuple(dict.fromkeys(itertools.chain(answer_words, *words[1:])))
    if len(answer_words) > MAX_ANSWERS:
        return [
            t(
                "the answers list has {count} words; it may hold {most} (the likely answers, "
                "every one searched). Give the rest as the `guesses` file",
                count=number(len(answer_words)),
                most=number(MAX_ANSWERS),
            )
        ]
    if len(answer_words) * len(all_guesses) > MAX_TABLE_CELLS:
        most = MAX_TABLE_CELLS // len(answer_words)
        return [
            t(
                "{answers} answers with {guesses} guesses are more than I can search; with that "
                "many answers, at most {most} guesses",
                answers=number(len(answer_words)),
                guesses=number(len(all_guesses)),
                most=number(most),
            )
        ]
    return Lists(answer_words, all_guesses)


def _text(upload: Upload) -> str:
    return upload.data.decode("utf-8-sig")


def _lines(upload: Upload) -> Iterator[tuple[int, str, str]]:
    """Each line with a word: its number, as typed, and the word (blank lines and ``#``
    comments are skipped)."""
    for at, raw in enumerate(_text(upload).splitlines(), start=1):
        word = raw.strip().lower()
        if word and not word.startswith("#"):
            yield at, raw.strip(), word


def _words(upload: Upload, which: str, problems: list[str]) -> list[str]:
    """A file's words; its problems added to ``problems``."""
    if upload.too_big:
        problems.append(
            t(
                "the {which} file is {size} MB; it may be {most} MB (one word a line)",
                which=which,
                size=decimal(upload.size / (1 << 20), 1),
                most=MAX_UPLOAD_BYTES >> 20,
            )
        )
        return []
    try:
        text = _text(upload)
    except UnicodeDecodeError as exc:
        problems.append(
            t(
                "the {which} file isn't UTF-8 text (byte {byte}): save it as plain text, one "
                "word a line",
                which=which,
                byte=number(exc.start + 1),
            )
        )
        return []
    clean = clean_words(text.replace("\r\n", "\n").lower())
    if clean is not None:  # nothing to say: no line by line (and no GIL held that long)
        return clean
    found: list[str] = []
    for at, typed_line, word in _lines(upload):
        if problem := _problem(word):
            problems.append(
                t(
                    "{which} line {line} ({text}): {problem}",
                    which=which,
                    line=number(at),
                    text=typed(typed_line, 24),
                    problem=problem,
                )
            )
        else:
            found.append(word)
    if not found and not problems:
        problems.append(t("the {which} file has no words: one word a line", which=which))
    return found


def _problem(word: str) -> str | None:
    """What is wrong with one word, said with what to type instead."""
    if WORD.fullmatch(word):
        if MIN_LENGTH <= len(word) <= MAX_LENGTH:
            return None
        return tn(
            "{count} letter; words have {lowest} to {highest}",
            "{count} letters; words have {lowest} to {highest}",
            len(word),
            lowest=MIN_LENGTH,
            highest=MAX_LENGTH,
        )
    bad = next(c for c in word if not ("a" <= c <= "z"))
    if " " in word or "\t" in word:
        return t("one word a line, no spaces")
    folded = unicodedata.normalize("NFKD", bad).encode("ascii", "ignore").decode()
    if folded.isalpha():
        return t(
            "`{letter}` has an accent: type the word in a-z ({folded} for {letter})",
            letter=bad,
            folded=folded,
        )
    return t("`{letter}` is not a letter a-z", letter=bad)


def _mixed(uploads: list[Upload]) -> str:
    """The first word whose length differs from the answers' first."""
    line, _, first = next(_lines(uploads[0]))
    for which, upload in zip(FILES, uploads):
        for at, _, word in _lines(upload):
            if len(word) != len(first):
                return t(
                    "{which} line {line} ({word}) has {count} letters, but answers line "
                    "{first_line} ({first}) has {length}: a list has words of one length",
                    which=which,
                    line=number(at),
                    word=word,
                    count=len(word),
                    first_line=line,
                    first=first,
                    length=len(first),
                )
    raise AssertionError("called with mixed lengths")


def _bounded(problems: list[str]) -> list[str]:
    if len(problems) <= MAX_PROBLEMS:
        return problems
    rest = len(problems) - MAX_PROBLEMS
    return [
        *problems[:MAX_PROBLEMS],
        tn("… and {count} more problem", "… and {count} more problems", rest),
    ]
