"""Golden transcripts in Portuguese, Spanish and German: a server changes its language
(confirmed in the new one), plays a game of its language's Wordle from /hint to
/analysis, and asks /why: counts of a thousand or more and decimals as each language
writes them (CLDR: 1.983 and 3,32; Spanish leaves four digits ungrouped, 1123), and
/why quoting each row as its player posted it (their notation, accents kept)."""

from __future__ import annotations

import re

from tests.bot.test_golden import GOLDEN, plays_as_pinned, warmed


async def test_console_transcript_in_three_languages_is_unchanged(store, solver):
    huddle = await warmed(store, solver)
    await plays_as_pinned(huddle, "console_script_locales.txt", "console_transcript_locales.txt")


def _part(language: str) -> str:
    """The transcript from one language's /settings to the next."""
    text = (GOLDEN / "console_transcript_locales.txt").read_text(encoding="utf-8")
    starts = {"pt": "As respostas falam", "es": "Las respuestas hablan", "de": "Die Antworten"}
    begin = text.index(starts[language])
    later = [text.index(s, begin + 1) for s in starts.values() if s in text[begin + 1 :]]
    return text[begin : min(later, default=len(text))]


def test_each_language_writes_its_numbers_and_quotes_rows_as_posted():
    """What the transcript above pins, said outright: no English separator or decimal
    point in a number, and the rows /why names as they were typed."""
    for language, thousands, rows in (
        ("pt", r"\b1\.\d{3}\b", ("SARTO ⬛🟩⬛⬛⬛", "ótimo 00100")),
        ("es", r"\b1\d{3}\b", ("CERTA=.Er..",)),
        ("de", r"\b1\.\d{3}\b", ("TARNE=..r.E", "bäume 00002")),
    ):
        part = _part(language)
        assert re.search(thousands, part), language
        assert re.search(r"\d,\d", part), language  # a decimal comma
        assert not re.search(r"\d\.\d{2}\b(?!\d)", part), language  # no 3.32
        assert not re.search(r"\d,\d{3}(?!\d)", part), language  # no 1,983
        for row in rows:
            assert f"• {row} " in part, (language, row)
