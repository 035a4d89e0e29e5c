"""No offensive word is ever advised (solver/lists/unadvised.py): not by a search, not by
the precomputed openers, book or trees, in any language; and each language keeps its own
ordinary words."""

from __future__ import annotations

import gzip
import json
import random
from importlib import resources

import pytest

from solver import Solver
from solver.boards.advice import BoardsAdvisor
from solver.engine.advice import advise
from solver.engine.winners import best_answer
from solver.game.feedback import Guess, from_colours, parse_guess, score
from solver.game.variants import WORDS, variant_for_boards
from solver.lists.unadvised import may_advise, unadvised
from solver.lists.wordlists import allowed, answers, bundled, lists_of, original, valid
from solver.search.book import Book
from solver.search.lines import TREES, read_tree
from solver.support.deadline import Deadline

# the position a play-through met: FAGOT named as the best next guess, in public
REPORTED = ["crane 00100", "SLATE=.Lat."]
LANGUAGES = ("en", "pt", "es", "de")


def named_by(found: list) -> set[str]:
    return {s.word for s in found}


def language_of_key(key: str) -> str:
    """The language of a book's, a tree's or openers.json's universe, by its lists' digest."""
    by_digest = {w.digest: "en" for w in (answers(), original(), valid(), allowed())}
    for words in WORDS.values():
        for made in lists_of(words):
            by_digest[made.digest] = words.language
    answers_digest, guesses_digest, _ = key.split(":")
    return by_digest.get(guesses_digest) or by_digest[answers_digest]


def test_the_reported_position_names_no_unadvised_word(solver):
    history = [Guess(*parse_guess(g)) for g in REPORTED]
    for hard in (False, True):
        listed = named_by(solver.suggest(history, 8, hard))
        assert listed and not listed & unadvised("en"), hard
        lead = named_by(solver.suggest(history, 5, hard, lead_only=True))
        assert "fagot" not in lead and not lead & unadvised("en")
        found = advise(solver, history, hard, 5, Deadline.none()).suggestions
        assert not named_by(found) & unadvised("en")
        winner = best_answer(solver, history, hard)
        assert winner is not None and may_advise(winner.word)


def test_the_analysis_never_offers_an_unadvised_word_as_the_better_one(solver):
    """After TARSE BYYYB the search's best was HONKY, and after ADIEU BBYBY another."""
    for opener, colours in (("tarse", "BYYYB"), ("adieu", "BBYBY")):
        history = [Guess(opener, from_colours(colours))]
        assert may_advise(solver.evaluate(history, opener).best_word), opener


def test_several_boards_name_no_unadvised_word(solver):
    """A Dordle whose first board is the reported position (ABOUT the other's answer):
    its advice searches the boards together, and named FAGOT among them."""
    boards = BoardsAdvisor(solver)
    plays = [Guess(*parse_guess(g)) for g in REPORTED]
    other = [Guess(g.word, score(g.word, "about")) for g in plays]
    found = boards.advise([plays, other], variant_for_boards(2), 2, 5)
    assert found.suggestions and not named_by(found.suggestions) & unadvised("en")


def test_every_precomputed_pick_is_one_its_language_may_name():
    """The openers (openers.json), the book's second guesses and every decision tree's
    guesses: none is unadvised in its universe's language."""
    openers = json.loads(resources.files("solver").joinpath("data/openers.json").read_text())
    for key, found in openers["openers"].items():
        banned = unadvised(language_of_key(key))
        assert not {o["word"] for o in found} & banned, key
    raw = resources.files("solver").joinpath("data/book.json.gz").read_bytes()
    book = Book(json.loads(gzip.decompress(raw))["universes"])
    for key in book.universes:
        banned = unadvised(language_of_key(key))
        for opener, colours, picks in book.entries(key):
            assert not {w for w, _ in picks} & banned, (key, opener, colours)
    trees = resources.files("solver").joinpath(TREES)
    for tree in trees.iterdir():
        key, games = read_tree(tree.read_bytes())
        banned = unadvised(language_of_key(key))
        played = {w for game in games for w in game.split()[::2]}
        assert not played & banned, tree.name


def test_live_advice_from_random_positions_never_names_an_unadvised_word():
    """Random games (an NYT answer, two or three random valid guesses) searched live, no
    book or tree read: among them are positions where an unadvised word splits best, or
    could be the answer (CLITS among the less likely words)."""
    solver = Solver(book=Book(), lines={})
    rng = random.Random(1)
    words = valid().words
    banned = unadvised("en")
    for _ in range(150):
        answer = rng.choice(answers().words)
        played = [rng.choice(words) for _ in range(rng.randint(2, 3))]
        history = [Guess(g, score(g, answer)) for g in played]
        hard = rng.random() < 0.3
        found = named_by(solver.suggest(history, 5, hard))
        assert not found & banned, (played, answer, hard, found & banned)


def test_each_language_keeps_its_own_ordinary_words_and_drops_its_own_slurs():
    """NEGRO (black), MASSA (dough) and TESTE (test) are everyday Portuguese or Spanish:
    unadvised in English alone.  Each language's own obscenities are unadvised in it."""
    for word in ("negro", "massa", "teste"):
        assert not may_advise(word, "en")
    assert may_advise("negro", "pt") and may_advise("massa", "pt") and may_advise("teste", "pt")
    assert may_advise("negro", "es") and may_advise("teste", "es")
    assert not may_advise("merda", "pt") and not may_advise("porra", "pt")
    assert not may_advise("verga", "es") and not may_advise("neger", "de")
    assert may_advise("merda", "en") and may_advise("neger", "pt")
    for language in LANGUAGES:
        assert unadvised(language), language
    termo = Solver(*lists_of(WORDS["pt5"]), book=Book(), lines={})
    for word in ("negro", "massa", "teste"):
        assert termo.may_name(word), word
        assert word in termo.answers, word  # still a likely answer of Termo
    assert not termo.may_name("merda") and "merda" not in termo.answers


def test_a_language_advises_its_ordinary_word_where_english_would_not():
    """After SARTO, NEGRO can be Termo's answer and is named as such."""
    termo = Solver(*lists_of(WORDS["pt5"]), book=Book(), lines={})
    history = [Guess(g, score(g, "negro")) for g in ("sarto", "vinho", "pegou")]
    found = named_by(termo.suggest(history, 5))
    assert "negro" in found


def test_a_listed_stems_forms_are_as_coarse_and_an_ordinary_homograph_stays():
    """foder is listed, and hunspell derives fodeu and fodam from it: as coarse, unadvised,
    no answer of Termo (ficken's fickt, Hure's huren in German).  VÖGEL (birds) is also a
    form of vögeln, BLASE (a bubble) of blasen, ANAIS (annals) of anal, FEIAS of feio
    (ugly): ordinary, they stay answers."""
    termo, german = (set(bundled(WORDS[n].answers).words) for n in ("pt5", "de5"))
    for word in ("fodeu", "fodam", "putas"):
        assert not may_advise(word, "pt") and word not in termo, word
    for word in ("fickt", "huren"):
        assert not may_advise(word, "de") and word not in german, word
    for word in ("anais", "feias"):
        assert may_advise(word, "pt") and word in termo, word
    for word in ("vögel", "blase"):
        assert may_advise(word, "de") and word in german, word


def test_the_bundled_likely_answers_hold_no_unadvised_word():
    """A likely answer must stay nameable: the NYT's and the original answers are never
    unadvised, and the lists made by frequency leave the unadvised out."""
    for words in WORDS.values():
        likely = set(bundled(words.answers).words)
        assert not likely & unadvised(words.language), words.name
    assert not set(original().words) & unadvised("en")


def test_a_typo_is_never_offered_an_unadvised_word_as_what_it_meant(solver):
    """FAGTO is one swap from FAGOT: "Did you mean" offers only words the bot may name."""
    pattern = score("fagot", "float")
    offered = solver.respellings("fagto", [([], pattern)])
    assert "fagot" not in offered
    assert solver.respellings("flaot", [([], score("float", "float"))]) == ["float"]


@pytest.mark.parametrize("hard", [False, True])
def test_an_unadvised_word_played_is_still_scored_and_filtered(solver, hard):
    """Players may play one: it is a valid guess, and what it shows filters as any
    other's, where advice never names it."""
    history = [Guess("fagot", score("fagot", "float"))]
    cands = solver.candidates(history)
    assert "float" in cands.words and "fagot" in solver.guesses
    assert set(cands.words) == {
        w for w in answers().words if score("fagot", w) == history[0].pattern
    }
    assert not named_by(solver.suggest(history, 5, hard)) & unadvised("en")
