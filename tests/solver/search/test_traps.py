"""Hard mode's family traps: the check agrees with brute force, and the search, told what
the check finds, plays a family position as the proven tree does, losing nothing."""

from __future__ import annotations

import numpy as np
import pytest

from solver.engine.limits import ADVICE_LIMITS
from solver.game.feedback import encode, from_colours, score
from solver.game.variants import ROWS
from solver.search.curve import FAIL
from solver.search.strategy import Strategy
from tests.solver.search.families import OER, brute_force_lost, legal_after, rows_of


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
