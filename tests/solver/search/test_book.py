"""The opening book: the advice after a likely opener, read instead of searched, must be
what the search finds, and must be read only under the policy that made it."""

import pytest

from solver import Guess, Solver
from solver.engine.limits import ADVICE_LIMITS, BOOK_LIMITS
from solver.game.feedback import decode, from_colours, to_colours
from solver.search.book import Book, bundled_book, packed
from solver.search.openers import cached_openers


@pytest.fixture(scope="module")
def searching(solver) -> Solver:
    """A solver over the same lists that reads no book and searches as the book was made:
    every position is searched, with the book's limits, and no tree read."""
    fresh = Solver(solver.answers, solver.guesses, book=Book(), limits=BOOK_LIMITS, lines={})
    fresh.table  # noqa: B018 - the table the session already built
    return fresh


def entries(solver: Solver, hard: bool) -> list[tuple[str, str, list]]:
    return bundled_book().entries(solver.book_key(hard))


def assert_searched_as_read(searching: Solver, opener: str, colours: str, picks, hard: bool):
    live = searching.suggest([Guess(opener, from_colours(colours))], ADVICE_LIMITS.listed, hard)
    # the book holds the search's picks; where few words are left, suggest also values
    # those words (whether read or searched) and may add the best that could win after them
    live = live[: len(picks)] if any(s.could_be_answer for s in live[len(picks) :]) else live
    # the same picks with the same values; the lead may be a plainer one of the nearly best
    # (``plain_lead``), read or searched alike.  Which of the words valued exactly as the
    # last listed fill the list's end is a tie (many guesses split the words left alike):
    # below that value the words must agree, at it only how many
    found = sorted((round(s.expected_guesses, 6), s.word) for s in live)
    held = sorted((round(v, 6), w) for w, v in picks)
    cut = min(found[-1][0], held[-1][0])
    assert [w for v, w in found if v < cut] == [w for v, w in held if v < cut]
    assert [v for v, _ in found][: len(held)] == pytest.approx(
        [v for v, _ in held][: len(found)], abs=1e-6
    )


@pytest.mark.parametrize("hard", [False, True])
def test_the_bundled_book_is_made_under_the_current_policy(solver, hard):
    """Fails when the search, its limits or the priors change: run scripts/make_book.py."""
    key = solver.book_key(hard)
    assert bundled_book().policy(key) == solver.policy
    suggested = [o["word"] for o in cached_openers(solver.answers, solver.guesses, hard) or []]
    assert suggested and set(suggested) <= set(bundled_book().openers(key))


def test_each_pool_has_its_own_book_and_policy(solver, original_solver):
    """A book is keyed by its lists and fingerprinted with the priors, which follow the
    pool: advice made for one pool is never read for another."""
    for hard in (False, True):
        assert solver.book_key(hard) != original_solver.book_key(hard)
        assert bundled_book().policy(original_solver.book_key(hard)) == original_solver.policy
    assert solver.policy != original_solver.policy


def sample(mine: list, largest: bool) -> list:
    """The largest group (the costliest searches: ``-m slow``), or a spread of the rest
    (the default suite: each of the book's sizes of group, at a fraction of the cost)."""
    return mine[:1] if largest else mine[10::50]


@pytest.mark.parametrize("largest", [False, pytest.param(True, marks=pytest.mark.slow)])
@pytest.mark.parametrize("hard", [False, True])
def test_the_book_holds_what_the_search_finds(solver, searching, hard, largest):
    """A sample per mode of the bot's first opener's groups, ordered largest first."""
    opener = cached_openers(solver.answers, solver.guesses, hard)[0]["word"]
    mine = [e for e in entries(solver, hard) if e[0] == opener]
    assert len(mine) > 150  # every feedback a valid word can give, not only the common ones
    sizes = {
        colours: len(solver.candidates([Guess(opener, from_colours(colours))]).words)
        for _, colours, _ in mine
    }
    mine.sort(key=lambda e: -sizes[e[1]])
    for o, colours, picks in sample(mine, largest):
        assert_searched_as_read(searching, o, colours, picks, hard)


def test_advice_after_an_opener_is_read_from_the_book(solver):
    """A book's entry is what suggest answers (this one is made up, to be recognised), and
    only while the book was made under the solver's policy (no trees: SALET has one,
    whose pick would lead)."""
    colours = to_colours(decode(0, 5))
    made_up = packed([("zymic", 9.5), ("jazzy", 9.75)])
    key = solver.book_key(False)
    book = Book({key: {"policy": solver.policy, "openers": {"salet": {colours: made_up}}}})
    reading = Solver(solver.answers, solver.guesses, book=book, lines={})
    reading.table  # noqa: B018
    past = [Guess("salet", decode(0, 5))]
    found = reading.suggest(past, 2)
    assert [(s.word, s.expected_guesses) for s in found] == [("zymic", 9.5), ("jazzy", 9.75)]
    assert [s.word for s in reading.suggest(past, 1)] == ["zymic"]

    stale = Book({key: {"policy": "another policy", "openers": {"salet": {colours: made_up}}}})
    other = Solver(solver.answers, solver.guesses, book=stale, lines={})
    other.table  # noqa: B018
    assert other.suggest(past, 2)[0].word != "zymic"


@pytest.mark.slow
@pytest.mark.parametrize("hard", [False, True])
def test_every_book_entry_is_what_the_search_finds(solver, searching, hard):
    for opener, colours, picks in entries(solver, hard):
        assert_searched_as_read(searching, opener, colours, picks, hard)
