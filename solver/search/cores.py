"""Refuting every first guess of a big hard-mode group, with cores learnt on the way.

``scripts/find_fewest_losses.py`` proves a group's fewest by one branch and bound.  Where
the best plan known loses a word, proving that none loses nothing means refuting each
legal first guess (ARISE YBBBY: 143 words, 1,955 guesses, five rows), each by a proof four
rows deep; one pass in rank order spends hours on its early guesses and never reaches the
rest.  But most first guesses fail for a reason they share: they leave a family (CAKED
CANED CAPED CAVED CAWED) in one group, with hints that keep every later guess from
splitting it.  So each refutation is shrunk to a core, the fewest of its group's words
and the fewest of its hints under which a word is still lost, and a later first guess
that leaves a core's words in one group with hints at least as strict is refuted
without a search: fewer words lose no more, and fewer legal guesses save no more.  It is
a SAT solver's clause learning (a conflict generalised into a clause that prunes the
rest of the search) over alex1770's "solvable within N".

What it proves is published as a certificate (docs/proofs/): the cores, and for each
first guess the core that refutes it.  ``check`` reads one back and proves it again from
the table alone, so the claim "no plan loses nothing" can be checked, not just made.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, cast

import numpy as np

from solver.filtering.knowledge import hard_mode_mask, shown_counts
from solver.game.feedback import Guess, decode
from solver.lists.scoring import groups_of
from solver.lists.wordlists import letter_counts
from solver.search.losses import OutOfWork
from solver.search.strategy import Strategy

# a core is shrunk within this multiple of the work its refutation took: a smaller core
# refutes more first guesses, but a shrink is only worth what it saves
SHRINK_WORK = 8


@dataclass(frozen=True)
class Hints:
    """Hard-mode hints a core needs: letters kept in place (``greens``, by position) and
    letters every guess uses at least so often (``least``)."""

    greens: tuple[str | None, ...]
    least: tuple[tuple[str, int], ...]

    @classmethod
    def shown(cls, word: str, code: int) -> Hints:
        """The hints one guess and its feedback give (``hard_mode_after``'s rule)."""
        played = Guess(word, decode(code, len(word)))
        greens = tuple(w if t == 2 else None for w, t in zip(word, played.pattern))
        return cls(greens, tuple(sorted(shown_counts(played).items())))

    def looser(self) -> Iterable[Hints]:
        """Each hint set with one hint dropped: a green (its letter still counted), or one
        copy of a letter."""
        for i, letter in enumerate(self.greens):
            if letter is not None:
                yield replace(self, greens=(*self.greens[:i], None, *self.greens[i + 1 :]))
        for k, (letter, n) in enumerate(self.least):
            fewer = ((letter, n - 1),) if n > 1 else ()
            yield replace(self, least=(*self.least[:k], *fewer, *self.least[k + 1 :]))

    def to_json(self) -> dict[str, str]:
        """``{"greens": "_A_E_", "least": "ad"}``: a letter repeated as often as it must be used."""
        return {
            "greens": "".join((g or "_").upper() for g in self.greens),
            "least": "".join(letter * n for letter, n in self.least),
        }

    @classmethod
    def from_json(cls, data: dict[str, str]) -> Hints:
        greens = tuple(None if g == "_" else g.lower() for g in data["greens"])
        least = sorted({c: data["least"].count(c) for c in data["least"]}.items())
        return cls(greens, tuple(least))


@dataclass(frozen=True)
class Core:
    """Words of the group (answer ids, sorted) that lose a word with a row fewer than the
    group has, whatever is played, once ``hints`` are shown."""

    words: np.ndarray
    hints: Hints


class Refuter:
    """Refutes first guesses from one hard-mode position (``answers`` with ``left`` rows,
    ``legal`` its legal guesses) as plans that lose nothing, keeping the cores it learns."""

    def __init__(
        self, strategy: Strategy, answers: np.ndarray, legal: np.ndarray, left: int
    ) -> None:
        if not strategy.hard:
            raise ValueError("cores are hard mode's: in normal mode any guess stays legal")
        self.strategy = strategy
        self.answers = np.sort(answers)
        self.legal = legal
        self.left = left
        self.cores: list[Core] = []
        self._masks: list[np.ndarray] = []  # each core's legal set: the position's, narrowed
        self._counts = letter_counts(strategy.guess_codes)
        self.spent = 0  # work of the last ``refute``

    def add(self, core: Core) -> int:
        """Keep ``core``; its index."""
        self.cores.append(core)
        self._masks.append(self._allowed(core.hints))
        return len(self.cores) - 1

    def covers(self, k: int, guess: int) -> bool:
        """Whether core ``k`` refutes ``guess``: its words share a group the guess leaves
        (not the all-green one), and that group's legal guesses are among the core's."""
        s = self.strategy
        codes = s.table[self.cores[k].words, guess]
        code = int(codes[0])
        if code == s.green or (codes != code).any():
            return False
        return not (self._after(guess, code) & ~self._masks[k]).any()

    def covering(self, guess: int) -> int:
        """The first kept core that refutes ``guess``, or -1."""
        return next((k for k in range(len(self.cores)) if self.covers(k, guess)), -1)

    def refute(self, guess: int, work: float) -> int | None:
        """The core that refutes ``guess`` (learnt now if no kept one does); -1 where a plan
        that starts with it loses nothing; None where ``work`` ran out for some group it
        leaves.  Its groups are tried the cheapest first: few words, few legal guesses."""
        self.spent = 0
        known = self.covering(guess)
        if known >= 0:
            return known
        s = self.strategy
        parts = [
            (code, part)
            for code, part in groups_of(self.answers, s.table[self.answers, guess])
            if code != s.green and len(part) >= self.left
        ]
        legal = {code: self._after(guess, code) for code, _ in parts}
        parts.sort(key=lambda cp: len(cp[1]) * int(legal[cp[0]].sum()))
        cut_short = False
        for code, part in parts:
            lost = self._loses(part, legal[code], work)
            if lost is None:
                cut_short = True
            elif lost:
                hints = Hints.shown(s.word(guess), code)
                return self.add(self._shrunk(part, hints, SHRINK_WORK * max(self.spent, 1)))
        return None if cut_short else -1

    def _loses(
        self, words: Iterable[int] | np.ndarray, legal: np.ndarray, work: float
    ) -> bool | None:
        """Whether ``words`` lose a word with a row fewer, whatever is played (None: out
        of work)."""
        losses = self.strategy.losses
        try:
            saved = losses.saves_all(np.fromiter(words, dtype=np.int64), legal, self.left - 1, work)
        except OutOfWork:
            return None
        finally:
            self.spent += losses.spent
        return not saved

    def _shrunk(self, words: np.ndarray, hints: Hints, work: float) -> Core:
        """A core from a group found lost: words dropped, a half, a quarter… at a time,
        then hints, while a word is still lost; each try within what is left of ``work``."""
        kept = [int(w) for w in words]
        legal = self._allowed(hints)
        budget = self.spent + work
        chunk = len(kept) // 2
        while chunk >= 1 and self.spent < budget:
            at = 0
            while at < len(kept) and self.spent < budget:
                trial = kept[:at] + kept[at + chunk :]
                # no more words than rows are never lost
                if len(trial) >= self.left and self._loses(trial, legal, budget - self.spent):
                    kept = trial
                else:
                    at += chunk
            chunk //= 2
        looser = True
        while looser and self.spent < budget:
            looser = False
            for fewer in hints.looser():
                if self._loses(kept, self._allowed(fewer), budget - self.spent):
                    hints, looser = fewer, True
                    break
        return Core(np.array(sorted(kept)), hints)

    def _after(self, guess: int, code: int) -> np.ndarray:
        """The guesses legal once ``guess`` showed ``code`` here."""
        return cast("np.ndarray", self.strategy.legal_after(self.legal, guess, code))

    def _allowed(self, hints: Hints) -> np.ndarray:
        """The position's legal guesses that keep ``hints``."""
        s = self.strategy
        shown = hard_mode_mask(list(hints.greens), dict(hints.least), s.guess_codes, self._counts)
        return self.legal & shown

    # -- certificates ------------------------------------------------------------------

    def to_json(self, refuted: dict[int, int], still_open: Iterable[int]) -> dict[str, Any]:
        """The cores and, per first guess refuted, its core's index; the guesses still
        open, by word."""
        s = self.strategy
        return {
            "cores": [
                {"words": [s.word(int(s.answer_rows[w])) for w in c.words], **c.hints.to_json()}
                for c in self.cores
            ],
            "refuted": {s.word(g): k for g, k in sorted(refuted.items())},
            "open": sorted(s.word(g) for g in still_open),
        }

    def read(self, data: dict[str, Any], index: dict[str, int]) -> dict[int, int]:
        """Take back a certificate's cores (``index``: word -> guess row); its first
        guesses refuted, by row."""
        by_row = {int(r): a for a, r in enumerate(self.strategy.answer_rows) if r >= 0}
        for core in data["cores"]:
            ids = np.array(sorted(by_row[index[w]] for w in core["words"]))
            self.add(Core(ids, Hints.from_json(core)))
        return {index[w]: k for w, k in data["refuted"].items()}

    def adopt(self, other: Refuter) -> int:
        """Take the cores another group's refuter learnt that hold here too: those whose
        words are all in this group, where the guesses legal here are among those legal
        there (a core proven there loses under hints as strict here).  ARISE YBBBY and
        SOARE BBYBY both leave every guess with an A and an E legal, and share families.
        How many were taken."""
        if (self.legal & ~other.legal).any():
            return 0
        here = set(self.answers.tolist())
        known = {(c.words.tobytes(), c.hints) for c in self.cores}
        taken = 0
        for core in other.cores:
            if set(core.words.tolist()) <= here and (core.words.tobytes(), core.hints) not in known:
                self.add(core)
                taken += 1
        return taken


def check(refuter: Refuter, refuted: dict[int, int], prove_cores: bool = True) -> list[str]:
    """Prove a certificate again (``Refuter.read``): every legal first guess is refuted by
    the core it names, and every core's words are in the group and (``prove_cores``, the
    costly part) lose a word whatever is played.  What fails, in words; nothing when it
    holds."""
    s = refuter.strategy
    wrong = []
    in_group = set(refuter.answers.tolist())
    for k, core in enumerate(refuter.cores):
        if not set(core.words.tolist()) <= in_group:
            wrong.append(f"core {k} has words outside the group")
        elif prove_cores and refuter._loses(core.words, refuter._masks[k], math.inf) is not True:
            wrong.append(f"core {k} was not proven to lose a word")
    for guess in np.flatnonzero(refuter.legal).tolist():
        k = refuted.get(guess, -1)
        if not 0 <= k < len(refuter.cores):
            wrong.append(f"{s.word(guess)} is not refuted")
            continue
        if not refuter.covers(k, guess):
            wrong.append(f"core {k} does not refute {s.word(guess)}")
    return wrong
