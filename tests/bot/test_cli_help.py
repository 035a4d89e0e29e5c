"""Every `python -m bot` command says what it does in its --help."""

from __future__ import annotations

import pytest

from bot.__main__ import main

COMMANDS = ("console", "sync", "parse", "cluster", "db", "bench")


@pytest.mark.parametrize("name", COMMANDS)
def test_every_command_has_a_description(name, capsys):
    with pytest.raises(SystemExit) as stopped:
        main([name, "--help"])
    assert stopped.value.code == 0
    usage, description = capsys.readouterr().out.split("\n\n")[:2]
    assert usage.startswith(f"usage: python -m bot {name}")
    assert description.strip() and not description.startswith(("positional", "options"))
