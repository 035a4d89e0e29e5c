"""Cores refute first guesses only where the plain search does, each core loses a word by
brute force, a certificate proves again from the table alone (and a forged one does not),
and the certificates published in docs/proofs/ hold."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from solver.bench import make_strategy
from solver.bench.losses import opener_groups
from solver.game.feedback import encode, from_colours
from solver.game.variants import ROWS
from solver.lists.wordlists import DEFAULT_POOL, WordList, answer_pool, valid
from solver.search.cores import Core, Hints, Refuter, check
from solver.search.openers import opener_key, proven_fewest
from tests.solver.search.families import OER, brute_force_lost, legal_after

PROOFS = Path(__file__).resolve().parents[3] / "docs" / "proofs"
LEFT = 4  # rows left after TARSE and RILED


@pytest.fixture(scope="module")
def refuted(family):
    """Every legal guess after TARSE BBYBY RILED YBBGB over the _O_ER words, refuted or
    not, with the cores that did it."""
    strategy, _, legal = family
    refuter = Refuter(strategy, np.arange(len(OER)), legal, LEFT)
    found = {g: refuter.refute(g, np.inf) for g in np.flatnonzero(legal).tolist()}
    return refuter, found


def test_hints_are_what_a_guess_shows_and_loosen_one_at_a_time():
    hints = Hints.shown("bower", encode(from_colours("BGBGG")))
    assert hints == Hints((None, "o", None, "e", "r"), (("e", 1), ("o", 1), ("r", 1)))
    assert Hints.from_json(hints.to_json()) == hints
    assert hints.to_json() == {"greens": "_O_ER", "least": "eor"}
    looser = list(hints.looser())
    assert len(looser) == 3 + 3  # each green, each letter's one copy
    assert Hints((None, None, None, "e", "r"), hints.least) in looser
    assert Hints(hints.greens, (("e", 1), ("r", 1))) in looser
    twice = Hints((None,) * 5, (("e", 2),))
    assert Hints((None,) * 5, (("e", 1),)) in twice.looser()


def test_a_guess_is_refuted_exactly_where_the_plain_search_finds_it_loses(family, refuted):
    _, words, legal = family
    refuter, found = refuted
    plain, _ = make_strategy(WordList("oer", tuple(OER)), valid(), hard=True)  # no memo shared
    answers = np.arange(len(OER))
    saving = {g for g, k in found.items() if k == -1}
    assert None not in found.values()  # without a bound of work every guess is decided
    for g, k in found.items():
        assert plain.losses.loses_at_most(answers, legal, LEFT, g, 0) == (k == -1), words.words[g]
    assert saving and len(saving) < len(found)  # both kinds, or the test shows nothing
    # cores are reused: fewer cores than guesses refuted
    assert len(refuter.below) < len(found) - len(saving)


def test_each_core_loses_a_word_by_brute_force(family, refuted):
    strategy, words, _ = family
    refuter, _ = refuted
    checked = 0
    for k, core in enumerate(refuter.below.found):
        if len(core.words) <= 7:  # the brute force's reach
            part = tuple(OER[w] for w in core.words)
            assert brute_force_lost(strategy, words, part, refuter.below.masks[k], LEFT - 1) > 0
            checked += 1
    assert checked >= 3


def test_a_certificate_proves_again_and_a_forged_one_does_not(family, refuted):
    _, words, legal = family
    refuter, found = refuted
    lost = {g: k for g, k in found.items() if k is not None and k >= 0}
    data = refuter.to_json(lost, [])
    fresh, _ = make_strategy(WordList("oer", tuple(OER)), valid(), hard=True)
    again = Refuter(fresh, np.arange(len(OER)), legal, LEFT)
    read = again.read(json.loads(json.dumps(data)), words.index)
    assert read == lost
    saving = [words.words[g] for g, k in found.items() if k == -1]
    assert check(again, read) == [f"{w} is not refuted" for w in sorted(saving)]
    # a core that a plan saves all of: found out when proven again
    forged = Refuter(fresh, np.arange(len(OER)), legal, LEFT)
    forged.read(data, words.index)
    cores = forged.below.found
    small = min(range(len(cores)), key=lambda k: len(cores[k].words))
    cores[small] = Core(cores[small].words[: LEFT - 1], cores[small].hints)
    assert f"core {small} was not proven to lose a word" in check(forged, read)
    # a guess said to be refuted by a core that does not cover it
    n = len(again.below)
    guess = next(g for g, k in read.items() if not again.covers((k + 1) % n, g))
    wrong = {**read, guess: (read[guess] + 1) % n}
    said = f"core {wrong[guess]} does not refute {words.words[guess]}"
    assert said in check(again, wrong, prove_cores=False)


def published() -> list[Path]:
    return sorted(PROOFS.glob("*.json"))


def _read(path: Path) -> tuple[Refuter, dict[int, int], dict]:
    data = json.loads(path.read_text())
    answers = answer_pool(DEFAULT_POOL)
    strategy, words = make_strategy(answers, valid(), hard=True)
    assert data["lists"] == opener_key(answers, valid(), True)
    wanted = encode(from_colours(data["colours"]))
    groups = opener_groups(strategy, words, data["opener"].lower())
    here, legal = next((part, lg) for code, part, lg in groups if code == wanted)
    refuter = Refuter(strategy, here, legal, ROWS - 1)
    return refuter, refuter.read(data, words.index), data


@pytest.mark.parametrize("path", published(), ids=lambda p: p.stem)
def test_a_published_certificate_covers_what_it_claims(path):
    """Every first guess it lists is refuted by the core it names; where it claims the
    group loses a word, every legal first guess is, and fewest.json says so."""
    refuter, refuted, data = _read(path)
    wrong = check(refuter, refuted, prove_cores=False)
    if data["claim"] == "no plan loses nothing":
        assert wrong == []
        proof = proven_fewest(answer_pool(DEFAULT_POOL), valid())[data["opener"].lower()]
        group = next(g for g in proof["groups"] if g["colours"] == data["colours"])
        assert group["at_least"] >= 1
    else:
        assert all(w.endswith("is not refuted") for w in wrong)
        assert len(wrong) == len(data["open"])


@pytest.mark.slow
@pytest.mark.parametrize("path", published(), ids=lambda p: p.stem)
def test_a_published_certificates_cores_each_lose_a_word(path):
    """Each core proven again from nothing: its words lose one whatever is played."""
    refuter, refuted, _ = _read(path)
    assert not [w for w in check(refuter, refuted) if not w.endswith("is not refuted")]


def test_a_core_refutes_no_guess_whose_hints_would_let_its_words_be_saved(family, refuted):
    """The hints are half of a core: a guess that leaves its words together, but with
    hints under which a plan saves them all, is not refuted by it."""
    strategy, _, legal = family
    refuter, _ = refuted
    plain, _ = make_strategy(WordList("oer", tuple(OER)), valid(), hard=True)
    together, guesses = 0, np.flatnonzero(legal)
    for k, core in enumerate(refuter.below.found):
        codes = strategy.table[np.ix_(core.words, guesses)]  # a core's words x each guess
        alike = (codes == codes[0]).all(axis=0) & (codes[0] != strategy.green)
        for g, code in zip(guesses[alike].tolist(), codes[0, alike].tolist(), strict=True):
            after = strategy.legal_after(legal, g, int(code))
            if plain.losses.saves_all(core.words, after, LEFT - 1):
                assert not refuter.covers(k, g)
                together += 1
    assert together


def test_another_group_takes_the_cores_that_hold_there(family, refuted):
    """Cores pass to a group of some of the words under the same hints (or stricter),
    only those whose words it holds, and still lose there; never to looser hints."""
    _, words, legal = family
    refuter, _ = refuted
    some = np.arange(0, len(OER), 2)
    fresh, _ = make_strategy(WordList("oer", tuple(OER)), valid(), hard=True)
    narrower = Refuter(fresh, some, legal, LEFT)
    taken = narrower.adopt(refuter)
    inside = [c for c in refuter.below.found if set(c.words.tolist()) <= set(some.tolist())]
    assert taken == len(inside) > 0
    assert narrower.adopt(refuter) == 0  # each once
    assert not [w for w in check(narrower, {}) if not w.endswith("is not refuted")]
    looser = legal_after(fresh, words, None, "tarse BBYBY")
    assert Refuter(fresh, some, looser, LEFT).adopt(refuter) == 0


@pytest.mark.slow
def test_groups_refuted_guess_by_guess_a_row_down_agree_with_the_plain_search(family, refuted):
    """Nested from three rows (the script nests from four): each group a first guess
    leaves is refuted guess by guess with two-row cores, and the same guesses fall."""
    _, words, legal = family
    _, plain = refuted
    fresh, _ = make_strategy(WordList("oer", tuple(OER)), valid(), hard=True)
    nested = Refuter(fresh, np.arange(len(OER)), legal, LEFT, nested_from=LEFT - 1)
    tried = sorted(plain)[::3]  # a third of the guesses, for time's sake
    found = {g: nested.refute(g, np.inf) for g in tried}
    assert {g for g, k in found.items() if k == -1} == {g for g in tried if plain[g] == -1}
    assert len(nested.cores[LEFT - 2]) > 0  # two-row cores were learnt and used
    lost = {g: k for g, k in found.items() if k >= 0}
    data = json.loads(json.dumps(nested.to_json(lost, [])))
    again = Refuter(fresh, np.arange(len(OER)), legal, LEFT, nested_from=LEFT - 1)
    assert not [w for w in check(again, again.read(data, words.index)) if "not refuted" not in w]
