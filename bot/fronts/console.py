"""``python -m bot console``: the same bot in a terminal, no Discord needed.

Each line is a message in the current channel.  ``/hint``, ``/why crane`` … are the slash
commands; ``@alice CRANE=c....`` posts as alice, ``@alice /undo`` asks a command as alice
(``@alice`` alone switches user);
``#other`` switches channel; a line holding only three double quotes starts and ends a
multi-line message (for pasting a share), and ``@alice`` before the opening quotes posts
that one message as alice; ``!edit [N] text`` and ``!delete [N]`` edit or
delete message N (default: the last one); ``quit`` leaves.  Replies print as plain text.
``@wordle-app TEXT`` (or a three-quote block after ``@wordle-app``) posts as the official
Wordle app, whose results are read and confirmed; the players it names as ``@name``
are the console's users, and ``/import`` reads the channel's messages so far.
``!add [N]`` and ``!count [N]`` are the message commands (Add to the game, Count this
result) on message N; ``!poll 3 1 0`` closes the channel's vote with those counts.
With ``HUDDLE_MESSAGE_CONTENT=off`` the console reads as Discord lets the bot: a message
is read only when it mentions ``@huddle``; the rest wait for a message command.

Like the bot, which logs a failed event and carries on, the console survives anything one
line does: the error is logged and the next line is read.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import select
import shlex
import sys
import threading
import zlib
from collections import deque
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any, TextIO

from bot.commands import BY_NAME, Command, Option
from bot.domain import MAX_UPLOAD_BYTES, Seen, Upload, snowflake_at, time_of
from bot.fronts.console_said import named, votes_each, welcome
from bot.fronts.render import to_text
from bot.i18n import LANGUAGES, choice_name, command_name, option_name, speaking_in, t, tn
from bot.service import Asker, Author, Huddle, Incoming, Reply, in_full
from bot.wordle_app import AppMessage
from solver import variant_named

FENCE = '"""'
APP_USER = "wordle-app"  # posting as this user is posting as the official Wordle app
MENTION = re.compile(r"@(?:wordle-)?huddle\b[ \t]*")  # the bot's mention, as typed here
GUILD_ID = 1
KEPT_MESSAGES = 1000  # messages !edit and !delete can reach (the oldest go first)
log = logging.getLogger(__name__)
QUIT = ("quit", "exit")  # what leaves the console


def _id(name: str) -> int:
    """Stable ids for console names, so a restarted console finds its sessions again."""
    return zlib.crc32(name.encode()) + 1


class Console:
    def __init__(self, huddle: Huddle, out: TextIO = sys.stdout) -> None:
        self.huddle = huddle
        self.out = out
        self.channel = "general"
        self.user = "you"
        # id, channel, user, text
        self.messages: deque[tuple[int, str, str, str]] = deque(maxlen=KEPT_MESSAGES)
        self._buffer: list[str] | None = None
        self._buffer_user = self.user  # who posts the multi-line message being typed
        self._last_id = 0

    def _next_id(self) -> int:
        # Discord's snowflakes: time-ordered (guesses keep their order across restarts),
        # and the time they were sent is in them (the Wordle app's summary's date)
        self._last_id = max(self._last_id + 1, snowflake_at(self.huddle.clock()))
        return self._last_id

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    async def speaks(self) -> str:
        """The language the console's own lines speak: its server's, as the replies do (a
        line of the console's in English amid Portuguese replies reads as a slip)."""
        return await self.huddle.settings.language(GUILD_ID, None)

    async def show(self, reply: Reply | None) -> None:
        """Print a reply as it ends up: the console cannot edit what it printed.  Its
        frame (whose eyes alone) speaks the server's language as of now, as the reply does
        (``/settings language:pt`` answers in Portuguese)."""
        reply = await in_full(reply)
        if reply is not None:
            with speaking_in(await self.speaks()):
                self.say(to_text(reply))

    @property
    def prompt(self) -> str:
        """Where a line goes: the channel and the poster; inside a multi-line message, that
        it is one and what ends it."""
        if self._buffer is not None:
            lines = tn("{count} line", "{count} lines", len(self._buffer))
            sends = t("{lines}, {fence} sends", lines=lines, fence=FENCE)
            return f"#{self.channel} {self._buffer_user} ({sends})> "
        return f"#{self.channel} {self.user}> "

    async def feed(self, line: str) -> bool:
        """Handle one input line; False when the console should stop.  Whatever goes wrong
        in it is logged and the console carries on."""
        try:
            with speaking_in(await self.speaks()):
                going = await self._feed(line)
            # a row closes the channel's vote at once: the console has no tick to do it
            await self.show(await self.huddle.votes.close_moot(_id("#" + self.channel)))
            return going
        except Exception:
            log.exception("console line failed: %r", line[:200])
            self.say(t("(that went wrong on my side; it has been logged — carry on)"))
            return True

    async def _feed(self, line: str) -> bool:
        line = line.rstrip("\n")
        if self._buffer is not None:
            if line.strip() == FENCE:
                text, self._buffer = "\n".join(self._buffer), None
                await self.post(self._buffer_user, text)
            else:
                self._buffer.append(line)
            return True
        stripped = line.strip()
        if stripped == FENCE:
            self._open_fence(self.user)
        elif stripped in QUIT:
            return False
        elif stripped.startswith("#") and len(stripped.split()) == 1 and len(stripped) > 1:
            self.channel = stripped[1:]
            self.say(t("(now in {channel})", channel="#" + self.channel))
        elif stripped.startswith("@") and len(stripped) > 1:
            name, _, rest = stripped[1:].partition(" ")
            if rest.strip().startswith("/"):  # "@carol /undo": a command, as carol
                await self.command(rest.strip()[1:], name)
            elif rest.strip() == FENCE:  # '@alice """': a multi-line message, as alice
                self._open_fence(name)
            elif rest.strip():
                await self.post(name, rest)
            else:
                self.user = name
                self.say(t("(now posting as {name})", name=name))
        elif stripped.startswith("/"):
            await self.command(stripped[1:])
        elif stripped.startswith("!poll"):
            await self.close_poll(stripped.removeprefix("!poll"))
        elif stripped.startswith("!"):
            await self.on_message_n(stripped[1:])
        elif stripped:
            await self.post(self.user, line)
        return True

    def _open_fence(self, user: str) -> None:
        """A multi-line message starts, posted by ``user`` once its closing quotes come:
        ``@alice`` on the opening line attributes that message alone, as ``@alice CRANE``
        does one line, so the console's user stays who it was."""
        self._buffer, self._buffer_user = [], user

    async def post(self, user: str, text: str) -> None:
        message_id = self._next_id()
        self.messages.append((message_id, self.channel, user, text))
        if not self.huddle.reads_messages:  # as Discord sends it without Message Content
            if not MENTION.search(text):
                return  # its text withheld: kept for a message command
            text = MENTION.sub("", text)
        if user == APP_USER:
            await self.show(await self.huddle.on_app_post(self._app(message_id, text), self))
            return
        await self.show(await self.huddle.on_message(self._incoming(message_id, user, text)))

    def _app(self, message_id: int, text: str) -> AppMessage:
        return AppMessage(_id("#" + self.channel), GUILD_ID, message_id, time_of(message_id), text)

    # the console's users are its server's members (``Members``), its messages its history

    def by_id(self, user_id: int) -> Author:
        names = {_id(user): user for _, _, user, _ in self.messages} | {_id(self.user): self.user}
        return Author(user_id, names.get(user_id, "someone"))

    async def named(self, name: str) -> Author | None:
        users = {user for _, _, user, _ in self.messages if user != APP_USER} | {self.user}
        found = [u for u in users if u.casefold() == name.casefold()]
        return Author(_id(found[0]), found[0]) if found else None

    @property
    def members(self) -> Console:
        return self

    async def history(self, after: int, until: int) -> AsyncIterator[Seen]:
        for message_id, channel, user, text in list(self.messages):
            if channel == self.channel and after < message_id < until:
                by_app = user == APP_USER
                yield Seen(self._incoming(message_id, user, text), by_app, by_bot=by_app)

    async def progress(self, reply: Reply) -> None:
        self.say(to_text(reply))

    def _incoming(self, message_id: int, user: str, text: str) -> Incoming:
        return Incoming(
            _id("#" + self.channel), GUILD_ID, message_id, Author(_id(user), user), text
        )

    async def close_poll(self, counts: str) -> None:
        """The channel's vote closes with these counts, as when its minutes are up."""
        vote = await self.huddle.votes.open_here(_id("#" + self.channel))
        if vote is None:
            self.say(t("(no vote open in this channel: {vote} opens one)", vote=named("vote")))
            return
        if len(numbers := counts.split()) != len(vote.words) or not all(
            n.isdigit() for n in numbers
        ):
            self.say(votes_each(len(vote.words)))
            return
        moot = await self.huddle.votes.moot(vote)
        await self.show(await self.huddle.votes.close(vote, [int(n) for n in numbers], None, moot))

    async def on_message_n(self, text: str) -> None:
        """``!edit``, ``!delete``, ``!add`` or ``!count`` on this channel's message N."""
        verb, _, rest = text.partition(" ")
        n, _, new_text = rest.partition(" ")
        if not n.isdigit():
            n, new_text = "", rest
        here = [m for m in self.messages if m[1] == self.channel]
        if not here:
            self.say(t("(no message to change in this channel)"))
            return
        index = int(n) - 1 if n else len(here) - 1
        if not 0 <= index < len(here):
            self.say(t("(no message {n}: this channel has {count})", n=n, count=len(here)))
            return
        message_id, _, user, said = here[index]
        if verb in ("add", "count"):  # a message command: the message is sent whole
            await self.show(await self._message_command(verb, message_id, user, said))
        elif verb == "edit" and new_text.strip():
            await self.show(await self.huddle.on_edit(self._incoming(message_id, user, new_text)))
        elif verb == "delete":
            await self.huddle.on_delete(_id("#" + self.channel), message_id)
            self.say(t("(deleted)"))
        else:
            self.say(t("(use !edit [N] new text, !delete [N], !add [N] or !count [N])"))

    async def _message_command(self, verb: str, message_id: int, user: str, text: str) -> Reply:
        text = MENTION.sub("", text)
        if user == APP_USER and verb == "count":
            return await self.huddle.count_app_post(self._app(message_id, text), self, None)
        incoming = self._incoming(message_id, user, text)
        return await self.huddle.on_message_command(verb, incoming)

    async def command(self, text: str, user: str | None = None) -> None:
        """A slash command typed after its ``/``, asked as ``user`` (default: the console's
        user)."""
        try:
            name, *words = shlex.split(text)
        except ValueError:
            name, *words = text.split()
        spec = BY_NAME.get(name) or _localised(name)
        if spec is None:
            self.say(t("(unknown command /{name}; try {help})", name=name, help=named("help")))
            return
        name = spec.name
        try:
            args = _read_options(spec, words)
        except ValueError:
            self.say(t("({command} takes a whole number)", command=named(name)))
            return
        except OSError as exc:
            self.say(f"({named(name)}: {exc.strerror}: {exc.filename})")
            return
        if args is None:
            self.say(t("(usage: {usage})", usage=spec.usage(console=True)))
            return
        await self.show(await self._run(name, args, user or self.user))
        if name == "help" and not args.get("topic"):
            self.say(t("(In this console every player may use the moderators' commands.)"))

    async def _run(self, name: str, args: dict[str, Any], user: str) -> Reply:
        """Ask the service for one command, as ``user`` in the console's channel."""
        me = Author(_id(user), user)
        at = Asker(_id("#" + self.channel), GUILD_ID, me, self._next_id(), reader=self)
        reply = await self.huddle.answer(name, at, args)
        if reply.poll is not None:  # printed here as Discord would post it
            await self.huddle.votes.posted(at.channel_id, self._next_id())
        return reply


def _localised(name: str) -> Command | None:
    """A command by the name Discord shows it under in a language the catalogs speak
    (``/dica`` is /hint in Portuguese), as /help names it there."""
    for language in LANGUAGES:
        with speaking_in(language):
            found = next((c for c in BY_NAME.values() if command_name(c.name) == name), None)
        if found is not None:
            return found
    return None


def _read_options(spec: Command, words: list[str]) -> dict[str, Any] | None:
    """A command's typed options by name, or None when they don't fit its usage; a number
    that isn't one raises ValueError.  An optional option is skipped when the word is a
    choice of a later one (``/stats quordle``); a flag is its name, anywhere (``/solve
    CRANE=c.... hard``); any option may be named as Discord writes it (``game:quordle``),
    in English or as /help names it in a language (``jogo:quordle``)."""
    by_name = _option_names(spec)
    flags = {n: o for n, o in by_name.items() if o.type == "flag"}  # typed by name: "hard"
    args: dict[str, Any] = {flags[w.lower()].name: True for w in words if w.lower() in flags}
    words = [w for w in words if w.lower() not in flags]
    if any(
        re.match(r"[^\W\d]+:(?![/\\])", w) and w.partition(":")[0].lower() not in by_name
        for w in words
    ):
        return None  # an option the command lacks (``/settings foo:bar``): its usage says them
    for word in [w for w in words if w.partition(":")[0].lower() in by_name]:
        name, _, value = word.partition(":")
        option = by_name[name.lower()]
        if (read := _read_option(option, value)) is None:
            return None
        args[option.name] = read
        words.remove(word)
    options = [o for o in spec.typed if o.type != "flag" and o.name not in args]
    at = 0
    for n, option in enumerate(options):
        if at >= len(words):
            if option.required:
                return None
            break
        word = " ".join(words[at:]) if option.rest else words[at]
        later = [o for o in options[n + 1 :] if o.choices]
        if not option.required and not option.choices and any(_choice_of(o, word) for o in later):
            continue
        if (read := _read_option(option, word)) is None:
            return None
        args[option.name] = read
        at = len(words) if option.rest else at + 1
    return args


def _option_names(spec: Command) -> dict[str, Option]:
    """A command's typed options by each name a player may type: the code's (Discord's
    own, in English) and each language's (``palavra`` for ``word``), as /help shows them."""
    named = {o.name: o for o in spec.typed}
    for language in LANGUAGES:
        with speaking_in(language):
            named |= {
                option_name(o.name): o for o in spec.typed if option_name(o.name) not in named
            }
    return named


def _choice_of(option: Option, word: str) -> str | None:
    """The choice a word is: its value (as Discord sends it), its name as /help shows it
    in a language (``semana`` for ``week``), or a game by a name players type for it
    (``es``, ``deutsch``: /help lists games by title); None where it is none of the
    option's."""
    typed = word.lower()
    if typed in option.choices:
        return typed
    game = variant_named(typed)
    if game is not None and game.name in option.choices:
        return game.name
    for language in LANGUAGES:
        with speaking_in(language):
            found = next((c for c in option.choices if choice_name(c).lower() == typed), None)
        if found is not None:
            return found
    return None


def _read_option(option: Option, word: str) -> Any:
    """One option's value as typed, or None where it is not one of its choices."""
    if option.choices:
        return _choice_of(option, word)
    if option.number:
        return int(word.replace(",", ""))  # out of bounds: the command says what it takes
    if option.type == "user":
        name = word.lstrip("@")
        return Author(_id(name), name)
    if option.type == "file":  # a path, read as Discord sends an attachment
        path = Path(word).expanduser()
        size = path.stat().st_size
        return Upload(path.name, path.read_bytes() if size <= MAX_UPLOAD_BYTES else b"", size)
    # #channel names, as Discord would send them (mentions)
    return re.sub(r"(?<!<)#([\w-]+)", lambda m: f"<#{_id(m[0])}>", word)


async def run_console(
    huddle: Huddle,
    stdin: TextIO = sys.stdin,
    out: TextIO = sys.stdout,
    notices: list[Callable[[], str]] | None = None,
) -> None:
    """The console until ``quit`` or the end of input.  A line is read off the event loop,
    so what starts in the background goes on while the player types; ``notices`` (the
    start's "ready" line, written when said: in the server's language then) are said
    between a reply and the next prompt, never inside one."""
    console = Console(huddle, out)
    interactive = stdin.isatty()
    early = await read_line(stdin) if interactive and _typed_already(stdin) else None
    if early is not None and (not early or early.strip() in QUIT):
        return  # quit (or Ctrl-D) during the warm-up: leave without a banner and a prompt
    if interactive:
        with speaking_in(await console.speaks()):
            console.say(welcome())
    if early is not None and not await console.feed(early):
        return
    while True:
        with speaking_in(await console.speaks()):
            while notices:
                console.say(f"({notices.pop(0)()})")
            if interactive:
                print(console.prompt, end="", file=out, flush=True)
        line = await read_line(stdin)
        if not line or not await console.feed(line):
            break


def _typed_already(stdin: TextIO) -> bool:
    """Whether a line waits on the terminal already (typed during the warm-up)."""
    try:
        return bool(select.select([stdin], [], [], 0)[0])
    except (OSError, ValueError, TypeError):  # no file descriptor to ask
        return False


async def read_line(stdin: TextIO) -> str:
    """One line of input, read by a thread of its own (a daemon: a stop need not wait for
    the player to type) while the event loop goes on."""
    loop = asyncio.get_running_loop()
    line: asyncio.Future[str] = loop.create_future()

    def read() -> None:
        try:
            got = stdin.readline()
        except (OSError, ValueError):  # closed under us: the end of input
            got = ""
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile (a stop)
            loop.call_soon_threadsafe(_settle, line, got)

    threading.Thread(target=read, name="console-input", daemon=True).start()
    return await line


def _settle(line: asyncio.Future[str], got: str) -> None:
    if not line.done():  # not cancelled meanwhile (a stop)
        line.set_result(got)
