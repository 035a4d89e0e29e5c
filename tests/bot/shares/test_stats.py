from datetime import UTC, date, datetime

from bot.shares._stats import bar_chart, first_puzzle, leaderboard, player_stats, streaks
from bot.store import Result
from solver.game.rules import newest_puzzle, puzzle_date, puzzle_on


def games(author: int, name: str, results: dict[int, int | None]) -> list[Result]:
    return [Result(author, name, p, r, False) for p, r in results.items()]


def test_puzzle_numbers_are_days_from_2021_06_19():
    assert puzzle_date(0) == date(2021, 6, 19)
    assert puzzle_date(1234) == date(2024, 11, 4)
    assert puzzle_on(date(2026, 11, 21)) == 1981
    assert first_puzzle("week", date(2026, 11, 21)) == 1975
    assert first_puzzle("all", date(2026, 11, 21)) == 0
    late = datetime(2026, 11, 21, 23, 59, tzinfo=UTC).timestamp()
    assert newest_puzzle(late) == 1982  # today's, and tomorrow's where it is tomorrow


def test_streaks_break_on_a_loss_or_a_gap():
    assert streaks(games(1, "a", {1: 3, 2: 4, 3: None, 4: 2, 5: 5, 6: 3})) == (3, 3)
    assert streaks(games(1, "a", {1: 3, 2: 4, 4: 2})) == (1, 2)
    assert streaks(games(1, "a", {1: 3, 2: 4, 3: None})) == (0, 2)
    assert streaks([]) == (0, 0)


def test_player_stats_and_chart():
    st = player_stats(games(1, "a", {1: 3, 2: 3, 3: 4, 4: None}))
    assert (st.games, st.wins, st.distribution) == (4, 3, {3: 2, 4: 1})
    assert round(st.win_rate, 2) == 0.75
    chart = bar_chart(st.distribution)
    assert chart[2] == "3 " + "█" * 20 + " 2" and chart[3] == "4 " + "█" * 10 + " 1"
    assert chart[0] == "1 ▏ 0"


def test_one_lucky_game_does_not_top_a_steady_player():
    lucky = games(1, "lucky", {100: 2})
    steady = games(2, "steady", {p: 3 for p in range(100, 120)})
    weak = games(3, "weak", {p: (5 if p % 2 else None) for p in range(100, 120)})
    board = leaderboard(lucky + steady + weak)
    assert [s.name for s in board] == ["steady", "lucky", "weak"]
    assert board[1].mean == 2.0 and board[0].games == 20
    assert board[2].mean == 6.0  # five-guess wins and losses (counted as 7)


def test_a_late_play_from_the_archive_neither_makes_nor_breaks_a_streak():
    """Puzzles 1500-1502 posted on their days; 1490 won and 1503 lost, each posted long
    after its day (the NYT's Wordle Archive): the streak is the three days', unbroken."""

    def on(puzzle: int, result: int | None, days_late: float) -> Result:
        start = datetime.combine(puzzle_date(puzzle), datetime.min.time(), UTC).timestamp()
        return Result(1, "a", puzzle, result, False, "share", start + days_late * 86_400)

    fresh = [on(1500, 3, 0.5), on(1501, 4, 1.2), on(1502, 3, 0.9)]
    late = [on(1490, 2, 12), on(1503, None, 3)]
    assert [r.archive for r in fresh + late] == [False, False, False, True, True]
    assert streaks(fresh + late) == (3, 3)
    assert player_stats(fresh + late).games == 5  # each counts as its own puzzle's result
    assert not Result(1, "a", 1490, 2, False).archive  # when it was posted is not known


def test_the_leaderboard_opens_with_its_ranking_and_explains_in_one_short_line():
    """The ranking is what a player came for: its first line is first place, and what a
    score means follows in one short line (it was 64 words, longer than the ranking)."""
    from bot.shares._replies import leaderboard as board_reply

    ranked = leaderboard(games(1, "ann", {1: 3, 2: 4}) + games(2, "bo", {1: 5, 2: None}))
    reply = board_reply("all", ranked)
    assert reply.lines[0].startswith("1. **ann** — ")
    assert reply.lines[1].startswith("2. **bo** — ") and len(reply.lines) == 3
    explained = reply.lines[-1]
    assert explained.startswith("*Fewer guesses are better.") and explained.endswith("*")
    assert len(explained.split()) <= 45
