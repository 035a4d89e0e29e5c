"""Numbers and dates by CLDR (bot/numbers.py): each language's separators, Spanish's
minimum grouping, signs, percentages and dates; and no module that speaks to players
writes a number by hand (``f"{n:,}"``, ``:.2f``, ``%d``), which is English everywhere."""

from __future__ import annotations

import ast
from datetime import date
from pathlib import Path

import pytest

from bot import numbers
from bot.i18n import speaking_in, tn
from tests.bot.i18n.test_catalogs import UNSAID_MODULES as SAID_TO_NO_PLAYER
from tests.helpers import syntax_tree

BOT = Path(__file__).resolve().parents[3] / "bot"


@pytest.mark.parametrize(
    ("language", "count", "big", "share", "gain", "percent", "mean_sd"),
    [
        ("en", "2,053", "12,053", "0.28", "+1,234.50", "28%", "3.46 ±0.29"),
        ("pt", "2.053", "12.053", "0,28", "+1.234,50", "28%", "3,46 ±0,29"),
        ("es", "2053", "12.053", "0,28", "+1234,50", "28\xa0%", "3,46 ±0,29"),
        ("de", "2.053", "12.053", "0,28", "+1.234,50", "28\xa0%", "3,46 ±0,29"),
    ],
)
def test_each_language_writes_numbers_its_own_way(
    language, count, big, share, gain, percent, mean_sd
):
    with speaking_in(language):
        assert numbers.number(2053) == count
        assert numbers.number(12053) == big
        assert numbers.decimal(0.283) == share
        assert numbers.signed(1234.5) == gain
        assert numbers.percent(0.283) == percent
        assert numbers.spread(3.46, 0.29) == mean_sd


def test_a_count_in_a_plural_template_is_written_by_the_language():
    with speaking_in("de"):
        assert tn("{count} game", "{count} games", 2053).startswith("2.053 ")
    with speaking_in("es"):
        assert tn("{count} game", "{count} games", 2053).startswith("2053 ")


@pytest.mark.parametrize(
    ("language", "long", "short"),
    [
        ("en", "March 3, 2025", "Mar 3, 2025"),
        ("pt", "3 de março de 2025", "3 de mar. de 2025"),
        ("es", "3 de marzo de 2025", "3 mar 2025"),
        ("de", "3. März 2025", "3. März 2025"),
    ],
)
def test_dates_are_written_by_cldr(language, long, short):
    with speaking_in(language):
        assert numbers.day(date(2025, 3, 3)) == long
        assert numbers.day(date(2025, 3, 3), short=True) == short


# modules no player reads (the "no English escaping" check's own list), and the one
# module that formats numbers for everyone else
UNSAID_MODULES = (*SAID_TO_NO_PLAYER, "numbers.py")
# functions that write a number for a developer, not a player: English by design
FOR_DEVELOPERS = {("formatting.py", "plural")}


def _by_hand(spec: str) -> bool:
    """Whether an f-string's format spec writes a number: a separator, decimals or a
    percentage (``:02d`` padding a time, as a clock writes it, is not a number said)."""
    return any(mark in spec for mark in (",", "f", "%", "e", "n")) and not spec.isalpha()


def _spec_text(node: ast.expr) -> str:
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    return ""


def _numbers_by_hand(path: Path, root: Path = BOT) -> list[str]:
    tree = syntax_tree(path)
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and (path.name, node.name) in FOR_DEVELOPERS:
            skipped.update(id(n) for n in ast.walk(node))
    found = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            spec = _spec_text(node.format_spec)
            if _by_hand(spec):
                found.append(f"{path.relative_to(root)}:{node.lineno} :{spec}")
        if (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Mod)
            and isinstance(node.left, ast.Constant)
            and isinstance(node.left.value, str)
            and any(m in node.left.value for m in ("%d", "%f", "%s", "%.", "%,"))
        ):
            found.append(f"{path.relative_to(root)}:{node.lineno} %-formatting")
    return found


def test_no_module_that_speaks_to_players_formats_a_number_by_hand():
    """A number written with ``{n:,}`` or ``{x:.2f}`` is English in every language (2,053
    where Portuguese writes 2.053, 0.28 for 0,28): replies, pictures and alt text go
    through bot/numbers.py."""
    found = [
        hit
        for path in sorted(BOT.rglob("*.py"))
        if not str(path.relative_to(BOT)).startswith(UNSAID_MODULES)
        for hit in _numbers_by_hand(path)
    ]
    assert found == []


def test_the_check_sees_a_number_formatted_by_hand(tmp_path):
    """The check above would catch what it looks for (it cannot pass by seeing nothing)."""
    sample = tmp_path / "replies.py"
    sample.write_text('n = 2053\nsaid = f"{n:,} and {n / 7:.2f} and {n:.0%}" + "%d" % n\n')
    assert len(_numbers_by_hand(sample, tmp_path)) == 4
