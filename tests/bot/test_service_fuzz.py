"""The whole service under random and hostile use: a hypothesis state machine.

Random sequences of messages, edits, deletes and every slash command, with random and
hostile arguments, across channels in two guilds and a DM, on a real SQLite file and the
real solver.  After every step:

- no exception escaped, and every reply fits Discord's limits (embed title 256,
  description 4,096, total 6,000; the bot sends no plain content);
- no session holds more than its game's rows (six for Wordle);
- each board's candidates equal a brute-force filter of its history (the reference scorer
  against every valid word, and the played words the list lacks), in Wordle and in the
  multi-board games alike;
- nothing crosses channels: a session holds only guesses from messages sent to it.

A few hundred steps run in the fast suite; ``-m slow`` runs at least 100,000
(``HUDDLE_FUZZ_STEPS`` sets another count) and prints how many it ran.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import time
from collections import defaultdict
from collections.abc import AsyncIterator
from functools import cache, lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from bot.bench.stress import ills_family
from bot.commands import COMMANDS
from bot.domain import Asker, Seen, Status, Upload, personal_channel
from bot.fronts.render import LAYOUT_TEXT_LIMIT, as_message
from bot.games import SQLGames, status_of
from bot.service import Author, Huddle, Incoming, Reply, in_full
from bot.store import SQLiteStore
from bot.wordle_app import AppMessage
from solver import Guess, Solver, score
from solver.game.feedback import notation, to_emoji
from solver.game.plays import misplaced
from solver.game.variants import ENGLISH_FIVE, Words
from solver.lists.wordlists import lists_of

# (channel, guild): two channels in guild 1, one in guild 2, and a DM (no guild)
CHANNELS = [(101, 1), (102, 1), (201, 2), (301, None)]
WORDS = [
    "crane", "slate", "moist", "bumpy", "fuzzy", "vivid", "chess", "swiss", "cigar", "rebut",
    "sissy", "humph", "awake", "blush", "focal", "evade", "naval", "serve", "heath", "dwarf",
    "model", "karma", "stink", "grade", "quiet", "bench", "abate", "feign", "major", "death",
]  # fmt: skip
UNLISTED = ["qzxvj", "iltts", "zowgh"]
HOSTILE = [
    "", " ", "@everyone", "<@123> <@&456>", "x" * 4000, "🟩" * 300, "\u202eRTL\u200b", "||x||",
    "Wordle 1,234 3/6\n\n⬛⬛⬛⬛🟨\n🟨⬛🟩⬛⬛\n🟩🟩🟩🟩🟩", "Daily Quordle 1234",
    "crane 🟩⬛⬛🟨",
    "CRANES=c.a.e.", ills_family(17), ills_family(6), "crane 20010 " * 20,
    "Daily Quordle 1234\n8️⃣5️⃣\n4️⃣🟥", "Daily Octordle #553\n8️⃣🔟\n🕛🕐\n5️⃣4️⃣\n6️⃣9️⃣",
    "Daily Dordle #0078 4&X/7", "Daily Quordle 99\n9️⃣9️⃣\n🔟4️⃣", "crane 20010 00100 00000",
    "crane - - - -", "CRANE\n20010\n-\n", "crane " + "20010 " * 16,
]  # fmt: skip
GAMES = ["wordle", "dordle", "quordle", "octordle", "sedecordle"]
PATTERN = st.tuples(*[st.integers(0, 2)] * 5)


@cache
def shared_solver(words: Words = ENGLISH_FIVE) -> Solver:
    """The engine over a game's words (English five letters unless a game played others)."""
    return Solver() if words is ENGLISH_FIVE else Solver(*lists_of(words))


@cache
def partition(word: str, words: Words = ENGLISH_FIVE) -> dict[tuple[int, ...], frozenset[str]]:
    """Every valid word grouped by the feedback ``word`` gets against it, by the reference
    scorer: one pass per played word, so each check is a lookup."""
    groups: dict[tuple[int, ...], set[str]] = defaultdict(set)
    for w in shared_solver(words).guesses.words:
        groups[tuple(score(word, w))].add(w)
    return {p: frozenset(ws) for p, ws in groups.items()}


def allowed_by(word: str, pattern: tuple[int, ...], words: Words = ENGLISH_FIVE) -> frozenset[str]:
    """Every valid word that gives ``pattern`` to ``word``, by the reference scorer."""
    return partition(word, words).get(tuple(pattern), frozenset())


@lru_cache(maxsize=4096)  # the boards of recent steps: the slow run's 100,000 make many
def allowed_after(
    history: tuple[tuple[str, tuple[int, ...]], ...], words: Words = ENGLISH_FIVE
) -> frozenset[str]:
    """Every valid word that gives each played word its pattern, by the reference scorer:
    the first word's by its partition (one pass serves every board it opened), each later
    one's over what the earlier ones left, so a board grown by a row scores only the words
    still in it."""
    *before, (word, pattern) = history
    if not before:
        return allowed_by(word, pattern, words)
    return frozenset(w for w in allowed_after(tuple(before), words) if score(word, w) == pattern)


def _upload(text: str) -> Upload:
    data = text.encode("utf-8", "surrogatepass")
    return Upload("fuzz.txt", data, len(data))


class Channel:
    """What a front gives a command that reads the channel (``/import``), and the Wordle
    app's members: its history here is the chat the machine posted, in order."""

    def __init__(self, posted: list[Incoming]) -> None:
        self.posted = posted

    @property
    def members(self) -> Channel:
        return self

    def by_id(self, user_id: int) -> Author:
        return Author(user_id, f"p{user_id}")

    async def named(self, name: str) -> Author | None:
        return Author(int(name[1:]), name) if name[1:].isdigit() and name[:1] == "p" else None

    async def history(self, after: int, until: int) -> AsyncIterator[Seen]:
        for msg in list(self.posted):
            if after < msg.message_id < until:
                yield Seen(msg, by_app=False, by_bot=False)

    async def progress(self, reply: Reply) -> None:
        fits_discord(reply)


def fits_discord(reply: Reply) -> None:
    sent = as_message(reply)
    if "poll" in sent:  # a vote: its text as content, its answers within Discord's limits
        assert len(sent["content"]) <= 2000 and len(sent["poll"].answers) <= 10
        assert all(len(a.text) <= 55 for a in sent["poll"].answers)
        return
    if "embed" not in sent:  # a picture reply's layout
        assert sent["view"].content_length() <= LAYOUT_TEXT_LIMIT
        return
    embed = sent["embed"]
    assert len(embed.title or "") <= 256
    assert len(embed.description or "") <= 4096
    assert len(embed) <= 6000


class Service(RuleBasedStateMachine):
    steps = 0  # rules run, over every example

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.tmp = tempfile.TemporaryDirectory()
        self.store = self.run(SQLiteStore(Path(self.tmp.name) / "fuzz.sqlite3").open())
        self.huddle = Huddle(self.store, shared_solver())
        self.sent: dict[int, set[int]] = defaultdict(set)  # channel -> message ids sent there
        self.posted: dict[int, list[Incoming]] = defaultdict(list)  # channel -> its chat
        self.next_id = 1 << 40
        self.secret = dict.fromkeys((c for c, _ in CHANNELS), "cigar")
        self.boards = dict.fromkeys((c for c, _ in CHANNELS), ["cigar"] * 8)
        self.checked: dict[int, tuple] = {}  # channel -> the history last checked

    def run(self, coro):
        return self.loop.run_until_complete(coro)

    def teardown(self) -> None:
        self.run(self.store.close())
        self.loop.close()
        self.tmp.cleanup()

    def _id(self, channel: int) -> int:
        self.next_id += 1
        self.sent[channel].add(self.next_id)
        return self.next_id

    def check(self, reply: Reply | None) -> None:
        Service.steps += 1
        if reply is not None:
            fits_discord(reply)
            if reply.fuller is not None:  # the edit that follows it must fit too
                fits_discord(self.run(in_full(reply)))

    @initialize(
        secrets=st.lists(st.sampled_from(WORDS), min_size=4, max_size=4),
        boards=st.lists(
            st.lists(st.sampled_from(WORDS), min_size=8, max_size=8), min_size=4, max_size=4
        ),
    )
    def pick_secrets(self, secrets: list[str], boards: list[list[str]]) -> None:
        self.secret = {c: w for (c, _), w in zip(CHANNELS, secrets, strict=True)}
        self.boards = {c: b for (c, _), b in zip(CHANNELS, boards, strict=True)}

    # -- messages --------------------------------------------------------------------

    def _lines(self, data, channel: int) -> str:
        kind = data.draw(
            st.sampled_from(["fits", "random", "unlisted", "share", "hostile", "boards"])
        )
        words = data.draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=7))
        if kind == "boards":  # each board scored against its answer, "-" once it is solved
            secrets = self.boards[channel][: data.draw(st.sampled_from([2, 4, 8]))]
            lines, solved = [], set()
            for w in words:
                marks = [
                    "-" if b in solved else "".join(map(str, score(w, a)))
                    for b, a in enumerate(secrets)
                ]
                solved |= {b for b, a in enumerate(secrets) if a == w}
                lines.append(f"{w} {' '.join(marks)}")
            return "\n".join(lines)
        if kind == "fits":
            return "\n".join(notation(w, score(w, self.secret[channel])) for w in words)
        if kind == "random":
            return "\n".join(f"{w} {''.join(map(str, data.draw(PATTERN)))}" for w in words)
        if kind == "unlisted":  # a typo, refused; or marked as played anyway, taken
            word = data.draw(st.sampled_from(UNLISTED))
            row = notation(word, score(word, self.secret[channel]))
            return row.replace("=", "!=", 1) if data.draw(st.booleans()) else row
        if kind == "share":
            answer = data.draw(st.sampled_from(WORDS))
            rows = [score(w, answer) for w in words[:5]] + [score(answer, answer)]
            hard = data.draw(st.booleans())
            puzzle = data.draw(st.integers(1000, 1003))
            header = f"Wordle {puzzle:,} {len(rows)}/6{'*' * hard}"
            return header + "\n\n" + "\n".join(to_emoji(r) for r in rows)
        return data.draw(st.one_of(st.sampled_from(HOSTILE), st.text(max_size=60)))

    @rule(where=st.sampled_from(CHANNELS), data=st.data(), author=st.integers(1, 4))
    def post(self, where, data, author) -> None:
        channel, guild = where
        text = self._lines(data, channel)
        msg = Incoming(channel, guild, self._id(channel), Author(author, f"p{author}"), text)
        self.posted[channel].append(msg)
        self.check(self.run(self.huddle.on_message(msg)))

    @rule(
        where=st.sampled_from(CHANNELS),
        lines=st.lists(
            st.one_of(
                st.sampled_from(["👑 3/6: <@1> @p2", "X/6: @p9 <@!3>", "4/6: @ghost\\_x"]),
                st.sampled_from(HOSTILE),
                st.text(max_size=40),
            ),
            max_size=6,
        ),
        streak=st.integers(-5, 2**40),
    )
    def wordle_app(self, where, lines, streak) -> None:
        """The official Wordle app posts a summary: never a reply, at most a reaction."""
        channel, guild = where
        if guild is None:  # the app posts in servers only
            self.check(None)
            return
        header = f"**Your group is on a {streak} day streak!** 🔥 Here are yesterday's results:"
        text = "\n".join([header, *lines])
        post = AppMessage(channel, guild, self._id(channel), time.time(), text)
        reply = self.run(self.huddle.on_app_post(post, Channel([])))
        # its new results confirmed, a reaction or a line a player; else silence
        assert reply is None or bool(reply.reaction) != bool(reply.title)
        self.check(None)

    @rule(where=st.sampled_from(CHANNELS), data=st.data(), pick=st.integers(0, 50))
    def edit(self, where, data, pick) -> None:
        channel, guild = where
        ids = sorted(self.sent[channel])
        if not ids:
            self.check(None)
            return
        text = self._lines(data, channel)
        msg = Incoming(channel, guild, ids[pick % len(ids)], Author(1, "p1"), text)
        self.check(self.run(self.huddle.on_edit(msg)))

    @rule(where=st.sampled_from(CHANNELS), pick=st.integers(0, 50))
    def delete(self, where, pick) -> None:
        channel, _ = where
        ids = sorted(self.sent[channel])
        if ids:
            self.run(self.huddle.on_delete(channel, ids[pick % len(ids)]))
        self.check(None)

    # -- slash commands --------------------------------------------------------------

    @rule(
        where=st.sampled_from(CHANNELS),
        command=st.sampled_from([c.name for c in COMMANDS]),
        number=st.integers(-(2**53), 2**53),  # Discord's integer options
        text=st.one_of(st.sampled_from(WORDS + UNLISTED + HOSTILE), st.text(max_size=30)),
        feedback=st.one_of(st.text(max_size=12), PATTERN.map(to_emoji)),
        flag=st.booleans(),
        period=st.sampled_from(["week", "month", "all"]),
    )
    def command(self, where, command, number, text, feedback, flag, period) -> None:
        channel, guild = where
        h, home, author = self.huddle, guild or channel, Author(number % 5, "p")
        calls = {
            "new": lambda: h.games.new(channel, guild, GAMES[number % 5] if flag else text),
            "hint": lambda: h.games.hint(channel, number),
            "status": lambda: h.games.status(channel),
            "candidates": lambda: h.games.candidates(
                channel, number, number % 19 - 1 if flag else None
            ),
            "why": lambda: h.games.why(channel, text, number % 19 - 1 if flag else None),
            "undo": lambda: h.games.undo(channel),
            "reset": lambda: h.games.reset(channel),
            "mode": lambda: h.games.mode(channel, flag),
            "spoilers": lambda: h.games.spoilers(channel, flag),
            "deduce": lambda: h.shares.deduce(home, None if flag else number),
            "analysis": lambda: h.games.analysis(channel),
            "stats": lambda: h.shares.stats(home, author, GAMES[number % 4]),
            "leaderboard": lambda: h.shares.leaderboard(home, period, GAMES[number % 4]),
            "forgetme": lambda: h.shares.forget(author),
            "history": lambda: h.shares.history(home, author, GAMES[number % 4]),
            "compare": lambda: h.shares.compare(
                home, author, Author((number + 1) % 5, "q"), GAMES[number % 4]
            ),
            "export": lambda: h.shares.export(
                Asker(channel, guild, author, self._id(channel)), "json" if flag else "csv", flag
            ),
            "preview": lambda: h.summary.preview(
                guild, "summary" if flag else period, GAMES[number % 4]
            ),
            # what leaves the channels' chat as the model expects it: listening and replies
            # in full are the defaults this machine keeps
            "settings": lambda: h.settings.change(
                guild, {"timezone": text, "summary_time": feedback, "hard": "on" if flag else None}
            ),
            "colours": lambda: h.settings.colours(author.id, flag),
            # shown, or refused whatever the file holds (a list taken would change the
            # games this model plays, so each upload here carries a line no list may hold)
            "wordlist": lambda: h.lists.change(
                guild, {"answers": None if flag else _upload(f"{text}\n{feedback}\n1")}
            ),
            "import": lambda: h.importer.command(
                Asker(
                    channel, guild, author, self._id(channel), reader=Channel(self.posted[channel])
                ),
                number,
            ),
            "link": lambda: h.app.link(guild, text, author if flag else None),
            "vote": lambda: h.votes.open(Asker(channel, guild, author, self._id(channel)), number),
            "guess": lambda: h.games.guess(
                channel, guild, self._id(channel), author, text, feedback
            ),
            "solve": lambda: h.games.solve(
                personal_channel(author.id),
                self._id(personal_channel(author.id)),
                author,
                f"{text} {feedback}",
                flag,
            ),
        }
        reply = self.run(h.help.page() if command == "help" else calls[command]())
        self.check(reply)

    # -- invariants ------------------------------------------------------------------

    @invariant()
    def sessions_are_sound(self) -> None:
        for channel, _ in CHANNELS:
            session = self.run(SQLGames(self.store).current_session(channel))
            if session is None:
                continue
            assert len(session.guesses) <= session.kind.rows
            assert {g.message_id for g in session.guesses} <= self.sent[channel]
            # one order of rows: the status and every board's rows hold in the order shown
            assert [g.message_id for g in session.guesses] == sorted(
                g.message_id for g in session.guesses
            )
            if session.status != Status.RESET:
                assert session.status == status_of(session.plays, session.kind)
                assert misplaced(session.plays) is None
            if session.status != Status.ACTIVE or not session.guesses:
                continue
            played = tuple((g.word, g.patterns) for g in session.guesses)
            if self.checked.get(channel) == played:
                continue  # unchanged since the last step: already checked
            self.checked[channel] = played
            solver = shared_solver(session.kind.words)  # a game of other words: its own
            for board in session.histories():
                history = [(g.word, g.pattern) for g in board]
                if not any(p == (2,) * solver.length for _, p in history):
                    self.board_is_sound(solver, history)

    @staticmethod
    def board_is_sound(solver: Solver, history: list[tuple[str, tuple[int, ...]]]) -> None:
        listed = set(solver.guesses.words)
        unlisted = {w for w, _ in history if w not in listed}
        played = tuple((word, tuple(pattern)) for word, pattern in history)
        valid = set(allowed_after(played, solver.source or ENGLISH_FIVE))
        for word, pattern in history:
            unlisted = {u for u in unlisted if score(word, u) == pattern}
        likely = {w for w in valid if w in solver.answers}
        cands = solver.candidates([Guess(w, p) for w, p in history])
        assert cands.possible == len(valid) + (0 if likely else len(unlisted))
        assert cands.likely == len(likely)
        assert set(cands.words) == (likely or valid | unlisted)


FAST = settings(
    max_examples=12,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)
SLOW = settings(
    max_examples=25,  # per round: rounds repeat until the step count is reached
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)


def run_steps(at_least: int, each: settings) -> int:
    """Run the machine until at least this many steps were taken; returns how many."""
    Service.steps = 0
    while Service.steps < at_least:
        Service.TestCase.settings = each
        Service.TestCase().runTest()
    return Service.steps


def test_service_state_machine() -> None:
    assert run_steps(200, FAST) >= 200


@pytest.mark.slow
def test_service_state_machine_100k_steps() -> None:
    target = int(os.environ.get("HUDDLE_FUZZ_STEPS", "100000"))
    started = time.perf_counter()
    done = run_steps(target, SLOW)
    print(f"\nservice state machine: {done:,} steps in {time.perf_counter() - started:.0f} s")
    assert done >= target
