"""The Wordle app's results through the service, over a real SQLite store: stats, the
leaderboard, counting once, edits, plain names, the reaction style, /import, the daily
summary."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest

from bot.domain import Asker, Author, Incoming, Reply, Seen, snowflake_at
from bot.service import Huddle
from bot.wordle_app import AppMessage
from solver.game.rules import puzzle_on

GUILD, CHANNEL = 1, 10
ALICE, BOB, CAROL = Author(101, "alice"), Author(102, "bob"), Author(103, "Carol Ann")
NOW = datetime(2026, 11, 24, 9, 30, tzinfo=UTC).timestamp()  # a Tuesday
YESTERDAY = puzzle_on(datetime(2026, 11, 23).date())
SUMMARY = """**Your group is on a 12 day streak!** 🔥 Here are yesterday's results:
👑 3/6: <@101> @Carol Ann
4/6: <@102>
X/6: @stranger"""


class Members:
    """The guild's members as a front finds them."""

    def __init__(self, *members: Author) -> None:
        self.known = {m.id: m for m in members}

    def by_id(self, user_id: int) -> Author:
        return self.known.get(user_id, Author(user_id, "someone"))

    async def named(self, name: str) -> Author | None:
        return next((m for m in self.known.values() if m.name == name), None)


class Ids:
    def __init__(self, start: float = NOW) -> None:
        self.last = snowflake_at(start)

    def next(self) -> int:
        self.last += 1 << 22  # a millisecond later
        return self.last


@pytest.fixture
def clocked(huddle: Huddle) -> Huddle:
    huddle.clock = lambda: NOW
    return huddle


def app_post(mid: int, text: str = SUMMARY, sharer: Author | None = None) -> AppMessage:
    return AppMessage(CHANNEL, GUILD, mid, NOW, text, sharer)


async def results(huddle: Huddle) -> dict[int, tuple[int | None, str]]:
    found = await huddle.shares.store.results(GUILD)
    return {r.author_id: (r.result, r.source) for r in found if r.puzzle == YESTERDAY}


async def test_a_summary_feeds_stats_and_the_leaderboard_each_result_confirmed(clocked) -> None:
    members = Members(ALICE, BOB, CAROL)
    mid = Ids().next()
    reply = await clocked.on_app_post(app_post(mid), members)
    assert (
        reply is not None
        and reply.title == "4 results counted"
        and reply.lines
        == [
            f"alice 3/6 · streak 1 · Wordle {YESTERDAY:,}",
            f"Carol Ann 3/6 · streak 1 · Wordle {YESTERDAY:,}",
            f"bob 4/6 · streak 1 · Wordle {YESTERDAY:,}",
            f"@stranger X/6 · Wordle {YESTERDAY:,} (no member yet: `/link`)",
        ]
    )
    edited = AppMessage(CHANNEL, GUILD, mid, NOW, SUMMARY, edited=True)
    assert await clocked.on_app_post(edited, members) is None  # read again quietly
    assert await results(clocked) == {101: (3, "app"), 102: (4, "app"), 103: (3, "app")}
    stats = await clocked.shares.stats(GUILD, ALICE)
    assert "played **1**" in stats.lines[0] and "1 from the Wordle app" in stats.lines[0]
    board = await clocked.shares.leaderboard(GUILD, "week")
    ranked = [line.split("**")[1] for line in board.lines[:3]]
    assert set(ranked[:2]) == {"alice", "Carol Ann"} and ranked[2] == "bob"
    assert [u.name for u in await clocked.app.store.unresolved(GUILD)] == ["stranger"]


async def test_a_share_and_an_app_result_count_once_whichever_comes_first(clocked) -> None:
    ids = Ids()
    share = f"Wordle {YESTERDAY:,} 3/6\n\n⬛🟨⬛⬛⬛\n⬛🟩🟩⬛🟨\n🟩🟩🟩🟩🟩"
    await clocked.on_message(Incoming(CHANNEL, GUILD, ids.next(), ALICE, share))
    await clocked.on_app_post(app_post(ids.next()), Members(ALICE, BOB))
    assert (await results(clocked))[101] == (3, "share")  # the share keeps its grid
    assert len([r for r in await clocked.shares.store.results(GUILD, 101)]) == 1
    # bob's app line first, then his share: one result, now the share
    bob_share = share.replace("3/6", "4/6").replace("🟩🟩🟩🟩🟩", "⬛⬛⬛⬛⬛\n🟩🟩🟩🟩🟩")
    reply = await clocked.on_message(Incoming(CHANNEL, GUILD, ids.next(), BOB, bob_share))
    assert reply is not None and "replaces your earlier grid" not in "\n".join(reply.lines)
    assert (await results(clocked))[102] == (4, "share")
    assert len(await clocked.shares.store.results(GUILD, 102)) == 1


async def test_an_edited_summary_is_read_again_without_counting_twice(clocked) -> None:
    mid = Ids().next()
    members = Members(ALICE, BOB)
    await clocked.on_app_post(app_post(mid), members)
    await clocked.on_app_post(app_post(mid), members)
    assert len(await clocked.shares.store.results(GUILD)) == 2
    corrected = SUMMARY.replace("4/6: <@102>", "5/6: <@102>").replace("@Carol Ann", "")
    await clocked.on_app_post(app_post(mid, corrected), members)
    assert await results(clocked) == {101: (3, "app"), 102: (5, "app")}


async def test_a_plain_name_joins_the_member_who_appears_or_an_admin_links(clocked) -> None:
    ids = Ids()
    await clocked.on_app_post(app_post(ids.next()), Members(ALICE, BOB))
    assert {u.name for u in await clocked.app.store.unresolved(GUILD)} == {"Carol Ann", "stranger"}
    # Carol Ann writes in the guild: what was kept under her name is hers
    await clocked.on_message(Incoming(CHANNEL, GUILD, ids.next(), CAROL, "morning all"))
    assert (await results(clocked))[103] == (3, "app")
    # an admin links the other one
    admin = Asker(CHANNEL, GUILD, ALICE, ids.next())
    waiting = await clocked.answer("link", admin, {})
    assert "**@stranger**: 1 result" in waiting.lines
    dave = Author(104, "dave")
    linked = await clocked.answer("link", admin, {"name": "@stranger", "member": dave})
    assert linked.tone == "success" and "1 result" in linked.lines[0]
    assert (await results(clocked))[104] == (None, "app")
    assert await clocked.app.store.unresolved(GUILD) == []
    # the name is dave's from now on
    await clocked.on_app_post(app_post(ids.next(), SUMMARY.replace("12 day", "13 day")), Members())
    assert (await results(clocked))[104] == (None, "app")


async def test_the_reactions_style_gets_a_reaction_and_a_channel_not_listened_in_nothing(
    clocked,
) -> None:
    ids = Ids()
    await clocked.settings.change(GUILD, {"replies": "reactions"})
    reply = await clocked.on_app_post(app_post(ids.next()), Members(ALICE))
    assert reply is not None and reply.reaction == "✅" and not reply.lines
    await clocked.settings.change(GUILD, {"listen": "<#11>"})
    assert await clocked.on_app_post(app_post(ids.next()), Members(ALICE)) is None
    assert await clocked.on_app_post(app_post(ids.next(), "<@1> is playing"), Members()) is None


async def test_the_apps_results_are_confirmed_in_the_servers_language(clocked) -> None:
    """The app posts in English, but its results are confirmed to players in the server's
    language: read as posted, or counted by **Count this result** (then, where the server
    chose none, in the asker's)."""
    ids = Ids()
    await clocked.settings.change(GUILD, {"language": "pt"})
    read = await clocked.on_app_post(app_post(ids.next()), Members(ALICE, BOB, CAROL))
    assert read is not None and read.title == "4 resultados contados"
    assert read.lines[-1].endswith(" (ainda sem membro: `/vincular`)")
    one = "**Your group is on a 13 day streak!** 🔥 Here are yesterday's results:\n4/6: <@102>"
    counted = await clocked.count_app_post(app_post(ids.next(), one), Members(BOB), "en-US")
    assert counted.title.startswith("bob 4/6 · sequência 2 · ")  # the server's, not the asker's
    await clocked.settings.change(GUILD, {"language": "auto"})
    asked = await clocked.count_app_post(app_post(ids.next(), one), Members(BOB), "de")
    assert asked.title.startswith("bob 4/6 · Serie ")  # none chosen: the asker's language


async def test_a_share_post_is_the_sharers_share(clocked) -> None:
    share = f"Wordle {YESTERDAY:,} 2/6\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩"
    await clocked.on_app_post(app_post(Ids().next(), share, sharer=BOB), Members(BOB))
    found = await clocked.shares.store.shares(GUILD, YESTERDAY)
    assert [(s.author, s.result, s.source, len(s.rows)) for s in found] == [(BOB, 2, "share", 2)]


class History:
    """A channel's messages as a front's reader gives them, oldest first."""

    def __init__(self, members: Members) -> None:
        self.members = members
        self.messages: list[Seen] = []
        self.shown: list[Reply] = []
        self.pause_after: int | None = None

    def add(self, mid: int, author: Author, text: str, app: bool = False) -> None:
        incoming = Incoming(CHANNEL, GUILD, mid, author, text)
        self.messages.append(Seen(incoming, by_app=app, by_bot=app))

    async def history(self, after: int, until: int) -> AsyncIterator[Seen]:
        for seen in self.messages:
            if after < seen.message.message_id < until:
                await asyncio.sleep(0)
                yield seen

    async def progress(self, reply: Reply) -> None:
        self.shown.append(reply)


async def test_import_reads_history_once_however_often_it_runs(clocked) -> None:
    ids = Ids(NOW - 3 * 86_400)
    history = History(Members(ALICE, BOB, CAROL))
    history.add(
        ids.next(),
        ALICE,
        f"Wordle {YESTERDAY - 1:,} 4/6\n⬛🟨⬛⬛⬛\n⬛🟨⬛⬛⬛\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩",
    )
    history.add(ids.next(), BOB, "anyone up for a game?")
    history.add(ids.next(), Author(9, "other bot"), "Wordle 1,200 3/6", app=False)
    history.messages[-1] = Seen(history.messages[-1].message, by_app=False, by_bot=True)
    history.add(ids.next(), Author(1211781489931452447, "Wordle"), SUMMARY, app=True)
    history.add(ids.next(), CAROL, "Daily Quordle 1000\n4️⃣5️⃣\n6️⃣7️⃣")
    admin = Asker(CHANNEL, GUILD, ALICE, snowflake_at(NOW), reader=history)
    done = await clocked.answer("import", admin, {"days": 30})
    # alice's share, the summary's four players (one kept by name), carol's Quordle
    assert done.lines[0] == "Done: read 5 messages, 6 results recorded."
    again = await clocked.answer("import", admin, {"days": 30})
    assert again.lines[0] == "Done: read 5 messages, 0 results recorded."
    stats = await clocked.shares.store.results(GUILD, 101)
    # the summary was posted three days ago: it is about the day before that
    assert [(r.puzzle, r.result) for r in stats] == [(YESTERDAY - 3, 3), (YESTERDAY - 1, 4)]
    assert len(await clocked.shares.store.board_results(GUILD, "quordle")) == 1


async def test_a_second_import_while_one_runs_is_refused_and_a_stopped_one_goes_on(
    clocked,
) -> None:
    ids = Ids(NOW - 86_400)
    history = History(Members(ALICE))
    for n in range(40):
        puzzle = YESTERDAY - 40 + n
        history.add(ids.next(), ALICE, f"Wordle {puzzle:,} 3/6")
    admin = Asker(CHANNEL, GUILD, ALICE, snowflake_at(NOW), reader=history)
    running = asyncio.create_task(clocked.answer("import", admin, {"days": 30}))
    await asyncio.sleep(0)
    refused = await clocked.answer("import", admin, {"days": 30})
    assert refused.title == "Already importing"
    clocked.importer.stop()  # a graceful stop, midway
    paused = await running
    assert paused.title == "Import paused for a restart"
    stalled = await clocked.importer.stalled()
    assert len(stalled) == 1 and 0 < stalled[0].messages < 40
    clocked.importer.stopping = False  # the next start
    assert await clocked.importer.claim(stalled[0])
    finished = await clocked.importer.run(stalled[0], history)
    assert finished.lines[0] == "Done: read 40 messages, 40 results recorded."
    assert len(await clocked.shares.store.results(GUILD, 101)) == 40


async def test_the_daily_summary_is_posted_once_per_guild_and_day(clocked, store, solver) -> None:
    await clocked.settings.change(
        GUILD, {"summary_channel": "<#10>", "summary_time": "09:00", "timezone": "Europe/Berlin"}
    )
    posts: list[tuple[int, Reply]] = []

    async def post(channel_id: int, reply: Reply) -> int:
        posts.append((channel_id, reply))
        return len(posts)

    # nothing to say yet: no post, no claim
    assert await clocked.summary.post_due(lambda g: True, post) == 0
    await clocked.on_app_post(app_post(Ids().next()), Members(ALICE, BOB))
    # another process on the same database (the claim is the database's)
    other = Huddle(store, solver, clock=lambda: NOW)
    counts = await asyncio.gather(
        clocked.summary.post_due(lambda g: True, post), other.summary.post_due(lambda g: True, post)
    )
    assert sorted(counts) == [0, 1] and len(posts) == 1
    channel, summary = posts[0]
    assert channel == 10
    assert summary.title == f"Wordle {YESTERDAY:,}: yesterday's results"
    assert summary.lines[:3] == [
        "👑 3/6: **alice** and **Carol Ann**",
        "4/6: **bob**",
        "X/6: **stranger**",
    ]
    assert "group streak 12 days" in summary.lines[3] and "average 4.25" in summary.lines[3]
    assert await clocked.summary.post_due(lambda g: True, post) == 0  # a restart: no repeat


async def test_the_summary_waits_for_its_time_and_adds_the_week_on_mondays(clocked) -> None:
    await clocked.settings.change(
        GUILD, {"summary_channel": "<#10>", "summary_time": "11:00", "timezone": "Europe/Berlin"}
    )
    await clocked.on_app_post(app_post(Ids().next()), Members(ALICE, BOB))
    posts: list[Reply] = []

    async def post(channel_id: int, reply: Reply) -> int:
        posts.append(reply)
        return 1

    assert await clocked.summary.post_due(lambda g: True, post) == 0  # 10:30 in Berlin
    clocked.clock = lambda: NOW + 3600
    assert await clocked.summary.post_due(lambda g: False, post) == 0  # not this process's
    assert await clocked.summary.post_due(lambda g: True, post) == 1
    monday = await clocked.summary.compose(GUILD, YESTERDAY, ["week"])
    assert monday is not None and "**Leaderboard (this week)**" in monday.lines


async def test_the_summary_speaks_the_servers_language(clocked) -> None:
    """A summary is posted outside any request: it reads the server's language itself (its
    choice, else the locale Discord gives for the server, as ``Settings.language`` says)."""
    await clocked.settings.change(
        GUILD, {"summary_channel": "<#10>", "summary_time": "09:00", "timezone": "Europe/Berlin"}
    )
    await clocked.on_app_post(app_post(Ids().next()), Members(ALICE, BOB))
    posts: list[Reply] = []

    async def post(channel_id: int, reply: Reply) -> int:
        posts.append(reply)
        return len(posts)

    assert await clocked.summary.post_due(lambda g: True, post, lambda g: "pt-BR") == 1
    # the puzzle's number as Portuguese writes it (CLDR: a point between thousands)
    assert posts[0].title == f"Wordle {YESTERDAY}: os resultados de ontem"  # a name: ungrouped
    assert posts[0].lines[:2] == ["👑 3/6: **alice** e **Carol Ann**", "4/6: **bob**"]
    assert "sequência do grupo 12 dias" in posts[0].lines[3]


async def test_the_summary_says_who_moved_on_the_weeks_board_and_why(clocked) -> None:
    """Earlier this week Carol Ann trailed; yesterday's 3/6, on a day Alice needed 5 and
    Bob 6, lifts her past Bob, who drops."""
    ids = Ids(NOW - 5 * 86_400)
    week = {ALICE: [3, 3, 3], BOB: [4, 3, 4], CAROL: [4, 4, 5]}
    for player, costs in week.items():
        for days_ago, result in zip((4, 3, 2), costs, strict=True):
            await clocked.shares.store.add_share(
                GUILD, YESTERDAY - days_ago, player, ids.next(), result, False, []
            )
    hard_day = (
        "**Your group is on a 4 day streak!** 🔥 Here are yesterday's results:\n"
        "👑 3/6: @Carol Ann\n5/6: <@101>\n6/6: <@102>"
    )
    await clocked.on_app_post(app_post(Ids().next(), hard_day), Members(ALICE, BOB, CAROL))
    summary = await clocked.summary.compose(GUILD, YESTERDAY)
    assert summary is not None
    moved = [line for line in summary.lines if " up to " in line or " down to " in line]
    assert moved == [
        "**Carol Ann** up to 2nd after a 3/6 on a hard day",
        "**bob** down to 3rd after a 6/6 on a hard day",
    ]


async def test_an_admin_previews_the_summary_or_a_board_before_publishing(clocked) -> None:
    admin = Asker(CHANNEL, GUILD, ALICE, 1)
    empty = await clocked.answer("preview", admin)
    assert empty.title == "Nothing to publish" and empty.publish is None and empty.ephemeral
    await clocked.on_app_post(app_post(Ids().next()), Members(ALICE, BOB, CAROL))
    preview = await clocked.answer("preview", admin)
    assert preview.ephemeral and preview.publish == ("summary", "wordle")
    assert preview.title == f"Wordle {YESTERDAY:,}: yesterday's results"
    assert "only you see" in preview.lines[0]
    posted = await clocked.publish("summary", "wordle", admin)
    assert not posted.ephemeral and posted.lines == preview.lines[1:]
    board = await clocked.answer("preview", admin, {"what": "all"})
    assert board.title == "Leaderboard (all time)" and board.publish == ("all", "wordle")


async def test_a_game_started_and_never_finished_is_listed_apart_or_lost(clocked) -> None:
    """The app said Dana was playing yesterday's puzzle; no result of hers came. The
    summary lists her apart by default; with ``unfinished: loss`` it counts her game lost
    once it posts (a result that came since would stay)."""
    dana = Author(104, "dana")
    members = Members(ALICE, BOB, CAROL, dana)
    notice = AppMessage(CHANNEL, GUILD, Ids(NOW - 86_400).next(), NOW - 86_400, "<@104> is playing")
    assert await clocked.on_app_post(notice, members) is None  # nothing said in the channel
    await clocked.on_app_post(app_post(Ids().next()), members)
    summary = await clocked.summary.compose(GUILD, YESTERDAY)
    assert summary is not None and "Started, no result yet: **dana**" in summary.lines
    assert 104 not in {r.author_id for r in await clocked.shares.store.results(GUILD)}

    await clocked.settings.change(
        GUILD,
        {"unfinished": "loss", "summary_channel": "<#10>", "summary_time": "09:00"},
    )
    posted: list[Reply] = []

    async def post(channel_id: int, reply: Reply) -> int:
        posted.append(reply)
        return 77

    assert await clocked.summary.post_due(lambda g: True, post) == 1
    assert "X/6: **stranger** and **dana**" in posted[0].lines
    lost = {r.author_id: r.result for r in await clocked.shares.store.results(GUILD)}
    assert 104 in lost and lost[104] is None


async def test_the_summary_adds_the_months_board_on_the_first_as_the_server_chose(huddle) -> None:
    first = datetime(2026, 12, 1, 9, 30, tzinfo=UTC).timestamp()  # a Tuesday
    huddle.clock = lambda: first
    await huddle.settings.change(
        GUILD, {"summary_channel": "<#10>", "summary_time": "09:00", "summary_boards": "both"}
    )
    post_of_the_day = AppMessage(CHANNEL, GUILD, Ids(first).next(), first, SUMMARY)
    await huddle.on_app_post(post_of_the_day, Members(ALICE, BOB, CAROL))
    posts: list[Reply] = []

    async def post(channel_id: int, reply: Reply) -> int:
        posts.append(reply)
        return 1

    assert await huddle.summary.post_due(lambda g: True, post) == 1
    assert "**Leaderboard (this month)**" in posts[0].lines
    assert "**Leaderboard (this week)**" not in posts[0].lines  # not a Monday
    shown = await huddle.settings.change(GUILD, {})
    assert any("the month's on the 1st" in line for line in shown.lines)
