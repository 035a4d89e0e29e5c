"""The less likely words' columns read from disk are the ones the scorer gives, and the
advice is the same whether a process has the file or scores columns itself."""

from __future__ import annotations

from solver import Guess, Solver
from solver.game.feedback import encode, score
from solver.lists.columns import column_file
from solver.lists.wordlists import WordList, valid


def test_the_file_holds_every_guess_scored_against_each_word(tmp_path, monkeypatch):
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path))
    words = WordList("some", (*valid().words[::97], "sassy", "esses", "swiss"))
    assert column_file(words) is None  # not built unless asked
    stored = column_file(words, build=True)
    assert stored is not None
    assert len(list(tmp_path.glob("columns-*.npy"))) == 1
    for w in (0, 5, len(words) - 1, len(words) - 2):
        expected = [encode(score(guess, words.words[w])) for guess in words.words]
        assert stored.rows([w])[0].tolist() == expected, words.words[w]


def test_an_unwritable_cache_folder_leaves_no_file_and_no_error(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(blocker / "cache"))
    assert column_file(WordList("few", ("crane", "slate", "sassy")), build=True) is None


def test_advice_over_less_likely_words_is_the_same_from_the_file(tmp_path, monkeypatch):
    # 1 likely answer and 51 less likely words: one of the walk's slowest third positions
    history = [Guess("salet", (1, 0, 0, 1, 1)), Guess("troth", (0, 0, 0, 2, 0))]
    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path / "none"))
    scoring = Solver()
    words = scoring.candidates(history).unlikely
    assert len(words) >= 40
    table = scoring.answer_table(words)
    advice = [scoring.suggest(history, top=10, hard=hard) for hard in (False, True)]
    assert scoring.columns._file is None  # looked for, not found: it scored the columns

    monkeypatch.setenv("HUDDLE_CACHE_DIR", str(tmp_path / "built"))
    reading = Solver()
    assert reading.keep_columns()
    assert (reading.answer_table(words) == table).all()
    assert [reading.suggest(history, top=10, hard=hard) for hard in (False, True)] == advice
    assert len(scoring.columns._kept) >= 40 and len(reading.columns._kept) == 0  # read, not scored
