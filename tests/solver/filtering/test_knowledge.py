import random

import numpy as np
import pytest

from solver import Guess, Knowledge, score
from solver.filtering.knowledge import fits, hard_mode_mask, reasons
from solver.game.feedback import encode
from solver.lists.patterns import pattern_matrix
from solver.lists.wordlists import original, valid
from tests.helpers import history


@pytest.mark.parametrize(
    ("played", "mask"),
    [
        ("LOWER=l...r FRAIL=.r..l BLURT=Blur.", "B-RL-"),  # R and L placed by elimination
        ("SEIZE=sE..e EXERT=e.e.T", "-ESET"),
        ("EGRET=e..ET SEVER=sE.E.", "-ESET"),
        ("BLARE=.L.Re COUCH=C....", "CLER-"),
        ("CLEAR=CLE.r FOGGY=.....", "CLER-"),
    ],
)
def test_mask_includes_positions_inferred_from_where_yellows_cannot_be(played, mask):
    assert Knowledge.from_history(history(played)).mask_text() == mask


def test_summary_reads_like_a_person_would_write_it():
    k = Knowledge.from_history(history("STELE=ST.LE"))
    assert str(k) == "mask=ST-LE present=ELST absent=- counts: E=1..1 L=1.. S=1.. T=1.. not: E@3"
    assert repr(k).startswith("Knowledge(mask=ST-LE")
    k = Knowledge.from_history(history("LOWER=l...r FRAIL=.r..l BLURT=Blur."))
    assert str(k).startswith("mask=B-RL- present=BLRU absent=AEFIOTW counts:")


def test_grey_copy_caps_the_count():
    k = Knowledge.from_history(history("SWISS=...SS"))
    assert k.min_count["s"] == 2 and k.max_count["s"] == 2
    assert k.max_count["w"] == 0 and "i" in k.absent


def test_grey_before_yellow_of_the_same_letter_is_impossible():
    k = Knowledge.from_history(history("SASSY=..s.."))
    assert k.contradictory
    assert not k.allows(original().codes).any()
    (why,) = reasons("basis", Guess("sassy", (0, 0, 1, 0, 0)))
    assert (why.kind, why.letter) == ("order", "s")


def brute_force(hist, words, table, index):
    """The words that give every guess its pattern: each guess's row of ``table``, every
    pair scored (pattern_matrix, the reference scorer's codes: tests/solver/lists/
    test_patterns.py) rather than scored again pair by pair in Python."""
    fit = np.ones(len(words), dtype=bool)
    for g in hist:
        fit &= table[index[g.word]] == encode(g.pattern)
    return [w for w, ok in zip(words, fit.tolist()) if ok]


def test_rules_keep_exactly_the_brute_force_candidates_on_random_games():
    rng = random.Random(2022)
    pool = valid()
    # a sample of answers plus words full of repeats, where rules usually break
    words = rng.sample(pool.words, 1500) + [w for w in pool.words if len(set(w)) <= 3]
    codes = np.array([[ord(c) - 97 for c in w] for w in words], dtype=np.uint8)
    table, index = pattern_matrix(codes, codes), {w: i for i, w in enumerate(words)}
    for _ in range(150):
        secret = rng.choice(words)
        hist = [Guess(g, score(g, secret)) for g in rng.sample(words, rng.randint(1, 5))]
        k = Knowledge.from_history(hist)
        kept = [w for w, ok in zip(words, k.allows(codes)) if ok]
        assert kept == brute_force(hist, words, table, index), [str(g) for g in hist]
        assert all(fits(w, g) == (score(g.word, w) == g.pattern) for g in hist for w in words[:300])


def test_rules_agree_with_scoring_for_arbitrary_feedback_too():
    """Feedback nobody could get (typos) must still filter exactly like scoring does."""
    rng = random.Random(5)
    words = list(original().words)
    for _ in range(300):
        guess = rng.choice(words)
        pattern = tuple(rng.choice((0, 0, 1, 2)) for _ in range(5))
        g = Guess(guess, pattern)
        for w in rng.sample(words, 60):
            assert fits(w, g) == (score(guess, w) == pattern)
            assert (not reasons(w, g)) == fits(w, g)


def test_hard_mode_keeps_greens_and_revealed_counts_but_allows_grey_letters():
    k = Knowledge.from_history(history("CRANE=C.a.e"))
    words = ["cache", "clean", "caged", "champ", "ocean"]
    codes = np.array([[ord(c) - 97 for c in w] for w in words], dtype=np.uint8)
    assert dict(zip(words, k.hard_mode_allows(codes).tolist())) == {
        "cache": True,
        "clean": True,
        "caged": True,
        "champ": False,
        "ocean": False,
    }


def test_a_hard_mode_breach_names_the_rule_broken():
    from solver.filtering.knowledge import Breach

    k = Knowledge.from_history(history("TIGHT=.IGHT"))
    assert k.hard_mode_breach("crony") == Breach("i", 1)  # the 2nd letter must be I
    assert k.hard_mode_breach("night") is None
    k = Knowledge.from_history(history("CRANE=C.a.e"))
    assert k.hard_mode_breach("champ") == Breach("e", None, 1)  # must contain an E
    k = Knowledge.from_history(history("EERIE=e.r.E"))
    assert k.hard_mode_breach("rebel") == Breach("e", 4)
    k = Knowledge.from_history(history("SPEED=s.eed"))  # two Es revealed: both needed
    assert k.hard_mode_breach("dense") is None
    assert k.hard_mode_breach("delay") == Breach("e", None, 2)


def test_the_breach_and_the_mask_agree_on_every_word():
    """``hard_mode_breach`` (one word, naming the rule) is ``hard_mode_mask`` (every word at
    once): None exactly where the mask allows, over random histories."""
    rng = random.Random(45)
    words = valid().words
    codes = np.array([[ord(c) - 97 for c in w] for w in words], dtype=np.uint8)
    for _ in range(30):
        answer = rng.choice(original().words)
        played = [Guess(g, score(g, answer)) for g in rng.sample(words, rng.randint(1, 3))]
        k = Knowledge.from_history(played)
        allowed = k.hard_mode_allows(codes)
        assert [k.hard_mode_breach(w) is None for w in words] == allowed.tolist()
        # read place by place, as a search's universe keeps the guesses: the same mask
        places = np.ascontiguousarray(codes.T)
        assert (hard_mode_mask(k.greens, k.min_count, codes, None, places) == allowed).all()
