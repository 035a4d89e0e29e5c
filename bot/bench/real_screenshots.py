"""``python -m bot bench images``, its second part: the reader over real screenshots people posted
(tests/data/real/screenshots: hand labels in labels.jsonl, the pictures in its ``local/``
where they may be kept), each read as the bot reads one (``read_board``), timed, and
scored against its label: rows read exactly (letters and colours, and sure), rows wrong
and passed as sure (a picture every row of which is sure is added: each of its rows that
is not the label's, or is one too many or too few, counts), pictures of no board or of
several boards or players (right when nothing sure is read from them).  The test over the
same pictures (tests/bot/screenshots/test_real.py) holds the goals but the time."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from bot.bench.percentiles import summary
from bot.screenshots import Screenshot, read_board, sure

CORPUS = Path(__file__).parents[2] / "tests" / "data" / "real" / "screenshots"


@dataclass
class Scored:
    pictures: int = 0
    rows: int = 0
    exact: int = 0
    wrong_rows: int = 0  # rows wrong and passed as sure
    wrong_and_sure: list[str] = field(default_factory=list)  # the pictures they are in
    missed: list[str] = field(default_factory=list)  # rows not read exactly, for a report
    ms: list[float] = field(default_factory=list)
    work: list[float] = field(default_factory=list)  # each reading's CPU time


def labelled(corpus: Path = CORPUS) -> list[tuple[dict, Path]]:
    """Each labelled picture that is here, with its label."""
    items = []
    for line in (corpus / "labels.jsonl").read_text().splitlines():
        item = json.loads(line)
        path = corpus / "local" / item["file"]
        if path.is_file():
            items.append((item, path))
    return items


def score(items: list[tuple[dict, Path]], is_word: Callable[[str], bool]) -> Scored:
    scored = Scored()
    for item, path in items:
        data = path.read_bytes()
        started, worked = time.perf_counter(), time.thread_time()
        shot = read_board(data, is_word)
        scored.ms.append((time.perf_counter() - started) * 1000)
        scored.work.append((time.thread_time() - worked) * 1000)
        scored.pictures += 1
        _score_one(item, shot, scored)
    return scored


def _score_one(item: dict, shot: Screenshot, scored: Scored) -> None:
    expect, name = item["expect"], item["file"]
    one_board = "rows" in expect and expect.get("boards", 1) == 1
    if not one_board:  # no board, several boards or players: nothing may be added
        if sure(shot):
            scored.wrong_rows += len(shot.rows)
            scored.wrong_and_sure.append(f"{name}: {len(shot.rows)} rows added from it")
        return
    want = [(r["letters"], tuple(int(c) for c in r["colours"])) for r in expect["rows"]]
    got = [(r.letters, r.colours, bool(r.unsure)) for r in shot.rows]
    scored.rows += len(want)
    for k, (letters, colours) in enumerate(want):
        read = got[k] if k < len(got) else None
        if read is not None and read[:2] == (letters, colours) and not read[2]:
            scored.exact += 1
        else:
            scored.missed.append(f"{name} row {k + 1}: {letters} read as {read}")
    if sure(shot) and [g[:2] for g in got] != want:
        wrong = sum(g[:2] != w for g, w in zip(got, want, strict=False))
        wrong += abs(len(got) - len(want))
        scored.wrong_rows += wrong
        scored.wrong_and_sure.append(f"{name}: {wrong} rows wrong, added as sure")


def real_figures(is_word: Callable[[str], bool]) -> dict:
    """The figures over the real screenshots that are here (none: where to find them)."""
    items = labelled()
    if not items:
        return {"real screenshots": f"none here ({CORPUS / 'local'}; see SOURCES.md beside it)"}
    read_board(items[0][1].read_bytes(), is_word)  # the model loaded, as a warm bot has it
    scored = score(items, is_word)
    return {
        "real pictures": scored.pictures,
        "real rows labelled": scored.rows,
        "real rows read exactly %": round(100 * scored.exact / max(1, scored.rows), 2),
        "real rows wrong and passed as sure": scored.wrong_rows,
        **summary(scored.ms, "real read "),
        **summary(scored.work, "real read work (CPU) "),
        "real rows not read exactly": scored.missed,
        "real pictures wrong and sure": scored.wrong_and_sure,
    }
