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

from solver.filtering.knowledge import hard_mode_hints, hard_mode_mask
from solver.game.feedback import Guess, decode
from solver.lists.scoring import group_sizes, groups_of
from solver.lists.wordlists import letter_counts
from solver.search.losses import STEP, OutOfWork
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
        greens, least = hard_mode_hints(Guess(word, decode(code, len(word))))
        return cls(tuple(greens), tuple(sorted(least.items())))

    @classmethod
    def none(cls, length: int) -> Hints:
        """No hints beyond a group's own, for words of ``length`` letters."""
        return cls((None,) * length, ())

    def looser(self) -> Iterable[Hints]:
        """Each hint set with one hint dropped: a green (its letter still counted), or one
        copy of a letter."""
        for i, letter in enumerate(self.greens):
            if letter is not None:
                yield replace(self, greens=(*self.greens[:i], None, *self.greens[i + 1 :]))
        for k, (letter, n) in enumerate(self.least):
            fewer = ((letter, n - 1),) if n > 1 else ()
            yield replace(self, least=(*self.least[:k], *fewer, *self.least[k + 1 :]))

    def plus(self, other: Hints) -> Hints:
        """Both sets at once: every green of either, each letter as often as either needs
        (hints a position shows are never at odds: its words keep them all)."""
        greens = []
        for mine, theirs in zip(self.greens, other.greens):
            if mine and theirs and mine != theirs:
                raise ValueError(f"hints at odds: {mine} and {theirs} green in one place")
            greens.append(mine or theirs)
        least = dict(self.least)
        for letter, n in other.least:
            least[letter] = max(n, least.get(letter, 0))
        return Hints(tuple(greens), tuple(sorted(least.items())))

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
    """Words of the group (answer ids, sorted) that lose a word within some rows,
    whatever is played, once ``hints`` are shown (beyond the group's own)."""

    words: np.ndarray
    hints: Hints


class Cores:
    """The cores learnt of one group that lose a word within ``rows`` rows, shared by every
    position of the group that refutes with them: each core's legal set (``masks``) is the
    group's, narrowed by its hints."""

    def __init__(self, rows: int) -> None:
        self.rows = rows
        self.found: list[Core] = []
        self.masks: list[np.ndarray] = []
        self._padded: np.ndarray | None = None

    def __len__(self) -> int:
        return len(self.found)

    def add(self, core: Core, mask: np.ndarray) -> int:
        self.found.append(core)
        self.masks.append(mask)
        if self._padded is not None and len(core.words) <= self._padded.shape[1]:
            row = np.pad(core.words, (0, self._padded.shape[1] - len(core.words)), mode="edge")
            self._padded = np.vstack([self._padded, row])
        else:
            self._padded = None
        return len(self.found) - 1

    def padded(self) -> np.ndarray:
        """The cores' words, a row each, padded with the row's first word: a guess leaves
        a core in one group where its row's codes are all alike."""
        if self._padded is None:
            longest = max(len(c.words) for c in self.found)
            self._padded = np.array(
                [np.pad(c.words, (0, longest - len(c.words)), mode="edge") for c in self.found]
            )
        return self._padded


class Refuter:
    """Refutes guesses from one hard-mode position of a group (``answers`` with ``left``
    rows, the group's legal guesses ``base`` narrowed by ``hints``) as the first of a plan
    that loses nothing, with and into the group's cores a row down (``cores``, by rows).

    A group a guess leaves with ``NESTED_FROM`` rows or more is itself refuted guess by
    guess, a row down, its cores kept with the rest: a four-row proof that takes minutes
    as one branch and bound takes seconds this way, as the families that decide it recur
    from one group to the next.  Below that the plain proof is cheap."""

    def __init__(
        self,
        strategy: Strategy,
        answers: np.ndarray,
        base: np.ndarray,
        left: int,
        hints: Hints | None = None,
        cores: dict[int, Cores] | None = None,
        learns: bool = True,
        nested_from: int = 4,
        counts: np.ndarray | None = None,
    ) -> None:
        if not strategy.hard:
            raise ValueError("cores are hard mode's: in normal mode any guess stays legal")
        self.strategy = strategy
        self.answers = np.sort(answers)
        self.base = base
        self.left = left
        self.hints = Hints.none(strategy.length) if hints is None else hints
        self.learns = learns  # False: refute by the cores at hand alone (a check)
        self.nested_from = nested_from
        # the guesses' letter counts, made once a group (nested refuters share them)
        self._counts = letter_counts(strategy.guess_codes) if counts is None else counts
        self.legal = self._allowed(self.hints)
        self.cores = {} if cores is None else cores
        self.below = self.cores.setdefault(left - 1, Cores(left - 1))
        self._here = np.zeros(strategy.table.shape[0], dtype=bool)
        self._here[self.answers] = True
        self._inside = np.zeros(0, dtype=bool)  # per core below: its words all here
        self.spent = 0  # work so far: words split by each guess tried

    def add(self, core: Core) -> int:
        """Keep ``core`` (losing within a row fewer than here); its index."""
        return self.below.add(core, self._allowed(core.hints))

    def covers(self, k: int, guess: int) -> bool:
        """Whether core ``k`` refutes ``guess`` here: its words are here and share a group
        the guess leaves (not the all-green one), and that group's legal guesses are among
        the core's."""
        core = self.below.found[k]
        if not self._here[core.words].all():
            return False
        s = self.strategy
        codes = s.table[core.words, guess]
        code = int(codes[0])
        if code == s.green or (codes != code).any():
            return False
        return self._as_strict(k, guess, code)

    def covering(self, guess: int) -> int:
        """The first kept core that refutes ``guess``, or -1 (``covers``, for every core
        at once)."""
        below, s = self.below, self.strategy
        if not len(below):
            return -1
        if len(self._inside) < len(below):
            self._inside = self._here[below.padded()].all(axis=1)
        codes = s.table[below.padded(), guess]
        self.spent += STEP + codes.size // 64  # a scan, charged as the proofs charge theirs
        code = codes[:, 0]
        alike = self._inside & (code != s.green) & (codes == code[:, None]).all(axis=1)
        for k in np.flatnonzero(alike).tolist():
            if self._as_strict(k, guess, int(code[k])):
                return k
        return -1

    def _as_strict(self, k: int, guess: int, code: int) -> bool:
        """Whether the group ``guess`` leaves under ``code`` has hints at least as strict
        as core ``k``'s: its legal guesses all among the core's."""
        return not (self._after(guess, code) & ~self.below.masks[k]).any()

    def refute(self, guess: int, work: float) -> int | None:
        """The core that refutes ``guess`` (learnt now if no kept one does); -1 where a plan
        that starts with it loses nothing; None where ``work`` ran out for some group it
        leaves (or, not learning, where no core at hand refutes it).  Its groups are tried
        the cheapest first: few words, few legal guesses."""
        known = self.covering(guess)
        if known >= 0 or not self.learns:
            return known if known >= 0 else None
        s = self.strategy
        parts = [
            (code, part)
            for code, part in groups_of(self.answers, s.table[self.answers, guess])
            if code != s.green and len(part) >= self.left
        ]
        hints = {code: self.hints.plus(Hints.shown(s.word(guess), code)) for code, _ in parts}
        legal = {code: self._after(guess, code) for code, _ in parts}
        parts.sort(key=lambda cp: len(cp[1]) * int(legal[cp[0]].sum()))
        cut_short = False
        for code, part in parts:
            before = self.spent
            lost = self._loses(part, hints[code], work)
            if lost is None:
                cut_short = True
            elif lost:
                shrink = SHRINK_WORK * max(self.spent - before, 1)
                return self.add(self._shrunk(part, hints[code], shrink))
        return None if cut_short else -1

    def lost(self, work: float) -> bool | None:
        """Whether every legal guess here loses a word (None: ``work`` ran out, or not
        learning, a guess no core at hand refutes)."""
        s = self.strategy
        every = np.flatnonzero(self.legal)
        size = group_sizes(s.table[self.answers[:, None], every], s.green + 1)
        self.spent += STEP + len(self.answers) * len(every) // 64
        cut_short = False
        budget = self.spent + work
        # the smallest groups a word expects first: a plan that saves all is met early
        for guess in every[np.lexsort((size.max(axis=0), size.sum(axis=0)))].tolist():
            if self.spent >= budget:
                return None
            found = self.refute(guess, budget - self.spent)
            if found == -1:
                return False
            cut_short |= found is None
        return None if cut_short else True

    def _loses(self, words: Iterable[int], hints: Hints, work: float) -> bool | None:
        """Whether ``words`` lose a word with a row fewer under ``hints``, whatever is
        played (None: out of work)."""
        ids = np.fromiter(words, dtype=np.int64)
        if self.left - 1 >= self.nested_from:
            nested = Refuter(
                self.strategy,
                ids,
                self.base,
                self.left - 1,
                hints,
                self.cores,
                self.learns,
                self.nested_from,
                self._counts,
            )
            try:
                return nested.lost(work)
            finally:
                self.spent += nested.spent
        losses = self.strategy.losses
        try:
            return not losses.saves_all(ids, self._allowed(hints), self.left - 1, work)
        except OutOfWork:
            return None
        finally:
            self.spent += losses.spent

    def _shrunk(self, words: np.ndarray, hints: Hints, work: float) -> Core:
        """A core from a group found lost: words dropped, a half, a quarter… at a time,
        then hints, while a word is still lost; each try within what is left of ``work``."""
        kept = [int(w) for w in words]
        budget = self.spent + work
        chunk = len(kept) // 2
        while chunk >= 1 and self.spent < budget:
            at = 0
            while at < len(kept) and self.spent < budget:
                trial = kept[:at] + kept[at + chunk :]
                # no more words than rows are never lost
                if len(trial) >= self.left and self._loses(trial, hints, budget - self.spent):
                    kept = trial
                else:
                    at += chunk
            chunk //= 2
        looser = True
        while looser and self.spent < budget:
            looser = False
            for fewer in hints.looser():
                if self._loses(kept, fewer, budget - self.spent):
                    hints, looser = fewer, True
                    break
        return Core(np.array(sorted(kept)), hints)

    def _after(self, guess: int, code: int) -> np.ndarray:
        """The guesses legal once ``guess`` showed ``code`` here."""
        return cast("np.ndarray", self.strategy.legal_after(self.legal, guess, code))

    def _allowed(self, hints: Hints) -> np.ndarray:
        """The group's legal guesses that keep ``hints``."""
        if not hints.least and not any(hints.greens):
            return self.base
        s = self.strategy
        shown = hard_mode_mask(list(hints.greens), dict(hints.least), s.guess_codes, self._counts)
        return self.base & shown

    # -- certificates ------------------------------------------------------------------

    def to_json(self, refuted: dict[int, int], still_open: Iterable[int]) -> dict[str, Any]:
        """The cores by rows and, per first guess refuted, its core's index (among those a
        row down); the guesses still open, by word."""
        s = self.strategy
        return {
            "cores": {
                str(rows): [
                    {"words": [s.word(int(s.answer_rows[w])) for w in c.words], **c.hints.to_json()}
                    for c in self.cores[rows].found
                ]
                for rows in sorted(self.cores, reverse=True)
            },
            "refuted": {s.word(g): k for g, k in sorted(refuted.items())},
            "open": sorted(s.word(g) for g in still_open),
        }

    def read(self, data: dict[str, Any], index: dict[str, int]) -> dict[int, int]:
        """Take back a certificate's cores (``index``: word -> guess row); its first
        guesses refuted, by row."""
        by_row = {int(r): a for a, r in enumerate(self.strategy.answer_rows) if r >= 0}
        cores = data["cores"]
        by_rows = cores if isinstance(cores, dict) else {str(self.left - 1): cores}
        for rows, found in by_rows.items():
            pool = self.cores.setdefault(int(rows), Cores(int(rows)))
            for core in found:
                ids = np.array(sorted(by_row[index[w]] for w in core["words"]))
                hints = Hints.from_json(core)
                pool.add(Core(ids, hints), self._allowed(hints))
        return {index[w]: k for w, k in data["refuted"].items()}

    def adopt(self, other: Refuter) -> int:
        """Take the cores another group's refuter learnt that hold here too: those whose
        words are all in this group, where the guesses legal here are among those legal
        there (a core proven there loses under hints as strict here).  ARISE YBBBY and
        SOARE BBYBY both leave every guess with an A and an E legal, and share families.
        How many were taken."""
        if (self.base & ~other.base).any():
            return 0
        taken = 0
        for rows, theirs in other.cores.items():
            pool = self.cores.setdefault(rows, Cores(rows))
            known = {(c.words.tobytes(), c.hints) for c in pool.found}
            for core in theirs.found:
                mine = np.isin(core.words, self.answers).all()
                if mine and (core.words.tobytes(), core.hints) not in known:
                    pool.add(core, self._allowed(core.hints))
                    taken += 1
        return taken


def check(refuter: Refuter, refuted: dict[int, int], prove_cores: bool = True) -> list[str]:
    """Prove a certificate again (``Refuter.read``): every legal first guess is refuted by
    the core it names, and every core's words are in the group and (``prove_cores``, the
    costly part) lose a word whatever is played: a core of ``nested_from`` rows or more by
    the certificate's cores a row down covering its every guess (the plain proof where they
    do not), the rest by the plain proof.  What fails, in words; nothing when it holds."""
    s = refuter.strategy
    wrong = []
    for rows in sorted(refuter.cores):
        pool = refuter.cores[rows]
        for k, core in enumerate(pool.found):
            where = f"core {k}" if rows == refuter.left - 1 else f"{rows}-row core {k}"
            if not np.isin(core.words, refuter.answers).all():
                wrong.append(f"{where} has words outside the group")
            elif prove_cores and not _proven(refuter, rows, core):
                wrong.append(f"{where} was not proven to lose a word")
    for guess in np.flatnonzero(refuter.legal).tolist():
        k = refuted.get(guess, -1)
        if not 0 <= k < len(refuter.below):
            wrong.append(f"{s.word(guess)} is not refuted")
            continue
        if not refuter.covers(k, guess):
            wrong.append(f"core {k} does not refute {s.word(guess)}")
    return wrong


def _proven(refuter: Refuter, rows: int, core: Core) -> bool:
    """Whether ``core`` loses a word within ``rows`` rows: every guess refuted by the
    certificate's cores a row down, or else the plain proof, without a bound of work."""
    if rows >= refuter.nested_from:
        nested = Refuter(
            refuter.strategy,
            core.words,
            refuter.base,
            rows,
            core.hints,
            refuter.cores,
            False,
            refuter.nested_from,
            refuter._counts,
        )
        if nested.lost(math.inf):
            return True
    losses = refuter.strategy.losses
    return not losses.saves_all(core.words, refuter._allowed(core.hints), rows, math.inf)
