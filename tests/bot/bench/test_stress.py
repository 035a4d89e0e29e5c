"""The hostile-input bench runs end to end on a small scale and reports what it promises."""

import json

from bot.bench.stress import bench_hostile
from tests.helpers import racing_clock


def test_hostile_bench_answers_every_case_as_it_should(capsys):
    # every search's deadline past at its first check, whatever its kind's budget (a
    # paste's, a hint's): each case's reply is checked, never its time, and a search cut
    # short answers as it would with time (with what it has)
    assert bench_hostile(as_json=True, shares=60, clock=racing_clock) == 0
    result = json.loads(capsys.readouterr().out)
    replies = {c["case"]: c["reply"] for c in result["cases"]}
    assert replies["17-line contradictory paste (?ILLS family)"] == "I couldn't read that"
    assert replies["6-line paste with a typo in the last line"] == "That doesn't fit"
    assert replies["a row past six in a live game"] == "Too many rows"
    assert replies["400 distinct guesses in one paste"] == "I couldn't read that"
    assert replies["/deduce over 60 shares"] == "Puzzle 1,500"
    assert replies["/analysis of a six-row game (hard)"] == "Game analysis"  # over: lost
    assert replies["/guess unlisted word"] == "Not a word here"
    assert replies["/guess unlisted word, played anyway"] == "3/6 played"
    assert result["slowest"]["case"] in replies and len(result["cases"]) > 30
    for refused in ("a row of 16 tiles", "1 x 39,999,999 PNG", "icon holding a 9,000 x 9,000 PNG"):
        assert replies[f"picture: {refused}"] == "No board read"
    assert replies["picture: 3840 x 2160 desktop, a small board"] == "3/6 played"
    assert set(result["pictures"]) >= {"memory peak above idle, four at once (MB)"}
