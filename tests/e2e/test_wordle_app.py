"""The official Wordle app's messages through the real client: its summaries and /share
posts (a bot author with the app's id, Components V2) are read and never answered, its
plain names found by a member search; /import reads the channel's history page by page
and survives a restart midway; the daily summary goes out once per guild and day from two
sharded processes on one PostgreSQL, under a clock the test moves."""

from __future__ import annotations

import asyncio
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from bot.domain import snowflake_at
from bot.fronts.wordle_app import WordleAppJobs
from bot.wordle_app import APP_ID
from solver.game.rules import puzzle_on
from tests.e2e.conftest import BotProcess
from tests.e2e.fake_discord import TIMESTAMP, FakeDiscord, shard_of, shown_text, user
from tests.e2e.waiting import stretched

WORDLE = {**user(APP_ID, "Wordle"), "bot": True}
ANN, BEN, CY = user(41, "ann"), user(42, "ben"), user(43, "cy")
ADMIN = user(31, "admin")
CHANNEL = 1103
HELD_PAGES = 4  # history pages an import reads before the rest are held
COMPONENTS_V2 = 1 << 15


def member(who: dict, nick: str | None = None) -> dict:
    return {
        "user": who,
        "nick": nick,
        "roles": [],
        "joined_at": TIMESTAMP,
        "deaf": False,
        "mute": False,
        "flags": 0,
    }


def summary_text(streak: int, lines: list[str]) -> str:
    return (
        f"**Your group is on a {streak} day streak!** 🔥 Here are yesterday's results:\n"
        + "\n".join(lines)
    )


def app_message(
    stub: FakeDiscord, channel: int, content: str, mid: int = 0, mentions: tuple[dict, ...] = ()
) -> dict:
    payload = stub.message_payload(channel, WORDLE, content, mid or stub.new_id())
    payload["application_id"] = str(APP_ID)
    payload["mentions"] = [{**m, "member": member(m)} for m in mentions]
    return payload


def share_post(stub: FakeDiscord, channel: int, sharer: dict, text: str) -> dict:
    """The app's /share: empty content, the text in Components V2, the player in the
    interaction's metadata."""
    payload = app_message(stub, channel, "")
    payload["type"] = 20
    payload["flags"] = COMPONENTS_V2
    payload["components"] = [
        {"type": 17, "id": 1, "components": [{"type": 10, "id": 2, "content": text}]}
    ]
    payload["interaction_metadata"] = {
        "id": str(stub.new_id()),
        "type": 2,
        "user": sharer,
        "authorizing_integration_owners": {"1": sharer["id"]},
        "name": "share",
        "command_type": 1,
    }
    return payload


def results(db: Path) -> dict[tuple[int, int], tuple[int | None, str]]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT author_id, puzzle, result, source FROM grids").fetchall()
    return {(a, p): (r, s) for a, p, r, s in rows}


def today() -> int:
    return puzzle_on(datetime.now(UTC).date())


async def test_the_apps_posts_count_each_new_result_confirmed(bot, discord_stub):
    discord_stub.members[101] = [member(BEN, nick="Ben Smith")]
    text = summary_text(5, ["👑 3/6: <@41> @Ben Smith", "X/6: <@!43>", "4/6: @nobody here"])
    mid = await discord_stub.post_message(
        app_message(discord_stub, CHANNEL, text, mentions=(ANN, CY))
    )
    yesterday = today() - 1
    await discord_stub.wait_for(lambda: len(results(bot.db)) == 3, timeout=30)
    assert results(bot.db) == {
        (41, yesterday): (3, "app"),
        (42, yesterday): (3, "app"),  # a plain name, found by a member search
        (43, yesterday): (None, "app"),
    }
    assert discord_stub.member_queries and discord_stub.member_queries[0]["query"] == "Ben Smith"
    # the same words from a person, or from another bot: ordinary chat
    await discord_stub.say(CHANNEL, ANN, text.replace("<@41>", "<@44>"))
    await discord_stub.post_message(
        discord_stub.message_payload(
            CHANNEL,
            {**user(77, "other"), "bot": True},
            text.replace("<@41>", "<@45>"),
            discord_stub.new_id(),
        )
    )
    # an edit is read again: cy's X becomes a 6, nothing counted twice
    edited = app_message(
        discord_stub, CHANNEL, text.replace("X/6: <@!43>", "6/6: <@!43>"), mid, (ANN, CY)
    )
    edited["edited_timestamp"] = TIMESTAMP
    await discord_stub.dispatch("MESSAGE_UPDATE", edited)
    await discord_stub.wait_for(
        lambda: results(bot.db).get((43, yesterday)) == (6, "app"), timeout=30
    )
    # a /share (Components V2): the sharer's share, with its grid
    grid = f"Wordle {yesterday:,} 2/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩"
    await discord_stub.post_message(share_post(discord_stub, CHANNEL, user(46, "dee"), grid))
    await discord_stub.wait_for(lambda: (46, yesterday) in results(bot.db), timeout=30)
    await asyncio.sleep(0.5)
    assert len(results(bot.db)) == 4 and results(bot.db)[(46, yesterday)] == (2, "share")
    # the summary and the /share each confirmed in one reply; the edit and the copies not
    summary, shared = discord_stub.posts(CHANNEL)
    assert int(summary["message_reference"]["message_id"]) == mid
    assert shown_text(summary).startswith("4 results counted")
    assert f"ann 3/6 · streak 1 · Wordle {yesterday:,}" in shown_text(summary)
    assert shown_text(shared).startswith(f"dee 2/6 · streak 1 · Wordle {yesterday:,}")
    assert summary["allowed_mentions"]["parse"] == [] and discord_stub.reactions() == []
    iid, _ = await discord_stub.slash(CHANNEL, ANN, "stats")
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    assert "1 from the Wordle app" in shown_text(callback["data"])


async def test_import_reads_the_history_and_survives_a_restart_midway(discord_stub, tmp_path):
    discord_stub.history_delay = 0.25
    noon = datetime.combine(datetime.now(UTC).date(), datetime.min.time(), UTC).timestamp()
    players = [ANN, BEN, CY]
    expected: set[tuple[int, int]] = set()
    kept = discord_stub.history.setdefault(CHANNEL, [])
    for day in range(20, 0, -1):  # each day: some shares, chatter, the app's summary
        moment = noon - day * 86_400 + 12 * 3600
        puzzle = puzzle_on(datetime.fromtimestamp(moment, UTC).date()) - 1
        for n, who in enumerate(players):
            moment += 60
            if (day + n) % 3:
                body = f"Wordle {puzzle:,} {3 + n}/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩"
                kept.append(discord_stub.message_payload(CHANNEL, who, body, snowflake_at(moment)))
            for k in range(20):
                moment += 1
                chat = discord_stub.message_payload(CHANNEL, who, f"chat {k}", snowflake_at(moment))
                kept.append(chat)
        text = summary_text(21 - day, ["4/6: <@41> <@42> <@43>"])
        kept.append(
            app_message(discord_stub, CHANNEL, text, snowflake_at(moment + 60), (ANN, BEN, CY))
        )
        expected |= {(int(p["id"]), puzzle) for p in players}  # a share and a line: once
    total = len(discord_stub.history[CHANNEL])
    db = tmp_path / "import.sqlite3"
    discord_stub.history_held_after = HELD_PAGES  # the rest wait: midway however busy
    first = await BotProcess(discord_stub, db).start()
    try:
        _, token = await discord_stub.slash(CHANNEL, ADMIN, "import", days=30)
        await discord_stub.wait_for(
            lambda: discord_stub.history_asked > HELD_PAGES and results(db), timeout=60
        )
        stopping = asyncio.ensure_future(first.stop())  # SIGTERM midway: it keeps its place
        await _logged(first, "stop asked for")
        discord_stub.release_history()  # the page asked comes back; the import stops after it
        await stopping
        assert 0 < len(results(db)) < len(expected)
        assert "Traceback" not in first.output()
    finally:
        await first.stop()
        print(first.output())
    second = await BotProcess(discord_stub, db).start()
    try:

        def done():
            return [
                p
                for p in discord_stub.requests
                if p.method == "PATCH" and p.body and "History imported" in str(p.body)
            ]

        await discord_stub.wait_for(done, timeout=90)
        assert set(results(db)) == expected
        _iid, token = await discord_stub.slash(CHANNEL, ADMIN, "import", days=30)
        final = await discord_stub.wait_for(
            lambda: [f for f in discord_stub.followups(token) if "History imported" in str(f)],
            timeout=90,
        )
        assert f"read {total:,} messages, 0 results recorded" in str(final[-1])
        # it showed how far it got on the way, in the one message it edits
        assert any("So far: read" in str(f) for f in discord_stub.followups(token))
        assert set(results(db)) == expected
    finally:
        await second.stop()
        print(second.output())


async def _logged(bot: BotProcess, line: str, timeout: float = 10.0) -> None:
    """Until the bot's log says ``line`` (a stop asked for says nothing to Discord)."""
    async with asyncio.timeout(stretched(timeout)):
        while line not in bot.output():
            await asyncio.sleep(0.05)


COUNT = 2


def snowflake(shard: int, n: int) -> int:
    return ((300_000_000_000 + n * COUNT + shard) << 22) | 1234


SHARDED = {snowflake(s, n): [snowflake(s, n) + 1] for s in range(COUNT) for n in (1, 2)}


def set_clock(clock: Path, moment: float) -> None:
    """Move the processes' clock at once: a reader never sees the file half written."""
    written = clock.with_name(clock.name + ".new")
    written.write_text(str(moment))
    written.replace(clock)


async def ticked(clock: Path, process: BotProcess, times: int = 2) -> None:
    """Until ``process`` has run its daily jobs through ``times`` more times at the clock's
    present time (launch.py says each in ``….ticks``): the second began after this call,
    so it saw whatever had happened before it."""
    ticks = clock.with_name(clock.name + ".ticks")
    assert process.proc is not None
    line = f"{process.proc.pid} {WordleAppJobs.label} {clock.read_text()}"

    def count() -> int:
        return ticks.read_text().splitlines().count(line) if ticks.exists() else 0

    async def more(wanted: int) -> None:
        while count() < wanted:
            await asyncio.sleep(0.05)

    await asyncio.wait_for(more(count() + times), stretched(60))


async def test_the_daily_summary_goes_out_once_per_guild_and_day(tmp_path, postgres_url):
    clock = tmp_path / "clock"
    day = datetime.now(UTC).date()

    def at(hour, minute=0):
        return datetime(day.year, day.month, day.day, hour, minute, tzinfo=UTC).timestamp()

    set_clock(clock, at(8))
    stub = await FakeDiscord(SHARDED, shards=COUNT, max_concurrency=COUNT).start()
    env = {
        "HUDDLE_DATABASE_URL": postgres_url,
        "HUDDLE_SHARD_COUNT": str(COUNT),
        "FAKE_CLOCK_FILE": str(clock),
    }
    processes = [
        BotProcess(stub, tmp_path / f"p{n}.sqlite3", {**env, "HUDDLE_SHARDS": str(n)})
        for n in range(COUNT)
    ]
    guilds = sorted(SHARDED, key=lambda g: shard_of(g, COUNT))
    played = guilds[:3]  # three guilds have results, the fourth none
    quiet = [g for g in guilds if g not in played]

    def summaries(guild: int) -> list[dict]:
        return [p for p in stub.posts(SHARDED[guild][0]) if "yesterday's results" in str(p)]

    def confirmed(channel: int, mid: int) -> bool:
        return any(
            int((p.get("message_reference") or {}).get("message_id", 0)) == mid
            for p in stub.posts(channel)
        )

    try:
        await asyncio.gather(*(p.start() for p in processes))
        await stub.wait_for(lambda: len(stub.live_shards()) == COUNT, timeout=90)
        for guild in guilds:
            (channel,) = SHARDED[guild]
            iid, _ = await stub.slash(
                channel, ADMIN, "settings", summary_channel=f"<#{channel}>", summary_time="09:00"
            )
            await stub.wait_for(lambda iid=iid: stub.callbacks(iid))
        for guild in played:
            (channel,) = SHARDED[guild]
            mid = await stub.post_message(
                app_message(
                    stub,
                    channel,
                    summary_text(3, ["👑 3/6: <@41>", "5/6: <@42>"]),
                    mentions=(ANN, BEN),
                )
            )
            # counted (its reply says so) before the clock moves or its process stops
            await stub.wait_for(lambda c=channel, m=mid: confirmed(c, m), timeout=60)
        await asyncio.gather(*(ticked(clock, p) for p in processes))
        assert not any(summaries(g) for g in guilds)  # 08:00: not yet
        owner = shard_of(played[-1], COUNT)
        await processes[owner].stop()  # that guild's process is down at 09:00
        set_clock(clock, at(9, 30))
        up = [g for g in played if shard_of(g, COUNT) != owner]
        await stub.wait_for(lambda: all(summaries(g) for g in up), timeout=30)
        assert not summaries(played[-1])
        await processes[owner].start()  # back: the missed summary goes out, once
        await stub.wait_for(lambda: summaries(played[-1]), timeout=60)
        await processes[1 - owner].stop()
        await processes[1 - owner].start()  # a restart repeats nothing
        await asyncio.gather(*(ticked(clock, p) for p in processes))
        for guild in played:
            (post,) = summaries(guild)
            shown = shown_text(post)
            assert f"Wordle {today() - 1:,}: yesterday's results" in shown
            assert "👑 3/6: **ann**" in shown and "group streak 3 days" in shown
        assert not any(summaries(g) for g in quiet)  # no results, no post
    finally:
        for p in processes:
            await p.stop()
            print(p.output())
        await stub.stop()
