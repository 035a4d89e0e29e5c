"""What a newcomer reads stays true to what runs (#69): every skip in the tests is named
with its reason in docs/testing.md, CI installs nothing README does not name, and README's
settings table is the /settings command's, with its choices and defaults."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

from bot.commands import BY_NAME
from bot.settings._settings import OPTIONS
from bot.store import GuildSettings

ROOT = Path(__file__).parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
TESTING = (ROOT / "docs" / "testing.md").read_text(encoding="utf-8")
# a test's way to skip: pytest.skip(…), @pytest.mark.skipif(…), pytest.importorskip(…)
SKIPS = re.compile(r"pytest\.(?:skip|importorskip|mark\.skip|mark\.skipif)\(")


def files_that_skip() -> set[str]:
    here = Path(__file__).resolve()
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "tests").rglob("*.py")
        if path.resolve() != here and SKIPS.search(path.read_text(encoding="utf-8"))
    }


def test_every_file_that_skips_is_named_in_docs_testing():
    found = files_that_skip()
    assert found, "the pattern finds the skips there are"
    assert {f for f in found if f"`{f}`" not in TESTING} == set()


def ci_installs() -> list[str]:
    """What .ci/run installs, as it types it: system packages by name, then the npm and
    pip commands."""
    installed = []
    for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines():
        for command in re.split(r"&&|;|\|\|", line):
            words = shlex.split(command.replace(">/dev/null", ""), comments=True)
            while words and re.fullmatch(r"\w+=\S*", words[0]):  # VAR=value command …
                words = words[1:]
            if words[:1] == ["apt-get"] and "install" in words:
                installed += [w for w in words[words.index("install") + 1 :] if w[0] != "-"]
            elif words[:2] == ["npm", "ci"]:
                installed.append(" ".join(w for w in words if not w.startswith("--no")
                                          and not w.startswith("--log")))  # fmt: skip
            elif "pip" in words and "install" in words and words[-1] != "pip":
                editable = "-e " if "-e" in words else ""
                installed.append(f'pip install {editable}"{words[-1]}"')
    return installed


def test_ci_installs_nothing_readme_does_not_name():
    installed = ci_installs()
    assert {"postgresql", "nodejs", "npm"} <= set(installed)  # the parse reads them
    assert [what for what in installed if what not in README] == []


def settings_rows() -> dict[str, list[str]]:
    """README's settings table: each setting's cells (values, default, what it does)."""
    section = README.split("\n## Settings\n", 1)[1].split("\n## ", 1)[0]
    rows = [
        [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip("| "))]
        for line in section.splitlines()
        if line.startswith("| `")
    ]
    return {row[0].strip("`"): row[1:] for row in rows}


def test_readmes_settings_table_is_the_settings_commands_options():
    rows, options = settings_rows(), BY_NAME["settings"].options
    assert sorted(rows) == sorted(o.name for o in options)
    for option in options:
        values, default, _ = rows[option.name]
        assert [c for c in option.choices if f"`{c}`" not in values] == [], option.name
        kept = getattr(GuildSettings(), OPTIONS[option.name][0])
        if isinstance(kept, str):  # a default the code names (None: said in words)
            assert default.startswith(f"`{kept}`"), option.name


def test_readme_fits_a_first_read_and_opens_with_the_install_and_the_two_commands():
    lines = README.splitlines()
    assert len(lines) <= 200
    opening = "\n".join(lines[:8])
    assert opening.index('pip install -e ".[test]"') < opening.index("python -m bot console")
    assert "python -m pytest -q" in opening


def test_the_installed_packages_are_this_checkouts(tmp_path):
    """README's install is editable: ``pybabel extract`` (its extractor, bot.extract) and
    ``python scripts/…`` (docs/commands.md's writer, the data builders) import ``bot`` and
    ``solver`` from a path without the checkout on it, so a copy in site-packages would
    write the template and the pages from the code as installed, not as edited."""
    where = "import bot.extract, solver; print(bot.extract.__file__, solver.__file__)"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}  # no PYTHONPATH, as a shell has
    out = subprocess.run(
        [sys.executable, "-c", where], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    extract, solver = (Path(p) for p in out.stdout.split())
    here, fix = ROOT.resolve(), "pybabel and scripts/ would read it: pip install -e . here"
    assert extract.resolve() == here / "bot" / "extract.py", f"bot is {extract}: {fix}"
    assert solver.parent.resolve() == here / "solver", f"solver is {solver}: {fix}"
