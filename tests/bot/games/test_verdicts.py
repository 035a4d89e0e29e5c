"""/analysis verdicts that agree with themselves (#71): a guess's words left on average set
against the best guess's on average (never the count the colours gave against an average),
luck said apart and in words, a winning row never costly, and each row judged in the mode
it was played in."""

from __future__ import annotations

import re

import pytest

from bot.domain import Author, Incoming
from bot.pictures.charts import TurnLeft, describe_analysis
from solver import Guess
from solver.game.feedback import score, to_digits
from solver.wording import luck_text

ALICE = Author(1, "alice")
CHANNEL, GUILD = 10, 1


class Channel:
    """Posts messages with increasing ids into one channel."""

    def __init__(self, huddle) -> None:
        self.huddle, self.next_id = huddle, 5000

    async def post(self, text: str):
        self.next_id += 1
        return await self.huddle.on_message(Incoming(CHANNEL, GUILD, self.next_id, ALICE, text))

    async def play(self, answer: str, *words: str) -> None:
        for word in words:
            digits = to_digits(score(word, answer))
            await self.post(f"{word} {digits}")


AVERAGES = re.compile(r"on average it leaves about ([\d,.]+), .+? about ([\d,.]+)$")


def _number(text: str) -> float:
    return float(text.replace(",", ""))


async def test_a_guess_is_set_against_the_best_average_against_average(huddle, solver):
    ch = Channel(huddle)
    await ch.play("catch", "crane", "batch", "catch")
    review = await huddle.games.analysis(CHANNEL)
    rows = [line for line in review.lines if re.match(r"\d\. ", line)]
    assert len(rows) == 3
    history = [Guess(w, score(w, "catch")) for w in ("crane", "batch")]
    expected = solver.evaluate(history[:1], "batch", False)
    # BATCH left 1 of the words after CRANE; it leaves 3.4 on average, BOOTY 1.4
    assert rows[1].endswith(
        f"left 1 of {expected.before:,}; on average it leaves about "
        f"{expected.played_left:.1f}, ||{expected.best_word.upper()}|| about "
        f"{expected.best_left:.1f}"
    )
    for row in rows:
        assert "would have left" not in row  # the old count-against-average
        if found := AVERAGES.search(row):
            played, best = map(_number, found.groups())
            assert played > best  # the worse guess never said to leave fewer


async def test_a_winning_row_is_the_answer_never_a_costly_or_fair_guess(huddle):
    ch = Channel(huddle)
    await ch.play("cynic", "crane", "cynic")  # a gamble on one of eight, and it won
    review = await huddle.games.analysis(CHANNEL)
    last = next(line for line in review.lines if line.startswith("2. "))
    assert "The answer" in last
    assert not any(v in last for v in ("Costly", "Fair", "Good guess"))


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "The answer, of "),
        ("pt", "A resposta, entre "),
        ("es", "La respuesta, entre "),
        ("de", "Die Lösung, von "),
    ],
)
async def test_a_winning_row_is_never_set_against_another_word(huddle, language, said):
    """CRANE, CHUMS, CYNIC (won from several left, not the best guess there): the row is
    the answer, found among so many; it read "The answer — ||COLON|| was the surer way",
    in Portuguese "A resposta — ||CÍVEL|| era o caminho mais seguro"."""
    from bot.domain import Asker

    await huddle.answer("settings", Asker(CHANNEL, GUILD, ALICE, 8600), {"language": language})
    ch = Channel(huddle)
    await ch.play("cynic", "crane", "chums", "cynic")
    review = await huddle.games.analysis(CHANNEL)
    last = next(line for line in review.lines if line.startswith("3. "))
    verdict = last.split(": ", 1)[1]
    assert verdict.startswith(said) and verdict.endswith(("left", "restantes", "übrigen"))
    assert "||" not in verdict  # no other word named


async def test_luck_is_said_apart_and_in_words(huddle):
    ch = Channel(huddle)
    await ch.play("cynic", "crane", "chums", "cynic")  # README's game: luck +1.84
    review = await huddle.games.analysis(CHANNEL)
    summary = next(line for line in review.lines if line.startswith("Skill "))
    # expected against expected: 4.84 less the 3 it took is the luck, 1.84
    assert summary.endswith(
        "your choices take 4.84 guesses on average, the best play 3.83 · lucky: about 2 "
        "guesses fewer than usual (solved in 3)"
    )
    assert "luck +" not in summary


async def test_a_lost_game_is_never_called_lucky(huddle):
    """The ATCH trap lost with WATCH left: the summary said "lucky: about one guess fewer
    than usual" beside "Out of guesses"; it now gives a solved game's figures, no luck."""
    ch = Channel(huddle)
    await ch.play("watch", "match", "batch", "latch", "patch", "hatch", "catch")
    review = await huddle.games.analysis(CHANNEL)
    summary = next(line for line in review.lines if line.startswith("Skill "))
    assert re.fullmatch(
        r"Skill \d+/100 per guess · your choices would often need more than 6 guesses, the "
        r"best play [\d.]+ on average · neither lucky nor unlucky \(not solved in 6\)",
        summary,
    ), summary


@pytest.mark.parametrize(
    ("luck", "said"),
    [
        (0.1, "neither lucky nor unlucky"),
        (-0.2, "neither lucky nor unlucky"),
        (0.5, "a little lucky: about half a guess fewer than usual"),
        (-0.28, "a little unlucky: about half a guess more than usual"),
        (1.1, "lucky: about one guess fewer than usual"),
        (2.9, "lucky: about 3 guesses fewer than usual"),
        (-1.6, "unlucky: about 2 guesses more than usual"),
    ],
)
def test_luck_in_words_to_the_nearest_guess(luck, said):
    assert luck_text(luck) == said


async def test_rows_played_in_hard_mode_are_judged_in_hard_mode_after_a_change(huddle, solver):
    """CRANE and CABIN played in hard mode, then /mode normal, then the answer: CABIN is
    judged against the hard-mode best (CABAL), not the normal-mode one (BOOTY)."""
    ch = Channel(huddle)
    await huddle.games.mode(CHANNEL, True)
    await ch.play("catch", "crane", "cabin")
    await huddle.games.mode(CHANNEL, False)
    await ch.play("catch", "catch")
    history = [Guess(w, score(w, "catch")) for w in ("crane", "cabin")]
    hard, normal = (solver.evaluate(history[:1], "cabin", mode) for mode in (True, False))
    assert hard.best_word != normal.best_word  # the modes differ here
    review = await huddle.games.analysis(CHANNEL)
    second = next(line for line in review.lines if line.startswith("2. "))
    third = next(line for line in review.lines if line.startswith("3. "))
    assert "(hard mode)" in second and hard.best_word.upper() in second
    assert normal.best_word.upper() not in second
    assert "(normal mode)" in third


def test_the_pictures_description_sets_average_against_average():
    said = describe_analysis([TurnLeft("crane", 3158, 88, 100.1, 122.1)])
    assert said == (
        "Words left after each guess: 1. CRANE left 88 of 3,158; on average it leaves ≈122, "
        "the best guess ≈100."
    )


@pytest.mark.parametrize(
    "language, said, hidden",
    [
        ("en", "2. CRANE was the answer, of 10 left", "2. the answer, of 10 left"),
        ("pt", "2. CRANE era a resposta, entre 10 restantes", "2. a resposta, entre 10 restantes"),
        ("de", "2. CRANE war die Lösung, von 10 übrigen", "2. die Lösung, von 10 übrigen"),
    ],
)
def test_the_pictures_description_says_a_winning_row_was_the_answer(language, said, hidden):
    """A winning row read "a guess left 0 of 1": it was the answer, said so (and, beside
    a hidden picture, not named)."""
    from bot.i18n import speaking_in

    turns = [TurnLeft("slate", 3158, 10, 100.1, 122.1), TurnLeft("crane", 10, 0, 1.0, 1.3)]
    with speaking_in(language):
        shown, spoiled = describe_analysis(turns), describe_analysis(turns, spoiler=True)
    assert f"; {said}; " in shown and f"; {hidden}; " in spoiled
    assert " 0 " not in shown and "CRANE" not in spoiled
    last = [TurnLeft("crane", 1, 0, 0.0, 0.0)]  # the only word left: said as one
    with speaking_in(language):
        assert describe_analysis(last).count(" 1 ") == 0, describe_analysis(last)


@pytest.mark.parametrize(
    "language, one, two",
    [
        ("en", "The last puzzle: #1,001 3/6.", "Last 2 puzzles: #1,001 3/6, #1,002 X/6."),
        ("pt", "Último desafio: #1.001 3/6.", "Últimos 2 desafios: #1.001 3/6, #1.002 X/6."),
        ("es", "Último reto: #1001 3/6.", "Últimos 2 retos: #1001 3/6, #1002 X/6."),
        ("de", "Letztes Rätsel: #1.001 3/6.", "Letzte 2 Rätsel: #1.001 3/6, #1.002 X/6."),
    ],
)
def test_a_stats_picture_words_one_puzzle_for_one(language, one, two):
    """The picture's description said "Last 1 puzzle", "Último 1 desafio", "Letztes 1
    Rätsel"; one puzzle is worded for one, by each catalog's plural rule."""
    from bot.i18n import speaking_in
    from bot.numbers import number
    from bot.pictures.charts import describe_stats

    with speaking_in(language):
        name = lambda puzzle: f"#{number(puzzle)}"  # noqa: E731 (as the stats name them)
        said_one = describe_stats({3: 1}, 6, [(1001, 3)], name)
        said_two = describe_stats({3: 1}, 6, [(1001, 3), (1002, None)], name)
    assert said_one.endswith(one) and said_two.endswith(two)


async def test_several_boards_are_judged_board_by_board_with_separators(huddle, solver):
    """A Quordle's analysis: each board's words with thousands separators, and what the
    guess leaves on average set against the best's on each board; the picture board by
    board, never the boards' words added together ("left 378 of 6,316")."""
    await huddle.games.new(CHANNEL, GUILD, "quordle")
    ch = Channel(huddle)
    await ch.post("CRANE 20010 00100 00000 01000")
    await ch.post("SLOTH 00000 01002 00210 00000")
    review = await huddle.games.analysis(CHANNEL)
    first, second = review.lines[:2]
    # the row named as posted, every board's colours
    assert first.startswith(
        "1. CRANE 20010 00100 00000 01000 — board 1: 8 left, board 2: 187 left, board 3: 358 "
        "left, board 4: 103 left; "
    )
    crane = solver.left_after(["crane"], solver.candidates([]))[0]
    assert f"; on average it leaves ≈{crane:.0f} on each board (" in first
    # each board's average in the boards' order, in words, against the best's
    averages = r"≈[\d.]+, ≈[\d.]+, ≈[\d.]+ and ≈[\d.]+"
    assert re.search(
        r"board 1: 2 left, board 2: 1 left, board 3: 1 left, board 4: 7 left; on average it "
        rf"leaves {averages}, \S+ {averages} \(",
        second,
    )
    said = review.picture.description
    assert said.startswith("Words left after each guess, board by board: Board 1: 1. CRANE ")
    assert "Board 4: 1. CRANE left 103 of 3,158;" in said and "6,316" not in said


async def test_a_best_guess_that_leaves_no_fewer_is_said_in_the_guesses_it_saves(huddle, solver):
    """AROSE leaves fewer words on average than TARSE, the best opener, yet TARSE finishes
    sooner (its groups are easier to finish): the verdict says the guesses it saves, never
    that the worse guess leaves fewer than the best (advice:best, which names TARSE)."""
    from bot.domain import Asker

    await huddle.answer("settings", Asker(CHANNEL, GUILD, ALICE, 8600), {"advice": "best"})
    ch = Channel(huddle)
    await ch.play("moist", "arose", "moist")
    judged = solver.evaluate([], "arose", False)
    assert judged.best_left > judged.played_left and judged.best_value < judged.played_value
    review = await huddle.games.analysis(CHANNEL)
    first = next(line for line in review.lines if line.startswith("1. "))
    saved = judged.played_value - judged.best_value
    assert first.endswith(
        f"||{judged.best_word.upper()}|| finishes about {saved:.2f} guesses sooner on average"
    )
    assert "on average it leaves" not in first


async def test_familiar_advice_sets_a_row_against_the_word_it_named_not_a_rare_best(huddle, solver):
    """Under the server's familiar advice (the default) a row is set against the word
    players know that the advice named there, with that word's own figures: after BATCH,
    /analysis named ||ABLOW|| where the paste's reply had said BLOWN; the skill line
    still measures against the best play."""
    ch = Channel(huddle)
    await ch.play("catch", "match", "batch", "catch")
    review = await huddle.games.analysis(CHANNEL)
    first, second = (next(r for r in review.lines if r.startswith(f"{n}. ")) for n in (1, 2))
    history = [Guess(w, score(w, "catch")) for w in ("match", "batch")]
    opening, after = solver.evaluate([], "match"), solver.evaluate(history[:1], "batch")
    assert not solver.familiar(opening.best_word) and not solver.familiar(after.best_word)
    for row, best in ((first, opening.best_word), (second, after.best_word)):
        named = re.search(r"\|\|(\w+)\|\| about", row)
        assert named is not None, row
        assert named[1] != best.upper() and solver.familiar(named[1].lower()), row
    traced = solver.evaluate([], "trace")
    assert first.endswith(f"||TRACE|| about {traced.played_left:.0f}")
    assert "the best play " in review.lines[3]


async def test_a_game_played_all_in_hard_mode_says_so_once(huddle):
    ch = Channel(huddle)
    await huddle.games.mode(CHANNEL, True)
    await ch.play("catch", "crane", "cabin", "catch")
    review = await huddle.games.analysis(CHANNEL)
    summary = next(line for line in review.lines if line.startswith("Skill "))
    assert summary.endswith(" · every row in hard mode")
    assert not any("(hard mode)" in line for line in review.lines)
