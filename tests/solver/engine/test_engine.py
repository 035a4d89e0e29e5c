import subprocess
import sys

import numpy as np
import pytest

from solver import Guess, Knowledge, Solver
from solver.filtering.results import LIKELY, POSSIBLE
from solver.game.feedback import encode, score
from solver.lists.wordlists import WordList
from solver.search.strategy import PLAIN_LEAD
from tests.helpers import history


@pytest.mark.parametrize(
    ("played", "kept", "gone"),
    [
        ("HARES=.ar.. GUILT=..... CROAK=.Roa. BRAVO=bRa.o", {"arbor"}, set()),
        (
            "HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY",
            {"fifty"},
            {"jitty", "kitty", "zitty"},
        ),
        ("TEPEE=teP..", {"empty", "expat"}, set()),  # EXPAT: on the NYT's list
        ("STELE=ST.LE", {"style"}, {"stele"}),
        ("CHAIR=Cha.. CLASH=C.a.h CATCH=CA.ch", {"cache"}, set()),
        ("LEAKS=..... MIGHT=.i..t BLITZ=..it. OPTIC=o.tIC TONIC=TO.IC", {"toxic"}, set()),
        ("SABER=...er REFIT=re.it TRITE=.RITE", {"write"}, {"trite"}),
        ("MORAL=..... TWINE=..I.. CHICK=..ICK", {"quick"}, set()),
    ],
)
def test_seed_and_article_cases(solver, played, kept, gone):
    hist = history(played)
    cands = solver.candidates(hist)
    assert cands.pool == LIKELY
    assert kept <= set(cands.words)
    for word in gone:
        assert not solver.explain(hist, word).possible
    if played.startswith(("HARES=.ar", "HARES=.....", "TEPEE", "CHAIR", "LEAKS", "SABER")):
        assert set(cands.words) == kept  # the article's answer is the only likely word


def test_possible_count_includes_less_likely_valid_words(solver):
    cands = solver.candidates(history("CAVES=20012"))
    assert set(cands.words) == {"chess", "cress"}
    assert cands.possible > cands.likely == 2


def test_explanations_name_the_guess_and_the_rule(solver):
    ex = solver.explain(history("GROVE=.ro.E"), "romeo")
    (r,) = ex.reasons
    assert (r.kind, str(r.guess), r.letter, r.place, r.found) == (
        "green",
        "GROVE=.ro.E",
        "e",
        4,
        "o",
    )
    ex = solver.explain(history("STELE=ST.LE"), "stele")
    assert ("only", "e", 1) in [(r.kind, r.letter, r.need) for r in ex.reasons]
    played = history("HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY")
    found = [(r.kind, str(r.guess), r.place) for r in solver.explain(played, "jitty").reasons]
    assert ("grey", "WITTY=.I.TY", 2) in found
    ex = solver.explain(history("CAVES=20012"), "swiss")
    assert not ex.possible and (ex.reasons[0].kind, ex.reasons[0].found) == ("green", "s")
    assert solver.explain(history("CAVES=20012"), "chess").possible
    assert solver.explain(history("CAVES=20012"), "chess").reasons == []


def test_every_ruled_out_word_has_a_reason_and_every_kept_word_none(solver):
    hist = history("CRANE=..a.e SLOTH=s..t.")
    kept = set(solver.candidates(hist).words)
    for word in solver.answers.words[::7]:
        ex = solver.explain(hist, word)
        assert ex.possible == (word in kept)
        assert bool(ex.reasons) == (word not in kept)


def test_unlisted_guess_is_accepted_and_scored(solver):
    hist = [Guess("qzxvj", (0, 0, 0, 0, 0))]
    assert len(solver.candidates(hist)) > 1000
    ex = solver.explain(hist, "qzxvj")
    assert not ex.listed and not ex.likely and ex.list_name == solver.guesses.name


def test_falls_back_to_valid_words_when_no_likely_answer_fits(solver):
    # FIBRE was an original answer the NYT dropped: a valid word, less likely
    hist = history("CHANT=..... FIBRE=FIBRE")
    cands = solver.candidates(hist)
    assert cands.pool == POSSIBLE and cands.words == ("fibre",)


def test_contradiction_names_the_smallest_conflicting_set(solver):
    hist = history("CRANE=C.... PILOT=..... CHEST=.H...")
    assert len(solver.candidates(hist)) == 0
    assert solver.conflicts(hist) == [0, 2]  # C green in one, grey in the other
    assert solver.conflicts(history("CRANE=CRAN.")) == []
    assert solver.conflicts(history("CRANE=CRANe")) == [0]  # four greens and a yellow
    assert not solver.producible("crane", (2, 2, 2, 2, 1))
    assert solver.producible("crane", (2, 2, 2, 2, 0))


def test_suggestions_rank_by_expected_guesses_and_prefer_possible_answers(solver):
    hist = history("HARES=.ar.. GUILT=..... CROAK=.Roa. BRAVO=bRa.o")
    (best,) = solver.suggest(hist, top=1)
    assert best.word == "arbor" and best.expected_left == 0 and best.could_be_answer
    ranked = solver.suggest(history("CRANE=c.a.e"), top=5)
    values = [s.expected_guesses for s in ranked]
    # by value, but for the lead: a plainer pick within PLAIN_LEAD of the best may lead
    assert values[1:] == sorted(values[1:]) and values[0] <= min(values) + PLAIN_LEAD
    opening = solver.suggest([], top=3)
    assert [s.expected_guesses for s in opening] == sorted(s.expected_guesses for s in opening)
    assert opening[0].split.words == 3158 and opening[0].split.groups > 100


def test_a_plainer_lead_never_shows_a_worse_figure_without_a_reason(solver):
    """A commoner word within ``PLAIN_LEAD`` of the best leads only where a list shows its
    figure as the best's (to two places); a possible answer may lead a better figure, its
    line says it could be it (after ROATE, FORAY, SLING led SLINK, shown better)."""
    ranked = solver.suggest(history("ROATE=.o..E FORAY=.o..."), top=6)
    lead, rest = ranked[0], ranked[1:]
    assert lead.could_be_answer or all(
        round(lead.expected_guesses, 2) <= round(s.expected_guesses, 2) for s in rest
    )


def test_hard_mode_suggestions_are_all_legal(solver):
    rng = np.random.default_rng(11)
    for _ in range(25):
        secret = solver.answers.words[rng.integers(len(solver.answers))]
        played = [solver.guesses.words[i] for i in rng.integers(0, len(solver.guesses), 2)]
        from solver import score

        hist = [Guess(w, score(w, secret)) for w in played]
        k = Knowledge.from_history(hist)
        for s in solver.suggest(hist, top=10, hard=True):
            codes = np.array([[ord(c) - 97 for c in s.word]], dtype=np.uint8)
            assert k.hard_mode_allows(codes)[0], (s.word, [str(g) for g in hist])


def test_suggestions_are_deterministic(solver):
    hist = history("SLATE=..a.e")
    assert solver.suggest(hist, top=5) == solver.suggest(hist, top=5)


def test_custom_lists_of_another_length_work_end_to_end():
    words = WordList("six", ("planet", "plants", "rocket", "pocket", "locket", "socket"))
    solver = Solver(words, words)
    hist = [Guess("rocket", (0, 2, 2, 2, 2, 2))]
    assert set(solver.candidates(hist).words) == {"pocket", "locket", "socket"}
    assert solver.suggest(hist, top=1)[0].expected_left == pytest.approx(1 / 3 * 2 / 1, abs=1)


REQUESTS_IMPORT_NOTHING = """
import sys
from solver import Guess, Solver

s = Solver()
s.suggest([Guess("crane", (0, 0, 0, 0, 0))])
before = set(sys.modules)
s.suggest([Guess("vigil", (0, 2, 0, 0, 0))], top=10)  # large: a shortlisted screen
s.suggest([Guess("faker", (0, 1, 1, 0, 1))], top=10)  # less likely words weighed in
print(" ".join(sorted(set(sys.modules) - before)))
"""


def test_a_request_imports_nothing():
    """Whatever a request's search calls is loaded with the package: an import inside a
    request (numpy's np.unique loads numpy.ma on first use) is paid in its latency."""
    done = subprocess.run(
        [sys.executable, "-c", REQUESTS_IMPORT_NOTHING], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == ""


def _named_by_a_reply(ranked: list) -> list:
    """What a paste's reply names of a ranked list: the first, and the first that could be
    the answer when the first cannot (written out here, not with the code under test)."""
    if not ranked or ranked[0].could_be_answer:
        return ranked[:1]
    return ranked[:1] + [s for s in ranked if s.could_be_answer][:1]


@pytest.mark.parametrize(
    ("words", "secret", "hard"),
    [
        # the best cannot be the answer and the list's first that could is searched after
        # better guesses (so a bound of the best alone would cut it)
        (("aspen", "heist"), "towed", False),
        (("purer", "lyric"), "warty", False),
        (("scrod", "pixie"), "lance", False),
        (("emcee", "quota"), "edger", False),
        # hard mode, few words left (each valued), one row played
        (("brine", "notch"), "ditty", True),
        (("beset", "gaudy"), "tweed", False),
        (("dolma",), "baron", True),
        (("wield",), "bride", False),
    ],
)
def test_lead_only_names_what_the_full_list_names(solver, words, secret, hard):
    """A paste's reply is searched for the list's first and first possible answer alone
    (``lead_only``): the same words, valued the same, as the full list ranks them."""
    from solver import score

    hist = [Guess(w, score(w, secret)) for w in words]
    solver.forget_searches()
    full = solver.suggest(hist, top=10, hard=hard)
    solver.forget_searches()
    lead = solver.suggest(hist, top=10, hard=hard, lead_only=True)
    assert lead == _named_by_a_reply(full)


def test_less_likely_words_columns_are_the_ground_truth_asked_again_or_not(solver):
    # 1 likely answer and dozens of less likely words: one of the walk's slowest positions
    past = [Guess("salet", (1, 0, 0, 1, 1)), Guess("troth", (0, 0, 0, 2, 0))]
    words = list(solver.candidates(past).unlikely)[:12]
    assert len(words) == 12
    guesses = solver.guesses.words[::401]
    columns = [solver.guesses.index[g] for g in guesses]
    expected = [[encode(score(g, w)) for g in guesses] for w in words]
    first = solver.answer_table(words)
    assert first[:, columns].tolist() == expected
    again = solver.answer_table(words[::-1])  # kept from the first time, in the asked order
    assert again[:, columns].tolist() == expected[::-1]
    legal = np.zeros(len(solver.guesses), dtype=bool)
    legal[columns] = True  # hard mode's few legal guesses: only theirs are scored
    assert solver.answer_table(words, legal)[:, columns].tolist() == expected


def most_won(words: list[str], past: list[Guess], rows: int, hard: bool, guesses) -> int:
    """Brute force: the most of ``words`` any plan wins in ``rows`` guesses, every guess of
    ``guesses`` (the legal ones in hard mode, by the rule's own check) tried at every
    level, feedback by the reference scorer.  In hard mode a level passes down only the
    guesses legal at it: the hints only grow, so what one level forbids every level below
    forbids too (each is checked again there all the same)."""
    if len(words) <= 1 or rows == 0:
        return len(words) if rows else 0
    if hard:
        legal = Knowledge.from_history(past, 5)
        guesses = [g for g in guesses if legal.hard_mode_breach(g) is None]
    best = 0
    for g in guesses:
        groups: dict[tuple, list[str]] = {}
        for w in words:
            groups.setdefault(score(g, w), []).append(w)
        won = 0
        for pattern, part in groups.items():
            if pattern == (2,) * 5:
                won += 1
            elif rows > 1:
                won += most_won(part, [*past, Guess(g, pattern)], rows - 1, hard, guesses)
        best = max(best, won)
    return best


def test_with_few_rows_left_the_words_still_winnable_are_proven(solver):
    """_IGHT after FIGHT, LIGHT, MIGHT, SIGHT: in hard mode every legal guess keeps _IGHT,
    so it wins itself or one more on the last row; in normal mode a probe tells all apart.
    And after FIGHT, LIGHT, MIGHT in hard mode, three rows win fewer than all.  Each
    checked against brute force over every legal guess, by the reference scorer."""
    from solver.engine.advice import advise
    from solver.support.deadline import Deadline

    past = [Guess(w, score(w, "night")) for w in ("fight", "light", "might", "sight")]
    cands = solver.candidates(past)
    for hard in (False, True):
        advice = advise(solver, past, hard, 3, Deadline.none())
        if not hard:  # a probe tells all five apart: nothing to say
            assert advice.caught is None
            continue
        assert advice.caught is not None and len(cands.words) == 5
        assert advice.caught.most == most_won(
            list(cands.words), past, 2, True, solver.guesses.words
        )
        assert advice.caught.most == advice.caught.by_lead == 2
    three = past[:3]
    cands = solver.candidates(three)
    advice = advise(solver, three, True, 3, Deadline.none())
    assert advice.caught is not None
    expected = most_won(list(cands.words), three, 3, True, solver.guesses.words)
    assert advice.caught.most == expected < len(cands.words)
    assert advise(solver, three, False, 3, Deadline.none()).caught is None  # normal: 2 rows
