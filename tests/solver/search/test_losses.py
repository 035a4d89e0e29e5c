"""The fewest-losses search agrees with brute force (every legal guess at every level,
feedback by the reference scorer), proves lower bounds it can stand on, and the exact
search's pick loses no more than it says is the fewest."""

from __future__ import annotations

import math
from typing import NamedTuple

import numpy as np
import pytest

from solver.bench import make_strategy
from solver.game.feedback import Guess, encode, from_colours, score
from solver.lists.wordlists import WordList, answer_pool, valid
from solver.search import strategy as strategy_module
from solver.search.losses import Fewest, OutOfWork
from solver.search.strategy import Strategy
from solver.search.traps import PROVEN_RESCUE_WORK
from solver.support.deadline import Deadline
from tests.solver.search.families import OER, brute_force_lost, legal_after, rows_of


def groups_left(strategy, words, legal, answers: list[str], limit: int):
    """(words, legal guesses after) of each group of three or more that the first
    ``limit`` legal guesses leave of ``answers``."""
    found = []
    for g in np.flatnonzero(legal)[:limit]:
        groups: dict[tuple, list[str]] = {}
        for a in answers:
            groups.setdefault(score(words.words[g], a), []).append(a)
        for pattern, part in groups.items():
            if len(part) >= 3 and pattern != (2,) * 5:
                code = int(strategy.table[OER.index(part[0]), g])
                found.append((part, strategy.legal_after(legal, int(g), code)))
    return found


class Position(NamedTuple):
    """The exact hard-mode policy over the NYT's list, its guess list, and the position
    some rows leave: the likely answers (indices) and the guesses still legal."""

    exact: Strategy
    words: WordList
    here: np.ndarray
    legal: np.ndarray | None

    def lost(self, word: str, left: int = 4) -> float:
        """The fewest a plan that plays ``word`` first from here loses, proven."""
        return self.exact.losses.lost_after(self.here, self.legal, left, self.words.index[word])


def shown(*played: tuple[str, str]) -> list[Guess]:
    """Rows as a player reads them: each word with its colours."""
    return [Guess(w, from_colours(c)) for w, c in played]


def after_rows(history: list[Guess]) -> Position:
    """The position ``history`` leaves, with the exact policy to prove plans from it."""
    exact, words = make_strategy(answer_pool("nyt"), valid(), hard=True)
    here, legal = np.arange(exact.table.shape[0]), None
    for g in history:
        row, code = words.index[g.word], encode(g.pattern)
        here, legal = here[exact.table[here, row] == code], exact.legal_after(legal, row, code)
    return Position(exact, words, here, legal)


def test_the_fewest_any_plan_loses_is_the_brute_force_minimum(family):
    """Every group of three or more the first legal guesses leave of the 37, with two rows
    left and (up to twelve words, for the brute force's sake) three; and the ten after
    BOWER BGBGG, which lose one with three rows."""
    strategy, words, legal = family
    checked, lossy = 0, 0
    for part, after in groups_left(strategy, words, legal, OER, 25):
        for rows in (2, 3) if len(part) <= 12 else (2,):
            found = strategy.losses.fewest(rows_of(part), after, rows)
            assert (
                found.lost
                == found.at_least
                == brute_force_lost(strategy, words, tuple(part), after, rows)
            ), (part, rows)
            checked, lossy = checked + 1, lossy + (found.lost > 0)
    assert checked >= 40 and lossy >= 10
    after_bower = legal_after(strategy, words, legal, "bower BGBGG")
    ten = [w for w in OER if score("bower", w) == from_colours("BGBGG")]
    assert strategy.losses.fewest(rows_of(ten), after_bower, 3).lost == 1
    assert strategy.losses.fewest(rows_of(ten), after_bower, 4).lost == 0


def test_a_plans_first_guess_loses_what_it_says(family):
    """``loses_at_most`` of each legal guess after BOWER BGBGG: true for the fewest and
    above, false below, as brute force over that guess's groups counts."""
    strategy, words, legal = family
    after_bower = legal_after(strategy, words, legal, "bower BGBGG")
    ten = [w for w in OER if score("bower", w) == from_colours("BGBGG")]
    here = rows_of(ten)
    for g in np.flatnonzero(after_bower)[:30].tolist():
        groups: dict[tuple, list[str]] = {}
        for a in ten:
            groups.setdefault(score(words.words[g], a), []).append(a)
        lost = 0
        for pattern, part in groups.items():
            if pattern != (2,) * 5:
                code = int(strategy.table[OER.index(part[0]), g])
                after = strategy.legal_after(after_bower, g, code)
                lost += brute_force_lost(strategy, words, tuple(part), after, 2)
        assert strategy.losses.loses_at_most(here, after_bower, 3, g, lost)
        if lost:
            assert not strategy.losses.loses_at_most(here, after_bower, 3, g, lost - 1)


def test_a_search_cut_short_claims_only_what_it_proved(family):
    strategy, _, legal = family
    here = np.arange(len(OER))
    strategy.losses._proofs.clear()
    found = strategy.losses.fewest(here, legal, 3, work=1)
    assert (found.lost, found.first) == (math.inf, -1) and found.at_least == 0
    with pytest.raises(OutOfWork):
        strategy.losses.loses_at_most(here, legal, 3, int(np.flatnonzero(legal)[0]), 0, work=1)


def test_a_search_past_its_deadline_claims_nothing(family):
    """A request's proof stops at the request's deadline as at its work: nothing claimed,
    nothing remembered, and the same proof made in full afterwards."""
    strategy, _, legal = family
    here = np.arange(len(OER))
    strategy.losses._proofs.clear()
    strategy._timed(Deadline(0))
    try:
        found = strategy.losses.fewest(here, legal, 3)
    finally:
        strategy._timed(None)
    assert (found.lost, found.first) == (math.inf, -1)
    assert len(strategy.losses._proofs) == 0
    assert strategy.losses.fewest(here, legal, 3).first >= 0


def test_the_exact_search_loses_no_more_than_the_fewest(family):
    """Hard mode's exact search plays the ten after BOWER BGBGG with three rows left,
    and from the 37 with three and four rows: its games lose what brute force says no
    plan can save, and no more."""
    strategy, words, legal = family
    after_bower = legal_after(strategy, words, legal, "bower BGBGG")
    ten = [w for w in OER if score("bower", w) == from_colours("BGBGG")]
    for answers, allowed, rows in ((ten, after_bower, 3), (OER, legal, 3), (OER, legal, 4)):
        lost, stack = 0, [(rows_of(answers), allowed, 1)]
        while stack:
            here, now, turn = stack.pop()
            if turn > rows:
                lost += len(here)
                continue
            guess = strategy.best(here, now, left=rows + 1 - turn).guess
            for code, part in strategy.children(here, guess):
                if code != strategy.green:
                    stack.append((part, strategy.legal_after(now, guess, code), turn + 1))
        assert lost == strategy.losses.fewest(rows_of(answers), allowed, rows).lost, rows


def test_a_walk_down_ends_on_the_fewest_where_its_work_lasts(family):
    """The ten after BOWER BGBGG lose one at best with three rows: walking down from
    nothing to play (a bound of three), the walk ends on a plan that loses one, as its
    first guess does, and proves none loses less; from a plan losing one it finds none
    below and says so."""
    strategy, words, legal = family
    after_bower = legal_after(strategy, words, legal, "bower BGBGG")
    here = rows_of([w for w in OER if score("bower", w) == from_colours("BGBGG")])
    lost, first, proven = strategy.losses.walk_down(here, after_bower, 3, (3.0, -1), 0.5, math.inf)
    assert (lost, proven) == (1, True)
    assert strategy.losses.lost_after(here, after_bower, 3, first) == 1
    assert strategy.losses.loses_at_most(here, after_bower, 3, first, 1)
    walked = strategy.losses.walk_down(here, after_bower, 3, (1.0, -1), 0.5, math.inf)
    assert walked == (1.0, -1, True)


@pytest.mark.parametrize(
    ("opener", "detour", "answer", "words_left", "pick", "pick_loses", "fewest"),
    [
        ("roate", "loved", "homed", 33, "doped", 10, 9),
        ("irate", "faked", "vaped", 37, "sawed", 11, 10),
        ("tares", "bogey", "women", 41, "dowel", 5, 3),
    ],
)
def test_a_request_is_rescued_by_a_proof_where_the_check_finds_no_plan(
    solver, opener, detour, answer, words_left, pick, pick_loses, fewest
):
    """After an opener then a detour into an _O_ED or _A_ED family in hard mode (four rows
    left), the request's pick loses a likely answer more than the fewest: after ROATE
    LOVED toward HOMED the search's DOPED, where the trap check finds no plan losing less;
    after IRATE FAKED toward VAPED the trap check's own rescue, SAWED, one of the few plans
    it tried.  The proof finds one that loses one fewer, and /hint's list leads with it;
    after TARES BOGEY toward WOMEN, where DOWEL loses five, the first plan found (LOWEN)
    loses four and the next, found below it, three, the fewest."""
    history = [Guess(w, score(w, answer)) for w in (opener, detour)]
    at = after_rows(history)
    exact, _, here, legal = at
    assert len(here) == words_left
    assert at.lost(pick) == pick_loses
    lead = solver.suggest(history, 10, hard=True)[0].word
    assert lead != pick
    assert at.lost(lead) == fewest
    assert exact.losses.walk_down(here, legal, 4, (fewest, -1), 0.5, math.inf) == (fewest, -1, True)


def test_a_plan_below_a_bound_is_met_within_the_rescues_work_where_sizes_rank_it_late():
    """After STARE BBBYY and REMIX YYBBB (66 words, four rows), the narrow search's CORED
    loses three and DRECK one.  Ranked by their groups' sizes DRECK came 82nd and its
    pass took more than a request's rescue may spend; ranked by what their groups lose
    with two rows among the words left, a walk down from CORED meets a plan losing one
    within it."""
    at = after_rows(shown(("stare", "BBBYY"), ("remix", "YYBBB")))
    exact, words, here, legal = at
    assert len(here) == 66
    assert at.lost("cored") == 3
    exact.losses.forget()
    cored = (3.0, words.index["cored"])
    lost, first, _ = exact.losses.walk_down(here, legal, 4, cored, 0.5, PROVEN_RESCUE_WORK)
    assert lost == 1 and exact.losses.lost_after(here, legal, 4, first) == 1


def test_a_walk_down_keeps_its_refutations_from_plan_to_plan():
    """After AUDIO BBBBY and SLOSH BBYBB (88 words, four rows) the narrow search's TONER
    loses six and a plan losing none exists.  Walking down from TONER, plans losing two
    (CONTE) and one (BONCE) come first; a pass restarted at each of them paid again for
    the guesses ranked before it and ran out of a request's rescue work on the way to
    none.  One pass that tightens its bound at each plan reaches it within that work."""
    exact, words, here, legal = after_rows(shown(("audio", "BBBBY"), ("slosh", "BBYBB")))
    assert len(here) == 88
    toner = words.index["toner"]
    assert exact.losses.lost_after(here, legal, 4, toner) == 6
    exact.losses.forget()
    lost, first, proven = exact.losses.walk_down(
        here, legal, 4, (6.0, toner), 0.5, PROVEN_RESCUE_WORK
    )
    assert (lost, proven) == (0, True)
    assert exact.losses.lost_after(here, legal, 4, first) == 0


def test_a_rescue_gives_way_to_a_better_valued_guess_that_loses_no_more(solver):
    """After SALET BBBBB and KNOCK BYBBB (23 words, four rows) the narrow search's DINGY
    loses one and the trap check's rescue, GUNDI, none; so does RINDY, which the search
    values above GUNDI. /hint leads with RINDY: a rescue's first guess is where the
    check met its plan, not the best plan's."""
    history = shown(("salet", "BBBBB"), ("knock", "BYBBB"))
    at = after_rows(history)
    assert len(at.here) == 23
    assert at.lost("dingy") == 1 and at.lost("gundi") == 0
    lead = solver.suggest(history, 10, hard=True)[0].word
    assert lead == "rindy" and at.lost(lead) == 0


def test_the_lead_a_player_reads_is_the_one_checked_for_losses(solver):
    """After ROATE BBBBB and FUNNY BGBBG (46 words, four rows) the search's MUSKY loses
    none, and MUSHY, as good by the search's values and the plainer word, loses two (the
    _USHY family).  The plain lead put MUSHY first after the check had passed MUSKY, so a
    player who followed /hint lost what the pick saved; the check now reads the list as
    it will be shown."""
    history = shown(("roate", "BBBBB"), ("funny", "BGBBG"))
    at = after_rows(history)
    assert len(at.here) == 46
    assert at.lost("musky") == 0 and at.lost("mushy") == 2
    listed = [s.word for s in solver.suggest(history, 10, hard=True)]
    assert "mushy" in listed  # still offered, just not first
    assert at.lost(listed[0]) == 0


def test_a_proof_made_offline_is_played_where_a_build_cannot_prove_its_pick(family, monkeypatch):
    """With four rows left the 37 can all be won, by BREEM first (the search's pick) or by
    EMBER.  Where a build's proofs run out of work its pick stands; where a proof made
    offline is given (``learn``), the build plays that plan instead of an unproven pick,
    and a given position is found however its answers are ordered."""
    strategy, words, legal = family
    here = np.arange(len(OER))
    ember = words.index["ember"]
    assert strategy.losses.loses_at_most(here, legal, 4, ember, 0)  # the proof, made here
    monkeypatch.setattr(strategy_module, "PROOF_WORK", 1)
    assert words.words[strategy.best(here, legal, 4).guess] == "breem"
    strategy.losses.learn(here[::-1], legal, 4, Fewest(0.0, 0.0, ember))
    try:
        assert strategy.best(here, legal, 4).guess == ember
        assert strategy.losses.given(here, legal, 3) is None
    finally:
        strategy.losses.known.clear()


def test_a_universe_made_for_a_request_starts_without_the_last_ones_deadline(family):
    """A universe shares its maker's tables, not its maker's deadline: a base strategy
    left holding an expired deadline must not cut the next request's proofs short."""
    strategy, _, legal = family
    here = np.arange(len(OER))
    strategy._timed(Deadline(0))
    try:
        for made in (
            strategy.over(strategy.table, strategy.answer_rows, None),
            strategy.with_limits(strategy.limits),
        ):
            assert made.losses.fewest(here, legal, 3).first >= 0
    finally:
        strategy._timed(None)
