"""/export: a player's results, or with Manage Server everyone's, as a CSV a spreadsheet
opens or as JSON, only the asker's to see; the file read back holds what was recorded."""

from __future__ import annotations

import csv
import io
import json

from bot.domain import Asker, Author
from bot.shares._export import COLUMNS, export
from bot.store import BoardResult, Result

ALICE, BOB = Author(1, "alice"), Author(2, "bob")


def test_a_csv_reads_back_into_a_spreadsheets_rows():
    results = [Result(1, "alice", 1500, 3, True), Result(1, "alice", 1501, None, False, "app")]
    boards = [BoardResult(1, "alice", "quordle", 900, (4, None, 7, 9))]
    found = export(results, boards, "csv", "1")
    assert found.filename == "wordle-huddle-1.csv" and found.rows == 3
    assert found.data.startswith(b"\xef\xbb\xbf")  # the BOM: a spreadsheet reads UTF-8
    rows = list(csv.DictReader(io.StringIO(found.data.decode("utf-8-sig"))))
    assert tuple(rows[0]) == COLUMNS
    assert [(r["game"], r["puzzle"], r["result"], r["boards"]) for r in rows] == [
        ("quordle", "900", "", "4 X 7 9"),
        ("wordle", "1500", "3", ""),
        ("wordle", "1501", "", ""),
    ]
    assert rows[1]["date"] == "2025-07-28" and rows[1]["hard"] == "True"
    assert rows[2]["source"] == "app"


def test_json_keeps_losses_as_null_and_boards_as_lists():
    found = export([Result(2, "bøb", 1500, None, False)], [], "json", "server")
    assert found.filename == "wordle-huddle-server.json"
    (row,) = json.loads(found.data)
    assert row["player"] == "bøb" and row["result"] is None and row["player_id"] == "2"


async def test_a_player_exports_their_own_and_an_admin_everyones(huddle):
    for player, result in ((ALICE, 3), (BOB, 5)):
        await huddle.shares.store.add_share(1, 1500, player, 10 + player.id, result, False, [])
    mine = await huddle.answer("export", Asker(5, 1, ALICE, 1, frozenset()), {})
    assert mine.ephemeral and mine.title == "Your results: 1 row"
    assert mine.attachment is not None and b"bob" not in mine.attachment.data
    refused = await huddle.answer(
        "export", Asker(5, 1, ALICE, 2, frozenset()), {"everyone": True, "format": "json"}
    )
    assert refused.title == "Not yours to export" and refused.attachment is None
    everyone = await huddle.answer(
        "export", Asker(5, 1, BOB, 3, frozenset({"manage_guild"})), {"everyone": True}
    )
    assert everyone.title == "Everyone's results: 2 rows"
    assert everyone.attachment is not None and b"alice" in everyone.attachment.data


HOSTILE = ['=HYPERLINK("http://x.example","y")', "+1+1", "-2+3", "@SUM(A1)", "\tTAB", "\rCR"]


async def test_a_name_a_spreadsheet_would_run_as_a_formula_is_exported_as_text(huddle):
    """OWASP's rule: a text cell starting =, +, -, @, tab or CR gets a leading ' (shown
    as text); the numbers stay numbers and JSON keeps the names as they are."""
    players = [Author(20 + n, name) for n, name in enumerate(HOSTILE)]
    for player in players:
        await huddle.shares.store.add_share(1, 1500, player, 100 + player.id, 4, False, [])
    admin = Asker(5, 1, ALICE, 1, frozenset({"manage_guild"}))
    found = await huddle.answer("export", admin, {"everyone": True})
    assert found.attachment is not None
    text = found.attachment.data.decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text, newline="")))
    assert sorted(r["player"] for r in rows) == sorted("'" + name for name in HOSTILE)
    cells = [cell for row in rows for cell in row.values()]
    assert not [c for c in cells if c.startswith(("=", "+", "-", "@", "\t", "\r"))]
    assert {(r["puzzle"], r["result"], r["date"]) for r in rows} == {("1500", "4", "2025-07-28")}
    as_json = await huddle.answer("export", admin, {"everyone": True, "format": "json"})
    assert as_json.attachment is not None
    assert sorted(r["player"] for r in json.loads(as_json.attachment.data)) == sorted(HOSTILE)
