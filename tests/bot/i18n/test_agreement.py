"""A sentence's words agree with the number they follow (fresh-eyes pass 4, finding 5): one
plural message a sentence, keyed by the number its noun, verb or participle follows, never
a counted piece beside a plural made elsewhere ("0 resultado registrados", "1 likely answer
fit", "passen zu den 1 seiner 2 Raster", "gewann mit 1 von 1 Stimmen"); and findings 6 and 16:
German's "auf Platz 1", Portuguese's "desta semana", Spanish's "jugadas" throughout."""

from __future__ import annotations

import numpy as np
import pytest

from bot.domain import Author
from bot.i18n import speaking_in, t, tn
from bot.shares import Move
from bot.shares._grid_replies import deduced, grid_line
from bot.shares._replies import empty_board
from bot.store import ImportRun, StoredShare
from bot.votes._replies import chosen
from bot.wordle_app._replies import _moved, import_done
from solver import Fit
from solver.game.variants import WORDLE


def imported(messages: int, results: int, language: str) -> str:
    run = ImportRun(1, 1, 0, 0, 0, messages=messages, results=results, finished=True)
    with speaking_in(language):
        return import_done(run).lines[0]


@pytest.mark.parametrize(
    ("language", "results", "said"),
    [
        ("en", 1, "read 8 messages, 1 result recorded."),
        ("en", 0, "read 8 messages, 0 results recorded."),
        ("pt", 0, "li 8 mensagens, 0 resultado registrado."),  # Portuguese: 0 is singular
        ("pt", 2, "li 8 mensagens, 2 resultados registrados."),
        ("es", 1, "leí 8 mensajes, 1 resultado registrado."),
        ("es", 0, "leí 8 mensajes, 0 resultados registrados."),
    ],
)
def test_an_imports_participle_follows_its_results(language, results, said):
    assert imported(8, results, language).endswith(said)


@pytest.mark.parametrize(
    ("language", "counts", "said"),
    [
        ("en", [1, 0], "**RATEN** won with 1 vote of 1."),
        ("de", [1, 0], "**RATEN** gewann mit 1 Stimme von 1."),
        ("de", [2, 1], "**RATEN** gewann mit 2 Stimmen von 3."),
        ("pt", [1, 2], "**RATEN** venceu com 2 votos de 3."),
    ],
)
def test_a_votes_noun_follows_the_count_it_is_said_with(language, counts, said):
    words = ["raten", "raten"] if counts[0] else ["other", "raten"]
    with speaking_in(language):
        assert chosen(words, counts).lines[0] == said


def grids(n: int) -> list[StoredShare]:
    who = [Author(i, name) for i, name in enumerate(["anna", "ben", "carl"][:n], start=1)]
    return [StoredShare(a, 3, False, ((0, 0, 0, 0, 0),)) for a in who]


def fit(likely: int, read: int) -> Fit:
    return Fit(np.arange(10) < likely, np.arange(20) < likely + 2, read)


@pytest.mark.parametrize(
    ("language", "read", "said"),
    [
        ("en", 1, "the 1 of its 2 grids I read in time (from anna) leaves 1 likely answer"),
        ("de", 1, "das eine seiner 2 Raster, das ich rechtzeitig gelesen habe (von anna), lässt"),
        ("de", 2, "die 2 seiner 3 Raster, die ich rechtzeitig gelesen habe (von anna und ben), "),
        ("pt", 1, "1 das 2 grades que li a tempo (de anna) deixa 1 resposta"),
    ],
)
def test_a_grid_line_read_in_part_agrees_with_the_grids_read(language, read, said):
    with speaking_in(language):
        line = grid_line(1406, fit(1, read), grids(read + 1), replaced=False)
    assert said in line


@pytest.mark.parametrize(
    ("language", "shares", "read", "said"),
    [
        ("en", 1, 1, "1 grid leaves 1 likely answer (3 valid words)."),
        ("en", 2, 1, "I read 1 of the 2 grids in time (from anna); it leaves 1 likely answer"),
        ("es", 2, 2, "2 cuadrículas juntas dejan 1 respuesta"),
        ("de", 3, 2, "Ich habe 2 der 3 Raster rechtzeitig gelesen (von anna und ben); sie lassen"),
    ],
)
def test_deduce_says_what_the_grids_leave_in_agreement(language, shares, read, said):
    with speaking_in(language):
        reply = deduced(1406, grids(shares), fit(1, read), None, None, [])
    assert said in reply.lines[0]


@pytest.mark.parametrize(
    ("was", "said"),
    [
        (None, "**anna** steigt mit einem 4/6 auf Platz 1 in die Wochenrangliste ein"),
        (1, "**anna** fällt auf Platz 2 nach einem 4/6"),
        (3, "**anna** steigt auf Platz 2 nach einem 4/6"),
    ],
)
def test_german_writes_a_place_after_platz_as_a_number(was, said):
    """ "auf Platz 1." reads as a sentence's end: German writes the place's number there."""
    place = 1 if was is None else 2
    with speaking_in("de"):
        assert _moved(Move("anna", place, was, 4, 0.0)) == said


def test_portuguese_contracts_de_with_this_week():
    """ "a classificação de esta semana": Portuguese writes "desta"; the period leads
    its clause instead, as the catalog can say it whatever the period."""
    with speaking_in("pt"):
        said = empty_board("week", WORDLE, latest=1990, counted=(1991, 1997))
    # puzzle numbers are names, ungrouped (tests/bot/test_puzzle_numbers.py)
    assert "; esta semana, a classificação conta os desafios 1991–1997." in said
    assert "de esta" not in said


@pytest.mark.parametrize(("count", "said"), [(1, "1 jugada tarde"), (3, "3 jugadas tarde")])
def test_spanish_stats_say_jugadas_as_the_line_before_them(count, said):
    """ "jugadas **3** · … · 3 jugados tarde": one gender for the same plays."""
    with speaking_in("es"):
        late = tn(
            " · {count} played late from the archive (no streak counts it)",
            " · {count} played late from the archive (no streak counts them)",
            count,
        )
        shares = t(
            "**Shares**: played **{games}** · {won} **{rate}** · current streak "
            "**{current}** · best streak **{best}**",
            games=3,
            won="",
            rate="",
            current=0,
            best=0,
        )
    assert late.startswith(f" · {said} del archivo") and "jugadas **3**" in shares
