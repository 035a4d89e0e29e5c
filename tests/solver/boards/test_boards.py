"""The multi-board policy: exact against brute force on a tiny list, sensible on the real one,
and the bench that measures it."""

from __future__ import annotations

import itertools
import json
from functools import cache

import numpy as np
import pytest

from solver.bench import main, make_strategy
from solver.bench.boards import draw_games, play_game, run
from solver.boards.strategy import BoardsStrategy
from solver.game.feedback import score
from solver.game.variants import VARIANTS, variant_for_boards
from solver.lists.patterns import pattern_matrix
from solver.lists.wordlists import allowed, original, parse_words, playable

TINY_ANSWERS = "batch catch hatch latch match fight light might"
TINY_GUESSES = TINY_ANSWERS + " clomp bewig hymns twerk chawl"
GREEN = (2,) * 5


def brute_force_boards(answer_words: list[str], guess_words: list[str], boards: int) -> float:
    """The exact minimum expected guesses to solve ``boards`` boards, each answer drawn
    uniformly and independently: every guess tried at every position, the reference scorer
    for every feedback."""

    @cache
    def value(state: tuple[frozenset[str], ...]) -> float:
        if not state:
            return 0.0
        best = float("inf")
        for g in guess_words:
            splits = []
            for board in state:
                groups: dict[tuple, list[str]] = {}
                for a in board:
                    groups.setdefault(score(g, a), []).append(a)
                splits.append(
                    [(len(p) / len(board), pat, frozenset(p)) for pat, p in groups.items()]
                )
            if all(len(s) == 1 and s[0][1] != GREEN for s in splits):
                continue  # tells nothing
            total = 1.0
            for combo in itertools.product(*splits):
                rest = tuple(sorted((part for _, pat, part in combo if pat != GREEN), key=sorted))
                total += np.prod([p for p, _, _ in combo]) * value(rest)
            best = min(best, total)
        return best

    return value(tuple(frozenset(answer_words) for _ in range(boards)))


def tiny_boards(**kwargs: int) -> BoardsStrategy:
    answer_list = parse_words(TINY_ANSWERS.replace(" ", "\n"), "tiny answers")
    guess_list = parse_words(TINY_GUESSES.replace(" ", "\n"), "tiny guesses")
    guess_list, rows = playable(answer_list, guess_list)
    table = np.ascontiguousarray(pattern_matrix(guess_list.codes, answer_list.codes).T)
    return BoardsStrategy(table, guess_list.codes, rows, **kwargs)


def test_the_exact_search_matches_brute_force_on_two_boards():
    optimum = brute_force_boards(TINY_ANSWERS.split(), TINY_GUESSES.split(), 2)
    every = tiny_boards(exact_outcomes=10**6, exact_beam=100)
    root = [np.arange(8), np.arange(8)]
    # within a Dordle's rows: the brute force's are unbounded, so its optimum reached
    # there also says the rows never cost a guess (with rows past any game's length each
    # position is searched again at each count of rows left, for the same value)
    rows = VARIANTS["dordle"].rows
    assert every.best(root, left=rows).value == pytest.approx(optimum, abs=1e-9)


def test_the_default_policy_plays_close_to_the_optimum_on_two_boards():
    """Screened at the root (64 outcomes), exact below: every pair of answers played out
    averages within 1% of the brute-force optimum."""
    optimum = brute_force_boards(TINY_ANSWERS.split(), TINY_GUESSES.split(), 2)
    policy = tiny_boards()
    first = policy.best([np.arange(8), np.arange(8)], left=20).guess
    games = [
        play_game(policy, first, np.array(pair), rows=20).guesses
        for pair in itertools.product(range(8), repeat=2)
    ]
    assert optimum <= np.mean(games) <= optimum * 1.01


@pytest.fixture(scope="module")
def real() -> BoardsStrategy:
    single, words = make_strategy(original(), allowed(), hard=False)
    return BoardsStrategy(single.table, words.codes, single.answer_rows)


def row_of(strategy: BoardsStrategy, word: str) -> int:
    codes = np.frombuffer(word.encode(), dtype=np.uint8) - ord("a")
    return int(np.flatnonzero((strategy.guess_codes == codes).all(axis=1))[0])


def test_a_known_board_is_played_first(real: BoardsStrategy):
    a = original()
    known = np.array([a.index["crane"]])
    wide = np.arange(len(a))[:300]
    choice = real.best([wide, known], left=9)
    assert choice.guess == real.answer_rows[known[0]] and choice.boards == (1,)


def test_the_suggestion_weighs_every_board(real: BoardsStrategy):
    """Two boards with the same words: what is best for one is best for both, and the value
    counts both boards (at least 2 guesses)."""
    a = original()
    board = np.array(sorted(a.index[w] for w in ("batch", "catch", "hatch", "latch", "match")))
    one = real.best([board], left=6)
    two = real.best([board, board], left=7)
    assert two.value >= 2 and two.value > one.value
    assert set(two.boards) <= {0, 1}


def test_a_game_ends_when_every_board_is_green(real: BoardsStrategy):
    a = original()
    targets = np.array([a.index["crane"], a.index["moist"], a.index["vivid"], a.index["fuzzy"]])
    played = play_game(real, row_of(real, "salet"), targets, 9)
    assert 4 <= played.guesses <= 9


def test_draws_are_distinct_per_game_and_repeat_with_the_seed():
    games = draw_games(2315, 8, 50, seed=3)
    assert games.shape == (50, 8)
    assert all(len(set(g)) == 8 for g in games.tolist())
    assert (games == draw_games(2315, 8, 50, seed=3)).all()
    assert not (games == draw_games(2315, 8, 50, seed=4)).all()


def test_the_kinds():
    english = [k for k in VARIANTS.values() if k.words.language == "en"]
    assert [(k.boards, k.rows) for k in english if k.length == 5] == [
        (1, 6),
        (2, 7),
        (4, 9),
        (8, 13),
        (16, 21),
    ]
    assert [(k.length, k.rows) for k in english if k.boards == 1] == [
        (5, 6),
        *((n, 6) for n in (4, 6, 7, 8, 9, 10, 11)),
    ]
    assert variant_for_boards(4).name == "quordle"
    with pytest.raises(ValueError, match="no such game"):
        variant_for_boards(3)


def test_the_bench_json(capsys: pytest.CaptureFixture[str]):
    """Six games by the command, and again by ``run``: what the JSON holds, and that the
    same seed plays the same games, do not depend on how many games."""
    assert main(["--boards", "2", "--games", "6", "--seed", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    single_keys = {"games", "mean", "max", "failures", "histogram", "seconds", "opener", "hard"}
    assert single_keys | {"boards", "answers", "guesses", "latency"} <= set(out)
    assert out["boards"] == 2 and out["games"] == 6 and out["rows"] == 7
    hist = {int(k): v for k, v in out["histogram"].items()}
    assert sum(hist.values()) == 6 and min(hist) >= 2
    assert out["mean"] == pytest.approx(sum(k * v for k, v in hist.items()) / 6, abs=1e-4)
    assert out["failures"] == sum(v for k, v in hist.items() if k > 7)
    again = run(original(), allowed(), boards=2, games=6, seed=5, processes=1)
    assert {str(k): v for k, v in sorted(again.histogram.items())} == out["histogram"]


def test_the_bench_refuses_hard_mode_and_odd_board_counts(capsys: pytest.CaptureFixture[str]):
    assert main(["--boards", "4", "--hard"]) == 2
    assert "hard mode is a Wordle option" in capsys.readouterr().err
    assert main(["--boards", "3", "--games", "1"]) == 2
    assert "no game has 3 boards" in capsys.readouterr().err


@pytest.mark.slow
def test_quordle_beats_doddle_over_a_thousand_games():
    """doddle 1.6.0 (RAISE, 1,000 games from the 2,315 answers): mean 7.031, 0 losses."""
    result = run(original(), allowed(), boards=4, games=1000, seed=0)
    assert result.failures == 0
    assert result.mean <= 6.90


def test_the_guess_major_table_reads_the_same_codes(real: BoardsStrategy):
    """A few guesses' columns read guess-major (as the bot's policy does) are the words'
    own codes, and a ranking over them is the same."""
    by_guess = BoardsStrategy(
        real.table,
        real.guess_codes,
        real.answer_rows,
        table_by_guess=np.ascontiguousarray(real.table.T),
    )
    rng = np.random.default_rng(4)
    board = np.sort(rng.choice(real.table.shape[0], 900, replace=False))
    few = np.sort(rng.choice(real.table.shape[1], 40, replace=False))
    assert (by_guess.screener.codes(board, few) == real.table[board][:, few]).all()
    boards = [np.sort(rng.choice(real.table.shape[0], n, replace=False)) for n in (400, 60, 9)]
    assert by_guess.ranked(boards, left=8) == real.ranked(boards, left=8)


def test_with_rows_tight_one_word_telling_every_board_apart_beats_a_coin_flip():
    """Octordle's game 952 over the NYT's list, four rows left for three boards of two
    words each: playing a candidate is a coin flip that may cost the game, while one word
    telling all three pairs apart wins in exactly four (it was lost in 14 before exact
    positions tried such words)."""
    from solver.lists.wordlists import answers, valid

    single, words = make_strategy(answers(), valid(), hard=False)
    nyt = BoardsStrategy(single.table, words.codes, single.answer_rows)
    index = answers().index
    pairs = [("riper", "viper"), ("billy", "filly"), ("japed", "vaped")]
    boards = [np.array(sorted(index[w] for w in pair)) for pair in pairs]
    best = nyt.best(boards, 4)
    assert best.value == pytest.approx(4.0)
    for board in boards:  # its feedback differs between the two words of every board
        first, second = (nyt.table[w, best.guess] for w in board)
        assert first != second, words.words[best.guess]
