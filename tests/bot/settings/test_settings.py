"""/settings: shown and changed in one line each, read back by every message, and a value
that cannot be read changes nothing."""

from __future__ import annotations

import pytest

from bot.domain import Asker
from bot.help_pages import help_page
from bot.i18n import speaking_in
from bot.settings._values import (
    Unreadable,
    read_channel,
    read_listen,
    read_time,
    read_timezone,
)
from tests.bot.chat import ALICE, Channel, body

GUILD = 1  # the test Channel's server


def admin(channel_id: int) -> Asker:
    return Asker(channel_id, GUILD, ALICE, 8001)


async def test_a_channel_outside_the_listen_list_stays_silent(huddle):
    listened, other = Channel(huddle, 71), Channel(huddle, 72)
    changed = await huddle.answer("settings", admin(71), {"listen": "<#71>"})
    assert changed.title == "Settings changed" and changed.lines == ["I listen in <#71>."]
    assert await other.post(ALICE, "CRANE=c.a.e") is None
    assert await huddle.games.store.current_session(72) is None  # nothing taken, nothing said
    assert (await listened.post(ALICE, "CRANE=c.a.e")).title == "1/6 played"
    await huddle.answer("settings", admin(71), {"listen": "all"})
    assert (await other.post(ALICE, "CRANE=c.a.e")).title == "1/6 played"


async def test_the_three_reply_styles(huddle):
    ch = Channel(huddle, 73)
    full = await ch.post(ALICE, "CRANE=c.a.e")
    assert "Candidates:" in body(full) and full.position is not None
    await huddle.answer("settings", admin(73), {"replies": "compact"})
    compact = await ch.post(ALICE, "SLOTH=.l...")
    assert compact.title == "" and len(compact.lines) == 1
    assert compact.lines[0].startswith("2/6 played · **") and "best **" in compact.lines[0]
    assert compact.position is not None  # the buttons still come with it
    await huddle.answer("settings", admin(73), {"replies": "reactions"})
    reacted = await ch.post(ALICE, "PIOUS=.....")
    assert reacted.reaction == "✅" and not reacted.lines
    # a mistake is said in full whatever the style, and so is the end of a game
    mistake = await ch.post(ALICE, "CRANES 🟩⬛⬛🟨⬛")
    assert mistake.tone == "error" and mistake.reaction is None and mistake.lines


async def test_server_defaults_apply_where_a_channel_chose_nothing(huddle):
    await huddle.answer("settings", admin(74), {"spoilers": "off", "hard": "on"})
    ch = Channel(huddle, 74)
    reply = await ch.post(ALICE, "CRANE=c.a.e")
    assert "||" not in body(reply) and "(hard mode)" in body(reply)
    await huddle.answer("spoilers", admin(74), {"setting": "on"})  # the channel's own wins
    assert "||" in body(await ch.post(ALICE, "DECAY=deca."))  # hard mode: keeps C, A, E


async def test_settings_show_and_a_bad_value_changes_nothing(huddle):
    shown = await huddle.answer("settings", admin(75))
    assert shown.ephemeral and "Listens in: every channel" in body(shown)
    bad = await huddle.answer(
        "settings", admin(75), {"replies": "compact", "timezone": "Mars/Olympus"}
    )
    assert bad.tone == "error" and "`Mars/Olympus` is not a time zone" in body(bad)
    assert (
        await huddle.settings.store.guild_settings(GUILD)
    ).reply_style == "full"  # not half done
    ok = await huddle.answer(
        "settings",
        admin(75),
        {"timezone": "Europe/Paris", "summary_channel": "<#75>", "summary_time": "9:30"},
    )
    assert ok.lines == [
        "The time zone is Europe/Paris.",
        "The daily summary goes to <#75>.",
        "The daily summary comes at 09:30.",
    ]
    dm = await huddle.answer("settings", Asker(76, None, ALICE, 8002))
    assert dm.tone == "error" and "belong to a server" in body(dm)


@pytest.mark.parametrize(
    ("reader", "text", "says"),
    [
        (read_listen, "general", "mention them"),
        (read_time, "25:00", "type it as HH:MM"),
        (read_timezone, "paris", "did you mean Europe/Paris?"),
    ],
)
def test_each_unreadable_value_says_what_to_type(reader, text, says):
    with pytest.raises(Unreadable, match=says):
        reader(text)


@pytest.mark.parametrize(
    ("language", "everywhere", "off"),
    [("pt", "tudo", "desligado"), ("es", "todo", "desactivado"), ("de", "alle", "aus")],
)
def test_a_typed_setting_takes_the_word_help_shows_in_each_language(language, everywhere, off):
    """/help in Portuguese says 'ouvir — #menções, ou tudo' and 'resumo_canal — #canal ou
    desligado': the words it shows are read, as the English ones still are."""
    with speaking_in(language):
        said = help_page("settings").lines
    assert any(everywhere in line for line in said) and any(off in line for line in said)
    for text in (everywhere, everywhere.upper(), "all"):
        assert read_listen(text) is None, text
    for text in (off, "off"):
        assert read_channel(text) is None, text
    assert read_channel("<#75>") == 75
    with pytest.raises(Unreadable):
        read_listen("everything but #general")


async def test_a_new_language_is_confirmed_in_that_language(huddle):
    """The admin who sets Portuguese reads the confirmation in Portuguese, as every reply
    after it will be; 'auto' is confirmed in the language spoken until then."""
    pt = await huddle.answer("settings", admin(75), {"language": "pt"})
    assert pt.title == "Ajustes alterados" and pt.lines == ["As respostas falam português."]
    auto = await huddle.answer("settings", admin(75), {"language": "auto"})
    assert auto.title == "Ajustes alterados"  # spoken until then: Discord's may be any
    es = await huddle.answer("settings", admin(75), {"language": "es"})  # lowercase mid-sentence
    assert es.lines == ["Las respuestas hablan español."]


async def test_the_defaults_say_on_or_off(huddle):
    shown = await huddle.answer("settings", admin(74), {})
    assert "Spoilers by default: on (the bot's default)" in shown.lines  # HUDDLE_SPOILERS
    assert "Hard mode by default: off (the bot's default)" in shown.lines
    await huddle.answer("settings", admin(74), {"spoilers": "off"})
    shown = await huddle.answer("settings", admin(74), {})
    assert "Spoilers by default: off" in shown.lines


async def test_spoilers_says_whether_it_changed_anything(huddle):
    first = await huddle.answer("spoilers", admin(75), {"setting": "on"})  # on by default
    assert first.lines[0].endswith("here, as they already were.")
    off = await huddle.answer("spoilers", admin(75), {"setting": "off"})
    assert off.lines[0].endswith("in this channel from now on.")


async def test_a_servers_game_is_what_new_and_a_channel_without_a_game_start(huddle):
    """/settings game: /new without a game starts it, /status and /hint with no game speak
    of it, a paste of another game's shape still starts that game, and a name no game has
    changes nothing."""
    changed = await huddle.answer("settings", admin(74), {"game": "Quordle"})
    assert changed.lines == ["New games are Quordle unless a paste or `/new` says otherwise."]
    assert (await huddle.answer("status", admin(74))).title == "Quordle: no guesses yet"
    assert "Opening move for Quordle" in body(await huddle.answer("hint", admin(74)))
    started = await huddle.answer("new", admin(74))
    assert started.title == "New game: Quordle (4 boards, 9 rows)"
    assert (await huddle.answer("new", admin(75), {"length": 6})).title.endswith("(6 letters)")
    ch = Channel(huddle, 76)
    assert (await ch.post(ALICE, "CRANE=c.a.e")).title == "1/6 played"  # Wordle's shape
    assert (await huddle.games.store.current_session(76)).kind.name == "wordle"
    refused = await huddle.answer("settings", admin(74), {"game": "yahtzee", "hard": "on"})
    assert refused.title == "Nothing changed" and "`wordle4` to `wordle11`" in body(refused)
    assert (await huddle.settings.of(GUILD)).game == "quordle" and not (
        await huddle.settings.of(GUILD)
    ).hard
    await huddle.answer("settings", admin(74), {"game": "wordle-7"})
    assert (await huddle.answer("new", admin(74))).title == "New game: Wordle (7 letters)"
