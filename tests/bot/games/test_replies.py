"""The chat wording helpers and a few game replies built from plain data."""

from __future__ import annotations

import pytest

from bot import formatting
from bot.domain import Author, Status
from bot.games import _replies, _wordle_replies
from bot.store import StoredGuess, StoredSession
from solver.filtering.results import LIKELY, POSSIBLE, Candidates, Suggestion
from solver.game.feedback import Guess, score
from solver.game.variants import MAX_LENGTH, MIN_LENGTH, WORDLE
from solver.lists.scoring import Split
from tests.helpers import history


def test_plural_human_join_and_spoiler():
    assert formatting.plural(1, "grid") == "1 grid" and formatting.plural(0, "grid") == "0 grids"
    assert formatting.human_join(["a"]) == "a"
    assert formatting.human_join(["a", "b"]) == "a and b"
    assert formatting.human_join(["a", "b", "c"]) == "a, b and c"
    assert formatting.spoiler("X") == "||X||" and formatting.spoiler("X", False) == "X"


def test_word_lists_are_capped_and_hidden_on_request():
    assert formatting.words([], False) == "none"
    assert formatting.words(["crane", "slate"], True) == "||CRANE, SLATE||"
    assert formatting.words(["a"] * 45, False, cap=40).endswith(" … (+5)")


def test_counts_keep_likely_and_less_likely_apart():
    assert formatting.counts(Candidates(LIKELY, ("a",), 1, 1)) == "**1** likely answer left."
    assert formatting.counts(Candidates(LIKELY, ("a", "b"), 2, 5)) == (
        "**2** likely answers left (+3 less likely words)."
    )
    assert formatting.counts(Candidates(POSSIBLE, ("a",), 0, 1)) == (
        "No likely answer fits; **1** less likely word still does."
    )


def test_the_board_names_the_best_guess_and_hides_only_possible_answers():
    ann = Author(1, "ann")
    session = StoredSession(
        1, 2, 3, None, Status.ACTIVE, 0.0, 0.0, (StoredGuess("crane", ((2, 0, 0, 1, 0),), ann, 9),)
    )
    cands = Candidates(LIKELY, ("conch", "conic"), 2, 2)
    best = Suggestion("conch", 1.5, 0.5, 1.0, True, Split(2, 2, 1, 1.0))
    reply = _wordle_replies.standing(session, session.history, cands, best, best, False, True)
    assert reply.title == "1/6 played"
    assert reply.lines[0] == "🟩⬛⬛🟨⬛ **CRANE** — ann"
    assert reply.lines[3] == "Best next guess: **||CONCH||** — could be it; tells both apart"
    # a best guess that cannot be the answer: shown, with the best that could after it
    other = Suggestion("holon", 1.4, 1.0, 1.0, False, Split(2, 2, 1, 1.0))
    line = _wordle_replies.standing(session, session.history, cands, other, best, True, True)
    assert line.lines[3] == (
        "Best next guess (hard mode): **HOLON** — can’t be the answer; tells both apart; "
        "or **||CONCH||**, which could win now (0.10 more guesses on average)"
    )
    # one word left: said as the answer it must be
    one = _wordle_replies.standing(
        session, session.history, Candidates(LIKELY, ("conch",), 1, 3), best, best, False, True
    )
    assert one.lines[2:] == ["||**CONCH**|| is the likely answer left (and 2 less likely words)."]


def test_a_rare_lead_is_labelled_before_the_word_that_could_win_now():
    """After XYLYL 00000 in hard mode, TARSE (rare) leads and TRACE (familiar) could win
    now: "a rare word" describes TARSE, so it follows TARSE's reason, not TRACE's cost,
    where it read as if TRACE were the rare one.  A familiar word named apart from the
    winner is said there too, each figure beside its own word."""
    ann = Author(1, "ann")
    row = StoredGuess("xylyl", ((0, 0, 0, 0, 0),), ann, 9)
    session = StoredSession(1, 2, 3, None, Status.ACTIVE, 0.0, 0.0, (row,))
    cands = Candidates(LIKELY, ("trace", "crate", "react"), 3, 3)
    rare = Suggestion("tarse", 3.50, 60.0, 5.0, False, Split(3, 3, 1, 1.0), familiar=False)
    winner = Suggestion("trace", 3.53, 62.0, 5.0, True, Split(3, 3, 1, 1.0), familiar=True)
    line = _wordle_replies.standing(
        session, session.history, cands, rare, winner, True, True, known=winner
    ).lines[3]
    assert line == (
        "Best next guess (hard mode): **TARSE** — can’t be the answer; tells all 3 apart; "
        "a rare word; or **||TRACE||**, which could win now (0.03 more guesses on average)"
    )
    known = Suggestion("stare", 3.56, 63.0, 5.0, False, Split(3, 3, 1, 1.0), familiar=True)
    apart = _wordle_replies.standing(
        session, session.history, cands, rare, winner, True, True, known=known
    ).lines[3]
    assert apart.endswith(
        "tells all 3 apart; a rare word: **STARE** is a familiar one (0.06 more guesses on "
        "average); or **||TRACE||**, which could win now (0.03 more guesses on average)"
    )


def test_counts_use_thousands_separators_and_plurals():
    assert formatting.counts(Candidates(LIKELY, ("a",) * 2315, 2315, 14855)) == (
        "**2,315** likely answers left (+12,540 less likely words)."
    )
    assert formatting.counts(Candidates(LIKELY, ("a",), 1, 2)) == (
        "**1** likely answer left (+1 less likely word)."
    )
    assert formatting.plain_reason(False, Split(1200, 150, 40, 0.1)) == (
        "can’t be the answer; leaves at most 40 of the 1,200"
    )


def test_too_many_rows_says_what_to_do():
    reply = _replies.too_many_rows(4, 3, WORDLE)
    assert reply.tone == "error" and "has 4 rows, and that paste adds 3" in reply.lines[0]
    assert (
        _replies.too_many_rows(0, 7, WORDLE)
        .lines[0]
        .startswith("A new game, and that paste adds 7")
    )


def test_a_count_opening_its_line_starts_with_a_capital_in_every_language():
    """Spanish composes "quedan **112** respuestas probables" to follow a board's label; on
    a line of its own (each paste's reply, /hint) it opened lowercase."""
    from bot.i18n import speaking_in

    cands = Candidates(LIKELY, ("a", "b"), 2, 5)
    with speaking_in("es"):
        line, after_label = formatting.counts(cands), formatting.counts(cands, opens_line=False)
    assert line == "Quedan **2** respuestas probables (+3 palabras menos probables)."
    assert after_label == "quedan **2** respuestas probables (+3 palabras menos probables)."
    with speaking_in("en"):
        assert formatting.counts(cands) == "**2** likely answers left (+3 less likely words)."


def test_what_is_known_is_said_in_plain_words(solver):
    said = formatting.known_text(solver.knowledge(history("CRANE=C..n.")))
    assert said == "C first · an N, not 4th · no A, E, R"
    # repeated letters: exactly two Es (the third grey), one S only (one green, two grey)
    said = formatting.known_text(solver.knowledge(history("EERIE=ee... SASSY=...S.")))
    assert said == "S fourth · exactly two Es, not 1st, 2nd or 5th · only one S · no A, I, R, Y"


@pytest.mark.parametrize(
    "language, one, two, three",
    [
        ("en", "an A, not 2nd", "an A, not 2nd or 5th", "an A, not 1st, 2nd or 5th"),
        ("pt", "um A, não na 2ª", "um A, não na 2ª nem na 5ª", "um A, não na 1ª, na 2ª nem na 5ª"),
        (
            "es",
            "una A, no en la 2.ª",
            "una A, ni en la 2.ª ni en la 5.ª",
            "una A, ni en la 1.ª, ni en la 2.ª ni en la 5.ª",
        ),
        (
            "de",
            "ein A, nicht an 2. Stelle",
            "ein A, nicht an 2. oder 5. Stelle",
            "ein A, nicht an 1., 2. oder 5. Stelle",
        ),
    ],
)
def test_the_places_a_letter_is_not_in_are_listed_as_the_language_lists_them(
    solver, language, one, two, three
):
    """After CARTA ⬛🟨🟨⬛⬛ the line said "um A, não na 2/5ª" (a fraction, not a list)."""
    from bot.i18n import speaking_in

    with speaking_in(language):
        said = [
            formatting.known_text(solver.knowledge(history(rows))).split(" · ")[0]
            for rows in ("BACON=.a...", "CARTA=.ar..", "ABBEY=a.... CARTA=.ar..")
        ]
    assert said == [one, two, three]


def test_why_gives_one_line_per_guess_naming_the_decisive_tile(solver):
    played = history("CRANE=C..n. CRANE=C..n. CHUMS=C....")
    # the word itself was played: one line, however many rules it broke or times it came;
    # rows no player typed (none stored here) are quoted as the board shows them
    assert formatting.why_lines("crane", solver.explain(played, "crane")) == [
        "CRANE 🟩⬛⬛🟨⬛: CRANE was played and wasn't it"
    ]
    assert formatting.why_lines("chess", solver.explain(played, "chess")) == [
        "CRANE 🟩⬛⬛🟨⬛ showed there is an N, CHESS has no N",
        "CHUMS 🟩⬛⬛⬛⬛ showed there is no H",
    ]
    assert formatting.why_lines("swiss", solver.explain(history("CAVES=C..eS"), "swiss")) == [
        "CAVES 🟩⬛⬛🟨🟩 put C in 1st place, SWISS has S there"
    ]


def test_a_hint_says_when_not_every_word_can_still_be_won(solver):
    from solver.engine.advice import advise
    from solver.game.feedback import Guess, score
    from solver.support.deadline import Deadline

    past = [Guess(w, score(w, "night")) for w in ("fight", "light", "might", "sight")]
    advice = advise(solver, past, True, 3, Deadline.none())
    (cands,) = advice.candidates
    reply = _wordle_replies.hint(
        cands, advice.suggestions, 3, False, True, advice.complete, 2, advice.caught
    )
    first = advice.suggestions[0].word.upper()
    assert reply.lines[-1] == (
        f"No plan wins all 5 in the 2 rows left: at best 2 can still be won, and **{first}** "
        "wins 2."
    )
    normal = advise(solver, past, False, 3, Deadline.none())
    said = _wordle_replies.hint(cands, normal.suggestions, 3, False, False, True, 2, normal.caught)
    assert not any("can still be won" in line for line in said.lines)


@pytest.mark.parametrize("length", range(MIN_LENGTH, MAX_LENGTH + 1))
def test_what_is_known_names_every_place_of_the_longest_words(length):
    """A green in the last place of an eleven-letter word was past the places the line
    could name (an IndexError, logged, and no /status)."""
    from bot.formatting import known_text
    from solver.filtering.knowledge import Knowledge

    word = "abcdefghijk"[:length]
    said = known_text(Knowledge.from_history([Guess(word, score(word, word))], length))
    last = ("fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh")
    assert said.split(" · ")[-1] == f"{word[-1].upper()} {last[length - 4]}"


@pytest.mark.parametrize("familiar", [True, False])
def test_a_hint_labels_rare_words_and_names_a_familiar_one_beside_a_rare_lead(solver, familiar):
    """Familiar advice: where a rare word leads /hint's list (the exact pick clearly
    better), its line says it is rare and names the list's best word players know; a rare
    word further down is labelled too; a possible answer never is (its rarity is the
    puzzle's).  On ``advice:best`` nothing is labelled."""
    from solver.engine.advice import advise
    from solver.support.deadline import Deadline

    past = [Guess("tarse", score("tarse", "fewer")), Guess("build", score("build", "fewer"))]
    advice = advise(solver, past, False, 5, Deadline.none(), familiar=familiar)
    (cands,) = advice.candidates
    said = _wordle_replies.hint(cands, advice.suggestions, 5, False, False, True, 4)
    lead, shown = advice.suggestions[0], advice.suggestions
    if not familiar:
        assert lead.familiar is None and not any("rare word" in line for line in said.lines)
        return
    known = next(s for s in shown if s.familiar)
    assert lead.familiar is False and not lead.could_be_answer
    assert f"a rare word: **{known.word.upper()}** is a familiar one" in said.lines[1]
    for s, line in ((s, line) for s in shown[1:] for line in said.lines[2:]):
        if f"**{s.word.upper()}**" in line:
            rare = s.familiar is False and not s.could_be_answer
            assert ("a rare word" in line or "rare words" in line) == rare, line


def test_a_several_boards_hint_labels_rare_words_as_a_wordle_hint_does(solver):
    """Several boards on familiar advice: a word players know close to the best leads,
    every rare word that can be no board's answer is labelled, and a rare lead has the
    list's best familiar word named beside it; on ``advice:best`` nothing is labelled."""
    from dataclasses import replace

    from bot.games import _boards_replies
    from solver.boards.advice import BoardsAdvisor
    from solver.game.variants import variant_named
    from solver.support.deadline import Deadline

    quordle = variant_named("quordle")
    assert quordle is not None
    answers = ("eaten", "brier", "plain", "anger")
    histories = [[Guess(w, score(w, a)) for w in ("crane", "moist")] for a in answers]
    advisor = BoardsAdvisor(solver)
    best = advisor.advise(histories, quordle, 2, 5, Deadline.none())
    said = _boards_replies.hint(quordle, best, 5, False)
    assert not any("rare word" in line for line in said.lines)
    advice = advisor.advise(histories, quordle, 2, 5, Deadline.none(), familiar=True)
    shown = advice.suggestions
    said = _boards_replies.hint(quordle, advice, 5, False)
    assert shown[0].familiar
    rare = [s for s in shown if s.familiar is False and not s.could_be]
    assert rare  # the list holds a rare word to label
    for s in shown:
        line = next(line for line in said.lines if f"**{s.word.upper()}**" in line)
        assert ("a rare word" in line) == (s in rare), line
    led = replace(advice, suggestions=[rare[0], *(s for s in shown if s is not rare[0])])
    first = next(
        line for line in _boards_replies.hint(quordle, led, 5, False).lines if line[:3] == "1. "
    )
    assert first.endswith(f"; a rare word: **{shown[0].word.upper()}** is a familiar one")
