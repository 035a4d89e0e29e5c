"""What a history of guesses says about the answer, as rules a person can read.

One guess's feedback is matched by a word exactly when four rules hold (and the feedback
itself is lawful: Wordle hands out yellows left to right, so a grey copy of a letter never
precedes a yellow copy of it):

    greens_match        the word has the guess letter at every green tile;
    non_greens_differ   the word lacks the guess letter at every yellow or grey tile;
    has_enough          the word has each letter at least as often as it showed green/yellow;
    has_no_more         where a letter also showed grey, the word has exactly that many.

``Knowledge`` is those rules intersected over every guess, which is all the information
there is; the tests check it keeps exactly the words that brute-force scoring keeps.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from solver.game.feedback import GREEN, GREY, YELLOW, Guess
from solver.lists.wordlists import LETTER_CODES

# -- the rules of one guess -------------------------------------------------------------


def shown_counts(guess: Guess) -> Counter[str]:
    """How many copies of each letter the feedback proved (green or yellow tiles)."""
    return Counter(g for g, t in zip(guess.word, guess.pattern) if t != GREY)


def capped_letters(guess: Guess) -> set[str]:
    """Letters with a grey tile: the answer holds exactly as many as were shown."""
    return {g for g, t in zip(guess.word, guess.pattern) if t == GREY}


def lawful(guess: Guess) -> bool:
    """Yellows go to the leftmost non-green copies first, so grey-then-yellow never happens."""
    seen_grey: set[str] = set()
    for g, t in zip(guess.word, guess.pattern):
        if t == YELLOW and g in seen_grey:
            return False
        if t == GREY:
            seen_grey.add(g)
    return True


def greens_match(word: str, guess: Guess) -> bool:
    return all(w == g for w, g, t in zip(word, guess.word, guess.pattern) if t == GREEN)


def non_greens_differ(word: str, guess: Guess) -> bool:
    return all(w != g for w, g, t in zip(word, guess.word, guess.pattern) if t != GREEN)


def has_enough(word: str, guess: Guess) -> bool:
    have = Counter(word)
    return all(have[letter] >= n for letter, n in shown_counts(guess).items())


def has_no_more(word: str, guess: Guess) -> bool:
    have, shown = Counter(word), shown_counts(guess)
    return all(have[letter] == shown[letter] for letter in capped_letters(guess))


def fits(word: str, guess: Guess) -> bool:
    """The four rules together: equivalent to score(guess.word, word) == guess.pattern."""
    return (
        lawful(guess)
        and greens_match(word, guess)
        and non_greens_differ(word, guess)
        and has_enough(word, guess)
        and has_no_more(word, guess)
    )


# -- explanations -----------------------------------------------------------------------


@dataclass(frozen=True)
class Reason:
    """One way a guess rules a word out, as data (solver/wording.py says it in English).

    ``kind`` is one of: ``order`` (the guess itself cannot happen: a grey copy of
    ``letter`` before a yellow one), ``green`` (``letter`` shown green at ``place``, the
    word has ``found`` there), ``yellow`` / ``grey`` (the word has ``letter`` at ``place``
    where the guess showed it yellow / grey), ``absent`` (no ``letter`` at all), ``only``
    (at most ``need`` copies), ``exactly`` (``need`` copies, the word has ``have``),
    ``at least`` (``need`` or more, the word has ``have``), ``length`` (not ``need``
    letters long; no guess).
    """

    kind: str
    guess: Guess | None
    letter: str = ""
    place: int = -1
    need: int = 0
    have: int = 0
    found: str = ""


def reasons(word: str, guess: Guess) -> list[Reason]:
    """Every way this guess rules the word out; empty when the word fits."""
    word = word.lower()
    if not lawful(guess):
        letter = next(
            g
            for i, (g, t) in enumerate(zip(guess.word, guess.pattern))
            if t == YELLOW
            and g in {h for h, s in zip(guess.word[:i], guess.pattern[:i]) if s == GREY}
        )
        return [Reason("order", guess, letter)]
    out = []
    for i, (w, g, t) in enumerate(zip(word, guess.word, guess.pattern)):
        if t == GREEN and w != g:
            out.append(Reason("green", guess, g, i, found=w))
        elif t == YELLOW and w == g:
            out.append(Reason("yellow", guess, g, i))
        elif t == GREY and w == g:
            out.append(Reason("grey", guess, g, i))
    have, shown, capped = Counter(word), shown_counts(guess), capped_letters(guess)
    for letter in sorted(set(shown) | capped):
        need = shown[letter]
        if letter in capped and have[letter] != need:
            if need == 0:
                out.append(Reason("absent", guess, letter))
            elif have[letter] > need:
                out.append(Reason("only", guess, letter, need=need))
            else:
                out.append(Reason("exactly", guess, letter, need=need, have=have[letter]))
        elif letter not in capped and have[letter] < need:
            out.append(Reason("at least", guess, letter, need=need, have=have[letter]))
    return out


# -- the summary of a whole history -----------------------------------------------------


@dataclass
class Knowledge:
    """Everything a history proves, letter by letter.

    ``greens`` are the positions shown green; ``mask`` adds positions inferred because a
    letter known to be present has only that many places left (LOWER=l...r FRAIL=.r..l
    BLURT=Blur. gives B-RL-).  Counts are inclusive bounds; a letter without a max entry
    is unbounded.
    """

    length: int
    greens: list[str | None] = field(default_factory=list)
    mask: list[str | None] = field(default_factory=list)
    min_count: dict[str, int] = field(default_factory=dict)
    max_count: dict[str, int] = field(default_factory=dict)
    cannot: dict[str, set[int]] = field(default_factory=dict)
    unlawful: list[Guess] = field(default_factory=list)

    @classmethod
    def from_history(cls, history: Sequence[Guess], length: int = 5) -> Knowledge:
        if history:
            length = len(history[0].word)
        k = cls(length, [None] * length, [None] * length)
        for guess in history:
            k._add(guess)
        k._infer_positions()
        return k

    def _add(self, guess: Guess) -> None:
        if not lawful(guess):
            self.unlawful.append(guess)
        for i, (g, t) in enumerate(zip(guess.word, guess.pattern)):
            if t == GREEN:
                # a second, different green here is a contradiction: the mask keeps the
                # first and the position rule below (cannot) records the other's veto
                first = self.greens[i]
                if first is None:
                    self.greens[i] = g
                elif first != g:
                    self.cannot.setdefault(first, set()).add(i)
            else:
                self.cannot.setdefault(g, set()).add(i)
        shown = shown_counts(guess)
        for letter, n in shown.items():
            self.min_count[letter] = max(self.min_count.get(letter, 0), n)
        for letter in capped_letters(guess):
            self.max_count[letter] = min(self.max_count.get(letter, self.length), shown[letter])

    def _infer_positions(self) -> None:
        self.mask = list(self.greens)
        changed = True
        while changed:
            changed = False
            for letter, need in self.min_count.items():
                placed = sum(m == letter for m in self.mask)
                open_ = [
                    i
                    for i, m in enumerate(self.mask)
                    if m is None and i not in self.cannot.get(letter, ())
                ]
                if 0 < need - placed == len(open_):
                    for i in open_:
                        self.mask[i] = letter
                    changed = True

    # -- reading it ------------------------------------------------------------------

    @property
    def present(self) -> str:
        return "".join(sorted(x for x, n in self.min_count.items() if n > 0))

    @property
    def absent(self) -> str:
        return "".join(sorted(x for x, n in self.max_count.items() if n == 0))

    @property
    def contradictory(self) -> bool:
        """True when the rules alone (no word list) show no word can fit."""
        return (
            bool(self.unlawful)
            or any(
                self.min_count.get(x, 0) > self.max_count.get(x, self.length)
                for x in self.min_count
            )
            or sum(self.min_count.values()) > self.length
            or any(g is not None and i in self.cannot.get(g, ()) for i, g in enumerate(self.greens))
        )

    def mask_text(self) -> str:
        return "".join((m or "-").upper() for m in self.mask)

    def bounds_text(self) -> str:
        parts = []
        for letter in sorted(set(self.min_count) | set(self.max_count)):
            lo, hi = self.min_count.get(letter, 0), self.max_count.get(letter)
            if lo == 0 and hi == 0:
                continue  # already in 'absent'
            parts.append(f"{letter.upper()}={lo}..{'' if hi is None else hi}")
        return " ".join(parts)

    def cannot_text(self) -> str:
        parts = []
        for letter in sorted(self.cannot):
            if self.max_count.get(letter) == 0:
                continue
            places = ",".join(str(i + 1) for i in sorted(self.cannot[letter]))
            parts.append(f"{letter.upper()}@{places}")
        return " ".join(parts)

    def __str__(self) -> str:
        text = f"mask={self.mask_text()} present={self.present.upper() or '-'} "
        text += f"absent={self.absent.upper() or '-'}"
        if self.bounds_text():
            text += f" counts: {self.bounds_text()}"
        if self.cannot_text():
            text += f" not: {self.cannot_text()}"
        return text

    def __repr__(self) -> str:
        return f"Knowledge({self})"

    def to_json(self) -> dict:
        return {
            "mask": self.mask_text(),
            "greens": "".join((g or "-").upper() for g in self.greens),
            "present": self.present.upper(),
            "absent": self.absent.upper(),
            "min_count": {x.upper(): n for x, n in sorted(self.min_count.items())},
            "max_count": {x.upper(): n for x, n in sorted(self.max_count.items())},
            "cannot": {x.upper(): sorted(i + 1 for i in s) for x, s in sorted(self.cannot.items())},
            "summary": str(self),
        }

    # -- applying it to many words at once -------------------------------------------

    def allows(self, codes: np.ndarray) -> np.ndarray:
        """Which words (rows of letter indices) obey every rule: the fast filter."""
        ok = np.full(len(codes), not self.unlawful, dtype=bool)
        for i, letter in enumerate(self.greens):
            if letter is not None:
                ok &= codes[:, i] == _index(letter)
        for letter, places in self.cannot.items():
            for i in places:
                ok &= codes[:, i] != _index(letter)
        for letter in set(self.min_count) | set(self.max_count):
            have = (codes == _index(letter)).sum(axis=1)
            ok &= have >= self.min_count.get(letter, 0)
            ok &= have <= self.max_count.get(letter, self.length)
        return ok

    def hard_mode_allows(self, codes: np.ndarray, counts: np.ndarray | None = None) -> np.ndarray:
        """Legal hard-mode guesses after everything known (see ``hard_mode_mask``)."""
        return hard_mode_mask(self.greens, self.min_count, codes, counts)

    def hard_mode_breach(self, word: str) -> Breach | None:
        """The hard-mode rule ``word`` breaks after everything known, or None."""
        return hard_mode_breach(self.greens, self.min_count, word)


@dataclass(frozen=True)
class Breach:
    """A guess hard mode refuses: a green it moved (``place``, counting from 0), or a
    revealed letter it left out (``place`` None, ``count`` the copies it must have)."""

    letter: str
    place: int | None
    count: int = 1


def hard_mode_breach(
    greens: Sequence[str | None], least: Mapping[str, int], word: str
) -> Breach | None:
    """The first hard-mode rule one guess breaks, as the game names it: a green not kept
    in place (left to right), else a revealed letter not used as often as revealed.  The
    same rule as ``hard_mode_mask``, for one word, saying which part."""
    for i, letter in enumerate(greens):
        if letter is not None and word[i] != letter:
            return Breach(letter, i)
    for letter, n in sorted(least.items()):
        if word.count(letter) < n:  # the few revealed letters counted, not the word's all
            return Breach(letter, None, n)
    return None


def hard_mode_after(
    guess: Guess,
    codes: np.ndarray,
    counts: np.ndarray | None,
    columns: np.ndarray | None = None,
) -> np.ndarray:
    """Legal hard-mode guesses after this one guess: what a search asks at every node, so
    without building a whole ``Knowledge``."""
    return hard_mode_mask(*hard_mode_hints(guess), codes, counts, columns)


def hard_mode_hints(guess: Guess) -> tuple[list[str | None], Counter[str]]:
    """What hard mode keeps of one guess: its greens in place (None elsewhere), and each
    letter it revealed, as often as revealed."""
    greens = [g if t == GREEN else None for g, t in zip(guess.word, guess.pattern)]
    return greens, shown_counts(guess)


def hard_mode_mask(
    greens: Sequence[str | None],
    least: Mapping[str, int],
    codes: np.ndarray,
    counts: np.ndarray | None = None,
    columns: np.ndarray | None = None,
) -> np.ndarray:
    """Legal hard-mode guesses: greens kept in place, each revealed letter used at least
    as often as revealed (grey letters may be played again).  ``counts`` is
    ``letter_counts(codes)`` when the caller keeps it (it makes this much faster), and
    ``columns`` ``codes.T`` laid out place by place (a place's letters read in one run,
    not one byte in every word's row)."""
    ok = np.ones(len(codes), dtype=bool)
    for i, letter in enumerate(greens):
        if letter is not None:
            ok &= (codes[:, i] if columns is None else columns[i]) == _index(letter)
    for letter, n in least.items():
        have = (codes == _index(letter)).sum(axis=1) if counts is None else counts[_index(letter)]
        ok &= have >= n
    return ok


def _index(letter: str) -> int:
    return LETTER_CODES[letter]
