"""Word lists: the bundled ones and any a user brings.

Lists are validated on load because a bad list (a stray digit, a six-letter word among
five-letter ones) would otherwise surface much later as a baffling pattern-table error.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence
from functools import cache, cached_property
from importlib import resources
from pathlib import Path
from string import ascii_lowercase
from typing import Any, TypeVar, cast

import numpy as np

from solver.game.variants import MAX_LENGTH, MIN_LENGTH, Words
from solver.support.cache import BoundedCache
from solver.support.diskcache import cache_dir, save_text
from solver.support.problems import Problem


class WordListError(Problem):
    """A word list that cannot be used: ``facts`` are the file, the line and the word; the
    wording names the file and line."""


class WordList:
    """An ordered, duplicate-free list of same-length lowercase words.

    ``codes`` holds the words as an (n, length) uint8 array of letter indices (a=0), the
    form every vectorised routine works on; ``index`` maps a word to its row.
    """

    def __init__(self, name: str, words: tuple[str, ...]) -> None:
        self.name = name
        self.words = words
        # the language's words it is of (its frequencies, how it is written), once known
        self.source: Words | None = None
        self.index = {w: i for i, w in enumerate(words)}
        self.codes = encode_words(words)

    @cached_property
    def array(self) -> np.ndarray:
        """The words as a numpy array, to pick many at once by a mask.  It holds the list's
        own strings (dtype object), so what is picked shares them instead of copying."""
        out = np.empty(len(self.words), dtype=object)
        out[:] = self.words
        return out

    @cached_property
    def counts(self) -> np.ndarray:
        """(26, n) copies of each letter in each word, for scoring against this list."""
        return letter_counts(self.codes)

    @property
    def length(self) -> int:
        return len(self.words[0])

    @cached_property
    def digest(self) -> str:
        """Content hash: the key under which tables built from this list are cached (once:
        a request's advice asks for it, the words never change)."""
        return hashlib.sha256("\n".join(self.words).encode()).hexdigest()[:16]

    def __len__(self) -> int:
        return len(self.words)

    def __contains__(self, word: object) -> bool:
        return word in self.index

    def __repr__(self) -> str:
        return f"WordList({self.name!r}, {len(self)} words of {self.length})"


# the letters the engine plays: a-z, then those some languages' games play as letters of
# their own (Spanish Ñ, German Ä Ö Ü ß); other accents fold into a-z before a list is
# made (solver/game/variants.py, ``Words.fold``)
ALPHABET = ascii_lowercase + "ñäöüß"
LETTERS = len(ALPHABET)
LETTER_CODES = {letter: code for code, letter in enumerate(ALPHABET)}
# each letter past z as the ASCII character past z that encodes its code: a list is one
# bytes buffer, read without a Python loop over its letters
_PAST_Z = str.maketrans({c: chr(ord("a") + LETTER_CODES[c]) for c in ALPHABET[26:]})


def encode_words(words: tuple[str, ...] | list[str]) -> np.ndarray:
    """Words as an (n, length) uint8 array of letter codes (``ALPHABET``'s order)."""
    if not words:
        return np.zeros((0, 0), dtype=np.uint8)
    text = "".join(words)
    if not text.isascii():
        text = text.translate(_PAST_Z)
    raw = np.frombuffer(text.encode("ascii"), dtype=np.uint8)
    return (raw - ord("a")).reshape(len(words), -1)


def decode_word(codes: Sequence[int]) -> str:
    """A word from its letter codes."""
    return "".join(ALPHABET[c] for c in codes)


T = TypeVar("T")
BIG_LIST = 1000  # words: a list this big recurs (a game's guesses, its pool) in many requests
BigLists = BoundedCache[tuple[str, bytes, tuple[int, ...]], Any]


def of_big_list(kept: BigLists, kind: str, words: np.ndarray, make: Callable[[np.ndarray], T]) -> T:
    """``make(words)``, remembered in ``kept`` by the list's content where the list is big,
    which recurs: the whole guess list is scored against a few new words, one word against
    the whole pool, and each hard-mode policy and search core over a list counts its
    letters, on many requests; a small list is made afresh."""
    if len(words) <= BIG_LIST:
        return make(words)
    key = (kind, words.tobytes(), words.shape)
    return cast(T, kept.get_or_compute(key, lambda: make(words)))


COUNTED_KEPT = 8  # big lists' letter counts remembered: a process plays a few lists
_counted: BigLists = BoundedCache("big lists' letter counts", COUNTED_KEPT)


def letter_counts(words: np.ndarray) -> np.ndarray:
    """(LETTERS, n): copies of each letter in each word.  A big list's are counted once and
    shared, read-only: its ``WordList``, each hard-mode policy over it and the search's
    cores each counted the same guesses and kept their own copy, in every language in use."""
    return of_big_list(_counted, "counts", words, lambda w: _read_only(_counted_now(w)))


def _read_only(table: np.ndarray) -> np.ndarray:
    table.setflags(write=False)
    return table


def _counted_now(words: np.ndarray) -> np.ndarray:
    counts = np.zeros((LETTERS, len(words)), dtype=np.uint8)
    columns = np.arange(len(words))
    for j in range(words.shape[1]):
        counts[words[:, j], columns] += 1  # one position at a time: no repeated index
    return counts


def clean_words(text: str) -> list[str] | None:
    """The words of a list with nothing to report (one lowercase word a line, one length
    within the engine's, no blank line; repeats kept, in order), read without a Python loop
    over its lines: a server's 100,000-word list is read on a thread beside the event loop,
    and a loop over it would hold the GIL from the pastes.  None: read it line by line to
    say what is wrong."""
    words = text.split()
    if not words or len(words) != text.count("\n") + (not text.endswith("\n")):
        return None
    length = len(words[0])
    if not MIN_LENGTH <= length <= MAX_LENGTH:
        return None
    if not re.fullmatch(f"(?:[a-z]{{{length}}}\n)*[a-z]{{{length}}}\n?", text):
        return None
    return words


def parse_words(text: str, name: str) -> WordList:
    """Validate one-word-per-line text; blank lines are skipped, duplicates dropped."""
    clean = clean_words(text)
    if clean is not None:
        return WordList(name, tuple(dict.fromkeys(clean)))
    words: list[str] = []
    seen: set[str] = set()
    length = None
    for lineno, raw in enumerate(text.splitlines(), start=1):
        word = raw.strip().lower()
        if not word:
            continue
        bad = next((c for c in word if c not in LETTER_CODES), None)
        if bad is not None:
            raise WordListError("not a word", file=name, line=lineno, text=raw.strip(), char=bad)
        if not MIN_LENGTH <= len(word) <= MAX_LENGTH:
            raise WordListError("word length", file=name, line=lineno, word=word)
        if length is None:
            length = len(word)
        elif len(word) != length:
            raise WordListError("mixed lengths", file=name, line=lineno, word=word, length=length)
        if word not in seen:
            seen.add(word)
            words.append(word)
    if not words:
        raise WordListError("no words", file=name)
    return WordList(name, tuple(words))


def load_words(path: str | Path) -> WordList:
    """Load a user's list from a file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise WordListError("not utf-8", file=str(path), reason=exc.reason) from None
    except OSError as exc:
        raise WordListError("unreadable", file=str(path), reason=exc.strerror) from None
    return parse_words(text, str(path))


@cache
def bundled(name: str) -> WordList:
    """One of the lists shipped in solver/data: 'nyt', 'answers', 'allowed' or 'valid', or
    a variant's, by its path there ('en6/answers')."""
    text = resources.files("solver.data").joinpath(f"{name}.txt").read_text("utf-8")
    return parse_words(text, name)


def answers() -> WordList:
    """The likely answers by default: the NYT's own list (3,158 words, 1 July 2023), which
    holds the answers it has picked beyond the original list (GUANO, SNAFU …)."""
    return bundled("nyt")


def original() -> WordList:
    """The 2,315 original answers: the standard benchmark's answer list."""
    return bundled("answers")


def valid() -> WordList:
    """The 14,855 guesses the NYT accepts today."""
    return bundled("valid")


def allowed() -> WordList:
    """The original 12,972 guesses: the standard benchmark's guess list."""
    return bundled("allowed")


def lists_of(words: Words) -> tuple[WordList, WordList]:
    """A variant's answers and guesses (solver/game/variants.py): bundled, or a server's
    own, from the files its store wrote in the cache folder (``save_uploaded``)."""
    if words.uploaded:
        lists = load_words(uploaded_path(words.answers)), load_words(uploaded_path(words.guesses))
    else:
        lists = bundled(words.answers), bundled(words.guesses)
    for made in lists:
        made.source = words
    return lists


@cache
def written_forms(words: Words) -> dict[str, str]:
    """How each of a language's words is written where that differs from how its game
    plays it (its ``shown`` file: ``acucar`` → ``açúcar``)."""
    if not words.shown:
        return {}
    text = resources.files("solver.data").joinpath(words.shown).read_text("utf-8")
    pairs = (line.split("\t") for line in text.splitlines() if line and line[0] != "#")
    return {played: written for played, written in pairs}


def uploaded_path(name: str) -> Path:
    return cache_dir() / f"{name}.txt"


def save_uploaded(words: Words, answers: str, guesses: str) -> None:
    """A server's lists where ``lists_of`` reads them (in this process or the heavy lane's)."""
    save_text(uploaded_path(words.answers), answers)
    save_text(uploaded_path(words.guesses), guesses)


def has_uploaded(words: Words) -> bool:
    return all(uploaded_path(n).is_file() for n in (words.answers, words.guesses))


def edited(words: WordList) -> bool:
    """Whether ``words`` are answers editors picked as words players know: the NYT's or the
    original Wordle's (the other games' answers are drawn by a rule from a dictionary and
    a frequency count: scripts/make_lengths.py, make_languages.py)."""
    return words.digest in (answers().digest, original().digest)


POOLS = {"nyt": answers, "original": original}
DEFAULT_POOL = "nyt"  # the likely answers the bot plays unless told otherwise


def answer_pool(spec: str, guess_list: WordList | None = None) -> WordList:
    """The likely answers a user chose: ``nyt``, ``original`` or a file of words, each of
    which must be a guess the game accepts (a pool word no one may type is a typo)."""
    if spec in POOLS:
        return POOLS[spec]()
    pool = load_words(spec)
    guesses = guess_list or valid()
    if pool.length != guesses.length:
        first = pool.words[0]
        raise WordListError(
            "pool length", file=spec, line=_line_of(spec, first), word=first, length=guesses.length
        )
    for word in pool.words:
        if word not in guesses:
            raise WordListError("not a guess", file=spec, line=_line_of(spec, word), word=word)
    return pool


def _line_of(path: str, word: str) -> int:
    """The line of ``path`` that holds ``word`` (lists are read case-blind, trimmed)."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return next(n for n, raw in enumerate(lines, start=1) if raw.strip().lower() == word)


def playable(answer_list: WordList, guess_list: WordList) -> tuple[WordList, np.ndarray]:
    """The guess list with every answer in it (an answer can always be played), and each
    answer's row in it."""
    missing = tuple(w for w in answer_list.words if w not in guess_list)
    if missing:
        guess_list = WordList(guess_list.name, guess_list.words + missing)
    return guess_list, np.array([guess_list.index[w] for w in answer_list.words])
