"""/help in pages a player takes in at a glance, built from the command table (bot/commands)
in the request's language: a first page (how to paste, then every command by name in its
group), a page per group (a line per command), and a page per command (its options).

A wall of every command's options was unreadable; a name per command on the first page
keeps every command in sight, and ``/help <group or command>`` says the rest.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot import replies
from bot.commands import COMMANDS, Command, Option
from bot.domain import Reply, followed_by
from bot.examples import english_examples, example_row
from bot.formatting import caps, choice_runs, typed
from bot.i18n import choice_name, command_name, option_name, t
from solver import (
    MAX_LENGTH,
    MIN_LENGTH,
    VARIANTS,
    WORDLE,
    Variant,
    other_languages,
    sharing,
    titles,
    to_emoji,
)

GROUPS = ("playing", "results", "moderators")
EXAMPLE = "hint"  # the command a page names to show how to ask about one
TOPIC_SHOWN = 30  # of a topic /help does not know, what its reply repeats


def group_of(command: Command) -> str:
    """Where /help lists a command: with the moderators' when Discord keeps it for a
    permission by default, else with the results or the game's commands."""
    if command.needs:
        return "moderators"
    return "results" if command.shares else "playing"


def listed(group: str) -> list[Command]:
    """The commands a group lists (not /help itself: it is the page being read)."""
    return [c for c in COMMANDS if c.name != "help" and group_of(c) == group]


def group_title(group: str) -> str:
    return {"playing": t("Playing"), "results": t("Results"), "moderators": t("Moderators")}[group]


def _names(group: str) -> tuple[str, ...]:
    """What a group's page is asked by: its name and its title, in English or the
    request's language; the game's commands also as ``games`` (the word players reach for,
    and the one #69 names)."""
    names = (group, group_title(group).casefold())
    return (*names, "games", t("games").casefold()) if group == "playing" else names


def permission(command: Command) -> str:
    """The permission a moderators' command needs by default, as Discord names it (else
    as discord.py does)."""
    needs = command.needs or ""
    names = {"manage_guild": t("Manage Server"), "manage_channels": t("Manage Channels")}
    return names.get(needs, needs)


def slash(name: str) -> str:
    """A command as Discord shows it to the request's language (``/dica`` in Portuguese,
    ``/hint`` in English): the name a player finds when typing ``/``."""
    return f"/{command_name(name)}"


def described(text: str) -> str:
    """A command's or option's description in the request's language."""
    return t(text)


def help_page(topic: str = "", kind: Variant = WORDLE) -> Reply:
    """The page ``/help topic`` asks for: the first page when there is no topic; a group's
    by its name (in English or the request's language); a command's by its name (as typed
    in English or in the request's language, with or without its ``/``); else a line
    saying what there is."""
    wanted = topic.strip().lstrip("/").casefold()
    if not wanted:
        return first_page(kind)
    command = _command_named(wanted)
    if command is not None:
        return command_page(command)
    group = next((g for g in GROUPS if wanted in _names(g)), None)
    if group is not None:
        return group_page(group)
    return unknown_topic(topic)


@dataclass(frozen=True)
class HelpPages:
    """``/help`` where the bot runs: without Discord's Message Content (not
    ``reads_messages``) its first page says what reading messages needs."""

    reads_messages: bool = True

    async def page(self, topic: str = "", kind: Variant = WORDLE) -> Reply:
        """The page on ``topic`` (the first page without one), its examples in the words
        of ``kind``, the game of the channel asking."""
        shown = help_page(topic, kind)
        if not topic and not self.reads_messages:
            return followed_by(shown, [replies.without_message_content()])
        return shown


def _command_named(wanted: str) -> Command | None:
    return next((c for c in COMMANDS if wanted in (c.name, command_name(c.name))), None)


def first_page(kind: Variant = WORDLE) -> Reply:
    """How to paste (in the words of ``kind``, the channel's game), and every command by
    name, a group a line."""
    return Reply(
        "wordle-huddle",
        [
            t("Paste what you played and I'll say what's left and what to try next:"),
            _or_share(_examples(kind), kind),
            t("Everyone in the channel adds to the same game."),
            *(
                f"**{group_title(g)}**: " + " ".join(f"`{slash(c.name)}`" for c in listed(g))
                for g in GROUPS
            ),
            t(
                "More: {topics} list a group's commands, one a line; {example} tells one "
                "command in full.",
                topics=_group_topics(),
                example=_asking(command_name(EXAMPLE)),
            ),
        ],
        ephemeral=True,
    )


def group_page(group: str) -> Reply:
    """A group's commands, a line each: its name and what it does."""
    return Reply(
        f"wordle-huddle · {group_title(group)}",
        [*_about(group), *(_one_line(c) for c in listed(group)), _more()],
        ephemeral=True,
    )


def command_page(command: Command) -> Reply:
    """One command in full: what it does, how it is typed, each option, who may use it."""
    lines = [described(command.description)]
    if command.blurb:
        lines.append(blurb(command))
    lines.append(f"`{synopsis(command)}`")
    lines += [_option_line(o) for o in command.typed]
    if command.private:
        lines.append(t("Only you see its answer."))
    if command.needs:
        lines.append(
            t(
                "Needs {permission} by default; a server's admins may let others use it.",
                permission=f"**{permission(command)}**",
            )
        )
    return Reply(slash(command.name), lines, ephemeral=True)


def blurb(command: Command) -> str:
    """What a command's page says under its description, the registry's names filled in
    (t names the commands it mentions as Discord shows them)."""
    return options_as_shown(t(command.blurb, **_blurb_values()), command)


_NAMED = re.compile(r"`([a-z_]+)`")


def options_as_shown(text: str, command: Command) -> str:
    """``text`` with each of ``command``'s options it names alone in code (`` `length` ``
    on /new's page) named as Discord shows it to the request's language (`` `tamanho` ``):
    the page is the one place an option is named without its command."""
    own = {o.name for o in command.typed}
    return _NAMED.sub(lambda m: f"`{option_name(m[1])}`" if m[1] in own else m[0], text)


def unknown_topic(topic: str) -> Reply:
    """A topic /help does not know: what there is, and nothing else."""
    return Reply(
        t("No help on that"),
        [
            t(
                "I have no help on {topic}: try {topics}, or a command's name, e.g. {example}.",
                topic=typed(topic, TOPIC_SHOWN),
                topics=_group_topics(),
                example=_asking(command_name(EXAMPLE)),
            )
        ],
        tone="error",
        ephemeral=True,
    )


def synopsis(command: Command) -> str:
    """How a command is typed, its options by name (optional ones in brackets): the
    choices go on the options' own lines, so a reader sees which is which."""
    return " ".join(
        [
            slash(command.name),
            *(_typed_as(o) if o.required else f"[{_typed_as(o)}]" for o in command.typed),
        ]
    )


def _typed_as(option: Option) -> str:
    """An option as Discord shows it to the request's language (``palavra`` for ``word``
    in Portuguese: bot/fronts/translator.py names it so), the name a player fills in."""
    return option_name(option.name)


def _option_line(option: Option) -> str:
    choices = f": {'|'.join(_choices_shown(option))}" if option.choices else ""
    about = f" — {described(option.description)}" if option.description else ""
    return f"`{_typed_as(option)}`{choices}{about}"


def _choices_shown(option: Option) -> list[str]:
    """An option's choices as Discord's picker lists them in the request's language, never
    a value in English a player there cannot pick: a game by its title (Wordle en español,
    the server's own list), any other choice by its name (``week``: semana); a numbered
    run (wordle4 … wordle11) by its ends."""
    label = option.label or choice_name
    return ["…".join(map(label, run.split("…"))) for run in choice_runs(option.choices)]


def _one_line(command: Command) -> str:
    needs = f" · *{permission(command)}*" if command.needs else ""
    return f"`{slash(command.name)}` — {described(command.description)}{needs}"


def _about(group: str) -> list[str]:
    """What a group's page says before its commands: how several boards are typed, or
    which shares count."""
    if group == "playing":
        return [
            t(
                "Several boards ({games}): one guess, every board's colours in the game's "
                "order, `-` for a solved board: {example}.",
                games=", ".join(titles(several_boards=True)),
                example="`CRANE 20010 00100 - 22000`",
            )
        ]
    if group == "results":
        return [
            t(
                "Post your NYT or Daily {daily} share, hello wordl's at {lowest} to {highest} "
                "letters (Today's game), {termo}'s or Wordle {languages}'s (wordle.global), "
                "to count it.",
                daily="/".join(sharing("daily")),
                lowest=MIN_LENGTH,
                highest=MAX_LENGTH,
                termo="/".join(sharing("termo")),
                languages="/".join(_global_names()),
            )
        ]
    return []


def _more() -> str:
    return t("{example} tells one command in full.", example=_asking(command_name(EXAMPLE)))


def _group_topics() -> str:
    return " · ".join(_asking(group_title(g).casefold()) for g in GROUPS)


def _asking(topic: str) -> str:
    return f"`{slash('help')} {topic}`"


def _examples(kind: Variant) -> str:
    """A guess pasted each way the bot reads it, in the words of ``kind`` as its /new
    prompt gives them (TERMO on a Termo server): squares, GUESS=SCORE letters, digits;
    and the colours' initials (g y b) in English alone, whose words they are."""
    legend = t("(UPPER green, lower yellow, . grey)")
    if english_examples(kind):
        return f"`CRANE 🟩⬛⬛🟨⬛` · `CHEST=c.E..` {legend} · `caves 20012` · `crane gybbg`"
    row = example_row(kind)
    word, pattern = row.word, row.pattern
    letters = "".join(
        c.upper() if p == 2 else c if p == 1 else "." for c, p in zip(word, pattern, strict=True)
    )
    digits = "".join(map(str, pattern))
    shown = caps(word)
    return f"`{shown} {to_emoji(pattern)}` · `{shown}={letters}` {legend} · `{word} {digits}`"


def _or_share(examples: str, kind: Variant) -> str:
    """The examples, then the share a game's players may post whole instead."""
    if kind.share == "nyt":
        return t("{examples} · or your whole NYT share.", examples=examples)
    if kind.share:
        return t("{examples} · or your whole {game} share.", examples=examples, game=kind.title)
    return examples


def _global_names() -> list[str]:
    """The languages whose Wordle Global shares are counted, as their headers name them."""
    return [v.shared_as for v in VARIANTS.values() if v.share == "global"]


def _blurb_values() -> dict[str, object]:
    """What the blurbs name from the registry ("{several}: one guess …")."""
    return {
        "several": ", ".join(titles(several_boards=True)),
        "lowest": MIN_LENGTH,
        "highest": MAX_LENGTH,
        "languages": ", ".join(other_languages()),
    }
