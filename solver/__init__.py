"""wordle-huddle's Wordle engine: exact feedback, filtering, knowledge and suggestions.

No chat code lives here; the Discord bot in ``bot/`` is one client of this package.
"""

# numpy's np.unique imports numpy.ma on its first call (numpy 2): loaded here, not inside
# the first request that meets a large position, which would pay for it in its latency
import numpy.ma  # noqa: F401

from solver.engine.core import Solver
from solver.filtering.knowledge import Knowledge
from solver.filtering.results import Candidates, Explanation, Suggestion
from solver.game.feedback import (
    FeedbackError,
    Guess,
    Pattern,
    encode,
    parse_guess,
    parse_score,
    score,
)
from solver.lists.wordlists import WordList, WordListError, load_words

__all__ = [
    "Candidates",
    "Explanation",
    "FeedbackError",
    "Guess",
    "Knowledge",
    "Pattern",
    "Solver",
    "Suggestion",
    "WordList",
    "WordListError",
    "encode",
    "load_words",
    "parse_guess",
    "parse_score",
    "score",
]
