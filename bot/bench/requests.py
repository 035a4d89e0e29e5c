"""Benchmarks (not tests): how fast the bot's parts answer on this machine."""

from __future__ import annotations

import json
import os
import random
import sys
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from bot.advisor import Advisor
from bot.bench.configured import bench_huddle, configured_solver
from bot.bench.percentiles import summary as _summary
from bot.games._wordle import OneBoard
from bot.parsing import parse_message
from solver import Guess, Solver, score
from solver.bench.percentiles import latency
from solver.engine.advice import Advice
from solver.filtering.results import Suggestion
from solver.game.feedback import notation, to_emoji
from solver.game.plays import one_board
from solver.game.variants import WORDLE
from solver.support.deadline import Clock

if TYPE_CHECKING:
    from bot.service import Huddle

MESSAGE_LIMIT = 4000


def _sample_messages(solver: Solver, rng: random.Random) -> list[str]:
    """Pastes and chat up to Discord's 4,000 characters, worst cases included."""
    words = solver.answers.words
    corpus = []
    for _ in range(300):
        secret = rng.choice(words)
        played = rng.sample(words, rng.randint(1, 6))
        kind = rng.randrange(4)
        if kind == 0:
            lines = [notation(w, score(w, secret)) for w in played]
        elif kind == 1:
            lines = [f"{w.upper()} {to_emoji(score(w, secret))}" for w in played]
        elif kind == 2:
            rows = [to_emoji(score(w, secret)) for w in [*played, secret]]
            lines = [f"Wordle {rng.randint(0, 1600):,} {len(rows)}/6", "", *rows]
        else:
            lines = [" ".join(rng.choices(words, k=12)) for _ in range(40)]
        corpus.append("\n".join(lines)[:MESSAGE_LIMIT])
    # worst cases: the longest message, all tiles, all letters, one huge line
    corpus.append(("🟩⬛⬛🟨⬛\n" * 1000)[:MESSAGE_LIMIT])
    corpus.append(("crane 20010 " * 400)[:MESSAGE_LIMIT])
    corpus.append("x" * MESSAGE_LIMIT)
    corpus.append(("Wordle 1,234 6/6\n\n" + "⬛⬛⬛⬛⬛\n" * 5 + "🟩🟩🟩🟩🟩\n") * 60)
    return [m[:MESSAGE_LIMIT] for m in corpus]


def bench_parse(as_json: bool = False, rounds: int = 5) -> int:
    solver = configured_solver()
    solver.table  # noqa: B018 - load once, as the bot does at start-up
    messages = _sample_messages(solver, random.Random(1))
    for m in messages:  # warm the caches the bot would have warm
        parse_message(m, solver)
    times = []
    for _ in range(rounds):
        for m in messages:
            started = time.perf_counter()
            parse_message(m, solver)
            times.append((time.perf_counter() - started) * 1000)
    result = {
        "messages": len(times),
        "max_chars": max(map(len, messages)),
        **latency(times),
    }
    if as_json:
        print(json.dumps(result))
    else:
        print(
            f"parsed {result['messages']} messages (up to {result['max_chars']} chars): "
            f"p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms, max {result['max_ms']} ms"
        )
    return 0


def bench_replies(
    as_json: bool = False, pastes: int = 1000, channels: int = 20, building: bool = False
) -> int:
    """Drive pasted guesses across channels through the console path (parser, session,
    store, renderer) and report reply latency and peak memory; with ``building``, while
    the tree after a hard-mode opener first seen builds in the background (bot/trees.py),
    as the bot builds one."""
    import asyncio
    import resource
    import tempfile
    from pathlib import Path

    from bot.fronts.console import Console
    from bot.service import Huddle
    from bot.store import SQLiteStore, Store

    async def drive() -> list[float]:
        with tempfile.TemporaryDirectory() as tmp:
            store = await SQLiteStore(Path(tmp) / "bench.sqlite3").open()
            try:
                return await play(store)
            finally:
                await store.close()

    async def play(store: Store) -> list[float]:
        rng = random.Random(7)
        huddle = Huddle(store, configured_solver(), build_trees=building)
        await huddle.warm_up()
        if building:
            await tree_building(huddle)
        sink = open(os.devnull, "w")  # noqa: SIM115 - closed below
        consoles = [Console(huddle, sink) for _ in range(channels)]
        for n, console in enumerate(consoles):
            console.channel = f"bench-{n}"
        words = huddle.solver.answers.words
        secrets = [rng.choice(words) for _ in consoles]
        played = [0] * channels
        latencies = []
        for i in range(pastes):
            c = i % channels
            if played[c] >= 5:  # keep games going: start a new one after five rows
                await consoles[c].command("reset")
                secrets[c], played[c] = rng.choice(words), 0
            guess = rng.choice(huddle.solver.guesses.words)
            line = f"@player{rng.randrange(50)} {notation(guess, score(guess, secrets[c]))}"
            started = time.perf_counter()
            await consoles[c].feed(line)
            latencies.append((time.perf_counter() - started) * 1000)
            played[c] += 1
        sink.close()
        if building and not huddle.advisor.trees.building:
            raise SystemExit("the tree was built before the pastes ended: no figure")
        huddle.close()  # the build in hand is stopped, its tree never written
        return latencies

    times = asyncio.run(drive())
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    result = {
        "pastes": len(times),
        "channels": channels,
        **latency(times),
        "peak_rss_mb": round(peak_mb, 1),
    }
    if as_json:
        print(json.dumps(result))
    else:
        print(
            f"{result['pastes']} pasted guesses over {channels} channels: reply latency "
            f"p50 {result['p50_ms']} ms, p99 {result['p99_ms']} ms, max {result['max_ms']} ms; "
            f"peak RSS {result['peak_rss_mb']} MB"
        )
    return 0


async def tree_building(huddle: Huddle) -> None:
    """Start the build of the tree after a hard-mode opener no tree covers (a seeded pick,
    solver/bench/new_openers.py; first seen: any tree or note of it removed) and wait
    until its process runs."""
    import asyncio

    from bot.lanes import DEFAULT_WORDS
    from solver.bench.new_openers import new_openers
    from solver.search.built_trees import abandoned_path, built_tree_path

    (opener,) = new_openers(huddle.solver, 1, seed=0)
    key = huddle.solver.book_key(True)
    built_tree_path(key, opener).unlink(missing_ok=True)
    abandoned_path(key, opener).unlink(missing_ok=True)
    huddle.advisor.opened(DEFAULT_WORDS, opener, True)
    while not huddle.advisor.trees.building:
        await asyncio.sleep(0.1)
    print(f"pasting while the tree after {opener.upper()} (hard) builds", file=sys.stderr)


def bench_boards(as_json: bool = False, games: int = 20) -> int:
    """Play ``games`` games of each multi-board kind through the service (real SQLite):
    players take the policy's guess seven times in ten and a random answer-list word
    otherwise, so positions are varied and some wide.  At every position, time /hint
    cold (the advisor's search with /hint's deadline, nothing remembered) and the reply to
    the paste that follows (what a player waits for)."""
    import asyncio

    from bot.service import Asker, Author, Incoming
    from solver.boards.advice import HINT_SECONDS
    from solver.game.variants import VARIANTS
    from solver.support.deadline import Deadline

    async def drive() -> dict[str, dict]:
        out: dict[str, dict] = {}
        async with bench_huddle() as huddle:
            policy = huddle.advisor.engines.default.boards
            words = huddle.solver.answers.words
            message = 1
            for name in ("dordle", "quordle", "octordle"):
                kind, rng = VARIANTS[name], random.Random(5)
                replies, hints, won = [], [], 0
                for game in range(games):
                    channel = 1000 * kind.boards + game
                    at = Asker(channel, 1, Author(1, "p1"), message)
                    await huddle.answer("new", at, {"game": name})
                    answers = rng.sample(words, kind.boards)
                    solved: set[int] = set()
                    for _ in range(kind.rows):
                        session = await huddle.games.store.current_session(channel)
                        assert session is not None
                        started = time.perf_counter()
                        advice = await asyncio.to_thread(
                            policy.advise,
                            session.histories(),
                            kind,
                            len(session.guesses),
                            5,
                            Deadline(HINT_SECONDS),
                        )
                        hints.append((time.perf_counter() - started) * 1000)
                        word = advice.suggestions[0].word
                        if rng.random() < 0.3:
                            word = rng.choice(words)
                        marks = [
                            "-" if b in solved else "".join(map(str, score(word, a)))
                            for b, a in enumerate(answers)
                        ]
                        text = f"{word} {' '.join(marks)}"
                        message += 1
                        started = time.perf_counter()
                        await huddle.on_message(Incoming(channel, 1, message, Author(1, "p"), text))
                        replies.append((time.perf_counter() - started) * 1000)
                        solved |= {b for b, a in enumerate(answers) if a == word}
                        if len(solved) == kind.boards:
                            won += 1
                            break
                out[name] = {
                    "games": games,
                    "won": won,
                    "reply": _summary(replies),
                    "hint_cold": _summary(hints),
                }
        return out

    return _report(
        asyncio.run(drive()),
        as_json,
        lambda name, r: (
            f"{name}: {r['games']} games ({r['won']} won), reply to a paste p50 "
            f"{r['reply']['p50_ms']} ms, p99 {r['reply']['p99_ms']} ms, max "
            f"{r['reply']['max_ms']} ms over {r['reply']['count']}; /hint cold p50 "
            f"{r['hint_cold']['p50_ms']} ms, p99 {r['hint_cold']['p99_ms']} ms, max "
            f"{r['hint_cold']['max_ms']} ms"
        ),
    )


def _report(result: dict[str, dict], as_json: bool, line: Callable[[str, dict], str]) -> int:
    """A bench's result per game kind or mode: one JSON object, or one line each."""
    if as_json:
        print(json.dumps(result))
    else:
        for name, r in result.items():
            print(line(name, r))
    return 0


def six_row_games(solver: Solver, rng: random.Random, games: int) -> list[list[Guess]]:
    """Games that took all six rows: two words from anywhere (a slow start), then possible
    answers at random; won on the sixth or lost."""
    out: list[list[Guess]] = []
    while len(out) < games:
        answer, played = rng.choice(solver.answers.words), list[Guess]()
        for turn in range(6):
            pool = solver.guesses.words if turn < 2 else solver.candidates(played).words
            word = rng.choice(pool)
            played.append(Guess(word, score(word, answer)))
            if word == answer:
                break
        if len(played) == 6:
            out.append(played)
    return out


def bench_analysis(as_json: bool = False, games: int = 120) -> int:
    """``/analysis`` of six-row games, each asked cold (no game or position remembered),
    in both modes, through the advisor the bot uses: its latency per game."""
    solver = configured_solver()
    played = six_row_games(solver, random.Random(5), games)
    return _cold_requests(
        solver,
        lambda hard: played,
        lambda wordle, game, hard: wordle.analyse(game, [hard] * len(game)),
        lambda mode, r: f"/analysis of {r['count']} six-row games ({mode}, cold)",
        as_json,
    )


Asked = TypeVar("Asked")
Answer = TypeVar("Answer")


def _cold_requests(
    solver: Solver,
    items: Callable[[bool], Sequence[Asked]],
    ask: Callable[[OneBoard, Asked, bool], Awaitable[Answer]],
    name: Callable[[str, dict], str],
    as_json: bool,
    same: Callable[[Answer, Answer], bool] | None = None,
    clock: Clock = time.perf_counter,
) -> int:
    """Time ``ask`` on each of ``items`` in both modes, with nothing remembered before each
    (a fresh process's answer), and report the percentiles per mode.  With ``same``, each
    item is also asked of a second advisor that forgets nothing (a process that has been
    answering all along, as a paste's reply is), and the answers ``same`` holds alike are
    counted: what a request gets must not depend on what was asked before.  ``clock`` is
    what both advisors' deadlines read (a test's stands still: no answer cut short)."""
    import asyncio

    solver.table  # noqa: B018 - built at start-up in the bot
    running = configured_solver() if same else None

    async def drive(hard: bool) -> dict:
        advisor, times, alike = Advisor(solver, clock=clock), [], 0
        cold_game = OneBoard(WORDLE, advisor)
        remembering = (
            OneBoard(WORDLE, Advisor(running, clock=clock)) if running is not None else None
        )
        asked = items(hard)
        for item in asked:
            advisor.forget()
            started = time.perf_counter()
            cold = await ask(cold_game, item, hard)
            times.append((time.perf_counter() - started) * 1000)
            if same is not None and remembering is not None:
                alike += same(cold, await ask(remembering, item, hard))
        return {**_summary(times), **({"alike": alike} if same else {})}

    result = {mode: asyncio.run(drive(mode == "hard")) for mode in ("normal", "hard")}
    return _report(
        result,
        as_json,
        lambda mode, r: (
            f"{name(mode, r)}: p50 {r['p50_ms']} ms, p99 {r['p99_ms']} ms, max {r['max_ms']} ms"
            + (f"; the same first pick warm as cold at {r['alike']}" if "alike" in r else "")
        ),
    )


def walk_positions(hard: bool) -> list[list[Guess]]:
    """Every position of the exact walk over the bot's own lists past its opening (the
    NYT's answers, today's guesses, the bench's policy: the games a player following the
    advice meets), as the history that reaches it."""
    import numpy as np

    from solver.bench.policy import make_strategy
    from solver.bench.walk import Line, choose_opener, play_all, walk_histories
    from solver.lists.wordlists import answers, valid

    answer_list, guess_list = answers(), valid()
    strategy, words = make_strategy(answer_list, guess_list, hard)
    opener = choose_opener(strategy, words, answer_list, guess_list, hard)
    tree: list[Line] = []
    play_all(strategy, words.index[opener], np.arange(len(answer_list)), tree=tree)
    return [history for history, _ in walk_histories(tree, words)]


def bench_hints(as_json: bool = False) -> int:
    """``/hint`` asked cold (nothing remembered) at every position of the benchmark walk,
    in both modes, through the advisor the bot uses: its whole list (a paste's reply
    names its first pick, searched for alone, so this bounds the reply's solver time)."""
    return _cold_requests(
        configured_solver(),
        walk_positions,
        lambda wordle, history, hard: wordle.listed(one_board(history), hard),
        lambda mode, r: f"/hint cold at {r['count']} positions of the benchmark walk ({mode})",
        as_json,
        same=lambda cold, warm: _first(cold) == _first(warm),
    )


def _first(advice: Advice[Suggestion]) -> str | None:
    """The best next guess a reply names and /hint lists first."""
    return advice.suggestions[0].word if advice.suggestions else None
