"""A puzzle's number is a name, not a count (fresh_findings4 finding 8: "Termo #1.042",
"Wordle auf Deutsch #1.077", "desafio 1.200"): written as the game's share writes it
where the language reads it so (the NYT's in English, "1,234"), else ungrouped."""

from __future__ import annotations

import pytest

from bot.domain import Author
from bot.i18n import speaking_in
from bot.numbers import number, puzzle_number
from bot.parsing import BoardsShare
from bot.shares._replies import board_share_line, share_result


@pytest.mark.parametrize("language", ["en", "pt", "es", "de"])
def test_another_games_puzzle_is_written_as_its_share_writes_it(language):
    with speaking_in(language):
        termo = board_share_line(Author(1, "ana"), BoardsShare("termo", 1042, (3,), 1))
        german = board_share_line(Author(1, "ben"), BoardsShare("german", 1077, (4,), 1))
        assert termo.endswith("Termo #1042") and german.endswith("Deutsch #1077")
        assert puzzle_number(12345, nyt=False) == "12345"


@pytest.mark.parametrize("language, written", [("en", "1,200"), ("pt", "1200"), ("de", "1200")])
def test_the_nyts_puzzle_is_grouped_only_where_its_share_is_read_so(language, written):
    with speaking_in(language):
        assert puzzle_number(1200) == written
        assert share_result("ana", 3, False, 1200).endswith(f"Wordle {written}")
        assert number(1200) != "1200" or language == "es"  # a count is still grouped
