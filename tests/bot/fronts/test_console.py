import io
import os
import subprocess
import sys

import pytest


def console(script: str, db, **settings: str) -> str:
    return run_console(script, db, **settings).stdout


def run_console(script: str, db, **settings: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot console`` fed ``script``, which it ran to the end (exit 0)."""
    env = {**os.environ, "HUDDLE_DB": str(db), **settings}
    return subprocess.run(
        [sys.executable, "-m", "bot", "console"],
        input=script,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_console_script_and_restart_keeps_the_session(tmp_path):
    db = tmp_path / "console.sqlite3"
    out = console(
        "good morning all\n"
        "HARES=.ar..\n"
        "@bob GUILT 00000\n"
        "#other\n/status\n#general\n"
        '"""\nCROAK=.Roa.\n"""\n'
        "/why arbor\n",
        db,
    )
    titles = [line for line in out.splitlines() if line.startswith("== ")]
    assert len(titles) == 5  # chat line silent; 3 pastes, /status, /why
    assert "No game going" in out  # #other is its own channel
    assert "ARBOR: still possible" in out
    # a new process on the same database picks up where the last one stopped
    out = console("@carol BRAVO=bRa.o\nARBOR=ARBOR\n", db)
    assert "4/6 played" in out and "Solved in 5/6" in out
    assert "you, bob and carol" in out


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_console_commands_edit_and_delete(tmp_path):
    out = console(
        "CRANE=C....\n/hint 2\n/mode hard\n/candidates 5\n!edit CRANE=c....\n"
        "/undo\n/reset\n/guess crane 20000\n!delete\n/status\n/help\n/nope\n/why\n",
        tmp_path / "c.sqlite3",
    )
    assert "== Hint == (only you see this)" in out
    assert "Hard mode" in out and "Candidates" in out
    assert "Removed `CRANE=c....`" in out
    assert "(deleted)" in out and "(unknown command /nope" in out
    assert "(usage: /why WORD [BOARD 1-16])" in out


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_console_grids_stats_and_analysis(tmp_path):
    out = console(
        '"""\nWordle 1,500 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩\n"""\n'
        "/deduce 1500\n/stats\n/leaderboard all\n/leaderboard year\n"
        "HARES=.ar..\nGUILT=.....\nCROAK=.Roa.\nBRAVO=bRa.o\nARBOR=ARBOR\n/analysis\n/forgetme\n",
        tmp_path / "g.sqlite3",
    )
    # 1,500 was in July 2025: a share of it now is a late play from the archive
    assert "== you 3/6 · from the archive, no streak · Wordle 1,500 ==" in out
    assert "== Puzzle 1,500 ==" in out
    assert "played **1**" in out and "1. **you**" in out
    games = "wordle|dordle|quordle|octordle|sedecordle|wordle4…wordle11|termo|spanish|german"
    assert f"(usage: /leaderboard [week|month|all] [{games}])" in out
    assert "Solved in 5/6" in out and "Skill " in out and "== Game analysis ==" in out
    assert "Erased 1 result" in out


async def test_console_survives_a_failing_line_and_carries_on(tmp_path, solver):
    import io

    from bot.fronts.console import Console
    from bot.service import Huddle
    from bot.store import SQLiteStore

    store = await SQLiteStore(tmp_path / "c.sqlite3").open()
    out = io.StringIO()
    con = Console(Huddle(store, solver), out)
    await store.close()  # the database goes away under the console
    assert await con.feed("CRANE=.....") is True
    assert "(that went wrong on my side; it has been logged — carry on)" in out.getvalue()
    await store.open()  # and comes back: the next line works
    assert await con.feed("CRANE=.....") is True
    assert "1/6 played" in out.getvalue()
    await store.close()


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_ctrl_c_at_the_prompt_leaves_cleanly(tmp_path):
    """SIGINT while the console waits for a line: exit 0, no traceback, nothing lost."""
    import signal
    import time

    env = {**os.environ, "HUDDLE_DB": str(tmp_path / "c.sqlite3")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "console"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("CRANE=c....\n")
    proc.stdin.flush()
    assert "1/6 played" in proc.stdout.readline()  # answered: now it waits for a line
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0 and "Traceback" not in err, err


async def test_inside_a_multi_line_message_the_prompt_says_so(huddle):
    from bot.fronts.console import Console

    con = Console(huddle, io.StringIO())
    assert con.prompt == "#general you> "
    await con.feed('"""\n')
    await con.feed("Wordle 1,500 2/6\n")
    assert con.prompt == '#general you (1 line, """ sends)> '
    await con.feed('"""\n')
    assert con.prompt == "#general you> "


async def test_a_name_before_the_opening_quotes_posts_that_message_as_them(huddle):
    '''``@alice """`` then a pasted multi-line message then ``"""``: the message is alice's,
    as with ``@alice`` on a line of its own, and the console's user stays who it was.'''
    from bot.fronts.console import Console

    out = io.StringIO()
    con = Console(huddle, out)
    await con.feed('@alice """\n')
    await con.feed("CRANE 🟩⬛⬛🟨⬛\n")
    assert con.prompt == '#general alice (1 line, """ sends)> '
    await con.feed("CHUMS=C....\n")
    await con.feed('"""\n')
    said = out.getvalue()
    assert "**CRANE** — alice" in said and "**CHUMS** — alice" in said, said
    assert "— you" not in said and con.user == "you"
    assert con.prompt == "#general you> "


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_console_help_lists_its_syntax():
    done = subprocess.run(
        [sys.executable, "-m", "bot", "console", "--help"], capture_output=True, text=True
    )
    assert done.returncode == 0
    syntaxes = ("@alice CRANE=c....", "#other", '"""', '@alice """', "!edit [N] text", "quit")
    for syntax in (*syntaxes, "/hint"):
        assert syntax in done.stdout
    assert "Every player here may use the moderators' commands" in done.stdout


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_quitting_while_it_warms_up_is_quiet(tmp_path):
    """On a first start (nothing cached) the console answers once a first reply's tables
    are built and builds the rest meanwhile: ``quit`` then leaves at once, exit 0, saying
    nothing (those tables are written whole or not at all; the next start builds them)."""
    cold = str(tmp_path / "cache")  # nothing built: the rest takes seconds to build
    done = run_console("quit\n", tmp_path / "c.sqlite3", HUDDLE_CACHE_DIR=cold)
    assert done.stdout == "", done.stdout  # and exit 0 (run_console checks it)
    assert [line for line in done.stderr.splitlines() if "INFO" not in line] == [], done.stderr


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_the_nyts_newer_answers_count_as_likely(tmp_path):
    """SNAFU (an answer in 2023, not on the 2021 list) is among the likely candidates; the
    original pool, chosen by HUDDLE_ANSWERS, counts it as less likely."""
    db = tmp_path / "console.sqlite3"
    out = console("CRANE=..An.\nSNAIL=SNA..\n/candidates\n", db)
    assert "**2** likely answers left (+6 less likely words)" in out
    assert "Candidates: ||SNAFU, SNAKY||" in out
    out = console("#other\nCRANE=..An.\nSNAIL=SNA..\n", db, HUDDLE_ANSWERS="original")
    assert "||**SNAKY**|| is the likely answer left (and 7 less likely words)" in out


async def test_a_command_as_someone_else_is_one_line(huddle):
    """``@carol /colours high-contrast`` asks the command as carol, once: her setting
    changes, and the console's user stays who it was."""
    from bot.fronts.console import Console, _id

    out = io.StringIO()
    con = Console(huddle, out)
    await con.feed("@carol /colours high-contrast\n")
    assert "== Colours == (only you see this)" in out.getvalue() and con.user == "you"
    assert await huddle.settings.store.high_contrast(_id("carol"))
    assert not await huddle.settings.store.high_contrast(_id("you"))


async def test_solve_takes_hard_by_name_and_is_private(huddle):
    """``/solve GUESSES hard`` as on Discord, its answer marked as the asker's alone."""
    from bot.domain import personal_channel
    from bot.fronts.console import Console, _id

    out = io.StringIO()
    con = Console(huddle, out)
    await con.feed("/solve CRANE=c.a.e DECAY=deca. hard\n")
    assert "== 2/6 played == (only you see this)" in out.getvalue()
    assert "(hard mode)" in out.getvalue()  # the advice is hard mode's
    session = await huddle.games.store.current_session(personal_channel(_id("you")))
    assert [g.word for g in session.guesses] == ["crane", "decay"]


async def test_a_notice_is_said_between_replies_never_inside_one(huddle):
    """The start's "ready" line waits for the console to be between a reply and the next
    line: it never cuts into a reply."""
    from bot.fronts.console import run_console

    out = io.StringIO()
    notices = [lambda: "ready in 3.0 s; tables cached in /x (90 MB)"]
    await run_console(huddle, io.StringIO("CRANE=c.a.e\nSLOTH=.l...\n"), out, notices)
    said = out.getvalue().splitlines()
    assert said[0] == "(ready in 3.0 s; tables cached in /x (90 MB))" and not notices
    assert said[1] == "== 1/6 played ==" and sum("ready in" in line for line in said) == 1


async def test_the_consoles_own_lines_speak_the_servers_language(huddle):
    """After ``/settings language:pt`` every line the console itself says is in
    Portuguese too, the start's "ready" line included, written when it is said."""
    from bot.fronts.console import run_console
    from bot.ops.progress import Progress

    out, progress = io.StringIO(), Progress(io.StringIO())
    notices = [lambda: progress.ready(4.9)]
    script = "/settings language:pt\n/dica\n/nope\n#outro\n@ana\n!delete\n"
    await run_console(huddle, io.StringIO(script), out, [])
    await run_console(huddle, io.StringIO("/dica\n"), out, notices)  # a later start
    said = out.getvalue().splitlines()
    assert said[0] == "== Ajustes alterados == (só você vê isto)"
    assert "(comando desconhecido /nope; tente /ajuda)" in said
    assert "(agora em #outro)" in said and "(agora postando como ana)" in said
    assert "(nenhuma mensagem para mudar neste canal)" in said
    ready = next(line for line in said if line.startswith("(pronto em 4,9 s; tabelas"))
    assert ready.endswith(" MB))")
    assert not [line for line in said if "only you see this" in line or "now in" in line]


async def test_a_hint_count_past_the_list_says_so(huddle):
    """``/hint 20`` answered ten words without a word about it (Discord refuses a number
    outside 1-10; the console takes any): the reply says how many it lists at most."""
    from bot.fronts.console import Console

    out = io.StringIO()
    await Console(huddle, out).feed("/hint 20\n")
    assert out.getvalue().splitlines()[-1] == "(At most 10 are listed.)"


async def test_a_game_is_taken_by_the_names_players_type_for_it(huddle):
    """``/new es`` and ``/new deutsch`` got the usage line: a game option took only its
    English value, though /help lists games by title and the bot reads these names."""
    from bot.fronts.console import Console

    out = io.StringIO()
    console = Console(huddle, out)
    for line in ("/new es", "/new deutsch", "/new termo"):
        await console.feed(line + "\n")
    said = out.getvalue().splitlines()
    assert "== New game: Wordle en español ==" in said, said
    assert "== New game: Wordle auf Deutsch ==" in said and "== New game: Termo ==" in said


async def test_an_option_the_command_lacks_gets_its_usage(huddle):
    """``/settings foo:bar`` was read as ``listen``'s value ("I couldn't read `foo:bar` as
    channels"); a name no option has gets the usage, which lists the options. A value
    with a colon in it (``summary_time:22:30``) is still read."""
    from bot.fronts.console import Console

    out = io.StringIO()
    console = Console(huddle, out)
    await console.feed("/settings foo:bar\n")
    assert out.getvalue().startswith("(usage: /settings [LISTEN] ")
    await console.feed("/settings summary_time:22:30\n")
    assert "22:30" in out.getvalue().splitlines()[-1]


@pytest.mark.e2e  # the bot as a child process (docs/testing.md: markers)
def test_a_piped_script_gets_its_replies_alone(tmp_path):
    """A script piped in: its output is its replies; the start's progress ("INFO
    bot.ops.progress: warming up: 9 steps" on stderr) and its "(ready in …)" line, which
    came after the replies, are for a player at the prompt."""
    done = run_console("CRANE=c.a.e\n", tmp_path / "c.sqlite3")
    assert "warming up" not in done.stderr, done.stderr
    assert "ready in" not in done.stdout and done.stdout.startswith("== 1/6 played ==")


async def test_a_usage_line_names_the_command_and_options_in_the_servers_language(huddle):
    """ "(usage: /why WORD [BOARD])" in a Portuguese console: its command, options and
    choices as /help names them there."""
    from bot.fronts.console import run_console

    out = io.StringIO()
    script = "/settings language:pt\n/porque\n/ranking xx yy zz\n"
    await run_console(huddle, io.StringIO(script), out, [])
    said = out.getvalue().splitlines()
    assert "(uso: /porque PALAVRA [TABULEIRO 1-16])" in said
    assert any(line.startswith("(uso: /ranking [semana|mês|tudo] [wordle|") for line in said)
