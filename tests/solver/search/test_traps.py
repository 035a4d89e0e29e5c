"""Hard mode's family traps: the check agrees with brute force, and the search, told what
the check finds, plays a family position as the proven tree does, losing nothing."""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest

from solver.bench import make_strategy
from solver.engine.limits import ADVICE_LIMITS
from solver.game.feedback import encode, from_colours, score
from solver.game.rules import ROWS
from solver.lists.wordlists import WordList, valid
from solver.search.curve import FAIL
from solver.search.strategy import Strategy

# What the NYT's 2023 answers (alex1770's wordlist_nyt20230701_hidden) leave after TARSE
# BBBYB... in hard mode: TARSE BBYBY, RILED YBBGB.  The _O_ER words among them are a trap:
# after BOWER BGBGG ten are left that three rows cannot all reach.
OER_WORDS = """
    boner bower boxer buyer cheer cover cower creek creep cyber ember fever fewer foyer
    freer fryer gofer goner green homer hover hyper joker moper mover mower never newer
    offer owner poker power preen queer umber upper wooer
"""
OER = OER_WORDS.split()


@pytest.fixture(scope="module")
def family() -> tuple[Strategy, WordList, np.ndarray]:
    """The strategy over those 37 answers and today's guesses, in hard mode, and the legal
    guesses after TARSE BBYBY, RILED YBBGB."""
    strategy, words = make_strategy(WordList("oer", tuple(OER)), valid(), hard=True)
    return strategy, words, legal_after(strategy, words, None, "tarse BBYBY riled YBBGB")


def legal_after(strategy: Strategy, words: WordList, legal, line: str):
    played = line.split()
    for word, colours in zip(played[::2], played[1::2], strict=True):
        legal = strategy.legal_after(legal, words.index[word], encode(from_colours(colours)))
    return legal


def brute_force_lost(
    strategy: Strategy, words: WordList, answers: tuple[str, ...], legal, rows: int
) -> int:
    """The fewest of ``answers`` that no play within ``rows`` hard-mode guesses finds:
    every legal guess tried at every level, feedback by the reference scorer."""

    @cache
    def lost(left: tuple[str, ...], legal_bytes: bytes, rows: int) -> int:
        allowed = np.frombuffer(legal_bytes, dtype=bool)
        if rows == 0:
            return len(left)
        if rows == 1:
            return len(left) - any(allowed[words.index[a]] for a in left)
        best = len(left)
        for g in np.flatnonzero(allowed):
            guess = words.words[g]
            groups: dict[tuple, list[str]] = {}
            for a in left:
                groups.setdefault(score(guess, a), []).append(a)
            total = 0
            for pattern, part in groups.items():
                if pattern == (2,) * 5:
                    continue
                after = strategy.legal_after(allowed, int(g), encode(pattern))
                total += lost(tuple(part), after.tobytes(), rows - 1)
                if total >= best:
                    break
            best = min(best, total)
            if best == 0:
                break
        return best

    return lost(answers, np.asarray(legal).tobytes(), rows)


def rows_of(words: list[str]) -> np.ndarray:
    return np.array([OER.index(w) for w in words])


def test_a_family_three_rows_cannot_finish_is_found_lost(family):
    strategy, words, legal = family
    after_bower = legal_after(strategy, words, legal, "bower BGBGG")
    ten = [w for w in OER if score("bower", w) == from_colours("BGBGG")]
    assert len(ten) == 10
    lost, _ = strategy.traps.lost(rows_of(ten), after_bower, 3)
    assert lost == brute_force_lost(strategy, words, tuple(ten), after_bower, 3) == 1
    assert strategy.traps.penalty(rows_of(ten), after_bower, 3) == pytest.approx(FAIL / 10)
    # with a fourth row the same ten are safe, and the check says so
    assert strategy.traps.lost(rows_of(ten), after_bower, 4)[0] == 0
    assert brute_force_lost(strategy, words, tuple(ten), after_bower, 4) == 0


def test_two_rows_left_are_checked_exactly(family):
    """Every group of three or more that any legal guess leaves of the ten, with two rows
    left: the check's loss is the brute-force minimum."""
    strategy, words, legal = family
    after_bower = legal_after(strategy, words, legal, "bower BGBGG")
    ten = [w for w in OER if score("bower", w) == from_colours("BGBGG")]
    checked = 0
    for g in np.flatnonzero(after_bower)[:40]:
        groups: dict[tuple, list[str]] = {}
        for a in ten:
            groups.setdefault(score(words.words[g], a), []).append(a)
        for pattern, part in groups.items():
            if len(part) < 3:
                continue
            after = strategy.legal_after(after_bower, int(g), encode(pattern))
            found = strategy.traps.lost(rows_of(part), after, 2)[0]
            assert found == brute_force_lost(strategy, words, tuple(part), after, 2), part
            checked += 1
    assert checked >= 20


def test_the_search_plays_the_family_as_the_proven_tree_does(family):
    """From TARSE BBYBY RILED YBBGB, four rows left: the proven tree (alex1770/wordle,
    tarse.hard.nyt20230701.tree) finishes the 37 words in 114 guesses with none lost (it
    plays BREEM).  Without the trap check the search played BOWER (116, one lost)."""
    strategy, _, legal = family
    total, longest, stack = 0, 0, [(np.arange(len(OER)), legal, 3)]
    while stack:
        here, allowed, turn = stack.pop()
        if turn > ROWS:  # lost: no row left for these
            longest = turn
            continue
        guess = strategy.best(here, allowed, left=ROWS + 1 - turn).guess
        for code, part in strategy.children(here, guess):
            if code == strategy.green:
                total, longest = total + turn - 2, max(longest, turn)
            else:
                stack.append((part, strategy.legal_after(allowed, guess, code), turn + 1))
    assert (total, longest) == (114, ROWS)


def test_a_requests_narrow_pick_that_loses_a_word_is_rescued(family):
    """A request's search (``ADVICE_LIMITS``) runs no trap check: from TARSE BBYBY RILED
    YBBGB it plays into the _O_ER family and loses a word.  ``without_loss`` sees that and
    names a plan the check finds losing none; that plan, played out by the exact search,
    loses nothing, where the narrow pick's own play does."""
    exact, _, legal = family
    narrow = Strategy(
        exact.table, exact.guess_codes, exact.answer_rows, hard=True, limits=ADVICE_LIMITS
    )
    here = np.arange(len(OER))
    pick = narrow.best(here, legal, left=4).guess
    assert narrow._lost_after(here, legal, 4, pick) >= 1
    rescue = narrow.without_loss(here, legal, 4, pick)
    assert rescue >= 0 and rescue != pick
    assert exact._lost_after(here, legal, 4, rescue) == 0
    # nothing to rescue where the pick loses nothing, nor in a search that checks traps
    assert narrow.without_loss(here, legal, 4, rescue) == -1
    assert exact.without_loss(here, legal, 4, pick) == -1
