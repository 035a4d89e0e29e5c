"""A bench measures the solver the bot would run with the same environment."""

from __future__ import annotations

from bot.bench.configured import configured_solver
from solver.lists.wordlists import answer_pool


def test_a_bench_honours_the_answers_the_bot_is_configured_with(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env of the checkout's
    monkeypatch.setenv("HUDDLE_ANSWERS", "original")
    assert configured_solver().answers.digest == answer_pool("original").digest
    monkeypatch.delenv("HUDDLE_ANSWERS")
    assert configured_solver().answers.digest == answer_pool("nyt").digest
