"""The soak runs end to end on a small scale, multi-board games and all, and reports what
it promises."""

import json

from bot.bench.soak import bench_soak
from tests.helpers import racing_clock


def test_soak_bench_reads_memory_and_latency_as_it_goes(capsys):
    """Three readings of 50 messages each, its searches with no time (every deadline past
    at its first check, a paste's and a hint's too): what a reading holds and when it is
    taken depends on the messages sent, not on how many (150 draw every kind of message,
    and every command 300 drew) nor on how long a search runs."""
    sent = {"messages": 150, "channels": 40, "guilds": 4, "every": 50}
    assert bench_soak(as_json=True, **sent, clock=racing_clock) == 0
    result = json.loads(capsys.readouterr().out)
    assert [r["messages"] for r in result["readings"]] == [50, 100, 150]
    assert all(
        r["rss_untrimmed_mb"] > 0 and r["max_ms"] >= r["p99_ms"] >= r["p50_ms"]
        for r in result["readings"]
    )
    # each reading is taken twice, before and after a trim; the peak is of the first
    assert all(r["rss_mb"] > 0 for r in result["readings"])
    assert result["max_rss_mb"] == max(r["rss_untrimmed_mb"] for r in result["readings"])
    assert any("search memo" in c for c in result["caches"])


async def test_a_multi_board_soak_plays_every_kind_and_is_read(store, solver):
    """Two thirds of the channels play Dordle to Sedecordle, begun with /new; what they
    paste is read as the game it is, not refused.  Its searches have no time (every
    deadline past at its first check): what is read does not depend on them, and a search
    cut short answers all the same."""
    from collections import Counter

    from bot.bench.soak import MULTI_BOARD, Soak
    from bot.service import Huddle
    from tests.helpers import racing_clock

    soak = Soak(Huddle(store, solver, deadline_clock=racing_clock), 24, 4, multi_board=2 / 3)
    kinds = Counter(c.kind.name for c in soak.channels)
    assert kinds["wordle"] == 8 and sorted(k for k in kinds if k != "wordle") == sorted(MULTI_BOARD)
    replies = [r for _ in range(300) if (r := await soak.step()) is not None]
    titles = Counter(r.title.split(" ")[0].rstrip(":") for r in replies)
    assert titles["New"] >= 10  # the /new that begins each multi-board game
    assert all(titles[k.title()] for k in MULTI_BOARD), titles  # each kind's standing reply
    refused = sum(r.tone == "error" for r in replies)
    assert refused < len(replies) / 5
