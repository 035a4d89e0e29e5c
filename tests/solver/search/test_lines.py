"""The bot's own line and the covered openers' trees: every bundled tree checks out with
the reference scorer, and the advice reads its guess first on a tree and searches off it."""

from __future__ import annotations

import gzip
import pickle
from functools import cache
from importlib import resources

import pytest

from solver import Solver
from solver.bench.walk import run
from solver.filtering.knowledge import hard_mode_breach, hard_mode_hints
from solver.game.feedback import Guess, from_colours
from solver.game.variants import ROWS
from solver.lists.wordlists import DEFAULT_POOL, answer_pool, valid
from solver.search.lines import (
    TREES,
    Line,
    bundled_lines,
    plans_after_opener,
    read_tree,
    tree_name,
)
from solver.search.openers import cached_openers, covered_openers, opener_key, proven_fewest
from tests.solver.bench.test_walk import check_tree

UNIVERSES = [(pool, hard) for pool in ("nyt", "original") for hard in (False, True)]


def tree_file(pool: str, hard: bool, opener: str | None = None) -> tuple[str, list[str]]:
    name = tree_name(pool, hard, opener)
    return read_tree(resources.files("solver").joinpath(TREES, name).read_bytes())


def covered(hard: bool) -> list[str]:
    """The openers with a tree of their own in the default pool (the first has the line)."""
    return covered_openers(answer_pool(DEFAULT_POOL), valid(), hard)[1:]


OPENER_TREES = [(hard, opener) for hard in (False, True) for opener in covered(hard)]
# what the fewest-losses search proved per opener in hard mode (scripts/find_fewest_losses.py)
FEWEST = proven_fewest(answer_pool(DEFAULT_POOL), valid())


def plays_legally(games: list[str]) -> bool:
    """Hard mode: in every game every guess keeps the greens shown and uses every yellow,
    by the knowledge rule checked against the reference scorer elsewhere (one word's:
    ``hard_mode_breach``, the same as the mask's).  A tree's games share their first
    rows, so each position's guess is checked once for all the games through it, against
    each row before it (what several rows allow is what each of them allows); and what a
    row allows a word, once a tree."""

    @cache
    def allows(word: str, colours: str, later: str) -> bool:
        return hard_mode_breach(*hard_mode_hints(Guess(word, from_colours(colours))), later) is None

    checked: set[tuple[str, ...]] = set()
    for game in games:
        tokens = tuple(game.split())
        for turn in range(2, len(tokens), 2):
            if tokens[: turn + 1] in checked:
                continue
            checked.add(tokens[: turn + 1])
            rows = zip(tokens[:turn:2], tokens[1:turn:2], strict=True)
            if not all(allows(word, colours, tokens[turn]) for word, colours in rows):
                return False
    return True


def test_the_legality_check_refuses_a_guess_that_drops_a_revealed_letter():
    """Each game on its own rows, though games share a position: after SALET BYBBB the A
    must be played again (ABACK does, BROND does not), and after BROND YBBBB the B too."""
    ok = ["salet BYBBB aback GGGGG", "salet BYBBB crane BBGBB roach GGGGG"]
    assert plays_legally(ok)
    assert not plays_legally([*ok, "salet BYBBB brond YBBBB aback GGGGG"])
    assert not plays_legally(["salet BBBBB brand YBGBB crane BBGBB aback GGGGG"])


@pytest.mark.parametrize(("pool", "hard"), UNIVERSES)
def test_each_tree_plays_every_likely_answer_within_six(pool, hard):
    """Checked without the solver: every feedback re-scored, one guess per position, each
    answer of its pool once, none past six rows, hard-mode trees legal throughout, opened
    with the opener the bot suggests, and its total the one openers.json records."""
    key, games = tree_file(pool, hard)
    answers = answer_pool(pool)
    assert key == opener_key(answers, valid(), hard)
    played = check_tree(games)
    assert sorted(played) == sorted(answers.words)
    assert max(played.values()) <= ROWS
    assert not hard or plays_legally(games)
    best = cached_openers(answers, valid(), hard)
    assert best is not None and games[0].split()[0] == best[0]["word"]
    assert sum(played.values()) == round(best[0]["value"] * len(answers))


@pytest.mark.parametrize(("hard", "opener"), OPENER_TREES)
def test_each_covered_opener_has_a_tree_that_checks_out(hard, opener):
    """Checked as the line is: every feedback re-scored, one guess per position, each
    likely answer once, hard-mode trees legal throughout, opened with its opener; games
    past six rows only in hard mode, where some openers cannot save every family."""
    key, games = tree_file(DEFAULT_POOL, hard, opener)
    answers = answer_pool(DEFAULT_POOL)
    assert key == opener_key(answers, valid(), hard)
    played = check_tree(games)
    assert sorted(played) == sorted(answers.words)
    assert {g.split()[0] for g in games} == {opener}
    assert hard or max(played.values()) <= ROWS
    assert not hard or plays_legally(games)
    if hard:  # a plan, so it loses at least what was proven no plan loses fewer than
        lost = sum(n > ROWS for n in played.values())
        assert lost >= FEWEST[opener]["at_least"]


@pytest.mark.parametrize("opener", covered(True))
def test_each_hard_tree_loses_in_each_group_no_more_than_the_fewest(opener):
    """Group by group after the opener, a hard tree loses what was proven the fewest any
    plan loses there (solver/data/fewest.json), where it was proven, and never fewer than
    was proven no plan beats; where it was not, no more than the best plan found; a group
    the file leaves out loses nothing."""
    _, games = tree_file(DEFAULT_POOL, True, opener)
    lost = {colours: n for colours, (n, _) in plans_after_opener(games).items()}
    proofs = {g["colours"]: g for g in FEWEST[opener]["groups"]}
    for colours, n in lost.items():
        proof = proofs.get(colours, {"at_least": 0, "fewest": 0})
        assert n >= proof["at_least"], colours
        assert proof["fewest"] is None or n == proof["fewest"], colours
        assert not proof.get("first") or n <= proof.get("loses", proof["fewest"]), colours


@pytest.mark.parametrize("hard", [False, True])
def test_after_a_covered_opener_the_advice_is_its_trees(hard):
    solver = Solver()
    opener = covered(hard)[0]
    _, games = tree_file(DEFAULT_POOL, hard, opener)
    tokens = next(g for g in games if len(g.split()) >= 6).split()  # three guesses or more
    history = [Guess(w, from_colours(c)) for w, c in zip(tokens[:4:2], tokens[1:4:2])]
    assert solver.suggest(history, top=3, hard=hard)[0].word == tokens[4]
    assert (
        solver.suggest([], top=1, hard=hard)[0].word
        == bundled_lines()[solver.book_key(hard)].opener
    )  # the bot's own opener still leads


def test_a_trees_plan_after_its_opener_counts_each_groups_losses():
    games = [
        "crane GGGGG",
        "crane BBYBY gleam GGGGG",
        "crane BBYBY gleam BBBBB a BBBBB b BBBBB c BBBBB d BBBBB e GGGGG",
        "crane YBBBB tarse GGGGG",
    ]
    assert plans_after_opener(games) == {"BBYBY": (1, "gleam"), "YBBBB": (0, "tarse")}


def test_a_line_reads_its_guess_and_the_guesses_its_games_still_take():
    line = Line.parse(
        [
            "tarse BBBBB doily GGGGG",
            "tarse BBBBB doily BGBBB mound GGGGG",
            "tarse GGGGG",
        ]
    )
    assert line.opener == "tarse" and line.pick([]) == ("tarse", 6 / 3)
    assert line.pick([Guess("tarse", from_colours("BBBBB"))]) == ("doily", 3 / 2)
    assert line.pick([Guess("tarse", from_colours("BBBBY"))]) is None


def test_a_line_holds_each_move_once_whichever_games_play_it():
    line = Line.parse(["tarse BBBBB doily GGGGG", "tarse BBBBB doily BGBBB mound GGGGG"])
    one, two = sorted((here for here in line.plays if here), key=len)
    assert two[:1] == one and two[0] is one[0]  # the second game's opener: the first's


@pytest.mark.parametrize("hard", [False, True])
def test_on_the_line_the_trees_guess_comes_first_and_off_it_the_search(hard):
    solver = Solver()
    line = bundled_lines()[solver.book_key(hard)]
    _, games = tree_file("nyt", hard)
    tokens = next(g for g in games if len(g.split()) >= 8).split()  # four guesses or more
    history = [Guess(w, from_colours(c)) for w, c in zip(tokens[:4:2], tokens[1:4:2])]
    assert solver.suggest([], top=3, hard=hard)[0].word == line.opener
    picks = solver.suggest(history, top=3, hard=hard)
    assert picks[0].word == tokens[4] and len(picks) == 3
    assert picks[0].expected_guesses == pytest.approx(line.pick(history)[1])
    off = [Guess("spine", from_colours("BBYBB"))]  # an opener no tree covers
    assert line.pick(off) is None
    searched = Solver(lines={}).suggest(off, top=3, hard=hard)
    assert [s.word for s in solver.suggest(off, top=3, hard=hard)] == [s.word for s in searched]


def test_the_bundled_trees_are_gzip_text_anyone_can_read():
    _, games = tree_file("original", True)
    raw = resources.files("solver").joinpath(TREES, "original.hard.txt.gz").read_bytes()
    assert gzip.decompress(raw).decode().splitlines()[1] == games[0]


@pytest.mark.slow
@pytest.mark.parametrize(("hard", "opener"), OPENER_TREES)
def test_following_the_advice_from_a_covered_opener_plays_its_tree(hard, opener):
    """The advice after each covered opener is worth the exact search from it: the same
    total, and in hard mode no more games lost than its tree loses, nor than the fewest any
    plan loses where the fewest-losses search proved it."""
    _, games = tree_file(DEFAULT_POOL, hard, opener)
    played = check_tree(games)
    result = run(answer_pool(DEFAULT_POOL), valid(), hard=hard, opener=opener, advice=True)
    assert result.total_guesses == sum(played.values())
    assert result.failures == sum(n > ROWS for n in played.values())
    if hard and FEWEST[opener]["fewest"] is not None:
        assert result.failures <= FEWEST[opener]["fewest"]


def test_a_shipped_tree_is_parsed_when_its_lists_first_ask_for_it():
    lines = bundled_lines.__wrapped__()  # a fresh one: the process's own may have read some
    normal, hard = (Solver().book_key(h) for h in (False, True))
    assert {normal, hard} <= set(lines) and len(lines) >= 6 and lines.parsed() == frozenset()
    assert lines[normal].plays == Line.parse(tree_file("nyt", False)[1]).plays
    assert lines[normal] is lines[normal] and lines.parsed() == {normal}
    unread = pickle.loads(pickle.dumps(lines))  # a solver sent to a process: names only
    assert set(unread) == set(lines) and unread.parsed() == frozenset()
    assert unread[hard].opener == bundled_lines()[hard].opener


def test_an_unreadable_opener_tree_is_searched_instead(caplog):
    line = Line(after={"crane": "nyt.normal.after-no-such-opener.txt.gz"})
    assert line.pick([Guess("crane", from_colours("BBYBB"))]) is None
    assert "cannot read the tree" in caplog.text
