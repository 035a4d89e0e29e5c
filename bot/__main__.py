"""``python -m bot [console | sync | parse | db … | cluster … | bench …]``.

No argument runs the Discord bot."""

from __future__ import annotations

from bot.ops.stopping import Stopped, catch_stops, leave_soon, raise_if_asked, warmed_up

if __name__ == "__main__":  # run as a program (not imported by a test)
    catch_stops()  # a stop asked for from here on leaves cleanly (bot/ops/stopping.py)

import argparse
import asyncio
import json
import logging
import sys
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import aiohttp
import discord

from bot.ops import gil, heap
from bot.ops.config import Config, ConfigError

if TYPE_CHECKING:
    from bot.lanes import Engines

log = logging.getLogger("bot")
NO_TOKEN = (
    "DISCORD_TOKEN is not set (put it in .env, see .env.example). "
    "To try the bot without Discord, run: python -m bot console"
)


CONSOLE_SYNTAX = """\
The bot in this terminal, as one server: each line is a message in a channel.

  CRANE 🟩⬛⬛🟨⬛      a paste (any notation: CHEST=c.E.., caves 20012, a share)
  /hint, /why crane   the slash commands (/help lists them; options by position)
  @alice CRANE=c....  post one message as alice
  @alice /undo        ask one command as alice
  @alice              post as alice from now on
  @wordle-app TEXT    post as the official Wordle app (its daily results are read)
  #other              switch to channel #other (each channel has its own game)
  \"\"\"                 start a multi-line message (a share); \"\"\" again sends it
  @alice \"\"\"          the same, the message posted as alice
  !edit [N] text      edit this channel's Nth message (default: the last one)
  !delete [N]         delete it (anyone's: the console plays every member)
  !add [N], !count [N]  the message commands: Add to the game, Count this result
  !poll 3 1 0         close this channel's /vote with these counts
  (HUDDLE_MESSAGE_CONTENT=off: only messages that mention @huddle are read)
  quit                leave (or Ctrl-D, Ctrl-C)

Every player here may use the moderators' commands (/help moderators): the console checks
none of the permissions Discord would.

Reads a script from stdin too: python -m bot console < script.txt.  The database is
HUDDLE_DB (an SQLite file) or HUDDLE_DATABASE_URL."""


def _offline(exc: Exception) -> int:
    """Discord out of reach (no network, DNS, a firewall): one line, not a traceback."""
    print(
        f"Can't reach Discord ({exc}): check this machine's network. To try the bot without "
        "Discord, run: python -m bot console",
        file=sys.stderr,
    )
    return 2


def _unavailable(exc: Exception) -> int:
    print(f"{exc}. Check HUDDLE_DATABASE_URL (or HUDDLE_DB).", file=sys.stderr)
    return 2


async def _console(config: Config) -> int:
    from bot.fronts.console import run_console
    from bot.ops.progress import Progress
    from bot.service import ESSENTIAL, Huddle
    from bot.store import Unavailable

    raise_if_asked()  # a stop while importing, its exception ignored where it landed
    try:
        store = await config.store().open()
    except Unavailable as exc:
        return _unavailable(exc)
    try:
        huddle = Huddle(store, config.solver(), reads_messages=config.message_content)
        progress = Progress()
        steps = huddle.warm_ups()
        interactive = sys.stdin.isatty()  # a script piped in: its output is its replies alone
        for n, (label, run) in enumerate(steps[:ESSENTIAL]):  # what a first reply needs
            if interactive:
                progress.step(n, len(steps), label)
            await run()
        progress.clear()

        notices: list[Callable[[], str]] = []  # said by the console between replies

        async def the_rest() -> None:  # built meanwhile, each also on first use
            for label, run in steps[ESSENTIAL:]:
                log.debug("warming up: %s", label)
                await run()
            warmed_up()
            took = progress.elapsed()
            if interactive:  # someone at the prompt, who may wait for it
                notices.append(lambda: progress.ready(took))

        rest = asyncio.create_task(the_rest())
        await run_console(huddle, notices=notices)
        rest.cancel()
    finally:  # on quit, end of input, or a stop (SIGTERM, Ctrl-C) at any moment
        await store.close()
        leave_soon()  # a warm-up step's thread is not waited for
    return 0


async def _db(config: Config, action: str) -> int:
    """``db status``: where the database is and its schema version; ``db migrate``: bring
    it up to date (the bot also does that when it starts)."""
    from bot.store import Unavailable

    try:
        store = await config.store().open(migrate=action == "migrate")
    except Unavailable as exc:
        return _unavailable(exc)
    try:
        version, latest = await store.schema_version(), store.latest_version
        state = "up to date" if version == latest else f"{latest - version} migration(s) to apply"
        print(f"{store.where}: schema version {version} of {latest} ({state})")
    finally:
        await store.close()
    return 0


def _run(config: Config) -> int:
    from bot.ops.client import serve
    from bot.store import Unavailable
    from bot.support import logs

    if not config.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    logs.configure(config.log_level, config.log_format)
    try:
        asyncio.run(serve(config, config.token))
        catch_stops()  # the loop's own handlers went with it
    except discord.LoginFailure:
        print(
            "Discord rejected DISCORD_TOKEN (reset it in the developer portal and update "
            ".env). To try the bot without Discord, run: python -m bot console",
            file=sys.stderr,
        )
        return 2
    except Unavailable as exc:
        return _unavailable(exc)
    except (aiohttp.ClientConnectionError, TimeoutError) as exc:
        return _offline(exc)
    return 0


async def _sync(config: Config) -> int:
    from bot.ops.client import HuddleBot

    if not config.token:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    async with HuddleBot(config) as bot:
        try:
            await bot.login(config.token)
        except discord.LoginFailure:
            print("Discord rejected DISCORD_TOKEN.", file=sys.stderr)
            return 2
        synced = await bot.tree.sync()
        print(f"synced {len(synced)} global commands: {', '.join(c.name for c in synced)}")
    return 0


async def _cluster(config: Config, processes: int) -> int:
    from bot.ops.cluster import Cluster, recommended_shards

    count = config.shard_count
    if count is None:
        if not config.token:
            print(NO_TOKEN, file=sys.stderr)
            return 2
        try:
            count = await recommended_shards(config.token)
        except discord.LoginFailure:
            print("Discord rejected DISCORD_TOKEN.", file=sys.stderr)
            return 2
    return await Cluster(count, processes).run()


def _parsed(text: str, args: argparse.Namespace, config: Config) -> dict:
    """``parse``: what a person's message holds, or with ``--app`` what the Wordle app's
    post says (a summary's puzzle is the day before it was posted)."""
    if not args.app:
        from bot.lanes import Engines
        from bot.parsing import parse_message

        engines = Engines(config.solver())  # a paste of another length reads its words
        if args.image is None:
            return parse_message(text, engines.solver(), engines.of_length).to_json()
        return _screenshot(args.image.read_bytes(), engines)
    from bot.wordle_app import puzzle_of, read_post
    from solver import puzzle_on

    posted = args.posted or date.today()
    newest = puzzle_on(posted) + 1  # the zones already on tomorrow
    return read_post(text).to_json(puzzle_of(posted, None, None, newest))


def _unreadable(path: Path) -> str | None:
    """Why ``parse --image`` cannot read its file (missing, a folder, not allowed), in one
    line; None when it can."""
    if path.is_dir():
        return f"{path} is a folder: give a picture file."
    try:
        with path.open("rb"):
            return None
    except FileNotFoundError:
        return f"{path}: no such file."
    except OSError as exc:
        return f"{path}: can't be read ({exc.strerror or exc})."


def _screenshot(data: bytes, engines: Engines) -> dict:
    """``parse --image``: what the text of the rows read would parse to (nothing when a
    letter is in doubt), and what was read, row by row."""
    from bot.parsing import parse_message
    from bot.screenshots import as_paste, read_board, sure, words_of

    shot = read_board(data, words_of(engines.of_length))
    text = as_paste(shot) if sure(shot) else ""
    out: dict = parse_message(text, engines.solver(), engines.of_length).to_json()
    out["screenshot"] = shot.to_json()
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="wordle-huddle. With no command it runs on Discord (DISCORD_TOKEN, see "
        ".env.example); `python -m bot console` runs the same bot in this terminal.",
    )
    sub = parser.add_subparsers(dest="command")
    sub.add_parser(
        "console",
        help="the bot in this terminal, no Discord needed",
        description=CONSOLE_SYNTAX,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )

    def command(name: str, what: str) -> argparse.ArgumentParser:
        """A subcommand whose --help says what it does, as the list of commands does."""
        return sub.add_parser(name, help=what, description=what[0].upper() + what[1:] + ".")

    command("sync", "publish the slash commands globally (once per change)")
    parse = command("parse", "read one message on stdin, print what the bot understood")
    parse.add_argument(
        "--app",
        action="store_true",
        help="as if the official Wordle app had posted it (its results and streak)",
    )
    parse.add_argument(
        "--image",
        type=Path,
        metavar="FILE",
        help="read a screenshot of a board instead (PNG or JPEG), not stdin",
    )
    parse.add_argument(
        "--posted",
        type=date.fromisoformat,
        metavar="YYYY-MM-DD",
        help="with --app: the day it was posted, in the server's time zone (default today)",
    )
    cluster = command("cluster", "N bot processes here, the shards split between them")
    cluster.add_argument("--processes", type=int, default=2, help="how many processes (default 2)")
    db = command("db", "the database: its schema version, or migrate it")
    db.add_argument(
        "action",
        choices=["status", "migrate"],
        help="status: where it is and its schema version; migrate: bring it up to date",
    )
    bench = command("bench", "measure the parser, the replies, the store and more")
    bench.add_argument(
        "what",
        choices=[
            "parse",
            "replies",
            "grids",
            "hostile",
            "soak",
            "store",
            "boards",
            "analysis",
            "hints",
            "fairness",
            "start",
            "stop",
            "pictures",
            "variants",
            "languages",
            "catalogs",
            "ranking",
            "images",
            "real",
        ],
    )
    bench.add_argument("--json", action="store_true")
    bench.add_argument(
        "--players", type=int, default=20, help="grids: simulated grids per puzzle (default 20)"
    )
    bench.add_argument(
        "--messages", type=int, default=100_000, help="soak: messages to send (default 100,000)"
    )
    bench.add_argument(
        "--multi-board",
        type=float,
        default=2 / 3,
        metavar="SHARE",
        help="soak: the share of channels playing multi-board games (default 2/3; 0: Wordle only)",
    )
    bench.add_argument(
        "--operations", type=int, default=10_000, help="store: operations per run (default 10,000)"
    )
    bench.add_argument(
        "--building",
        action="store_true",
        help="replies: while the tree after a hard-mode opener first seen builds beside them",
    )
    bench.add_argument(
        "--control",
        action="store_true",
        help="fairness: the same pastes while the heavy commands only wait (the machine's floor)",
    )
    bench.add_argument(
        "--rounds",
        type=int,
        help="fairness: rounds of heavy commands (default 10; more pastes, a steadier p99); "
        "parse: timed rounds over the sample (default 5)",
    )
    bench.add_argument(
        "--postgres",
        metavar="URL",
        help="store: the PostgreSQL server to measure (default: a throwaway one on loopback)",
    )
    bench.add_argument(
        "--lanes", type=int, help="store: messages each process serves at once (default 1)"
    )
    args = parser.parse_args(argv)
    heap.configure()  # every job here is a long-running process or measures one
    gil.share_finely()  # and its event loop takes turns with chat's searches
    try:
        config = Config.load()
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.command == "parse":
        if args.image is not None:
            problem = _unreadable(args.image)
            if problem is not None:
                print(problem, file=sys.stderr)
                return 2
        text = "" if args.image else sys.stdin.read()
        print(json.dumps(_parsed(text, args, config), ensure_ascii=False))
        return 0
    if args.command == "bench":
        from bot.bench import run

        return run(args)
    if args.command is None:
        return _run(config)  # discord.utils.setup_logging configures the logs there
    from bot.support import logs

    logs.configure(config.log_level, config.log_format if args.command == "cluster" else "plain")
    if args.command == "console":
        try:
            return asyncio.run(_console(config))
        except Stopped:  # Ctrl-C at the prompt, SIGTERM: leave as `quit` does
            print(file=sys.stderr)
            return 0
    if args.command == "db":
        return asyncio.run(_db(config, args.action))
    if args.command == "cluster":
        return asyncio.run(_cluster(config, args.processes))
    return asyncio.run(_sync(config))


if __name__ == "__main__":
    sys.exit(main())
