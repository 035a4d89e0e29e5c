"""Reading the official Wordle app's posts: every variant other parsers met, and what must
not count."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date

import pytest

from bot.parsing import parse_message
from bot.store.model import Summary
from bot.wordle_app import puzzle_of, read_post
from bot.wordle_app._posts import Player, players_in
from solver.game.rules import puzzle_on

SUMMARY = """**Your group is on a 93 day streak!** 🔥🔥🔥 Here are yesterday's results:
👑 4/6: <@300110170858717184> <@1054567024422047804>
5/6: <@371034483836846090>
6/6: <@213709745964580874> @Brenden
X/6: <@226858912777764866>"""


def test_the_summary_gives_each_line_its_players_and_the_streak() -> None:
    post = read_post(SUMMARY)
    assert post.kind == "app_results"
    assert post.streak == 93
    assert [(line.score, line.crown) for line in post.results] == [
        (4, True),
        (5, False),
        (6, False),
        (None, False),
    ]
    assert post.results[0].players == (
        Player(id=300110170858717184),
        Player(id=1054567024422047804),
    )
    assert post.results[2].players == (Player(id=213709745964580874), Player(name="Brenden"))
    assert post.players == 6


@pytest.mark.parametrize(
    ("header", "streak"),
    [
        ("**Your group is on an 8 day streak!** 🔥 Here are yesterday's results:", 8),
        ("**Your group is on a 1 day streak!** 🔥🔥 Here are yesterday’s results:", 1),
        ("Your group is on an 11 day streak! 🔥🔥🔥 Here are yesterday’s results:", 11),
        ("Here are yesterday's results:", None),
    ],
)
def test_headers_with_a_or_an_one_to_three_fires_either_apostrophe(
    header: str, streak: int | None
) -> None:
    post = read_post(header + "\n👑 3/6: <@1>\nx/6: <@2>")
    assert post.kind == "app_results"
    assert post.streak == streak
    assert [line.score for line in post.results] == [3, None]


@pytest.mark.parametrize(
    ("text", "players"),
    [
        ("<@1> <@!2>", [Player(id=1), Player(id=2)]),  # <@!id> is <@id>
        ("@Display Name", [Player(name="Display Name")]),
        ("@MR\\.smith", [Player(name="MR.smith")]),
        ("@a\\_b\\*c @Time: 9", [Player(name="a_b*c"), Player(name="Time: 9")]),
        (
            "<@1> @Brenden <@3> @Ann Lee",
            [Player(1), Player(name="Brenden"), Player(3), Player(name="Ann Lee")],
        ),
        ("@name@with.at", [Player(name="name@with.at")]),
    ],
)
def test_players_mix_mentions_and_plain_names(text: str, players: list[Player]) -> None:
    assert list(players_in(text)) == players


def test_json_for_tools_names_come_unescaped_and_x_is_null() -> None:
    shown = read_post(SUMMARY.replace("@Brenden", "@MR\\.smith")).to_json(1234)
    assert shown["puzzle"] == 1234
    assert shown["results"][2]["players"] == [{"id": "213709745964580874"}, {"name": "MR.smith"}]
    assert shown["results"][3]["score"] is None


@pytest.mark.parametrize(
    "text",
    ["<@300110170858717184> is playing", "<@1> was playing", "<@1> and 3 others were playing"],
)
def test_a_playing_notice_has_no_results_but_its_players(text: str) -> None:
    post = read_post(text)
    assert (post.kind, post.results) == ("app_playing", ())
    assert post.playing[0].id == int(text[2 : text.index(">")])


@pytest.mark.parametrize(
    "text",
    [
        "**Your group is on a 93 day streak!** 🔥🔥🔥 Here are yesterday's results:",  # nobody
        "good morning",
        "Wordle 1,619 3/6",
        "4/6: <@1>",  # result lines without the summary's header
    ],
)
def test_what_is_not_a_summary_counts_nothing(text: str) -> None:
    assert read_post(text).kind == "none"


def test_the_same_text_from_a_person_is_ordinary_chat() -> None:
    assert parse_message(SUMMARY).kind == "none"


def test_a_summary_is_about_the_day_before_it_was_posted() -> None:
    posted = date(2026, 11, 24)
    assert puzzle_of(posted, 93, None, puzzle_on(posted) + 1) == puzzle_on(posted) - 1


def test_a_late_second_summary_the_same_day_is_the_next_puzzle_by_its_streak() -> None:
    posted = date(2026, 11, 24)
    first = Summary(puzzle_on(posted) - 1, 93)
    newest = puzzle_on(posted) + 1
    assert puzzle_of(posted, 94, first, newest) == puzzle_on(posted)
    assert puzzle_of(posted, 1, first, newest) == puzzle_on(posted) - 1  # a new streak
    # a summary the next day follows the day, whatever the streak
    assert puzzle_of(date(2026, 11, 25), 94, first, newest + 1) == puzzle_on(posted)


def test_never_past_the_newest_puzzle_out() -> None:
    posted = date(2026, 11, 24)
    before = Summary(puzzle_on(posted) + 1, 93)
    assert puzzle_of(posted, 94, before, puzzle_on(posted) + 1) == puzzle_on(posted) + 1


def _parse(*args: str, text: str) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "parse", *args],
        input=text,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return json.loads(done.stdout)


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_the_parse_command_reads_the_apps_posts() -> None:
    out = _parse(
        "--app",
        "--posted",
        "2026-11-24",
        text=SUMMARY.replace("<@226858912777764866>", "<@!226858912777764866>"),
    )
    assert out["kind"] == "app_results"
    assert (out["puzzle"], out["streak"]) == (puzzle_on(date(2026, 11, 23)), 93)
    assert out["results"][0] == {
        "score": 4,
        "crown": True,
        "players": [{"id": "300110170858717184"}, {"id": "1054567024422047804"}],
    }
    assert out["results"][3]["players"] == [{"id": "226858912777764866"}]
    assert _parse("--app", text="<@1> is playing") == {"kind": "app_playing"}
    assert _parse("--app", text="hello") == {"kind": "none"}
    assert _parse(text=SUMMARY)["kind"] == "none"  # a person's message
