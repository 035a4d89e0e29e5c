"""Opening guesses, precomputed: the first suggestion is never searched on a request.

solver/data/openers.json holds, per (answer list, guess list, mode), the best openers the
policy found by playing the whole benchmark from each (scripts/find_openers.py).  Lists
that file doesn't know get the screen's best opener, computed once and cached on disk.
solver/data/fewest.json holds what hard mode loses at best after each covered opener.
"""

from __future__ import annotations

import json
import logging
from functools import cache
from importlib import resources

from solver.lists.wordlists import WordList
from solver.support.diskcache import cache_dir, load_text, save_text

log = logging.getLogger(__name__)

# the openers players favour, besides the bot's own: polls and published solver picks (the
# NYT's WordleBot reports, players' surveys); the book and the trees cover the play after
# each, so a player who opens with one gets the exact search's advice from there
FAVOURED = (
    "crane",
    "slate",
    "adieu",
    "audio",
    "raise",
    "arise",
    "stare",
    "roate",
    "soare",
    "trace",
    "crate",
    "irate",
    "salet",
)


def covered_openers(answers: WordList, guesses: WordList, hard: bool) -> list[str]:
    """The openers the bot's precomputed play covers, its own first: the ones it suggests
    (``cached_openers``: /hint lists them at the start) and those players favour."""
    suggested = [o["word"] for o in cached_openers(answers, guesses, hard) or []]
    return list(dict.fromkeys([*suggested, *FAVOURED]))


def opener_key(answers: WordList, guesses: WordList, hard: bool) -> str:
    return f"{answers.digest}:{guesses.digest}:{'hard' if hard else 'normal'}"


@cache
def _bundled_file() -> dict:
    return json.loads(resources.files("solver").joinpath("data/openers.json").read_text())


def bundled() -> dict[str, list[dict]]:
    return _bundled_file()["openers"]


def familiar_openers(answers: WordList, guesses: WordList, hard: bool) -> list[dict]:
    """[{"word", "value", "lost"}] best first: the favoured openers that are words players
    know, each valued by playing every answer after it (scripts/find_openers.py
    ``--familiar``), for familiar advice to weigh at the opening beside the bot's own
    (solver/engine/familiarity.py); empty for lists it was not made for."""
    return list(_bundled_file().get("familiar", {}).get(opener_key(answers, guesses, hard), []))


@cache
def _bundled_fewest() -> dict[str, dict[str, dict]]:
    text = resources.files("solver").joinpath("data/fewest.json").read_text()
    return json.loads(text)["proofs"]


def proven_fewest(answers: WordList, guesses: WordList) -> dict[str, dict]:
    """Hard mode: per opener, the fewest games any plan from it loses, group by group, as
    proven offline (scripts/find_fewest_losses.py); empty for lists it was not made for."""
    return _bundled_fewest().get(opener_key(answers, guesses, True), {})


def cached_openers(answers: WordList, guesses: WordList, hard: bool) -> list[dict] | None:
    """[{"word", "value"}] best first, from the bundled file or the local cache."""
    key = opener_key(answers, guesses, hard)
    if key in bundled():
        return bundled()[key]
    text = load_text(cache_dir() / f"openers-{key.replace(':', '-')}.json")
    try:
        return json.loads(text) if text is not None else None
    except ValueError:
        return None


def remember_openers(answers: WordList, guesses: WordList, hard: bool, found: list[dict]) -> None:
    key = opener_key(answers, guesses, hard)
    save_text(cache_dir() / f"openers-{key.replace(':', '-')}.json", json.dumps(found))
