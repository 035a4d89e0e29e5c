"""The solver's English: each sentence from the data it says."""

from __future__ import annotations

from solver import Solver
from solver.analysis.turns import Analysis
from solver.lists.scoring import Split
from solver.wording import (
    loss_luck,
    luck_text,
    note_text,
    reasons_text,
    split_text,
    summary_text,
)
from tests.helpers import history as history_of


def test_reasons_say_the_guess_the_rule_and_the_word(solver: Solver):
    said = reasons_text(solver.explain(history_of("GROVE=.ro.E"), "romeo"))
    assert said == ["GROVE=.ro.E put E in 5th place, ROMEO has O there"]
    assert "STELE=ST.LE showed only one E" in reasons_text(
        solver.explain(history_of("STELE=ST.LE"), "stele")
    )
    played = history_of("HARES=..... BUILT=..i.t TIMID=tI... PINTO=.I.T. WITTY=.I.TY")
    assert "WITTY=.I.TY showed there is no T in 3rd place" in reasons_text(
        solver.explain(played, "jitty")
    )
    said = reasons_text(solver.explain(history_of("CRANE=C..n."), "cigar"))
    assert "CRANE=C..n. showed there is an N, CIGAR has no N" in said
    said = reasons_text(solver.explain(history_of("SASSY=..s.."), "basis"))
    assert said[0].startswith("SASSY=..s.. cannot happen: Wordle colours the leftmost S")
    assert reasons_text(solver.explain([], "cranes")) == ["CRANES is not a 5-letter word"]


def test_notes_say_where_the_word_stands_in_the_lists(solver: Solver):
    assert note_text(solver.explain([], "qzxvj")) == "QZXVJ is not in the valid word list"
    assert "not one of the likely answers" in note_text(solver.explain([], "aahed"))
    assert note_text(solver.explain([], "cigar")) == ""


def test_a_split_and_a_summary_in_one_line():
    assert split_text("CONCH", Split(8, 8, 1, 1.0)) == (
        "CONCH splits the 8 words into 8 groups; at worst 1 remains; 100% chance of ≤ 1 left"
    )
    assert split_text("it", Split(1, 1, 0, 1.0)).startswith("it splits the 1 word into 1 group;")
    assert summary_text(Analysis((), True)) == (
        "Skill 0/100 (0.00 guesses lost to the best play) · neither lucky nor unlucky"
    )


def test_a_solved_games_summary_gives_figures_a_player_can_check(solver: Solver):
    """Solved in 6/6 after CRANE, CHEST, CAVES, SLATE, FLOAT, GLOAT, the summary said
    "Skill 79/100 (4.21 guesses lost to the best play) · lucky: about 2 guesses fewer than
    usual": read together, 6/6 and lucky, and 4.21 lost as if best play solved it in under
    2.  Expected against expected: what the choices take on average, what the best play
    takes from the same start; luck the choices' average against the guesses it took."""
    from solver import Guess, score
    from solver.analysis.turns import analyse

    played = ["crane", "chest", "caves", "slate", "float", "gloat"]
    analysis = analyse(solver, [Guess(w, score(w, "gloat")) for w in played])
    said = summary_text(analysis)
    best = analysis.turns[0].best_value
    yours = best + analysis.lost
    assert said == (
        f"Skill {analysis.skill:.0f}/100 per guess · your choices take {yours:.2f} guesses on "
        f"average, the best play {best:.2f} · {luck_text(analysis.luck)} (solved in 6)"
    )
    assert abs((yours - 6) - analysis.luck) < 0.01  # the luck is the choices' average less 6
    assert "lucky" in said and yours > 6 > best


def test_a_lost_games_summary_is_never_lucky_and_gives_the_same_figures(solver: Solver):
    """Lost after MATCH, BATCH, LATCH, PATCH, HATCH, CATCH (WATCH): the summary said "Skill
    81/100 (4.53 guesses lost to the best play) · lucky: about one guess fewer than usual"
    beside "Out of guesses".  The choices' average beats the loss only because those choices
    would take more than the rows hold; a loss is never lucky, and its line gives the figures
    a solved game's gives."""
    from solver import Guess, score
    from solver.analysis.turns import analyse

    played = ["match", "batch", "latch", "patch", "hatch", "catch"]
    analysis = analyse(solver, [Guess(w, score(w, "watch")) for w in played])
    assert not analysis.solved and analysis.luck > 0.75  # the raw figure once said "lucky"
    said = summary_text(analysis)
    best = analysis.turns[0].best_value
    assert best + analysis.lost > 6  # "8.36 guesses" after a 6-row loss: said in words
    assert said == (
        f"Skill {analysis.skill:.0f}/100 per guess · your choices would often need more than "
        f"6 guesses, the best play {best:.2f} on average · neither lucky nor unlucky (not "
        "solved in 6)"
    )
    assert loss_luck(-2.4) == -2.4  # the colours may still cost a lost game guesses
    assert luck_text(loss_luck(-2.4)) == "unlucky: about 2 guesses more than usual"


def test_a_game_still_going_is_not_called_lost(solver: Solver):
    from solver import Guess, score
    from solver.analysis.turns import analyse

    going = analyse(solver, [Guess(w, score(w, "watch")) for w in ["match", "batch"]])
    assert not going.solved and "not solved" not in summary_text(going)
