"""The _O_ER family in hard mode, for the trap check's and the fewest-losses search's tests."""

from __future__ import annotations

import numpy as np
import pytest

from solver.bench import make_strategy
from solver.lists.wordlists import WordList, valid
from solver.search.strategy import Strategy
from tests.solver.search.families import OER, legal_after


@pytest.fixture(scope="module")
def family() -> tuple[Strategy, WordList, np.ndarray]:
    """The strategy over those 37 answers and today's guesses, in hard mode, and the legal
    guesses after TARSE BBYBY, RILED YBBGB."""
    strategy, words = make_strategy(WordList("oer", tuple(OER)), valid(), hard=True)
    return strategy, words, legal_after(strategy, words, None, "tarse BBYBY riled YBBGB")
